package teamchess_test

import (
	"fmt"
	"strings"
	"testing"

	"turnir"
	"turnir/es"
	"turnir/teamchess"
)

// TestK3_LookAheadNeverStuck plays a thousand simulated events of 8 to 12
// teams (8 teams over 7 rounds, the most they can play; the others over
// the regulation's 9): every one must be paired to its last round without
// a repeat and finish. Before the look-ahead about one in seven events of
// 9 or 10 teams could not pair round 8 or 9. Every tenth event is also
// verified, its look-ahead pairings re-made.
func TestK3_LookAheadNeverStuck(t *testing.T) {
	perSize := uint64(200)
	if testing.Short() {
		perSize = 40
	}
	list := seeds(t)
	total, lookAheads := 0, map[int]int{}
	for n := 8; n <= 12; n++ {
		cfg := teamchess.DefaultConfig()
		if n == 8 {
			cfg.Rounds, cfg.Schedule = 7, nil // the programme is of 9 rounds
		}
		for s := uint64(1); s <= perSize; s++ {
			seed := s + 1000*uint64(n)
			if len(list) > 0 {
				seed = list[0]
			}
			sim, err := teamchess.Simulate(cfg, n, turnir.SeedFromUint64(seed))
			if err != nil {
				t.Fatalf("%d teams, seed %d: %v", n, seed, err)
			}
			total++
			met := map[[2]string]bool{}
			for _, r := range sim.T.Rounds {
				for _, m := range r.Matches {
					k := [2]string{min(m.White, m.Black), max(m.White, m.Black)}
					if met[k] {
						t.Fatalf("%d teams, seed %d: %s and %s met twice", n, seed, m.White, m.Black)
					}
					met[k] = true
				}
			}
			for _, e := range sim.Log {
				var d teamchess.RoundPaired
				if e.Type == teamchess.EvRoundPaired && e.Decode(&d) == nil && d.LookAhead {
					lookAheads[n]++
					if !strings.Contains(e.Reason, "look-ahead") {
						t.Errorf("%d teams, seed %d: a look-ahead pairing without its reason: %q", n, seed, e.Reason)
					}
				}
			}
			if s%10 == 0 {
				rep, err := teamchess.Verify(sim.Log)
				if err != nil || !rep.OK() {
					t.Fatalf("%d teams, seed %d: verify %v: %+v", n, seed, err, rep)
				}
			}
			if len(list) > 0 {
				break
			}
		}
	}
	t.Logf("%d events finished; look-ahead pairings by field size %v", total, lookAheads)
	if len(list) == 0 && lookAheads[9]+lookAheads[10] == 0 {
		t.Error("no event of 9 or 10 teams needed the look-ahead: the test no longer reaches the case it is for")
	}
}

// TestK3_LookAheadOnTheIssuesCase: 10 teams with seed 2, which used to be
// stuck in round 8, is finished, and Verify re-makes its look-ahead
// pairing and refuses one that was not needed.
func TestK3_LookAheadOnTheIssuesCase(t *testing.T) {
	sim, err := teamchess.Simulate(teamchess.DefaultConfig(), 10, turnir.SeedFromUint64(2))
	if err != nil {
		t.Fatal(err)
	}
	if sim.T.Phase != teamchess.PhaseFinished {
		t.Fatalf("phase %s", sim.T.Phase)
	}
	rep, err := teamchess.Verify(sim.Log)
	if err != nil || !rep.OK() || rep.LookAheads == 0 {
		t.Fatalf("verify %v: %+v", err, rep)
	}
	t.Run("a_look_ahead_mark_on_an_engine_pairing_is_caught", func(t *testing.T) {
		log := append([]turnir.Event(nil), sim.Log...)
		for i, e := range log {
			var d teamchess.RoundPaired
			if e.Type == teamchess.EvRoundPaired && e.Decode(&d) == nil && d.Round == 1 {
				d.LookAhead = true
				log[i] = turnir.NewEvent(e.Type, e.At, e.Actor, d)
				log[i].Stream, log[i].Version, log[i].Reason = e.Stream, e.Version, e.Reason
			}
		}
		rep, err := teamchess.Verify(log)
		if err == nil && rep.OK() {
			t.Fatal("a forged look-ahead mark on round 1 verified")
		}
		t.Log(fmt.Sprint(rep.Mismatches))
	})
}

// TestK3_EightTeamsConfiguredToSevenRounds: 8 teams cannot play the
// regulation's 9 rounds without a repeat, so the draw is refused with the
// most they can play; the arbiters change the number of rounds (a logged
// decision) and the event runs to its end. An event is also always
// finished: early, by a decision with its reason.
func TestK3_EightTeamsConfiguredToSevenRounds(t *testing.T) {
	f := newFixture(t, teamchess.DefaultConfig())
	for i := 1; i <= 8; i++ {
		f.must(f.tour.RegisterTeam(es.At(t0, "org", ""), fmt.Sprintf("t%d", i), roster(i)))
	}
	_, err := f.tour.Begin(es.At(t0, "org", ""), f.seed)
	refused(t, err, turnir.ECONFLICT)
	if !strings.Contains(turnir.ErrorMessage(err, "en"), "at most 7") {
		t.Errorf("message %q", turnir.ErrorMessage(err, "en"))
	}
	cfg := teamchess.DefaultConfig()
	cfg.Rounds, cfg.Schedule = 7, nil
	_, err = f.tour.Configure(es.At(t0, "arbiter", ""), cfg)
	refused(t, err, turnir.EINVALID) // no reason
	f.must(f.tour.Configure(es.At(t0, "arbiter", "8 teams: a round robin of 7 rounds"), cfg))
	f.must(f.tour.Begin(es.At(t0, "org", ""), f.seed))
	for n := 1; n <= 3; n++ {
		f.must(f.tour.PairRound(es.At(t0, "arbiter", "")))
		f.play(n, nil)
	}
	t.Run("finishing_early_needs_a_reason", func(t *testing.T) {
		_, err := f.tour.Finish(es.At(t0, "arbiter", ""))
		refused(t, err, turnir.ECONFLICT)
		f.must(f.tour.Finish(es.At(t0, "arbiter", "the venue closed after round 3")))
		if f.tour.Phase != teamchess.PhaseFinished {
			t.Fatalf("phase %s", f.tour.Phase)
		}
		d := f.tour.Decisions[len(f.tour.Decisions)-1]
		if d.Reason != "the venue closed after round 3" {
			t.Errorf("decision %+v", d)
		}
	})
	rep, err := teamchess.Verify(f.log)
	if err != nil || !rep.OK() || !rep.Final {
		t.Fatalf("verify %v: %+v", err, rep)
	}
}
