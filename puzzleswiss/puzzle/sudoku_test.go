package puzzle_test

import (
	"encoding/json"
	"strings"
	"testing"

	"turnir"
	"turnir/puzzleswiss/puzzle"
)

// Known puzzles with their published solutions.
const (
	// The example puzzle of the Wikipedia article "Sudoku".
	wikiGivens   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	wikiSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	// Arto Inkala's 2012 "world's hardest Sudoku": needs deep search.
	inkalaGivens   = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
	inkalaSolution = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
)

// validSolution reports whether g is complete and every row, column and box
// holds 1-9 once: an independent check that does not trust the solver.
func validSolution(g puzzle.Grid) bool {
	for i := range 9 {
		var row, col, box [10]bool
		for j := range 9 {
			r := g[9*i+j]
			c := g[9*j+i]
			b := g[9*(i/3*3+j/3)+i%3*3+j%3]
			if r == 0 || c == 0 || b == 0 || row[r] || col[c] || box[b] {
				return false
			}
			row[r], col[c], box[b] = true, true, true
		}
	}
	return true
}

func TestParseGrid(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    string // String() of the result; "" when an error is expected
		wantErr string
	}{
		{"dots", wikiGivens, wikiGivens, ""},
		{"zeros", strings.ReplaceAll(wikiGivens, ".", "0"), wikiGivens, ""},
		{"nine_lines", "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n", wikiGivens, ""},
		{"too_short", wikiGivens[:80], "", "has 80"},
		{"too_long", wikiGivens + "1", "", "has more"},
		{"bad_char", "x" + wikiGivens[1:], "", "cell 1 (row 1, column 1)"},
		{"bad_char_late", wikiGivens[:40] + "a" + wikiGivens[41:], "", "cell 41 (row 5, column 5)"},
		{"empty", "", "", "has 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := puzzle.ParseGrid(tt.in)
			if tt.wantErr != "" {
				checkErr(t, err, tt.wantErr, "", "")
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if g.String() != tt.want {
				t.Errorf("got %s, want %s", g, tt.want)
			}
		})
	}
}

func TestGridJSON(t *testing.T) {
	s := puzzle.Sudoku{Givens: puzzle.MustParseGrid(wikiGivens), Solution: puzzle.MustParseGrid(wikiSolution)}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"givens":"` + wikiGivens + `","solution":"` + wikiSolution + `"}`
	if string(b) != want {
		t.Fatalf("json %s, want %s", b, want)
	}
	var back puzzle.Sudoku
	if err := json.Unmarshal(b, &back); err != nil || back != s {
		t.Fatalf("round trip: %+v, %v", back, err)
	}
	if err := json.Unmarshal([]byte(`{"givens":"123"}`), &back); turnir.ErrorCode(err) != turnir.EINVALID {
		t.Fatalf("short grid: error %v, want EINVALID", err)
	}
}

func TestSolve(t *testing.T) {
	tests := []struct {
		name, givens, solution string
	}{
		{"wikipedia", wikiGivens, wikiSolution},
		{"inkala_hardest", inkalaGivens, inkalaSolution},
		{"already_solved", wikiSolution, wikiSolution},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := puzzle.MustParseGrid(tt.givens)
			sol, ok := puzzle.Solve(g)
			if !ok {
				t.Fatal("no solution found")
			}
			if sol.String() != tt.solution {
				t.Errorf("solution\n%s want\n%s", sol.Pretty(), puzzle.MustParseGrid(tt.solution).Pretty())
			}
			if !validSolution(sol) || !sol.Keeps(g) {
				t.Errorf("solution breaks the rules or the givens:\n%s", sol.Pretty())
			}
			if n := puzzle.CountSolutions(g, 2); n != 1 {
				t.Errorf("CountSolutions = %d, want 1", n)
			}
		})
	}
}

// twoSolutionGrid empties, in a solved grid, a rectangle of four cells in two
// rows of one band and two columns of different stacks whose digits a b / b a
// can be swapped: the classic "deadly pattern" with exactly two solutions.
func twoSolutionGrid(t *testing.T, solved puzzle.Grid) puzzle.Grid {
	for r1 := range 9 {
		for r2 := r1 + 1; r2 < r1/3*3+3; r2++ {
			for c1 := range 9 {
				for c2 := c1 + 1; c2 < 9; c2++ {
					a, b := 9*r1+c1, 9*r1+c2
					c, d := 9*r2+c1, 9*r2+c2
					if c1/3 != c2/3 && solved[a] == solved[d] && solved[b] == solved[c] {
						g := solved
						g[a], g[b], g[c], g[d] = 0, 0, 0, 0
						return g
					}
				}
			}
		}
	}
	t.Fatal("no deadly pattern in the grid")
	return puzzle.Grid{}
}

func TestCountSolutions(t *testing.T) {
	unsolvable := puzzle.MustParseGrid("12345678." + "........9" + strings.Repeat(".", 63))
	tests := []struct {
		name  string
		g     puzzle.Grid
		limit int
		want  int
	}{
		{"unique", puzzle.MustParseGrid(wikiGivens), 2, 1},
		{"unique_high_limit", puzzle.MustParseGrid(inkalaGivens), 10, 1},
		{"two_solutions", twoSolutionGrid(t, puzzle.MustParseGrid(wikiSolution)), 10, 2},
		{"two_solutions_limit_1", twoSolutionGrid(t, puzzle.MustParseGrid(wikiSolution)), 1, 1},
		{"empty_grid_stops_at_limit", puzzle.Grid{}, 2, 2},
		{"empty_grid_limit_50", puzzle.Grid{}, 50, 50},
		{"conflicting_givens", puzzle.MustParseGrid("11" + strings.Repeat(".", 79)), 2, 0},
		{"no_candidate_left", unsolvable, 2, 0},
		{"zero_limit", puzzle.MustParseGrid(wikiGivens), 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := puzzle.CountSolutions(tt.g, tt.limit); got != tt.want {
				t.Errorf("CountSolutions(%s, %d) = %d, want %d", tt.g, tt.limit, got, tt.want)
			}
		})
	}
}

func TestConflict(t *testing.T) {
	tests := []struct {
		name   string
		g      string
		a, b   int
		broken bool
	}{
		{"none", wikiGivens, 0, 0, false},
		{"row", "5" + strings.Repeat(".", 7) + "5" + strings.Repeat(".", 72), 0, 8, true},
		{"column", "7" + strings.Repeat(".", 71) + "7" + strings.Repeat(".", 8), 0, 72, true},
		{"box", "4" + strings.Repeat(".", 9) + "4" + strings.Repeat(".", 70), 0, 10, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b, broken := puzzle.MustParseGrid(tt.g).Conflict()
			if broken != tt.broken || broken && (a != tt.a || b != tt.b) {
				t.Errorf("Conflict = %d, %d, %v; want %d, %d, %v", a, b, broken, tt.a, tt.b, tt.broken)
			}
		})
	}
}

func TestSudokuCheck(t *testing.T) {
	givens := puzzle.MustParseGrid(wikiGivens)
	s, err := puzzle.NewSudoku(givens, puzzle.Round(1))
	if err != nil {
		t.Fatal(err)
	}
	solution := puzzle.MustParseGrid(wikiSolution)
	if s.Solution != solution {
		t.Fatalf("NewSudoku solution %s, want %s", s.Solution, solution)
	}
	incomplete := solution
	incomplete[2] = 0 // r1c3 is not a given
	// Swap two non-given cells of row 1 (r1c3=4 and r1c4=6): complete, keeps
	// the givens, but breaks the columns.
	swapped := solution
	swapped[2], swapped[3] = swapped[3], swapped[2]
	// Relabel digits 1<->2: a valid complete Sudoku, but not this one's.
	relabelled := solution
	for i, d := range relabelled {
		switch d {
		case 1:
			relabelled[i] = 2
		case 2:
			relabelled[i] = 1
		}
	}
	changedGiven := solution
	changedGiven[0] = 1 // r1c1 is the given 5
	tests := []struct {
		name string
		g    puzzle.Grid
		want bool
	}{
		{"P10_accepts_the_solution", solution, true},
		{"P10_rejects_incomplete", incomplete, false},
		{"P10_rejects_givens_only", givens, false},
		{"P10_rejects_empty", puzzle.Grid{}, false},
		{"P10_rejects_wrong_digits", swapped, false},
		{"P10_rejects_valid_grid_that_changes_givens", relabelled, false},
		{"P10_rejects_changed_given", changedGiven, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := s.Check(tt.g); got != tt.want {
				t.Errorf("Check(%s) = %v, want %v", tt.g, got, tt.want)
			}
		})
	}
	if !validSolution(relabelled) {
		t.Fatal("test is broken: the relabelled grid should be a valid Sudoku")
	}
}

func TestNewSudokuRefuses(t *testing.T) {
	tests := []struct {
		name, givens, wantErr string
	}{
		{"conflict", "55" + strings.Repeat(".", 79), "repeat digit 5 in cells r1c1 and r1c2"},
		{"no_solution", "12345678." + "........9" + strings.Repeat(".", 63), "no solution"},
		{"several_solutions", "123456789" + strings.Repeat(".", 72), "more than one solution"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := puzzle.NewSudoku(puzzle.MustParseGrid(tt.givens), puzzle.Round(4))
			checkErr(t, err, tt.wantErr, "round 4", "тур 4")
		})
	}
}

func TestSudokuValidate(t *testing.T) {
	good := puzzle.Sudoku{Givens: puzzle.MustParseGrid(wikiGivens), Solution: puzzle.MustParseGrid(wikiSolution)}
	checkErr(t, good.Validate(puzzle.Round(2)), "", "", "")
	bad := good
	bad.Solution[0], bad.Solution[1] = bad.Solution[1], bad.Solution[0]
	checkErr(t, bad.Validate(puzzle.Round(2)), "sudoku.solution", "round 2", "тур 2")
	missing := good
	missing.Solution = puzzle.Grid{}
	checkErr(t, missing.Validate(puzzle.Round(2)), "sudoku.solution", "round 2", "тур 2")
}

// BenchmarkPuzzleCheckSudoku measures checking a submitted grid, parse included.
func BenchmarkPuzzleCheckSudoku(b *testing.B) {
	s := puzzle.Sudoku{Givens: puzzle.MustParseGrid(wikiGivens), Solution: puzzle.MustParseGrid(wikiSolution)}
	p := puzzle.Puzzle{ID: "s", Kind: puzzle.KindSudoku, Sudoku: &s}
	for b.Loop() {
		if ok, err := p.Check(wikiSolution); !ok || err != nil {
			b.Fatal("solution refused")
		}
	}
}
