package matching

import (
	"flag"
	"math/rand/v2"
	"testing"
)

var seedFlag = flag.Uint64("seed", 0, "seed for the randomised matching tests (0: fixed default)")

// bruteMaxWeight returns the maximum total weight of a matching by trying
// every matching (small graphs only).
func bruteMaxWeight(n int, w [][]uint64) uint64 {
	used := make([]bool, n)
	var best uint64
	var rec func(i int, sum uint64)
	rec = func(i int, sum uint64) {
		for i < n && used[i] {
			i++
		}
		if i == n {
			if sum > best {
				best = sum
			}
			return
		}
		used[i] = true
		rec(i+1, sum) // i stays single
		for j := i + 1; j < n; j++ {
			if !used[j] && w[i][j] > 0 {
				used[j] = true
				rec(i+1, sum+w[i][j])
				used[j] = false
			}
		}
		used[i] = false
	}
	rec(0, 0)
	return best
}

func TestWeighted(t *testing.T) {
	seed := *seedFlag
	if seed == 0 {
		seed = 20260501
	}
	t.Logf("seed %d (rerun with -seed=%d)", seed, seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	t.Run("matches_brute_force_on_random_graphs", func(t *testing.T) {
		for iter := 0; iter < 400; iter++ {
			n := 1 + rng.IntN(10)
			words := 1 + rng.IntN(2)
			m := NewWeighted(n, words)
			w := make([][]uint64, n)
			for i := range w {
				w[i] = make([]uint64, n)
			}
			maxw := uint64(1 + rng.IntN(20))
			if rng.IntN(3) == 0 {
				maxw = 1 << 40
			}
			for i := 0; i < n; i++ {
				for j := i + 1; j < n; j++ {
					if rng.IntN(3) > 0 {
						x := rng.Uint64N(maxw + 1)
						w[i][j], w[j][i] = x, x
						v := NewWide(words)
						v.SetUint(x)
						m.SetWeight(i, j, v)
					}
				}
			}
			m.Solve()
			var got uint64
			for v := 0; v < n; v++ {
				u := m.Mate(v)
				if u >= 0 {
					if m.Mate(u) != v {
						t.Fatalf("iter %d: mate not symmetric", iter)
					}
					if w[v][u] == 0 {
						t.Fatalf("iter %d: matched a non-edge %d-%d", iter, v, u)
					}
					if v < u {
						got += w[v][u]
					}
				}
			}
			if want := bruteMaxWeight(n, w); got != want {
				t.Fatalf("iter %d (n=%d): weight %d, want %d", iter, n, got, want)
			}
		}
	})
	t.Run("wide_weights_beyond_64_bits", func(t *testing.T) {
		// A path a-b-c-d: the two outer edges together beat the middle edge
		// only through their high words.
		m := NewWeighted(4, 3)
		hi := func(h, l uint64) Wide { x := NewWide(3); x[1], x[0] = h, l; return x }
		m.SetWeight(0, 1, hi(1, 0))
		m.SetWeight(1, 2, hi(1, 5))
		m.SetWeight(2, 3, hi(0, 1<<63))
		m.Solve()
		if m.Mate(0) != 1 || m.Mate(2) != 3 {
			t.Fatalf("got mates %d %d %d %d", m.Mate(0), m.Mate(1), m.Mate(2), m.Mate(3))
		}
	})
	t.Run("re_solve_after_weight_change", func(t *testing.T) {
		m := NewWeighted(3, 1)
		one := NewWide(1)
		one.SetUint(1)
		m.SetWeight(0, 1, one)
		m.Solve()
		if m.Mate(0) != 1 {
			t.Fatal("first solve")
		}
		two := NewWide(1)
		two.SetUint(2)
		m.SetWeight(1, 2, two)
		m.Solve()
		if m.Mate(1) != 2 || m.Mate(0) != -1 {
			t.Fatal("second solve did not move to the heavier edge")
		}
	})
}
