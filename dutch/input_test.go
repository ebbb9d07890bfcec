package dutch_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"turnir/dutch"
)

// roundOne returns n players before round 1, white1, over the given rounds.
func roundOne(n, rounds int) string {
	var lines []string
	for i := 1; i <= n; i++ {
		lines = append(lines, line(i, 2700-10*i, "0.0"))
	}
	return strings.Join(append(lines, fmt.Sprintf("XXR %d", rounds), "XXC white1"), "\n")
}

func TestDeclaredByes(t *testing.T) {
	five := strings.Join([]string{
		line(1, 2700, "1.0", "   2 w 1"),
		line(2, 2690, "0.0", "   1 b 0"),
		line(3, 2680, "1.0", "   4 w 1"),
		line(4, 2670, "0.0", "   3 b 0"),
		line(5, 2660, "1.0", "0000 - U"),
		"XXR 4",
	}, "\n")
	t.Run("a_player_with_a_240_bye_is_not_paired", func(t *testing.T) {
		// 3 declared a half-point bye for round 2: the other four are
		// paired and nobody gets the pairing-allocated bye.
		got := pairText(t, five+"\n240 H 002    3")
		for _, p := range got {
			if p.White == 3 || p.Black == 3 || p.Black == 0 {
				t.Fatalf("got %v", got)
			}
		}
		if len(got) != 2 {
			t.Fatalf("got %v", got)
		}
		// Without the record, 3 plays and someone gets the bye.
		if all := pairText(t, five); len(all) != 3 {
			t.Fatalf("without 240: %v", all)
		}
	})
	t.Run("the_declared_bye_is_scored_as_declared", func(t *testing.T) {
		// 1 took a full-point bye in round 2 by record 240 only: pairing
		// round 3 counts 2 points for him, so he leads alone.
		f := parseTRF(t, strings.Join([]string{
			line(1, 2700, "2.0", "   2 w 1"),
			line(2, 2690, "1.0", "   1 b 0", "   3 w 1"),
			line(3, 2680, "0.0", "   4 w 0", "   2 b 0"),
			line(4, 2670, "1.0", "   3 b 1", "0000 - U"),
			"XXR 4",
			"240 F 002    1",
		}, "\n"))
		if s := loadTRF(t, f).ScoreOf(1); s != 20 {
			t.Fatalf("player 1 scores %d tenths", s)
		}
	})
	t.Run("declared_lists_who_sits_out_and_with_what", func(t *testing.T) {
		f := parseTRF(t, strings.Replace(five, "0000 - U", "0000 - U  0000 - Z", 1)+"\n240 H 002    3\n240 F 003    1")
		got, err := f.Declared()
		if err != nil {
			t.Fatal(err)
		}
		// 3 by record 240, 5 by his entry; 1's bye is for round 3.
		if len(got) != 2 || got[3] != 'H' || got[5] != 'Z' {
			t.Fatalf("got %v", got)
		}
	})
	t.Run("a_bye_for_a_later_round_does_not_apply_yet", func(t *testing.T) {
		got := pairText(t, five+"\n240 H 003    3")
		if len(got) != 3 {
			t.Fatalf("got %v", got)
		}
	})
}

func TestProhibitedPairs(t *testing.T) {
	text := roundOne(4, 5)
	t.Run("FIDE_C1_a_260_record_forbids_a_pair_in_its_rounds", func(t *testing.T) {
		if got := fmt.Sprint(pairText(t, text)); got != "[{1 3} {4 2}]" {
			t.Fatalf("without 260: %s", got)
		}
		if got := fmt.Sprint(pairText(t, text+"\n260 001 002    1    3")); got != "[{1 4} {3 2}]" {
			t.Fatalf("with 260: %s", got)
		}
	})
	t.Run("a_260_record_for_later_rounds_does_not_apply_yet", func(t *testing.T) {
		if got := fmt.Sprint(pairText(t, text+"\n260 002 003    1    3")); got != "[{1 3} {4 2}]" {
			t.Fatalf("got %s", got)
		}
	})
}

func TestBaku(t *testing.T) {
	t.Run("C04.5.1_virtual_points_per_round", func(t *testing.T) {
		cases := []struct {
			rounds int
			want   string
		}{
			{9, "[10 10 10 5 5 0 0 0 0]"},
			{10, "[10 10 10 5 5 0 0 0 0 0]"},
			{11, "[10 10 10 5 5 5 0 0 0 0 0]"},
			{7, "[10 10 5 5 0 0 0]"},
			{5, "[10 10 5 0 0]"},
			{2, "[10 0]"},
			{1, "[10]"},
		}
		for _, c := range cases {
			if got := fmt.Sprint(dutch.BakuRounds(c.rounds, 10, 5)); got != c.want {
				t.Errorf("%d rounds: got %s, want %s", c.rounds, got, c.want)
			}
		}
		// A point system of 2 for a win gives 2 and 1 virtual points.
		if got := fmt.Sprint(dutch.BakuRounds(9, 20, 10)); got != "[20 20 20 10 10 0 0 0 0]" {
			t.Errorf("2/1/0: got %s", got)
		}
	})
	t.Run("C04.5.1_group_A_is_half_rounded_up_to_even", func(t *testing.T) {
		for n, want := range map[int]int{161: 82, 160: 80, 10: 6, 9: 6, 8: 4, 7: 4, 3: 2, 1: 2} {
			if got := dutch.BakuGroupA(n); got != want {
				t.Errorf("%d players: GA %d, want %d", n, got, want)
			}
		}
	})
	t.Run("C04.5.1_GA_gets_the_points_GB_none", func(t *testing.T) {
		f, err := parseTRF(t, roundOne(10, 9)).Baku()
		if err != nil {
			t.Fatal(err)
		}
		for id := 1; id <= 10; id++ {
			got := fmt.Sprint(f.Accel[id])
			want := "[]"
			if id <= 6 {
				want = "[10 10 10 5 5 0 0 0 0]"
			}
			if got != want {
				t.Errorf("player %d: %s, want %s", id, got, want)
			}
		}
	})
	t.Run("C04.5.1_round_1_pairs_GA_and_GB_apart", func(t *testing.T) {
		// Eight players, GA = 1-4: 1-3 and 2-4 meet, 5-7 and 6-8; without
		// acceleration the top half meets the bottom half.
		text := roundOne(8, 9)
		if got := fmt.Sprint(pairText(t, text)); got != "[{1 5} {6 2} {3 7} {8 4}]" {
			t.Fatalf("unaccelerated: %s", got)
		}
		if got := fmt.Sprint(pairText(t, text+"\n192 FIDE_DUTCH_2025_BAKU")); got != "[{1 3} {4 2} {5 7} {8 6}]" {
			t.Fatalf("Baku: %s", got)
		}
	})
	t.Run("C04.5.1_half_point_in_the_later_accelerated_rounds", func(t *testing.T) {
		f, _ := parseTRF(t, roundOne(8, 5)).Baku()
		tt := loadTRF(t, f)
		if s := tt.ScoreOf(1); s != 10 {
			t.Fatalf("round 1: GA player scores %d tenths", s)
		}
		tt.SetPlayedRounds(2) // before round 3 of 5: accelerated rounds are 1-3, full ones 1-2
		if s := tt.ScoreBack(1, 0) - tt.Score(1); s != 5 {
			t.Fatalf("round 3: virtual %d tenths, want 5", s)
		}
	})
	t.Run("own_accelerations_win", func(t *testing.T) {
		f := parseTRF(t, roundOne(8, 9)+"\nXXA    8  3.0")
		g, err := f.Baku()
		if err != nil || len(g.Accel) != 1 || g.Accel[8][0] != 30 {
			t.Fatalf("got %v %v", g.Accel, err)
		}
	})
	t.Run("refuses_a_non_standard_point_system", func(t *testing.T) {
		_, err := parseTRF(t, roundOne(8, 9)+"\n162  W 3.0    D 1.0").Baku()
		var ie *dutch.InputError
		if !errors.As(err, &ie) {
			t.Fatalf("got %v", err)
		}
	})
}
