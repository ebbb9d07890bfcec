package e2e

import (
	"testing"
)

// TestIssue14_AddTeamFormTakesRatingIDs (issue 14, item 10): the jury's
// add-team form says how to give a rating ID and takes the import's lines,
// "Анна Петрова (12345)", for the players and the coach; the team's people
// are listed with their IDs.
func TestIssue14_AddTeamFormTakesRatingIDs(t *testing.T) {
	e := newEnv(t)
	for _, view := range hallViews {
		t.Run(view.name, func(t *testing.T) {
			fid := "team-form-" + view.name
			e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": "Заявка"}, nil)
			jury := newTab(t, e, view.width, view.height, view.mobile)
			jury.open("/jury.html?f=" + fid)
			jury.fill("#password", orgPassword)
			jury.click("#login")
			jury.expand("#teams-card")
			jury.waitText("#team-players-hint", "Анна Петрова (12345)")
			jury.fill("#team-name", "Знатоки")
			jury.setValue("#team-players", "Анна Петрова (12345)\nБорис Орлов [678]\nВера без рейтинга")
			jury.fill("#team-coach", "Галина Сергеевна (9001)")
			jury.shotAt("jury-add-team-"+view.name, "#team-form")
			jury.click("#add-team")
			jury.waitText("#teams", "Анна Петрова [12345]")
			jury.waitText("#teams", "Борис Орлов [678]")
			var v struct {
				Teams []struct {
					Players []struct{ Name, Rating string } `json:"players"`
					Coaches []struct{ Name, Rating string } `json:"coaches"`
				} `json:"team_list"`
			}
			e.org.call("GET", "/api/festivals/"+fid, nil, &v)
			if len(v.Teams) != 1 || len(v.Teams[0].Players) != 3 || v.Teams[0].Players[0].Rating != "12345" ||
				v.Teams[0].Players[2].Name != "Вера без рейтинга" || v.Teams[0].Players[2].Rating != "" ||
				len(v.Teams[0].Coaches) != 1 || v.Teams[0].Coaches[0].Rating != "9001" {
				t.Fatalf("the team after the form: %+v", v.Teams)
			}
		})
	}
}
