package report

import (
	"slices"
	"testing"

	"turnir/cup"
	"turnir/festival/teamcup"
)

// TestC7_C14_FinalRowsNumberedAsAnnounced: the final's table numbers its
// questions as the host announced them (the jury page's numbers): a
// removed question (C14) under the number its replacement was played
// under, the extra ones (C7) as "extra n", not by their place in the list.
func TestC7_C14_FinalRowsNumberedAsAnnounced(t *testing.T) {
	q := func(winner string, removed bool) teamcup.FinalQuestionView {
		return teamcup.FinalQuestionView{FinalQuestion: cup.FinalQuestion{Winner: winner, Removed: removed}}
	}
	qs := []teamcup.FinalQuestionView{q("a", false), q("", true), q("b", false), q("a", false), q("", true), q("b", false)}
	en := func(_, en string) string { return en }
	rows := finalRows(qs, 3, map[string]string{"a": "Альфа", "b": "Бета"}, en)
	var nums []string
	for _, r := range rows {
		nums = append(nums, r[0])
	}
	if want := []string{"1", "2", "2", "3", "extra 1", "extra 1"}; !slices.Equal(nums, want) {
		t.Fatalf("numbers %q, want %q", nums, want)
	}
	if rows[1][2] == "" || rows[2][2] != "" || rows[2][1] != "Бета" {
		t.Fatalf("rows %q", rows)
	}
}
