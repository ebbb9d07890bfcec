package e2e

import (
	"fmt"
	"testing"
	"time"

	thttp "turnir/http"
)

// TestFestivalCompetitions carries the demo festival on from the pages:
// the public page draws the Brain-ring's group tables, crosstables and
// play-off bracket as SVG and the Svoya igra venues; the jury plays the
// Brain-ring's semi-finals, 3rd-place match and final by taps, question by
// question (F6, F7), while the public page follows live to the champion,
// and enters and closes a Svoya igra fight answer by answer (S8, S9). On a
// fresh festival the jury then opens both tournaments and draws their lots
// from the page: the Brain-ring groups (F2) and the Svoya seats (S3).
func TestFestivalCompetitions(t *testing.T) {
	e := newEnv(t)
	if err := thttp.DemoFestivals(e.ctx, e.srv); err != nil {
		t.Fatal(err)
	}
	const fid = "demo-festival"
	jury := newTab(t, e, 1280, 900, false)
	pub := newTab(t, e, 1100, 900, false)
	list := []step{
		{"public_page_of_the_demo_festival", func(t *testing.T) {
			pub.open("/festival.html?f=" + fid)
			pub.waitVisible("svg.br-bracket")
			if n := eval[int](pub, `document.querySelectorAll("svg.br-bracket g.pair").length`); n != 8+4+2+1+1 {
				t.Fatalf("the bracket draws %d matches, want 16", n)
			}
			pub.waitText(`.br-group[data-group="H"] .br-table`, "1")
			pub.waitVisible(`.br-group[data-group="A"] .br-cross`)
			pub.waitText("#sv-venues", "Площадка 4")
			pub.waitVisible("#solyanka-card table")
			pub.shotAt("festival-brainring-bracket", "svg.br-bracket")
			pub.shotAt("festival-brainring-group", `.br-group[data-group="A"]`)
			eval[bool](pub, `(window.__sameDocument = 7, true)`)
		}},
		{"F6_F7_jury_plays_the_brainring_to_the_champion", func(t *testing.T) {
			jury.open("/jury.html?f=" + fid)
			jury.fill("#password", orgPassword)
			jury.click("#login")
			jury.waitText("#br-stage", "Плей-офф")
			for i := 0; ; i++ {
				if i > 120 {
					t.Fatal("the Brain-ring did not finish")
				}
				// A live redraw may take the button away for a moment: go
				// on until the stage says the Brain-ring is over.
				jury.waitEval(`!!document.getElementById("br-a") || document.getElementById("br-stage").innerText.includes("Брейн-ринг завершён")`)
				before, _ := jury.state("#br-jury")
				if !jury.visible("#br-a") {
					break
				}
				jury.click("#br-a")
				jury.waitEval(`document.getElementById("br-jury").innerText !== ` + js(before))
			}
			jury.waitText("#br-stage", "Брейн-ринг завершён")
			var v struct {
				Bracket struct{ Champion string } `json:"bracket"`
				Names   map[string]string         `json:"names"`
			}
			e.org.call("GET", "/api/festivals/"+fid+"/brainring", nil, &v)
			if v.Bracket.Champion == "" {
				t.Fatal("no champion after the final")
			}
			e.advance(time.Second)
			pub.waitText("#br-champion", v.Names[v.Bracket.Champion])
			// A match level on fight points says under its pair what
			// decided it (F7): extra questions, or an indicator.
			var bv struct {
				Bracket struct {
					Rounds []struct {
						Matches []struct {
							Winner string   `json:"winner"`
							Extra  []string `json:"extra"`
							Result struct {
								DecidedBy string `json:"decided_by"`
							} `json:"result"`
						} `json:"matches"`
					} `json:"rounds"`
				} `json:"bracket"`
			}
			e.org.call("GET", "/api/festivals/"+fid+"/brainring", nil, &bv)
			byExtra, byIndicator := 0, 0
			for _, r := range bv.Bracket.Rounds {
				for _, m := range r.Matches {
					switch {
					case m.Winner == "":
					case len(m.Extra) > 0:
						byExtra++
					case m.Result.DecidedBy == "diff" || m.Result.DecidedBy == "taken":
						byIndicator++
					}
				}
			}
			t.Logf("matches decided by extra questions: %d, by an indicator after the points: %d", byExtra, byIndicator)
			if n := eval[int](pub, `document.querySelectorAll("svg.br-bracket text.bnote").length`); n != byExtra+byIndicator {
				t.Errorf("%d matches marked with what decided them, want %d", n, byExtra+byIndicator)
			}
			if n := eval[int](pub, `[...document.querySelectorAll("svg.br-bracket text.bnote")].filter((e) => e.textContent.includes("дополнительным")).length`); n != byExtra {
				t.Errorf("%d matches marked as decided by extra questions, want %d", n, byExtra)
			}
			pub.waitText("#br-ranking tbody tr:first-child", v.Names[v.Bracket.Champion])
		}},
		{"S8_S9_jury_enters_and_closes_a_svoya_fight", func(t *testing.T) {
			jury.waitVisible("#sv-right")
			jury.fill("#sv-q", "5")
			jury.fill("#sv-atheme", "4")
			jury.click("#sv-right")
			jury.waitText("#history", "раунд 1, тема 4, вопрос 5")
			// The right answer to the last question of round 1 (4 themes of
			// 5) moves the form on to round 2, theme 1, question 1.
			jury.waitEval(`document.getElementById("sv-round").value === "2" && document.getElementById("sv-atheme").value === "1"`)
			jury.waitVisible("#sv-close-fight")
			jury.click("#sv-close-fight")
			jury.waitText("#sv-close-fight-q", "Вопросов без внесённых ответов")
			jury.click("#sv-close-fight-yes")
			jury.waitText("#history", "бой окончен")
			if !eval[bool](pub, `window.__sameDocument === 7`) {
				t.Fatal("the public page was reloaded instead of updated live")
			}
		}},
		{"S8_jury_enters_by_keys_on_the_board_and_reopens_a_fight", func(t *testing.T) {
			// The board of the next open fight, its cursor where the
			// server says the jury goes on; a digit picks the player by
			// seat, + and - enter the answer (issue 13, the fallback).
			cursor := func() string {
				jury.waitVisible("#sv-grid td.sv-cursor")
				return eval[string](jury, `document.querySelector("#sv-grid td.sv-cursor").dataset.cell`)
			}
			// The fight closed just before goes off the page, and the next,
			// with no answer yet, starts at its first question.
			jury.waitEval(`!!document.querySelector('#sv-grid td.sv-cursor[data-cell="1.1.1"]')`)
			first := cursor()
			jury.keys("#sv-grid-box", "1")
			jury.keys("#sv-grid-box", "+")
			jury.waitEval(`!!document.querySelector('#sv-grid td[data-cell="` + first + `"] .sv-right')`)
			jury.waitEval(`document.querySelector("#sv-grid td.sv-cursor").dataset.cell !== ` + js(first))
			second := cursor()
			jury.keys("#sv-grid-box", "2")
			jury.keys("#sv-grid-box", "-")
			jury.waitEval(`!!document.querySelector('#sv-grid td[data-cell="` + second + `"] .sv-wrong')`)
			if now := cursor(); now != second {
				t.Fatalf("after a wrong answer the others may still answer %s, the cursor went to %s", second, now)
			}
			jury.keys("#sv-grid-box", "3")
			jury.keys("#sv-grid-box", "=")
			jury.waitEval(`!!document.querySelector('#sv-grid td[data-cell="` + second + `"] .sv-right')`)
			jury.shotAt("svoya-jury-board", "#sv-jury")
			// A closed fight is reopened from the page with its reason.
			jury.expand("#sv-reopen")
			jury.fill("#sv-reopen-reason", "ошибка в протоколе боя")
			jury.click("#sv-reopen-btn")
			jury.waitText("#history", "ошибка в протоколе боя")
		}},
		{"F2_F4_S3_lots_and_a_correction_from_the_page_on_a_fresh_festival", func(t *testing.T) {
			e.org.call("POST", "/api/festivals", map[string]string{"id": "fresh", "name": "Новый фестиваль"}, nil)
			for k := 1; k <= 16; k++ {
				e.org.call("POST", "/api/festivals/fresh/teams", map[string]any{"name": fmt.Sprintf("Команда %d", k),
					"players": []string{fmt.Sprintf("Игрок %d.1", k), fmt.Sprintf("Игрок %d.2", k)}}, nil)
			}
			jury.open("/jury.html?f=fresh")
			jury.waitText("#history", "Команда 16")
			eval[bool](jury, `(document.getElementById("br-card").open = true, document.getElementById("sv-card").open = true)`)
			jury.click("#br-open")
			jury.click("#br-lot-commit")
			jury.click("#br-draw")
			jury.waitText("#br-stage", "Групповой этап")
			// F4 correction: question 1 given to the wrong team, then fixed;
			// the history keeps both and marks the fix.
			jury.click("#br-a")
			jury.waitText("#br-jury", "Вопрос 2:")
			jury.expand("details.fix")
			jury.waitVisible("#br-fix-q")
			jury.fill("#br-fix-q", "1")
			eval[bool](jury, `(() => { const s = document.getElementById("br-fix-taker"); s.value = s.options[0].value; return true; })()`)
			jury.fill("#br-fix-reason", "ошибка ввода")
			jury.click("#br-fix")
			jury.waitText("#history li.correction", "исправление записи #")
			jury.waitText("#history", "ошибка ввода")
			jury.click("#sv-open")
			jury.click("#sv-enter-all")
			jury.waitText("#sv-jury", "заявлено: 32")
			jury.click("#sv-lot-commit")
			jury.click("#sv-draw-seats")
			jury.waitText("#sv-stage", "Групповой этап")
			pub.open("/festival.html?f=fresh")
			pub.waitText("#br-groups", "Группа H")
			pub.waitText("#sv-venues", "Площадка 4")
		}},
		{"jury_role_signs_in_with_its_own_password", func(t *testing.T) {
			judge := newTab(t, e, 1000, 900, false)
			judge.open("/jury.html?f=fresh")
			judge.fill("#password", juryPassword)
			judge.click("#login")
			judge.waitText("#br-stage", "Групповой этап")
			if judge.visible("#decisions-card") {
				t.Fatal("the jury sees the committee's decisions form")
			}
			judge.click("#br-b")
			judge.waitText("#history li:first-child", "· жюри ·")
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
