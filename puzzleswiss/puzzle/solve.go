package puzzle

import (
	"math/bits"
	"math/rand/v2"
)

// allDigits is the candidate mask with every digit 1-9 (bit d-1 for d).
const allDigits = 0x1FF

// solver is a backtracking search over bitmasks: each row, column and box
// keeps a mask of the digits it already holds, so a cell's candidates are
// one OR and one NOT away. It always branches on the empty cell with the
// fewest candidates (MRV), which makes a forced cell cost no branching at
// all and keeps a 9x9 search to microseconds or a few milliseconds.
type solver struct {
	g             Grid
	row, col, box [9]uint16
	free          [Cells]uint8 // the empty cells; free[:n] are still to fill
	n             int
	limit         int        // stop after this many solutions
	count         int        // solutions found so far
	first         Grid       // the first solution found
	r             *rand.Rand // when set, candidates are tried in random order
}

// newSolver prepares a search from g. It returns false when the givens
// already break a rule, since such a grid has no solution.
func newSolver(g Grid, limit int, r *rand.Rand) (*solver, bool) {
	s := &solver{g: g, limit: limit, r: r}
	for c, d := range g {
		if d == 0 {
			s.free[s.n] = uint8(c)
			s.n++
			continue
		}
		bit := uint16(1) << (d - 1)
		if (s.row[rowOf[c]]|s.col[colOf[c]]|s.box[boxOf[c]])&bit != 0 {
			return nil, false
		}
		s.set(c, bit)
	}
	return s, true
}

// set marks the digit bit as used in the units of cell c.
func (s *solver) set(c int, bit uint16) {
	s.row[rowOf[c]] |= bit
	s.col[colOf[c]] |= bit
	s.box[boxOf[c]] |= bit
}

// unset undoes set.
func (s *solver) unset(c int, bit uint16) {
	s.row[rowOf[c]] &^= bit
	s.col[colOf[c]] &^= bit
	s.box[boxOf[c]] &^= bit
}

// candidates returns the mask of digits that fit cell c now.
func (s *solver) candidates(c int) uint16 {
	return ^(s.row[rowOf[c]] | s.col[colOf[c]] | s.box[boxOf[c]]) & allDigits
}

// search fills free[k:n] and reports whether to stop (the limit is reached).
func (s *solver) search(k int) bool {
	if k == s.n {
		s.count++
		if s.count == 1 {
			s.first = s.g
		}
		return s.count >= s.limit
	}
	best, mask, fewest := k, uint16(0), 10
	for j := k; j < s.n; j++ {
		m := s.candidates(int(s.free[j]))
		if n := bits.OnesCount16(m); n < fewest {
			best, mask, fewest = j, m, n
			if n <= 1 {
				break
			}
		}
	}
	if fewest == 0 {
		return false
	}
	s.free[k], s.free[best] = s.free[best], s.free[k]
	c := int(s.free[k])
	var order [9]uint8
	n := 0
	for m := mask; m != 0; m &= m - 1 {
		order[n] = uint8(bits.TrailingZeros16(m))
		n++
	}
	if s.r != nil {
		for i := n - 1; i > 0; i-- {
			j := s.r.IntN(i + 1)
			order[i], order[j] = order[j], order[i]
		}
	}
	for _, d := range order[:n] {
		bit := uint16(1) << d
		s.g[c] = d + 1
		s.set(c, bit)
		stop := s.search(k + 1)
		s.unset(c, bit)
		s.g[c] = 0
		if stop {
			return true
		}
	}
	return false
}

// Solve returns the first solution of g in the search order and whether
// there is one. It does not tell whether the solution is unique; use
// CountSolutions for that.
func Solve(g Grid) (Grid, bool) {
	s, ok := newSolver(g, 1, nil)
	if !ok {
		return Grid{}, false
	}
	s.search(0)
	return s.first, s.count > 0
}

// CountSolutions returns the number of solutions of g, counting no further
// than limit (limit 2 is enough to tell none, unique and several apart).
// A grid whose givens break a rule has 0 solutions.
func CountSolutions(g Grid, limit int) int {
	if limit < 1 {
		return 0
	}
	s, ok := newSolver(g, limit, nil)
	if !ok {
		return 0
	}
	s.search(0)
	return s.count
}

// randomFull returns a complete valid grid drawn from r: the solution of the
// empty grid found by trying candidates in random order.
func randomFull(r *rand.Rand) Grid {
	s, _ := newSolver(Grid{}, 1, r)
	s.search(0)
	return s.first
}
