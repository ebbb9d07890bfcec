package quiz_test

import (
	"cmp"
	"slices"
	"testing"

	"turnir/quiz"
)

func TestPlaces(t *testing.T) {
	tests := []struct {
		name   string
		points []int // best first
		want   []string
	}{
		{"Y2_equal_points_share_3-4", []int{9, 8, 5, 5, 2}, []string{"1", "2", "3-4", "3-4", "5"}},
		{"Y2_shared_first_place", []int{7, 7, 7, 1}, []string{"1-3", "1-3", "1-3", "4"}},
		{"Y2_all_equal", []int{0, 0}, []string{"1-2", "1-2"}},
		{"Y2_shared_last_place", []int{3, 1, 1}, []string{"1", "2-3", "2-3"}},
		{"no_ties", []int{3, 2, 1}, []string{"1", "2", "3"}},
		{"empty", nil, []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			places := quiz.Places(tt.points, func(a, b int) int { return cmp.Compare(b, a) })
			got := make([]string, len(places))
			for i, p := range places {
				got[i] = p.String()
				if p.Shared() != (p.From != p.To) {
					t.Errorf("place %v: Shared() = %v", p, p.Shared())
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("Places(%v) = %v, want %v", tt.points, got, tt.want)
			}
		})
	}
}

func TestRank(t *testing.T) {
	type team struct {
		id     string
		points int
	}
	in := []team{{"a", 1}, {"b", 5}, {"c", 3}, {"d", 5}, {"e", 3}}
	sorted, places := quiz.Rank(in, func(x, y team) int { return cmp.Compare(y.points, x.points) })
	var ids, ps []string
	for i := range sorted {
		ids = append(ids, sorted[i].id)
		ps = append(ps, places[i].String())
	}
	if want := []string{"b", "d", "c", "e", "a"}; !slices.Equal(ids, want) {
		t.Errorf("Y2_rank_is_stable: order %v, want %v", ids, want)
	}
	if want := []string{"1-2", "1-2", "3-4", "3-4", "5"}; !slices.Equal(ps, want) {
		t.Errorf("Y2_rank_shares_places: places %v, want %v", ps, want)
	}
	if in[0].id != "a" || in[1].id != "b" {
		t.Errorf("Rank changed its input: %v", in)
	}
	if (quiz.Place{}).String() != "" {
		t.Errorf("the zero place must print empty")
	}
}
