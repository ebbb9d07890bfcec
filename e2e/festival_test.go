package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestFestivalCup is a whole team quiz cup of 8 teams run by the jury on
// its page, by keyboard: sign in, open the cup, enter the teams, start,
// type the qualifying round, publish and draw the lots, type rounds 2 and
// 3, set the line-ups, play the final of 13 questions; while the public
// page, open in another browser, draws the bracket as SVG and shows the
// winner without a reload.
func TestFestivalCup(t *testing.T) {
	e := newEnv(t)
	const fid = "kubok"
	e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": "Кубок города"}, nil)
	for k := 1; k <= 8; k++ {
		var players []string
		for p := 1; p <= 6; p++ {
			players = append(players, fmt.Sprintf("Игрок %d.%d", k, p))
		}
		e.org.call("POST", "/api/festivals/"+fid+"/teams", map[string]any{"name": fmt.Sprintf("Команда %d", k), "players": players}, nil)
	}
	jury := newTab(t, e, 1280, 900, false)
	pub := newTab(t, e, 1100, 900, false)

	// strength is how many of the 12 questions team tK takes: t1 the most,
	// so the stronger team wins every pair and no place is shared.
	strength := func(team string) int {
		k, _ := strconv.Atoi(strings.TrimPrefix(team, "t"))
		return 13 - k
	}
	// typeRound enters the open round on the grid by keyboard only: a
	// team's taken questions with "1", then Tab to the next team (the
	// strongest team's 12th "1" wraps to the next line by itself).
	typeRound := func(t *testing.T, n int) {
		jury.waitVisible(fmt.Sprintf(`#grid[data-round="%d"]`, n))
		teams := eval[[]string](jury, `[...document.querySelectorAll("#grid tbody tr")].map((r) => r.dataset.team)`)
		if len(teams) != 8 && !(n > 1 && len(teams) == 16/(1<<(n-1))) {
			t.Fatalf("round %d seats %v", n, teams)
		}
		jury.click("#grid-focus")
		for i, team := range teams {
			keys := strings.Repeat("1", strength(team))
			if strength(team) < 12 && i < len(teams)-1 {
				keys += "\t"
			}
			jury.do("type "+team, chromedp.KeyEvent(keys))
		}
		for _, team := range teams {
			jury.waitEval(fmt.Sprintf(`document.querySelector('#grid tr[data-team="%s"] .pts').textContent === "%d"`, team, strength(team)))
		}
		if n == 1 {
			// A slip and its correction: Space takes the strongest team's
			// first answer away and gives it back. Both are new entries;
			// the history keeps the slip and marks the corrections.
			jury.click("#grid-focus")
			jury.do("to the first cell", chromedp.KeyEvent(strings.Repeat(kb.ArrowUp, 8)+kb.Home))
			jury.do("slip", chromedp.KeyEvent(" "))
			jury.waitEval(`document.querySelector('#grid tr[data-team="t1"] .pts').textContent === "11"`)
			jury.do("correct", chromedp.KeyEvent(" "))
			jury.waitEval(`document.querySelector('#grid tr[data-team="t1"] .pts').textContent === "12"`)
			jury.waitText("#history li.correction", "исправление записи #")
			jury.waitText("#history", "Тур 1, Команда 1, вопрос 1: −")
			jury.shotAt("festival-grid", "#cup-card")
			// A reload puts the cursor back where the jury left it.
			jury.do("to team 2, question 3", chromedp.KeyEvent(kb.ArrowDown+kb.ArrowRight+kb.ArrowRight))
			jury.waitEval(`document.querySelector("#grid td.cur").dataset.r === "1" && document.querySelector("#grid td.cur").dataset.c === "2"`)
			jury.do("reload", chromedp.Reload())
			jury.waitVisible(`#grid[data-round="1"]`)
			jury.waitEval(`document.querySelector("#grid td.cur") && document.querySelector("#grid td.cur").dataset.r === "1" && document.querySelector("#grid td.cur").dataset.c === "2"`)
		}
		jury.confirm("#close-round")
	}
	drawLot := func(t *testing.T, round int) {
		jury.waitText("#cup-stage", fmt.Sprintf("Жеребьёвка пар тура %d", round))
		jury.click("#lot-commit")
		jury.waitVisible("#lot-commitment")
		jury.click("#lot-draw")
	}

	list := []step{
		{"jury_signs_in", func(t *testing.T) {
			jury.open("/jury.html?f=" + fid)
			jury.fill("#password", orgPassword)
			jury.click("#login")
			jury.waitVisible("#open-cup")
			jury.waitText("#teams", "Команда 8")
		}},
		{"C2_open_enter_and_start", func(t *testing.T) {
			jury.click("#open-cup")
			// One team by its own button, then the rest at once.
			jury.click("#enter-one button")
			jury.waitText("#cup-actions", "в кубке команд: 1")
			jury.click("#enter-all")
			jury.waitText("#cup-actions", "в кубке команд: 8")
			jury.waitHidden("#enter-one")
			// Cancel on the inline question does nothing: the button is
			// back, and the log has no new entry.
			var before, after []map[string]any
			e.org.call("GET", "/api/festivals/"+fid+"/history", nil, &before)
			jury.click("#start-cup")
			jury.waitText("#start-cup-q", "Закрыть регистрацию")
			jury.click("#start-cup-no")
			jury.waitVisible("#start-cup")
			jury.waitHidden("#start-cup-yes")
			e.org.call("GET", "/api/festivals/"+fid+"/history", nil, &after)
			if len(before) == 0 || len(after) != len(before) {
				t.Errorf("Cancel wrote to the log: %d entries before, %d after", len(before), len(after))
			}
			jury.waitText("#cup-stage", "Регистрация")
			jury.confirm("#start-cup")
			jury.waitText("#cup-stage", "отборочный тур")
			pub.open("/festival.html?f=" + fid)
			pub.waitText("#stage", "отборочный тур")
			pub.waitVisible("#live")
			eval[bool](pub, `(window.__sameDocument = 42, true)`)
		}},
		{"C4_qualifying_typed_by_keyboard", func(t *testing.T) {
			typeRound(t, 1)
			jury.waitText("#cup-stage", "Жеребьёвка пар тура 2")
			// The public table: places from the jury's typing, live.
			pub.waitText(`#qualifying tr[data-team="t1"]`, "проходит")
			pub.waitText(`#qualifying tbody tr:first-child`, "Команда 1")
			pub.waitText(`#rating`, "Рейтинг вопроса")
		}},
		{"C5_round_2_drawn_and_typed", func(t *testing.T) {
			drawLot(t, 2)
			typeRound(t, 2)
		}},
		{"C6_round_3_drawn_and_typed", func(t *testing.T) {
			drawLot(t, 3)
			typeRound(t, 3)
			jury.waitText("#cup-stage", "составы")
		}},
		{"C8_line_ups_set_and_locked", func(t *testing.T) {
			for range 2 {
				jury.waitVisible(".lineup button")
				id := eval[string](jury, `document.querySelector(".lineup button").id`)
				jury.click("#" + id)
				jury.waitEval(`!document.getElementById(` + js(id) + `)`)
			}
			jury.confirm("#final-start")
			jury.waitVisible("#final-a")
			// Entered here by hand, or played live from the console the
			// card links to.
			if href := eval[string](jury, `document.getElementById("final-live").getAttribute("href")`); !strings.Contains(href, "fight=final") || !strings.Contains(href, "view=console") {
				t.Fatalf("the final's console link: %q", href)
			}
		}},
		{"C7_final_of_13_questions", func(t *testing.T) {
			// The strongest team takes every question, whichever side it is.
			side, score := "#final-a", " %d : 0 "
			if a, _ := jury.state("#final-a"); a != "Команда 1" {
				side, score = "#final-b", " 0 : %d "
			}
			for i := 1; i <= 13; i++ {
				jury.click(side)
				if i < 13 {
					jury.waitText("#final-now", fmt.Sprintf(score, i))
				}
				if i == 1 {
					// By hand from now on: the console's link gives way
					// to a word that it cannot take the final over.
					jury.waitText("#final-hand-only", "вручную")
					if jury.visible("#final-live") {
						t.Error("the console's link is still offered after a question entered by hand")
					}
				}
			}
		}},
		{"C15_the_winner_on_the_jury_page", func(t *testing.T) {
			jury.waitText("#cup-winner", "Команда 1")
			jury.waitText("#cup-stage", "Победитель: Команда 1")
		}},
		{"public_page_shows_the_bracket_and_the_winner_live", func(t *testing.T) {
			pub.waitText("#bracket-winner", "Команда 1")
			pub.waitText("#winner", "Обладатель кубка: Команда 1")
			// A festival of a decided cup and nothing else is not live.
			pub.waitHidden("#live")
			if n := eval[int](pub, `document.querySelectorAll("svg.bracket g.pair").length`); n != 4+2+1 {
				t.Fatalf("the bracket draws %d pairs, want 7", n)
			}
			if !eval[bool](pub, `window.__sameDocument === 42`) {
				t.Fatal("the public page was reloaded instead of updated live")
			}
			pub.waitText(`#ranking tr[data-team="t1"]`, "Кубок за 1 место")
			pub.waitText(`#ranking`, "3-4")
			// The exports are asked for in the page's language, not the
			// browser's.
			if href := eval[string](pub, `document.querySelector("#exports a").getAttribute("href")`); !strings.HasSuffix(href, "?lang=ru") {
				t.Errorf("an export link: %q", href)
			}
			// Every lot's revealed seed is checked against its commitment
			// by the browser itself.
			pub.waitText(`#lots tr[data-purpose="cup/draw-round-2"]`, "совпадает")
			pub.waitText(`#lots tr[data-purpose="cup/draw-round-3"]`, "совпадает")
			// A lot is named in words, not by its purpose code.
			pub.waitText(`#lots tr[data-purpose="cup/draw-round-2"] td:first-child`, "Кубок: жеребьёвка пар тура 2")
			if txt, _ := pub.state("#lots"); strings.Contains(txt, "cup/") {
				t.Errorf("the lots table shows purpose codes: %s", txt)
			}
			pub.shot("festival-public")
		}},
		{"history_lists_every_entry", func(t *testing.T) {
			jury.waitText("#history", "Финал: вопрос взяла команда Команда 1")
			jury.waitText("#history", "Проведена жеребьёвка «Кубок: жеребьёвка пар тура 2»")
			jury.waitText("#history", "Подготовлена жеребьёвка «Кубок: жеребьёвка пар тура 3»")
			jury.shot("festival-jury")
		}},
		{"A4_print_keeps_the_tables_and_drops_the_controls", func(t *testing.T) {
			media := func(m string) {
				if _, err := chromedp.Call(pub.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: m}); err != nil {
					t.Fatal(err)
				}
			}
			media("print")
			defer media("")
			shown := func(css string) bool {
				return eval[bool](pub, `(() => { const e = document.querySelector(`+js(css)+`); return !!e && getComputedStyle(e).display !== "none"; })()`)
			}
			for _, css := range []string{"header.top", "#print", "#exports", "#status-card"} {
				if shown(css) {
					t.Errorf("%s is printed", css)
				}
			}
			for _, css := range []string{"#qualifying table", "#ranking table", "svg.bracket", "#qualifying td.q"} {
				if !shown(css) {
					t.Errorf("%s is not printed", css)
				}
			}
		}},
		{"phone_shows_the_page_without_sideways_scrolling", func(t *testing.T) {
			phone := newTab(t, e, 390, 844, true)
			phone.open("/festival.html?f=" + fid)
			phone.waitText("#winner", "Команда 1")
			phone.waitVisible("svg.bracket")
			phone.shot("festival-phone")
			if !eval[bool](phone, `document.documentElement.scrollWidth <= window.innerWidth + 1`) {
				t.Fatalf("the page is %d px wide on a %d px phone", eval[int](phone, `document.documentElement.scrollWidth`), eval[int](phone, `window.innerWidth`))
			}
			// The bracket is wider than the phone: a note says there is more.
			phone.waitVisible("#bracket + .scroll-hint")
			phone.waitText("#bracket + .scroll-hint", "прокрутите")
			// The lot verdict badge stays on one line.
			phone.waitText(`#lots tr[data-purpose="cup/draw-round-2"]`, "совпадает")
			if !eval[bool](phone, `(() => { const b = document.querySelector('#lots tr[data-purpose="cup/draw-round-2"] .badge');
				return getComputedStyle(b).whiteSpace === "nowrap" && b.getClientRects().length === 1 && b.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(b).fontSize) * 1.6; })()`) {
				t.Error("the lot verdict badge breaks over lines on a phone")
			}
			// A heading in a summary sits on the marker's line.
			if d := eval[string](phone, `getComputedStyle(document.querySelector("#sv-qual-box summary h3")).display`); d != "inline" {
				t.Errorf("the summary's heading is display %q, want inline", d)
			}
		}},
		{"projector_view", func(t *testing.T) {
			pub.open("/festival.html?f=" + fid + "&view=projector")
			pub.waitText("#winner", "Команда 1")
			if !eval[bool](pub, `document.body.classList.contains("projector") && getComputedStyle(document.querySelector("header.top")).display === "none"`) {
				t.Fatal("the projector view shows the navigation")
			}
			// The crosstable's diagonal is dark on the dark screen, and a
			// status card with no stage line is not an empty box.
			if !eval[bool](pub, `(() => {
				const tb = document.createElement("table"); tb.className = "cross";
				tb.innerHTML = '<tbody><tr><td class="self"></td></tr></tbody>';
				document.querySelector("main").append(tb);
				const m = getComputedStyle(tb.querySelector("td")).backgroundColor.match(/\d+/g).map(Number);
				tb.remove();
				return m[0] + m[1] + m[2] < 3 * 100;
			})()`) {
				t.Error("the crosstable diagonal is light in the projector view")
			}
			if !eval[bool](pub, `(() => {
				const s = document.querySelector("#stage"), was = s.textContent;
				s.textContent = "";
				const hidden = getComputedStyle(document.querySelector("#status-card")).display === "none";
				s.textContent = was;
				return hidden && getComputedStyle(document.querySelector("#status-card")).display !== "none";
			})()`) {
				t.Error("the projector view shows an empty status card (or hides a full one)")
			}
			pub.shot("festival-projector")
		}},
	}
	// Both tabs report to the step that runs.
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

// waitEval waits until the JavaScript expression is true.
func (b *tab) waitEval(expr string) {
	b.t.Helper()
	deadline := time.Now().Add(waitFor)
	for time.Now().Before(deadline) {
		if eval[bool](b, `(() => { try { return !!(`+expr+`); } catch (_) { return false; } })()`) {
			return
		}
		time.Sleep(30 * time.Millisecond)
	}
	b.shotOnFailure()
	b.t.Fatalf("waited for %s", expr)
}

// TestFestivalShootout is the cut on the jury page: three teams tied
// across it (C4) shoot out; the jury ticks who answered each question —
// here one team answers the first, which puts it through, then nobody for
// four more (a shootout that decides nothing more) — and the rating and
// the cut lot, published then drawn on the page, settle the last place;
// the two teams now level on points and rating get their places 7-8 by the
// place lot (C5), drawn the same way.
func TestFestivalShootout(t *testing.T) {
	e := newEnv(t)
	const fid = "cut"
	e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": "Кубок с перестрелкой"}, nil)
	for k := 1; k <= 11; k++ {
		e.org.call("POST", "/api/festivals/"+fid+"/teams", map[string]any{"name": fmt.Sprintf("Команда %d", k), "players": []string{"А", "Б"}}, nil)
	}
	e.org.call("POST", "/api/festivals/"+fid+"/cup", map[string]any{}, nil)
	e.org.call("POST", "/api/festivals/"+fid+"/cup/teams", map[string]any{"all": true}, nil)
	e.org.call("POST", "/api/festivals/"+fid+"/cup/start", nil, nil)
	for k := 1; k <= 11; k++ {
		n := 13 - k // t1..t6 above the cut
		if k >= 7 {
			n = 4 // t7..t11 tie, on the same questions, for the last two places
		}
		answers := make([]bool, 12)
		for i := range n {
			answers[i] = true
		}
		e.org.call("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers", map[string]any{"team": fmt.Sprintf("t%d", k), "answers": answers}, nil)
	}
	jury := newTab(t, e, 1280, 900, false)
	steps(t, jury, []step{
		{"sign_in_and_close_the_qualifying", func(t *testing.T) {
			jury.open("/jury.html?f=" + fid)
			jury.fill("#password", orgPassword)
			jury.click("#login")
			jury.confirm("#close-round")
			jury.waitText("#cup-stage", "Перестрелка: вопрос 1, проходят 2")
		}},
		{"C4_shootout_question_by_question", func(t *testing.T) {
			jury.click(`input.shoot[value="t7"]`)
			jury.click("#shootout-save")
			jury.waitText("#cup-stage", "Перестрелка: вопрос 2, проходит 1")
			// A slip: question 1 corrected to "nobody", then back to t7,
			// from the page with a reason each time; both stay in History.
			fix := func(teams []string, why string) {
				eval[bool](jury, `(document.getElementById("shoot-fix").open = true, true)`)
				jury.waitVisible("#shoot-fix-save")
				if n := eval[int](jury, `document.querySelectorAll("input.shoot-fix").length`); n != 5 {
					t.Fatalf("the correction offers %d teams, want the 5 tied across the cut", n)
				}
				for _, id := range teams {
					jury.click(`input.shoot-fix[value="` + id + `"]`)
				}
				jury.fill("#shoot-fix-reason", why)
				jury.click("#shoot-fix-save")
			}
			fix(nil, "ошибка ввода")
			jury.waitText("#cup-stage", "Перестрелка: вопрос 2, проходят 2")
			fix([]string{"t7"}, "ответ t7 засчитан")
			jury.waitText("#cup-stage", "Перестрелка: вопрос 2, проходит 1")
			var hist []struct {
				Type   string `json:"type"`
				Reason string `json:"reason"`
			}
			e.org.call("GET", "/api/festivals/"+fid+"/history", nil, &hist)
			fixes := 0
			for _, h := range hist {
				if h.Type == "CupShootoutCorrected" && h.Reason != "" {
					fixes++
				}
			}
			if fixes != 2 {
				t.Fatalf("%d shootout corrections with a reason in the history, want 2", fixes)
			}
			for q := 2; q <= 5; q++ {
				jury.waitText("#shootout-save", fmt.Sprintf("вопрос %d", q))
				jury.click("#shootout-save")
			}
			jury.waitText("#cup-stage", "Жребий отбора: проходит 1")
		}},
		{"C4_C5_cut_lot_then_place_lot_published_then_drawn", func(t *testing.T) {
			jury.click("#lot-commit")
			jury.waitVisible("#lot-commitment")
			jury.click("#lot-draw")
			jury.waitText("#cup-stage", "Жребий мест 1–8")
			jury.click("#lot-commit")
			jury.waitVisible("#lot-commitment")
			jury.click("#lot-draw")
			jury.waitText("#cup-stage", "Жеребьёвка пар тура 2")
			var v struct {
				Seeds []string `json:"seeds"`
			}
			e.org.call("GET", "/api/festivals/"+fid+"/cup", nil, &v)
			last := v.Seeds[6:]
			if len(v.Seeds) != 8 || (last[0] != "t7" && last[1] != "t7") || last[0] == last[1] {
				t.Fatalf("the qualified: %v (t7 won the shootout, one of t8-t11 the lot)", v.Seeds)
			}
			jury.waitText("#history", "Перестрелка, ответили верно: Команда 7")
		}},
	})
}
