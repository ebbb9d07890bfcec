package trf

import (
	"errors"
	"strings"
	"testing"
)

const sample = "012 Test\r" +
	"001    1      Test0001 Player0001               2720                             1.0    1     2 w 1\r" +
	"001    2      Test0002 Player0002               2701                             0.0    2     1 b 0  0000 - H\r" +
	"XXR 3\r162  W 3.0    D 1.0\r"

func TestParse(t *testing.T) {
	t.Run("reads_players_entries_and_records", func(t *testing.T) {
		f, err := Parse(strings.NewReader(sample))
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Players) != 2 || f.Rounds != 3 || f.Points.Win != 30 || f.Points.Draw != 10 || f.Points.PAB != 30 {
			t.Fatalf("got %+v", f)
		}
		p := f.Player(2)
		if p.Rating != 2701 || len(p.Entries) != 2 || p.Entries[1].Result != 'H' || p.Entries[0].Opponent != 1 {
			t.Fatalf("player 2: %+v", p)
		}
	})
	bad := []struct {
		name, text string
		line, col  int
	}{
		{"bad_pairing_number", "001   x1      Test\n", 1, 5},
		{"unknown_result_code", "012 T\n001    1      Test0001 Player0001               2720                             1.0    1     2 w Q\n", 2, 99},
		{"opponent_missing", "001    1      Test0001 Player0001               2720                             1.0    1     9 w 1\n", 1, 92},
		{"rounds_not_a_number", "XXR many\n", 1, 5},
		{"repeated_pairing_number", "001    1      A\n001    1      B\n", 2, 5},
	}
	for _, c := range bad {
		t.Run("refuses_"+c.name, func(t *testing.T) {
			_, err := Parse(strings.NewReader(c.text))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want a ParseError", err)
			}
			if pe.Line != c.line || pe.Col != c.col {
				t.Fatalf("got line %d column %d (%v), want %d:%d", pe.Line, pe.Col, pe, c.line, c.col)
			}
		})
	}
	t.Run("write_then_read_keeps_entries", func(t *testing.T) {
		f, err := Parse(strings.NewReader(sample))
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if err := f.Write(&b); err != nil {
			t.Fatal(err)
		}
		g, err := Parse(strings.NewReader(b.String()))
		if err != nil {
			t.Fatalf("%v\n%s", err, b.String())
		}
		for i, p := range f.Players {
			q := g.Players[i]
			if q.ID != p.ID || len(q.Entries) != len(p.Entries) || q.Points != p.Points {
				t.Fatalf("player %d changed: %+v vs %+v", p.ID, q, p)
			}
			for r := range p.Entries {
				if p.Entries[r] != q.Entries[r] {
					t.Fatalf("player %d round %d: %+v vs %+v", p.ID, r+1, q.Entries[r], p.Entries[r])
				}
			}
		}
	})
	t.Run("cut_keeps_announced_byes_of_the_next_round", func(t *testing.T) {
		f, _ := Parse(strings.NewReader(sample))
		c := f.Cut(2)
		if len(c.Player(1).Entries) != 1 || len(c.Player(2).Entries) != 2 {
			t.Fatalf("cut: %+v %+v", c.Player(1).Entries, c.Player(2).Entries)
		}
		if len(f.Player(1).Entries) != 1 || len(f.Player(2).Entries) != 2 {
			t.Fatal("cut changed the original")
		}
	})
}
