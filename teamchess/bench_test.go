package teamchess_test

import (
	"testing"

	"turnir"
	"turnir/teamchess"
)

// BenchmarkSimulate plays a whole 9-round event of 12 teams through the
// commands: 9 Dutch pairings, 54 matches of 13 games.
func BenchmarkSimulate(b *testing.B) {
	cfg := teamchess.DefaultConfig()
	for i := 0; b.Loop(); i++ {
		if _, err := teamchess.Simulate(cfg, 12, turnir.SeedFromUint64(uint64(i%3+1))); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStandings ranks the teams of a finished 12-team event.
func BenchmarkStandings(b *testing.B) {
	sim, err := teamchess.Simulate(teamchess.DefaultConfig(), 12, turnir.SeedFromUint64(1))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		sim.T.Standings()
		sim.T.BoardPrizes()
	}
}
