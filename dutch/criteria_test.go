package dutch_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"turnir/dutch"
	"turnir/trf"
)

func parseTRF(t *testing.T, text string) *trf.Tournament {
	t.Helper()
	f, err := trf.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// pairTRF pairs the round after the last one recorded in the file.
func pairTRF(f *trf.Tournament) ([]dutch.Pair, error) {
	in, err := f.Dutch()
	if err != nil {
		return nil, err
	}
	return dutch.PairNext(in)
}

// loadTRF is the engine's reading of the file before the round to pair.
func loadTRF(t *testing.T, f *trf.Tournament) *dutch.State {
	t.Helper()
	in, err := f.Dutch()
	if err != nil {
		t.Fatal(err)
	}
	s, err := dutch.Load(in)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func pairText(t *testing.T, text string) []dutch.Pair {
	t.Helper()
	pairs, err := pairTRF(parseTRF(t, text))
	if err != nil {
		t.Fatal(err)
	}
	return pairs
}

func line(id int, rating int, pts string, games ...string) string {
	s := fmt.Sprintf("001 %4d      Test%04d Player%04d               %4d                            %4s %4d", id, id, id, rating, pts, id)
	for _, g := range games {
		s += "  " + g
	}
	return s
}

// simulate plays rounds with the engine and random results, so that the
// absolute criteria can be checked on every round it pairs.
func simulate(t *testing.T, n, rounds int, seed uint64, check func(f *trf.Tournament, r int, pairs []dutch.Pair)) {
	rng := rand.New(rand.NewPCG(seed, 3))
	f := &trf.Tournament{Rounds: rounds, InitialColour: 'w', Points: trf.DefaultPoints}
	for i := 1; i <= n; i++ {
		f.Players = append(f.Players, &trf.Player{ID: i, Rating: 2500 - 10*i})
	}
	for r := 1; r <= rounds; r++ {
		// A few players announce a half-point bye or an absence.
		for _, p := range f.Players {
			if rng.IntN(25) == 0 {
				res := byte('H')
				if rng.IntN(2) == 0 {
					res = 'Z'
				}
				p.Entries = append(p.Entries, trf.Entry{Colour: '-', Result: res})
			}
		}
		pairs, err := pairTRF(f)
		if err != nil {
			t.Fatalf("seed %d round %d: %v", seed, r, err)
		}
		check(f, r, pairs)
		for _, pr := range pairs {
			w := f.Player(pr.White)
			if pr.Black == 0 {
				w.Entries = append(w.Entries, trf.Entry{Colour: '-', Result: 'U'})
				continue
			}
			b := f.Player(pr.Black)
			rw, rb := byte('='), byte('=')
			switch x := rng.IntN(10); {
			case x < 4:
				rw, rb = '1', '0'
			case x < 7:
				rw, rb = '0', '1'
			case x == 9:
				rw, rb = '+', '-'
			}
			w.Entries = append(w.Entries, trf.Entry{Opponent: b.ID, Colour: 'w', Result: rw})
			b.Entries = append(b.Entries, trf.Entry{Opponent: w.ID, Colour: 'b', Result: rb})
		}
	}
}

func TestDutch(t *testing.T) {
	absolute := func(t *testing.T, check func(f *trf.Tournament, tt *dutch.State, r int, pairs []dutch.Pair)) {
		for seed := uint64(1); seed <= 6; seed++ {
			simulate(t, 15+int(seed)*4, 9, seed, func(f *trf.Tournament, r int, pairs []dutch.Pair) {
				check(f, loadTRF(t, f), r, pairs)
			})
		}
	}
	t.Run("FIDE_C1_no_two_players_meet_twice", func(t *testing.T) {
		absolute(t, func(f *trf.Tournament, tt *dutch.State, r int, pairs []dutch.Pair) {
			for _, p := range pairs {
				if p.Black != 0 && tt.Met(p.White, p.Black) {
					t.Fatalf("round %d: %d and %d meet again", r, p.White, p.Black)
				}
			}
		})
	})
	t.Run("FIDE_C2_no_second_pairing_allocated_bye", func(t *testing.T) {
		absolute(t, func(f *trf.Tournament, tt *dutch.State, r int, pairs []dutch.Pair) {
			for _, p := range pairs {
				if p.Black == 0 && !tt.EligibleForBye(p.White) {
					t.Fatalf("round %d: %d gets a second unplayed point", r, p.White)
				}
			}
		})
	})
	t.Run("FIDE_C3_no_absolute_colour_clash_except_topscorers", func(t *testing.T) {
		absolute(t, func(f *trf.Tournament, tt *dutch.State, r int, pairs []dutch.Pair) {
			for _, p := range pairs {
				if p.Black == 0 {
					continue
				}
				a, b := p.White, p.Black
				if tt.Absolute(a) && tt.Absolute(b) && tt.Pref(a) == tt.Pref(b) && r < f.Rounds {
					t.Fatalf("round %d: %d and %d both must have %d", r, a, b, tt.Pref(a))
				}
			}
		})
	})
	t.Run("FIDE_C4_every_present_player_is_paired", func(t *testing.T) {
		absolute(t, func(f *trf.Tournament, tt *dutch.State, r int, pairs []dutch.Pair) {
			seen := map[int]bool{}
			byes := 0
			for _, p := range pairs {
				seen[p.White], seen[p.Black] = true, true
				if p.Black == 0 {
					byes++
				}
			}
			want := len(tt.ToPair())
			if got := 2*len(pairs) - byes; got != want || byes > 1 {
				t.Fatalf("round %d: %d players placed, %d byes; %d to pair", r, got, byes, want)
			}
		})
	})
	t.Run("FIDE_C5_bye_goes_to_the_lowest_score", func(t *testing.T) {
		// Players 5 (1 point) and 6 (0 points) could both take the bye; the
		// bye goes to 6 even though it makes 1 and 3 float.
		got := pairText(t, strings.Join([]string{
			line(1, 2720, "2.0", "   4 w 1", "   2 b 1"),
			line(2, 2701, "1.0", "   5 b 1", "   1 w 0"),
			line(3, 2697, "2.0", "   6 w 1", "   4 b 1"),
			line(4, 2689, "0.0", "   1 b 0", "   3 w 0", "0000 - Z"),
			line(5, 2673, "1.0", "   2 w 0", "   6 b 1"),
			line(6, 2664, "0.0", "   3 b 0", "   5 w 0"),
			"XXR 3",
		}, "\n"))
		if fmt.Sprint(got) != "[{1 5} {3 2} {6 0}]" {
			t.Fatalf("got %v", got)
		}
	})
	t.Run("FIDE_C6_maximise_number_of_pairs", func(t *testing.T) {
		// Four leaders on one point: the bracket pairs all four among
		// themselves, nobody floats down.
		got := pairText(t, strings.Join([]string{
			line(1, 2600, "1.0", "   5 w 1"),
			line(2, 2590, "1.0", "   6 b 1"),
			line(3, 2580, "1.0", "   7 w 1"),
			line(4, 2570, "1.0", "   8 b 1"),
			line(5, 2560, "0.0", "   1 b 0"),
			line(6, 2550, "0.0", "   2 w 0"),
			line(7, 2540, "0.0", "   3 b 0"),
			line(8, 2530, "0.0", "   4 w 0"),
			"XXR 5",
		}, "\n"))
		for _, p := range got {
			top := p.White <= 4
			if top != (p.Black <= 4) {
				t.Fatalf("a leader floats: %v", got)
			}
		}
	})
	t.Run("FIDE_C9_bye_to_the_player_with_fewest_unplayed_games", func(t *testing.T) {
		// 3, 4 and 5 have no points; 5 was absent in round 1, so the bye
		// goes to 4, who has played.
		got := pairText(t, strings.Join([]string{
			line(1, 2720, "1.0", "   3 w 1"),
			line(2, 2701, "1.0", "   4 b 1"),
			line(3, 2697, "0.0", "   1 b 0"),
			line(4, 2689, "0.0", "   2 w 0"),
			line(5, 2673, "0.0", "0000 - Z"),
			"XXR 3",
		}, "\n"))
		if fmt.Sprint(got) != "[{2 1} {3 5} {4 0}]" {
			t.Fatalf("got %v", got)
		}
	})
	t.Run("FIDE_C12_colour_preferences_are_granted", func(t *testing.T) {
		// 1 had White and 3 had Black in round 1: 3 gets White now.
		got := pairText(t, strings.Join([]string{
			line(1, 2600, "1.0", "   2 w 1"),
			line(2, 2590, "0.0", "   1 b 0"),
			line(3, 2580, "1.0", "   4 b 1"),
			line(4, 2570, "0.0", "   3 w 0"),
			"XXR 5",
		}, "\n"))
		if fmt.Sprint(got) != "[{3 1} {2 4}]" {
			t.Fatalf("got %v", got)
		}
	})
}
