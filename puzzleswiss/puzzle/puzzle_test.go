package puzzle_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"turnir"
	"turnir/puzzleswiss/puzzle"
)

func textPuzzle() puzzle.Puzzle {
	return puzzle.Puzzle{
		ID: "r1", Kind: puzzle.KindText, Title: "Загадка",
		Text:   "Зимой и летом одним цветом.",
		Images: []string{"tree.png"}, Attachments: []string{"rules.pdf"},
		Key: &puzzle.Key{Accepted: []string{"Ёлочка", "Spruce"}},
	}
}

func sudokuPuzzle(t *testing.T) puzzle.Puzzle {
	s, err := puzzle.NewSudoku(puzzle.MustParseGrid(wikiGivens), puzzle.Round(2))
	if err != nil {
		t.Fatal(err)
	}
	return puzzle.Puzzle{ID: "r2", Kind: puzzle.KindSudoku, Title: "Судоку", Sudoku: &s}
}

// TestPublicNeverLeaksKey proves the type-level guarantee behind P10's "the
// answer key never leaves the server": the Statement type has no field that
// could carry a key or a solution, and the JSON a client gets holds neither.
func TestPublicNeverLeaksKey(t *testing.T) {
	t.Run("P10_statement_type_has_no_secret_fields", func(t *testing.T) {
		typ := reflect.TypeFor[puzzle.Statement]()
		for f := range typ.Fields() {
			name := strings.ToLower(f.Name + " " + f.Tag.Get("json"))
			for _, secret := range []string{"key", "accepted", "solution", "answer"} {
				if strings.Contains(name, secret) {
					t.Errorf("Statement field %s (%s) looks like a secret", f.Name, f.Tag)
				}
			}
			if f.Type == reflect.TypeFor[puzzle.Key]() || f.Type == reflect.TypeFor[*puzzle.Key]() ||
				f.Type == reflect.TypeFor[puzzle.Sudoku]() || f.Type == reflect.TypeFor[*puzzle.Sudoku]() {
				t.Errorf("Statement field %s has secret type %v", f.Name, f.Type)
			}
		}
	})
	t.Run("P10_text_statement_json_has_no_answer", func(t *testing.T) {
		p := textPuzzle()
		b, err := json.Marshal(p.Public())
		if err != nil {
			t.Fatal(err)
		}
		low := strings.ToLower(string(b))
		for _, a := range p.Key.Accepted {
			if strings.Contains(low, strings.ToLower(a)) || strings.Contains(low, puzzle.Normalize(a, puzzle.Options{})) {
				t.Errorf("statement JSON %s contains accepted answer %q", b, a)
			}
		}
		for _, want := range []string{p.Title, p.Text, "tree.png", "rules.pdf", `"kind":"text"`} {
			if !strings.Contains(string(b), want) {
				t.Errorf("statement JSON %s lacks %q", b, want)
			}
		}
	})
	t.Run("P10_sudoku_statement_json_has_givens_not_solution", func(t *testing.T) {
		p := sudokuPuzzle(t)
		b, err := json.Marshal(p.Public())
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(b), wikiSolution) {
			t.Errorf("statement JSON %s contains the solution", b)
		}
		if !strings.Contains(string(b), `"givens":"`+wikiGivens+`"`) {
			t.Errorf("statement JSON %s lacks the givens", b)
		}
	})
	t.Run("statement_does_not_alias_puzzle", func(t *testing.T) {
		p := textPuzzle()
		st := p.Public()
		st.Images[0] = "changed.png"
		if p.Images[0] != "tree.png" {
			t.Error("changing the statement changed the puzzle")
		}
	})
}

func TestPuzzleCheck(t *testing.T) {
	text := textPuzzle()
	sudoku := sudokuPuzzle(t)
	wrongGrid := []byte(wikiSolution)
	wrongGrid[2], wrongGrid[3] = wrongGrid[3], wrongGrid[2]
	tests := []struct {
		name    string
		p       puzzle.Puzzle
		answer  string
		want    bool
		wantErr string // code of the expected error, "" for none
	}{
		{"P10_text_right", text, "ёлочка", true, ""},
		{"P10_text_right_second_answer", text, " SPRUCE ", true, ""},
		{"P10_text_wrong", text, "сосна", false, ""},
		{"P10_text_empty_is_not_an_attempt", text, "  ", false, turnir.EINVALID},
		{"P10_text_too_long_is_not_an_attempt", text, strings.Repeat("а", puzzle.MaxAnswerBytes), false, turnir.EINVALID},
		{"P10_sudoku_right", sudoku, wikiSolution, true, ""},
		{"P10_sudoku_right_with_zeros_and_lines", sudoku, wikiSolution[:40] + "\n" + wikiSolution[40:], true, ""},
		{"P10_sudoku_wrong", sudoku, string(wrongGrid), false, ""},
		{"P10_sudoku_incomplete", sudoku, wikiSolution[:80] + ".", false, ""},
		{"P10_sudoku_givens_only", sudoku, wikiGivens, false, ""},
		{"P10_sudoku_malformed_is_not_an_attempt", sudoku, wikiSolution[:80], false, turnir.EINVALID},
		{"no_key_is_internal", puzzle.Puzzle{ID: "x", Kind: puzzle.KindText}, "a", false, turnir.EINTERNAL},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.p.Check(tt.answer)
			if code := turnir.ErrorCode(err); code != tt.wantErr {
				t.Fatalf("Check(%q) error %v (code %q), want code %q", tt.answer, err, code, tt.wantErr)
			}
			if got != tt.want {
				t.Errorf("Check(%q) = %v, want %v", tt.answer, got, tt.want)
			}
		})
	}
}

func TestRightAnswer(t *testing.T) {
	for _, p := range []puzzle.Puzzle{textPuzzle(), sudokuPuzzle(t)} {
		t.Run(string(p.Kind), func(t *testing.T) {
			ok, err := p.Check(p.RightAnswer())
			if err != nil || !ok {
				t.Errorf("Check(RightAnswer()=%q) = %v, %v", p.RightAnswer(), ok, err)
			}
		})
	}
}

func TestPuzzleValidate(t *testing.T) {
	edit := func(f func(p *puzzle.Puzzle)) puzzle.Puzzle {
		p := textPuzzle()
		f(&p)
		return p
	}
	sud := sudokuPuzzle(t)
	tests := []struct {
		name    string
		p       puzzle.Puzzle
		wantErr string
	}{
		{"valid_text", textPuzzle(), ""},
		{"valid_sudoku", sud, ""},
		{"missing_id", edit(func(p *puzzle.Puzzle) { p.ID = "" }), "(id)"},
		{"id_with_slash", edit(func(p *puzzle.Puzzle) { p.ID = "a/b" }), "(id)"},
		{"id_cyrillic", edit(func(p *puzzle.Puzzle) { p.ID = "тур1" }), "(id)"},
		{"missing_kind", edit(func(p *puzzle.Puzzle) { p.Kind = "" }), "(kind)"},
		{"unknown_kind", edit(func(p *puzzle.Puzzle) { p.Kind = "crossword" }), `"crossword"`},
		{"text_without_key", edit(func(p *puzzle.Puzzle) { p.Key = nil }), "(key)"},
		{"text_with_empty_key", edit(func(p *puzzle.Puzzle) { p.Key = &puzzle.Key{} }), "(key.accepted)"},
		{"text_with_sudoku", edit(func(p *puzzle.Puzzle) { p.Sudoku = sud.Sudoku }), "(sudoku)"},
		{"text_shows_nothing", edit(func(p *puzzle.Puzzle) { p.Text, p.Images, p.Attachments = " ", nil, nil }), "shows nothing"},
		{"text_only_an_image", edit(func(p *puzzle.Puzzle) { p.Text, p.Attachments = "", nil }), ""},
		{"title_too_long", edit(func(p *puzzle.Puzzle) { p.Title = strings.Repeat("я", puzzle.MaxTitleLen+1) }), "(title)"},
		{"text_too_long", edit(func(p *puzzle.Puzzle) { p.Text = strings.Repeat("x", puzzle.MaxTextLen+1) }), "(text)"},
		{"image_path_traversal", edit(func(p *puzzle.Puzzle) { p.Images = []string{"../etc/passwd.png"} }), "(images)"},
		{"image_hidden", edit(func(p *puzzle.Puzzle) { p.Images = []string{".x.png"} }), "(images)"},
		{"image_svg_refused", edit(func(p *puzzle.Puzzle) { p.Images = []string{"x.svg"} }), "(images)"},
		{"image_upper_case_ext", edit(func(p *puzzle.Puzzle) { p.Images = []string{"Фото 1.JPG"} }), ""},
		{"attachment_not_pdf", edit(func(p *puzzle.Puzzle) { p.Attachments = []string{"x.exe"} }), "(attachments)"},
		{"file_twice", edit(func(p *puzzle.Puzzle) { p.Images = []string{"a.png", "a.png"} }), "listed twice"},
		{"sudoku_with_key", func() puzzle.Puzzle { p := sud; p.Key = &puzzle.Key{Accepted: []string{"x"}}; return p }(), "(key)"},
		{"sudoku_without_grid", func() puzzle.Puzzle { p := sud; p.Sudoku = nil; return p }(), "(sudoku.givens)"},
		{"sudoku_two_solutions", func() puzzle.Puzzle {
			p := sud
			s := *p.Sudoku
			s.Givens = twoSolutionGrid(t, s.Solution)
			p.Sudoku = &s
			return p
		}(), "more than one solution"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkErr(t, tt.p.Validate(puzzle.Round(5)), tt.wantErr, "round 5", "тур 5")
		})
	}
}

func TestDemoSet(t *testing.T) {
	seed := turnir.SeedFromUint64(1)
	set := puzzle.DemoSet(seed.Rand("demo"), 7)
	if err := set.Validate(); err != nil {
		t.Fatal(err)
	}
	if err := set.Covers(7); err != nil {
		t.Fatal(err)
	}
	kinds := ""
	for _, p := range set.Puzzles {
		kinds += string(p.Kind[0])
		if ok, err := p.Check(p.RightAnswer()); !ok || err != nil {
			t.Errorf("%s: right answer %q refused: %v", p.ID, p.RightAnswer(), err)
		}
	}
	if kinds != "tststst" {
		t.Errorf("kinds by round %q, want text and sudoku alternating", kinds)
	}
	again := puzzle.DemoSet(seed.Rand("demo"), 7)
	a, _ := json.Marshal(set)
	b, _ := json.Marshal(again)
	if string(a) != string(b) {
		t.Error("the same seed gave two different demo sets")
	}
	// Sets must not share keys: a change to one set's key leaves the other alone.
	set.Puzzles[0].Key.Accepted[0] = "changed"
	if again.Puzzles[0].Key.Accepted[0] == "changed" {
		t.Error("demo sets share their keys")
	}
}
