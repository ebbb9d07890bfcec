package puzzle

import (
	"strings"
	"unicode"

	"turnir"
)

// Grid is a classic 9x9 Sudoku grid, row by row from the top left: cell
// 9*row+col holds 0 when empty or a digit 1-9. Its text form (String,
// MarshalText) is 81 characters with '.' for an empty cell, which is also
// how it travels in JSON.
type Grid [81]uint8

// Cells is the number of cells of a Grid.
const Cells = 81

// unit tables: the row, column and 3x3 box of every cell, and the cells of
// every one of the 27 units (9 rows, 9 columns, 9 boxes).
var (
	rowOf, colOf, boxOf [Cells]uint8
	units               [27][9]uint8
)

func init() {
	for c := range Cells {
		r, k := c/9, c%9
		b := r/3*3 + k/3
		rowOf[c], colOf[c], boxOf[c] = uint8(r), uint8(k), uint8(b)
		units[r][k] = uint8(c)
		units[9+k][r] = uint8(c)
		units[18+b][r%3*3+k%3] = uint8(c)
	}
}

// ParseGrid reads a grid from 81 cells written as '1'-'9' for a digit and
// '.' or '0' for an empty cell. White space anywhere is skipped, so a grid
// may be written as nine lines of nine. Anything else is an EINVALID
// *turnir.Error that says which character is wrong.
func ParseGrid(s string) (Grid, error) {
	var g Grid
	n := 0
	for i, r := range s {
		if unicode.IsSpace(r) {
			continue
		}
		if n == Cells {
			return g, turnir.Errorf(turnir.EINVALID,
				"a Sudoku grid has 81 cells, this one has more (extra %q at byte %d)",
				"в сетке судоку 81 клетка, здесь больше (лишний символ %q в позиции %d)", r, i+1)
		}
		switch {
		case r == '.' || r == '0':
			g[n] = 0
		case r >= '1' && r <= '9':
			g[n] = uint8(r - '0')
		default:
			return g, turnir.Errorf(turnir.EINVALID,
				"cell %d (row %d, column %d) holds %q; use 1-9 for a digit and . or 0 for an empty cell",
				"в клетке %d (строка %d, столбец %d) символ %q; пишите цифры 1-9, а пустую клетку — точкой или 0",
				n+1, n/9+1, n%9+1, r)
		}
		n++
	}
	if n != Cells {
		return g, turnir.Errorf(turnir.EINVALID,
			"a Sudoku grid has 81 cells, this one has %d",
			"в сетке судоку 81 клетка, здесь %d", n)
	}
	return g, nil
}

// MustParseGrid is ParseGrid for grids written in the program (tests,
// built-in puzzles); it panics on a malformed grid.
func MustParseGrid(s string) Grid {
	g, err := ParseGrid(s)
	if err != nil {
		panic(err)
	}
	return g
}

// String returns the grid as 81 characters, '.' for an empty cell.
func (g Grid) String() string {
	var b [Cells]byte
	for i, d := range g {
		if d == 0 {
			b[i] = '.'
		} else {
			b[i] = '0' + d
		}
	}
	return string(b[:])
}

// Pretty returns the grid as nine lines of nine with the boxes spaced, for
// humans reading a test failure or a golden file.
func (g Grid) Pretty() string {
	var b strings.Builder
	s := g.String()
	for r := range 9 {
		if r > 0 && r%3 == 0 {
			b.WriteByte('\n')
		}
		for k := range 9 {
			if k > 0 && k%3 == 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(s[9*r+k])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// MarshalText writes the grid as String does, so a Grid is a JSON string.
func (g Grid) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// UnmarshalText reads the grid as ParseGrid does.
func (g *Grid) UnmarshalText(b []byte) error {
	p, err := ParseGrid(string(b))
	if err != nil {
		return err
	}
	*g = p
	return nil
}

// Filled returns the number of non-empty cells.
func (g Grid) Filled() int {
	n := 0
	for _, d := range g {
		if d != 0 {
			n++
		}
	}
	return n
}

// Empty reports whether no cell is filled.
func (g Grid) Empty() bool { return g == Grid{} }

// Complete reports whether every cell is filled.
func (g Grid) Complete() bool { return g.Filled() == Cells }

// Conflict returns two cells of one row, column or box that hold the same
// digit (a < b), or ok=false when the filled cells break no rule. Cells are
// 0-based indexes.
func (g Grid) Conflict() (a, b int, ok bool) {
	for _, u := range units {
		var seen [10]int
		for _, c := range u {
			d := g[c]
			if d == 0 {
				continue
			}
			if seen[d] != 0 {
				a, b = seen[d]-1, int(c)
				if a > b {
					a, b = b, a
				}
				return a, b, true
			}
			seen[d] = int(c) + 1
		}
	}
	return 0, 0, false
}

// Keeps reports whether g holds every given of givens in its cell.
func (g Grid) Keeps(givens Grid) bool {
	for i, d := range givens {
		if d != 0 && g[i] != d {
			return false
		}
	}
	return true
}
