package e2e

import (
	"fmt"
	"strings"
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
			// The first by the API, the second on the page: the reason is
			// the form's field, and the step is confirmed inline.
			e.org.call("POST", "/api/festivals/"+fid+"/disqualify", map[string]string{"kind": "team", "id": v.Next.Teams[0], "reason": "неспортивное поведение"}, nil)
			jury.open("/jury.html?f=" + fid)
			jury.fill("#password", orgPassword)
			jury.click("#login")
			jury.expand("#decisions-card")
			jury.waitVisible("#dq-id")
			jury.waitEval(`!!document.querySelector('#dq-id option[value=` + js(v.Next.Teams[1]) + `]')`)
			eval[bool](jury, `(() => { const s = document.getElementById("dq-id"); s.value = `+js(v.Next.Teams[1])+`;
				s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
			jury.fill("#dq-reason", "неспортивное поведение")
			jury.confirm("#dq-save")
			jury.waitText("#history", "Дисквалификация: команда "+v.Names[v.Next.Teams[1]])
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
			jury.waitText("#br-jury details.tables > summary", "Groups") // the tables' heading follows too
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
			jury.expand("#roster-box")
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
		{"either_link_opens_either_page", func(t *testing.T) {
			// The live pages' links name the festival ?fest=, the
			// festival's own pages ?f=: a host who swaps one page's name
			// for the other's in a link still lands on the festival.
			jury.open("/jury.html?fest=rs")
			jury.waitText("#fname", "Кубок составов")
			jury.waitVisible("#cup-card")
			jury.waitEval(`document.querySelector('nav a[href="/festival.html?f=rs"]') !== null`)
			jury.open("/festival.html?fest=rs")
			jury.waitText("#fname", "Кубок составов")
		}},
		{"C4_a_question_removed_with_its_reason_in_an_inline_form", func(t *testing.T) {
			e.org.call("POST", "/api/festivals/rs/cup/start", nil, nil)
			jury.open("/jury.html?f=rs")
			jury.waitVisible(`#grid th.qh[data-q="3"]`)
			jury.click(`#grid th.qh[data-q="3"]`)
			jury.waitText("#ask-form", "Причина снятия вопроса 3")
			jury.click("#ask-ok") // empty: the browser keeps the form
			jury.fill("#ask-reason", "вопрос некорректен")
			jury.click("#ask-ok")
			jury.waitHidden("#ask-form")
			jury.waitText("#history", "вопрос некорректен")
			jury.waitVisible(`#grid th.qh.removed[data-q="3"]`)
		}},
		{"S6_S7_qualifying_tie_across_the_cut_ordered_on_the_page", func(t *testing.T) {
			// 34 entrants: 30 with distinct totals, 4 with no answer at
			// all, tied on every indicator for places 31-34 across the cut
			// of 32 (S7): the committee orders them (S6), then the groups
			// are seated.
			e.org.call("POST", "/api/festivals", map[string]string{"id": "q6", "name": "Отбор"}, nil)
			for k := 1; k <= 17; k++ {
				e.org.call("POST", "/api/festivals/q6/teams", map[string]any{"name": fmt.Sprintf("Команда %d", k),
					"players": []string{fmt.Sprintf("Игрок %d.1", k), fmt.Sprintf("Игрок %d.2", k)}}, nil)
			}
			e.org.call("POST", "/api/festivals/q6/svoya", map[string]any{}, nil)
			var v struct {
				Next struct {
					Stage string     `json:"stage"`
					Ties  [][]string `json:"ties"`
				} `json:"next"`
				Qualifying struct {
					Rows []struct {
						Player string `json:"player"`
						Place  string `json:"place"`
					} `json:"rows"`
				} `json:"qualifying"`
			}
			e.org.call("POST", "/api/festivals/q6/svoya/enter", map[string]any{"all": true}, &v)
			if len(v.Qualifying.Rows) != 34 {
				t.Fatalf("entered %d", len(v.Qualifying.Rows))
			}
			for i, r := range v.Qualifying.Rows[:30] {
				// A total of 10(i+1): themes of "....+" (50) and one with
				// the r-th question right (10r).
				var sheet []string
				for range (i + 1) / 5 {
					sheet = append(sheet, "....+")
				}
				if r := (i + 1) % 5; r > 0 {
					sheet = append(sheet, strings.Repeat(".", r-1)+"+"+strings.Repeat(".", 5-r))
				}
				e.org.call("POST", "/api/festivals/q6/svoya/mark-sheet", map[string]any{"player": r.Player, "sheet": sheet}, nil)
			}
			jury.open("/jury.html?f=q6")
			jury.confirm("#sv-close-qual")
			jury.waitText("#sv-stage", "Отбор закрыт")
			e.org.call("GET", "/api/festivals/q6/svoya", nil, &v)
			if v.Next.Stage != "seating" || len(v.Next.Ties) != 1 || len(v.Next.Ties[0]) != 4 {
				t.Fatalf("after the qualifying: %+v", v.Next)
			}
			jury.open("/jury.html?f=q6")
			jury.waitText("#sv-stage", "Отбор закрыт")
			jury.waitText("#sv-jury .sv-tie h4", "Письменный отбор")
			if jury.visible("#sv-shootout-0") || jury.visible("#sv-seat") {
				t.Fatal("the qualifying's tie offers a shootout or the seating")
			}
			jury.click("#sv-order-0 li:nth-child(3) button.up")
			order := eval[[]string](jury, `[...document.querySelectorAll("#sv-order-0 li")].map((li) => li.dataset.player)`)
			jury.fill("#sv-order-reason-0", "по жребию оргкомитета")
			jury.click("#sv-order-save-0")
			jury.waitVisible("#sv-seat")
			e.org.call("GET", "/api/festivals/q6/svoya", nil, &v)
			for i, p := range order {
				if r := v.Qualifying.Rows[30+i]; r.Player != p || r.Place != fmt.Sprint(31+i) {
					t.Fatalf("place %d: %+v, want %s", 31+i, r, p)
				}
			}
			jury.click("#sv-seat")
			jury.waitText("#sv-stage", "Групповой этап")
		}},
		{"S10_venue_ties_ordered_by_the_committee", func(t *testing.T) {
			// Every group fight closed without an answer: each venue's 8
			// players tie on everything for places 1-8, across the S10 cut
			// of 4. The page shows one order form a venue.
			var v struct {
				Venues []struct {
					Fights []struct {
						Ref map[string]any `json:"ref"`
					} `json:"fights"`
					Table []struct {
						Player string `json:"player"`
						Place  string `json:"place"`
					} `json:"table"`
				} `json:"venues"`
			}
			e.org.call("GET", "/api/festivals/q6/svoya", nil, &v)
			for _, vn := range v.Venues {
				for _, f := range vn.Fights {
					e.org.call("POST", "/api/festivals/q6/svoya/close-fight", map[string]any{"ref": f.Ref, "confirm": true}, nil)
				}
			}
			e.advance(time.Second) // the live push to the jury page
			jury.waitText("#sv-stage", "боёв сыграно: 32 из 32")
			for k := 1; k <= 4; k++ {
				jury.waitText("#sv-jury .sv-tie h4", fmt.Sprintf("Площадка %d", k))
				if n := eval[int](jury, `document.querySelectorAll("#sv-jury .sv-tie").length`); n != 5-k {
					t.Fatalf("%d tie forms, want %d", n, 5-k)
				}
				jury.fill("#sv-order-reason-0", fmt.Sprintf("решение по площадке %d", k))
				jury.click("#sv-order-save-0")
				jury.waitText("#history", fmt.Sprintf("решение по площадке %d", k))
			}
			jury.waitVisible("#sv-start-round")
			e.org.call("GET", "/api/festivals/q6/svoya", nil, &v)
			for _, vn := range v.Venues {
				for i, r := range vn.Table {
					if r.Place != fmt.Sprint(i+1) {
						t.Fatalf("venue table after the order: %+v", vn.Table)
					}
				}
			}
		}},
		{"team_registered_with_its_rating_site_id", func(t *testing.T) {
			// The rating-site export's Team ID is the team's id: the form
			// lets the jury give the site's id.
			jury.expand("#teams-card")
			jury.waitText("#team-form", "сайте рейтинга")
			jury.fill("#team-name", "Рейтинговая")
			jury.fill("#team-id", "54321")
			jury.click("#add-team")
			jury.waitText("#teams", "Рейтинговая")
			var f struct {
				Teams []struct {
					ID   string `json:"id"`
					Name string `json:"name"`
				} `json:"team_list"`
			}
			e.org.call("GET", "/api/festivals/q6", nil, &f)
			for _, tm := range f.Teams {
				if tm.Name == "Рейтинговая" {
					if tm.ID != "54321" {
						t.Fatalf("the team was registered as %q, want 54321", tm.ID)
					}
					return
				}
			}
			t.Fatalf("no team registered: %+v", f.Teams)
		}},
	}
	steps(t, jury, list)
}
