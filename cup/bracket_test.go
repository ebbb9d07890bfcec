package cup_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"turnir"
	"turnir/cup"
)

var eight = []string{"S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8"}

func pairs(s ...string) []cup.Pair {
	out := make([]cup.Pair, 0, len(s)/2)
	for i := 0; i+1 < len(s); i += 2 {
		out = append(out, cup.Pair{A: s[i], B: s[i+1]})
	}
	return out
}

// TestDrawGolden pins the lots for fixed seeds: a change of the draw
// algorithm must show up here, never silently in a replayed cup.
func TestDrawGolden(t *testing.T) {
	tests := []struct {
		seed    uint64
		round2  []cup.Pair
		round3  []cup.Pair
		cutLot3 []string
	}{
		{1, pairs("S5", "S4", "S6", "S3", "S7", "S1", "S8", "S2"), pairs("S3", "S4", "S2", "S1"), ids("S3", "S2", "S1")},
		{2, pairs("S5", "S1", "S6", "S3", "S7", "S2", "S8", "S4"), pairs("S4", "S2", "S3", "S1"), ids("S2", "S3", "S1")},
		{3, pairs("S5", "S1", "S6", "S2", "S7", "S3", "S8", "S4"), pairs("S4", "S1", "S2", "S3"), ids("S2", "S3", "S1")},
	}
	for _, tt := range tests {
		s := turnir.SeedFromUint64(tt.seed)
		t.Run(fmt.Sprintf("C5_round2_seed_%d", tt.seed), func(t *testing.T) {
			if got := cup.DrawSeeded(s.Rand("cup/draw-round-2"), eight); !slices.Equal(got, tt.round2) {
				t.Errorf("got %v, want %v", got, tt.round2)
			}
		})
		t.Run(fmt.Sprintf("C6_round3_seed_%d", tt.seed), func(t *testing.T) {
			if got := cup.DrawGeneral(s.Rand("cup/draw-round-3"), eight[:4]); !slices.Equal(got, tt.round3) {
				t.Errorf("got %v, want %v", got, tt.round3)
			}
		})
		t.Run(fmt.Sprintf("C4_cut_lot_seed_%d", tt.seed), func(t *testing.T) {
			if got := cup.DrawLot(s.Rand("cup/cut-lot"), eight[:3]); !slices.Equal(got, tt.cutLot3) {
				t.Errorf("got %v, want %v", got, tt.cutLot3)
			}
		})
	}
}

// TestDrawSeededIsFair checks that each team placed 5-8 meets each team
// placed 1-4 about equally often, and always one from each half.
func TestDrawSeededIsFair(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	count := map[cup.Pair]int{}
	const n = 8000
	for range n {
		ps := cup.DrawSeeded(r, eight)
		if err := cup.CheckPairs(eight, ps, true); err != nil {
			t.Fatalf("C5_draw_joins_halves: %v (%v)", err, ps)
		}
		for _, p := range ps {
			count[p]++
		}
	}
	for _, lo := range eight[4:] {
		for _, hi := range eight[:4] {
			if c := count[cup.Pair{A: lo, B: hi}]; c < n/4-300 || c > n/4+300 {
				t.Errorf("C5_each_lower_team_draws_uniformly: %s met %s %d times of %d", lo, hi, c, n)
			}
		}
	}
}

func TestCheckPairs(t *testing.T) {
	tests := []struct {
		name   string
		teams  []string
		pairs  []cup.Pair
		seeded bool
		ok     bool
	}{
		{"C5_lower_half_against_upper_half", eight, pairs("S5", "S1", "S6", "S2", "S7", "S3", "S8", "S4"), true, true},
		{"C5_two_top_teams_paired_refused", eight, pairs("S1", "S2", "S5", "S6", "S7", "S3", "S8", "S4"), true, false},
		{"C5_drawn_team_as_drawer_refused", eight, pairs("S1", "S5", "S6", "S2", "S7", "S3", "S8", "S4"), true, false},
		{"C6_general_lot_any_pairs", eight[:4], pairs("S1", "S2", "S3", "S4"), false, true},
		{"C6_team_twice_refused", eight[:4], pairs("S1", "S2", "S1", "S4"), false, false},
		{"C6_unknown_team_refused", eight[:4], pairs("S1", "S2", "S3", "S9"), false, false},
		{"C6_missing_pair_refused", eight[:4], pairs("S1", "S2"), false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := cup.CheckPairs(tt.teams, tt.pairs, tt.seeded)
			if tt.ok && err != nil {
				t.Errorf("refused: %v", err)
			}
			if !tt.ok {
				wantCode(t, err, turnir.EINVALID)
			}
		})
	}
}

func TestDecide(t *testing.T) {
	seed := map[string]int{"S1": 1, "S2": 2, "S3": 3, "S4": 4, "S5": 5, "S6": 6, "S7": 7, "S8": 8}
	tests := []struct {
		name   string
		pair   cup.Pair
		a, b   int
		dq     []string
		winner string
		by     string
	}{
		{"C5_more_points_goes_on", cup.Pair{A: "S5", B: "S1"}, 7, 6, nil, "S5", "points"},
		{"C5_more_points_goes_on_top_team", cup.Pair{A: "S5", B: "S1"}, 3, 6, nil, "S1", "points"},
		{"C5_equal_points_lower_placed_goes_on", cup.Pair{A: "S5", B: "S1"}, 6, 6, nil, "S5", "lower_place"},
		{"C5_equal_points_lower_placed_goes_on_either_side", cup.Pair{A: "S2", B: "S8"}, 0, 0, nil, "S8", "lower_place"},
		{"C6_round3_equal_points_lower_placed_goes_on", cup.Pair{A: "S3", B: "S4"}, 9, 9, nil, "S4", "lower_place"},
		{"DQ2_disqualified_team_loses_by_walkover", cup.Pair{A: "S5", B: "S1"}, 12, 0, []string{"S5"}, "S1", "walkover"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dq := map[string]bool{}
			for _, d := range tt.dq {
				dq[d] = true
			}
			res, err := cup.Decide(tt.pair, tt.a, tt.b, seed, dq)
			if err != nil {
				t.Fatal(err)
			}
			if res.Winner != tt.winner || res.By != tt.by {
				t.Errorf("winner %s by %s, want %s by %s", res.Winner, res.By, tt.winner, tt.by)
			}
			if loser := res.Loser(); loser == res.Winner || (loser != tt.pair.A && loser != tt.pair.B) {
				t.Errorf("loser %s", loser)
			}
		})
	}
	t.Run("DQ1_both_disqualified_goes_to_the_committee", func(t *testing.T) {
		_, err := cup.Decide(cup.Pair{A: "S1", B: "S5"}, 1, 2, seed, map[string]bool{"S1": true, "S5": true})
		wantCode(t, err, turnir.ECONFLICT)
	})
}
