package quiz_test

import (
	"slices"
	"testing"

	"turnir/quiz"
)

func TestRatingExport(t *testing.T) {
	r1 := mustRound(t, "Round 1", map[string]string{"t1": "101", "t2": "111"}, "t1", "t2")
	if err := r1.Remove(2, "error in question"); err != nil {
		t.Fatal(err)
	}
	r2 := mustRound(t, "Round 2", map[string]string{"t2": "01", "t1": "10"}, "t2", "t1")
	labels := map[string]quiz.Label{"t1": {RatingID: "54321", Name: "Знатоки", Town: "Тверь"}}
	sheets := quiz.RatingExport([]quiz.Round{r1, r2}, labels)
	if len(sheets) != 2 {
		t.Fatalf("%d sheets, want one per round", len(sheets))
	}
	want := []struct {
		round string
		rows  []quiz.RatingRow
	}{
		{"Round 1", []quiz.RatingRow{{"54321", "Знатоки", "Тверь", []int{1, 0, 1}}, {"t2", "", "", []int{1, 0, 1}}}},
		{"Round 2", []quiz.RatingRow{{"t2", "", "", []int{0, 1}}, {"54321", "Знатоки", "Тверь", []int{1, 0}}}},
	}
	for i, w := range want {
		sh := sheets[i]
		if sh.Round != w.round || len(sh.Rows) != len(w.rows) {
			t.Fatalf("sheet %d = %+v", i, sh)
		}
		for j, row := range sh.Rows {
			if row.TeamID != w.rows[j].TeamID || row.Name != w.rows[j].Name || row.Town != w.rows[j].Town || !slices.Equal(row.Answers, w.rows[j].Answers) {
				t.Errorf("sheet %q row %d = %+v, want %+v", sh.Round, j, row, w.rows[j])
			}
		}
	}
	if !slices.Equal(sheets[0].Removed, []int{2}) || sheets[1].Removed != nil {
		t.Errorf("removed lists: %v, %v", sheets[0].Removed, sheets[1].Removed)
	}
}
