package cup_test

import (
	"encoding/json"
	"slices"
	"testing"

	"turnir"
	"turnir/cup"
	"turnir/quiz"
)

// prefix returns n marks of which the first k are answered: teams with
// equal k get equal rows, hence equal points and equal ratings.
func prefix(k, n int) []bool {
	out := make([]bool, n)
	for i := range k {
		out[i] = true
	}
	return out
}

// playRound enters points[team] answers for every listed team and closes
// round n.
func playRound(t *testing.T, c *cup.Cup, n int, points map[string]int) {
	t.Helper()
	for team, k := range points {
		must(t, c.AnswerRow(n, team, prefix(k, c.Config.Questions)))
	}
	must(t, c.CloseRound(n))
}

func wantStep(t *testing.T, c *cup.Cup, stage cup.Stage, round, question int, teams ...string) {
	t.Helper()
	s := next(t, c)
	if s.Stage != stage || s.Round != round || s.Question != question || (teams != nil && !slices.Equal(s.Teams, teams)) {
		t.Fatalf("next = %+v, want %s round %d question %d teams %v", s, stage, round, question, teams)
	}
}

// TestWholeCup drives a cup of 10 teams by hand through every stage, with
// the hard cases of the regulation on the way.
func TestWholeCup(t *testing.T) {
	c := newCup(t, 10)
	must(t, c.Start())
	wantStep(t, c, cup.StageRound, 1, 0)

	// Round 1: T8, T9, T10 tie on 5 across the cut; T3 and T4 tie on points
	// and rating inside it.
	playRound(t, c, 1, map[string]int{"T1": 11, "T2": 10, "T3": 9, "T4": 9, "T5": 8, "T6": 7, "T7": 6, "T8": 5, "T9": 5, "T10": 5})
	wantCode(t, c.Answer(1, "T1", 1, false), turnir.ECONFLICT)

	t.Run("C4_three_teams_tied_across_the_cut_shootout_question_by_question", func(t *testing.T) {
		wantStep(t, c, cup.StageShootout, 1, 1, "T8", "T9", "T10")
		if got := c.ShootoutFixTeams(); got != nil {
			t.Errorf("no shootout question entered, yet a correction names %v", got)
		}
		wantCode(t, c.AddShootout(ids("T1")), turnir.EINVALID)
		must(t, c.AddShootout(ids("T8", "T9")))
		// A correction may name the teams tied across the cut (8-10).
		if got := c.ShootoutFixTeams(); !slices.Equal(got, ids("T8", "T9", "T10")) {
			t.Errorf("shootout correction names %v, want T8 T9 T10", got)
		}
		wantStep(t, c, cup.StageShootout, 1, 2, "T8", "T9")
		must(t, c.AddShootout(nil))
		wantStep(t, c, cup.StageShootout, 1, 3, "T8", "T9")
		wantCode(t, c.AddShootout(ids("T10")), turnir.EINVALID)
		must(t, c.AddShootout(ids("T9")))
	})
	t.Run("C5_places_tied_on_points_and_rating_drawn_by_extra_lot", func(t *testing.T) {
		wantStep(t, c, cup.StagePlaceLot, 1, 0, "T3", "T4")
		wantCode(t, c.Record(cup.Draw{Stage: cup.StageCutLot, Order: ids("T3", "T4")}), turnir.ECONFLICT)
		wantCode(t, c.Record(cup.Draw{Stage: cup.StagePlaceLot, Order: ids("T3", "T5")}), turnir.EINVALID)
		s := next(t, c)
		if s.Purpose() != "cup/place-lot" {
			t.Errorf("purpose %q", s.Purpose())
		}
		d, err := c.Draw(turnir.SeedFromUint64(1).Rand(s.Purpose()))
		must(t, err)
		if !sameSet(d.Order, ids("T3", "T4")) {
			t.Errorf("drawn %v", d.Order)
		}
		must(t, c.Record(cup.Draw{Stage: cup.StagePlaceLot, Order: ids("T4", "T3")}))
		p, err := c.Progress()
		must(t, err)
		if want := ids("T1", "T2", "T4", "T3", "T5", "T6", "T7", "T9"); !slices.Equal(p.Seeds, want) {
			t.Errorf("seeds %v, want %v", p.Seeds, want)
		}
	})
	t.Run("C5_round_2_pairs_5_8_against_1_4", func(t *testing.T) {
		wantStep(t, c, cup.StageDraw, 2, 0, "T1", "T2", "T4", "T3", "T5", "T6", "T7", "T9")
		wantCode(t, c.Record(cup.Draw{Stage: cup.StageDraw, Round: 2,
			Pairs: pairs("T1", "T2", "T5", "T6", "T7", "T4", "T9", "T3")}), turnir.EINVALID)
		// A drawn lot always passes the check (tried on a copy).
		cp := clone(t, c)
		d, err := cp.Draw(turnir.SeedFromUint64(2).Rand("cup/draw-round-2"))
		must(t, err)
		must(t, cp.Record(d))
		must(t, c.Record(cup.Draw{Stage: cup.StageDraw, Round: 2,
			Pairs: pairs("T5", "T1", "T6", "T2", "T7", "T4", "T9", "T3")}))
		wantStep(t, c, cup.StageRound, 2, 0, "T5", "T1", "T6", "T2", "T7", "T4", "T9", "T3")
		wantCode(t, c.Answer(2, "T10", 1, true), turnir.ENOTFOUND)
		// C4: round 2 stands on the cut, so no shootout correction is offered.
		if got := c.ShootoutFixTeams(); got != nil {
			t.Errorf("round 2 drawn, yet a shootout correction names %v", got)
		}
	})
	t.Run("C5_equal_points_in_a_pair_the_lower_placed_team_goes_on", func(t *testing.T) {
		playRound(t, c, 2, map[string]int{"T1": 8, "T5": 8, "T2": 9, "T6": 3, "T4": 5, "T7": 6, "T3": 10, "T9": 2})
		p, err := c.Progress()
		must(t, err)
		var winners []string
		for _, r := range p.Results[0] {
			winners = append(winners, r.Winner)
		}
		if want := ids("T5", "T2", "T7", "T3"); !slices.Equal(winners, want) {
			t.Errorf("round 2 winners %v, want %v", winners, want)
		}
		if p.Results[0][0].By != "lower_place" {
			t.Errorf("T5-T1 decided by %q", p.Results[0][0].By)
		}
	})
	t.Run("C6_round_3_general_lot_and_equal_points", func(t *testing.T) {
		wantStep(t, c, cup.StageDraw, 3, 0, "T5", "T2", "T7", "T3")
		// Any pairing of the four is a valid general lot, even two former top-4 teams.
		must(t, c.Record(cup.Draw{Stage: cup.StageDraw, Round: 3, Pairs: pairs("T2", "T7", "T3", "T5")}))
		playRound(t, c, 3, map[string]int{"T2": 6, "T7": 6, "T3": 4, "T5": 7})
		p, err := c.Progress()
		must(t, err)
		if want := ids("T7", "T5"); !slices.Equal(p.Finalists, want) {
			t.Errorf("finalists %v, want %v (T7 placed lower than T2)", p.Finalists, want)
		}
	})
	t.Run("C8_final_lineup_at_most_6_from_the_roster", func(t *testing.T) {
		wantStep(t, c, cup.StageLineup, 4, 0, "T7", "T5")
		wantCode(t, c.AddFinalQuestion("T7"), turnir.ECONFLICT)
		wantCode(t, c.SetLineup("T7", teams(7, 7)[6].Roster), turnir.EINVALID)
		wantCode(t, c.SetLineup("T7", []string{"T7-p1", "T1-p1"}), turnir.EINVALID)
		wantCode(t, c.SetLineup("T1", []string{"T1-p1"}), turnir.EINVALID)
		must(t, c.SetLineup("T7", []string{"T7-p1", "T7-p2", "T7-p3"}))
		wantStep(t, c, cup.StageLineup, 4, 0, "T5")
		wantCode(t, c.StartFinal(), turnir.ECONFLICT)
		must(t, c.SetLineup("T5", []string{"T5-p1", "T5-p2", "T5-p3", "T5-p4", "T5-p5", "T5-p6"}))
		must(t, c.SetLineup("T7", []string{"T7-p1", "T7-p2", "T7-p3", "T7-p4", "T7-p5", "T7-p8"}))
		wantStep(t, c, cup.StageFinalStart, 4, 0, "T7", "T5")
		must(t, c.StartFinal())
	})
	t.Run("C8_lineup_change_after_lock_refused", func(t *testing.T) {
		wantCode(t, c.SetLineup("T7", []string{"T7-p1"}), turnir.ECONFLICT)
		wantCode(t, c.SetRoster("T5", []string{"T5-p1"}), turnir.ECONFLICT)
		wantCode(t, c.StartFinal(), turnir.ECONFLICT)
	})
	t.Run("C7_final_extra_questions_until_a_team_scores", func(t *testing.T) {
		wantStep(t, c, cup.StageFinal, 4, 1, "T7", "T5")
		wantCode(t, c.AddFinalQuestion("T1"), turnir.EINVALID)
		for _, w := range []string{"T7", "T5", "T7", "T5", "T7", "T5", "T7", "T5", "T7", "T5", "T7", "T5"} {
			must(t, c.AddFinalQuestion(w))
		}
		must(t, c.AddFinalQuestion("T7"))
		// C14: the 13th is removed (prompt from the hall) and replaced.
		// 7:6 after 13 decides the final: only the 13th may go (C15).
		for i := 1; i <= 13; i++ {
			if got := c.FinalQuestionRemovable(i); got != (i == 13) {
				t.Errorf("decided final: question %d removable %v, want %v", i, got, i == 13)
			}
		}
		must(t, c.RemoveFinalQuestion(13, "prompt from the hall"))
		// While the final runs every question not removed may go (C14).
		for i := 1; i <= 12; i++ {
			if !c.FinalQuestionRemovable(i) {
				t.Errorf("final question %d not removable while the final runs", i)
			}
		}
		if c.FinalQuestionRemovable(13) || c.FinalQuestionRemovable(14) || c.FinalQuestionRemovable(0) {
			t.Error("a removed or missing final question is offered for removal")
		}
		wantStep(t, c, cup.StageFinal, 4, 13)
		must(t, c.AddFinalQuestion(""))
		wantStep(t, c, cup.StageFinal, 4, 14) // 6:6 after 13: extra question
		must(t, c.AddFinalQuestion(""))
		wantStep(t, c, cup.StageFinal, 4, 15)
		must(t, c.AddFinalQuestion("T5"))
		wantStep(t, c, cup.StageDone, 0, 0)
		wantCode(t, c.AddFinalQuestion("T7"), turnir.ECONFLICT)
		wantCode(t, c.RemoveFinalQuestion(3, "late dispute"), turnir.ECONFLICT)
		// C15: once decided, only the deciding (last) question may go, and
		// FinalQuestionRemovable says so before RemoveFinalQuestion is asked.
		last := len(c.Final.Questions)
		for i := 1; i <= last; i++ {
			if got := c.FinalQuestionRemovable(i); got != (i == last) {
				t.Errorf("decided final: question %d removable %v, want %v", i, got, i == last)
			}
		}
		p, err := c.Progress()
		must(t, err)
		if f := p.Final; f.Winner != "T5" || f.Points != [2]int{6, 7} || f.Extra != 2 {
			t.Errorf("final %+v", *f)
		}
	})
	t.Run("C15_cups_and_full_ranking", func(t *testing.T) {
		r, err := c.Ranking()
		must(t, err)
		type line struct{ team, place string }
		want := []line{
			{"T5", "1"}, {"T7", "2"},
			{"T2", "3-4"}, {"T3", "3-4"},
			{"T1", "5-8"}, {"T4", "5-8"}, {"T6", "5-8"}, {"T9", "5-8"},
			{"T8", "9-10"}, {"T10", "9-10"},
		}
		if len(r) != len(want) {
			t.Fatalf("%d lines, want %d", len(r), len(want))
		}
		for i, w := range want {
			if r[i].Team != w.team || r[i].Place.String() != w.place {
				t.Errorf("line %d = %s %s, want %s %s", i+1, r[i].Team, r[i].Place, w.team, w.place)
			}
		}
		if !r[0].Winner || r[1].Winner || r[0].Reached != 4 || r[2].Reached != 3 || r[4].Reached != 2 || r[8].Reached != 1 {
			t.Errorf("winner/reached wrong: %+v", r[:3])
		}
	})
	t.Run("replay_from_JSON_gives_the_same_progress", func(t *testing.T) {
		cp := clone(t, c)
		a, _ := c.Progress()
		b, _ := cp.Progress()
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		if string(ja) != string(jb) {
			t.Errorf("progress differs after JSON:\n%s\n%s", ja, jb)
		}
	})
}

func clone(t *testing.T, c *cup.Cup) *cup.Cup {
	t.Helper()
	b, err := json.Marshal(c)
	must(t, err)
	var out cup.Cup
	must(t, json.Unmarshal(b, &out))
	return &out
}

func sameSet(a, b []string) bool {
	return slices.Equal(slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b)))
}

func TestCutLotInCup(t *testing.T) {
	// Three identical teams for one spot: five shootout questions nobody
	// answers, equal ratings, so the cut lot decides (C4).
	c := newCup(t, 10)
	must(t, c.Start())
	playRound(t, c, 1, map[string]int{"T1": 11, "T2": 10, "T3": 9, "T4": 8, "T5": 7, "T6": 6, "T7": 5, "T8": 4, "T9": 4, "T10": 4})
	for q := 1; q <= 5; q++ {
		wantStep(t, c, cup.StageShootout, 1, q, "T8", "T9", "T10")
		must(t, c.AddShootout(nil))
	}
	t.Run("C4_shootout_decides_nothing_rating_ties_lot_decides", func(t *testing.T) {
		s := next(t, c)
		if s.Stage != cup.StageCutLot || s.Spots != 1 || !slices.Equal(s.Teams, ids("T8", "T9", "T10")) {
			t.Fatalf("next %+v, want the cut lot of 1 spot among T8 T9 T10", s)
		}
		wantCode(t, c.AddShootout(nil), turnir.ECONFLICT)
		d, err := c.Draw(turnir.SeedFromUint64(1).Rand(s.Purpose()))
		must(t, err)
		// Golden: seed 1 draws T10 first (see TestDrawGolden: S3 S2 S1).
		if !slices.Equal(d.Order, ids("T10", "T9", "T8")) {
			t.Errorf("cut lot %v", d.Order)
		}
		must(t, c.Record(d))
		p, err := c.Progress()
		must(t, err)
		if p.Qualifying.DecidedBy != cup.ByLot || !slices.Contains(p.Seeds, "T10") || slices.Contains(p.Seeds, "T8") {
			t.Errorf("qualifying %+v", *p.Qualifying)
		}
		wantStep(t, c, cup.StageDraw, 2, 0)
	})
}

func TestReopenRound(t *testing.T) {
	c := newCup(t, 9)
	must(t, c.Start())
	playRound(t, c, 1, map[string]int{"T1": 9, "T2": 9, "T3": 8, "T4": 7, "T5": 6, "T6": 5, "T7": 4, "T8": 3, "T9": 3})
	t.Run("C4_correction_before_anything_depends_on_the_round", func(t *testing.T) {
		must(t, c.ReopenRound(1))
		must(t, c.AnswerRow(1, "T9", prefix(1, 12)))
		must(t, c.CloseRound(1))
		wantStep(t, c, cup.StagePlaceLot, 1, 0, "T1", "T2")
	})
	t.Run("C4_no_reopening_once_a_lot_is_recorded", func(t *testing.T) {
		must(t, c.Record(cup.Draw{Stage: cup.StagePlaceLot, Order: ids("T2", "T1")}))
		wantCode(t, c.ReopenRound(1), turnir.ECONFLICT)
		wantCode(t, c.ReopenRound(2), turnir.ECONFLICT)
	})
}

func TestDisqualification(t *testing.T) {
	t.Run("DQ2_disqualified_before_the_cut_lets_the_ninth_in", func(t *testing.T) {
		c := newCup(t, 9)
		must(t, c.Start())
		playRound(t, c, 1, map[string]int{"T1": 11, "T2": 10, "T3": 9, "T4": 8, "T5": 7, "T6": 6, "T7": 5, "T8": 4, "T9": 3})
		wantCode(t, c.Disqualify("T2", ""), turnir.EINVALID)
		must(t, c.Disqualify("T2", "electronic devices"))
		wantCode(t, c.Disqualify("T2", "again"), turnir.ECONFLICT)
		p, err := c.Progress()
		must(t, err)
		if slices.Contains(p.Seeds, "T2") || !slices.Contains(p.Seeds, "T9") {
			t.Errorf("seeds %v", p.Seeds)
		}
		must(t, cup.Play(turnir.SeedFromUint64(3).Rand("sim"), c, nil))
		r, err := c.Ranking()
		must(t, err)
		last := r[len(r)-1]
		if last.Team != "T2" || !last.Disqualified || last.Place != (quiz.Place{}) || last.Reason == "" {
			t.Errorf("last line %+v, want T2 disqualified and unplaced", last)
		}
	})
	t.Run("DQ2_disqualified_in_a_pair_loses_by_walkover", func(t *testing.T) {
		c := newCup(t, 8)
		must(t, cup.Play(turnir.SeedFromUint64(4).Rand("sim"), c, func(s cup.Step) bool { return s.Stage == cup.StageRound && s.Round == 2 }))
		victim := c.Rounds[1].Pairs[0].A
		must(t, c.Disqualify(victim, "damage to property"))
		must(t, c.CloseRound(2))
		p, err := c.Progress()
		must(t, err)
		if r := p.Results[0][0]; !r.Walkover || r.Winner == victim {
			t.Errorf("result %+v", r)
		}
	})
	t.Run("DQ2_disqualified_after_its_round_closed_keeps_the_result_and_loses_the_next_pair", func(t *testing.T) {
		c := newCup(t, 8)
		must(t, cup.Play(turnir.SeedFromUint64(6).Rand("sim"), c, func(s cup.Step) bool { return s.Stage == cup.StageDraw && s.Round == 3 }))
		before, _ := c.Progress()
		victim := before.Results[0][0].Winner
		must(t, c.Disqualify(victim, "alcohol"))
		after, err := c.Progress()
		must(t, err)
		if after.Results[0][0].Winner != victim || !slices.Contains(after.Next.Teams, victim) {
			t.Fatalf("round 2 result rewritten: %+v, next %+v", after.Results[0][0], after.Next)
		}
		must(t, cup.Play(turnir.SeedFromUint64(6).Rand("sim2"), c, func(s cup.Step) bool { return s.Stage == cup.StageRound && s.Round == 3 }))
		if c.Rounds[2].Questions.Has(victim) {
			t.Errorf("the disqualified team is seated in round 3")
		}
		must(t, c.CloseRound(3))
		p, err := c.Progress()
		must(t, err)
		for _, r := range p.Results[1] {
			if (r.Pair.A == victim || r.Pair.B == victim) && (!r.Walkover || r.Winner == victim) {
				t.Errorf("round 3 pair %+v", r)
			}
		}
	})
	t.Run("DQ2_disqualified_finalist_loses_the_final", func(t *testing.T) {
		c := newCup(t, 8)
		must(t, cup.Play(turnir.SeedFromUint64(5).Rand("sim"), c, func(s cup.Step) bool { return s.Stage == cup.StageFinal && s.Question == 5 }))
		p, _ := c.Progress()
		must(t, c.Disqualify(p.Finalists[0], "smoking"))
		wantStep(t, c, cup.StageDone, 0, 0)
		r, err := c.Ranking()
		must(t, err)
		if r[0].Team != p.Finalists[1] || !r[0].Winner {
			t.Errorf("winner %+v", r[0])
		}
	})
}

func TestRankingWhileRunning(t *testing.T) {
	c := newCup(t, 12)
	_, err := c.Ranking()
	wantCode(t, err, turnir.ECONFLICT)
	must(t, c.Start())
	t.Run("C15_before_the_cut_all_share_by_round_1_points", func(t *testing.T) {
		r, err := c.Ranking()
		must(t, err)
		for _, s := range r {
			if s.Place.String() != "1-12" {
				t.Errorf("%s placed %s with no answers, want 1-12", s.Team, s.Place)
			}
		}
	})
	t.Run("C15_survivors_share_the_top_places", func(t *testing.T) {
		must(t, cup.Play(turnir.SeedFromUint64(9).Rand("sim"), c, func(s cup.Step) bool { return s.Stage == cup.StageRound && s.Round == 3 }))
		r, err := c.Ranking()
		must(t, err)
		for i, s := range r {
			want := map[bool]string{true: "1-4", false: "5-8"}[i < 4]
			if i < 8 && s.Place.String() != want {
				t.Errorf("line %d %s placed %s, want %s", i+1, s.Team, s.Place, want)
			}
			if i >= 8 && s.Place.From < 9 {
				t.Errorf("line %d %s placed %s among the qualified", i+1, s.Team, s.Place)
			}
		}
	})
}

func TestStepPurpose(t *testing.T) {
	tests := []struct {
		name string
		step cup.Step
		want string
	}{
		{"C4_cut_lot", cup.Step{Stage: cup.StageCutLot}, "cup/cut-lot"},
		{"C5_place_lot", cup.Step{Stage: cup.StagePlaceLot}, "cup/place-lot"},
		{"C5_draw_round_2", cup.Step{Stage: cup.StageDraw, Round: 2}, "cup/draw-round-2"},
		{"C6_draw_round_3", cup.Step{Stage: cup.StageDraw, Round: 3}, "cup/draw-round-3"},
		{"C7_final_draws_nothing", cup.Step{Stage: cup.StageFinal}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.step.Purpose(); got != tt.want {
				t.Errorf("Purpose() = %q, want %q", got, tt.want)
			}
		})
	}
}
