package brainring

import (
	"fmt"
	"testing"
)

func places(rows []Row) string {
	s := ""
	for _, r := range rows {
		p := fmt.Sprint(r.Place)
		if r.Shared() {
			p = fmt.Sprintf("%d-%d", r.Place, r.PlaceTo)
		}
		s += fmt.Sprintf("%s:%s ", r.Team, p)
	}
	return s
}

func TestStandings(t *testing.T) {
	cfg := DefaultConfig()
	f := func(a, b string, sa, sb int) Fight { return fightOf(a, b, sa, sb, 5) }
	// Three teams tied overall whose mutual fights split them: X-Y 3:1,
	// Y-Z 2:1, Z-X 2:1 give mini-table X +1, Z 0, Y -1; the fights against W
	// (2:1, 3:0, 3:1) even them out to 4 points and 6:4 each.
	threeWay := []Fight{f("X", "Y", 3, 1), f("Y", "Z", 2, 1), f("Z", "X", 2, 1),
		f("X", "W", 2, 1), f("Y", "W", 3, 0), f("Z", "W", 3, 1)}
	// A tops the mini-table of A, B, C; B and C drew their mutual fight, so
	// they stay tied ("3-4") until a lot.
	partial := []Fight{f("A", "B", 2, 1), f("A", "C", 2, 1), f("B", "C", 1, 1),
		f("A", "W", 0, 1), f("W", "A", 1, 0),
		f("B", "W", 1, 0), f("W", "B", 1, 1), f("C", "W", 1, 0), f("W", "C", 1, 1)}
	// Circular: every mutual fight 3:2, nothing separates X, Y, Z.
	circular := []Fight{f("X", "Y", 3, 2), f("Y", "Z", 3, 2), f("Z", "X", 3, 2)}
	for _, tc := range []struct {
		name   string
		teams  []string
		fights []Fight
		lot    []string
		want   string
	}{
		{"F5_points_first", []string{"a", "b", "c"},
			[]Fight{f("a", "b", 1, 0), f("c", "b", 5, 0), f("a", "c", 1, 0)}, nil, "a:1 c:2 b:3 "},
		{"F5_taken_minus_given_breaks_equal_points", []string{"a", "b", "c"},
			[]Fight{f("a", "c", 1, 0), f("b", "c", 4, 0), f("a", "b", 0, 0)}, nil, "b:1 a:2 c:3 "},
		{"F5_taken_breaks_equal_difference", []string{"a", "b", "c", "d"},
			[]Fight{f("a", "c", 1, 0), f("b", "d", 3, 2), f("a", "b", 0, 0), f("c", "d", 0, 0)}, nil, "b:1 a:2 d:3 c:4 "},
		{"F5_head_to_head_two_teams", []string{"a", "b", "c", "d"},
			[]Fight{f("a", "b", 1, 2), f("a", "c", 1, 0), f("b", "d", 0, 1), f("c", "d", 0, 0)}, nil, "d:1 b:2 a:3 c:4 "},
		{"F5_three_way_tie_mini_table", []string{"W", "X", "Y", "Z"}, threeWay, nil, "X:1 Z:2 Y:3 W:4 "},
		{"F5_three_way_tie_mini_table_splits_one_off_rest_shared", []string{"A", "B", "C", "W"}, partial, nil, "W:1 A:2 B:3-4 C:3-4 "},
		{"F5_three_way_tie_rest_settled_by_lot", []string{"A", "B", "C", "W"}, partial, []string{"C", "W", "B", "A"}, "W:1 A:2 C:3 B:4 "},
		{"F5_circular_three_way_tie_is_shared", []string{"X", "Y", "Z"}, circular, nil, "X:1-3 Y:1-3 Z:1-3 "},
		{"F5_circular_three_way_tie_settled_by_lot", []string{"X", "Y", "Z"}, circular, []string{"Z", "X", "Y"}, "Z:1 X:2 Y:3 "},
		{"F5_lot_missing_a_tied_team_settles_nothing", []string{"X", "Y", "Z"}, circular, []string{"Z", "X"}, "X:1-3 Y:1-3 Z:1-3 "},
		{"F5_unfinished_fights_do_not_count", []string{"a", "b"},
			[]Fight{{A: "a", B: "b", Length: 5, Taken: []string{"a", "a"}}}, nil, "a:1-2 b:1-2 "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rows, err := Standings(tc.teams, tc.fights, cfg, tc.lot)
			if err != nil {
				t.Fatal(err)
			}
			if got := places(rows); got != tc.want {
				t.Fatalf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
	t.Run("F5_three_way_tie_marks_head_to_head", func(t *testing.T) {
		rows, _ := Standings([]string{"W", "X", "Y", "Z"}, threeWay, cfg, nil)
		for _, r := range rows[:3] {
			if !r.HeadToHead || r.Points != 4 || r.Taken != 6 || r.Given != 4 {
				t.Fatalf("row %+v: want 4 points, 6:4, placed by head-to-head", r)
			}
		}
	})
	t.Run("F5_totals", func(t *testing.T) {
		rows, _ := Standings([]string{"a", "b"}, []Fight{f("a", "b", 3, 1), f("b", "a", 2, 2)}, cfg, nil)
		a := rows[0]
		if a.Team != "a" || a.Played != 2 || a.Won != 1 || a.Drawn != 1 || a.Lost != 0 || a.Points != 3 || a.Diff() != 2 {
			t.Fatalf("row %+v", a)
		}
	})
	t.Run("F5_top_2_go_on", func(t *testing.T) {
		rows, _ := Standings([]string{"W", "X", "Y", "Z"}, threeWay, cfg, nil)
		q, err := Qualifiers(rows, cfg.Advance)
		if err != nil || fmt.Sprint(q) != "[X Z]" {
			t.Fatalf("qualifiers %v, %v", q, err)
		}
	})
	t.Run("F5_shared_place_across_the_cut_needs_a_lot", func(t *testing.T) {
		rows, _ := Standings([]string{"X", "Y", "Z"}, circular, cfg, nil)
		if _, err := Qualifiers(rows, 2); err == nil {
			t.Fatal("a tie across the cut passed")
		}
		if u := Unresolved(rows); len(u) != 1 || len(u[0]) != 3 {
			t.Fatalf("unresolved %v", u)
		}
		order := DrawLot([]string{"X", "Y", "Z"}, lot(5, "group-A-tie"))
		rows, _ = Standings([]string{"X", "Y", "Z"}, circular, cfg, order)
		q, err := Qualifiers(rows, 2)
		if err != nil || fmt.Sprint(q) != fmt.Sprint(order[:2]) || !rows[0].ByLot {
			t.Fatalf("qualifiers %v (%v), lot %v", q, err, order)
		}
	})
	t.Run("F5_refuses_foreign_fights", func(t *testing.T) {
		if _, err := Standings([]string{"a", "b"}, []Fight{f("a", "z", 1, 0)}, cfg, nil); err == nil {
			t.Fatal("a fight against a team outside the group accepted")
		}
	})
}
