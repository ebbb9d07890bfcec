package cup_test

import (
	"math/rand/v2"
	"testing"

	"turnir/cup"
)

// BenchmarkPlayCup plays a whole cup of 60 teams: every input re-runs
// Progress, so this measures the cost of folding a realistic event log.
func BenchmarkPlayCup(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		c, _ := cup.New(cup.DefaultConfig())
		for _, tm := range teams(60, 8) {
			_ = c.AddTeam(tm)
		}
		if err := cup.Play(rand.New(rand.NewPCG(uint64(i), 1)), &c, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkProgress computes the state of a finished 60-team cup, what a
// page does on every request.
func BenchmarkProgress(b *testing.B) {
	c, _ := cup.New(cup.DefaultConfig())
	for _, tm := range teams(60, 8) {
		_ = c.AddTeam(tm)
	}
	if err := cup.Play(rand.New(rand.NewPCG(1, 1)), &c, nil); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := c.Ranking(); err != nil {
			b.Fatal(err)
		}
	}
}
