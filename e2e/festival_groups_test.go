package e2e

import (
	"fmt"
	"testing"
)

// TestFestivalBrainringGroupCount: a festival with fewer teams than the
// regulation's 8 groups need (two a group, F2) opens its Brain-ring from
// the jury page with the group count the page offers for the teams that
// came, and the group draw follows.
func TestFestivalBrainringGroupCount(t *testing.T) {
	e := newEnv(t)
	const fid = "small"
	e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": "Малый фестиваль"}, nil)
	for k := 1; k <= 10; k++ {
		e.org.call("POST", "/api/festivals/"+fid+"/teams", map[string]any{"name": fmt.Sprintf("Команда %d", k),
			"players": []string{fmt.Sprintf("Игрок %d", k)}}, nil)
	}
	jury := newTab(t, e, 1100, 900, false)
	steps(t, jury, []step{
		{"F2_the_page_offers_group_counts_the_teams_can_fill", func(t *testing.T) {
			jury.open("/jury.html?f=" + fid)
			jury.fill("#password", orgPassword)
			jury.click("#login")
			jury.waitText("#history", "Команда 10")
			eval[bool](jury, `(document.getElementById("br-card").open = true, true)`)
			jury.waitVisible("#br-groups")
			if v := eval[string](jury, `document.getElementById("br-groups").value`); v != "4" {
				t.Fatalf("the page proposes %s groups for 10 teams, want 4", v)
			}
			if n := eval[int](jury, `document.querySelectorAll("#br-groups option").length`); n != 3 {
				t.Fatalf("%d group counts offered for 10 teams, want 1, 2 and 4", n)
			}
			// Issue 14, item 18: a festival that holds nothing yet leads
			// with its teams, not with "open the cup".
			if got := eval[string](jury, `[...document.querySelectorAll("#work > .card")].map((c) => c.id).join(" ")`); got != "teams-card cup-card br-card sv-card solyanka-card decisions-card history-card" {
				t.Errorf("cards of a new festival: %s", got)
			}
		}},
		{"F2_open_with_4_groups_and_draw", func(t *testing.T) {
			jury.click("#br-open")
			jury.waitVisible("#br-lot-commit")
			// What the festival holds comes first (issue 14, item 18).
			jury.waitEval(`document.querySelector("#work > .card").id === "br-card"`)
			if got := eval[string](jury, `[...document.querySelectorAll("#work > .card")].map((c) => c.id).join(" ")`); got != "br-card teams-card cup-card sv-card solyanka-card decisions-card history-card" {
				t.Errorf("cards of a festival holding the Brain-ring: %s", got)
			}
			jury.click("#br-lot-commit")
			jury.click("#br-draw")
			jury.waitText("#br-stage", "Групповой этап")
			var v struct {
				Groups []struct{ Teams []string } `json:"groups"`
			}
			e.org.call("GET", "/api/festivals/"+fid+"/brainring", nil, &v)
			if len(v.Groups) != 4 {
				t.Fatalf("%d groups drawn, want 4", len(v.Groups))
			}
		}},
	})
}
