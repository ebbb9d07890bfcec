package puzzle_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"turnir/puzzleswiss/puzzle"
)

const goodSet = `{
  "title": "Весенний турнир",
  "puzzles": [
    {"id": "r1", "kind": "text", "title": "Загадка",
     "text": "Зимой и летом одним цветом.", "images": ["r1.png"],
     "key": {"accepted": ["ёлка", "ель"]}},
    {"kind": "sudoku",
     "sudoku": {"givens": "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79"}},
    {"id": "r3", "kind": "text", "text": "См. PDF", "attachments": ["r3.pdf"], "images": ["r1.png"],
     "key": {"accepted": ["А Б В"], "ignore_spaces": true}}
  ]
}`

func TestParseSet(t *testing.T) {
	set, err := puzzle.ParseSet([]byte(goodSet))
	if err != nil {
		t.Fatal(err)
	}
	if set.Title != "Весенний турнир" || len(set.Puzzles) != 3 {
		t.Fatalf("parsed %+v", set)
	}
	p2, err := set.ForRound(2)
	if err != nil {
		t.Fatal(err)
	}
	if p2.ID != "round-2" {
		t.Errorf("round 2 id %q, want the default round-2", p2.ID)
	}
	if p2.Sudoku.Solution.String() != wikiSolution {
		t.Errorf("round 2 solution not computed: %s", p2.Sudoku.Solution)
	}
	p3, _ := set.ForRound(3)
	if ok, _ := p3.Check("абв"); !ok || !p3.Key.IgnoreSpaces {
		t.Errorf("round 3 key %+v does not accept абв", p3.Key)
	}
	if got := set.Files(); !slices.Equal(got, []string{"r1.png", "r3.pdf"}) {
		t.Errorf("Files = %v", got)
	}
	if _, err := set.ForRound(4); err == nil {
		t.Error("ForRound(4) of a 3-puzzle set did not fail")
	}
	if err := set.Covers(3); err != nil {
		t.Error(err)
	}
	if err := set.Covers(4); err == nil {
		t.Error("a 3-puzzle set covers 4 rounds")
	}

	// The set survives a round trip through its own JSON (as in the event log).
	b, err := json.Marshal(set)
	if err != nil {
		t.Fatal(err)
	}
	back, err := puzzle.ParseSet(b)
	if err != nil {
		t.Fatalf("re-parsing %s: %v", b, err)
	}
	b2, _ := json.Marshal(back)
	if string(b) != string(b2) {
		t.Errorf("round trip changed the set:\n%s\n%s", b, b2)
	}
}

func TestParseSetRefuses(t *testing.T) {
	// replace returns goodSet with old replaced by new once, failing if absent.
	replace := func(old, new string) string {
		if !strings.Contains(goodSet, old) {
			t.Fatalf("test is broken: %q not in goodSet", old)
		}
		return strings.Replace(goodSet, old, new, 1)
	}
	tests := []struct {
		name, file, wantEN, placeEN, placeRU string
	}{
		{"empty_file", "", "empty", "puzzle set", "набор головоломок"},
		{"syntax_error_line", replace(`"kind": "sudoku",`, `"kind": "sudoku"`), "line 8, column 6", "puzzle set", "набор головоломок"},
		{"syntax_error_top", "{\n\"title\": ,}", "line 2, column 10", "puzzle set", "набор головоломок"},
		{"trailing_data", goodSet + "{}", "more after the end", "puzzle set", "набор головоломок"},
		{"unknown_top_field", replace(`"title"`, `"titel"`), `unknown field "titel"`, "puzzle set", "набор головоломок"},
		{"misspelt_accepted", replace(`"accepted": ["ёлка"`, `"accept": ["ёлка"`), `unknown field "accept"`, "round 1", "тур 1"},
		{"wrong_type", replace(`"accepted": ["ёлка", "ель"]`, `"accepted": "ёлка"`), `"key.accepted" should be a list`, "round 1", "тур 1"},
		{"no_puzzles", `{"puzzles": []}`, "no puzzles", "puzzle set", "набор головоломок"},
		// 101 Sudokus with no solution given: refused by count before
		// any of them is solved.
		{"too_many_puzzles", `{"puzzles": [` + strings.TrimSuffix(strings.Repeat(`{"kind": "sudoku", "sudoku": {"givens": "`+strings.Repeat(".", 81)+`"}},`, puzzle.MaxPuzzles+1), ",") + `]}`,
			"puzzles in the set: 101; at most 100", "puzzle set", "набор головоломок"},
		{"missing_key", replace(`,
     "key": {"accepted": ["ёлка", "ель"]}`, ``), "answer key", "round 1", "тур 1"},
		{"empty_answer", replace(`["ёлка", "ель"]`, `["ёлка", "  "]`), "accepted answer 2", "round 1", "тур 1"},
		{"grid_as_number", replace(`"givens": "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79"`, `"givens": 53`), `should be a string`, "round 2", "тур 2"},
		{"id_as_number", replace(`"id": "r3"`, `"id": 3`), `"id" should be a string`, "round 3", "тур 3"},
		{"bad_grid_char", replace(`"givens": "53`, `"givens": "x3`), "cell 1", "round 2", "тур 2"},
		{"short_grid", replace(`"givens": "53..7....`, `"givens": "`), "has 72", "round 2", "тур 2"},
		{"ambiguous_sudoku", replace(`53..7....`, `.........`), "more than one solution", "round 2", "тур 2"},
		{"conflicting_sudoku", replace(`53..7....`, `55..7....`), "repeat digit 5", "round 2", "тур 2"},
		{"wrong_solution", replace(`"sudoku": {"givens"`, `"sudoku": {"solution": "`+strings.Repeat("1", 81)+`", "givens"`), "sudoku.solution", "round 2", "тур 2"},
		{"duplicate_id", replace(`"id": "r3"`, `"id": "r1"`), "already used by round 1", "round 3", "тур 3"},
		{"bad_kind", replace(`"id": "r3", "kind": "text"`, `"id": "r3", "kind": "rebus"`), `"rebus"`, "round 3", "тур 3"},
		{"bad_attachment", replace(`"r3.pdf"`, `"r3.docx"`), "(attachments)", "round 3", "тур 3"},
		{"path_in_image", replace(`цветом.", "images": ["r1.png"]`, `цветом.", "images": ["img/r1.png"]`), "(images)", "round 1", "тур 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := puzzle.ParseSet([]byte(tt.file))
			checkErr(t, err, tt.wantEN, tt.placeEN, tt.placeRU)
		})
	}
}

// TestSetRounds proves the set side of P8 (one puzzle per round): round n
// gets the n-th puzzle, and a set short of the tournament's rounds is
// refused before the start.
func TestSetRounds(t *testing.T) {
	set, err := puzzle.ParseSet([]byte(goodSet))
	if err != nil {
		t.Fatal(err)
	}
	t.Run("P8_round_n_gets_puzzle_n", func(t *testing.T) {
		for n, want := range []string{"r1", "round-2", "r3"} {
			p, err := set.ForRound(n + 1)
			if err != nil || p.ID != want {
				t.Errorf("ForRound(%d) = %q, %v; want %q", n+1, p.ID, err, want)
			}
		}
		for _, n := range []int{0, -1, 4} {
			if _, err := set.ForRound(n); err == nil {
				t.Errorf("ForRound(%d) found a puzzle", n)
			}
		}
	})
	t.Run("P8_set_must_cover_every_round", func(t *testing.T) {
		for rounds := 1; rounds <= 5; rounds++ {
			err := set.Covers(rounds)
			if (err == nil) != (rounds <= 3) {
				t.Errorf("Covers(%d) = %v with 3 puzzles", rounds, err)
			}
		}
	})
}
