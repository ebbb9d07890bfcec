package trf

import (
	"fmt"
	"strings"
	"testing"
)

func TestInferInitialColour(t *testing.T) {
	row := func(id int, entry string) string {
		return fmt.Sprintf("001 %4d      Test%04d Player%04d               %4d                             0.0 %4d  %s\n", id, id, id, 2000, id, entry)
	}
	cases := []struct {
		name string
		rows []string
		want byte
	}{
		{"first_player_white", []string{row(1, "   2 w 1"), row(2, "   1 b 0")}, 'w'},
		{"first_player_black", []string{row(1, "   2 b 1"), row(2, "   1 w 0")}, 'b'},
		// Player 1 got the pairing-allocated bye: player 2 is on board 1
		// with the colour player 1 would have had, reversed.
		{"pab_above_reverses", []string{row(1, "0000 - U"), row(2, "   3 b 1"), row(3, "   2 w 0")}, 'w'},
		// An absent first player does not count.
		{"absent_first_player_skipped", []string{row(1, "0000 - Z"), row(2, "   3 b 1"), row(3, "   2 w 0")}, 'b'},
		{"no_round_1_game", []string{row(1, "0000 - H")}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := Parse(strings.NewReader(strings.Join(c.rows, "")))
			if err != nil {
				t.Fatal(err)
			}
			if got := f.InferInitialColour(); got != c.want {
				t.Fatalf("got %q, want %q", got, c.want)
			}
			if got := f.Cut(2).InitialColour; got != c.want {
				t.Fatalf("Cut(2) carries %q, want %q", got, c.want)
			}
		})
	}
	t.Run("cut_keeps_the_declared_colour", func(t *testing.T) {
		f, err := Parse(strings.NewReader(row(1, "   2 w 1") + row(2, "   1 b 0") + "XXC black1\n"))
		if err != nil {
			t.Fatal(err)
		}
		if got := f.Cut(1).InitialColour; got != 'b' {
			t.Fatalf("got %q, want the XXC colour b", got)
		}
	})
}
