package e2e

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestIssue14_TeamsEditedOnTheJuryPage (issue 14, item 10): the organizer
// imports teams from a CSV file, renames one and removes another with a
// reason, all on the jury page.
func TestIssue14_TeamsEditedOnTheJuryPage(t *testing.T) {
	e := newEnv(t)
	const fid = "teams-edit"
	e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": "Правка команд"}, nil)
	csv := filepath.Join(t.TempDir(), "teams.csv")
	if err := os.WriteFile(csv, []byte("команда,город,тренер,игрок\nСовы,Казань,Иванова,Аня\nЕжи,Пермь,,Вера\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	jury := newTab(t, e, 1280, 900, false)
	jury.open("/jury.html?f=" + fid)
	jury.fill("#password", orgPassword)
	jury.click("#login")
	jury.expand("#teams-card")
	jury.do("choose the file of teams", chromedp.SetUploadFiles(chromedp.CSS("#team-import"), []string{csv}))
	jury.waitText("#teams", "Совы")
	jury.waitText("#teams", "Ежи")
	jury.click(`#teams tr:nth-child(1) button.team-rename`)
	jury.fill("#team-edit input.team-new-name", "Совушки")
	jury.click("#team-rename-ok")
	jury.waitText("#teams", "Совушки")
	jury.click(`#teams tr:nth-child(2) button.team-remove`)
	jury.fill("#team-edit-reason", "не приехали")
	jury.click("#team-edit-ok")
	jury.waitText("#history", "не приехали")
	jury.waitEval(`!document.getElementById("teams").innerText.includes("Ежи")`)
}
