package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// svoyaLiveFestival makes a festival of 8 teams of 4 with Svoya igra on a
// small group board (one round of two themes of 10 and 20), seated, and
// returns venue 1's first fight and the venue's host link.
func svoyaLiveFestival(t *testing.T, e *env, fid string) (fight, hostURL string) {
	t.Helper()
	var sv struct {
		Config map[string]any `json:"config"`
	}
	// The default settings, with the small board for the group fights.
	e.org.call("POST", "/api/festivals", map[string]string{"id": "defaults", "name": "—"}, nil)
	e.org.call("POST", "/api/festivals/defaults/svoya", map[string]any{}, nil)
	e.org.call("GET", "/api/festivals/defaults/svoya", nil, &sv)
	c := sv.Config
	c["groups"].(map[string]any)["format"] = map[string]any{"rounds": []any{map[string]any{"themes": 2, "values": []int{10, 20}}}}
	e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": "Своя игра вживую"}, nil)
	for k := 1; k <= 8; k++ {
		var ps []string
		for p := 1; p <= 4; p++ {
			ps = append(ps, fmt.Sprintf("Игрок %d-%d", k, p))
		}
		e.org.call("POST", "/api/festivals/"+fid+"/teams", map[string]any{"name": fmt.Sprint("Команда ", k), "players": ps}, nil)
	}
	base := "/api/festivals/" + fid + "/svoya"
	e.org.call("POST", base, map[string]any{"config": c}, nil)
	e.org.call("POST", base+"/enter", map[string]any{"all": true}, nil)
	e.org.call("POST", base+"/lot-commit", nil, nil)
	e.org.call("POST", base+"/draw-seats", map[string]any{}, nil)
	var venue struct {
		Fights []struct {
			Fight string `json:"fight"`
		} `json:"fights"`
	}
	e.org.call("GET", "/api/festivals/"+fid+"/svoya-venues/1", nil, &venue)
	if len(venue.Fights) == 0 {
		t.Fatal("venue 1 has no fights")
	}
	var link struct {
		URL string `json:"url"`
	}
	e.org.call("GET", "/api/festivals/"+fid+"/svoya-venues/1/link", nil, &link)
	return venue.Fights[0].Fight, link.URL
}

// TestSvoyaLiveFightInTheBrowser plays a small Svoya igra fight live with
// the venue host's console (its link, no password), the hall display and
// four player phones, each in its own browser context: the package
// loaded on the console (text and answer there, never on the display), a
// question chosen by its key, a false start on a phone, the first press
// after the signal answering and ruled right by its key, a wrong answer,
// the rest ended by the host; the fight's result lands in the venue
// table.
func TestSvoyaLiveFightInTheBrowser(t *testing.T) {
	e := newEnv(t)
	fid := "sv"
	fight, hostURL := svoyaLiveFestival(t, e, fid)

	con := newTab(t, e, 1280, 900, false)
	con.open(pathOf(t, hostURL))
	con.waitVisible("#s-open")
	pkg := filepath.Join(t.TempDir(), "fight.yaml")
	var b strings.Builder
	b.WriteString("title: Бой 1\nrounds:\n  - name: Раунд\n    themes:\n")
	for th, name := range []string{"Реки", "Горы"} {
		fmt.Fprintf(&b, "      - name: %s\n        questions:\n", name)
		for q := 1; q <= 2; q++ {
			fmt.Fprintf(&b, "          - value: %d\n            text: Вопрос %d-%d\n            answer: Ответ %d-%d\n", 10*q, th+1, q, th+1, q)
		}
	}
	if err := os.WriteFile(pkg, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	con.do("load the package", chromedp.SetUploadFiles(chromedp.CSS("#s-file"), []string{pkg}))
	con.waitText("#s-loaded", "Бой 1")
	con.shot("svoya-live-console-open")
	con.click("#s-open-btn")
	con.waitVisible("#s-main")
	con.waitText("#s-board", "Реки")
	con.waitText("#s-question", "Вопрос 1-1")
	con.waitText("#s-question", "Ответ 1-1")

	var links struct {
		Players []struct {
			Player string `json:"player"`
			Name   string `json:"name"`
			URL    string `json:"url"`
		} `json:"players"`
		VenueDisplay string `json:"venue_display"`
	}
	e.org.call("GET", "/api/festivals/"+fid+"/svoya-live/"+fight+"/links", nil, &links)
	if len(links.Players) != 4 {
		t.Fatalf("links: %+v", links)
	}
	con.waitText("#s-links", links.Players[3].Name)
	// The player's QR codes are images the page's policy allows.
	qrShown := func() bool {
		return eval[bool](con, `(() => { const imgs = [...document.querySelectorAll("#s-links img")];
			return imgs.length === 4 && imgs.every((i) => i.complete && i.naturalWidth > 0); })()`)
	}
	for deadline := time.Now().Add(10 * time.Second); !qrShown(); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the players' QR codes do not show on the console")
		}
	}
	// The jury page, with the fight live: the note, the console's link and
	// a way to end the fight early, and no script error.
	jury := newTab(t, e, 1280, 900, false)
	jury.open("/jury.html?f=" + fid)
	jury.fill("#password", orgPassword)
	jury.click("#login")
	jury.waitVisible("#sv-live-note")
	jury.waitVisible("#sv-close-fight")
	if text, _ := jury.state("body"); strings.Contains(text, "Cannot read") || strings.Contains(text, "null") {
		t.Fatalf("the jury page with a live fight shows an error: %q", text)
	}
	disp := newTab(t, e, 1280, 720, false)
	disp.open(pathOf(t, links.VenueDisplay))
	disp.waitText("#d-board", "Реки")
	phones := make([]*tab, 4)
	for i, l := range links.Players {
		phones[i] = newTab(t, e, 390, 844, true)
		phones[i].open(pathOf(t, l.URL))
		phones[i].waitText("#b-team", l.Name)
	}

	// 1.1 by Enter (the sport's order's next); player 1 presses early.
	con.do("key Enter", chromedp.KeyEvent("\r"))
	con.waitText("#s-round", "читает")
	disp.waitText("#d-text", "Вопрос 1-1")
	phones[0].click("#b-press")
	phones[0].waitText("#b-last", "Фальстарт")
	// The console's log says it in the host's words, with the question.
	con.waitText("#s-presses", "1\tИгрок")
	con.waitText("#s-presses", "фальстарт")
	con.waitText("#s-presses", "до сигнала")
	// The block ends by the clock (1 s) and no push comes then: the
	// console clears the seat's mark by itself, before the unlock.
	con.waitHidden("#s-players .s-player.blocked")
	phones[0].shot("svoya-live-button-false-start-phone")
	con.do("key U", chromedp.KeyEvent("u"))
	// The press goes in while the buttons are open (5 s): the test does not
	// wait for the phone's own redraw, which a loaded machine may delay
	// past the window; what the phone shows after its press is checked.
	con.waitText("#s-round", "Кнопки открыты")
	phones[1].click("#b-press")
	phones[1].waitText("#b-state", "Вы отвечаете")
	// Said once: not again by the verdict line nor, in the third
	// person, by the phase line.
	phones[1].waitEval(`!document.querySelector("#b-last").textContent.includes("Вы отвечаете") && !document.querySelector("#b-phase").textContent.includes("Отвечает")`)
	disp.waitText("#d-status", "Отвечает "+links.Players[1].Name)
	disp.shot("svoya-live-display-answers")
	// A long name in the status stays clear of the sound button (both
	// hall displays share the layout).
	if !eval[bool](disp, `(() => { const s = document.getElementById("d-status"), keep = s.textContent;
		s.textContent = "Отвечает Александра Константинопольская-Преображенская";
		const a = s.getBoundingClientRect(), b = document.getElementById("d-sound").getBoundingClientRect();
		s.textContent = keep;
		return b.width > 0 && (a.right <= b.left || a.bottom <= b.top); })()`) {
		t.Error("on the hall display a long status runs under the sound button")
	}
	con.waitText("#s-round", "Отвечает "+links.Players[1].Name)
	// The answering press is put after the unlock, to the ms.
	con.waitMatch("#s-presses", regexp.MustCompile(`\+\d+,\d{3} с`))
	con.shot("svoya-live-console-answering")
	con.do("key R", chromedp.KeyEvent("r"))
	disp.waitText("#d-scores", "10")
	if text, _ := disp.state("body"); strings.Contains(text, "Ответ 1-2") || strings.Contains(text, "Вопрос 1-2") || strings.Contains(text, "Вопрос 2-1") {
		t.Fatalf("the display shows an unplayed question: %q", text)
	}

	// A package loaded into the fight under way (another venue's file, by
	// mistake or on purpose) is refused until the host says why.
	again := filepath.Join(t.TempDir(), "again.yaml")
	if err := os.WriteFile(again, []byte(strings.Replace(b.String(), "title: Бой 1", "title: Бой 1 (исправленный)", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	con.do("load another package", chromedp.SetUploadFiles(chromedp.CSS("#s-file"), []string{again}))
	con.waitText("#s-pkg-ask", "Подтвердите замену")
	con.waitVisible("#s-pkg-ask-reason")
	con.shotAt("svoya-live-console-replace-package", "#s-pkg-ask")
	con.fill("#s-pkg-ask-reason", "в вопросе 1-2 опечатка")
	// Switching the language keeps the reason being typed (and the file
	// it is for): the console re-labels in place.
	con.click("#console .lang-toggle")
	con.waitText("#s-pkg-label", "Question package")
	if v := eval[string](con, `document.querySelector("#s-pkg-ask-reason") ? document.querySelector("#s-pkg-ask-reason").value : ""`); v != "в вопросе 1-2 опечатка" {
		t.Fatalf("the reason after switching the language: %q", v)
	}
	con.click("#console .lang-toggle")
	con.waitText("#s-pkg-label", "акет")
	con.click("#s-pkg-ask-ok")
	con.waitText("#s-loaded", "Бой 1 (исправленный)")
	con.waitHidden("#error")
	// Opened again, the console names the package the fight plays.
	con.do("reload", chromedp.Reload())
	con.waitText("#s-loaded", "Бой 1 (исправленный)")
	con.waitText("#s-round", "Выберите вопрос") // the fight's view is in, not only the board

	// 1.2: player 3 answers wrong, the host ends it. Player 3 presses a
	// buzzer box wired to the console's computer: out of the box its key
	// is 3 (keys 1-4 for the four seats).
	con.do("key Enter", chromedp.KeyEvent("\r"))
	con.waitText("#s-question", "Вопрос 1-2")
	// The console previews the question at its cursor before the choice
	// is in: the unlock is clicked once the server says the host reads
	// (a click on the button still disabled did nothing, under load).
	con.waitText("#s-round", "читает")
	con.click("#s-unlock")
	con.waitText("#s-round", "Кнопки открыты")
	con.do("buzzer key 3", chromedp.KeyEvent("3"))
	con.waitText("#s-round", "Отвечает "+links.Players[2].Name)
	con.do("key W", chromedp.KeyEvent("w"))
	disp.waitText("#d-scores", "-20")
	con.waitText("#s-round", "Кнопки открыты")
	con.do("key E", chromedp.KeyEvent("e"))
	con.waitText("#s-round", "Выберите вопрос")
	disp.shot("svoya-live-display")
	// Theme 2 ended by the host, question by question.
	for range 2 {
		con.waitText("#s-round", "Выберите вопрос")
		con.do("key Enter", chromedp.KeyEvent("\r"))
		con.waitText("#s-round", "читает")
		con.do("key E", chromedp.KeyEvent("e"))
	}
	con.waitText("#s-round", "Бой окончен")
	con.waitHidden("#s-question-card") // no question at hand: no empty card
	disp.waitText("#d-status", "Бой окончен")

	var sv struct {
		Venues []struct {
			Fights []struct {
				Done  bool `json:"done"`
				Board []struct {
					Player string `json:"player"`
				} `json:"board"`
			} `json:"fights"`
		} `json:"venues"`
	}
	e.org.call("GET", "/api/festivals/"+fid+"/svoya", nil, &sv)
	f0 := sv.Venues[0].Fights[0]
	if !f0.Done || f0.Board[0].Player != links.Players[1].Player {
		t.Fatalf("the venue table: %+v", f0)
	}
	con.shotAt("svoya-live-console", "#s-main")
	con.do("phone viewport", chromedp.EmulateViewport(390, 844, chromedp.EmulatePortrait, chromedp.EmulateMobile, chromedp.EmulateTouch))
	con.shotAt("svoya-live-console-phone", "#s-main")
}
