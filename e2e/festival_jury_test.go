package e2e

import (
	"fmt"
	"testing"
	"time"

	thttp "turnir/http"
)

// TestFestivalJuryForms covers the jury page's smaller forms: when the
// Brain-ring is left with only a match of two disqualified teams (DQ1,
// DQ2) the page says, in Russian and in English, that the committee
// decides and names the match; and a cup team's roster is changed from
// the page with its reason (C1), which the history keeps.
func TestFestivalJuryForms(t *testing.T) {
	e := newEnv(t)
	if err := thttp.DemoFestivals(e.ctx, e.srv); err != nil {
		t.Fatal(err)
	}
	const fid = "demo-festival"
	jury := newTab(t, e, 420, 900, true)
	list := []step{
		{"DQ2_F6_brainring_blocked_by_two_disqualified_teams", func(t *testing.T) {
			var v struct {
				Next struct {
					Stage string   `json:"stage"`
					Teams []string `json:"teams"`
				} `json:"next"`
				Names map[string]string `json:"names"`
			}
			e.org.call("GET", "/api/festivals/"+fid+"/brainring", nil, &v)
			if v.Next.Stage != "playoff" || len(v.Next.Teams) != 2 {
				t.Fatalf("the demo's Brain-ring waits for %+v", v.Next)
			}
			// Both teams of the first semi-final are disqualified: the
			// other semi-final is still played, then nothing is left but
			// their match, which nobody can play.
			for _, team := range v.Next.Teams {
				e.org.call("POST", "/api/festivals/"+fid+"/disqualify", map[string]string{"kind": "team", "id": team, "reason": "неспортивное поведение"}, nil)
			}
			jury.open("/jury.html?f=" + fid)
			jury.fill("#password", orgPassword)
			jury.click("#login")
			jury.waitText("#br-stage", "Плей-офф")
			for i := 0; !jury.visible("#br-blocked"); i++ {
				if i > 60 {
					t.Fatal("the Brain-ring never reported the blocked match")
				}
				before, _ := jury.state("#br-jury")
				jury.click("#br-a")
				jury.waitEval(`document.getElementById("br-jury").innerText !== ` + js(before))
			}
			jury.waitText("#br-blocked", "решает оргкомитет")
			jury.waitText("#br-blocked", v.Names[v.Next.Teams[0]]+" — "+v.Names[v.Next.Teams[1]])
			jury.click("#lang")
			jury.waitText("#br-blocked", "the committee decides")
			jury.waitText("#br-blocked", "two disqualified teams")
			jury.click("#lang")
			jury.waitText("#br-blocked", "решает оргкомитет")
		}},
		{"C1_cup_roster_changed_on_the_page", func(t *testing.T) {
			e.org.call("POST", "/api/festivals", map[string]string{"id": "rs", "name": "Кубок составов"}, nil)
			for k := 1; k <= 8; k++ {
				e.org.call("POST", "/api/festivals/rs/teams", map[string]any{"name": fmt.Sprintf("Команда %d", k),
					"players": []string{fmt.Sprintf("Игрок %d.1", k), fmt.Sprintf("Игрок %d.2", k), fmt.Sprintf("Игрок %d.3", k)}}, nil)
			}
			e.org.call("POST", "/api/festivals/rs/cup", map[string]any{}, nil)
			e.org.call("POST", "/api/festivals/rs/cup/teams", map[string]any{"all": true}, nil)
			jury.open("/jury.html?f=rs")
			jury.waitVisible("#roster-box")
			jury.click("#roster-box summary")
			eval[bool](jury, `(() => { const s = document.getElementById("roster-team"); s.value = s.options[1].value;
				s.dispatchEvent(new Event("change")); return true; })()`)
			jury.waitText("#cup-roster", "Игрок 2.3")
			jury.click(`#cup-roster label:nth-child(3) input.rp`)
			jury.fill("#roster-reason", "игрок заболел")
			jury.click("#roster-save")
			jury.waitText("#history", "Состав команды Команда 2 изменён")
			jury.waitText("#history", "игрок заболел")
			var cup struct {
				Teams []struct {
					ID     string   `json:"id"`
					Roster []string `json:"roster"`
				} `json:"teams"`
			}
			for range 50 {
				e.org.call("GET", "/api/festivals/rs/cup", nil, &cup)
				if len(cup.Teams) > 1 && len(cup.Teams[1].Roster) == 2 {
					return
				}
				time.Sleep(30 * time.Millisecond)
			}
			t.Fatalf("roster after the form: %+v", cup.Teams)
		}},
	}
	steps(t, jury, list)
}
