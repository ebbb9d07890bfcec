package dutch_test

import (
	"fmt"
	"strings"
	"testing"

	"turnir/dutch"
)

// Hand-made tournaments, one per criterion of C.04.3 (2025 text): each is
// built so that the criterion named decides the pairing, with everything
// ranked above it equal between the pairing the rules give and the
// pairing the Dutch order would give without it (the "natural" one). The
// tests assert the exact boards and colours, and check on the loaded
// tournament the fact that makes the natural pairing violate the criterion.
//
// Histories use byes to set scores without colours: F (1 point) and H (½)
// count as downfloats (C.04.3 1.4.3), Z (0) as nothing. Fillers are
// players who only serve the history and are absent (Z) in the round
// being paired.

// entry turns a short entry into TRF columns: "F", "H", "Z", "U" are byes;
// "5w1" is a game against 5 with White won, "12b=" against 12 with Black
// drawn.
func entry(s string) string {
	if len(s) == 1 {
		return "0000 - " + s
	}
	n := len(s) - 2
	return fmt.Sprintf("%4s %c %c", s[:n], s[n], s[n+1])
}

// rec is a 001 record with the points its entries give (1 / ½ / 0).
func rec(id int, entries ...string) string {
	tenths := 0
	var gs []string
	for _, e := range entries {
		switch r := e[len(e)-1]; {
		case r == '1' || r == 'F' || r == 'U' || r == '+':
			tenths += 10
		case r == '=' || r == 'H':
			tenths += 5
		}
		gs = append(gs, entry(e))
	}
	return line(id, 2700-10*id, fmt.Sprintf("%d.%d", tenths/10, tenths%10), gs...)
}

// tour joins records and settings into a TRF file.
func tour(records ...string) string { return strings.Join(records, "\n") }

// paired pairs the file and prints the boards as [{white black} ...].
func paired(t *testing.T, text string) string {
	t.Helper()
	return fmt.Sprint(pairText(t, text))
}

// loaded is the tournament before the round to pair.
func loaded(t *testing.T, text string) *dutch.State {
	t.Helper()
	return loadTRF(t, parseTRF(t, text))
}

func expect(t *testing.T, text, want string) {
	t.Helper()
	if got := paired(t, text); got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
}

func TestCriteria(t *testing.T) {
	t.Run("FIDE_C1_players_who_met_are_not_paired_again", func(t *testing.T) {
		// 1 and 2 lead on 1.5 but met in round 2, so both float; 1-3 and
		// 2-4 met in round 1, which leaves 1-4 and 2-3.
		text := tour(
			rec(1, "3w1", "2b="),
			rec(2, "4b1", "1w="),
			rec(3, "1b0", "4w="),
			rec(4, "2w0", "3b="),
			"XXR 5")
		expect(t, text, "[{1 4} {3 2}]")
		tt := loaded(t, text)
		for _, met := range [][2]int{{0, 1}, {0, 2}, {1, 3}} {
			if !tt.Met(met[0]+1, met[1]+1) || tt.Compatible(met[0]+1, met[1]+1) {
				t.Fatalf("%d and %d should count as met", met[0]+1, met[1]+1)
			}
		}
	})
	t.Run("FIDE_C2_bye_passes_over_a_player_who_had_one", func(t *testing.T) {
		// 4 and 5 share the lowest score and one unplayed round each (FIDE_C5
		// and FIDE_C9 tie); 5, the lower, would take the bye but had it in round
		// 1. 4 gets it, which leaves 1-2 and 3-5 (1-3 and 1-5 met).
		text := tour(
			rec(1, "3w=", "5b1"),
			rec(2, "6w1", "4b="),
			rec(3, "1b=", "6w1"),
			rec(4, "H", "2w="),
			rec(5, "U", "1w0"),
			rec(6, "2b0", "3b0", "Z"),
			"XXR 5")
		expect(t, text, "[{1 2} {3 5} {4 0}]")
		tt := loaded(t, text)
		if tt.EligibleForBye(5) || !tt.EligibleForBye(4) {
			t.Fatal("5 should be the one barred from the bye")
		}
	})
	t.Run("FIDE_C2_a_forfeit_win_bars_the_pairing_allocated_bye", func(t *testing.T) {
		// As above with 5's round-1 point won by forfeit from 7.
		text := tour(
			rec(1, "3w=", "5b1"),
			rec(2, "6w1", "4b="),
			rec(3, "1b=", "6w1"),
			rec(4, "H", "2w="),
			rec(5, "7w+", "1w0"),
			rec(6, "2b0", "3b0", "Z"),
			rec(7, "5b-", "Z", "Z"),
			"XXR 5")
		expect(t, text, "[{1 2} {3 5} {4 0}]")
	})
	t.Run("FIDE_C2_a_full_point_bye_bars_the_pairing_allocated_bye", func(t *testing.T) {
		// The 2025 FIDE_C2 bars whoever scored a win's points in one round
		// without playing: a full-point bye (F) as much as a PAB or a
		// forfeit win. As FIDE_C2 above with 5's round-1 PAB made an F.
		text := tour(
			rec(1, "3w=", "5b1"),
			rec(2, "6w1", "4b="),
			rec(3, "1b=", "6w1"),
			rec(4, "H", "2w="),
			rec(5, "F", "1w0"),
			rec(6, "2b0", "3b0", "Z"),
			"XXR 5")
		expect(t, text, "[{1 2} {3 5} {4 0}]")
	})
	t.Run("FIDE_C3_non_topscorers_with_the_same_absolute_preference_do_not_meet", func(t *testing.T) {
		// 1 and 2 lead and both had White twice: they must not meet before
		// the last round, so both float and get Black.
		text := tour(
			rec(1, "5w1", "7w1"),
			rec(2, "6w1", "8w1"),
			rec(3, "H", "H"),
			rec(4, "H", "H"),
			rec(5, "1b0", "Z", "Z"),
			rec(6, "2b0", "Z", "Z"),
			rec(7, "Z", "1b0", "Z"),
			rec(8, "Z", "2b0", "Z"),
			"XXR 5")
		expect(t, text, "[{3 1} {4 2}]")
		tt := loaded(t, text)
		if !tt.Absolute(1) || !tt.Absolute(2) || tt.Pref(1) != tt.Pref(2) || tt.Compatible(1, 2) {
			t.Fatal("1 and 2 should clash")
		}
	})
	t.Run("FIDE_C3_topscorers_may_meet_in_the_last_round", func(t *testing.T) {
		text := tour(
			rec(1, "5w1", "7w1"),
			rec(2, "6w1", "8w1"),
			rec(3, "H", "H"),
			rec(4, "H", "H"),
			rec(5, "1b0", "Z", "Z"),
			rec(6, "2b0", "Z", "Z"),
			rec(7, "Z", "1b0", "Z"),
			rec(8, "Z", "2b0", "Z"),
			"XXR 3")
		expect(t, text, "[{2 1} {3 4}]")
	})
	t.Run("FIDE_C4_the_downfloater_must_leave_the_round_pairable", func(t *testing.T) {
		// 3, the natural downfloater of {1,2,3}, may not meet 4, the only
		// player below: 2 floats instead.
		text := tour(
			rec(1, "F"), rec(2, "F"), rec(3, "F"), rec(4, "Z"),
			"XXR 5", "XXC white1", "XXP 3 4")
		expect(t, text, "[{1 3} {4 2}]")
		if tt := loaded(t, text); tt.Compatible(3, 4) {
			t.Fatal("3 and 4 should be forbidden")
		}
	})
	t.Run("FIDE_C6_maximise_the_pairs_before_colours", func(t *testing.T) {
		// 1 and 2 lead and both want Black (strong); 3 and 4 both want
		// White. Floating the leaders (1-3, 2-4) would grant every
		// preference but leave the top bracket with no pair: 1-2 is
		// paired at the cost of two preferences.
		text := tour(
			rec(1, "5w1"),
			rec(2, "6w1"),
			rec(3, "7b0"),
			rec(4, "8b0"),
			rec(5, "1b0", "Z"),
			rec(6, "2b0", "Z"),
			rec(7, "3w1", "Z"),
			rec(8, "4w1", "Z"),
			"XXR 5")
		expect(t, text, "[{2 1} {3 4}]")
		tt := loaded(t, text)
		if dutch.CompatiblePrefs(tt.Pref(1), tt.Pref(2)) || !tt.Strong(1) || !tt.Strong(2) {
			t.Fatal("1 and 2 should both strongly want the same colour")
		}
	})
	t.Run("FIDE_C7_the_downfloater_has_the_lowest_score", func(t *testing.T) {
		// 1 (1 point) comes down to {2,3} (½). Pairing 2-3 would suit both
		// colours but float 1, the higher score: 1 is paired and 3 floats.
		text := tour(
			rec(1, "F"),
			rec(2, "5b="),
			rec(3, "6w="),
			rec(4, "Z"),
			rec(5, "2w=", "Z"),
			rec(6, "3b=", "Z"),
			"XXR 5")
		expect(t, text, "[{2 1} {4 3}]")
		tt := loaded(t, text)
		if !dutch.CompatiblePrefs(tt.Pref(2), tt.Pref(3)) || tt.Pref(2) == dutch.ColourNone || tt.Pref(3) == dutch.ColourNone {
			t.Fatal("2-3 should suit both colours")
		}
	})
	t.Run("FIDE_C8_the_downfloater_leaves_the_next_bracket_pairable", func(t *testing.T) {
		// 3 may meet none of 4, 5, 6: floating it would leave two
		// downfloaters in the ½ bracket (FIDE_C4 would still hold through 7
		// and 8). 2 floats instead.
		text := tour(
			rec(1, "F"), rec(2, "F"), rec(3, "F"),
			rec(4, "H"), rec(5, "H"), rec(6, "H"),
			rec(7, "Z"), rec(8, "Z"),
			"XXR 5", "XXC white1", "XXP 3 4", "XXP 3 5", "XXP 3 6")
		expect(t, text, "[{1 3} {4 2} {5 6} {7 8}]")
	})
	t.Run("FIDE_C10_topscorers_colour_difference_stays_within_2", func(t *testing.T) {
		// Last round, four topscorers. 1 and 3 had White, White, Black,
		// White (+2, last two different); 2 Black, Black, White, White
		// (0, White twice running); 4 Black, White, White, Black (mild
		// White). Natural 1-3 gives 3 a difference of +3 but no third
		// White in a row; 1-4, 2-3 gives 2 a third White running but no
		// difference above 2. Both deny one preference: FIDE_C10 outranks FIDE_C11.
		text := tour(
			rec(1, "5w1", "6w1", "7b1", "8w1"),
			rec(2, "6b1", "7b1", "8w1", "5w1"),
			rec(3, "7w1", "8w1", "5b1", "6w1"),
			rec(4, "8b1", "5w1", "6w1", "7b1"),
			rec(5, "1b0", "4b0", "3w0", "2b0", "Z"),
			rec(6, "2w0", "1b0", "4b0", "3b0", "Z"),
			rec(7, "3b0", "2w0", "1w0", "4w0", "Z"),
			rec(8, "4w0", "3b0", "2b0", "1b0", "Z"),
			"XXR 5")
		expect(t, text, "[{4 1} {2 3}]")
		tt := loaded(t, text)
		if tt.Imbalance(1) != 2 || tt.Imbalance(3) != 2 || tt.Repeated(3) != dutch.ColourNone || tt.Repeated(2) != dutch.ColourWhite || tt.Imbalance(2) != 0 {
			t.Fatal("the colour histories are not as described")
		}
	})
	t.Run("FIDE_C11_topscorers_do_not_get_a_colour_three_times_running", func(t *testing.T) {
		// Last round, four topscorers: 1 and 3 had Black, White, White (a
		// difference of +1, so FIDE_C10 is not at stake), 2 and 4 Black then
		// White with a bye between. 1-3 gives one of them a third White.
		text := tour(
			rec(1, "5b1", "6w=", "7w1"),
			rec(2, "6b1", "H", "8w1"),
			rec(3, "7b1", "8w=", "5w1"),
			rec(4, "8b1", "H", "6w1"),
			rec(5, "1w0", "Z", "3b0", "Z"),
			rec(6, "2w0", "1b=", "4b0", "Z"),
			rec(7, "3w0", "Z", "1b0", "Z"),
			rec(8, "4w0", "3b=", "2b0", "Z"),
			"XXR 4")
		expect(t, text, "[{4 1} {2 3}]")
		tt := loaded(t, text)
		if tt.Repeated(1) != dutch.ColourWhite || tt.Repeated(3) != dutch.ColourWhite || tt.Imbalance(1) != 1 {
			t.Fatal("1 and 3 should have had White twice running, one White more in all")
		}
	})
	t.Run("FIDE_C12_colour_preferences_are_granted", func(t *testing.T) {
		// 1 and 3 had Black then White, 2 and 4 White then Black: all
		// mild preferences. Natural 1-3, 2-4 denies two; 1-4, 2-3 none.
		text := tour(
			rec(1, "5b1", "6w1"),
			rec(2, "6w1", "7b1"),
			rec(3, "7b1", "8w1"),
			rec(4, "8w1", "5b1"),
			rec(5, "1w0", "4w0", "Z"),
			rec(6, "2b0", "1b0", "Z"),
			rec(7, "3w0", "2w0", "Z"),
			rec(8, "4b0", "3b0", "Z"),
			"XXR 5")
		expect(t, text, "[{4 1} {2 3}]")
		tt := loaded(t, text)
		for i, want := range []int{dutch.ColourBlack, dutch.ColourWhite, dutch.ColourBlack, dutch.ColourWhite} {
			if id := i + 1; tt.Pref(id) != want || tt.Strong(id) || tt.Absolute(id) {
				t.Fatalf("player %d: preference %d strong %v", id, tt.Pref(id), tt.Strong(id))
			}
		}
	})
	t.Run("FIDE_C13_strong_colour_preferences_are_granted", func(t *testing.T) {
		// 1 and 3 played once, with White (strong preference for Black);
		// 2 and 4 had Black and White (mild). Every pairing denies two
		// preferences; 1-3 (natural) denies a strong one.
		text := tour(
			rec(1, "5w1", "H"),
			rec(2, "6b1", "5w="),
			rec(3, "7w1", "H"),
			rec(4, "8b1", "7w="),
			rec(5, "1b0", "2b=", "Z"),
			rec(6, "2w0", "Z", "Z"),
			rec(7, "3b0", "4b=", "Z"),
			rec(8, "4w0", "Z", "Z"),
			"XXR 5")
		expect(t, text, "[{4 1} {2 3}]")
		tt := loaded(t, text)
		if !tt.Strong(1) || !tt.Strong(3) || tt.Strong(2) || tt.Strong(4) {
			t.Fatal("1 and 3 should have strong preferences, 2 and 4 mild")
		}
	})
	t.Run("FIDE_C14_minimise_resident_downfloaters_repeated_from_the_previous_round", func(t *testing.T) {
		// {1,2,3} on 1 point must float one; 3 (natural) had a full-point
		// bye, a downfloat, last round: 2 floats.
		text := tour(
			rec(1, "4w1"),
			rec(2, "5b1"),
			rec(3, "F"),
			rec(4, "1b0"),
			rec(5, "2w0"),
			rec(6, "Z"),
			"XXR 5")
		expect(t, text, "[{3 1} {2 6} {4 5}]")
		if tt := loaded(t, text); tt.FloatOf(3, 1) != dutch.FloatDown || tt.FloatOf(2, 1) == dutch.FloatDown {
			t.Fatal("3, not 2, should have downfloated in round 1")
		}
	})
	t.Run("FIDE_C15_minimise_MDP_opponents_upfloated_in_the_previous_round", func(t *testing.T) {
		// 1 comes down to {2,3,4}; 2 (natural opponent) upfloated against
		// 5 last round: 1 meets 3, and 2 plays 4.
		text := tour(
			rec(1, "F", "F"),
			rec(2, "Z", "5w1"),
			rec(3, "H", "H"),
			rec(4, "Z", "F"),
			rec(5, "F", "2b0", "Z"),
			"XXR 5", "XXC white1")
		expect(t, text, "[{1 3} {4 2}]")
		if tt := loaded(t, text); tt.FloatOf(2, 1) != dutch.FloatUp {
			t.Fatal("2 should have upfloated in round 2")
		}
	})
	t.Run("FIDE_C16_minimise_resident_downfloaters_repeated_from_two_rounds_before", func(t *testing.T) {
		// As FIDE_C14, with a round of absences between: 3's full-point bye
		// was two rounds before.
		text := tour(
			rec(1, "4w1", "Z"),
			rec(2, "5b1", "Z"),
			rec(3, "F", "Z"),
			rec(4, "1b0", "6w="),
			rec(5, "2w0", "Z"),
			rec(6, "Z", "4b="),
			"XXR 5")
		expect(t, text, "[{3 1} {2 4} {6 5}]")
		tt := loaded(t, text)
		if tt.FloatOf(3, 2) != dutch.FloatDown || tt.FloatOf(3, 1) == dutch.FloatDown {
			t.Fatal("3 should have downfloated two rounds before, not last round")
		}
	})
	t.Run("FIDE_C17_minimise_MDP_opponents_upfloated_two_rounds_before", func(t *testing.T) {
		// As FIDE_C15, with a round of byes between.
		text := tour(
			rec(1, "F", "F", "F"),
			rec(2, "Z", "5w1", "H"),
			rec(3, "F", "Z", "H"),
			rec(4, "Z", "F", "H"),
			rec(5, "F", "2b0", "Z", "Z"),
			"XXR 6", "XXC white1")
		expect(t, text, "[{1 3} {4 2}]")
		tt := loaded(t, text)
		if tt.FloatOf(2, 2) != dutch.FloatUp || tt.FloatOf(2, 1) == dutch.FloatUp {
			t.Fatal("2 should have upfloated two rounds before, not last round")
		}
	})
	t.Run("FIDE_C18_minimise_score_differences_of_MDPs_downfloated_in_the_previous_round", func(t *testing.T) {
		// 1 and 2 (1 point, forbidden to meet) come down to {3} (½);
		// one is paired there, the other floats on to 4. 2 downfloated
		// last round (full-point bye), 1 did not: 2 is paired at ½, 1
		// goes on (the natural pairing takes 1, the higher).
		text := tour(
			rec(1, "5w1"),
			rec(2, "F"),
			rec(3, "H"),
			rec(4, "Z"),
			rec(5, "1b0", "Z"),
			"XXR 5", "XXC white1", "XXP 1 2")
		expect(t, text, "[{3 2} {4 1}]")
		if tt := loaded(t, text); tt.FloatOf(2, 1) != dutch.FloatDown || tt.FloatOf(1, 1) == dutch.FloatDown {
			t.Fatal("2, not 1, should have downfloated in round 1")
		}
	})
	t.Run("FIDE_C19_minimise_score_differences_of_MDP_opponents_upfloated_in_the_previous_round", func(t *testing.T) {
		// 1 (2½) and 2 (2, forbidden to meet) come down to {3,4} (1½).
		// Either way one MDP meets 3, who upfloated last round (FIDE_C15
		// ties); 3 gets the smaller difference against 2.
		text := tour(
			rec(1, "F", "F", "H"),
			rec(2, "F", "H", "H"),
			rec(3, "Z", "H", "5w1"),
			rec(4, "H", "Z", "F"),
			rec(5, "F", "Z", "3b0", "Z"),
			"XXR 6", "XXC white1", "XXP 1 2")
		expect(t, text, "[{1 4} {2 3}]")
		if tt := loaded(t, text); tt.FloatOf(3, 1) != dutch.FloatUp {
			t.Fatal("3 should have upfloated in round 3")
		}
	})
	t.Run("FIDE_C20_minimise_score_differences_of_MDPs_downfloated_two_rounds_before", func(t *testing.T) {
		// As FIDE_C18, with a round of absences (and one game of fillers)
		// between.
		text := tour(
			rec(1, "5w1", "Z"),
			rec(2, "F", "Z"),
			rec(3, "H", "Z"),
			rec(4, "Z", "Z"),
			rec(5, "1b0", "6w=", "Z"),
			rec(6, "Z", "5b=", "Z"),
			"XXR 5", "XXC white1", "XXP 1 2")
		expect(t, text, "[{3 2} {4 1}]")
		tt := loaded(t, text)
		if tt.FloatOf(2, 2) != dutch.FloatDown || tt.FloatOf(2, 1) == dutch.FloatDown {
			t.Fatal("2 should have downfloated two rounds before, not last round")
		}
	})
	t.Run("FIDE_C21_minimise_score_differences_of_MDP_opponents_upfloated_two_rounds_before", func(t *testing.T) {
		// As FIDE_C19, with 3's upfloat two rounds before.
		text := tour(
			rec(1, "F", "F", "H"),
			rec(2, "F", "H", "H"),
			rec(3, "Z", "5w1", "H"),
			rec(4, "H", "Z", "F"),
			rec(5, "F", "3b0", "Z", "Z"),
			"XXR 6", "XXC white1", "XXP 1 2")
		expect(t, text, "[{1 4} {2 3}]")
		tt := loaded(t, text)
		if tt.FloatOf(3, 2) != dutch.FloatUp || tt.FloatOf(3, 1) == dutch.FloatUp {
			t.Fatal("3 should have upfloated two rounds before, not last round")
		}
	})
}
