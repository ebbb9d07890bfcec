package http_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"turnir/svoya"
)

// svoyaLiveView is the part of a live Svoya igra fight's view the tests
// read.
type svoyaLiveView struct {
	Fight   string   `json:"fight"`
	Venue   string   `json:"venue"`
	Phase   string   `json:"phase"`
	Actions []string `json:"actions"`
	Players []struct {
		Player string `json:"player"`
		Score  int    `json:"score"`
	} `json:"players"`
	Answerer string `json:"answerer"`
	Presses  []struct {
		Verdict string `json:"verdict"`
	} `json:"presses"`
	Package *struct {
		Round struct {
			Themes []struct {
				Name      string `json:"name"`
				Questions []struct {
					Text   string `json:"text"`
					Answer string `json:"answer"`
				} `json:"questions"`
			} `json:"themes"`
		} `json:"round"`
	} `json:"package"`
}

// svoyaSmallBoard is a group fight's board of one round of two themes of
// two questions, so that a test plays a whole fight in a few steps.
func svoyaSmallBoard() svoya.Config {
	c := svoya.DefaultConfig()
	c.Groups.Format = svoya.Format{Rounds: []svoya.RoundFormat{{Themes: 2, Values: []int{10, 20}}}}
	return c
}

// svoyaPackageYAML is a package of themes themes of two questions whose
// texts and answers name their place ("text-1-2", "answer-1-2").
func svoyaPackageYAML(themes int) string {
	var b strings.Builder
	b.WriteString("title: Тест\nrounds:\n  - name: Раунд\n    themes:\n")
	for t := 1; t <= themes; t++ {
		fmt.Fprintf(&b, "      - name: Тема%d\n        questions:\n", t)
		for q := 1; q <= 2; q++ {
			fmt.Fprintf(&b, "          - value: %d\n            text: text-%d-%d\n            answer: answer-%d-%d\n", 10*q, t, q, t, q)
		}
	}
	return b.String()
}

// svoyaLiveSetup opens Svoya igra in festival fid with the small board,
// seats its venues and returns venue 1's first fight and its players.
func svoyaLiveSetup(t *testing.T, e *env, fid string) (fight string, players []string, org *client) {
	t.Helper()
	org = e.org()
	org.festival(fid, 8, 4)
	base := "/api/festivals/" + fid + "/svoya"
	org.must("POST", base, map[string]any{"config": svoyaSmallBoard()}, nil)
	org.must("POST", base+"/enter", map[string]any{"all": true}, nil)
	org.must("POST", base+"/lot-commit", nil, nil)
	org.must("POST", base+"/draw-seats", map[string]any{}, nil)
	var venue struct {
		Fights []struct {
			Fight   string   `json:"fight"`
			Players []string `json:"players"`
		} `json:"fights"`
	}
	org.must("GET", "/api/festivals/"+fid+"/svoya-venues/1", nil, &venue)
	if len(venue.Fights) == 0 || len(venue.Fights[0].Players) != 4 {
		t.Fatalf("venue 1: %+v", venue)
	}
	return venue.Fights[0].Fight, venue.Fights[0].Players, org
}

// svoyaWS subscribes to a fight's live channel and returns its views.
func svoyaWS(t *testing.T, e *env, fid, fight string) <-chan svoyaLiveView {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	url := "ws" + strings.TrimPrefix(e.ts.URL, "http") + "/api/festivals/" + fid + "/svoya-live/" + fight + "/ws"
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	ch := make(chan svoyaLiveView, 256)
	go func() {
		defer close(ch)
		for {
			_, b, err := c.Read(ctx)
			if err != nil {
				return
			}
			e.keep("WS "+fight, b)
			var m struct {
				View svoyaLiveView `json:"view"`
			}
			_ = json.Unmarshal(b, &m)
			ch <- m.View
		}
	}()
	t.Cleanup(func() { cancel(); c.CloseNow() })
	return ch
}

// TestSvoyaLiveFightOverAPI plays a whole group fight live over HTTP with
// the venue's host link and four player links: a package loaded and
// fitted, a false start blocking a button, the first press answering, a
// right answer, a question nobody presses running out on the server's
// clock, the rest ended by the host; the fight closes and its result is
// in the venue table (S9) with nothing typed. Attacks on the way:
// another venue's key, another player's key, a replayed press, a flood,
// a page of another origin on the channel; and no response or push but
// the host's package ever carries an unplayed question or an answer
// before its question is over.
func TestSvoyaLiveFightOverAPI(t *testing.T) {
	e := newEnv(t)
	fight, players, org := svoyaLiveSetup(t, e, "sl")
	base := "/api/festivals/sl/svoya-live/" + fight
	var vl struct {
		Key string `json:"key"`
	}
	org.must("GET", "/api/festivals/sl/svoya-venues/1/link", nil, &vl)
	host := map[string]string{"X-Live-Key": vl.Key}
	var other struct {
		Key string `json:"key"`
	}
	org.must("GET", "/api/festivals/sl/svoya-venues/2/link", nil, &other)
	if st, _ := raw(t, e, "GET", "/api/festivals/sl/svoya-venues/9/link", nil, nil); st != 401 && st != 403 {
		t.Fatalf("a venue link without a session: %d", st)
	}
	org.refused("GET", "/api/festivals/sl/svoya-venues/9/link", nil, "not_found")

	hostDo := func(action string, body any) svoyaLiveView {
		t.Helper()
		st, out := raw(t, e, "POST", base+"/"+action, body, host)
		if st != 200 {
			t.Fatalf("%s: %d %s", action, st, out)
		}
		var v svoyaLiveView
		_ = json.Unmarshal(out, &v)
		return v
	}
	if st, out := raw(t, e, "POST", base+"/open", nil, map[string]string{"X-Live-Key": other.Key}); st != 403 {
		t.Fatalf("venue 2's key opened venue 1's fight: %d %s", st, out)
	}
	if st, _ := raw(t, e, "POST", base+"/open", nil, nil); st != 401 && st != 403 {
		t.Fatalf("opened without a key: %d", st)
	}
	// A package too small for the board is refused, and nothing is kept.
	if st, out := raw(t, e, "POST", base+"/package", map[string]any{"name": "p.yaml", "content": svoyaPackageYAML(1)}, host); st != 400 ||
		!strings.Contains(string(out), "short") {
		t.Fatalf("a package of 1 theme for a board of 2: %d %s", st, out)
	}
	if st, _ := raw(t, e, "GET", base+"/package", nil, host); st != 404 {
		t.Fatalf("a refused package was kept: %d", st)
	}
	if st, out := raw(t, e, "POST", base+"/package", map[string]any{"name": "p.yaml", "content": svoyaPackageYAML(3)}, host); st != 200 ||
		!strings.Contains(string(out), "answer-2-2") || strings.Contains(string(out), "answer-3-1") {
		t.Fatalf("the package fitted to 2 themes: %d %s", st, out)
	}
	if st, _ := raw(t, e, "GET", base+"/package", nil, nil); st != 401 && st != 403 {
		t.Fatalf("the package without a key: %d", st)
	}
	v := hostDo("open", map[string]any{})
	if v.Phase != "choosing" || len(v.Players) != 4 || v.Package == nil || v.Package.Round.Themes[1].Name != "Тема2" {
		t.Fatalf("opened: %+v", v)
	}
	ws := svoyaWS(t, e, "sl", fight)
	<-ws
	var links struct {
		Players []struct {
			Player string `json:"player"`
			URL    string `json:"url"`
			QR     string `json:"qr_png"`
		} `json:"players"`
		Display string `json:"display"`
	}
	if st, _ := raw(t, e, "GET", base+"/links", nil, nil); st != 401 && st != 403 {
		t.Fatalf("links without a key: %d", st)
	}
	st, out := raw(t, e, "GET", base+"/links", nil, host)
	if st != 200 || json.Unmarshal(out, &links) != nil || len(links.Players) != 4 || len(links.Players[0].QR) < 100 {
		t.Fatalf("links: %d %s", st, out)
	}
	key := map[string]string{}
	for _, l := range links.Players {
		key[l.Player] = linkParam(l.URL, "key")
	}
	n := 0
	press := func(p, k string) (int, string) {
		t.Helper()
		n++
		st, out := raw(t, e, "POST", base+"/press", map[string]any{"player": p, "key": k, "id": fmt.Sprint("id-", n)}, nil)
		var a struct {
			Verdict string `json:"verdict"`
		}
		_ = json.Unmarshal(out, &a)
		return st, a.Verdict
	}

	// Question 1.1: a false start, the first press answers, right.
	v = hostDo("choose", map[string]any{"round": 1, "theme": 1, "question": 1})
	if v.Package.Round.Themes[0].Questions[0].Text != "text-1-1" || v.Package.Round.Themes[0].Questions[0].Answer != "" ||
		v.Package.Round.Themes[0].Questions[1].Text != "" {
		t.Fatalf("the display shows of question 1.1 being read: %+v", v.Package.Round.Themes[0])
	}
	if st, verdict := press(players[0], key[players[0]]); st != 200 || verdict != "false_start" {
		t.Fatalf("a press while the host reads: %d %s", st, verdict)
	}
	if st, _ := press(players[1], key[players[2]]); st != 403 {
		t.Fatalf("a press with another player's key: %d", st)
	}
	hostDo("unlock", nil)
	if _, verdict := press(players[0], key[players[0]]); verdict != "blocked" {
		t.Fatalf("the false starter pressed again: %s", verdict)
	}
	if st, verdict := press(players[1], key[players[1]]); st != 200 || verdict != "first" {
		t.Fatalf("the first press after the signal: %d %s", st, verdict)
	}
	// The same request again is refused, not logged twice.
	if st, _ := raw(t, e, "POST", base+"/press", map[string]any{"player": players[1], "key": key[players[1]], "id": fmt.Sprint("id-", n)}, nil); st != 409 {
		t.Fatalf("a replayed press: %d", st)
	}
	if _, verdict := press(players[2], key[players[2]]); verdict != "beaten" {
		t.Fatalf("a press while someone answers: %s", verdict)
	}
	if st, out := raw(t, e, "POST", base+"/rule", map[string]any{}, host); st != 400 {
		t.Fatalf("a ruling without right: %d %s", st, out)
	}
	v = hostDo("rule", map[string]any{"right": true})
	if v.Players[1].Score != 10 || v.Package.Round.Themes[0].Questions[0].Answer != "answer-1-1" {
		t.Fatalf("after the right answer: %+v", v)
	}
	// Question 1.2: nobody presses; the server's clock ends it.
	hostDo("choose", map[string]any{"round": 1, "theme": 1, "question": 2})
	hostDo("unlock", nil)
	e.tick(6 * time.Second)
	st, out = raw(t, e, "GET", base, nil, nil)
	if json.Unmarshal(out, &v) != nil || st != 200 || v.Phase != "choosing" {
		t.Fatalf("after the press window: %d %s", st, out)
	}
	// The channel pushed every change; a flash needs the unlock and the press.
	seen := map[string]bool{}
	for done := false; !done; {
		select {
		case m := <-ws:
			seen[m.Phase] = true
		case <-time.After(200 * time.Millisecond):
			done = true
		}
	}
	if !seen["open"] || !seen["answering"] || !seen["reading"] {
		t.Fatalf("pushed phases: %v", seen)
	}
	// Theme 2: the host ends both questions. The fight closes.
	for q := 1; q <= 2; q++ {
		hostDo("choose", map[string]any{"round": 1, "theme": 2, "question": q})
		if q == 2 {
			// Another origin's page may not open the channel.
			st, _ := raw(t, e, "GET", base+"/ws", nil, map[string]string{"Origin": "https://evil.example",
				"Connection": "Upgrade", "Upgrade": "websocket", "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="})
			if st != 403 {
				t.Fatalf("a forged origin on the channel: %d", st)
			}
		}
		v = hostDo("end-question", nil)
	}
	if v.Phase != "done" {
		t.Fatalf("the fight is not done: %+v", v)
	}
	var sv svoyaJSON
	org.must("GET", "/api/festivals/sl/svoya", nil, &sv)
	f0 := sv.Venues[0].Fights[0]
	if !f0.Done || f0.Board[0].Player != players[1] || f0.Board[0].Points == nil || *f0.Board[0].Points != 4 {
		t.Fatalf("the venue table: %+v", f0)
	}
	st, out = raw(t, e, "GET", base+"/presses.csv", nil, host)
	if st != 200 || strings.Count(string(out), "\n") < 5 || !strings.Contains(string(out), "false_start") {
		t.Fatalf("presses.csv: %d %s", st, out)
	}
	// What the package held beyond the board never left the server
	// (TestSvoyaLiveDisplayNeverLeaks checks the board's questions).
	for _, secret := range []string{"answer-3-1", "text-3-1"} {
		if where, ok := e.leaked(secret, func(string) bool { return false }); ok {
			t.Fatalf("%s, outside the board, reached a client: %s", secret, where)
		}
	}

	// A flood of presses is slowed (429), even with fresh ids.
	flooded := false
	for range 20 {
		if st, _ := press(players[3], key[players[3]]); st == 429 {
			flooded = true
			break
		}
	}
	if !flooded {
		t.Fatal("twenty presses at once were not slowed")
	}
	if st, _ := raw(t, e, "GET", "/api/festivals/sl/svoya-live/groups-1-99", nil, nil); st != 404 {
		t.Fatalf("an unknown fight: %d", st)
	}
	if st, _ := raw(t, e, "GET", "/api/festivals/sl/svoya-live/nonsense", nil, nil); st != 400 {
		t.Fatalf("a malformed fight: %d", st)
	}
}

// TestSvoyaLiveDisplayNeverLeaks checks, at every step of a question, the
// public view and the channel: an unplayed question's text never, its
// answer only once the question is over.
func TestSvoyaLiveDisplayNeverLeaks(t *testing.T) {
	e := newEnv(t)
	fight, players, org := svoyaLiveSetup(t, e, "sk")
	base := "/api/festivals/sk/svoya-live/" + fight
	org.must("POST", base+"/package", map[string]any{"name": "p.yaml", "content": svoyaPackageYAML(2)}, nil)
	org.must("POST", base+"/open", map[string]any{}, nil)
	ws := svoyaWS(t, e, "sk", fight)
	<-ws
	mark := e.count()
	org.must("POST", base+"/choose", map[string]any{"round": 1, "theme": 2, "question": 2}, nil)
	org.must("POST", base+"/unlock", nil, nil)
	var links struct {
		Players []struct {
			URL string `json:"url"`
		} `json:"players"`
	}
	org.must("GET", base+"/links", nil, &links)
	raw(t, e, "POST", base+"/press", map[string]any{"player": players[0], "key": linkParam(links.Players[0].URL, "key"), "id": "x"}, nil)
	raw(t, e, "GET", base, nil, nil)
	time.Sleep(100 * time.Millisecond)
	public := func(what string) bool {
		return strings.HasSuffix(what, "/package") || strings.HasSuffix(what, "/links")
	}
	e.mu.Lock()
	recent := append(e.seen[:0:0], e.seen[mark:]...)
	e.mu.Unlock()
	for _, s := range recent {
		if public(s.what) {
			continue
		}
		for _, secret := range []string{"answer-2-2", "text-1-1", "text-2-1", "answer-1-1"} {
			if strings.Contains(string(s.body), secret) {
				t.Fatalf("%s leaked before its time in %s: %s", secret, s.what, s.body)
			}
		}
		if strings.HasPrefix(s.what, "GET") && !strings.Contains(string(s.body), "text-2-2") {
			t.Fatalf("the question being played is not shown in %s", s.what)
		}
	}
	org.must("POST", base+"/rule", map[string]any{"right": false}, nil)
	org.must("POST", base+"/end-question", nil, nil)
	var v svoyaLiveView
	org.must("GET", base, nil, &v)
	if v.Package.Round.Themes[1].Questions[1].Answer != "answer-2-2" {
		t.Fatalf("the answer is not shown once the question is over: %+v", v.Package)
	}
}
