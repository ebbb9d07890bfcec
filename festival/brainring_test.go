package festival_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/brainringtournament"
)

// brOpen registers n teams T1..Tn and opens the Brain-ring tournament with
// them in g groups.
func brOpen(h *harness, n, g int) brainring.Config {
	h.t.Helper()
	h.teams(n, 0)
	cfg := brainring.DefaultConfig()
	cfg.Groups = g
	h.do(h.f.OpenBrainring(es.At(h.now(), "org", ""), cfg, nil))
	return cfg
}

// brDraw commits a seed for the group draw and draws with it.
func brDraw(h *harness, n uint64) turnir.Seed {
	h.t.Helper()
	seed := turnir.SeedFromUint64(n)
	h.do(h.f.CommitLot(es.At(h.now(), "org", ""), brainringtournament.BrainringGroupsLotPurpose, seed.Commitment()))
	h.do(h.f.DrawBrainringGroups(es.At(h.now(), "org", ""), nil, seed))
	return seed
}

// line is a fight's entry where a took sa questions, b took sb and nobody
// the rest (of length).
func line(a, b string, sa, sb, length int) []string {
	out := make([]string, 0, length)
	for range sa {
		out = append(out, a)
	}
	for range sb {
		out = append(out, b)
	}
	for len(out) < length {
		out = append(out, "")
	}
	return out
}

// score gives the questions two teams take in their k-th meeting (1 or 2).
type score func(a, b string, k int) (sa, sb int)

// playGroups enters every group fight at once with the scores of s.
func playGroups(h *harness, s score) {
	h.t.Helper()
	for _, g := range h.f.Brainring.Groups {
		met := map[[2]string]int{}
		for _, gf := range g.Fights {
			a, b := gf.Fight.A, gf.Fight.B
			key := [2]string{min(a, b), max(a, b)}
			met[key]++
			sa, sb := s(a, b, met[key])
			h.do(h.f.BrainringFight(es.At(h.now(), "jury", ""), gf.ID, line(a, b, sa, sb, gf.Fight.Length)))
		}
	}
}

// groupsView returns the group views or fails.
func groupsView(h *harness) []brainringtournament.BrainringGroupView {
	h.t.Helper()
	gs, err := h.f.BrainringGroups()
	if err != nil {
		h.t.Fatal(err)
	}
	return gs
}

// row returns team's line of a group table.
func row(h *harness, g brainringtournament.BrainringGroupView, team string) brainringtournament.BrainringRow {
	h.t.Helper()
	for _, r := range g.Table {
		if r.Team == team {
			return r
		}
	}
	h.t.Fatalf("%s is not in the table of group %s", team, g.Name)
	return brainringtournament.BrainringRow{}
}

// TestBrainringGroupStage: the draw by a committed lot (F2), an odd group's
// double round robin (F3), fights scored 2/1/0 with a 0:0 draw worth 0
// (F4), question-by-question entry with a correction kept in History.
func TestBrainringGroupStage(t *testing.T) {
	h := newHarness(t)
	cfg := brOpen(h, 9, 2)
	h.do(h.f.Disqualify(es.At(h.now(), "committee", "телефон в зале"), festival.KindTeam, "T9"))
	// A team disqualified before the draw is not drawn (DQ2) and cannot
	// enter again.
	h.refused(turnir.ECONFLICT, "DQ2")(h.f.EnterBrainringTeam(es.At(h.now(), "org", ""), "T9"))
	h.do(h.f.RegisterTeam(es.At(h.now(), "org", ""), "T10", "Команда T10", ""))
	h.do(h.f.EnterBrainringTeam(es.At(h.now(), "org", ""), "T10"))

	h.run(t, "F6_a_config_the_bracket_cannot_seed_is_refused", func(t *testing.T) {
		g := newHarness(t)
		bad := brainring.DefaultConfig()
		bad.Groups = 3
		g.refused(turnir.EINVALID, "посев")(g.f.OpenBrainring(es.At(g.now(), "org", ""), bad, nil))
		h.refused(turnir.ECONFLICT, "уже есть")(h.f.OpenBrainring(es.At(h.now(), "org", ""), cfg, nil))
	})

	h.run(t, "F2_group_draw_by_a_committed_lot_refuses_a_wrong_seed", func(t *testing.T) {
		seed, wrong := turnir.SeedFromUint64(41), turnir.SeedFromUint64(42)
		h.refused(turnir.ECONFLICT, "Подготовить жеребьёвку")(h.f.DrawBrainringGroups(es.At(h.now(), "org", ""), nil, seed))
		h.do(h.f.CommitLot(es.At(h.now(), "org", ""), brainringtournament.BrainringGroupsLotPurpose, seed.Commitment()))
		h.refused(turnir.EINVALID, "не совпадает")(h.f.DrawBrainringGroups(es.At(h.now(), "org", ""), nil, wrong))
		h.refused(turnir.EINVALID, "корзины")(h.f.DrawBrainringGroups(es.At(h.now(), "org", ""), [][]string{{"T1", "T2"}}, seed))
		evs := h.do(h.f.DrawBrainringGroups(es.At(h.now(), "org", ""), nil, seed))
		var d brainringtournament.BrainringGroupsDrawn
		if err := evs[0].Decode(&d); err != nil {
			t.Fatal(err)
		}
		// Anyone can redraw the groups from the revealed seed.
		revealed, err := turnir.ParseSeed(d.Seed)
		if err != nil || !turnir.VerifyCommitment(revealed, seed.Commitment()) {
			t.Fatalf("revealed seed %q does not match its commitment", d.Seed)
		}
		eligible := []string{"T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8", "T10"}
		want, err := brainring.DrawGroups(eligible, cfg, revealed.Rand(brainringtournament.BrainringGroupsLotPurpose))
		if err != nil {
			t.Fatal(err)
		}
		for i, g := range h.f.Brainring.Groups {
			if g.Name != want[i].Name || !slices.Equal(g.Teams, want[i].Teams) {
				t.Fatalf("group %d = %v, redrawn %v", i, g.Teams, want[i].Teams)
			}
			if slices.Contains(g.Teams, "T9") {
				t.Fatal("the disqualified T9 was drawn")
			}
		}
		lot := h.f.Lots[len(h.f.Lots)-1]
		if lot.Purpose != brainringtournament.BrainringGroupsLotPurpose || lot.Seed != seed.String() || lot.DrawnAt <= lot.CommittedAt {
			t.Fatalf("lot record %+v", lot)
		}
		h.refused(turnir.ECONFLICT, "уже")(h.f.DrawBrainringGroups(es.At(h.now(), "org", ""), nil, seed))
		h.refused(turnir.ECONFLICT, "разыграны")(h.f.EnterBrainringTeam(es.At(h.now(), "org", ""), "T1"))
	})

	h.run(t, "F3_odd_group_plays_a_double_round_robin_with_a_bye", func(t *testing.T) {
		sizes := map[int]bool{}
		for _, g := range groupsView(h) {
			n := len(g.Teams)
			sizes[n] = true
			rounds := 2 * (n - 1)
			if n%2 == 1 {
				rounds = 2 * n
			}
			if len(g.Rounds) != rounds {
				t.Fatalf("group %s of %d plays %d rounds, want %d", g.Name, n, len(g.Rounds), rounds)
			}
			sides := map[[2]string]int{}
			rests := map[string]int{}
			fights := 0
			for _, r := range g.Rounds {
				busy := map[string]bool{}
				for _, fv := range r.Fights {
					if busy[fv.A] || busy[fv.B] {
						t.Fatalf("round %d of group %s has a team twice", r.Number, g.Name)
					}
					busy[fv.A], busy[fv.B] = true, true
					sides[[2]string{fv.A, fv.B}]++
					fights++
					if fv.Status != brainringtournament.FightScheduled || fv.Length != cfg.FightLength {
						t.Fatalf("fresh fight %+v", fv)
					}
				}
				for _, x := range r.Rest {
					rests[x]++
				}
				if len(busy)+len(r.Rest) != n {
					t.Fatalf("round %d of group %s: %d play, %d rest, of %d", r.Number, g.Name, len(busy), len(r.Rest), n)
				}
			}
			if fights != n*(n-1) {
				t.Fatalf("group %s of %d has %d fights, want %d", g.Name, n, fights, n*(n-1))
			}
			for _, a := range g.Teams {
				for _, b := range g.Teams {
					if a != b && sides[[2]string{a, b}] != 1 {
						t.Fatalf("%s - %s is played %d times on these sides, want once", a, b, sides[[2]string{a, b}])
					}
				}
				if n%2 == 1 && rests[a] != 2 {
					t.Fatalf("%s rests %d times in a group of %d, want 2", a, rests[a], n)
				}
			}
		}
		if !sizes[5] || !sizes[4] {
			t.Fatalf("group sizes %v, want one of 5 and one of 4", sizes)
		}
		if rk, err := h.f.BrainringRanking(); err != nil || len(rk) != 0 {
			t.Fatalf("a ranking before the play-off: %+v, %v", rk, err)
		}
		sch, err := h.f.BrainringSchedule()
		if err != nil || len(sch) != 10 || len(sch[0].Fights) != 4 {
			t.Fatalf("schedule: %d rounds, round 1 has %d fights (%v); want 10 and 2+2", len(sch), len(sch[0].Fights), err)
		}
	})

	h.run(t, "F4_question_by_question_with_a_correction_kept_in_history", func(t *testing.T) {
		gf := h.f.Brainring.Groups[0].Fights[0]
		a, b := gf.Fight.A, gf.Fight.B
		h.refused(turnir.EINVALID, "не участвует")(h.f.BrainringQuestion(es.At(h.now(), "jury", ""), gf.ID, 1, "T10x"))
		h.refused(turnir.EINVALID, "нельзя внести")(h.f.BrainringQuestion(es.At(h.now(), "jury", ""), gf.ID, 2, a))
		h.refused(turnir.ENOTFOUND, "нет боя")(h.f.BrainringQuestion(es.At(h.now(), "jury", ""), "Z-1-1", 1, a))
		for q, who := range []string{a, a, b, "", a} {
			h.do(h.f.BrainringQuestion(es.At(h.now(), "jury", ""), gf.ID, q+1, who))
		}
		h.refused(turnir.EINVALID, "нельзя внести")(h.f.BrainringQuestion(es.At(h.now(), "jury", ""), gf.ID, 6, a))
		// The jury typed question 2 wrong: it was B's.
		h.do(h.f.BrainringQuestion(es.At(h.now(), "jury", "перепутали стол"), gf.ID, 2, b))
		fv := groupsView(h)[0].Rounds[0].Fights[0]
		if fv.ID != gf.ID || fv.ScoreA != 2 || fv.ScoreB != 2 || fv.PointsA != 1 || fv.PointsB != 1 || fv.Status != brainringtournament.FightComplete {
			t.Fatalf("after the correction the fight is %+v, want 2:2, 1 point each", fv)
		}
		var entries []brainringtournament.BrainringQuestionTaken
		for _, e := range h.f.History {
			if e.Type != brainringtournament.EvBrainringQuestionTaken {
				continue
			}
			var d brainringtournament.BrainringQuestionTaken
			if err := (turnir.Event{Type: e.Type, Data: e.Data}).Decode(&d); err != nil {
				t.Fatal(err)
			}
			if d.Fight == gf.ID && d.Question == 2 {
				entries = append(entries, d)
			}
		}
		if len(entries) != 2 || entries[0].Taker != a || entries[1].Taker != b {
			t.Fatalf("history of question 2: %+v, want the wrong entry and its correction", entries)
		}
		last := h.f.Decisions[len(h.f.Decisions)-1]
		if last.Type != brainringtournament.EvBrainringQuestionTaken || last.Reason != "перепутали стол" || last.Actor != "jury" {
			t.Fatalf("the correction is not logged with its reason: %+v", last)
		}
	})

	h.run(t, "F4_win_2_draw_1_loss_and_zero_draw_0", func(t *testing.T) {
		g := h.f.Brainring.Groups[1]
		cases := []struct{ sa, sb, pa, pb int }{{3, 1, 2, 0}, {0, 4, 0, 2}, {0, 0, 0, 0}, {1, 1, 1, 1}}
		for i, c := range cases {
			gf := g.Fights[i]
			h.do(h.f.BrainringFight(es.At(h.now(), "jury", ""), gf.ID, line(gf.Fight.A, gf.Fight.B, c.sa, c.sb, 5)))
		}
		gv := groupsView(h)[1]
		var views []brainringtournament.BrainringFightView
		for _, r := range gv.Rounds {
			views = append(views, r.Fights...)
		}
		won, drawn, lost, points := 0, 0, 0, 0
		for i, c := range cases {
			v := views[i]
			if v.ScoreA != c.sa || v.ScoreB != c.sb || v.PointsA != c.pa || v.PointsB != c.pb || v.Status != brainringtournament.FightComplete {
				t.Fatalf("%d:%d gives %+v, want points %d:%d", c.sa, c.sb, v, c.pa, c.pb)
			}
		}
		for _, r := range gv.Table {
			won += r.Won
			drawn += r.Drawn
			lost += r.Lost
			points += r.Points
		}
		if won != 2 || lost != 2 || drawn != 4 || points != 2*2+1*2 {
			t.Fatalf("table sums: won %d drawn %d lost %d points %d; want 2, 4, 2, 6 (a 0:0 draw is a draw worth nothing)", won, drawn, lost, points)
		}
		zero := views[2]
		for _, x := range []string{zero.A, zero.B} {
			r := row(h, gv, x)
			if r.Drawn == 0 {
				t.Fatalf("%s played 0:0 but has no draw: %+v", x, r)
			}
		}
		// A crosstable cell shows the fight from the row team's side.
		first := views[0]
		for _, cr := range gv.Cross {
			if cr.Team != first.A {
				continue
			}
			for _, c := range cr.Cells {
				if c.Opponent == first.B && (len(c.Fights) != 2 || c.Fights[0].Taken != 3 || c.Fights[0].Given != 1 || c.Fights[0].Points != 2) {
					t.Fatalf("crosstable cell %s vs %s = %+v", first.A, first.B, c)
				}
			}
		}
	})

	h.run(t, "replay_gives_the_identical_state", func(t *testing.T) { h.replayMatches() })
}

// TestBrainringHeadToHead: three teams equal on points, taken - given and
// taken are ranked by their mutual fights (F5).
func TestBrainringHeadToHead(t *testing.T) {
	h := newHarness(t)
	brOpen(h, 4, 1)
	brDraw(h, 7)
	// X=T1, Y=T2, Z=T3 beat one another in a circle with different
	// margins and all beat W=T4, so that their totals are equal: each 8
	// points, 12 taken, 8 given. Their mutual fights rank Z, Y, X.
	res := map[[2]string][2]int{
		{"T1", "T2"}: {2, 1}, {"T2", "T3"}: {2, 1}, {"T3", "T1"}: {3, 1},
		{"T1", "T4"}: {3, 0}, {"T2", "T4"}: {3, 1}, {"T3", "T4"}: {2, 1},
	}
	playGroups(h, func(a, b string, _ int) (int, int) {
		if s, ok := res[[2]string{a, b}]; ok {
			return s[0], s[1]
		}
		s := res[[2]string{b, a}]
		return s[1], s[0]
	})
	h.run(t, "F5_three_way_head_to_head", func(t *testing.T) {
		g := groupsView(h)[0]
		var order []string
		for _, r := range g.Table {
			order = append(order, r.Team)
		}
		if !slices.Equal(order, []string{"T3", "T2", "T1", "T4"}) {
			t.Fatalf("table order %v, want T3 T2 T1 T4", order)
		}
		for _, x := range []string{"T1", "T2", "T3"} {
			r := row(h, g, x)
			if r.Points != 8 || r.Taken != 12 || r.Given != 8 || r.Diff != 4 || !r.HeadToHead || r.Shared() {
				t.Fatalf("%s: %+v, want 8 points, 12:8, placed by head-to-head", x, r)
			}
		}
		if !g.Complete || g.NeedsLot || !slices.Equal(g.Qualifiers, []string{"T3", "T2"}) {
			t.Fatalf("group: complete %v, needs lot %v, qualifiers %v", g.Complete, g.NeedsLot, g.Qualifiers)
		}
		h.refused(turnir.ECONFLICT, "не нужен")(h.f.DrawBrainringGroupLot(es.At(h.now(), "org", ""), g.Name, turnir.SeedFromUint64(1)))
	})
	h.run(t, "F6_single_group_goes_straight_to_the_final_of_9", func(t *testing.T) {
		h.do(h.f.StartBrainringPlayoff(es.At(h.now(), "org", "")))
		b, err := h.f.BrainringBracket()
		if err != nil {
			t.Fatal(err)
		}
		if len(b.Rounds) != 1 || b.Rounds[0].Stage != brainring.StageFinal || b.Rounds[0].Length != 9 || b.ThirdPlace != nil {
			t.Fatalf("bracket %+v, want only a final of 9", b)
		}
		m := b.Rounds[0].Matches[0]
		if m.A != "T3" || m.B != "T2" || m.SourceA != "A1" || m.SourceB != "A2" {
			t.Fatalf("final %+v, want A1 T3 against A2 T2", m)
		}
		h.refused(turnir.ECONFLICT, "окончательны")(h.f.BrainringFight(es.At(h.now(), "jury", ""), "A-1-1", nil))
	})
	h.run(t, "replay_gives_the_identical_state", func(t *testing.T) { h.replayMatches() })
}

// TestBrainringLotAndExtraQuestions: a group of 0:0 fights leaves every
// indicator equal, so a committed lot orders it (F5); the final is level on
// every indicator after its two fights and extra questions decide it (F7).
func TestBrainringLotAndExtraQuestions(t *testing.T) {
	h := newHarness(t)
	brOpen(h, 4, 1)
	brDraw(h, 11)
	g := h.f.Brainring.Groups[0]
	h.run(t, "F5_lot_needs_every_fight_in", func(t *testing.T) {
		h.refused(turnir.ECONFLICT, "не нужен")(h.f.DrawBrainringGroupLot(es.At(h.now(), "org", ""), g.Name, turnir.SeedFromUint64(5)))
		h.refused(turnir.ECONFLICT, "сыграны не все")(h.f.StartBrainringPlayoff(es.At(h.now(), "org", "")))
	})
	playGroups(h, func(string, string, int) (int, int) { return 0, 0 })
	purpose := brainringtournament.BrainringGroupLotPurpose(g.Name)
	seed, wrong := turnir.SeedFromUint64(5), turnir.SeedFromUint64(6)

	h.run(t, "F4_F5_all_zero_draws_leave_a_tie_for_the_lot", func(t *testing.T) {
		gv := groupsView(h)[0]
		for _, r := range gv.Table {
			if r.Points != 0 || r.Drawn != 6 || r.Label != "1-4" {
				t.Fatalf("row %+v, want 6 draws worth 0 and the place 1-4", r)
			}
		}
		if !gv.NeedsLot || gv.Qualifiers != nil {
			t.Fatalf("needs lot %v, qualifiers %v", gv.NeedsLot, gv.Qualifiers)
		}
		if s, _ := h.f.BrainringNext(); s.Stage != brainringtournament.BrainringStageLot || s.Group != g.Name {
			t.Fatalf("next %+v, want the group lot", s)
		}
		h.refused(turnir.ECONFLICT, "жребий")(h.f.StartBrainringPlayoff(es.At(h.now(), "org", "")))
	})

	h.run(t, "F5_lot_with_a_seed_that_does_not_match_is_refused", func(t *testing.T) {
		h.refused(turnir.ECONFLICT, "Подготовить жеребьёвку")(h.f.DrawBrainringGroupLot(es.At(h.now(), "org", ""), g.Name, seed))
		h.do(h.f.CommitLot(es.At(h.now(), "org", ""), purpose, seed.Commitment()))
		h.refused(turnir.ECONFLICT, "заменить")(h.f.CommitLot(es.At(h.now(), "org", ""), purpose, wrong.Commitment()))
		h.refused(turnir.EINVALID, "не совпадает")(h.f.DrawBrainringGroupLot(es.At(h.now(), "org", ""), g.Name, wrong))
		h.do(h.f.DrawBrainringGroupLot(es.At(h.now(), "org", ""), g.Name, seed))
		want := brainring.DrawLot(g.Teams, seed.Rand(purpose))
		gv := groupsView(h)[0]
		for i, r := range gv.Table {
			if r.Team != want[i] || !r.ByLot || r.Place != i+1 || r.Shared() {
				t.Fatalf("row %d = %+v, want %s placed %d by lot (lot %v)", i, r, want[i], i+1, want)
			}
		}
		if !slices.Equal(gv.Lot, want) || !slices.Equal(gv.Qualifiers, want[:2]) {
			t.Fatalf("lot %v qualifiers %v, want %v", gv.Lot, gv.Qualifiers, want)
		}
	})

	h.do(h.f.StartBrainringPlayoff(es.At(h.now(), "org", "")))
	b, err := h.f.BrainringBracket()
	if err != nil {
		t.Fatal(err)
	}
	fin := b.Rounds[0].Matches[0]
	a, bb := fin.A, fin.B

	h.run(t, "F7_extra_questions_until_one_team_leads", func(t *testing.T) {
		h.refused(turnir.EINVALID, "внесено ответов: 10 на 9 вопросов")(h.f.BrainringFight(es.At(h.now(), "jury", ""), "F-1", line(a, bb, 5, 0, 10)))
		h.refused(turnir.ECONFLICT, "после")(h.f.BrainringFight(es.At(h.now(), "jury", ""), "F-2", line(bb, a, 3, 2, 9)))
		h.do(h.f.BrainringFight(es.At(h.now(), "jury", ""), "F-1", line(a, bb, 3, 2, 9)))
		h.refused(turnir.ECONFLICT, "после всех")(h.f.BrainringExtraQuestion(es.At(h.now(), "jury", ""), fin.ID, 1, a))
		// Fight 2 has the sides swapped; B wins it by the same score.
		h.do(h.f.BrainringFight(es.At(h.now(), "jury", ""), "F-2", line(bb, a, 3, 2, 9)))
		m := bracketMatch(h, fin.ID)
		if m.Status != brainringtournament.MatchExtra || m.Result == nil || !m.Result.NeedExtra || m.Fights[1].A != bb {
			t.Fatalf("after two level fights the match is %+v", m)
		}
		if s, _ := h.f.BrainringNext(); s.Stage != brainringtournament.BrainringStageExtra || s.Match != fin.ID || s.Question != 1 {
			t.Fatalf("next %+v, want extra question 1 of the final", s)
		}
		h.do(h.f.BrainringExtraQuestion(es.At(h.now(), "jury", ""), fin.ID, 1, ""))
		if m := bracketMatch(h, fin.ID); m.Status != brainringtournament.MatchExtra {
			t.Fatalf("nobody took extra question 1 and the match is %s", m.Status)
		}
		h.do(h.f.BrainringExtraQuestion(es.At(h.now(), "jury", ""), fin.ID, 2, bb))
		m = bracketMatch(h, fin.ID)
		if m.Winner != bb || m.Result.DecidedBy != brainring.ByExtra || m.Status != brainringtournament.MatchDecided {
			t.Fatalf("after B took extra question 2: %+v", m)
		}
		h.refused(turnir.ECONFLICT, "уже решил")(h.f.BrainringExtraQuestion(es.At(h.now(), "jury", ""), fin.ID, 3, a))
		if s, _ := h.f.BrainringNext(); s.Stage != brainringtournament.BrainringStageDone {
			t.Fatalf("next %+v, want done", s)
		}
		rk, err := h.f.BrainringRanking()
		if err != nil {
			t.Fatal(err)
		}
		got := fmt.Sprint(rk[0].Team, rk[0].Label, rk[1].Team, rk[1].Label, rk[2].Label, rk[3].Label)
		if want := fmt.Sprint(bb, "1", a, "2", "3", "4"); got != want {
			t.Fatalf("ranking %s, want %s", got, want)
		}
	})
	h.run(t, "F2_F5_every_lot_redraws_from_its_revealed_seed", func(t *testing.T) {
		rep, err := festival.Verify(h.log)
		if err != nil || !rep.OK() || rep.Lots != 2 || rep.Applied != 0 {
			t.Fatalf("verify: %+v, %v; want both lots checked and every event re-made", rep, err)
		}
		tamper := func(typ string, change func(map[string]any)) []turnir.Event {
			out := slices.Clone(h.log)
			for i, e := range out {
				if e.Type != typ {
					continue
				}
				var d map[string]any
				if err := json.Unmarshal(e.Data, &d); err != nil {
					t.Fatal(err)
				}
				change(d)
				out[i].Data, _ = json.Marshal(d)
			}
			return out
		}
		swapped := tamper(brainringtournament.EvBrainringGroupLotDrawn, func(d map[string]any) {
			o := d["order"].([]any)
			o[0], o[1] = o[1], o[0]
		})
		if rep, err := festival.Verify(swapped); err != nil || rep.OK() {
			t.Fatalf("a lot stored in another order passes: %+v, %v", rep, err)
		}
		other := tamper(brainringtournament.EvBrainringGroupsDrawn, func(d map[string]any) { d["seed"] = turnir.SeedFromUint64(99).String() })
		if rep, err := festival.Verify(other); err != nil || rep.OK() || !strings.Contains(rep.Mismatches[0].What, "commitment") {
			t.Fatalf("a draw with a seed other than the committed one passes: %+v, %v", rep, err)
		}
	})
	h.run(t, "replay_gives_the_identical_state", func(t *testing.T) { h.replayMatches() })
}

// bracketMatch returns one match of the bracket view.
func bracketMatch(h *harness, id string) brainringtournament.BrainringMatchView {
	h.t.Helper()
	b, err := h.f.BrainringBracket()
	if err != nil || b == nil {
		h.t.Fatalf("bracket: %v", err)
	}
	all := []brainringtournament.BrainringMatchView{}
	for _, r := range b.Rounds {
		all = append(all, r.Matches...)
	}
	if b.ThirdPlace != nil {
		all = append(all, *b.ThirdPlace)
	}
	for _, m := range all {
		if m.ID == id {
			return m
		}
	}
	h.t.Fatalf("no match %s", id)
	return brainringtournament.BrainringMatchView{}
}
