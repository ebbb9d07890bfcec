package cup_test

import (
	"fmt"
	"slices"
	"testing"

	"turnir"
	"turnir/cup"
	"turnir/quiz"
)

// field builds round-1 totals T1..Tn from points and ratings.
func field(points, ratings []int) []quiz.Total {
	out := make([]quiz.Total, len(points))
	for i := range points {
		out[i] = quiz.Total{Team: fmt.Sprintf("T%d", i+1), Points: points[i], Rating: ratings[i]}
	}
	return out
}

func shootout(qs ...[]string) []cup.ShootoutQuestion {
	out := make([]cup.ShootoutQuestion, len(qs))
	for i, q := range qs {
		out[i] = cup.ShootoutQuestion{Correct: q}
	}
	return out
}

func ids(s ...string) []string { return s }

func TestQualify(t *testing.T) {
	// Six teams clear of the cut, three (T7, T8, T9) tied on 8 points for
	// the last two places, one below.
	threeTied := field(
		[]int{12, 11, 11, 10, 10, 9, 8, 8, 8, 5},
		[]int{90, 80, 79, 70, 69, 60, 40, 35, 35, 20},
	)
	const none = cup.NeedKind("")
	tests := []struct {
		name      string
		in        cup.QualifyInput
		need      cup.NeedKind
		needTeams []string
		needQ     int
		spots     int
		qualified []string // in place order when complete, as a set otherwise
		out       []string
		by        string
	}{
		{
			name: "C4_top_8_by_points_no_tie",
			in: cup.QualifyInput{Totals: field(
				[]int{3, 9, 8, 7, 6, 5, 4, 10, 2, 1},
				[]int{1, 9, 8, 7, 6, 5, 4, 10, 2, 1})},
			qualified: ids("T8", "T2", "T3", "T4", "T5", "T6", "T7", "T1"),
			out:       ids("T9", "T10"),
			by:        cup.ByPoints,
		},
		{
			name: "C4_tie_for_8th_that_fits_needs_no_shootout",
			in: cup.QualifyInput{Totals: field(
				[]int{9, 9, 8, 7, 6, 5, 4, 4, 3},
				[]int{20, 10, 8, 7, 6, 5, 9, 3, 1})},
			qualified: ids("T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8"),
			out:       ids("T9"),
			by:        cup.ByPoints,
		},
		{
			name:      "C4_three_teams_tied_across_the_cut_need_shootout_question_1",
			in:        cup.QualifyInput{Totals: threeTied},
			need:      cup.NeedShootout,
			needTeams: ids("T7", "T8", "T9"),
			needQ:     1,
			spots:     2,
			qualified: ids("T1", "T2", "T3", "T4", "T5", "T6"),
			out:       ids("T10"),
		},
		{
			name:      "C4_three_tied_one_right_goes_on_the_other_two_continue_for_one_spot",
			in:        cup.QualifyInput{Totals: threeTied, Shootout: shootout(ids("T8"))},
			need:      cup.NeedShootout,
			needTeams: ids("T7", "T9"),
			needQ:     2,
			spots:     1,
			qualified: ids("T1", "T2", "T3", "T4", "T5", "T6", "T8"),
			out:       ids("T10"),
		},
		{
			name: "C4_three_tied_question_both_answer_separates_nobody",
			in: cup.QualifyInput{Totals: threeTied,
				Shootout: shootout(ids("T8"), ids("T7", "T9"))},
			need:      cup.NeedShootout,
			needTeams: ids("T7", "T9"),
			needQ:     3,
			spots:     1,
			qualified: ids("T1", "T2", "T3", "T4", "T5", "T6", "T8"),
			out:       ids("T10"),
		},
		{
			name: "C4_three_tied_decided_on_first_question_exactly_one_answers",
			in: cup.QualifyInput{Totals: threeTied,
				Shootout: shootout(ids("T8"), ids("T7", "T9"), ids("T9"))},
			// T8 and T9 went on; equal on points and rating, their places
			// 7-8 need the C5 extra lot.
			need:      cup.NeedPlaceLot,
			needTeams: ids("T8", "T9"),
			qualified: ids("T1", "T2", "T3", "T4", "T5", "T6", "T8", "T9"),
			out:       ids("T7", "T10"),
		},
		{
			name: "C4_three_tied_two_right_take_both_spots",
			in: cup.QualifyInput{Totals: threeTied,
				Shootout: shootout(ids(), ids("T9", "T7"))},
			qualified: ids("T1", "T2", "T3", "T4", "T5", "T6", "T7", "T9"),
			out:       ids("T8", "T10"),
			by:        cup.ByShootout,
		},
		{
			name: "C4_shootout_decides_nothing_rating_decides",
			in: cup.QualifyInput{Totals: threeTied, Shootout: shootout(
				ids(), ids("T7", "T8", "T9"), ids(), ids(), ids("T7", "T8", "T9"))},
			// Ratings: T7 40, T8 35, T9 35: T7 goes on, T8 and T9 still tie.
			need:      cup.NeedCutLot,
			needTeams: ids("T8", "T9"),
			spots:     1,
			qualified: ids("T1", "T2", "T3", "T4", "T5", "T6", "T7"),
			out:       ids("T10"),
		},
		{
			name: "C4_shootout_and_rating_decide_nothing_then_lot",
			in: cup.QualifyInput{Totals: threeTied, Shootout: shootout(
				ids(), ids("T7", "T8", "T9"), ids(), ids(), ids("T7", "T8", "T9")),
				CutLot: ids("T9", "T8")},
			qualified: ids("T1", "T2", "T3", "T4", "T5", "T6", "T7", "T9"),
			out:       ids("T8", "T10"),
			by:        cup.ByLot,
		},
		{
			name: "C4_after_five_questions_rating_alone_decides",
			in: cup.QualifyInput{Totals: field(
				[]int{12, 11, 11, 10, 10, 9, 9, 8, 8, 5},
				[]int{90, 80, 79, 70, 69, 60, 59, 30, 31, 20}),
				Shootout: shootout(ids(), ids(), ids(), ids(), ids(), ids("T8"))},
			// The sixth question is past the limit and ignored.
			qualified: ids("T1", "T2", "T3", "T4", "T5", "T6", "T7", "T9"),
			out:       ids("T8", "T10"),
			by:        cup.ByRating,
		},
		{
			name: "C4_two_tied_first_question_exactly_one_answers",
			in: cup.QualifyInput{Totals: field(
				[]int{12, 11, 11, 10, 10, 9, 9, 8, 8, 5},
				[]int{90, 80, 79, 70, 69, 60, 59, 30, 31, 20}),
				Shootout: shootout(ids("T8", "T9"), ids("T8"), ids("T9"))},
			qualified: ids("T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8"),
			out:       ids("T9", "T10"),
			by:        cup.ByShootout,
		},
		{
			name: "C4_four_tied_for_two_spots_several_rounds",
			in: cup.QualifyInput{Totals: field(
				[]int{12, 11, 11, 10, 10, 9, 8, 8, 8, 8},
				[]int{90, 80, 79, 70, 69, 60, 40, 41, 42, 43}),
				// q1: three right -> T10 out, 2 spots among T7 T8 T9.
				// q2: T7 right -> T7 goes on, 1 spot between T8 and T9.
				// q3: both wrong; q4: T8 right -> T8 goes on.
				Shootout: shootout(ids("T7", "T8", "T9"), ids("T7"), ids(), ids("T8"))},
			qualified: ids("T1", "T2", "T3", "T4", "T5", "T6", "T8", "T7"),
			out:       ids("T9", "T10"),
			by:        cup.ByShootout,
		},
		{
			name: "C4_no_shootout_configured_goes_straight_to_rating",
			in: cup.QualifyInput{Totals: threeTied, MaxShootout: -1,
				CutLot: ids("T8", "T9")},
			qualified: ids("T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8"),
			out:       ids("T9", "T10"),
			by:        cup.ByLot,
		},
		{
			name: "C5_places_by_rating_when_points_tie",
			in: cup.QualifyInput{Totals: field(
				[]int{9, 9, 9, 7, 6, 5, 4, 3, 1},
				[]int{10, 30, 20, 7, 6, 5, 4, 3, 1})},
			qualified: ids("T2", "T3", "T1", "T4", "T5", "T6", "T7", "T8"),
			out:       ids("T9"),
			by:        cup.ByPoints,
		},
		{
			name: "C5_places_tied_on_points_and_rating_need_the_extra_lot",
			in: cup.QualifyInput{Totals: field(
				[]int{9, 9, 8, 7, 6, 6, 4, 3, 1},
				[]int{20, 20, 8, 7, 6, 6, 4, 3, 1})},
			need:      cup.NeedPlaceLot,
			needTeams: ids("T1", "T2", "T5", "T6"),
			qualified: ids("T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8"),
			out:       ids("T9"),
			by:        cup.ByPoints,
		},
		{
			name: "C5_extra_lot_orders_the_tied_teams",
			in: cup.QualifyInput{Totals: field(
				[]int{9, 9, 8, 7, 6, 6, 4, 3, 1},
				[]int{20, 20, 8, 7, 6, 6, 4, 3, 1}),
				PlaceLot: ids("T6", "T2", "T5", "T1")},
			qualified: ids("T2", "T1", "T3", "T4", "T6", "T5", "T7", "T8"),
			out:       ids("T9"),
			by:        cup.ByPoints,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := tt.in
			in.Spots = 8
			switch in.MaxShootout {
			case 0:
				in.MaxShootout = 5
			case -1:
				in.MaxShootout = 0
			}
			q, err := cup.Qualify(in)
			if err != nil {
				t.Fatal(err)
			}
			if tt.need == none {
				if q.Need != nil {
					t.Fatalf("needs %+v, want complete", *q.Need)
				}
				if !q.CutDecided || q.DecidedBy != tt.by {
					t.Errorf("cut decided %v by %q, want by %q", q.CutDecided, q.DecidedBy, tt.by)
				}
				if !slices.Equal(q.Qualified, tt.qualified) {
					t.Errorf("qualified %v, want %v", q.Qualified, tt.qualified)
				}
			} else {
				if q.Need == nil {
					t.Fatalf("complete with %v, want need %q", q.Qualified, tt.need)
				}
				n := *q.Need
				if n.Kind != tt.need || !slices.Equal(n.Teams, tt.needTeams) || n.Question != tt.needQ || n.Spots != tt.spots {
					t.Errorf("need %+v, want %s q%d teams %v spots %d", n, tt.need, tt.needQ, tt.needTeams, tt.spots)
				}
				got, want := slices.Sorted(slices.Values(q.Qualified)), slices.Sorted(slices.Values(tt.qualified))
				if !slices.Equal(got, want) {
					t.Errorf("sure to go on %v, want %v", got, want)
				}
			}
			if !slices.Equal(q.Out, tt.out) {
				t.Errorf("out %v, want %v", q.Out, tt.out)
			}
		})
	}
}

func TestQualifyRefusals(t *testing.T) {
	threeTied := field([]int{12, 11, 11, 10, 10, 9, 8, 8, 8, 5}, []int{90, 80, 79, 70, 69, 60, 35, 35, 35, 20})
	t.Run("C4_cut_lot_among_other_teams_refused", func(t *testing.T) {
		_, err := cup.Qualify(cup.QualifyInput{Totals: threeTied, Spots: 8, CutLot: ids("T7", "T10")})
		wantCode(t, err, turnir.EINVALID)
	})
	t.Run("C4_fewer_teams_than_spots_goes_to_the_committee", func(t *testing.T) {
		_, err := cup.Qualify(cup.QualifyInput{Totals: threeTied[:7], Spots: 8})
		wantCode(t, err, turnir.ECONFLICT)
	})
	t.Run("C5_place_lot_of_a_team_twice_refused", func(t *testing.T) {
		in := cup.QualifyInput{Totals: field([]int{9, 9, 8, 7, 6, 5, 4, 3, 1}, []int{20, 20, 8, 7, 6, 5, 4, 3, 1}),
			Spots: 8, PlaceLot: ids("T1", "T1")}
		_, err := cup.Qualify(in)
		wantCode(t, err, turnir.EINVALID)
	})
}
