package http_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"turnir"
)

// liveJSON is the part of a live fight's view the tests read.
type liveJSON struct {
	Fight   string   `json:"fight"`
	Venue   string   `json:"venue"`
	Phase   string   `json:"phase"`
	ScoreA  int      `json:"score_a"`
	ScoreB  int      `json:"score_b"`
	Actions []string `json:"actions"`
	Live    struct {
		A         string `json:"a"`
		B         string `json:"b"`
		Questions []struct {
			Number int    `json:"number"`
			Phase  string `json:"phase"`
			End    string `json:"end"`
			Taker  string `json:"taker"`
		} `json:"questions"`
		Presses []struct {
			Verdict string `json:"verdict"`
		} `json:"presses"`
	} `json:"live"`
}

// liveSetup makes festival fid with 8 teams in 2 groups drawn and opens
// the first fight of group A live; it returns the fight and its links.
func liveSetup(t *testing.T, e *env, fid string) (fight string, links map[string]any, org *client) {
	t.Helper()
	org = e.org()
	org.festival(fid, 8, 1)
	base := "/api/festivals/" + fid + "/brainring"
	org.must("POST", base, map[string]any{"groups": 2}, nil)
	org.must("POST", base+"/lot-commit", nil, nil)
	org.must("POST", base+"/draw-groups", map[string]any{}, nil)
	var venue struct {
		Fights []struct {
			Fight string `json:"fight"`
		} `json:"fights"`
	}
	org.must("GET", "/api/festivals/"+fid+"/venues/A", nil, &venue)
	if len(venue.Fights) == 0 {
		t.Fatal("venue A has no fights")
	}
	fight = venue.Fights[0].Fight
	org.must("POST", "/api/festivals/"+fid+"/live/"+fight+"/open", map[string]any{}, nil)
	org.must("GET", "/api/festivals/"+fid+"/live/"+fight+"/links", nil, &links)
	return fight, links, org
}

// raw sends a request with a JSON body and extra headers, outside any
// session, and returns the status and body.
func raw(t *testing.T, e *env, method, path string, body any, hdr map[string]string) (int, []byte) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, e.ts.URL+path, rd)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// linkParam reads a query parameter of a page link.
func linkParam(link, name string) string {
	_, q, _ := strings.Cut(link, "?")
	for _, kv := range strings.Split(q, "&") {
		if k, v, ok := strings.Cut(kv, "="); ok && k == name {
			return strings.ReplaceAll(v, "%3A", ":")
		}
	}
	return ""
}

// teamLink returns team k's (0, 1) id and key from the fight's links.
func teamLink(links map[string]any, k int) (team, key string) {
	l := links["teams"].([]any)[k].(map[string]any)
	return l["team"].(string), linkParam(l["url"].(string), "key")
}

// TestLiveFightOverAPI plays a fight over HTTP with a venue's host link
// and the two teams' button links: a false start (C10), a press that takes
// the button (C9), a right answer entering the fight's line in the group
// table (C13, F4), a wrong answer and the opponent's 20 s running out on
// the server's clock (C12), every change pushed on the fight's channel at
// once.
func TestLiveFightOverAPI(t *testing.T) {
	e := newEnv(t)
	fight, links, org := liveSetup(t, e, "live")
	base := "/api/festivals/live/live/" + fight
	var vl struct {
		Key string `json:"key"`
		URL string `json:"url"`
	}
	org.must("GET", "/api/festivals/live/venues/A/link", nil, &vl)
	host := map[string]string{"X-Live-Key": vl.Key}
	a, keyA := teamLink(links, 0)
	b, keyB := teamLink(links, 1)
	if q, _ := links["teams"].([]any)[0].(map[string]any)["qr_png"].(string); len(q) < 100 {
		t.Fatalf("the team link has no QR code: %q", q)
	}
	ws := liveWS(t, e, "live", fight, "")
	<-ws // the first view: the socket is counted by now
	// The health report counts the fight's sockets with every other
	// live client (an operator watching the consoles and buttons).
	var health struct {
		WSClients int `json:"ws_clients"`
	}
	e.client().must("GET", "/api/health", nil, &health)
	if health.WSClients != 1 {
		t.Errorf("health counts %d live clients with one fight socket open, want 1", health.WSClients)
	}

	hostDo := func(action string, body any) liveJSON {
		t.Helper()
		st, out := raw(t, e, "POST", base+"/"+action, body, host)
		if st != 200 {
			t.Fatalf("%s: %d %s", action, st, out)
		}
		var v liveJSON
		_ = json.Unmarshal(out, &v)
		return v
	}
	press := func(team, key string, n int) string {
		t.Helper()
		st, out := raw(t, e, "POST", base+"/press", map[string]any{"team": team, "key": key, "id": fmt.Sprint("p", n)}, nil)
		if st != 200 {
			t.Fatalf("press: %d %s", st, out)
		}
		var p struct {
			Verdict string `json:"verdict"`
		}
		_ = json.Unmarshal(out, &p)
		return p.Verdict
	}
	hostDo("attention", nil)
	if v := press(a, keyA, 1); v != "false_start" {
		t.Fatalf("a press while reading is %q, want false_start (C10)", v)
	}
	hostDo("time", nil)
	if v := press(b, keyB, 2); v != "first" {
		t.Fatalf("B's press is %q, want first", v)
	}
	if m := nextLive(t, ws, "BrainringLivePressed"); m == nil {
		t.Fatal("no push of the press")
	}
	v := hostDo("rule", map[string]string{"ruling": "right"})
	if v.ScoreB != 1 || v.Phase != "idle" {
		t.Fatalf("after right: %+v", v)
	}
	var groups struct {
		Groups []struct {
			Rounds []struct {
				Fights []struct {
					ID    string   `json:"id"`
					Taken []string `json:"taken"`
				} `json:"fights"`
			} `json:"rounds"`
		} `json:"groups"`
	}
	org.must("GET", "/api/festivals/live/brainring", nil, &groups)
	if got := groups.Groups[0].Rounds[0].Fights[0]; got.ID != fight || len(got.Taken) != 1 || got.Taken[0] != b {
		t.Fatalf("the group table's fight is %+v, want [%s]", got, b)
	}
	// C12: A answers wrong; B's 20 s run out on the server's clock.
	hostDo("attention", nil)
	hostDo("time", nil)
	press(a, keyA, 3)
	hostDo("rule", map[string]string{"ruling": "wrong"})
	e.tick(15 * time.Second)
	nextLive(t, ws, "BrainringLiveWarning")
	e.tick(6 * time.Second)
	nextLive(t, ws, "BrainringLiveQuestionOver")
	var after liveJSON
	org.must("GET", base, nil, &after)
	if q := after.Live.Questions[1]; q.End != "time_up" {
		t.Fatalf("question 2 ended %q, want time_up", q.End)
	}
	// The press log is exported for the jury.
	st, csv := org.call("GET", base+"/presses.csv", nil, nil)
	if st != 200 || !bytes.Contains(csv, []byte("false_start")) || !bytes.Contains(csv, []byte("server_ms")) {
		t.Fatalf("press log: %d %s", st, csv)
	}
}

// liveWS subscribes to a fight's live channel (query: extra parameters).
func liveWS(t *testing.T, e *env, fid, fight, query string) <-chan liveMsg {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	url := "ws" + strings.TrimPrefix(e.ts.URL, "http") + "/api/festivals/" + fid + "/live/" + fight + "/ws" + query
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	ch := make(chan liveMsg, 256)
	go func() {
		defer close(ch)
		for {
			_, b, err := c.Read(ctx)
			if err != nil {
				return
			}
			var m liveMsg
			_ = json.Unmarshal(b, &m)
			ch <- m
		}
	}()
	t.Cleanup(func() { cancel(); c.CloseNow() })
	return ch
}

// liveMsg is a message of the live channel.
type liveMsg struct {
	Type   string   `json:"type"`
	Events []string `json:"events"`
	View   liveJSON `json:"view"`
}

// nextLive waits for a live message that carries an event of typ.
func nextLive(t *testing.T, ch <-chan liveMsg, typ string) *liveMsg {
	t.Helper()
	timeout := time.After(5 * time.Second)
	for {
		select {
		case m, ok := <-ch:
			if !ok {
				t.Fatalf("live channel closed waiting for %s", typ)
			}
			for _, ev := range m.Events {
				if ev == typ {
					return &m
				}
			}
		case <-timeout:
			t.Fatalf("no %s pushed", typ)
		}
	}
}

// TestLiveAttacks: a press with another team's link, a key of another
// fight, a replayed press, a flood of presses, a host link of another
// venue, no role at all, a forged origin on the live channel, a body of
// unknown fields: each refused with its code, and nothing logged.
func TestLiveAttacks(t *testing.T) {
	e := newEnv(t)
	fight, links, org := liveSetup(t, e, "atk")
	base := "/api/festivals/atk/live/" + fight
	a, keyA := teamLink(links, 0)
	b, keyB := teamLink(links, 1)
	presses := func() int {
		var v liveJSON
		org.must("GET", base, nil, &v)
		return len(v.Live.Presses)
	}
	refused := func(name string, st int, body []byte, code string) {
		t.Helper()
		var eb errBody
		_ = json.Unmarshal(body, &eb)
		if eb.Code != code || eb.MessageRU == "" || eb.MessageEN == "" {
			t.Errorf("%s: %d %s, want %s", name, st, body, code)
		}
	}
	t.Run("another_teams_link", func(t *testing.T) {
		st, body := raw(t, e, "POST", base+"/press", map[string]any{"team": a, "key": keyB}, nil)
		refused("press of A with B's key", st, body, turnir.EFORBIDDEN)
		st, body = raw(t, e, "POST", base+"/press", map[string]any{"team": b, "key": keyA}, nil)
		refused("press of B with A's key", st, body, turnir.EFORBIDDEN)
		st, body = raw(t, e, "POST", base+"/press", map[string]any{"team": a}, nil)
		refused("press with no key", st, body, turnir.EFORBIDDEN)
	})
	t.Run("a_key_of_another_fight", func(t *testing.T) {
		var venue struct {
			Fights []struct {
				Fight string `json:"fight"`
			} `json:"fights"`
		}
		org.must("GET", "/api/festivals/atk/venues/A", nil, &venue)
		other := venue.Fights[1].Fight
		org.must("POST", "/api/festivals/atk/live/"+other+"/open", map[string]any{}, nil)
		st, body := raw(t, e, "POST", "/api/festivals/atk/live/"+other+"/press", map[string]any{"team": a, "key": keyA}, nil)
		refused("a key of fight 1 on fight 2", st, body, turnir.EFORBIDDEN)
	})
	if n := presses(); n != 0 {
		t.Fatalf("refused presses were logged: %d", n)
	}
	t.Run("a_replayed_press", func(t *testing.T) {
		p := map[string]any{"team": a, "key": keyA, "id": "x1"}
		if st, body := raw(t, e, "POST", base+"/press", p, nil); st != 200 {
			t.Fatalf("%d %s", st, body)
		}
		st, body := raw(t, e, "POST", base+"/press", p, nil)
		refused("the same press again", st, body, turnir.ECONFLICT)
		if n := presses(); n != 1 {
			t.Fatalf("the replay was logged: %d presses", n)
		}
	})
	t.Run("a_flood_of_presses", func(t *testing.T) {
		limited := 0
		for k := range 40 {
			st, _ := raw(t, e, "POST", base+"/press", map[string]any{"team": b, "key": keyB, "id": fmt.Sprint("f", k)}, nil)
			if st == http.StatusTooManyRequests {
				limited++
			}
		}
		if limited < 25 {
			t.Fatalf("only %d of 40 presses in a row were limited", limited)
		}
		if n := presses(); n > 1+8+2 {
			t.Fatalf("the flood logged %d presses", n)
		}
	})
	t.Run("a_host_link_of_another_venue", func(t *testing.T) {
		var vl struct {
			Key string `json:"key"`
		}
		org.must("GET", "/api/festivals/atk/venues/B/link", nil, &vl)
		st, body := raw(t, e, "POST", base+"/attention", nil, map[string]string{"X-Live-Key": vl.Key})
		refused("venue B's host on a fight of A", st, body, turnir.EFORBIDDEN)
		st, body = raw(t, e, "POST", base+"/attention", nil, nil)
		refused("no role", st, body, turnir.EUNAUTHORIZED)
		st, body = raw(t, e, "GET", "/api/festivals/atk/venues/A/link", nil, map[string]string{"X-Live-Key": vl.Key})
		refused("a host asking for another venue's link", st, body, turnir.EUNAUTHORIZED)
		st, body = raw(t, e, "GET", base+"/links", nil, nil)
		refused("the team links without a role", st, body, turnir.EUNAUTHORIZED)
	})
	t.Run("a_forged_origin_on_the_live_channel", func(t *testing.T) {
		url := "ws" + strings.TrimPrefix(e.ts.URL, "http") + base + "/ws"
		_, resp, err := websocket.Dial(context.Background(), url, &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"https://evil.example"}}})
		if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
			t.Fatalf("a forged origin was let in: %v %v", err, resp)
		}
		_, resp, err = websocket.Dial(context.Background(), url+"?team="+a+"&key="+keyB, nil)
		if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
			t.Fatalf("a phone with another team's key was let in: %v %v", err, resp)
		}
	})
	t.Run("bodies_and_reasons", func(t *testing.T) {
		st, body := raw(t, e, "POST", base+"/press", map[string]any{"team": a, "key": keyA, "extra": 1}, nil)
		refused("an unknown field", st, body, turnir.EINVALID)
		st, body = raw(t, e, "POST", base+"/press", map[string]any{"team": a, "key": keyA, "id": strings.Repeat("x", 65)}, nil)
		refused("a long id", st, body, turnir.EINVALID)
		org.must("POST", base+"/attention", nil, nil)
		org.must("POST", base+"/remove", map[string]any{"reason": "спор\x00\n\x1b[31m"}, nil)
		var h []struct {
			Reason string `json:"reason"`
		}
		org.must("GET", "/api/festivals/atk/history", nil, &h)
		last := h[len(h)-1].Reason
		if strings.ContainsAny(last, "\x00\n\x1b") {
			t.Fatalf("a control character reached the log: %q", last)
		}
	})
}

// TestC9_LiveFairModeOverAPI: in the fair mode a team's phone measures
// its clock on the fight's channel (ping, pong, sample), its press carries
// that estimate and its own time, and the decision at the end of the grace
// window (the server's tick) keeps the evidence in the press log. The
// press is a request, or a message on the same channel (as the phone
// sends it, so that behind a load balancer it meets the estimate its
// pings made on that server), answered there; a press repeated on the
// channel is refused there.
func TestC9_LiveFairModeOverAPI(t *testing.T) {
	for _, via := range []string{"request", "channel"} {
		t.Run(via, func(t *testing.T) { fairMode(t, via == "channel") })
	}
}

func fairMode(t *testing.T, onChannel bool) {
	e := newEnv(t)
	org := e.org()
	org.festival("fair", 8, 1)
	base := "/api/festivals/fair/brainring"
	org.must("POST", base, map[string]any{"groups": 2}, nil)
	org.must("POST", base+"/lot-commit", nil, nil)
	org.must("POST", base+"/draw-groups", map[string]any{}, nil)
	var venue struct {
		Fights []struct {
			Fight string `json:"fight"`
		} `json:"fights"`
	}
	org.must("GET", "/api/festivals/fair/venues/A", nil, &venue)
	fight := venue.Fights[0].Fight
	live := "/api/festivals/fair/live/" + fight
	org.refused("POST", live+"/open", map[string]any{"fair": true, "grace_ms": 5000}, turnir.EINVALID)
	org.must("POST", live+"/open", map[string]any{"fair": true}, nil)
	var links map[string]any
	org.must("GET", live+"/links", nil, &links)
	a, keyA := teamLink(links, 0)

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	url := "ws" + strings.TrimPrefix(e.ts.URL, "http") + live + "/ws?team=" + a + "&key=" + keyA
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	read := func(typ string) map[string]any {
		for {
			_, b, err := c.Read(ctx)
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]any
			_ = json.Unmarshal(b, &m)
			if m["type"] == typ {
				return m
			}
		}
	}
	read("live")
	sent := float64(t0.UnixMilli()) - 40 // the phone's clock is 40 ms behind
	if err := c.Write(ctx, websocket.MessageText, []byte(fmt.Sprintf(`{"ping": %f}`, sent))); err != nil {
		t.Fatal(err)
	}
	pong := read("pong")
	sample := fmt.Sprintf(`{"send": %f, "server": %f, "recv": %f}`, sent, pong["server"].(float64), sent+20)
	if err := c.Write(ctx, websocket.MessageText, []byte(sample)); err != nil {
		t.Fatal(err)
	}
	// The channel reads in order: the pong of a second ping says the
	// sample before it is in.
	if err := c.Write(ctx, websocket.MessageText, []byte(`{"ping": 1}`)); err != nil {
		t.Fatal(err)
	}
	read("pong")
	org.must("POST", live+"/attention", nil, nil)
	org.must("POST", live+"/time", nil, nil)
	if onChannel {
		press := fmt.Sprintf(`{"press": "f1", "client_ms": %f}`, sent+10)
		for k := range 2 {
			if err := c.Write(ctx, websocket.MessageText, []byte(press)); err != nil {
				t.Fatal(err)
			}
			reply, _ := json.Marshal(read("press"))
			if want := []string{`"verdict":"pending"`, `"code":"conflict"`}[k]; !strings.Contains(string(reply), want) || !strings.Contains(string(reply), `"id":"f1"`) {
				t.Fatalf("press %d on the channel: %s, want %s", k+1, reply, want)
			}
		}
	} else {
		st, body := raw(t, e, "POST", live+"/press", map[string]any{"team": a, "key": keyA, "id": "f1", "client_ms": sent + 10}, nil)
		if st != 200 || !strings.Contains(string(body), `"pending"`) {
			t.Fatalf("a fair press: %d %s, want pending in the grace window", st, body)
		}
	}
	e.tick(200 * time.Millisecond) // the window ends on the server's clock
	var v struct {
		Phase string `json:"phase"`
		Live  struct {
			Presses []struct {
				Verdict string `json:"verdict"`
				Press   struct {
					Sync *struct {
						RTT json.RawMessage `json:"rtt"`
					} `json:"sync"`
				} `json:"press"`
				Evidence map[string]any `json:"evidence"`
			} `json:"presses"`
		} `json:"live"`
	}
	org.must("GET", live, nil, &v)
	p := v.Live.Presses[0]
	if v.Phase != "answering" || p.Verdict != "first" || p.Press.Sync == nil || p.Evidence == nil {
		t.Fatalf("after the window: phase %s, press %+v", v.Phase, p)
	}
}

// TestC7_CupFinalLiveOverAPI: the cup's final is a live fight of its own
// name ("final", its venue too): its host link, its buttons, and a right
// answer entering the cup's final question with nothing typed.
func TestC7_CupFinalLiveOverAPI(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	const fid = "cupl"
	org.festival(fid, 8, 7)
	org.must("POST", "/api/festivals/"+fid+"/cup", map[string]any{}, nil)
	var v cupJSON
	org.must("POST", "/api/festivals/"+fid+"/cup/teams", map[string]any{"all": true}, &v)
	org.must("POST", "/api/festivals/"+fid+"/cup/start", nil, &v)
	v = org.playRound(fid, v)
	for range 2 {
		v = org.drawLot(fid)
		v = org.playRound(fid, v)
	}
	for _, team := range v.Final.Teams {
		org.must("PUT", "/api/festivals/"+fid+"/cup/lineups/"+team, map[string]any{"players": []string{team + "-p1", team + "-p2", team + "-p3", team + "-p4", team + "-p5", team + "-p6"}}, &v)
	}
	live := "/api/festivals/" + fid + "/live/final"
	org.refused("POST", live+"/open", map[string]any{}, turnir.ECONFLICT) // not started
	org.must("POST", "/api/festivals/"+fid+"/cup/final/start", nil, &v)
	var vl struct {
		Key string `json:"key"`
	}
	org.must("GET", "/api/festivals/"+fid+"/venues/final/link", nil, &vl)
	host := map[string]string{"X-Live-Key": vl.Key}
	for _, step := range []string{"open", "attention", "time"} {
		if st, body := raw(t, e, "POST", live+"/"+step, map[string]any{}, host); st != 200 {
			t.Fatalf("%s: %d %s", step, st, body)
		}
	}
	var links map[string]any
	org.must("GET", live+"/links", nil, &links)
	a, keyA := teamLink(links, 0)
	if st, body := raw(t, e, "POST", live+"/press", map[string]any{"team": a, "key": keyA}, nil); st != 200 {
		t.Fatalf("press: %d %s", st, body)
	}
	if st, body := raw(t, e, "POST", live+"/rule", map[string]any{"ruling": "right"}, host); st != 200 {
		t.Fatalf("rule: %d %s", st, body)
	}
	var after struct {
		Final struct {
			Questions []struct {
				Winner string `json:"winner"`
			} `json:"questions"`
			Live bool `json:"live"`
		} `json:"final"`
	}
	org.must("GET", "/api/festivals/"+fid+"/cup", nil, &after)
	if len(after.Final.Questions) != 1 || after.Final.Questions[0].Winner != a {
		t.Fatalf("the cup's final questions: %+v, want one taken by %s", after.Final.Questions, a)
	}
	if !after.Final.Live {
		t.Fatal("the cup's view does not say the final is played live (the jury page offers hand entries)")
	}
	org.refused("POST", "/api/festivals/"+fid+"/cup/final/questions", map[string]any{"winner": a}, turnir.ECONFLICT)
}

// TestLiveVenueTeamLink: a team's link for its venue presses in any fight
// of that venue it plays, and in no other team's name, fight or venue.
func TestLiveVenueTeamLink(t *testing.T) {
	e := newEnv(t)
	fight, links, _ := liveSetup(t, e, "vt")
	l := links["teams"].([]any)[0].(map[string]any)
	team, venueKey := l["team"].(string), linkParam(l["venue_url"].(string), "key")
	if linkParam(l["venue_url"].(string), "venue") != "A" || linkParam(l["venue_url"].(string), "fight") != "" || venueKey == linkParam(l["url"].(string), "key") {
		t.Fatalf("the venue link %q", l["venue_url"])
	}
	base := "/api/festivals/vt/live/" + fight
	press := func(who, key string, n int) int {
		st, _ := raw(t, e, "POST", base+"/press", map[string]any{"team": who, "key": key, "id": fmt.Sprint("v", n)}, nil)
		return st
	}
	other := links["teams"].([]any)[1].(map[string]any)["team"].(string)
	if st := press(other, venueKey, 1); st != 403 {
		t.Fatalf("another team with this team's venue key: %d, want 403", st)
	}
	if st := press(team, venueKey+"x", 2); st != 403 {
		t.Fatalf("a forged key: %d, want 403", st)
	}
	if st := press(team, venueKey, 3); st != 200 {
		t.Fatalf("the team's venue key in its fight: %d, want 200", st)
	}
}
