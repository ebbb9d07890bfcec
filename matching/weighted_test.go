package matching

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"
)

var seedFlag = flag.Uint64("seed", 0, "seed for the randomised matching tests (0: fixed default)")

// bruteMaxWeight returns the largest cardinality of a matching and the
// largest total weight among matchings of that cardinality, by trying every
// matching (small graphs only).
func bruteMaxWeight(n int, w [][]uint64) (int, uint64) {
	used := make([]bool, n)
	bestCard, best := 0, uint64(0)
	var rec func(i, card int, sum uint64)
	rec = func(i, card int, sum uint64) {
		for i < n && used[i] {
			i++
		}
		if i == n {
			if card > bestCard || (card == bestCard && sum > best) {
				bestCard, best = card, sum
			}
			return
		}
		used[i] = true
		rec(i+1, card, sum) // i stays single
		for j := i + 1; j < n; j++ {
			if !used[j] && w[i][j] > 0 {
				used[j] = true
				rec(i+1, card+1, sum+w[i][j])
				used[j] = false
			}
		}
		used[i] = false
	}
	rec(0, 0, 0)
	return bestCard, best
}

// check compares the solver's matching with brute force.
func check(t *testing.T, what string, m *Weighted, w [][]uint64) {
	t.Helper()
	n := len(w)
	var got uint64
	card := 0
	for v := 0; v < n; v++ {
		u := m.Mate(v)
		if u >= 0 {
			if m.Mate(u) != v {
				t.Fatalf("%s: mate not symmetric", what)
			}
			if w[v][u] == 0 {
				t.Fatalf("%s: matched a non-edge %d-%d", what, v, u)
			}
			if v < u {
				got += w[v][u]
				card++
			}
		}
	}
	if wc, want := bruteMaxWeight(n, w); card != wc || got != want {
		t.Fatalf("%s (n=%d): %d pairs weighing %d, want %d weighing %d", what, n, card, got, wc, want)
	}
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
			check(t, fmt.Sprintf("iter %d", iter), m, w)
		}
	})
	t.Run("warm_re_solves_after_random_weight_changes", func(t *testing.T) {
		for iter := 0; iter < 150; iter++ {
			n := 2 * (1 + rng.IntN(5))
			m := NewWeighted(n, 2)
			w := make([][]uint64, n)
			for i := range w {
				w[i] = make([]uint64, n)
			}
			set := func(i, j int, x uint64) {
				w[i][j], w[j][i] = x, x
				v := NewWide(2)
				v.SetUint(x)
				m.SetWeight(i, j, v)
			}
			for i := 0; i < n; i++ {
				for j := i + 1; j < n; j++ {
					if rng.IntN(4) > 0 {
						set(i, j, 1+rng.Uint64N(30))
					}
				}
			}
			m.Solve()
			check(t, fmt.Sprintf("iter %d initial", iter), m, w)
			for step := 0; step < 8; step++ {
				v := rng.IntN(n)
				for u := 0; u < n; u++ {
					if u != v && rng.IntN(2) == 0 {
						set(v, u, rng.Uint64N(30))
					}
				}
				m.Solve()
				check(t, fmt.Sprintf("iter %d step %d", iter, step), m, w)
			}
		}
	})
	t.Run("scaled_weights_across_word_boundaries", func(t *testing.T) {
		// Every weight times the same power of two: the optimum is the
		// brute-force one of the unscaled weights, while the arithmetic
		// runs through many words (the four-word blocks of slack) and
		// carries across word boundaries. Even sizes re-solve warm after
		// edits.
		for iter := 0; iter < 150; iter++ {
			n := 1 + rng.IntN(10)
			words := 4 + rng.IntN(6)
			shift := uint(rng.IntN(64*words - 3 - 12))
			m := NewWeighted(n, words)
			w := make([][]uint64, n)
			for i := range w {
				w[i] = make([]uint64, n)
			}
			set := func(i, j int, x uint64) {
				w[i][j], w[j][i] = x, x
				v := NewWide(words)
				v.AddBit(x, shift)
				m.SetWeight(i, j, v)
			}
			for i := 0; i < n; i++ {
				for j := i + 1; j < n; j++ {
					if rng.IntN(3) > 0 {
						set(i, j, 1+rng.Uint64N(1000))
					}
				}
			}
			m.Solve()
			check(t, fmt.Sprintf("iter %d (words %d, shift %d)", iter, words, shift), m, w)
			for step := 0; step < 4 && n%2 == 0; step++ {
				v := rng.IntN(n)
				for u := 0; u < n; u++ {
					if u != v && rng.IntN(2) == 0 {
						set(v, u, rng.Uint64N(1000))
					}
				}
				m.Solve()
				check(t, fmt.Sprintf("iter %d step %d (words %d, shift %d)", iter, step, words, shift), m, w)
			}
		}
	})
	t.Run("pool_and_neighbour_lists_follow_edits", func(t *testing.T) {
		// Weights are ids into a shared, recycled pool and removed edges
		// leave neighbour lists lazily: after any run of edits, every
		// weight and every neighbour list must be exactly the model's.
		for iter := 0; iter < 50; iter++ {
			n := 2 + rng.IntN(8)
			m := NewWeighted(n, 2)
			w := make([][]uint64, n)
			for i := range w {
				w[i] = make([]uint64, n)
			}
			for step := 0; step < 200; step++ {
				i, j := rng.IntN(n), rng.IntN(n)
				if i == j {
					continue
				}
				x := uint64(0)
				if rng.IntN(3) > 0 {
					x = rng.Uint64N(4) << (32 * rng.IntN(2))
				}
				w[i][j], w[j][i] = x, x
				v := NewWide(2)
				v.SetUint(x)
				m.SetWeight(i, j, v)
				if rng.IntN(10) == 0 {
					m.Solve()
					check(t, fmt.Sprintf("iter %d step %d", iter, step), m, w)
				}
			}
			for i := 0; i < n; i++ {
				var want []int
				for j := 0; j < n; j++ {
					if got := m.Weight(i, j); got[0] != w[i][j] || got[1] != 0 {
						t.Fatalf("iter %d: weight %d-%d is %v, want %d", iter, i, j, got, w[i][j])
					}
					if w[i][j] != 0 {
						want = append(want, j)
					}
				}
				if got := m.neighbours(i); fmt.Sprint(got) != fmt.Sprint(want) && !(len(got) == 0 && len(want) == 0) {
					t.Fatalf("iter %d: neighbours of %d are %v, want %v", iter, i, got, want)
				}
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
