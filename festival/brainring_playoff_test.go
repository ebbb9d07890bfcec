package festival_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/brainringtournament"
)

// TestBrainringRoundOf16: 32 teams in 8 groups send 16 to a play-off that
// starts with a round of 16 (F6), winners against runners-up of the paired
// group, with the fight lengths of each round, and the 3rd-place match.
func TestBrainringRoundOf16(t *testing.T) {
	seed := brSeed(t)
	h := newHarness(t)
	brOpen(h, 32, 8)
	r := rand.New(rand.NewPCG(seed, 16))
	h.sim(r, func(s brainringtournament.BrainringStep) bool {
		return s.Stage == brainringtournament.BrainringStagePlayoff
	})
	groups := groupsView(h)

	h.run(t, "F6_round_of_16_seeding_winners_meet_runners_up", func(t *testing.T) {
		b, err := h.f.BrainringBracket()
		if err != nil {
			t.Fatal(err)
		}
		stages := []string{"round_of_16", brainring.StageQuarterFinal, brainring.StageSemiFinal, brainring.StageFinal}
		lengths := []int{5, 5, 7, 9}
		for i, rd := range b.Rounds {
			if rd.Stage != stages[i] || rd.Length != lengths[i] || len(rd.Matches) != 8>>i {
				t.Fatalf("round %d: %s of %d with %d matches, want %s of %d", i, rd.Stage, rd.Length, len(rd.Matches), stages[i], lengths[i])
			}
		}
		if len(b.Rounds) != 4 || b.ThirdPlace == nil || b.ThirdPlace.Length != 9 {
			t.Fatalf("bracket has %d rounds, 3rd place %+v", len(b.Rounds), b.ThirdPlace)
		}
		byName := map[string]brainringtournament.BrainringGroupView{}
		for _, g := range groups {
			byName[g.Name] = g
		}
		for i, m := range b.Rounds[0].Matches {
			ga, gb := byName[m.SourceA[:1]], byName[m.SourceB[:1]]
			if m.SourceA[1:] != "1" || m.SourceB[1:] != "2" || ga.Name == gb.Name {
				t.Fatalf("match %d: %s - %s, want a group winner against another group's runner-up", i, m.SourceA, m.SourceB)
			}
			if (ga.Name[0]-'A')^1 != gb.Name[0]-'A' {
				t.Fatalf("match %s pairs groups %s and %s, want paired groups (A-B, C-D ...)", m.ID, ga.Name, gb.Name)
			}
			if m.A != ga.Qualifiers[0] || m.B != gb.Qualifiers[1] {
				t.Fatalf("match %s: %s - %s, groups give %v and %v", m.ID, m.A, m.B, ga.Qualifiers, gb.Qualifiers)
			}
		}
		top := b.Rounds[0].Matches[:4]
		for _, m := range top {
			if (m.SourceA[0]-'A')%2 != 0 {
				t.Fatalf("top half has %s: the winners of A, C, E, G belong there", m.SourceA)
			}
		}
	})

	h.sim(r, nil)
	b, err := h.f.BrainringBracket()
	if err != nil {
		t.Fatal(err)
	}

	h.run(t, "F6_fights_have_the_length_of_their_round", func(t *testing.T) {
		for _, rd := range append(b.Rounds, brainringtournament.BrainringStageView{Stage: "3P", Length: 9, Matches: []brainringtournament.BrainringMatchView{*b.ThirdPlace}}) {
			for _, m := range rd.Matches {
				if len(m.Fights) != 2 || m.Winner == "" {
					t.Fatalf("match %s: %d fights, winner %q", m.ID, len(m.Fights), m.Winner)
				}
				for _, fv := range m.Fights {
					if fv.Length != rd.Length || len(fv.Taken) != rd.Length || fv.Match != m.ID {
						t.Fatalf("fight %s of %s: length %d, %d entered, want %d", fv.ID, rd.Stage, fv.Length, len(fv.Taken), rd.Length)
					}
				}
				if m.Fights[0].A != m.Fights[1].B {
					t.Fatalf("match %s: sides do not swap", m.ID)
				}
			}
		}
	})

	h.run(t, "F6_F7_third_place_match_and_final_ranking", func(t *testing.T) {
		rk, err := h.f.BrainringRanking()
		if err != nil {
			t.Fatal(err)
		}
		fin, tp := b.Rounds[3].Matches[0], b.ThirdPlace
		want := map[string]string{fin.Winner: "1", tp.Winner: "3", tp.Result.Loser: "4"}
		if fin.Winner == fin.A {
			want[fin.B] = "2"
		} else {
			want[fin.A] = "2"
		}
		for _, m := range b.Rounds[1].Matches {
			want[m.Result.Loser] = "5-8"
		}
		for _, m := range b.Rounds[0].Matches {
			want[m.Result.Loser] = "9-16"
		}
		if b.Champion != fin.Winner || len(rk) != 32 {
			t.Fatalf("champion %q, %d ranked", b.Champion, len(rk))
		}
		labels := map[string]int{}
		for _, p := range rk {
			labels[p.Label]++
			if w, ok := want[p.Team]; ok && p.Label != w {
				t.Fatalf("%s is ranked %s, want %s", p.Team, p.Label, w)
			}
		}
		if labels["5-8"] != 4 || labels["9-16"] != 8 || labels["1"] != 1 || labels["4"] != 1 {
			t.Fatalf("place labels %v", labels)
		}
		third := []string{tp.A, tp.B}
		sf := b.Rounds[2].Matches
		if !slices.Contains(third, sf[0].Result.Loser) || !slices.Contains(third, sf[1].Result.Loser) {
			t.Fatalf("3rd-place match %v is not between the semi-final losers", third)
		}
	})

	h.run(t, "F7_a_correction_that_changes_a_winner_who_played_on_is_refused", func(t *testing.T) {
		m := b.Rounds[0].Matches[0]
		for _, x := range b.Rounds[0].Matches {
			if len(x.Extra) == 0 {
				m = x
				break
			}
		}
		loser := m.Result.Loser
		refused := h.refused(turnir.ECONFLICT, "следующем матче")
		for k, fv := range m.Fights {
			evs, err := h.f.BrainringFight(es.At(h.now(), "jury", "проверка"), fv.ID, slices.Repeat([]string{loser}, fv.Length))
			if err != nil || k == len(m.Fights)-1 {
				refused(evs, err)
				break
			}
			h.do(evs, nil)
		}
	})
	h.run(t, "F6_a_match_taken_back_by_clearing_its_fights", func(t *testing.T) {
		h.refused(turnir.ECONFLICT, "очистите")(h.f.BrainringFight(es.At(h.now(), "jury", "бой сыгран заново"), "3P-1", nil))
		h.do(h.f.BrainringFight(es.At(h.now(), "jury", "бой сыгран заново"), "3P-2", nil))
		h.do(h.f.BrainringFight(es.At(h.now(), "jury", "бой сыгран заново"), "3P-1", nil))
		if m := bracketMatch(h, "3P"); m.Status != brainringtournament.MatchReady || len(m.Fights) != 0 {
			t.Fatalf("3rd-place match after clearing: %+v", m)
		}
		if s, _ := h.f.BrainringNext(); s.Fight != "3P-1" || s.Question != 1 {
			t.Fatalf("next %+v, want the 3rd-place match again", s)
		}
		rk, _ := h.f.BrainringRanking()
		if len(rk) != 30 {
			t.Fatalf("%d ranked with the 3rd place open, want 30", len(rk))
		}
	})
	h.run(t, "replay_gives_the_identical_state_and_verifies", func(t *testing.T) {
		h.replayMatches()
		if rep, err := festival.Verify(h.log); err != nil || !rep.OK() || rep.Applied != 0 {
			t.Fatalf("verify: %+v, %v", rep, err)
		}
	})
}

// TestBrainringDisqualification: what DQ2 does in the Brain-ring
// tournament (see brainring.go): results in stand, the rest is forfeited
// 0:N, the team is unplaced and the others close up.
func TestBrainringDisqualification(t *testing.T) {
	seed := brSeed(t)
	h := newHarness(t)
	brOpen(h, 8, 2)
	r := rand.New(rand.NewPCG(seed, 2))
	h.sim(r, func(s brainringtournament.BrainringStep) bool {
		return s.Stage == brainringtournament.BrainringStageGroups && s.Round == 4
	})
	x := h.f.Brainring.Groups[0].Teams[0]
	// X's round-4 fight is under way when X is disqualified: X took the
	// first two questions.
	var begun brainringtournament.GroupFight
	for _, gf := range h.f.Brainring.Groups[0].Fights {
		if gf.Round == 4 && (gf.Fight.A == x || gf.Fight.B == x) {
			begun = gf
		}
	}
	h.do(h.f.BrainringQuestion(es.At(h.now(), "jury", ""), begun.ID, 1, x))
	h.do(h.f.BrainringQuestion(es.At(h.now(), "jury", ""), begun.ID, 2, x))
	h.do(h.f.Disqualify(es.At(h.now(), "committee", "курение в зале"), festival.KindTeam, x))

	h.run(t, "DQ2_group_fights_played_stand_the_rest_are_lost_0_to_N", func(t *testing.T) {
		g := groupsView(h)[0]
		played, forfeited := 0, 0
		for _, rd := range g.Rounds {
			for _, fv := range rd.Fights {
				if fv.A != x && fv.B != x {
					continue
				}
				switch {
				case rd.Number <= 3:
					if fv.Status != brainringtournament.FightComplete {
						t.Fatalf("round %d fight of %s: %+v, want it to stand", rd.Number, x, fv)
					}
					played++
				default:
					mine, theirs := fv.ScoreA, fv.ScoreB
					if fv.B == x {
						mine, theirs = theirs, mine
					}
					if fv.Status != brainringtournament.FightForfeit || mine != 0 || theirs != fv.Length {
						t.Fatalf("round %d fight of %s: %+v, want a forfeit 0:%d", rd.Number, x, fv, fv.Length)
					}
					forfeited++
				}
				if rd.Number <= 3 && fv.A == x {
					h.refused(turnir.ECONFLICT, "DQ2")(h.f.BrainringQuestion(es.At(h.now(), "jury", ""), fv.ID, 1, fv.B))
				}
			}
		}
		if fv, err := h.f.BrainringFightByID(begun.ID); err != nil || fv.Status != brainringtournament.FightForfeit || len(fv.Taken) != fv.Length {
			t.Fatalf("the fight under way is %+v (%v), want a forfeit", fv, err)
		}
		if h.f.Brainring.Groups[0].Fights[slices.IndexFunc(h.f.Brainring.Groups[0].Fights, func(g brainringtournament.GroupFight) bool { return g.ID == begun.ID })].Fight.Taken[0] != x {
			t.Fatal("the questions entered before the disqualification are gone")
		}
		if played != 3 || forfeited != 3 {
			t.Fatalf("%s: %d fights stand, %d forfeited; want 3 and 3", x, played, forfeited)
		}
		last := g.Table[len(g.Table)-1]
		if last.Team != x || !last.Disqualified || last.Place != 0 || last.Label != "" || last.Played != 6 {
			t.Fatalf("last row %+v, want %s unplaced and marked with its 6 fights", last, x)
		}
		for i, r := range g.Table[:3] {
			if r.Place < 1 || r.Place > 3 || (i == 0 && r.Place != 1) {
				t.Fatalf("row %d %+v: the others must close up to places 1-3", i, r)
			}
		}
	})

	h.sim(r, func(s brainringtournament.BrainringStep) bool {
		return s.Stage == brainringtournament.BrainringStagePlayoff
	})
	b, err := h.f.BrainringBracket()
	if err != nil {
		t.Fatal(err)
	}
	sf1 := b.Rounds[0].Matches[0]
	y := sf1.A

	h.run(t, "DQ2_a_disqualified_team_cannot_go_on", func(t *testing.T) {
		for _, m := range b.Rounds[0].Matches {
			if m.A == x || m.B == x {
				t.Fatalf("disqualified %s is in the play-off", x)
			}
		}
	})

	h.do(h.f.Disqualify(es.At(h.now(), "committee", "порча имущества"), festival.KindTeam, y))
	h.run(t, "DQ2_play_off_match_forfeited", func(t *testing.T) {
		m := bracketMatch(h, sf1.ID)
		if m.Status != brainringtournament.MatchForfeit || m.Winner != sf1.B || len(m.Fights) != 2 || m.Fights[0].ScoreB != 7 {
			t.Fatalf("semi-final of disqualified %s: %+v", y, m)
		}
		h.refused(turnir.ECONFLICT, "DQ2")(h.f.BrainringQuestion(es.At(h.now(), "jury", ""), sf1.ID+"-1", 1, sf1.B))
		if fin := bracketMatch(h, "F"); fin.A != sf1.B {
			t.Fatalf("final %+v, want %s in it", fin, sf1.B)
		}
		// The group table still shows who went on from the group.
		for _, g := range groupsView(h) {
			if !slices.Contains(g.Teams, y) {
				continue
			}
			if r := row(h, g, y); !r.Qualified || !r.Disqualified || !slices.Contains(g.Qualifiers, y) {
				t.Fatalf("%s in its group after the play-off started: %+v, qualifiers %v", y, r, g.Qualifiers)
			}
		}
	})

	h.sim(r, nil)
	h.run(t, "DQ2_ranking_leaves_the_disqualified_unplaced", func(t *testing.T) {
		if tp := bracketMatch(h, "3P"); tp.Status != brainringtournament.MatchForfeit || slices.Contains([]string{tp.Winner}, y) {
			t.Fatalf("3rd-place match of disqualified %s: %+v", y, tp)
		}
		rk, err := h.f.BrainringRanking()
		if err != nil {
			t.Fatal(err)
		}
		if len(rk) != 8 {
			t.Fatalf("%d ranked, want 8", len(rk))
		}
		next, block := 1, 0
		for _, p := range rk[:6] {
			// Each line starts a new block at the next place or shares
			// the block of the line before.
			if p.Disqualified || (p.Place != next && p.Place != block) {
				t.Fatalf("ranking %+v: the teams not disqualified close up", rk)
			}
			block, next = p.Place, p.PlaceTo+1
		}
		if next != 7 {
			t.Fatalf("places run to %d, want 6: %+v", next-1, rk)
		}
		for _, p := range rk[6:] {
			if !p.Disqualified || p.Place != 0 || (p.Team != x && p.Team != y) {
				t.Fatalf("ranking ends with %+v, want %s and %s unplaced", p, x, y)
			}
		}
	})
	h.run(t, "replay_gives_the_identical_state_and_verifies", func(t *testing.T) {
		h.replayMatches()
		if rep, err := festival.Verify(h.log); err != nil || !rep.OK() || rep.Applied != 0 {
			t.Fatalf("verify: %+v, %v", rep, err)
		}
	})
}
