package puzzle

// Sudoku is a classic 9x9 Sudoku puzzle: the givens shown to the solver and
// the unique solution the server checks against. The solution never leaves
// the server; the Statement of a Sudoku puzzle carries the givens only.
type Sudoku struct {
	Givens   Grid `json:"givens"`
	Solution Grid `json:"solution"`
}

// NewSudoku returns the Sudoku with the given givens and its solution, or an
// EINVALID *turnir.Error naming w when the givens break a rule, have no
// solution or have more than one.
func NewSudoku(givens Grid, w Where) (Sudoku, error) {
	s := Sudoku{Givens: givens}
	if err := s.validGivens(w); err != nil {
		return Sudoku{}, err
	}
	s.Solution, _ = Solve(givens)
	return s, nil
}

// validGivens checks that the givens make a proper puzzle: no repeated
// digit in a unit and exactly one solution.
func (s Sudoku) validGivens(w Where) error {
	if a, b, bad := s.Givens.Conflict(); bad {
		return w.invalid("the Sudoku givens repeat digit %d in cells r%dc%d and r%dc%d (sudoku.givens)",
			"в условии судоку цифра %d повторяется в клетках r%dc%d и r%dc%d (sudoku.givens)",
			s.Givens[a], a/9+1, a%9+1, b/9+1, b%9+1)
	}
	switch CountSolutions(s.Givens, 2) {
	case 0:
		return w.invalid("the Sudoku has no solution (sudoku.givens)",
			"у судоку нет решения (sudoku.givens)")
	case 2:
		return w.invalid("the Sudoku has more than one solution; add givens (sudoku.givens)",
			"у судоку больше одного решения; добавьте подсказки (sudoku.givens)")
	}
	return nil
}

// Validate returns an EINVALID *turnir.Error naming w unless the givens
// make a puzzle with exactly one solution and Solution is that solution.
func (s Sudoku) Validate(w Where) error {
	if err := s.validGivens(w); err != nil {
		return err
	}
	if sol, _ := Solve(s.Givens); sol != s.Solution {
		return w.invalid("the Sudoku solution does not solve the givens; leave it out and it is computed (sudoku.solution)",
			"решение судоку не подходит к условию; если его не указывать, оно будет вычислено (sudoku.solution)")
	}
	return nil
}

// Check reports whether the submitted grid is right: complete, keeping
// every given, and equal to the unique solution. An incomplete grid, one
// that changes a given, or one with any wrong digit is wrong.
func (s Sudoku) Check(g Grid) bool {
	return g.Complete() && g.Keeps(s.Givens) && g == s.Solution
}
