package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestSolyankaEnteredByKeyboard: the jury opens the solyanka with a task
// whose maximum is written with a decimal comma ("7,5", as a Russian jury
// writes it), and a maximum that is not a number is refused, not dropped.
// Then scores are typed as a jury types them, a score, Tab, the next,
// without waiting for the first to be saved: every one is kept (the redraw
// after a save wiped the one being typed).
func TestSolyankaEnteredByKeyboard(t *testing.T) {
	e := newEnv(t)
	const fid = "sol"
	e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": "Солянка"}, nil)
	for k := 1; k <= 3; k++ {
		e.org.call("POST", "/api/festivals/"+fid+"/teams", map[string]any{"name": fmt.Sprintf("Команда %d", k),
			"players": []string{fmt.Sprintf("Игрок %d", k)}}, nil)
	}
	jury := newTab(t, e, 1280, 900, false)
	steps(t, jury, []step{
		{"Y1_a_decimal_comma_in_a_maximum", func(t *testing.T) {
			jury.open("/jury.html?f=" + fid)
			jury.fill("#password", orgPassword)
			jury.click("#login")
			jury.waitText("#history", "Команда 3")
			eval[bool](jury, `(document.getElementById("solyanka-card").open = true, true)`)
			jury.fill("#sol-tasks", "Картинки;семь\nАнаграммы;5")
			jury.click("#sol-open")
			jury.waitText("#error", "не число")
			jury.fill("#sol-tasks", "Картинки;7,5\nАнаграммы;5")
			jury.click("#sol-open")
			jury.waitVisible("#solyanka input.score")
			var sol struct {
				Tasks []struct {
					Max float64 `json:"max"`
				} `json:"tasks"`
			}
			e.org.call("GET", "/api/festivals/"+fid+"/solyanka", nil, &sol)
			if len(sol.Tasks) != 2 || sol.Tasks[0].Max != 7.5 {
				t.Fatalf("tasks %+v, want the first with a maximum of 7.5", sol.Tasks)
			}
		}},
		{"Y2_scores_typed_without_waiting", func(t *testing.T) {
			first := `#solyanka input.score[data-team="t1"][data-task="1"]`
			jury.click(first)
			jury.do("type the row", chromedp.KeyEvent("4"), chromedp.KeyEvent(kb.Tab), chromedp.KeyEvent("3,5"), chromedp.KeyEvent(kb.Tab))
			jury.waitEval(`document.querySelector('#solyanka input.score[data-team="t1"][data-task="2"]').dataset.shown === "3.5"`)
			var sol struct {
				Rows []struct {
					Team   string    `json:"team"`
					Points []float64 `json:"points"`
				} `json:"rows"`
			}
			e.org.call("GET", "/api/festivals/"+fid+"/solyanka", nil, &sol)
			for _, r := range sol.Rows {
				if r.Team == "t1" && (len(r.Points) != 2 || r.Points[0] != 4 || r.Points[1] != 3.5) {
					t.Fatalf("team 1's points %v, want [4 3.5]", r.Points)
				}
			}
		}},
		{"Y2_a_redraw_in_the_middle_of_a_cell_keeps_the_caret", func(t *testing.T) {
			// Team 2: "6", Tab, "2"; the first score's save redraws the
			// grid while the second is half typed; ",5" goes on after the
			// "2" (a redraw selected the cell, and ",5" replaced the "2").
			first := `#solyanka input.score[data-team="t2"][data-task="1"]`
			second := `#solyanka input.score[data-team="t2"][data-task="2"]`
			jury.click(first)
			eval[bool](jury, `(document.querySelector('`+first+`').dataset.old = "1", true)`)
			jury.do("type", chromedp.KeyEvent("6"), chromedp.KeyEvent(kb.Tab), chromedp.KeyEvent("2"))
			jury.waitEval(`!document.querySelector('` + first + `').dataset.old && document.querySelector('` + first + `').dataset.shown === "6"`)
			jury.do("type on", chromedp.KeyEvent(",5"), chromedp.KeyEvent(kb.Tab))
			jury.waitEval(`document.querySelector('` + second + `').dataset.shown === "2.5"`)
		}},
	})
}
