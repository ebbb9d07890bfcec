package teamchess_test

import (
	"testing"

	"turnir"
	"turnir/teamchess"
)

// TestPairingInputScoresGamePoints: the Dutch engine is given each team's
// rounds with the game points it scored in them (K3), not drawn games
// worth nothing with the points smuggled in as accelerations: no
// acceleration, every match a game played with an opponent and a colour,
// and the rounds adding up to the standings' game points.
func TestPairingInputScoresGamePoints(t *testing.T) {
	for _, seed := range seeds(t, 1, 2) {
		cfg := teamchess.DefaultConfig()
		sim, err := teamchess.Simulate(cfg, 11, turnir.SeedFromUint64(seed))
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		in := sim.T.PairingInput()
		if in.Points.Win != 2*cfg.GamesPerMatch() || in.Rounds != cfg.Rounds {
			t.Fatalf("seed %d: points %+v, rounds %d", seed, in.Points, in.Rounds)
		}
		total := map[string]int{}
		for _, p := range in.Players {
			if p.Accel != nil {
				t.Fatalf("seed %d: team %d has accelerations %v", seed, p.ID, p.Accel)
			}
			for r, g := range p.Rounds {
				if g.Opponent != 0 && (!g.Played || g.Colour == 0) {
					t.Fatalf("seed %d: team %d round %d: a match is not a game played: %+v", seed, p.ID, r+1, g)
				}
				total[sim.T.Start[p.ID-1]] += g.Points
			}
		}
		for _, s := range sim.T.Standings() {
			if total[s.Team] != s.GamePoints {
				t.Errorf("seed %d: %s scores %d halves in the input, %d in the standings", seed, s.Team, total[s.Team], s.GamePoints)
			}
		}
	}
}
