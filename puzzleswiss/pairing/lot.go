package pairing

import (
	"math/rand/v2"

	"turnir"
)

// DrawRoundOne draws round 1 by lot (P5, and P7 for the bye): the n
// participants (indices in registration order) are shuffled with r and
// paired in consecutive twos, each pair written lower index first; with an
// odd n the last one of the shuffle sits out. r must come from the
// tournament seed (turnir.Seed.Rand), so that the draw can be replayed.
func DrawRoundOne(n int, r *rand.Rand) TablePairing {
	res := TablePairing{Bye: -1}
	if n <= 0 {
		return res
	}
	p := turnir.Shuffle(r, n)
	if n%2 == 1 {
		res.Bye = p[n-1]
	}
	res.Pairs = make([][2]int, 0, n/2)
	for k := 0; k+1 < n; k += 2 {
		a, b := p[k], p[k+1]
		res.Pairs = append(res.Pairs, [2]int{min(a, b), max(a, b)})
	}
	return res
}
