package trf

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// line001 builds a 001 record with the points field (columns 81-84) as
// given and one round against opp.
func line001(id int, points string, opp int, colour, result byte) string {
	head := fmt.Sprintf("001 %4d      %-33s %4d", id, fmt.Sprintf("Player%04d", id), 2000)
	head += strings.Repeat(" ", 80-len(head))
	return fmt.Sprintf("%s%4s %4d  %4d %c %c", head, points, id, opp, colour, result)
}

func TestPointsField(t *testing.T) {
	// The points field is 4 columns: the writer must put there whatever
	// the reader took from there, or the line's later columns shift.
	for _, c := range []struct {
		field  string
		tenths int
		back   string
	}{
		{"0.0", 0, " 0.0"}, {"99.5", 995, "99.5"}, {"99.9", 999, "99.9"},
		{" 100", 1000, " 100"}, {"100.", 1000, " 100"}, {"1e3", 10000, "1000"}, {"9999", 99990, "9999"},
	} {
		t.Run("round_trip_"+strings.TrimSpace(c.field), func(t *testing.T) {
			src := line001(1, c.field, 2, 'w', '1') + "\n" + line001(2, "0.0", 1, 'b', '0') + "\n"
			f, err := Parse(strings.NewReader(src))
			if err != nil {
				t.Fatal(err)
			}
			if f.Player(1).Points != c.tenths {
				t.Fatalf("read %d tenths, want %d", f.Player(1).Points, c.tenths)
			}
			var b strings.Builder
			if err := f.Write(&b); err != nil {
				t.Fatal(err)
			}
			first := strings.SplitN(b.String(), "\n", 2)[0]
			if got := first[80:84]; got != c.back {
				t.Fatalf("written %q in columns 81-84, want %q\n%s", got, c.back, first)
			}
			g, err := Parse(strings.NewReader(b.String()))
			if err != nil {
				t.Fatalf("written file does not read back: %v\n%s", err, b.String())
			}
			if g.Player(1).Points != c.tenths || g.Player(1).Entries[0] != f.Player(1).Entries[0] {
				t.Fatalf("read back %+v, want %+v", g.Player(1), f.Player(1))
			}
		})
	}
	for _, field := range []string{"NaN", "+Inf", "1e5", "-1", "0.25", "x"} {
		t.Run("refuses_"+field, func(t *testing.T) {
			_, err := Parse(strings.NewReader(line001(1, field, 0, '-', 'H') + "\n"))
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Line != 1 || pe.Col != 81 {
				t.Fatalf("got %v, want a ParseError at 1:81", err)
			}
		})
	}
	t.Run("refuses_to_write_what_4_columns_cannot_hold", func(t *testing.T) {
		p := &Player{ID: 1, Head: "001    1"}
		for _, tenths := range []int{1005, 99991, 100000, -5} {
			if line, err := p.Record(tenths, 1); err == nil {
				t.Errorf("%d tenths written as %q", tenths, line)
			}
		}
		if line, err := p.Record(995, 10000); err == nil {
			t.Errorf("rank 10000 written as %q", line)
		}
	})
}
