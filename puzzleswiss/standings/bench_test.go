package standings_test

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"turnir/puzzleswiss/standings"
)

// BenchmarkTable orders a field after 10 rounds by points, Buchholz, total
// time and lot (P13), the table the P6 draw runs on.
func BenchmarkTable(b *testing.B) {
	cs, _ := standings.Criteria([]string{"buchholz", "total_time", "lot"})
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("n=%d/rounds=10", n), func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			recs := make([]*standings.Record, n)
			for i := range recs {
				recs[i] = &standings.Record{ID: fmt.Sprintf("s%d", i), Lot: i + 1}
			}
			for round := 1; round <= 10; round++ {
				perm := r.Perm(n)
				for k := 0; k+1 < n; k += 2 {
					a, c := recs[perm[k]], recs[perm[k+1]]
					ta, tc := time.Duration(r.IntN(300))*time.Second, time.Duration(r.IntN(300))*time.Second
					a.Games = append(a.Games, standings.Game{Round: round, Opponent: c.ID, Points: r.IntN(3), Solved: true, Time: ta})
					c.Games = append(c.Games, standings.Game{Round: round, Opponent: a.ID, Points: r.IntN(3), Solved: true, Time: tc})
				}
			}
			b.ResetTimer()
			for range b.N {
				standings.Table(standings.NewField(recs, 5*time.Minute), cs)
			}
		})
	}
}
