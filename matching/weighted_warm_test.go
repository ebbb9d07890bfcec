package matching

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestWeightedWarm stresses warm re-solves with the kinds of edits the Dutch
// engine makes (raise a vertex's edges, fix a pair, lower one edge) and
// checks every result by brute force; the first iterations also check the
// primal-dual invariants after every step.
func TestWeightedWarm(t *testing.T) {
	debugVerify = func(m *Weighted, w string) {
		if m == nil {
			t.Fatal(w)
		}
		if msg := m.verify(w); msg != "" {
			t.Fatal(msg + "\n" + m.dump())
		}
	}
	defer func() { debugVerify = nil }()
	seed := *seedFlag
	if seed == 0 {
		seed = 7
	}
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 7))
	for iter := 0; iter < 1000; iter++ {
		if iter == 60 {
			debugVerify = nil
		}
		n := 2 * (2 + rng.IntN(5))
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
				if rng.IntN(5) > 0 {
					set(i, j, 100+rng.Uint64N(8))
				}
			}
		}
		m.Solve()
		check(t, fmt.Sprintf("iter %d initial", iter), m, w)
		for step := 0; step < 10; step++ {
			switch rng.IntN(3) {
			case 0:
				v := rng.IntN(n)
				for u := 0; u < n; u++ {
					if u != v && w[v][u] > 0 && rng.IntN(2) == 0 {
						set(v, u, w[v][u]+rng.Uint64N(3))
					}
				}
			case 1:
				a, b := rng.IntN(n), rng.IntN(n)
				if a != b && w[a][b] > 0 {
					for u := 0; u < n; u++ {
						if u != a && u != b {
							set(a, u, 0)
							set(b, u, 0)
						}
					}
					set(a, b, 1000)
				}
			case 2:
				v := rng.IntN(n)
				u := rng.IntN(n)
				if u != v && w[v][u] > 0 {
					set(v, u, w[v][u]-1)
				}
			}
			m.Solve()
			check(t, fmt.Sprintf("iter %d step %d", iter, step), m, w)
		}
	}
}

func (m *Weighted) verify(where string) string {
	n := m.n
	anc := func(v int) map[int]bool {
		s := map[int]bool{}
		b := v
		for m.bparent[b] != -1 {
			b = m.bparent[b]
			s[b] = true
		}
		return s
	}
	for i := 0; i < n; i++ {
		ai := anc(i)
		for j := i + 1; j < n; j++ {
			wt := m.w(i, j)
			if wt.IsZero() {
				continue
			}
			s := NewWide(m.words)
			s.Set(m.dv(i))
			s.Add(m.dv(j))
			for b := range anc(j) {
				if ai[b] {
					s.Add(m.dv(b))
					s.Add(m.dv(b))
				}
			}
			s.Sub(wt)
			s.Sub(wt)
			if s.SignedCmp(NewWide(m.words)) < 0 {
				return fmt.Sprintf("%s: edge %d-%d infeasible", where, i, j)
			}
			if m.mp[i] >= 0 && m.ep(m.mp[i]) == j && !s.IsZero() {
				return fmt.Sprintf("%s: matched edge %d-%d not tight", where, i, j)
			}
		}
	}
	return ""
}

func (m *Weighted) dump() string {
	s := ""
	for v := 0; v < m.n; v++ {
		chain := []int{}
		b := v
		for m.bparent[b] != -1 {
			b = m.bparent[b]
			chain = append(chain, b)
		}
		mate := -1
		if m.mp[v] >= 0 {
			mate = m.ep(m.mp[v])
		}
		s += fmt.Sprintf("v%d mate=%d dual=%d blossoms=%v top=%d label=%d\n", v, mate, int64(m.dv(v)[0]), chain, m.inblossom[v], m.label[m.inblossom[v]])
	}
	for b := m.n; b < 2*m.n; b++ {
		if m.bbase[b] >= 0 {
			s += fmt.Sprintf("B%d base=%d parent=%d childs=%v dual=%d label=%d\n", b, m.bbase[b], m.bparent[b], m.bchilds[b], int64(m.dv(b)[0]), m.label[b])
		}
	}
	return s
}
