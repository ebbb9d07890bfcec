package puzzle

import (
	"math/rand/v2"

	"turnir"
)

// Level says what a generated Sudoku may demand of a solver.
type Level int

const (
	// Singles puzzles can be solved without guessing, by naked and hidden
	// singles alone: fair for a five-minute round and the demo's default.
	Singles Level = iota
	// Unique puzzles only promise a unique solution; some need harder
	// techniques or trial and error.
	Unique
)

// String returns the level's name as the set file spells it.
func (l Level) String() string {
	if l == Unique {
		return "unique"
	}
	return "singles"
}

// DefaultGivens is the number of givens GenerateSudoku aims at when asked
// for none: within the 25-32 of a classic newspaper puzzle.
const DefaultGivens = 28

// MinGivens is the fewest givens a 9x9 Sudoku with a unique solution can
// have (McGuire, Tugemann and Civario, 2012); GenerateSudoku never aims lower.
const MinGivens = 17

// attempts bounds how many full grids GenerateSudoku tries to reach its
// target; each costs well under a millisecond.
const attempts = 10

// GenerateSudoku returns a Sudoku with a unique solution drawn from r. It
// fills a random complete grid, then empties cells in pairs symmetric about
// the centre (the classic look), in an order drawn from r, keeping an
// emptied pair only while the puzzle stays at level: uniquely solvable, and
// for Singles solvable by singles alone. It stops at givens clues (or one
// more, when only a pair would cross it). A grid whose pairs all become
// necessary earlier is set aside and a new one drawn, up to a few times;
// the puzzle nearest the target is returned, so the result has at least
// givens clues, usually exactly that. givens <= 0 means DefaultGivens.
// The result depends only on the sequence r produces, so a seeded r gives
// the same puzzle on every machine and Go release.
func GenerateSudoku(r *rand.Rand, level Level, givens int) Sudoku {
	if givens <= 0 {
		givens = DefaultGivens
	}
	givens = max(givens, MinGivens)
	var best Sudoku
	for range attempts {
		s := carve(r, level, givens)
		if best.Givens.Empty() || s.Givens.Filled() < best.Givens.Filled() {
			best = s
		}
		if best.Givens.Filled() <= givens+1 {
			break
		}
	}
	return best
}

// carve draws one full grid from r and empties symmetric pairs of cells
// while the puzzle keeps its level and at least givens clues.
func carve(r *rand.Rand, level Level, givens int) Sudoku {
	full := randomFull(r)
	g := full
	left := Cells
	// Cell i pairs with 80-i; 40 is the centre and pairs with itself.
	for _, i := range turnir.Shuffle(r, Cells/2+1) {
		j := Cells - 1 - i
		drop := 2
		if i == j {
			drop = 1
		}
		if left-drop < givens {
			continue
		}
		g[i], g[j] = 0, 0
		if keepsLevel(g, level) {
			left -= drop
			continue
		}
		g[i], g[j] = full[i], full[j]
	}
	return Sudoku{Givens: g, Solution: full}
}

// keepsLevel reports whether g is still a puzzle of the given level.
func keepsLevel(g Grid, level Level) bool {
	if level == Singles {
		return solvesBySingles(g)
	}
	return CountSolutions(g, 2) == 1
}
