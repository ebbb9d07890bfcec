package svoya

import (
	"fmt"
	"testing"
)

func order(rows []QualifyingRow) string {
	s := ""
	for _, r := range rows {
		p := fmt.Sprint(r.Place.Place)
		if r.Tied() {
			p = fmt.Sprintf("%d-%d", r.Place.Place, r.PlaceTo)
		}
		s += r.Player + ":" + p + " "
	}
	return s
}

func TestQualifying(t *testing.T) {
	cfg := DefaultConfig()
	q := cfg.Qualifying
	t.Run("S4_sheet_is_24_themes_of_5", func(t *testing.T) {
		if q.Themes != 24 || fmt.Sprint(q.Values) != "[10 20 30 40 50]" {
			t.Fatalf("qualifying %+v", q)
		}
		bad := sheet("a", q)
		bad.Marks = bad.Marks[:23]
		if _, err := bad.Score(q); err == nil {
			t.Fatal("a sheet of 23 themes accepted")
		}
		bad = sheet("a", q)
		bad.Marks[3] = bad.Marks[3][:4]
		if _, err := bad.Score(q); err == nil {
			t.Fatal("a theme of 4 answers accepted")
		}
	})
	t.Run("S5_right_plus_wrong_minus_none_zero", func(t *testing.T) {
		ind, err := sheet("a", q, "+-.+-", "....+").Score(q)
		if err != nil {
			t.Fatal(err)
		}
		// 10 - 20 + 40 - 50 + 50 = 30; right 10+40+50 = 100 in 3.
		if ind.Total != 30 || ind.RightSum != 100 || ind.RightCount != 3 || ind.Answered != 5 {
			t.Fatalf("%+v", ind)
		}
	})
	t.Run("S5_negative_total", func(t *testing.T) {
		ind, _ := sheet("a", q, "----.").Score(q)
		if ind.Total != -100 {
			t.Fatalf("total %d, want -100", ind.Total)
		}
	})
	for _, tc := range []struct {
		name      string
		sheets    []Sheet
		committee []string
		want      string
		ties      int
	}{
		{"S6_total_first", []Sheet{sheet("a", q, "+"), sheet("b", q, "..+")}, nil, "b:1 a:2 ", 0},
		// b: 50 - 20 = 30 with right 50; a: 30 with right 30: b ahead.
		{"S6_right_sum_breaks_equal_totals", []Sheet{sheet("a", q, "..+"), sheet("b", q, ".-..+")}, nil, "b:1 a:2 ", 0},
		{"S6_unresolved_tie_reported", []Sheet{sheet("a", q, "+"), sheet("b", q, ".", "+"), sheet("c", q, "++")}, nil, "c:1 a:2-3 b:2-3 ", 1},
		{"S6_committee_order_resolves", []Sheet{sheet("a", q, "+"), sheet("b", q, ".", "+"), sheet("c", q, "++")}, []string{"b", "a"}, "c:1 b:2 a:3 ", 0},
		{"S6_committee_must_name_every_tied_player", []Sheet{sheet("a", q, "+"), sheet("b", q, "+"), sheet("c", q, "+")}, []string{"b", "a"}, "a:1-3 b:1-3 c:1-3 ", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rows, ties, err := Qualifying(tc.sheets, cfg, tc.committee)
			if err != nil {
				t.Fatal(err)
			}
			if got := order(rows); got != tc.want || len(ties) != tc.ties {
				t.Fatalf("got %s (%d ties), want %s (%d ties)", got, len(ties), tc.want, tc.ties)
			}
		})
	}
	t.Run("S6_right_count_breaks_equal_right_sums", func(t *testing.T) {
		// a: 10+20+30 = 60 right in 3; b: 10+50 = 60 right in 2; both total 60.
		rows, _, err := Qualifying([]Sheet{sheet("b", q, "+...+"), sheet("a", q, "+++")}, cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := order(rows); got != "a:1 b:2 " {
			t.Fatalf("got %s", got)
		}
	})
	t.Run("S6_no_qualifiers_while_the_committee_has_not_decided", func(t *testing.T) {
		sheets := []Sheet{sheet("a", q, "+"), sheet("b", q, ".", "+"), sheet("c", q, "++")}
		rows, _, _ := Qualifying(sheets, cfg, nil)
		if _, err := Qualifiers(rows, 3); err == nil {
			t.Fatal("a tie inside the qualifiers passed")
		}
		if got, err := Qualifiers(rows, 1); err != nil || fmt.Sprint(got) != "[c]" {
			t.Fatalf("%v %v: a tie below the cut must not block", got, err)
		}
		rows, _, _ = Qualifying(sheets, cfg, []string{"a", "b"})
		if got, err := Qualifiers(rows, 3); err != nil || fmt.Sprint(got) != "[c a b]" || !rows[1].ByCommittee {
			t.Fatalf("%v %v", got, err)
		}
	})
	t.Run("S7_places_1_to_32_go_on", func(t *testing.T) {
		var sheets []Sheet
		for i, p := range playersN(40) {
			s := sheet(p, q)
			// Player i answers i questions right: totals all differ.
			for k := range i {
				s.Marks[k/5][k%5] = Right
			}
			sheets = append(sheets, s)
		}
		rows, ties, err := Qualifying(sheets, cfg, nil)
		if err != nil || len(ties) != 0 {
			t.Fatal(err, ties)
		}
		got, err := Qualifiers(rows, q.Advance)
		if err != nil || len(got) != 32 || got[0] != "p40" || got[31] != "p09" {
			t.Fatalf("%v %v", got, err)
		}
	})
	t.Run("S2_entrants_are_players_of_festival_teams", func(t *testing.T) {
		eligible := map[string]bool{"a": true, "b": true}
		if err := CheckEntrants([]string{"a", "b"}, eligible); err != nil {
			t.Fatal(err)
		}
		if err := CheckEntrants([]string{"a", "z"}, eligible); err == nil {
			t.Fatal("an outsider entered")
		}
		if err := CheckEntrants([]string{"a", "a"}, eligible); err == nil {
			t.Fatal("a double entry accepted")
		}
	})
	t.Run("S6_refuses_two_sheets_of_one_player", func(t *testing.T) {
		if _, _, err := Qualifying([]Sheet{sheet("a", q), sheet("a", q)}, cfg, nil); err == nil {
			t.Fatal("two sheets accepted")
		}
	})
}
