package trf

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// byeFile has three players after round 1; player 3 declared a half-point
// bye for round 2 and player 1 a zero-point bye for round 3.
const byeFile = "012 Byes\n" +
	"001    1      Test0001 Player0001               2720                             1.0    1     2 w 1\n" +
	"001    2      Test0002 Player0002               2701                             0.0    2     1 b 0\n" +
	"001    3      Test0003 Player0003               2650                             1.0    3  0000 - U\n" +
	"XXR 4\n" +
	"240 H 002    3\n" +
	"240 Z 003    1    2\n"

func TestByes(t *testing.T) {
	t.Run("reads_record_240", func(t *testing.T) {
		f, err := Parse(strings.NewReader(byeFile))
		if err != nil {
			t.Fatal(err)
		}
		got := fmt.Sprint(f.Byes[0].Type, f.Byes[0].Round, f.Byes[0].Players, f.Byes[1].Type, f.Byes[1].Round, f.Byes[1].Players)
		if len(f.Byes) != 2 || got != fmt.Sprint(byte('H'), 2, []int{3}, byte('Z'), 3, []int{1, 2}) {
			t.Fatalf("byes %+v", f.Byes)
		}
	})
	t.Run("writes_record_240_in_its_columns", func(t *testing.T) {
		b := Bye{Type: 'F', Round: 12, Players: []int{7, 1234}}
		if got := b.Record(); got != "240 F 012    7 1234" {
			t.Fatalf("got %q", got)
		}
	})
	t.Run("write_then_read_keeps_byes", func(t *testing.T) {
		f, err := Parse(strings.NewReader(byeFile))
		if err != nil {
			t.Fatal(err)
		}
		f.Byes = append(f.Byes, Bye{Type: 'F', Round: 4, Players: []int{2}})
		var b strings.Builder
		if err := f.Write(&b); err != nil {
			t.Fatal(err)
		}
		g, err := Parse(strings.NewReader(b.String()))
		if err != nil {
			t.Fatalf("%v\n%s", err, b.String())
		}
		if len(g.Byes) != 3 {
			t.Fatalf("byes after writing:\n%s", b.String())
		}
		for i := range f.Byes {
			if f.Byes[i].Record() != g.Byes[i].Record() {
				t.Fatalf("bye %d: %q became %q", i, f.Byes[i].Record(), g.Byes[i].Record())
			}
		}
	})
	t.Run("a_file_without_240_gets_them_at_the_end", func(t *testing.T) {
		f, _ := Parse(strings.NewReader(sample))
		f.Byes = []Bye{{Type: 'H', Round: 3, Players: []int{1}}}
		var b strings.Builder
		f.Write(&b)
		if !strings.HasSuffix(b.String(), "240 H 003    1\n") {
			t.Fatalf("got\n%s", b.String())
		}
	})
	t.Run("with_byes_writes_the_next_round_only", func(t *testing.T) {
		f, _ := Parse(strings.NewReader(byeFile))
		g := f.WithByes()
		p3 := g.Player(3).Entries
		if len(p3) != 2 || p3[1] != (Entry{Colour: '-', Result: 'H'}) {
			t.Fatalf("player 3: %+v", p3)
		}
		if len(g.Player(1).Entries) != 1 || len(g.Player(2).Entries) != 1 {
			t.Fatal("a bye of round 3 was applied before round 2 was paired")
		}
		if len(f.Player(3).Entries) != 1 {
			t.Fatal("WithByes changed the original")
		}
	})
	t.Run("a_bye_fills_a_blank_past_round", func(t *testing.T) {
		// Round 2 is played by 1 and 2; 3 has a blank entry there and a
		// declared half-point bye: the bye is what the round gave him.
		text := strings.Replace(byeFile, "1 b 0\n", "1 b 0     1 w 1\n", 1)
		text = strings.Replace(text, "2 w 1\n", "2 w 1     2 b 0\n", 1)
		f, err := Parse(strings.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		g := f.WithByes()
		if e := g.Player(3).Entries; len(e) != 2 || e[1].Result != 'H' {
			t.Fatalf("player 3: %+v", e)
		}
		if e := g.Player(1).Entries; len(e) != 3 || e[2].Result != 'Z' {
			t.Fatalf("player 1 should have the round-3 bye now: %+v", e)
		}
	})
	bad := []struct {
		name, record string
		col          int
	}{
		{"unknown_bye_type", "240 U 002    3", 5},
		{"round_not_a_number", "240 H 0x2    3", 7},
		{"round_zero", "240 H 000    3", 7},
		{"type_out_of_its_column", "240  H 002   3", 6},
		{"bad_pairing_number", "240 H 002    3   ab", 16},
		{"pairing_numbers_not_5_columns_apart", "240 H 002    31   2", 15},
		{"unknown_player", "240 H 002    3    9", 16},
		{"bye_twice_for_one_round", "240 H 002    3    3", 16},
		{"bye_against_a_game", "240 F 001    2", 11},
		{"no_player", "240 H 002", 10},
	}
	for _, c := range bad {
		t.Run("refuses_"+c.name, func(t *testing.T) {
			text := strings.Replace(byeFile, "240 H 002    3\n", c.record+"\n", 1)
			_, err := Parse(strings.NewReader(text))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want a ParseError", err)
			}
			if pe.Line != 6 || pe.Col != c.col {
				t.Fatalf("got line %d column %d (%v), want 6:%d", pe.Line, pe.Col, pe, c.col)
			}
		})
	}
}

func TestAccel250(t *testing.T) {
	t.Run("reads_fictitious_points_by_round_and_player", func(t *testing.T) {
		f, err := Parse(strings.NewReader(byeFile +
			"250       1.0 001 002    1    2\n" +
			"250       0.5 003 003    1    2\n"))
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(f.Accel[1], f.Accel[2], f.Accel[3]) != "[10 10 5] [10 10 5] []" {
			t.Fatalf("accel %v", f.Accel)
		}
	})
	bad := []struct {
		name, record string
		col          int
	}{
		{"zero_points", "250       0.0 001 002    1    2", 10},
		{"match_points_in_an_individual_event", "250 01.0  1.0 001 002    1    2", 5},
		{"rounds_reversed", "250       1.0 003 002    1    2", 19},
		{"players_reversed", "250       1.0 001 002    2    1", 28},
		{"bad_round", "250       1.0 0x1 002    1    2", 15},
		{"too_short", "250       1.0 001", 18},
	}
	for _, c := range bad {
		t.Run("refuses_"+c.name, func(t *testing.T) {
			_, err := Parse(strings.NewReader(byeFile + c.record + "\n"))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want a ParseError", err)
			}
			if pe.Line != 8 || pe.Col != c.col {
				t.Fatalf("got line %d column %d (%v), want 8:%d", pe.Line, pe.Col, pe, c.col)
			}
		})
	}
}
