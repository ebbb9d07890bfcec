package pairing

import (
	"fmt"
	"testing"

	"turnir"
)

// TestDrawRoundOne pins the round-1 lot for fixed seeds, so that a change of
// the shuffle, of the seed derivation or of the pairing of the shuffle can
// never silently change a replayed draw.
func TestDrawRoundOne(t *testing.T) {
	golden := []struct {
		seed  uint64
		n     int
		pairs [][2]int
		bye   int
	}{
		{seed: 1, n: 7, pairs: [][2]int{{1, 2}, {4, 6}, {0, 3}}, bye: 5},
		{seed: 1, n: 8, pairs: [][2]int{{2, 7}, {3, 5}, {4, 6}, {0, 1}}, bye: -1},
		{seed: 2, n: 7, pairs: [][2]int{{1, 5}, {3, 6}, {2, 4}}, bye: 0},
		{seed: 2, n: 8, pairs: [][2]int{{2, 4}, {1, 7}, {0, 5}, {3, 6}}, bye: -1},
		{seed: 3, n: 7, pairs: [][2]int{{4, 5}, {2, 3}, {0, 6}}, bye: 1},
		{seed: 3, n: 8, pairs: [][2]int{{2, 5}, {3, 7}, {0, 4}, {1, 6}}, bye: -1},
	}
	for _, g := range golden {
		t.Run(fmt.Sprintf("P5_golden_seed_%d_n_%d", g.seed, g.n), func(t *testing.T) {
			got := DrawRoundOne(g.n, turnir.SeedFromUint64(g.seed).Rand("round-1"))
			if got.Bye != g.bye || !equalPairs(got.Pairs, g.pairs) {
				t.Fatalf("got %v bye %d, want %v bye %d", got.Pairs, got.Bye, g.pairs, g.bye)
			}
		})
	}

	t.Run("P5_P7_every_draw_is_a_valid_round", func(t *testing.T) {
		for seed := range uint64(50) {
			for n := range 41 {
				got := DrawRoundOne(n, turnir.SeedFromUint64(seed).Rand("round-1"))
				checkPairing(t, TableInput{N: n, Met: make([][]int, n)}, lotOrder(got))
				again := DrawRoundOne(n, turnir.SeedFromUint64(seed).Rand("round-1"))
				if again.Bye != got.Bye || !equalPairs(again.Pairs, got.Pairs) {
					t.Fatalf("seed %d n %d: the same seed drew %v then %v", seed, n, got, again)
				}
			}
		}
	})

	t.Run("P7_round_one_bye_is_drawn_by_lot", func(t *testing.T) {
		// Over many seeds every one of 5 participants must sit out
		// sometimes, and nobody much more often than the others.
		count := make([]int, 5)
		for seed := range uint64(1000) {
			count[DrawRoundOne(5, turnir.SeedFromUint64(seed).Rand("round-1")).Bye]++
		}
		for i, c := range count {
			if c < 140 || c > 260 {
				t.Fatalf("participant %d sat out %d times in 1000 draws: %v", i, c, count)
			}
		}
	})

	t.Run("P5_different_seeds_give_different_draws", func(t *testing.T) {
		a := DrawRoundOne(20, turnir.SeedFromUint64(1).Rand("round-1"))
		b := DrawRoundOne(20, turnir.SeedFromUint64(2).Rand("round-1"))
		if equalPairs(a.Pairs, b.Pairs) {
			t.Fatalf("seeds 1 and 2 drew the same pairs %v", a.Pairs)
		}
	})
}

// lotOrder sorts the pairs of a lot top-down, the order checkPairing expects
// of a table draw (a lot has no table, so its order is the shuffle's).
func lotOrder(p TablePairing) TablePairing {
	out := TablePairing{Bye: p.Bye, Pairs: append([][2]int(nil), p.Pairs...)}
	for i := 1; i < len(out.Pairs); i++ {
		for j := i; j > 0 && out.Pairs[j][0] < out.Pairs[j-1][0]; j-- {
			out.Pairs[j], out.Pairs[j-1] = out.Pairs[j-1], out.Pairs[j]
		}
	}
	return out
}
