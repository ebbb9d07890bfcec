package e2e

import (
	"fmt"
	"testing"
)

// TestIssue14_PeopleAndHallDrawOnTheJuryPage (issue 14, items 10 and 11):
// on a phone and on a desktop, the jury opens a team's people, gives a
// player their rating ID and adds one with theirs; the Brain-ring's group
// draw made in the hall is entered with each team's group and the reason.
func TestIssue14_PeopleAndHallDrawOnTheJuryPage(t *testing.T) {
	e := newEnv(t)
	for _, view := range []struct {
		name          string
		width, height int64
		mobile        bool
	}{{"phone", 390, 844, true}, {"desktop", 1280, 900, false}} {
		t.Run(view.name, func(t *testing.T) {
			fid := "people-" + view.name
			e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": "Составы"}, nil)
			for k := 1; k <= 4; k++ {
				e.org.call("POST", "/api/festivals/"+fid+"/teams", map[string]any{"id": fmt.Sprintf("t%d", k), "name": fmt.Sprintf("Команда %d", k),
					"players": []any{map[string]string{"name": fmt.Sprintf("Игрок %d-1", k), "rating": fmt.Sprintf("%d001", k)}, fmt.Sprintf("Игрок %d-2", k)}}, nil)
			}
			e.org.call("POST", "/api/festivals/"+fid+"/brainring", map[string]any{"groups": 2}, nil)
			jury := newTab(t, e, view.width, view.height, view.mobile)
			jury.open("/jury.html?f=" + fid)
			jury.fill("#password", orgPassword)
			jury.click("#login")
			jury.expand("#teams-card")
			jury.click(`#teams tr:nth-child(1) button.team-people`)
			jury.waitVisible("#people-edit")
			jury.fill(`#people-edit form[data-person="t1-p2"] input.person-rating`, "4242")
			jury.click(`#people-edit form[data-person="t1-p2"] button.person-save`)
			jury.waitText("#teams", "Игрок 1-2 [4242]")
			jury.fill("#people-edit input.person-new-name", "Новенький")
			jury.fill("#people-edit input.person-new-rating", "777")
			jury.click("#people-edit form.person-add button")
			jury.waitText("#teams", "Новенький [777]")
			if v := eval[string](jury, `document.querySelector("#people-edit input.person-new-name").value`); v != "" {
				t.Errorf("the new player's field still holds %q after the save", v)
			}
			// A namesake of a player already in the team, half typed, lives
			// through a redraw (another member's change re-reads the page).
			jury.fill("#people-edit input.person-new-name", "Игрок 1-1")
			e.org.call("PUT", "/api/festivals/"+fid+"/players/t2-p1", map[string]string{"name": "Игрок 2-1", "rating": "99"}, nil)
			jury.waitText("#teams", "Игрок 2-1 [99]")
			if v := eval[string](jury, `document.querySelector("#people-edit input.person-new-name").value`); v != "Игрок 1-1" {
				t.Errorf("the namesake typed was lost to the redraw: the field holds %q", v)
			}
			jury.shotAt("jury-people-"+view.name, "#people-edit")

			jury.expand("#br-card")
			jury.expand("#br-hall")
			eval[bool](jury, `(() => { for (const s of document.querySelectorAll("#br-hall-form select.hall-group")) {
				s.value = Number(s.dataset.team.slice(1)) <= 2 ? "A" : "B"; } return true; })()`)
			jury.fill("#br-hall-reason", "капитаны тянули конверты")
			jury.shotAt("jury-brainring-hall-"+view.name, "#br-hall")
			jury.click("#br-hall-save")
			jury.waitText("#history", "капитаны тянули конверты")
			var v struct {
				Groups []struct {
					Name  string   `json:"name"`
					Teams []string `json:"teams"`
				} `json:"groups"`
			}
			e.org.call("GET", "/api/festivals/"+fid+"/brainring", nil, &v)
			if len(v.Groups) != 2 || fmt.Sprint(v.Groups[0].Teams) != "[t1 t2]" {
				t.Fatalf("groups after the hall's draw: %+v", v.Groups)
			}
		})
	}
}
