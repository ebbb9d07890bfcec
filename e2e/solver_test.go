package e2e

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// steps runs the named steps of one story in order, each as a sub-test
// bound to the tab, and stops at the first that fails: later steps build on
// what earlier ones did in the browser.
func steps(t *testing.T, b *tab, list []step) {
	t.Helper()
	parent := b.t
	defer func() { b.t = parent }()
	for _, s := range list {
		ok := t.Run(s.name, func(t *testing.T) {
			b.t = t
			s.run(t)
		})
		if !ok {
			return
		}
	}
}

type step struct {
	name string
	run  func(t *testing.T)
}

// TestSolver is a solver's evening on a phone: register, withdraw and
// register again, wait for round 1 with the server's countdown, Start,
// a wrong and a right Check, the points after the round, and a Sudoku
// filled cell by cell in round 2.
func TestSolver(t *testing.T) {
	e := newEnv(t)
	tr := e.newTournament("Весенний кубок")
	bots := map[string]*client{}
	for _, n := range []string{"Борис Котов", "Вера Лисина", "Глеб Орлов"} {
		bots[n] = e.register(tr.ID, n)
	}
	b := newTab(t, e, 390, 844, true)
	page := "/solver.html?t=" + tr.ID
	var myOpponent string

	steps(t, b, []step{
		{"P2_register_shows_the_personal_link", func(t *testing.T) {
			b.open(page)
			b.waitText("#tname", "Весенний кубок")
			b.waitVisible("#register-form")
			b.shot("solver-register")
			b.fill("#name", "Анна Петрова")
			b.click("#register-btn")
			link := b.waitText("#secret-link", "/enter/"+tr.ID+"/")
			if !regexp.MustCompile(`^http://127\.0\.0\.1:\d+/enter/`).MatchString(link) {
				t.Errorf("the personal link %q is not a full address to copy", link)
			}
			b.waitText("#me-name", "Анна Петрова")
			if tok := eval[string](b, `JSON.parse(localStorage.getItem("turnir.solver.`+tr.ID+`")).token`); tok == "" {
				t.Error("the token is not stored in the browser")
			}
			b.waitHidden("#register")
		}},
		{"P3_withdraw_then_register_again", func(t *testing.T) {
			b.confirm("#withdraw")
			b.waitVisible("#register-form")
			b.waitHidden("#me")
			b.waitText("#withdrawn-note", "Вы отказались от участия")
			b.fill("#name", "Анна Петрова")
			b.click("#register-btn")
			b.waitText("#me-name", "Анна Петрова")
			b.waitVisible("#withdraw")
			b.waitHidden("#withdrawn-note")
		}},
		{"personal_link_opens_on_another_device", func(t *testing.T) {
			link, _ := b.state("#secret-link")
			other := newTab(t, e, 390, 844, true)
			other.do("open the personal link", chromedp.Navigate(link))
			other.waitText("#me-name", "Анна Петрова")
			other.waitVisible("#withdraw")
			if other.visible("#register") {
				t.Error("the personal link shows the registration form")
			}
			if u := eval[string](other, `location.pathname + location.search`); u != page {
				t.Errorf("the link led to %s, want %s", u, page)
			}
		}},
		{"P5_waiting_room_counts_down_from_the_server", func(t *testing.T) {
			e.begin(tr.ID, 90*time.Second)
			b.waitText("#round-status", "Тур 1 из 2 начнётся через")
			// The server's clock is in 2026 and the browser's is not: only
			// the relative remaining_ms can give 1:30 here.
			clock := b.waitText("#clock", ":")
			if !regexp.MustCompile(`^1:[23]\d$`).MatchString(clock) {
				t.Errorf("countdown %q, want about 1:30 from the server", clock)
			}
			op := b.waitText("#opponent", "Соперник: ")
			myOpponent = op[len("Соперник: "):]
			if bots[myOpponent] == nil {
				t.Errorf("opponent %q is not one of the registered solvers", myOpponent)
			}
			b.waitHidden("#withdraw-box")
			b.waitHidden("#start-box")
			b.waitHidden("#puzzle")
			b.shot("solver-waiting")
		}},
		{"P9_start_shows_the_puzzle", func(t *testing.T) {
			e.advance(90 * time.Second) // round 1 opens
			b.waitText("#round-status", "Тур 1 из 2 идёт, до конца")
			clock := b.waitText("#clock", ":")
			if !regexp.MustCompile(`^(5:00|4:5\d)$`).MatchString(clock) {
				t.Errorf("round clock %q, want about 5:00", clock)
			}
			if b.visible("#puzzle") {
				t.Fatal("the puzzle is shown before Start")
			}
			// The same solver's page open in a second tab of this browser.
			second := b.sibling(e, 390, 844, true)
			second.open(page)
			second.waitVisible("#start")
			// Its live channel is up and its first re-read done (the
			// "hello" of the channel reads the view and the standings again).
			second.waitEval(`performance.getEntriesByType("resource").filter((e) => e.name.includes("/standings")).length >= 2`)
			b.click("#start")
			b.waitText("#statement", "Зимой и летом")
			b.waitHidden("#start-box")
			// The second tab follows the press: no Start left to offer.
			second.waitText("#statement", "Зимой и летом")
			second.waitHidden("#start-box")
			// The picture is fetched with the solver's own credentials.
			deadline := time.Now().Add(waitFor)
			for eval[int](b, `(document.querySelector("#statement img") || {}).naturalWidth || 0`) != 24 {
				if time.Now().After(deadline) {
					t.Fatal("the statement's picture did not load")
				}
				time.Sleep(30 * time.Millisecond)
			}
		}},
		{"P10_wrong_answer_then_right_answer", func(t *testing.T) {
			b.fill("#answer", "сосна")
			b.click("#check")
			b.waitText("#verdict", "Неверно, попробуйте ещё раз")
			b.waitText("#attempts", "Попыток: 1")
			b.shot("solver-puzzle")
			// A language switch mid-round keeps what is typed and says
			// the verdict again in the other language.
			b.fill("#answer", "ель?")
			b.click("#lang")
			b.waitText("#verdict", "Wrong")
			b.click("#lang")
			b.waitText("#verdict", "Неверно")
			if v := eval[string](b, `document.getElementById("answer").value`); v != "ель?" {
				t.Fatalf("the answer after switching the language: %q", v)
			}
			e.advance(42*time.Second + 250*time.Millisecond) // the server's time passes, not the page's
			b.fill("#answer", "  ЕЛКА ")
			b.click("#check")
			// Solve time = Check - Start on the server (P9): exactly 42.25 s.
			b.waitText("#verdict", "Верно! Время решения 0:42.250")
			b.waitHidden("#check-form")
			if n := e.pressRequests.Load(); n != 0 {
				t.Errorf("the page sent %d Starts and Checks as requests, not on its live channel", n)
			}
		}},
		{"P11_points_after_the_round", func(t *testing.T) {
			e.advance(5 * time.Minute) // round 1 closes; the opponent did not solve
			b.waitText("#my-points", "2")
			b.waitText("#my-results", myOpponent)
			b.waitText("#standings tr.me", "Анна Петрова")
			row, _ := b.state("#standings tr.me")
			if !regexp.MustCompile(`\b2\b`).MatchString(row) {
				t.Errorf("my standings row %q lacks my 2 points", row)
			}
			b.waitText("#round-status", "Тур 2 из 2 начнётся через")
			b.shot("solver-results")
		}},
		{"P10_sudoku_filled_cell_by_cell", func(t *testing.T) {
			e.advance(time.Minute) // the pause (P12); round 2 opens
			b.click("#start")
			b.waitVisible(".sudoku")
			if b.visible("#answer") {
				t.Error("a Sudoku round shows the text answer field")
			}
			empty := []int{}
			for i := range 81 {
				if sudokuGivens[i] == '.' {
					empty = append(empty, i)
				}
			}
			for k, i := range empty {
				d := string(sudokuSolution[i])
				if k == len(empty)-1 {
					d = string('1' + (sudokuSolution[i]-'1'+1)%9) // one wrong digit
				}
				b.click(`.sudoku .cell[data-i="` + itoa(i) + `"]`)
				b.click(`.pad button[data-d="` + d + `"]`)
				if k == len(empty)/2 {
					b.shot("solver-sudoku")
				}
			}
			if n := eval[int](b, `document.querySelectorAll(".sudoku .cell.conflict").length`); n == 0 {
				t.Error("the wrong digit is not marked as a conflict")
			}
			b.click("#check")
			b.waitText("#verdict", "Неверно")
			last := empty[len(empty)-1]
			b.click(`.sudoku .cell[data-i="` + itoa(last) + `"]`)
			b.click(`.pad button[data-d="` + string(sudokuSolution[last]) + `"]`)
			e.advance(3 * time.Second)
			b.click("#check")
			b.waitText("#verdict", "Верно!")
		}},
	})
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

// TestSolverWithoutLiveChannel: where the WebSocket never opens (a proxy
// that refuses upgrades), the solver's page sends Start and Check as
// requests and the round is played just the same (P9, P10).
func TestSolverWithoutLiveChannel(t *testing.T) {
	e := newEnv(t)
	tr := e.newTournament("Кубок без сокета")
	e.register(tr.ID, "Борис Котов")
	b := newTab(t, e, 390, 844, true)
	// A WebSocket that never connects, installed before the page's scripts,
	// and a fetch that fails as the browser's does when window.netDown.
	stub := `const realFetch = window.fetch;
		window.fetch = (...a) => window.netDown ? Promise.reject(new TypeError("Failed to fetch")) : realFetch(...a);
		window.WebSocket = class { constructor() { this.readyState = 0; } send() { throw new Error("not open"); } close() {} };
		window.WebSocket.OPEN = 1;`
	b.beforeScripts(stub)
	steps(t, b, []step{
		{"P9_P10_presses_go_as_requests", func(t *testing.T) {
			b.registerOnPage(tr.ID, "Анна Петрова")
			e.begin(tr.ID, 0)
			b.open("/solver.html?t=" + tr.ID) // no push without a socket: the solver reloads
			b.waitText("#round-status", "идёт")
			b.click("#start")
			b.waitText("#statement", "Зимой и летом")
			e.advance(10 * time.Second)
			// The network gone: the page says so in its own language, not
			// in the browser's English ("Failed to fetch").
			eval[bool](b, "window.netDown = true")
			b.fill("#answer", "ель")
			b.click("#check")
			b.waitText("#verdict", "Нет связи с сервером")
			if txt, _ := b.state("#verdict"); strings.Contains(txt, "fetch") {
				t.Fatalf("the browser's words reached the solver: %q", txt)
			}
			eval[bool](b, "window.netDown = false")
			b.click("#check")
			b.waitText("#verdict", "Верно! Время решения 0:10")
			if n := e.pressRequests.Load(); n != 2 {
				t.Errorf("%d Starts and Checks went as requests, want 2", n)
			}
		}},
	})
}

// TestSolverAfterASilentNetworkLoss: a connection that dies without a
// word (a phone between networks: no close, no error, nothing more comes
// or goes) does not hold the solver's page. A Check sent into it is given
// up after 15 s with the page's own words, the page makes a new socket at
// once and re-reads, and the next Check is answered on it.
func TestSolverAfterASilentNetworkLoss(t *testing.T) {
	e := newEnv(t)
	tr := e.newTournament("Кубок тихой сети")
	e.register(tr.ID, "Борис Котов")
	b := newTab(t, e, 390, 844, true)
	// Every socket made before window.deadGen went up goes silent: what
	// it sends is dropped, what comes is never delivered, and it never
	// closes. Sockets made after work.
	stub := `const RealWS = window.WebSocket;
		window.netGen = 1; window.deadGen = 0; window.sockets = 0;
		window.WebSocket = class extends RealWS {
			constructor(...a) { super(...a); this.gen = window.netGen; window.sockets++; }
			get dead() { return this.gen <= window.deadGen; }
			send(d) { if (!this.dead) super.send(d); }
			set onmessage(f) { super.onmessage = (ev) => { if (!this.dead) f(ev); }; }
			set onclose(f) { super.onclose = (ev) => { if (!this.dead) f(ev); }; }
		};`
	b.beforeScripts(stub)
	steps(t, b, []step{
		{"a_press_into_a_dead_socket_is_given_up_and_the_page_reconnects", func(t *testing.T) {
			b.registerOnPage(tr.ID, "Анна Петрова")
			e.begin(tr.ID, 0)
			b.waitText("#round-status", "идёт")
			b.click("#start")
			b.waitText("#statement", "Зимой и летом")
			e.advance(10 * time.Second)
			before := eval[int](b, "window.sockets")
			eval[int](b, "window.deadGen = window.netGen++") // the network goes silent
			b.fill("#answer", "ель")
			b.click("#check")
			sent := time.Now()
			time.Sleep(10 * time.Second) // the page's patience is 15 s; waitText's, 10
			b.waitText("#verdict", "Связь прервалась до ответа")
			if d := time.Since(sent); d > 25*time.Second {
				t.Errorf("the lost press was given up after %v", d)
			}
			for end := time.Now().Add(waitFor); eval[int](b, "window.sockets") <= before; time.Sleep(50 * time.Millisecond) {
				if time.Now().After(end) {
					t.Fatalf("no new socket after the lost reply (%d before)", before)
				}
			}
			b.click("#check")
			b.waitText("#verdict", "Верно! Время решения 0:10")
			if n := e.pressRequests.Load(); n != 0 {
				t.Errorf("%d presses went as requests; the new socket should carry them", n)
			}
		}},
	})
}
