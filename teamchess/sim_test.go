package teamchess_test

import (
	"bytes"
	"flag"
	"fmt"
	"testing"

	"turnir"
	"turnir/teamchess"
	"turnir/trf"
)

var seedFlag = flag.Uint64("seed", 0, "seed of the randomised tests (0: a fixed list)")

// seeds returns the seeds a randomised test runs with, printing them.
func seeds(t *testing.T, fixed ...uint64) []uint64 {
	t.Helper()
	if *seedFlag != 0 {
		fixed = []uint64{*seedFlag}
	}
	t.Logf("seeds %v (rerun one with -seed N)", fixed)
	return fixed
}

// TestSimulation plays whole 9-round events through the commands and
// checks that they end consistent: every match shares 13 game points, the
// standings add up, nobody met twice, and a replay of the log gives the
// same state.
func TestSimulation(t *testing.T) {
	for _, n := range []int{12, 11} {
		for _, seed := range seeds(t, 1, 2, 3) {
			t.Run(fmt.Sprintf("K3_K4_K5_%d_teams_seed_%d", n, seed), func(t *testing.T) {
				cfg := teamchess.DefaultConfig()
				cfg.SimulGiverBlack = seed%2 == 0 // both simul colours are played through
				sim, err := teamchess.Simulate(cfg, n, turnir.SeedFromUint64(seed))
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				tour := sim.T
				if tour.Phase != teamchess.PhaseFinished || len(tour.Rounds) != cfg.Rounds {
					t.Fatalf("phase %s after %d rounds", tour.Phase, len(tour.Rounds))
				}
				matches, byes := 0, 0
				met := map[[2]string]int{}
				for _, r := range tour.Rounds {
					matches += len(r.Matches)
					if r.Bye != "" {
						byes++
					}
					for _, m := range r.Matches {
						k := [2]string{min(m.White, m.Black), max(m.White, m.Black)}
						if met[k] != 0 {
							t.Errorf("%s and %s met in rounds %d and %d", m.White, m.Black, met[k], r.N)
						}
						met[k] = r.N
					}
				}
				gp, mp := 0, 0
				for _, s := range tour.Standings() {
					gp += s.GamePoints
					mp += s.MatchPoints
					if s.Played+s.Byes != cfg.Rounds {
						t.Errorf("%s played %d + %d byes of %d rounds", s.Team, s.Played, s.Byes, cfg.Rounds)
					}
				}
				if want := 2*cfg.GamesPerMatch()*matches + cfg.ByeGamePoints*byes; gp != want {
					t.Errorf("game points %d halves, want 2 x 13 x %d matches + %d byes = %d", gp, matches, byes, want)
				}
				if want := 2*matches + cfg.ByeMatchPoints*byes; mp != want {
					t.Errorf("match points %d, want %d", mp, want)
				}
				if n%2 == 1 && byes != cfg.Rounds {
					t.Errorf("%d byes with an odd field over %d rounds", byes, cfg.Rounds)
				}
				back, err := teamchess.Replay(sim.Log)
				if err != nil {
					t.Fatal(err)
				}
				if fmt.Sprint(back.Standings()) != fmt.Sprint(tour.Standings()) {
					t.Errorf("replay gives other standings")
				}
				var buf bytes.Buffer
				if err := trf.TeamChessRating(&buf, tour); err != nil {
					t.Fatal(err)
				}
				f, err := trf.Parse(&buf)
				if err != nil {
					t.Fatalf("rating export does not parse: %v\n%s", err, buf.String())
				}
				if len(f.Players) != 5*n {
					t.Errorf("rating export has %d players, want %d", len(f.Players), 5*n)
				}
			})
		}
	}
}
