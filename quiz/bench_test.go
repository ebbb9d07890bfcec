package quiz_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"turnir/quiz"
)

// BenchmarkTable sums three rounds of 60 teams x 12 questions, a festival's
// question-round table.
func BenchmarkTable(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	var rounds []quiz.Round
	for r := range 3 {
		teams := make([]string, 60)
		for i := range teams {
			teams[i] = fmt.Sprintf("t%d", i)
		}
		rd, _ := quiz.NewRound(fmt.Sprint(r+1), 12, teams)
		for _, t := range teams {
			for q := 1; q <= 12; q++ {
				_ = rd.Set(t, q, rng.IntN(2) == 0)
			}
		}
		rounds = append(rounds, rd)
	}
	for b.Loop() {
		quiz.Table(rounds, quiz.ByRating)
	}
}
