package e2e

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestOrganizer is the organizer's console on a laptop: sign in, create a
// tournament from the built-in regulation, change its settings, load the
// demo puzzles, watch registrations arrive, begin, watch round 1 live,
// pause and resume with a reason, disqualify with a reason, close the
// round, finish and publish the final table.
func TestOrganizer(t *testing.T) {
	e := newEnv(t)
	b := newTab(t, e, 1100, 900, false)
	var tid string
	bots := map[string]*client{}
	names := []string{"Дарья Морозова", "Егор Сазонов", "Жанна Ткач", "Зиновий Ухов"}

	steps(t, b, []step{
		{"sign_in_refuses_a_wrong_password", func(t *testing.T) {
			b.open("/org.html")
			b.waitVisible("#signin-form")
			b.fill("#password", "not-the-password")
			b.click("#signin-btn")
			b.waitVisible("#error")
			if b.visible("#console") {
				t.Fatal("the console is shown after a wrong password")
			}
			b.fill("#password", orgPassword)
			b.click("#signin-btn")
			b.waitVisible("#console")
			b.waitHidden("#error")
		}},
		{"create_from_the_built_in_regulation", func(t *testing.T) {
			b.waitVisible("#create-form") // no tournament yet: the form is open
			// The settings fields come with the regulations request, after the
			// form itself is shown.
			b.waitVisible("#c-round_length")
			if v := eval[string](b, `document.querySelector("#c-round_length").value`); v == "" {
				t.Fatal("the create form has no defaults from the built-in regulation")
			}
			b.fill("#tname-in", "Кубок организатора")
			b.fill("#c-round_length", "3m")
			b.click("#create-btn")
			b.waitText("#tname", "Кубок организатора")
			b.waitText("#phase", "Регистрация")
			tid = eval[string](b, `new URLSearchParams(location.search).get("t")`)
			var tr tournament
			e.org.call("GET", "/api/tournaments/"+tid, nil, &tr)
			if tr.Settings["round_length"] != "3m0s" {
				t.Errorf("round_length %v, want 3m0s as typed", tr.Settings["round_length"])
			}
			// The create form is back to the regulation's values, and the
			// only tournament opens by itself on the page opened again.
			if v := eval[string](b, `document.querySelector("#c-round_length").value`); v == "3:00" || v == "3m" {
				t.Errorf("the create form still holds what was typed for the last tournament: %q", v)
			}
			b.open("/org.html")
			b.waitText("#tname", "Кубок организатора")
		}},
		{"P1_change_settings_with_a_reason", func(t *testing.T) {
			b.click("#settings-btn") // nothing typed: nothing recorded
			b.waitText("#notice", "Настройки не изменены")
			b.fill("#s-rounds", "2")
			b.fill("#settings-reason", "два тура по регламенту")
			b.click("#settings-btn")
			b.waitText("#notice", "Готово")
			var tr tournament
			e.org.call("GET", "/api/tournaments/"+tid, nil, &tr)
			if tr.Settings["rounds"] != float64(2) {
				t.Errorf("rounds %v, want 2", tr.Settings["rounds"])
			}
		}},
		{"upload_puzzles", func(t *testing.T) {
			b.expand("#set-advanced") // the JSON path, behind the form of TestPuzzleEditor
			b.paste("#set-json", `{"title": "Набор", "puzzles": [
				{"kind": "text", "text": "Сколько клеток на картинке?", "images": ["grid.png"], "key": {"accepted": ["4"]}},
				{"kind": "sudoku", "sudoku": {"givens": "`+sudokuGivens+`"}}]}`)
			pic := filepath.Join(t.TempDir(), "grid.png")
			if err := os.WriteFile(pic, tinyPNG(), 0o644); err != nil {
				t.Fatal(err)
			}
			b.do("choose the picture", chromedp.SetUploadFiles(chromedp.CSS("#set-files"), []string{pic}))
			b.click("#upload-btn")
			b.waitText("#puzzles-count", "Загружено головоломок: 2")
			b.waitText("#puzzles-list", "sudoku")
			b.click("#demo-btn")
			b.waitText("#puzzles-count", "Загружено головоломок: 12")
		}},
		{"P2_registrations_arrive_live", func(t *testing.T) {
			for _, n := range names {
				bots[n] = e.register(tid, n)
			}
			e.srv.Flush()
			for _, n := range names {
				b.waitText("#solvers", n)
			}
			b.waitText("#solver-count", "4")
			b.shotAt("org-registration", "#tour")
		}},
		{"P5_begin_draws_round_one", func(t *testing.T) {
			b.fill("#first-in", "0")
			b.click("#begin-btn")
			e.advance(0)
			b.waitText("#live-n", "Тур 1")
			b.waitHidden("#begin-card")
			b.waitHidden("#settings-card")
			b.waitText("#round-status", "Тур 1 из 2 идёт")
			b.waitText("#live-table", names[0])
		}},
		{"watch_who_started_and_who_solved", func(t *testing.T) {
			d := bots[names[0]]
			e.advance(7 * time.Second)
			d.call("POST", "/api/tournaments/"+tid+"/me/start", nil, nil)
			e.advance(20 * time.Second)
			var res struct {
				Correct bool `json:"correct"`
			}
			d.call("POST", "/api/tournaments/"+tid+"/me/check", map[string]string{"answer": "неверно"}, &res)
			e.srv.Flush()
			b.waitText(`#live-table tr[data-id="`+d.me(tid)["id"].(string)+`"]`, "+0:07.000")
			// A right answer needs the demo puzzle's key, which never leaves
			// the server; the Sudoku of round 2 is solved in TestSolver. The
			// organizer sees the attempt counted.
			b.waitText(`#live-table tr[data-id="`+d.me(tid)["id"].(string)+`"]`, "1")
			b.shotAt("org-live", "#tour")
		}},
		{"pause_and_resume_need_a_reason", func(t *testing.T) {
			b.click(`[data-action="pause"]`)
			b.waitText("#error", "причину")
			b.fill("#decision-reason", "сбой связи у половины участников")
			b.click(`[data-action="pause"]`)
			b.waitText("#round-status", "приостановлен")
			e.advance(2 * time.Minute) // the paused round does not run out
			b.fill("#decision-reason", "связь восстановлена")
			b.click(`[data-action="resume"]`)
			b.waitText("#round-status", "идёт")
			b.waitText("#decisions", "сбой связи у половины участников")
			// 3 min round, 27 s gone before the pause: 2:33 left; +60 s.
			b.fill("#decision-reason", "задержка по вине жюри")
			b.fill("#extend-s", "60")
			b.click(`[data-action="extend"]`)
			b.waitText("#decisions", "задержка по вине жюри")
			b.waitMatch("#clock", regexp.MustCompile(`^3:[23]\d$`))
		}},
		{"DQ1_disqualify_with_a_reason", func(t *testing.T) {
			z := bots[names[3]]
			id := z.me(tid)["id"].(string)
			// The reason is asked inline, below the table the pushes redraw.
			b.click(`button[data-dq="` + id + `"]`)
			b.fill("#dq-ask-reason", "подсказки из зала")
			b.click("#dq-ask-ok")
			b.waitHidden("#dq-ask-reason")
			b.waitText("#solvers", "DQ: подсказки из зала")
			b.waitText("#decisions", "подсказки из зала")
			if m := z.me(tid); m["disqualified"] != true {
				t.Errorf("the solver's own view does not say disqualified: %v", m)
			}
		}},
		{"restart_discards_the_presses", func(t *testing.T) {
			b.fill("#decision-reason", "условие было с опечаткой")
			b.confirm("#do-restart")
			b.waitText("#decisions", "условие было с опечаткой")
			id := bots[names[0]].me(tid)["id"].(string)
			b.waitText(`#live-table tr[data-id="`+id+`"]`, "не стартовал")
			// A full round length again (the page counts down meanwhile).
			b.waitMatch("#clock", regexp.MustCompile(`^(3:00|2:5\d)$`))
		}},
		{"close_finish_and_publish", func(t *testing.T) {
			b.fill("#decision-reason", "все сдали")
			b.confirm("#do-close")
			// Closed and scored; the scheduler draws round 2 at once (P12).
			b.waitText("#round-status", "Тур 2 из 2 начнётся через")
			b.fill("#decision-reason", "время зала истекло")
			b.confirm("#do-finish")
			b.waitText("#phase", "Завершён")
			b.click("#publish-btn")
			b.waitText("#phase", "Итоги опубликованы")
			b.waitHidden("#publish-card")
			var st struct {
				Final     bool `json:"final"`
				Published bool `json:"published"`
			}
			e.org.call("GET", "/api/tournaments/"+tid+"/standings", nil, &st)
			if !st.Published {
				t.Errorf("standings after publishing: %+v", st)
			}
			if txt, _ := b.state("#standings"); !strings.Contains(txt, names[0]) {
				t.Errorf("the final table lacks %s: %q", names[0], txt)
			}
		}},
	})
}
