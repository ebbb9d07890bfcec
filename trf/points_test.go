package trf

import (
	"errors"
	"strings"
	"testing"
)

func TestPointRecords(t *testing.T) {
	t.Run("XXS_keys_and_defaults", func(t *testing.T) {
		f, err := Parse(strings.NewReader("XXS WW=1.5 BW=1.0 WD=0.6 BD=0.4 WL=0.2 BL=.3\nXXS ZPB=0.1 HPB=0.7 FPB=.8 PAB=0.9 FW=1.1 FL=0.0\n"))
		if err != nil {
			t.Fatal(err)
		}
		want := PointSystem{Win: 15, Draw: 6, Loss: 2, ZeroBye: 1, ForfeitLoss: 0, PAB: 9, FullBye: 8, HalfBye: 7,
			Extended: true, BlackWin: 10, BlackDraw: 4, BlackLoss: 3, ForfeitWin: 11}
		if f.Points != want {
			t.Fatalf("got %+v\nwant %+v", f.Points, want)
		}
		if f.Points.Game('W', 'b') != 10 || f.Points.Game('D', 'w') != 6 || f.Points.Game('L', 'b') != 3 || f.Points.ForfeitWon() != 11 {
			t.Fatalf("Game/ForfeitWon disagree with %+v", f.Points)
		}
	})
	t.Run("XXS_W_keeps_the_standard_PAB", func(t *testing.T) {
		// JaVaFo: "XXS W=3" and "XXS D=1" give 3/1/0 with the PAB worth a
		// draw, the PAB keeping its standard 1.
		f, err := Parse(strings.NewReader("XXS W=3\nXXS D=1\n"))
		if err != nil {
			t.Fatal(err)
		}
		p := f.Points
		if p.Win != 30 || p.BlackWin != 30 || p.ForfeitWin != 30 || p.FullBye != 30 || p.Draw != 10 || p.BlackDraw != 10 || p.HalfBye != 10 || p.PAB != 10 {
			t.Fatalf("got %+v", p)
		}
	})
	t.Run("written_back_as_read", func(t *testing.T) {
		for _, rec := range []string{"XXS W=3 D=1 PAB=3", "XXS BW=0.5 FL=0.5\nXXS HPB=0", "162  W 3.0    D 1.0", "BBW 2.0\nBBD 1.0\nBBU 1.0"} {
			f, err := Parse(strings.NewReader("012 T\n" + rec + "\nXXR 3\n"))
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
			if g.Points != f.Points {
				t.Fatalf("%q written as\n%s\nread back %+v, want %+v", rec, b.String(), g.Points, f.Points)
			}
			h, err := Parse(strings.NewReader(f.Points.XXS() + "\n"))
			if err != nil {
				t.Fatal(err)
			}
			if h.Points.Game('W', 'b') != f.Points.Game('W', 'b') || h.Points.PAB != f.Points.PAB || h.Points.ForfeitWon() != f.Points.ForfeitWon() || h.Points.HalfBye != f.Points.HalfBye {
				t.Fatalf("%q as %q reads %+v, want %+v", rec, f.Points.XXS(), h.Points, f.Points)
			}
		}
	})
	bad := []struct {
		name, text string
		line, col  int
	}{
		{"XXS_item_without_value", "012 T\nXXS W=1 D\n", 2, 9},
		{"XXS_unknown_code", "XXS W=1 L=0\n", 1, 9},
		{"XXS_value_not_a_number", "XXS WW=one\n", 1, 8},
		{"XXS_negative_value", "XXS  BD=-1\n", 1, 9},
		{"XXS_value_finer_than_tenths", "XXS PAB=0.25\n", 1, 9},
		{"XXS_empty_value", "XXS FW=\n", 1, 8},
		{"BBW_not_a_number", "BBW x\n", 1, 5},
		{"BBU_finer_than_tenths", "BBU  0.75\n", 1, 6},
		{"162_bad_value", "162  W 3.x\n", 1, 7},
		{"162_finer_than_tenths", "162  D .25\n", 1, 7},
		{"162_unknown_symbol", "162  Q 3.0\n", 1, 6},
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
}
