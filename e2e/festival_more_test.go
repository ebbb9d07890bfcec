package e2e

import (
	"strings"
	"testing"

	thttp "turnir/http"
)

// TestFestivalCompetitions is the demo festival carried on from the pages:
// the jury opens the Brain-ring, publishes and draws the group lot (F2)
// and enters a fight question by question (F4); the rest of the group
// stage comes through the API, the jury starts the play-off (F6) and the
// public page draws the group tables, crosstables and the bracket as SVG.
// The jury then opens Svoya igra, enters every player, seats the venues by
// lot (S3) and enters an answer (S8); the public page shows the venues.
func TestFestivalCompetitions(t *testing.T) {
	e := newEnv(t)
	if err := thttp.DemoFestivals(e.ctx, e.srv); err != nil {
		t.Fatal(err)
	}
	const fid = "demo-festival"
	jury := newTab(t, e, 1280, 900, false)
	pub := newTab(t, e, 1100, 900, false)
	type brNext struct {
		Next struct {
			Stage    string   `json:"stage"`
			Fight    string   `json:"fight"`
			Group    string   `json:"group"`
			Question int      `json:"question"`
			Teams    []string `json:"teams"`
		} `json:"next"`
		Config struct {
			FightLength int `json:"fight_length"`
		} `json:"config"`
	}
	list := []step{
		{"public_page_of_the_demo_festival", func(t *testing.T) {
			pub.open("/festival.html?f=" + fid)
			pub.waitVisible("#solyanka-card table")
			eval[bool](pub, `(window.__sameDocument = 7, true)`)
		}},
		{"F2_jury_opens_the_brainring_and_draws_the_groups", func(t *testing.T) {
			jury.open("/jury.html?f=" + fid)
			jury.fill("#password", orgPassword)
			jury.click("#login")
			jury.waitVisible("#history li")
			eval[bool](jury, `(document.getElementById("br-card").open = true)`)
			jury.click("#br-open")
			jury.click("#br-lot-commit")
			jury.click("#br-draw")
			jury.waitText("#br-stage", "Групповой этап")
			pub.waitText("#br-groups", "Группа H")
		}},
		{"F4_a_fight_question_by_question", func(t *testing.T) {
			for q := 1; q <= 5; q++ {
				jury.waitText("#br-stage", "бой A-1-1")
				jury.waitText("#br-jury", "Вопрос "+string(rune('0'+q))+":")
				jury.click("#br-a")
			}
			jury.waitEval(`!document.getElementById("br-stage").textContent.includes("A-1-1")`)
			pub.waitText(`.br-group[data-group="A"] .br-table tbody tr:first-child`, "2")
			pub.waitText(`.br-group[data-group="A"] .br-cross`, "5:0")
		}},
		{"F6_play_off_drawn_as_svg", func(t *testing.T) {
			var v brNext
			e.org.call("GET", "/api/festivals/"+fid+"/brainring", nil, &v)
			for guard := 0; v.Next.Stage == "groups" || v.Next.Stage == "group_lot"; guard++ {
				if guard > 200 {
					t.Fatalf("stuck at %+v", v.Next)
				}
				if v.Next.Stage == "group_lot" {
					e.org.call("POST", "/api/festivals/"+fid+"/brainring/lot-commit", map[string]any{}, &v)
					e.org.call("POST", "/api/festivals/"+fid+"/brainring/group-lot", map[string]any{"group": v.Next.Group}, &v)
					continue
				}
				taken := make([]string, v.Config.FightLength)
				for i := range taken {
					taken[i] = v.Next.Teams[i%2]
				}
				e.org.call("POST", "/api/festivals/"+fid+"/brainring/fight", map[string]any{"fight": v.Next.Fight, "taken": taken}, &v)
			}
			e.advance(0)
			jury.click("#br-playoff")
			jury.waitText("#br-stage", "Плей-офф")
			pub.waitVisible("svg.br-bracket")
			if n := eval[int](pub, `document.querySelectorAll("svg.br-bracket g.pair").length`); n != 8+4+2+1+1 {
				t.Fatalf("the bracket draws %d matches, want 16", n)
			}
		}},
		{"S3_S8_svoya_seated_by_lot_and_an_answer", func(t *testing.T) {
			eval[bool](jury, `(document.getElementById("sv-card").open = true)`)
			jury.click("#sv-open")
			jury.waitVisible("#sv-enter-all")
			// S3 seats exactly 4 venues x 8: the first 32 players enter.
			var fest struct {
				TeamList []struct {
					Players []struct {
						ID           string `json:"id"`
						Disqualified bool   `json:"disqualified"`
					} `json:"players"`
				} `json:"team_list"`
			}
			e.org.call("GET", "/api/festivals/"+fid, nil, &fest)
			var players []string
			for _, tm := range fest.TeamList {
				for _, p := range tm.Players {
					if !p.Disqualified && len(players) < 32 {
						players = append(players, p.ID)
					}
				}
			}
			e.org.call("POST", "/api/festivals/"+fid+"/svoya/enter", map[string]any{"players": players}, nil)
			e.advance(0)
			jury.waitText("#sv-jury", "заявлено: 32")
			jury.click("#sv-lot-commit")
			jury.click("#sv-draw-seats")
			jury.waitText("#sv-stage", "Групповой этап")
			jury.click("#sv-right")
			jury.waitEval(`document.querySelector('#sv-jury .sv-fight[data-venue="1"][data-fight="1"]').textContent.includes("10")`)
			jury.click("#sv-close-fight")
			pub.waitText("#sv-venues", "Площадка 4")
			// The fight counts once closed: 4 points (S9) and 10 for the answer.
			pub.waitText(`.sv-venue[data-venue="1"] tbody tr:first-child`, "4\t1\t10")
			if !eval[bool](pub, `window.__sameDocument === 7`) {
				t.Fatal("the public page was reloaded instead of updated live")
			}
			if txt, _ := pub.state("#br-groups"); !strings.Contains(txt, "5:0") {
				t.Fatal("the Brain-ring groups vanished")
			}
			pub.shotAt("festival-brainring", "#br-card")
		}},
	}
	for i, s := range list {
		run := s.run
		list[i].run = func(t *testing.T) {
			parent := pub.t
			pub.t = t
			defer func() { pub.t = parent }()
			run(t)
		}
	}
	steps(t, jury, list)
}
