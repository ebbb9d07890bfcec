package standings_test

import (
	"strings"
	"testing"
	"time"

	"turnir/puzzleswiss/standings"
)

func g(round int, opp string, pts int, solved bool, secs int) standings.Game {
	return standings.Game{Round: round, Opponent: opp, Points: pts, Solved: solved, Time: time.Duration(secs) * time.Second}
}

func order(rows []standings.Row) string {
	var ids []string
	for _, r := range rows {
		ids = append(ids, r.ID)
	}
	return strings.Join(ids, " ")
}

func TestStandings(t *testing.T) {
	cs, err := standings.Criteria([]string{"buchholz", "total_time", "lot"})
	if err != nil {
		t.Fatal(err)
	}
	t.Run("P13_points_then_buchholz", func(t *testing.T) {
		// a and b both have 2 points; a's opponent c has 3, b's opponent d has 0.
		recs := []*standings.Record{
			{ID: "a", Lot: 4, Games: []standings.Game{g(1, "c", 1, true, 100), g(2, "x", 1, true, 100)}},
			{ID: "b", Lot: 1, Games: []standings.Game{g(1, "d", 2, true, 10), g(2, "y", 0, false, 0)}},
			{ID: "c", Lot: 2, Games: []standings.Game{g(1, "a", 2, true, 50), g(2, "", 1, true, 60)}},
			{ID: "d", Lot: 3, Games: []standings.Game{g(1, "b", 0, false, 0), g(2, "", 0, false, 0)}},
		}
		rows := standings.Table(standings.NewField(recs, 5*time.Minute), cs)
		if got := order(rows); got != "c a b d" {
			t.Errorf("order %q, want c a b d", got)
		}
		if rows[1].Values[1] != 3 || rows[2].Values[1] != 0 {
			t.Errorf("Buchholz a=%d b=%d, want 3 and 0", rows[1].Values[1], rows[2].Values[1])
		}
	})
	t.Run("P13_bye_adds_zero_to_buchholz", func(t *testing.T) {
		recs := []*standings.Record{
			{ID: "a", Lot: 1, Games: []standings.Game{g(1, "", 2, true, 60)}},
			{ID: "b", Lot: 2, Games: []standings.Game{g(1, "c", 2, true, 60)}},
			{ID: "c", Lot: 3, Games: []standings.Game{g(1, "b", 1, true, 70)}},
		}
		f := standings.NewField(recs, 5*time.Minute)
		if got := standings.Buchholz(recs[0], f); got != 0 {
			t.Errorf("Buchholz after a bye = %d, want 0", got)
		}
		if got := order(standings.Table(f, cs)); got != "b a c" {
			t.Errorf("order %q, want b (Buchholz 1) before a (bye, 0)", got)
		}
	})
	t.Run("P13_total_time_ascending_unsolved_counts_full_round", func(t *testing.T) {
		// Equal points and Buchholz; a solved once in 200 s and missed once
		// (300 s) = 500 s; b solved twice in 240 s each = 480 s.
		recs := []*standings.Record{
			{ID: "a", Lot: 1, Games: []standings.Game{g(1, "", 2, true, 200), g(2, "", 0, false, 0)}},
			{ID: "b", Lot: 2, Games: []standings.Game{g(1, "", 1, true, 240), g(2, "", 1, true, 240)}},
		}
		f := standings.NewField(recs, 5*time.Minute)
		if got := standings.TotalTime(recs[0], f); got != 500_000 {
			t.Errorf("total time a = %d ms, want 500000", got)
		}
		if got := order(standings.Table(f, cs)); got != "b a" {
			t.Errorf("order %q, want b a", got)
		}
	})
	t.Run("P13_remaining_ties_by_lot", func(t *testing.T) {
		recs := []*standings.Record{
			{ID: "a", Lot: 2, Games: []standings.Game{g(1, "", 0, false, 0)}},
			{ID: "b", Lot: 1, Games: []standings.Game{g(1, "", 0, false, 0)}},
		}
		rows := standings.Table(standings.NewField(recs, 5*time.Minute), cs)
		if got := order(rows); got != "b a" {
			t.Errorf("order %q, want b a (lot 1 first)", got)
		}
		if rows[0].Place != "1" || rows[1].Place != "2" {
			t.Errorf("places %q %q: the lot leaves no shared place", rows[0].Place, rows[1].Place)
		}
	})
	t.Run("Y2_shared_places_written_3-4", func(t *testing.T) {
		recs := []*standings.Record{
			{ID: "a", Games: []standings.Game{g(1, "", 5, false, 0)}},
			{ID: "b", Games: []standings.Game{g(1, "", 3, false, 0)}},
			{ID: "c", Games: []standings.Game{g(1, "", 3, false, 0)}},
			{ID: "d", Games: []standings.Game{g(1, "", 1, false, 0)}},
		}
		rows := standings.Table(standings.NewField(recs, time.Minute), []standings.Criterion{standings.PointsCriterion})
		var places []string
		for _, r := range rows {
			places = append(places, r.Place)
		}
		if got := strings.Join(places, ","); got != "1,2-3,2-3,4" {
			t.Errorf("places %s, want 1,2-3,2-3,4", got)
		}
	})
	t.Run("unknown_tiebreak_refused", func(t *testing.T) {
		if _, err := standings.Criteria([]string{"koya"}); err == nil {
			t.Error("unknown tie-break accepted")
		}
	})
}
