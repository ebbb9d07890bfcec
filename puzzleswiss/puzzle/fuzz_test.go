package puzzle_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"turnir"
	"turnir/puzzleswiss/puzzle"
)

// FuzzParseSet holds the set reader to its promise: any upload is read or
// refused with a *turnir.Error, never a panic, and a set read is written
// as JSON that reads back the same set.
func FuzzParseSet(f *testing.F) {
	f.Add([]byte(goodSet))
	f.Add([]byte(`{"puzzles": []}`))
	f.Add([]byte(`{"puzzles": [{"kind": "sudoku", "sudoku": {"givens": "` + wikiSolution + `"}}]}`))
	f.Fuzz(func(t *testing.T, src []byte) {
		set, err := puzzle.ParseSet(src)
		if err != nil {
			var te *turnir.Error
			if !errors.As(err, &te) {
				t.Fatalf("refusal is not a *turnir.Error: %T %v", err, err)
			}
			return
		}
		out, err := json.Marshal(set)
		if err != nil {
			t.Fatalf("read but not writable: %v", err)
		}
		back, err := puzzle.ParseSet(out)
		if err != nil {
			t.Fatalf("written set does not read back: %v\n%s", err, out)
		}
		// Compared as written: an empty list and none are the same set.
		again, err := json.Marshal(back)
		if err != nil || !bytes.Equal(out, again) {
			t.Fatalf("read back differently (%v):\n%s\n%s", err, out, again)
		}
	})
}
