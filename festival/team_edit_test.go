package festival_test

import (
	"testing"

	"turnir"
	"turnir/cup"
	"turnir/es"
	"turnir/festival"
)

// TestIssue14_TeamsCanBeEdited (issue 14, item 10): a team is renamed (not
// to another team's name), a team that plays nowhere is removed with its
// people by a decision with its reason, one in the cup is not; Verify
// re-runs both.
func TestIssue14_TeamsCanBeEdited(t *testing.T) {
	h := newHarness(t)
	h.teams(3, 2)
	h.refused(turnir.ECONFLICT, "уже зарегистрирована")(h.f.RenameTeam(es.At(h.now(), "org", ""), "T1", "команда t2", ""))
	h.do(h.f.RenameTeam(es.At(h.now(), "org", "опечатка в заявке"), "T1", "Совы", "Казань"))
	if tm := h.f.Team("T1"); tm.Name != "Совы" || tm.City != "Казань" {
		t.Fatalf("after the rename: %+v", tm)
	}
	h.do(h.f.OpenCup(es.At(h.now(), "org", ""), cup.DefaultConfig()))
	h.do(h.f.EnterCupTeam(es.At(h.now(), "org", ""), "T1", nil))
	h.refused(turnir.EINVALID, "причина")(h.f.RemoveTeam(es.At(h.now(), "org", ""), "T3"))
	h.refused(turnir.ECONFLICT, "дисквалифицировать")(h.f.RemoveTeam(es.At(h.now(), "org", "снялась"), "T1"))
	h.do(h.f.RemoveTeam(es.At(h.now(), "org", "команда не приехала"), "T3"))
	if h.f.Team("T3") != nil || h.f.Player("T3-p1") != nil || h.f.Coach("T3-coach") != nil {
		t.Fatal("the removed team or its people are still there")
	}
	rep, err := festival.Verify(h.log)
	if err != nil || !rep.OK() {
		t.Fatalf("verify: %v %+v", err, rep)
	}
}

// TestIssue14_TeamsFromRows: a file of teams reads one team a row: name,
// city, coach, then players; blank cells and rows are skipped.
func TestIssue14_TeamsFromRows(t *testing.T) {
	got, err := festival.TeamsFromRows([][]string{
		{"команда", "город", "тренер", "игроки"},
		{"Совы", "Казань", "Иванова [777]", "Аня (12345)", "Борис (капитан)", "", "Вера"},
		{"", "", ""},
		{"Ежи", "", "", "Глеб"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Name != "Совы" || got[0].Coach != (festival.Entrant{Name: "Иванова", Rating: "777"}) || len(got[0].Players) != 3 ||
		got[0].Players[0] != (festival.Entrant{Name: "Аня", Rating: "12345"}) || got[0].Players[1].Name != "Борис (капитан)" ||
		got[1].City != "" || got[1].Players[0].Name != "Глеб" {
		t.Fatalf("teams %+v", got)
	}
	if _, err := festival.TeamsFromRows([][]string{{"h"}, {"", "Казань"}}); turnir.ErrorCode(err) != turnir.EINVALID {
		t.Errorf("a team without a name: %v", err)
	}
}

// TestTeamsFromRowsWithTheirIDs: a file whose first column is headed "ID"
// gives each team its id (the rating site's team number, which the
// rating-site export carries; imported teams were t2, t3 ... there), and
// a row without one is refused by its number; without that header the
// first column is the name, as before.
func TestTeamsFromRowsWithTheirIDs(t *testing.T) {
	got, err := festival.TeamsFromRows([][]string{
		{"\uFEFFID", "команда", "город", "тренер", "игроки"},
		{"52713", "Совы", "Казань", "", "Аня"},
		{"4711", "Ежи", "", "", "Глеб"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ID != "52713" || got[0].Name != "Совы" || got[0].City != "Казань" || got[1].ID != "4711" || got[1].Players[0].Name != "Глеб" {
		t.Fatalf("teams %+v", got)
	}
	if _, err := festival.TeamsFromRows([][]string{{"№", "команда"}, {"", "Совы"}}); turnir.ErrorCode(err) != turnir.EINVALID {
		t.Errorf("a row without its ID: %v", err)
	}
	if got, _ := festival.TeamsFromRows([][]string{{"команда"}, {"52713"}}); len(got) != 1 || got[0].ID != "" || got[0].Name != "52713" {
		t.Errorf("without an ID header the first column is the name: %+v", got)
	}
}
