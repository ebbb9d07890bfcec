package simulate_test

import (
	"fmt"
	"testing"
	"time"

	"turnir/puzzleswiss/simulate"
	"turnir/regulation"
)

// BenchmarkStandingsAndDraw measures what the one-minute pause (P12) must
// hold: the standings of every solver (P13) and the next round's draw (P6,
// P7), after 10 simulated rounds.
func BenchmarkStandingsAndDraw(b *testing.B) {
	reg, err := regulation.Builtin("puzzle-swiss")
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{1000, 10000} {
		b.Run(fmt.Sprintf("solvers=%d/round=11", n), func(b *testing.B) {
			tour, _, err := simulate.Run(simulate.Config{ID: "bench", Solvers: n, Rounds: 10, Seed: 1,
				Start: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Settings: reg.PuzzleSwiss.Settings()})
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for range b.N {
				if _, _, err := tour.PreviewDraw(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSimulation measures a whole tournament in memory: 1,000 solvers,
// 10 rounds, every Start and Check through the engine.
func BenchmarkSimulation(b *testing.B) {
	reg, err := regulation.Builtin("puzzle-swiss")
	if err != nil {
		b.Fatal(err)
	}
	for range b.N {
		if _, _, err := simulate.Run(simulate.Config{ID: "bench", Solvers: 1000, Seed: 1,
			Start: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Settings: reg.PuzzleSwiss.Settings()}); err != nil {
			b.Fatal(err)
		}
	}
}
