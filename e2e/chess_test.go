package e2e

import (
	"encoding/base64"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	thttp "turnir/http"
)

// The school team chess pages (K1-K7) in chromium: a whole event of 12
// teams through 9 rounds. The standings and board prizes the public page
// shows are checked against values computed here from the results the
// test entered, never asked of the engine.

type chessSideJSON struct {
	Team  string `json:"team"`
	Board int    `json:"board"`
	Name  string `json:"name"`
}

type chessEventJSON struct {
	Phase  string `json:"phase"`
	Rounds []struct {
		N       int `json:"n"`
		Matches []struct {
			Number int    `json:"number"`
			White  string `json:"white"`
			Black  string `json:"black"`
			Games  []struct {
				Slot  int           `json:"slot"`
				Kind  string        `json:"kind"`
				White chessSideJSON `json:"white"`
				Black chessSideJSON `json:"black"`
			} `json:"games"`
		} `json:"matches"`
	} `json:"round_list"`
	TeamCards []struct {
		ID     string `json:"id"`
		Roster struct {
			Name string `json:"name"`
		} `json:"roster"`
	} `json:"team_cards"`
}

// tally is the test's own count: game points and match points by team,
// opponents, and board-match points by player name (all in halves).
type tally struct {
	gp, mp map[string]int
	opps   map[string][]string
	board  map[string]int
}

var keyResult = map[string][2]int{"1": {2, 0}, "0": {0, 2}, "=": {1, 1}, "+": {2, 0}, "-": {0, 2}, "x": {0, 0}}
var keyAPI = map[string]string{"1": "1-0", "0": "0-1", "=": "1/2-1/2", "+": "+-", "-": "-+", "x": "--"}

// add counts one match of the event view with its keys by slot.
func (tl *tally) add(white, black string, games []struct {
	Slot  int           `json:"slot"`
	Kind  string        `json:"kind"`
	White chessSideJSON `json:"white"`
	Black chessSideJSON `json:"black"`
}, keys string) {
	pts := map[string]int{}
	for _, g := range games {
		r := keyResult[string(keys[g.Slot])]
		pts[g.White.Team] += r[0]
		pts[g.Black.Team] += r[1]
		if g.Kind == "board" {
			tl.board[g.White.Name] += r[0]
			tl.board[g.Black.Name] += r[1]
		}
	}
	for _, p := range [][2]string{{white, black}, {black, white}} {
		tl.gp[p[0]] += pts[p[0]]
		tl.opps[p[0]] = append(tl.opps[p[0]], p[1])
		switch total := pts[white] + pts[black]; {
		case 2*pts[p[0]] > total:
			tl.mp[p[0]] += 2
		case 2*pts[p[0]] == total:
			tl.mp[p[0]]++
		}
	}
}

// halves writes a score as the pages do: 13 -> "6½".
func halves(h int) string {
	switch {
	case h%2 == 0:
		return fmt.Sprint(h / 2)
	case h == 1:
		return "½"
	}
	return fmt.Sprintf("%d½", h/2)
}

// rosterCSV is the import of teams from..to (eligible rosters, K2).
func rosterCSV(from, to int) string {
	var b strings.Builder
	b.WriteString("команда;организация;руководитель;доска;ФИО;год рождения;пол;рейтинг;ID\n")
	for i := from; i <= to; i++ {
		for board := 1; board <= 5; board++ {
			sex := "м"
			if board == 4 || (i+board)%3 == 0 {
				sex = "ж"
			}
			fmt.Fprintf(&b, "Школа %d;МБОУ СОШ № %d;Руководитель %d;%d;Игрок %d-%d;%d;%s;%d;\n", i, i, i, board, i, board, 2012+board, sex, 1100+13*i+board)
		}
	}
	return b.String()
}

func TestK1K7_ChessWholeEventOnThePages(t *testing.T) {
	e := newEnv(t)
	arb := newTab(t, e, 420, 900, true)
	arb.open("/chess-arbiter.html")
	arb.waitVisible("#signin-card")
	arb.fill("#password", orgPassword)
	arb.click("#as-org")
	arb.waitVisible("#create-card")
	arb.fill("#create-name", "Белая ладья E2E")
	arb.fill("#create-id", "e2e")
	arb.click("#create button[type=submit]")
	arb.waitText("#cname", "Белая ладья E2E")
	arb.waitVisible("#team-form")

	// K2: team 1 typed in, checked and admitted; then a roster with a
	// boy on board 4 and a captain born too early is refused, board by
	// board; the other 11 come from a CSV.
	setRoster := func(i int, bad bool) {
		t.Helper()
		eval[bool](arb, fmt.Sprintf(`(() => {
			const f = document.getElementById("team-form");
			const set = (el, v) => { el.value = v; };
			set(f.querySelector("[name=team]"), "Школа %[1]d");
			set(f.querySelector("[name=school]"), "МБОУ СОШ № %[1]d");
			set(f.querySelector("[name=leader]"), "Руководитель %[1]d");
			for (let b = 1; b <= 5; b++) {
				const tr = f.querySelector("tr[data-board='" + b + "']");
				set(tr.querySelector("[name=name]"), "Игрок %[1]d-" + b);
				set(tr.querySelector("[name=year]"), String(2012 + b - (%[2]t && b === 1 ? 2 : 0)));
				set(tr.querySelector("[name=sex]"), b === 4 && !%[2]t ? "f" : ((%[1]d + b) %% 3 === 0 && b !== 4 ? "f" : "m"));
				set(tr.querySelector("[name=rating]"), String(1100 + 13 * %[1]d + b));
			}
			return true; })()`, i, bad))
	}
	setRoster(1, false)
	arb.click("#check-btn")
	arb.waitText("#team-form", "соответствует регламенту")
	arb.click("#admit-btn")
	arb.waitText("#teams", "Школа 1")
	arb.waitVisible("#check-btn")
	setRoster(99, true)
	// The roster being typed survives a reload (kept in the browser).
	eval[bool](arb, `document.getElementById("team-form").dispatchEvent(new Event("input", { bubbles: true }))`)
	arb.do("reload mid-entry", chromedp.Reload())
	arb.waitEval(`document.querySelector("#team-form [name=team]") && document.querySelector("#team-form [name=team]").value === "Школа 99"`)
	if v := eval[string](arb, `document.querySelector("#team-form tr[data-board='5'] [name=name]").value`); v != "Игрок 99-5" {
		t.Fatalf("board 5 after the reload: %q", v)
	}
	arb.click("#check-btn")
	arb.waitEval(`document.querySelector("#team-form li[data-board='1']") && document.querySelector("#team-form li[data-board='4']")`)
	arb.click("#admit-btn")
	arb.waitText("#team-form .msg.bad", "доска 4")
	if txt, _ := arb.state("#teams"); strings.Contains(txt, "Школа 99") {
		t.Fatal("the refused roster was admitted")
	}
	// K7: the committee refuses it as a decision with its reason.
	arb.fill("#team-form [name=reason]", "капитан старше 2013 г.р., на 4-й доске мальчик")
	arb.click("#refuse-btn")
	arb.waitText("#decisions", "Отказ в допуске: Школа 99 — капитан старше 2013 г.р.")
	arb.expand("#import-box")
	eval[bool](arb, `(() => { document.getElementById("import-text").value = `+js(rosterCSV(2, 12))+`; return true; })()`)
	arb.click("#import-run")
	arb.waitText("#import-result", "Допущено команд: 11; отказано: 0")
	arb.waitEval(`document.querySelectorAll("#teams .chess-team").length === 12`)
	arb.shot("chess-arbiter-admission")

	// The draw on the page: round 1 is paired with it.
	arb.click("#begin")
	arb.waitText("#grid-title", "Тур 1")
	tl := &tally{gp: map[string]int{}, mp: map[string]int{}, opps: map[string][]string{}, board: map[string]int{}}
	pattern := "10=+-1x0=1-+0" // 13 keys, one per game, in slot order
	var ev chessEventJSON
	for n := 1; n <= 9; n++ {
		if n > 1 {
			arb.click("#pair")
			arb.waitText("#grid-title", fmt.Sprintf("Тур %d", n))
		}
		e.org.call("GET", "/api/chess/e2e", nil, &ev)
		r := ev.Rounds[n-1]
		if len(r.Matches) != 6 {
			t.Fatalf("round %d: %d matches", n, len(r.Matches))
		}
		for k, m := range r.Matches {
			keys := pattern[k:] + pattern[:k] // every match its own results
			keys = keys[:13]
			if n == 1 {
				// K4 on the phone grid: the 13 games of each match typed
				// by keyboard, Enter saves the match.
				sel := fmt.Sprintf(`#grid article[data-match="%d"]`, m.Number)
				arb.click(sel + ` input.res`)
				arb.do("type match", chromedp.KeyEvent(keys+kb.Enter))
				arb.waitText(sel+" .badge.ok", "Сохранено")
				if m.Number == 1 {
					arb.shot("chess-arbiter-grid")
				}
				if txt, _ := arb.state(sel + " .badge.ok"); strings.Contains(txt, "не хватает") {
					t.Fatalf("match %d: %s", m.Number, txt)
				}
			} else {
				res := map[string]string{}
				for s := 0; s < 13; s++ {
					res[fmt.Sprint(s)] = keyAPI[string(keys[s])]
				}
				e.org.call("POST", fmt.Sprintf("/api/chess/e2e/rounds/%d/matches/%d/results", n, m.Number), map[string]any{"results": res}, nil)
			}
			tl.add(m.White, m.Black, m.Games, keys)
			var got struct {
				Matches []struct {
					Games []struct {
						Result string `json:"result"`
					} `json:"games"`
				} `json:"matches"`
			}
			e.org.call("GET", fmt.Sprintf("/api/chess/e2e/rounds/%d", n), nil, &got)
			for s, g := range got.Matches[k].Games {
				if g.Result != keyAPI[string(keys[s])] {
					t.Errorf("round %d match %d slot %d: recorded %s, typed %c", n, m.Number, s, g.Result, keys[s])
				}
			}
		}
		if n%2 == 1 {
			arb.click("#close")
		} else {
			e.org.call("POST", fmt.Sprintf("/api/chess/e2e/rounds/%d/close", n), nil, nil)
		}
		arb.waitText("#status", fmt.Sprintf("после %d из 9 туров", n))
	}
	arb.click("#finish")
	arb.waitText("#status", "завершён")

	// The public page, as a parent on a phone would see it.
	pub := newTab(t, e, 400, 900, true)
	pub.open("/chess.html?c=e2e")
	pub.waitText("#status", "завершён")
	pub.shot("chess-public-phone")
	rows := eval[[][]string](pub, `[...document.querySelectorAll("table.chess-standings tbody tr")].map((tr) => [tr.dataset.team, ...[...tr.cells].map((c) => c.textContent)])`)
	if len(rows) != 12 {
		t.Fatalf("%d standings rows", len(rows))
	}
	prev := [3]int{1 << 30, 0, 0}
	for _, row := range rows {
		id := row[0]
		bh := 0
		for _, o := range tl.opps[id] {
			bh += tl.gp[o]
		}
		if row[3] != halves(tl.gp[id]) || row[4] != fmt.Sprint(tl.mp[id]) || row[5] != halves(bh) {
			t.Errorf("K5: %s shows %v, computed %s %d %s", row[2], row[3:6], halves(tl.gp[id]), tl.mp[id], halves(bh))
		}
		cur := [3]int{tl.gp[id], tl.mp[id], bh}
		if cur[0] > prev[0] || (cur[0] == prev[0] && (cur[1] > prev[1] || (cur[1] == prev[1] && cur[2] > prev[2]))) {
			t.Errorf("K5: %s is placed out of order", row[2])
		}
		prev = cur
	}
	for b := 1; b <= 5; b++ {
		list := eval[[][]string](pub, fmt.Sprintf(`[...document.querySelectorAll(".chess-board[data-board='%d'] tbody tr")].map((tr) => [...tr.cells].map((c) => c.textContent))`, b))
		if len(list) != 12 {
			t.Fatalf("board %d: %d players", b, len(list))
		}
		var want []int
		for _, p := range list {
			if p[3] != halves(tl.board[p[1]]) || p[4] != "9" {
				t.Errorf("K5 board %d: %s shows %s in %s games, computed %s in 9", b, p[1], p[3], p[4], halves(tl.board[p[1]]))
			}
			want = append(want, tl.board[p[1]])
		}
		if !sort.SliceIsSorted(want, func(i, j int) bool { return want[i] > want[j] }) {
			t.Errorf("board %d is not ordered by points: %v", b, want)
		}
	}
	// The round tabs, the crosstable and the team cards are there; the
	// language switch turns the page to English.
	pub.click(`#tabs button[data-round="1"]`)
	pub.waitText("#round", "Тур 1")
	pub.waitEval(`document.querySelectorAll("table.chess-cross tbody tr").length === 12`)
	pub.waitText("#teams", "Игрок 12-5")
	if n := eval[int](pub, `document.querySelectorAll("#teams span.game").length`); n != 12*5*9 {
		t.Errorf("the team cards list %d board-match games, want 540 (K5: no simul game)", n)
	}
	pub.click("#lang")
	pub.waitText("#status", "finished")
	pub.waitText("#standings-card h2", "Team standings")
}

// TestK5_ChessStandingsAfterEachRoundAndProjector: the public page of the
// demo shows the standings after an earlier round on request, and the
// projector view shows the pairings and the standings in turn.
func TestK5_ChessStandingsAfterEachRoundAndProjector(t *testing.T) {
	e := newEnv(t)
	if err := thttp.DemoChess(e.ctx, e.srv); err != nil {
		t.Fatal(err)
	}
	var after1 []struct {
		Team       string `json:"team"`
		GamePoints int    `json:"game_points_halves"`
	}
	e.org.call("GET", "/api/chess/demo-chess/standings?after=1", nil, &after1)
	pub := newTab(t, e, 400, 900, true)
	pub.open("/chess.html?c=demo-chess")
	pub.waitText("#status", "после 4 из 9 туров")
	pub.click(`#after button[data-after="1"]`)
	first := `document.querySelector("table.chess-standings tbody tr")`
	pub.waitEval(first + `.dataset.team === ` + js(after1[0].Team) + ` && ` + first + `.cells[2].textContent === ` + js(halves(after1[0].GamePoints)))
	proj := newTab(t, e, 1280, 720, false)
	proj.open("/chess.html?c=demo-chess&view=projector")
	proj.waitVisible("#rounds-card")
	proj.shot("chess-projector")
	if proj.visible("#standings-card") || proj.visible("header.top") {
		t.Error("the projector shows more than the pairings")
	}
}

// TestK7_ChessDrawScheduledOnThePage: the arbiters schedule the round-1
// draw at the programme's time (23:59 the day before round 1).
func TestK7_ChessDrawScheduledOnThePage(t *testing.T) {
	e := newEnv(t)
	e.org.call("POST", "/api/chess", map[string]any{"id": "k7", "name": "K7"}, nil)
	arb := newTab(t, e, 420, 900, true)
	arb.open("/chess-arbiter.html?c=k7")
	arb.fill("#password", juryPassword)
	arb.click("#as-arbiter")
	arb.click("#draw-schedule")
	arb.waitText("#draw-at", "сама пройдёт")
	arb.waitText("#next", "Жеребьёвка 1-го тура сама пройдёт")
	var v struct {
		DrawAt    string `json:"draw_at"`
		Decisions []struct {
			Actor string `json:"actor"`
		} `json:"decisions"`
	}
	e.org.call("GET", "/api/chess/k7", nil, &v)
	if !strings.HasPrefix(v.DrawAt, "2027-02-16T23:59:00") || len(v.Decisions) != 1 || v.Decisions[0].Actor != "arbiter" {
		t.Fatalf("scheduled %q by %+v", v.DrawAt, v.Decisions)
	}
}

// TestK6_ChessSheetAndSlips: the printable sheet of a round has every
// match with its 13 games and the time controls; as result slips each
// match has an empty result column and the leaders' signatures.
func TestK6_ChessSheetAndSlips(t *testing.T) {
	e := newEnv(t)
	if err := thttp.DemoChess(e.ctx, e.srv); err != nil {
		t.Fatal(err)
	}
	b := newTab(t, e, 800, 1100, false)
	b.open("/chess.html?c=demo-chess")
	b.click("#sheet-link")
	b.waitText("#sheet", "30 мин с добавлением 5 с на ход")
	if n := eval[int](b, `document.querySelectorAll("#sheet .sheet-match table.sheet-games tbody tr:not(.sub)").length`); n != 6*13 {
		t.Fatalf("%d games on the sheet, want 78", n)
	}
	b.click("#slips")
	b.waitText("#sheet .slip .signatures", "Руководитель команды")
	if filled := eval[int](b, `[...document.querySelectorAll("#sheet .slip td.res")].filter((td) => td.textContent).length`); filled != 0 {
		t.Errorf("%d results printed on the blank slips", filled)
	}
	// The same round as the server's A4 PDF, from the page's link.
	b.waitVisible("#pdf")
	eval[bool](b, `(fetch(document.getElementById("pdf").href).then(async (r) =>
		window.pdfHead = r.headers.get("content-type") + " " + (await r.text()).slice(0, 5)), true)`)
	b.waitEval(`window.pdfHead === "application/pdf %PDF-"`)
}

// TestK4_ChessAbsentTeamOnTheGrid: a team that does not come loses all
// 13 games by forfeit, entered with one press on the grid (doc.go).
func TestK4_ChessAbsentTeamOnTheGrid(t *testing.T) {
	e := newEnv(t)
	if err := thttp.DemoChess(e.ctx, e.srv); err != nil {
		t.Fatal(err)
	}
	arb := newTab(t, e, 420, 900, true)
	arb.open("/chess-arbiter.html?c=demo-chess")
	arb.fill("#password", orgPassword)
	arb.click("#as-org")
	sel := `#grid article[data-match="6"]`
	arb.click(sel + " .absent-white")
	arb.click(sel + " .save-match")
	arb.waitText(sel+" .badge.ok", "Сохранено")
	if m := demoMatch(e, 5, 6); !m.Complete || m.WhitePts != 0 || m.BlackPts != 26 {
		t.Fatalf("the absent team's match: %+v", m)
	}
}

// TestK3K4_ChessCorrectionAndPairingByHand: a result of a closed round is
// corrected on the grid with its reason, and the next round is paired by
// hand by pairing numbers, held to K3.
func TestK3K4_ChessCorrectionAndPairingByHand(t *testing.T) {
	e := newEnv(t)
	if err := thttp.DemoChess(e.ctx, e.srv); err != nil {
		t.Fatal(err)
	}
	var v struct {
		TeamCards []struct {
			ID     string `json:"id"`
			Number int    `json:"number"`
		} `json:"team_cards"`
		Rounds []struct {
			Matches []struct {
				Number   int    `json:"number"`
				White    string `json:"white"`
				Black    string `json:"black"`
				Complete bool   `json:"complete"`
			} `json:"matches"`
		} `json:"round_list"`
		Decisions []struct {
			Type   string `json:"type"`
			Reason string `json:"reason"`
		} `json:"decisions"`
	}
	e.org.call("GET", "/api/chess/demo-chess", nil, &v)
	for _, m := range v.Rounds[4].Matches {
		if !m.Complete {
			res := map[string]string{}
			for s := 0; s < 13; s++ {
				res[fmt.Sprint(s)] = "1/2-1/2"
			}
			e.org.call("POST", fmt.Sprintf("/api/chess/demo-chess/rounds/5/matches/%d/results", m.Number), map[string]any{"results": res}, nil)
		}
	}
	e.org.call("POST", "/api/chess/demo-chess/rounds/5/close", nil, nil)

	arb := newTab(t, e, 420, 900, true)
	arb.open("/chess-arbiter.html?c=demo-chess")
	arb.fill("#password", orgPassword)
	arb.click("#as-org")
	arb.click(`#grid-rounds button[data-round="4"]`)
	arb.waitText("#grid-title", "Тур 4 — исправление")
	arb.fill("#correction-reason", "ошибка в бланке матча 1")
	arb.click(`#grid article[data-match="1"] input.res`)
	arb.do("correct", chromedp.KeyEvent("x"+kb.Enter))
	arb.waitText(`#grid article[data-match="1"] .badge.ok`, "Сохранено")
	var r4 struct {
		Matches []struct {
			Games []struct {
				Result string `json:"result"`
			} `json:"games"`
		} `json:"matches"`
	}
	e.org.call("GET", "/api/chess/demo-chess/rounds/4", nil, &r4)
	if got := r4.Matches[0].Games[0].Result; got != "--" {
		t.Fatalf("the correction recorded %q", got)
	}

	// A pairing by hand with no repeat, found here by a search of its own.
	e.org.call("GET", "/api/chess/demo-chess", nil, &v)
	last := v.Decisions[len(v.Decisions)-1]
	if last.Type != "ResultsEntered" || last.Reason != "ошибка в бланке матча 1" {
		t.Fatalf("the correction's decision: %+v", last)
	}
	// The page's log says what it changed: the match, the game, and
	// its result before and after.
	arb.waitText("#decisions", "Матч 1, в сеансе капитана команды")
	arb.waitText("#decisions", "→ --")
	met := map[[2]string]bool{}
	for _, r := range v.Rounds {
		for _, m := range r.Matches {
			met[[2]string{m.White, m.Black}], met[[2]string{m.Black, m.White}] = true, true
		}
	}
	number := map[string]int{}
	var ids []string
	for _, c := range v.TeamCards {
		number[c.ID] = c.Number
		ids = append(ids, c.ID)
	}
	var pairs [][2]string
	var search func(left []string) bool
	search = func(left []string) bool {
		if len(left) == 0 {
			return true
		}
		for i := 1; i < len(left); i++ {
			if met[[2]string{left[0], left[i]}] {
				continue
			}
			pairs = append(pairs, [2]string{left[0], left[i]})
			rest := append(append([]string{}, left[1:i]...), left[i+1:]...)
			if search(rest) {
				return true
			}
			pairs = pairs[:len(pairs)-1]
		}
		return false
	}
	if !search(ids) {
		t.Fatal("no pairing without a repeat")
	}
	var lines []string
	for _, p := range pairs {
		lines = append(lines, fmt.Sprintf("%d - %d", number[p[0]], number[p[1]]))
	}
	arb.expand("#manual-card details")
	eval[bool](arb, `(() => { document.getElementById("manual-text").value = `+js(strings.Join(lines, "\n"))+`; return true; })()`)
	arb.fill("#manual-reason", "решение судейской коллегии")
	arb.click("#manual-run")
	arb.waitText("#grid-title", "Тур 6")
	e.org.call("GET", "/api/chess/demo-chess", nil, &v)
	if got := v.Rounds[5].Matches[0]; got.White != pairs[0][0] || got.Black != pairs[0][1] {
		t.Errorf("round 6 match 1 is %s - %s, paired by hand %v", got.White, got.Black, pairs[0])
	}
	// K3: taken back by a decision before any result, then paired again.
	arb.click("#undo")
	arb.click("#reason-ok") // without a reason: it says so, and nothing is done
	arb.waitText("#reason-need", "Укажите причину")
	arb.fill("#reason-input", "ошибка в ручной жеребьёвке")
	arb.click("#reason-ok")
	arb.waitVisible("#pair")
	arb.waitText("#decisions", "Жеребьёвка тура отменена: Тур 6 — ошибка в ручной жеребьёвке")
	arb.click("#pair")
	arb.waitText("#grid-title", "Тур 6")
}

// TestK4_ChessTwoArbitersOnOneMatch: two arbiters type into one match.
// The one who saves second, over a grid that still showed the games
// empty, is refused and shown the match as the first saved it; a save
// with Enter redraws the match's total and keeps its confirmation.
func TestK4_ChessTwoArbitersOnOneMatch(t *testing.T) {
	e := newEnv(t)
	if err := thttp.DemoChess(e.ctx, e.srv); err != nil {
		t.Fatal(err)
	}
	open := func() *tab {
		b := newTab(t, e, 420, 900, true)
		b.open("/chess-arbiter.html?c=demo-chess")
		b.fill("#password", orgPassword)
		b.click("#as-org")
		return b
	}
	a, b := open(), open()
	sel := `#grid article[data-match="6"]`
	first := sel + ` input.res[data-slot="0"]`
	a.click(first)
	a.do("type a draw", chromedp.KeyEvent("="))
	b.click(sel + " .absent-white")
	b.click(sel + " .save-match")
	b.waitText(sel+" .badge.ok", "Сохранено")
	a.do("save with Enter", chromedp.KeyEvent(kb.Enter))
	a.waitText(sel+" .msg.bad", "другой судья")
	if v := eval[string](a, `document.querySelector(`+js(first)+`).value`); v != "-+" {
		t.Fatalf("the refused grid shows %q in game 1, want the other arbiter's -+", v)
	}
	if m := demoMatch(e, 5, 6); m.WhitePts != 0 || m.BlackPts != 26 {
		t.Fatalf("the first arbiter's results were overwritten: %+v", m)
	}
	// Now over the match as it is: game 1 a draw, saved with Enter.
	a.click(first)
	a.do("draw and Enter", chromedp.KeyEvent("="+kb.Enter))
	a.waitText(sel+" .badge.ok", "Сохранено")
	a.waitText(sel+" .score", "½ : 12½") // in points: the halves 1 and 25
}

// matchScore is a match's half-points as the server has them.
type matchScore struct {
	WhitePts int  `json:"white_halves"`
	BlackPts int  `json:"black_halves"`
	Complete bool `json:"complete"`
}

// demoMatch reads match m (1-based) of round n of the demo event.
func demoMatch(e *env, n, m int) matchScore {
	var r struct {
		Matches []matchScore `json:"matches"`
	}
	e.org.call("GET", fmt.Sprintf("/api/chess/demo-chess/rounds/%d", n), nil, &r)
	return r.Matches[m-1]
}

// TestK4_ChessTypedResultsOutliveAPushAndASwitch: results typed into a
// match and not saved yet stay, marked, when another arbiter's save
// redraws the grid and when the page switches language (the grid was
// drawn again and they were gone, or the grid stayed half in the other
// language); saved afterwards, they count.
func TestK4_ChessTypedResultsOutliveAPushAndASwitch(t *testing.T) {
	e := newEnv(t)
	if err := thttp.DemoChess(e.ctx, e.srv); err != nil {
		t.Fatal(err)
	}
	arb := newTab(t, e, 390, 844, true)
	arb.open("/chess-arbiter.html?c=demo-chess")
	arb.fill("#password", orgPassword)
	arb.click("#as-org")
	sel := `#grid article[data-match="6"]`
	arb.click(sel + ` input.res[data-slot="0"]`)
	arb.do("type two results", chromedp.KeyEvent("1"), chromedp.KeyEvent("0"))
	arb.waitEval(`document.querySelectorAll(` + js(sel+" input.res.draft") + `).length === 2`)
	// Another arbiter saves another match of the round.
	var r struct {
		Matches []struct {
			Number int `json:"number"`
			Games  []struct {
				Slot   int    `json:"slot"`
				Result string `json:"result"`
			} `json:"games"`
		} `json:"matches"`
	}
	e.org.call("GET", "/api/chess/demo-chess/rounds/5", nil, &r)
	other := 0
	results := map[string]string{}
	for _, m := range r.Matches {
		if m.Number == 6 {
			continue
		}
		for _, g := range m.Games {
			if g.Result == "" {
				results[fmt.Sprint(g.Slot)] = "1-0"
			}
		}
		if len(results) > 0 {
			other = m.Number
			break
		}
	}
	if other == 0 {
		t.Fatal("no other match of round 5 to save")
	}
	e.org.call("POST", fmt.Sprintf("/api/chess/demo-chess/rounds/5/matches/%d/results", other), map[string]any{"results": results}, nil)
	arb.waitText(fmt.Sprintf(`#grid article[data-match="%d"] .score`, other), ":")
	kept := func() string {
		return eval[string](arb, `[...document.querySelectorAll(`+js(sel+" input.res")+`)].slice(0, 2).map((i) => i.value).join(" ")`)
	}
	if got := kept(); got != "1-0 0-1" {
		t.Fatalf("after another arbiter's save the typed results are %q", got)
	}
	arb.click("#lang")
	arb.waitText(sel, "Match")
	if got := kept(); got != "1-0 0-1" {
		t.Fatalf("after the language switch the typed results are %q", got)
	}
	arb.click(sel + " .save-match")
	arb.waitText(sel+" .badge.ok", "Saved")
	if n := eval[int](arb, `document.querySelectorAll(`+js(sel+" input.res.draft")+`).length`); n != 0 {
		t.Errorf("%d results still marked unsaved after the save", n)
	}
}

// TestK3_ChessByeOnTheArbitersPage: with an odd number of teams the
// arbiter's grid says which team has no opponent this round (only the
// public page and the sheet said it).
func TestK3_ChessByeOnTheArbitersPage(t *testing.T) {
	e := newEnv(t)
	e.org.call("POST", "/api/chess", map[string]string{"id": "odd", "name": "Нечётный турнир"}, nil)
	e.org.call("POST", "/api/chess/odd/teams/import", map[string]string{"file_base64": base64.StdEncoding.EncodeToString([]byte(rosterCSV(1, 9)))}, nil)
	e.org.call("POST", "/api/chess/odd/begin", nil, nil)
	var ev struct {
		Rounds []struct {
			ByeName string `json:"bye_name"`
		} `json:"round_list"`
	}
	e.org.call("GET", "/api/chess/odd", nil, &ev)
	if len(ev.Rounds) != 1 || ev.Rounds[0].ByeName == "" {
		t.Fatalf("round 1 of nine teams: %+v", ev.Rounds)
	}
	arb := newTab(t, e, 390, 844, true)
	arb.open("/chess-arbiter.html?c=odd")
	arb.fill("#password", orgPassword)
	arb.click("#as-org")
	arb.waitText("#grid-bye", "Без соперника: "+ev.Rounds[0].ByeName)
}
