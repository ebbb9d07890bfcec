package pairing

import (
	"testing"

	"turnir"
)

// games builds a symmetric Met table for n participants from a list of past
// pairs.
func games(n int, pairs ...[2]int) [][]int {
	met := make([][]int, n)
	for _, p := range pairs {
		met[p[0]] = append(met[p[0]], p[1])
		met[p[1]] = append(met[p[1]], p[0])
	}
	return met
}

func TestPairByTable(t *testing.T) {
	tests := []struct {
		name   string
		n      int
		met    [][2]int
		hadBye []bool
		want   [][2]int
		bye    int
	}{
		{
			name: "P6_no_history_pairs_neighbours",
			n:    6,
			want: [][2]int{{0, 1}, {2, 3}, {4, 5}},
			bye:  -1,
		},
		{
			name: "P6_met_opponent_is_skipped_for_the_next",
			n:    4,
			met:  [][2]int{{0, 1}},
			want: [][2]int{{0, 2}, {1, 3}},
			bye:  -1,
		},
		{
			name: "P6_skips_several_met_opponents",
			n:    6,
			met:  [][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}},
			// 0-4, then 1 has met 2 and takes 3, leaving 2-5.
			want: [][2]int{{0, 4}, {1, 3}, {2, 5}},
			bye:  -1,
		},
		{
			name: "P6_backtracks_when_last_pair_blocks",
			n:    4,
			met:  [][2]int{{2, 3}},
			// 0-1 would leave 2-3, who met: the last formed pair (0-1)
			// takes the next opponent, 0-2, and 1-3 follows.
			want: [][2]int{{0, 2}, {1, 3}},
			bye:  -1,
		},
		{
			name: "P6_backtracks_two_levels_keeping_the_top_pair",
			n:    8,
			met:  [][2]int{{5, 6}, {5, 7}, {6, 7}},
			// 5, 6, 7 met each other, so each needs one of 2, 3, 4:
			// 2-3 and 2-4 fail three pairs deep, 2-5 then 3-4 fails, 3-6
			// succeeds. The leader's pair 0-1 is never touched.
			want: [][2]int{{0, 1}, {2, 5}, {3, 6}, {4, 7}},
			bye:  -1,
		},
		{
			name: "P6_backtracks_to_the_leader",
			n:    6,
			met:  [][2]int{{3, 4}, {3, 5}, {4, 5}},
			// Every choice under 0-1 and 0-2 fails; 0-3 then 1-2 fails,
			// 1-4 and 2-5 succeed.
			want: [][2]int{{0, 3}, {1, 4}, {2, 5}},
			bye:  -1,
		},
		{
			name: "P7_lowest_placed_sits_out",
			n:    5,
			want: [][2]int{{0, 1}, {2, 3}},
			bye:  4,
		},
		{
			name:   "P7_who_sat_out_is_passed_over",
			n:      5,
			hadBye: []bool{false, false, false, true, true},
			want:   [][2]int{{0, 1}, {3, 4}},
			bye:    2,
		},
		{
			name: "P7_next_lowest_sits_out_when_the_lowest_blocks_the_pairing",
			n:    3,
			met:  [][2]int{{0, 1}},
			// Without 2, 0 and 1 would meet again; so 1 sits out.
			want: [][2]int{{0, 2}},
			bye:  1,
		},
		{
			name:   "P7_everyone_sat_out_so_the_lowest_overall_sits_out",
			n:      5,
			hadBye: []bool{true, true, true, true, true},
			want:   [][2]int{{0, 1}, {2, 3}},
			bye:    4,
		},
		{
			name:   "P7_falls_back_to_those_who_sat_out_when_nobody_else_works",
			n:      3,
			met:    [][2]int{{0, 1}},
			hadBye: []bool{true, true, false},
			// 2 has not sat out but without 2 the others repeat; among those
			// who sat out the lowest, 1, goes.
			want: [][2]int{{0, 2}},
			bye:  1,
		},
		{
			name: "P7_single_participant_sits_out",
			n:    1,
			want: [][2]int{},
			bye:  0,
		},
		{
			name: "P6_nobody_gives_an_empty_round",
			n:    0,
			want: [][2]int{},
			bye:  -1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := TableInput{N: tt.n, Met: games(tt.n, tt.met...), HadBye: tt.hadBye}
			got, err := PairByTable(in)
			if err != nil {
				t.Fatal(err)
			}
			checkPairing(t, in, got)
			if got.Bye != tt.bye || !equalPairs(got.Pairs, tt.want) {
				t.Fatalf("got %v bye %d, want %v bye %d", got.Pairs, got.Bye, tt.want, tt.bye)
			}
			// The literal reference agrees with every hand case.
			ref, ok, err := literalPairByTable(in, 1_000_000)
			if err != nil || !ok || ref.Bye != got.Bye || !equalPairs(ref.Pairs, got.Pairs) {
				t.Fatalf("literal search: %v bye %d ok=%v err=%v", ref.Pairs, ref.Bye, ok, err)
			}
		})
	}
}

func TestPairByTableRefuses(t *testing.T) {
	tests := []struct {
		name string
		in   TableInput
		code string
	}{
		{"P6_two_who_met_cannot_be_paired", TableInput{N: 2, Met: games(2, [2]int{0, 1})}, turnir.ECONFLICT},
		{"P6_leader_has_met_everyone", TableInput{N: 4, Met: games(4, [2]int{0, 1}, [2]int{0, 2}, [2]int{0, 3})}, turnir.ECONFLICT},
		{"P6_round_robin_complete", TableInput{N: 4, Met: games(4,
			[2]int{0, 1}, [2]int{2, 3}, [2]int{0, 2}, [2]int{1, 3}, [2]int{0, 3}, [2]int{1, 2})}, turnir.ECONFLICT},
		{"P7_no_bye_leaves_a_pairing", TableInput{N: 3, Met: games(3, [2]int{0, 1}, [2]int{0, 2}, [2]int{1, 2})}, turnir.ECONFLICT},
		{"history_rows_missing", TableInput{N: 3, Met: games(2)}, turnir.EINVALID},
		{"bye_flags_wrong_length", TableInput{N: 2, Met: games(2), HadBye: []bool{true}}, turnir.EINVALID},
		{"opponent_out_of_range", TableInput{N: 2, Met: [][]int{{5}, nil}}, turnir.EINVALID},
		{"met_oneself", TableInput{N: 2, Met: [][]int{{0}, nil}}, turnir.EINVALID},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := PairByTable(tt.in)
			if code := turnir.ErrorCode(err); code != tt.code {
				t.Fatalf("got %v, %v (code %q), want code %q", got, err, code, tt.code)
			}
			if e := err.(*turnir.Error); e.EN == "" || e.RU == "" {
				t.Fatalf("error without both messages: %#v", e)
			}
		})
	}
}

// TestP6_one_sided_history_still_forbids_the_pair: a game recorded only on
// one side is still a game.
func TestP6_one_sided_history_still_forbids_the_pair(t *testing.T) {
	in := TableInput{N: 4, Met: [][]int{{1}, nil, nil, nil}}
	got, err := PairByTable(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := [][2]int{{0, 2}, {1, 3}}; !equalPairs(got.Pairs, want) {
		t.Fatalf("got %v, want %v", got.Pairs, want)
	}
}
