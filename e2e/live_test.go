package e2e

import (
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// liveFestival makes a festival of 8 teams in 2 Brain-ring groups, drawn,
// and returns the first fight of venue (group) A and the venue's host link.
func liveFestival(t *testing.T, e *env, fid string) (fight, hostURL string) {
	t.Helper()
	e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": "Брейн-ринг вживую"}, nil)
	for _, n := range []string{"Совы", "Ежи", "Лисы", "Бобры", "Волки", "Зубры", "Орлы", "Рыси"} {
		e.org.call("POST", "/api/festivals/"+fid+"/teams", map[string]any{"name": n, "city": "Казань"}, nil)
	}
	base := "/api/festivals/" + fid + "/brainring"
	e.org.call("POST", base, map[string]any{"groups": 2}, nil)
	e.org.call("POST", base+"/lot-commit", nil, nil)
	e.org.call("POST", base+"/draw-groups", map[string]any{}, nil)
	var venue struct {
		Fights []struct {
			Fight string `json:"fight"`
		} `json:"fights"`
	}
	e.org.call("GET", "/api/festivals/"+fid+"/venues/A", nil, &venue)
	var link struct {
		URL string `json:"url"`
	}
	e.org.call("GET", "/api/festivals/"+fid+"/venues/A/link", nil, &link)
	return venue.Fights[0].Fight, link.URL
}

// pathOf is the path and query of a page link the server gave.
func pathOf(t *testing.T, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	return u.RequestURI()
}

// TestLiveFightInTheBrowser plays a Brain-ring fight live with the venue
// host's console (its link, no password), the hall display and two team
// phones, each in its own browser context: a false start on the phone
// (C10), the button taken (C9) and a right answer (C13) by keyboard
// shortcuts, a wrong answer and the opponent's 20 s running out on the
// server's clock (C12), a question removed with its reason (C14), and the
// fight's line landing in the group table (F4).
func TestLiveFightInTheBrowser(t *testing.T) {
	e := newEnv(t)
	fight, hostURL := liveFestival(t, e, "live")

	con := newTab(t, e, 1280, 900, false)
	con.open(pathOf(t, hostURL))
	con.waitVisible("#c-open")
	con.shot("live-console-open")
	con.click("#c-open-btn")
	con.waitVisible("#c-main")
	con.waitText("#c-phase", "Следующий вопрос — № 1")
	con.waitText("#c-title", "Бой "+fight) // the fight's name, not only the venue's
	// The host loads the venue's package: the console shows the question
	// and its answer; the display never gets them.
	pkg := filepath.Join(t.TempDir(), "group.yaml")
	if err := os.WriteFile(pkg, []byte("title: Группы\nquestions:\n  - text: Самая длинная река Европы?\n    answer: Волга\n"+
		"  - text: Река, что течёт через Москву?\n    answer: Москва\n  - text: Третий вопрос\n    answer: Третий ответ\n"+
		"  - text: Четвёртый вопрос\n    answer: Четвёртый ответ\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	con.do("load the package", chromedp.SetUploadFiles(chromedp.CSS("#p-file"), []string{pkg}))
	con.waitText("#p-question", "Самая длинная река Европы?")
	con.waitText("#p-question", "Волга")

	var links struct {
		Teams []struct {
			Team string `json:"team"`
			Name string `json:"name"`
			URL  string `json:"url"`
		} `json:"teams"`
		VenueDisplay string `json:"venue_display"`
	}
	e.org.call("GET", "/api/festivals/live/live/"+fight+"/links", nil, &links)
	// Each team's link is a QR code on the console too.
	con.expand("#c-links details.qr")
	con.waitEval(`document.querySelector("#c-links details.qr img").naturalWidth > 100`)
	disp := newTab(t, e, 1280, 720, false)
	disp.open(pathOf(t, links.VenueDisplay)) // the projector follows venue A
	disp.waitText("#d-status", "Ждём вопрос")
	a := newTab(t, e, 390, 844, true)
	a.open(pathOf(t, links.Teams[0].URL))
	a.waitText("#b-state", "Ждите вопрос")
	b := newTab(t, e, 390, 844, true)
	b.open(pathOf(t, links.Teams[1].URL))
	b.waitText("#b-team", links.Teams[1].Name)

	// Q1: "Attention" by its key; A presses while the host reads.
	con.do("key A", chromedp.KeyEvent("a"))
	a.waitText("#b-state", "не нажимайте до сигнала")
	disp.waitText("#d-status", "Внимание, вопрос")
	a.click("#b-press")
	a.waitText("#b-state", "Фальстарт")
	disp.waitText("#d-status", "Фальстарт: команда «"+links.Teams[0].Name+"»")
	con.waitText("#c-presses", "фальстарт")
	a.shot("live-button-false-start-phone")
	// "Time" by its key; B alone has the right and takes the button.
	con.do("key T", chromedp.KeyEvent("t"))
	b.waitText("#b-state", "ЖМИТЕ")
	b.shot("live-button-phone")
	b.click("#b-press")
	b.waitText("#b-state", "Кнопка ваша")
	disp.waitText("#d-status", "Отвечает команда «"+links.Teams[1].Name+"»")
	disp.shot("live-display-answers")
	con.waitText("#c-phase", "Отвечает команда «"+links.Teams[1].Name+"»")
	con.shot("live-console-answering")
	con.do("key R", chromedp.KeyEvent("r"))
	disp.waitText("#d-sb", "1")
	con.waitText("#c-score", "0 : 1")

	// Q2: A answers wrong; B's 20 s run out on the server's clock.
	con.click("#b-attention")
	con.waitText("#c-phase", "читайте")
	con.click("#b-time")
	con.waitText("#c-phase", "идёт время")
	a.waitText("#b-state", "ЖМИТЕ")
	if txt, _ := a.state("#b-last"); txt != "" {
		t.Fatalf("question 2's phone still tells of question 1's press: %q", txt)
	}
	a.click("#b-press")
	con.waitText("#c-phase", "Отвечает команда «"+links.Teams[0].Name+"»")
	con.click("#b-wrong")
	a.waitText("#b-state", "Право ответа потеряно")
	disp.waitText("#d-clock", "0:20")
	con.waitText("#c-clock-of", "время команды "+links.Teams[1].Name)     // the 20 s are B's, not the clean time
	disp.waitText("#d-status", "Время команды «"+links.Teams[1].Name+"»") // the hall is told whose, too
	e.advance(11 * time.Second)
	disp.waitText("#d-clock", "0:09")
	e.advance(10 * time.Second)
	disp.waitText("#d-status", "Никто не взял вопрос")
	disp.waitText("#d-q", "Вопрос 2") // the question the line speaks of, not the next one
	con.waitText("#c-phase", "Следующий вопрос — № 3")

	// Q3: B takes it, then the host removes it (a dispute): the score goes
	// back and question 3 is played again.
	con.click("#b-attention")
	con.waitText("#c-phase", "читайте")
	con.click("#b-time")
	b.waitText("#b-state", "ЖМИТЕ")
	b.click("#b-press")
	con.waitText("#c-phase", "Отвечает")
	con.click("#b-right")
	con.waitText("#c-score", "0 : 2")
	con.do("key X", chromedp.KeyEvent("x"))
	con.fill("#reason", "спор о зачёте ответа")
	con.do("Enter removes", chromedp.KeyEvent(kb.Enter)) // the reason field is a form
	con.waitText("#c-score", "0 : 1")
	con.waitText("#c-phase", "Следующий вопрос — № 3")
	disp.shot("live-display")
	if text, _ := disp.state("body"); strings.Contains(text, "Волга") || strings.Contains(text, "Москва") {
		t.Fatalf("the display shows the package: %q", text)
	}
	// Question 3 again: the removed one's replacement is the package's
	// next question.
	con.waitText("#p-question", "Четвёртый вопрос")

	// The result is in the group table without anyone typing it.
	var br struct {
		Groups []struct {
			Rounds []struct {
				Fights []struct {
					ID    string   `json:"id"`
					Taken []string `json:"taken"`
				} `json:"fights"`
			} `json:"rounds"`
		} `json:"groups"`
	}
	e.org.call("GET", "/api/festivals/live/brainring", nil, &br)
	got := br.Groups[0].Rounds[0].Fights[0]
	if got.ID != fight || !slices.Equal(got.Taken, []string{links.Teams[1].Team, ""}) {
		t.Fatalf("the group table's fight %s is %v", got.ID, got.Taken)
	}
	con.shotAt("live-console", "#c-presses")
	// The console on a host's phone.
	con.do("phone viewport", chromedp.EmulateViewport(390, 844, chromedp.EmulatePortrait, chromedp.EmulateMobile, chromedp.EmulateTouch))
	con.shotAt("live-console-phone", "#c-main")
}

// TestC7_F7_ExtraQuestionsNumberedAsTheJuryCountsThem: the console and the
// hall's display number a question beyond the fight's regular ones among
// the extra ones ("Дополнительный вопрос 1", not "Вопрос 14"), as the
// jury page and the exports do; the regular ones keep their numbers.
func TestC7_F7_ExtraQuestionsNumberedAsTheJuryCountsThem(t *testing.T) {
	e := newEnv(t)
	b := newTab(t, e, 1280, 800, false)
	b.open("/live.html")
	b.waitEval(`document.readyState === "complete"`)
	eval[bool](b, `(window.__n = null, import("/js/quiz/live-api.js").then((m) => {
		const v = (length, extra) => ({ live: { settings: { length, extra } } });
		window.__n = [m.numbered(v(13, true), "lv.d_question", 13), m.numbered(v(13, true), "lv.d_question", 14),
			m.numbered(v(0, true), "lv.next_q", 2), m.numbered(v(5, false), "lv.clean", 6)];
	}), true)`)
	b.waitEval(`window.__n !== null`)
	got := eval[[]string](b, `window.__n`)
	want := []string{"Вопрос 13", "Дополнительный вопрос 1", "Следующий — дополнительный вопрос № 2: нажмите «Внимание, вопрос»", "Вопрос № 6: идёт время"}
	if !slices.Equal(got, want) {
		t.Fatalf("numbers %q, want %q", got, want)
	}
}

// TestLivePackageOnAFightsConsole: the console opened on one fight (the
// jury page's link names the fight, not the venue) loads the package too,
// for the fight's venue; the file did nothing there before.
func TestLivePackageOnAFightsConsole(t *testing.T) {
	e := newEnv(t)
	fight, hostURL := liveFestival(t, e, "livepkg")
	u, err := url.Parse(hostURL)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Del("venue")
	q.Set("fight", fight)
	con := newTab(t, e, 1280, 900, false)
	con.open("/live.html?" + q.Encode())
	con.click("#c-open-btn")
	con.waitVisible("#c-main")
	// It names the fight and lists the venue's other fights.
	con.waitVisible("#c-fight")
	con.waitText("#c-title", "Бой "+fight)
	pkg := filepath.Join(t.TempDir(), "p.yaml")
	if err := os.WriteFile(pkg, []byte("title: Пакет\nquestions:\n  - text: Столица Татарстана?\n    answer: Казань\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	con.do("load the package", chromedp.SetUploadFiles(chromedp.CSS("#p-file"), []string{pkg}))
	con.waitText("#p-question", "Столица Татарстана?")
	con.waitHidden("#error")
}

// TestF2_LiveFightHoldsNoOtherVenue: while a group's fight is played live
// on its venue, the jury page enters another group's fight by hand (all
// groups play at once, F2), where it offered only the live one, whose
// hand entries the server refuses.
func TestF2_LiveFightHoldsNoOtherVenue(t *testing.T) {
	e := newEnv(t)
	const fid = "livehand"
	fight, _ := liveFestival(t, e, fid)
	e.org.call("POST", "/api/festivals/"+fid+"/live/"+fight+"/open", map[string]any{}, nil)
	jury := newTab(t, e, 1280, 900, false)
	jury.open("/jury.html?f=" + fid)
	jury.fill("#password", orgPassword)
	jury.click("#login")
	jury.waitVisible("#br-pick")
	now := jury.waitText("#br-now", ":")
	if strings.HasPrefix(now, fight+":") {
		t.Fatalf("the jury is offered the live fight %s: %q", fight, now)
	}
	other := strings.SplitN(now, ":", 2)[0]
	jury.click("#br-none")
	jury.waitText("#br-jury", "Вопрос 2")
	var v struct {
		Groups []struct {
			Rounds []struct {
				Fights []struct {
					ID    string   `json:"id"`
					Taken []string `json:"taken"`
					Live  bool     `json:"live"`
				} `json:"fights"`
			} `json:"rounds"`
		} `json:"groups"`
	}
	e.org.call("GET", "/api/festivals/"+fid+"/brainring", nil, &v)
	entered, live := false, false
	for _, g := range v.Groups {
		for _, r := range g.Rounds {
			for _, f := range r.Fights {
				entered = entered || (f.ID == other && len(f.Taken) == 1)
				live = live || (f.ID == fight && f.Live)
			}
		}
	}
	if !entered || !live {
		t.Fatalf("fight %s entered by hand: %v; fight %s live: %v", other, entered, fight, live)
	}
}

// TestLiveTeamPhoneFollowsItsFights: a team's one link for the venue goes
// to the team's fight in play there, so a phone needs no new link for
// each fight (between fights it waits for the next to be opened).
func TestLiveTeamPhoneFollowsItsFights(t *testing.T) {
	e := newEnv(t)
	const fid = "follow"
	fight, _ := liveFestival(t, e, fid)
	var venue struct {
		Fights []struct {
			Fight string `json:"fight"`
			A     string `json:"a"`
		} `json:"fights"`
	}
	e.org.call("GET", "/api/festivals/"+fid+"/venues/A", nil, &venue)
	team := venue.Fights[0].A
	e.org.call("POST", "/api/festivals/"+fid+"/live/"+fight+"/open", map[string]any{}, nil)
	var links struct {
		Teams []struct {
			Team     string `json:"team"`
			VenueURL string `json:"venue_url"`
		} `json:"teams"`
	}
	e.org.call("GET", "/api/festivals/"+fid+"/live/"+fight+"/links", nil, &links)
	var link string
	for _, l := range links.Teams {
		if l.Team == team {
			link = l.VenueURL
		}
	}
	// The link names the venue, not the fight: the page finds the team's
	// fight in play and goes to it.
	if strings.Contains(link, "fight=") {
		t.Fatalf("the team's venue link names a fight: %s", link)
	}
	phone := newTab(t, e, 390, 844, true)
	phone.open(pathOf(t, link))
	phone.waitEval(`new URLSearchParams(location.search).get("fight") === ` + js(fight))
	phone.waitText("#b-state", "Ждите вопрос")
}
