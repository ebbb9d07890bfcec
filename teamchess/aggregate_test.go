package teamchess_test

import (
	"fmt"
	"reflect"
	"testing"

	"turnir"
	"turnir/es"
	"turnir/teamchess"
)

func TestAggregate(t *testing.T) {
	t.Run("K3_draw_reveals_the_committed_seed", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		for i := 1; i <= 10; i++ {
			r := roster(i)
			for b := range r.Players {
				r.Players[b].Rating = 0 // unrated: the lot decides the order
			}
			f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), fmt.Sprintf("t%d", i), r))
		}
		_, err := f.tour.Begin(es.At(t0, "org", ""), turnir.SeedFromUint64(8))
		refused(t, err, turnir.EINVALID)
		a, err := f.tour.Begin(es.At(t0, "org", ""), f.seed)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := f.tour.Begin(es.At(t0, "org", ""), f.seed)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("the same seed drew differently")
		}
		f.apply(a...)
		seen := map[int]bool{}
		for i, id := range f.tour.Start {
			tm := f.tour.Teams[id]
			seen[tm.Lot] = true
			if tm.Number != i+1 || tm.Lot != i+1 {
				t.Errorf("%s: number %d, lot %d at place %d", id, tm.Number, tm.Lot, i+1)
			}
		}
		if len(seen) != 10 {
			t.Errorf("lots are not a permutation: %v", seen)
		}
		if f.tour.Seed != f.seed.String() {
			t.Errorf("seed not revealed")
		}
	})
	t.Run("K3_rated_teams_seeded_by_rating", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		for _, i := range []int{5, 3, 9, 1, 10, 2, 4, 8, 7, 6} {
			f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), fmt.Sprintf("t%d", i), roster(i)))
		}
		f.must(f.tour.Begin(es.At(t0, "org", ""), f.seed))
		for i, id := range f.tour.Start {
			if id != fmt.Sprintf("t%d", i+1) {
				t.Fatalf("start order %v", f.tour.Start)
			}
		}
	})
	t.Run("K5_correction_is_a_logged_event", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		f.register(10)
		f.must(f.tour.PairRound(es.At(t0, "org", "")))
		f.play(1, nil) // every match 6.5:6.5
		m := f.tour.Round(1).Matches[0]
		if st := f.tour.Standings(); st[0].GamePoints != 13 {
			t.Fatalf("standings %+v", st)
		}
		fix := map[int]teamchess.Result{8: teamchess.WhiteWins} // board 1 was won by White, not lost
		_, err := f.tour.EnterResults(es.At(t0, "arbiter", ""), 1, 0, fix)
		refused(t, err, turnir.ECONFLICT)
		// A closed round's result is corrected, never cleared, even with a reason.
		_, err = f.tour.EnterResults(es.At(t0, "chief-arbiter", "typed into the wrong match"), 1, 0, map[int]teamchess.Result{8: ""})
		refused(t, err, turnir.ECONFLICT)
		f.must(f.tour.EnterResults(es.At(t0, "chief-arbiter", "score sheet of board 1 checked"), 1, 0, fix))
		st := f.tour.Standings()
		if st[0].Team != m.White || st[0].GamePoints != 15 || st[0].MatchPoints != 2 {
			t.Errorf("after the correction %+v", st[0])
		}
		d := f.tour.Decisions[len(f.tour.Decisions)-1]
		if d.Type != teamchess.EvResultsEntered || d.Actor != "chief-arbiter" || d.Reason != "score sheet of board 1 checked" {
			t.Errorf("decision %+v", d)
		}
		var paired int
		for _, d := range f.tour.Decisions {
			if d.Type == teamchess.EvRoundPaired && d.Actor == "org" {
				paired++
			}
		}
		if paired != 1 {
			t.Errorf("the pairing is not in the decision log")
		}
	})
	t.Run("K3_rounds_in_order_and_finish_after_the_last", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		f.register(12)
		_, err := f.tour.Finish(es.At(t0, "org", ""))
		refused(t, err, turnir.ECONFLICT)
		_, err = f.tour.CloseRound(es.At(t0, "arbiter", ""), 1)
		refused(t, err, turnir.ENOTFOUND)
		for r := 1; r <= 9; r++ {
			f.must(f.tour.PairRound(es.At(t0, "org", "")))
			f.play(r, nil)
			_, err = f.tour.CloseRound(es.At(t0, "arbiter", ""), r)
			refused(t, err, turnir.ECONFLICT)
		}
		_, err = f.tour.PairRound(es.At(t0, "org", ""))
		refused(t, err, turnir.ECONFLICT)
		f.must(f.tour.Finish(es.At(t0, "org", "")))
		_, err = f.tour.Finish(es.At(t0, "org", ""))
		refused(t, err, turnir.ECONFLICT)
	})
	t.Run("K2_withdrawal_before_the_draw", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		for i := 1; i <= 11; i++ {
			f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), fmt.Sprintf("t%d", i), roster(i)))
		}
		f.must(f.tour.WithdrawTeam(es.At(t0, "org", "school trip cancelled"), "t3"))
		_, err := f.tour.WithdrawTeam(es.At(t0, "org", "again"), "t3")
		refused(t, err, turnir.ECONFLICT)
		f.must(f.tour.Begin(es.At(t0, "org", ""), f.seed))
		if len(f.tour.Start) != 10 {
			t.Errorf("%d teams in the draw", len(f.tour.Start))
		}
		for _, s := range f.tour.Standings() {
			if s.Team == "t3" {
				t.Errorf("a withdrawn team is in the standings")
			}
		}
	})
	t.Run("K1_apply_refuses_unknown_events", func(t *testing.T) {
		tour := teamchess.New()
		if err := tour.Apply(turnir.NewEvent(teamchess.EvRoundClosed, t0, "x", teamchess.RoundClosed{Round: 1})); err == nil {
			t.Errorf("an event before creation was applied")
		}
	})
}

func TestPairManually(t *testing.T) {
	t.Run("K3_pairing_by_hand_holds_to_no_repeats", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		f.register(11)
		ms := func(pairs ...string) []teamchess.Match {
			var out []teamchess.Match
			for i := 0; i+1 < len(pairs); i += 2 {
				out = append(out, teamchess.Match{White: pairs[i], Black: pairs[i+1]})
			}
			return out
		}
		r1 := ms("t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8", "t9", "t10")
		_, err := f.tour.PairManually(es.At(t0, "arbiter", ""), r1, "t11")
		refused(t, err, turnir.EINVALID)
		_, err = f.tour.PairManually(es.At(t0, "arbiter", "engine down"), r1, "")
		refused(t, err, turnir.EINVALID) // t11 left out
		_, err = f.tour.PairManually(es.At(t0, "arbiter", "engine down"), ms("t1", "t2", "t3", "t1", "t5", "t6", "t7", "t8", "t9", "t10"), "t11")
		refused(t, err, turnir.EINVALID) // t1 twice
		f.must(f.tour.PairManually(es.At(t0, "arbiter", "engine down"), r1, "t11"))
		f.play(1, nil)
		_, err = f.tour.PairManually(es.At(t0, "arbiter", "engine down"), ms("t2", "t1", "t3", "t5", "t4", "t6", "t7", "t9", "t8", "t11"), "t10")
		refused(t, err, turnir.ECONFLICT) // t2-t1 again
		f.must(f.tour.PairRound(es.At(t0, "org", "")))
		if f.tour.Round(2).Bye == "t11" {
			t.Errorf("t11 got a second bye")
		}
	})
}

func TestWithdrawDuringEvent(t *testing.T) {
	t.Run("K3_withdrawn_team_not_paired_again_results_stay", func(t *testing.T) {
		f := newFixture(t, teamchess.DefaultConfig())
		f.register(11)
		for r := 1; r <= 2; r++ {
			f.must(f.tour.PairRound(es.At(t0, "org", "")))
			f.play(r, map[string]int{"t5": 20})
		}
		_, err := f.tour.WithdrawTeam(es.At(t0, "committee", ""), "t5")
		refused(t, err, turnir.EINVALID)
		f.must(f.tour.WithdrawTeam(es.At(t0, "committee", "left the event after round 2"), "t5"))
		for r := 3; r <= 7; r++ {
			f.must(f.tour.PairRound(es.At(t0, "org", "")))
			round := f.tour.Round(r)
			if round.MatchOf("t5") >= 0 || round.Bye == "t5" {
				t.Fatalf("round %d pairs the withdrawn team", r)
			}
			if round.Bye != "" || len(round.Matches) != 5 {
				t.Fatalf("round %d: %d matches, bye %q for 10 teams", r, len(round.Matches), round.Bye)
			}
			f.play(r, nil)
		}
		var found bool
		for _, s := range f.tour.Standings() {
			if s.Team == "t5" {
				found = true
				if !s.Withdrawn || s.Played+s.Byes != 2 || s.GamePoints < 2*13 {
					t.Errorf("withdrawn team %+v", s)
				}
			}
		}
		if !found {
			t.Errorf("the withdrawn team's results are gone")
		}
		rep, err := teamchess.Verify(f.log)
		if err != nil || !rep.OK() {
			t.Errorf("verify %+v %v", rep, err)
		}
	})
}
