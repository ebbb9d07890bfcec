package trf

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestProhibited(t *testing.T) {
	t.Run("reads_record_260", func(t *testing.T) {
		f, err := Parse(strings.NewReader(byeFile + "260 001 002    1    2    3\nXXP 1 3\n"))
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Prohibited) != 1 || fmt.Sprint(f.Prohibited[0].First, f.Prohibited[0].Last, f.Prohibited[0].Players) != "1 2 [1 2 3]" {
			t.Fatalf("got %+v", f.Prohibited)
		}
		if got := fmt.Sprint(f.ForbiddenIn(2)); got != "[[1 3] [1 2 3]]" {
			t.Fatalf("round 2: %s", got)
		}
		if got := fmt.Sprint(f.ForbiddenIn(3)); got != "[[1 3]]" {
			t.Fatalf("round 3: %s", got)
		}
	})
	t.Run("write_then_read_keeps_it", func(t *testing.T) {
		f, _ := Parse(strings.NewReader(byeFile))
		f.Prohibited = []Prohibited{{First: 2, Last: 11, Players: []int{3, 1}}}
		var b strings.Builder
		f.Write(&b)
		if !strings.Contains(b.String(), "\n260 002 011    3    1\n") {
			t.Fatalf("got\n%s", b.String())
		}
		g, err := Parse(strings.NewReader(b.String()))
		if err != nil || len(g.Prohibited) != 1 || g.Prohibited[0].Record() != f.Prohibited[0].Record() {
			t.Fatalf("read back %+v, %v", g.Prohibited, err)
		}
	})
	bad := []struct {
		name, record string
		col          int
	}{
		{"bad_first_round", "260 0x1 002    1    2", 5},
		{"last_round_before_first", "260 003 002    1    2", 9},
		{"fields_out_of_place", "260 001  002   1    2", 12},
		{"bad_pairing_number", "260 001 002    1    x", 18},
		{"unknown_player", "260 001 002    1    9", 18},
		{"too_short", "260 001 002    1", 17},
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
