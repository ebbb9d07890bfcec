package report_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/report"
)

// TestIssue14_RatingRosters (issue 14, item 10): once a player of the cup
// has a rating-site id, the rating export gains the rosters sheet with the
// players' ids, and the teams table shows the id beside the name; without
// any id the export stays as it was.
func TestIssue14_RatingRosters(t *testing.T) {
	at := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
	evs, err := festival.DemoCup(turnir.SeedFromUint64(3), at)
	if err != nil {
		t.Fatal(err)
	}
	f, err := festival.Replay(evs)
	if err != nil {
		t.Fatal(err)
	}
	before, err := report.FestivalRating(f)
	if err != nil {
		t.Fatal(err)
	}
	if slices.ContainsFunc(before, func(tb report.Table) bool { return tb.Name == "Составы" }) {
		t.Fatal("a rosters sheet with no rating id in the festival")
	}
	ct := f.Cup.Teams[0]
	p := f.Player(ct.Roster[0])
	edit, err := f.EditPerson(es.At(at.Add(24*time.Hour), "org", ""), festival.KindPlayer, p.ID, p.Name, "123456")
	if err != nil {
		t.Fatal(err)
	}
	var log []turnir.Event
	if err := festival.LocalCommit(f, evs[0].Stream, &log)(edit); err != nil {
		t.Fatal(err)
	}
	after, err := report.FestivalRating(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(after) != len(before)+1 {
		t.Fatalf("%d sheets, want %d", len(after), len(before)+1)
	}
	r := after[len(after)-1]
	if r.Name != "Составы" || r.Header[3] != report.RatingPlayerID || !slices.Equal(r.Rows[0], []string{ct.ID, f.TeamName(ct.ID), f.Team(ct.ID).City, "123456", p.Name}) {
		t.Fatalf("rosters %v %v", r.Header, r.Rows[:1])
	}
	if len(r.Rows) < len(f.Cup.Teams) {
		t.Errorf("%d roster rows", len(r.Rows))
	}
	for _, tb := range report.FestivalTables(f, "ru") {
		if tb.Name == "teams" && !slices.ContainsFunc(tb.Rows, func(row []string) bool { return row[0] == ct.ID && strings.Contains(row[3], p.Name+" (123456)") }) {
			t.Errorf("the teams table does not show the rating id: %v", tb.Rows[0])
		}
	}
}
