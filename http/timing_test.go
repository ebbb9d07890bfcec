package http_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"turnir"
	turnirhttp "turnir/http"
	"turnir/puzzleswiss"
)

// rawCheck opens a Check on a raw TCP connection with headers and a
// Content-Length, and returns the connection and the body still to send.
func (e *env) rawCheck(token, answer string) (net.Conn, string) {
	e.t.Helper()
	c, err := net.Dial("tcp", e.ts.Listener.Addr().String())
	if err != nil {
		e.t.Fatal(err)
	}
	e.t.Cleanup(func() { c.Close() })
	body := fmt.Sprintf(`{"answer":%q}`, answer)
	fmt.Fprintf(c, "POST /api/tournaments/cup/me/check HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", token, len(body))
	return c, body
}

// events returns the types and times of tournament cup's log.
func (e *env) events() []turnir.Event {
	e.t.Helper()
	evs, err := e.store.Load(context.Background(), "cup", 0)
	if err != nil {
		e.t.Fatal(err)
	}
	return evs
}

// TestP9_P11_CheckStampedWhenTheAnswerArrives is the attack of issue 9:
// a solver presses Start, opens the Check request with its headers at
// once, solves at leisure, and sends the answer 8 s later. The Check is
// stamped when the answer has arrived: 8 s, slower than an honest 4 s
// solver, who wins the pair (P11). Stamped at the headers, it was 0 s.
func TestP9_P11_CheckStampedWhenTheAnswerArrives(t *testing.T) {
	e := newEnv(t)
	org, _ := e.setup(defaultSettings())
	cheat, _ := e.solver("cup", "Хитрый")
	honest, _ := e.solver("cup", "Честный")
	org.must("POST", "/api/tournaments/cup/begin", nil, nil)
	cheat.must("POST", "/api/tournaments/cup/me/start", nil, nil)
	honest.must("POST", "/api/tournaments/cup/me/start", nil, nil)

	conn, body := e.rawCheck(cheat.token, key1)
	time.Sleep(200 * time.Millisecond) // the headers are in; the handler waits for the body
	e.clock.Advance(4 * time.Second)
	var hv checkView
	honest.must("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": key1}, &hv)
	e.clock.Advance(4 * time.Second)
	io.WriteString(conn, body)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 || !strings.Contains(string(raw), `"solve_ms":8000`) {
		t.Fatalf("P9: the held-back Check answered %d %s, want solve_ms 8000 (the answer's arrival)", resp.StatusCode, raw)
	}
	if hv.SolveMS != 4000 {
		t.Fatalf("the honest Check: %+v", hv)
	}
	e.tick(5 * time.Minute)
	var me meView
	honest.must("GET", "/api/tournaments/cup/me", nil, &me)
	if me.Points != 2 {
		t.Errorf("P11: the honest 4 s solver has %d points, want 2 (first correct in the pair)", me.Points)
	}
}

// TestP9_StartBeforeAnyTick: a Start entered at 10:06:05 for a round drawn
// to open at 10:06:00 is accepted though the scheduler has not run since
// the draw: the clock catches up before the press is judged, and the
// opening is stamped 10:06:00, not at the press.
func TestP9_StartBeforeAnyTick(t *testing.T) {
	e := newEnv(t)
	org, _ := e.setup(defaultSettings())
	a, _ := e.solver("cup", "Аня")
	e.solver("cup", "Борис")
	org.must("POST", "/api/tournaments/cup/begin", map[string]int{"first_round_in_s": 360}, nil)
	e.clock.Advance(6*time.Minute + 5*time.Second) // no Tick
	a.must("POST", "/api/tournaments/cup/me/start", nil, nil)
	var opened, started time.Time
	for _, ev := range e.events() {
		switch ev.Type {
		case puzzleswiss.EvRoundOpened:
			opened = ev.At
		case puzzleswiss.EvStarted:
			started = ev.At
		}
	}
	if !opened.Equal(t0.Add(6*time.Minute)) || !started.Equal(t0.Add(6*time.Minute+5*time.Second)) {
		t.Errorf("P8: opened at %v, started at %v; want 10:06:00 and 10:06:05", opened, started)
	}
	// The round ends 10:11:00; a Check at 10:11:00.001 with no tick between
	// meets a round the clock has closed at its end.
	e.clock.Set(t0.Add(11*time.Minute + time.Millisecond))
	a.refused("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": key1}, turnir.ECONFLICT)
	var v tview
	e.client().must("GET", "/api/tournaments/cup", nil, &v)
	if v.Round == nil || v.Round.State != "closed" || v.Phase != "finished" {
		t.Fatalf("P8: after the end the only round (2 solvers) is closed and the tournament over: %+v %s", v.Round, v.Phase)
	}
}

// TestP8_DecisionAfterTheEndWithoutTick: an organizer's extension sent
// after the round's end, with no tick between, meets the round closed at
// its end, as it would have been on time; it does not stretch a round
// that is over.
func TestP8_DecisionAfterTheEndWithoutTick(t *testing.T) {
	e := newEnv(t)
	org, _ := e.setup(defaultSettings())
	e.solver("cup", "Аня")
	e.solver("cup", "Борис")
	org.must("POST", "/api/tournaments/cup/begin", nil, nil)
	e.clock.Advance(5*time.Minute + time.Second)
	org.refused("POST", "/api/tournaments/cup/rounds/1/extend", map[string]any{"reason": "late", "seconds": 60}, turnir.ECONFLICT)
	for _, ev := range e.events() {
		if ev.Type == puzzleswiss.EvRoundClosed && !ev.At.Equal(t0.Add(5*time.Minute)) {
			t.Errorf("closed at %v, want at its end 10:05:00", ev.At)
		}
	}
}

// fastTimeouts make the slow-client tests take a fraction of a second.
var fastTimeouts = turnirhttp.Timeouts{ReadHeader: 300 * time.Millisecond, Read: 400 * time.Millisecond, Idle: 400 * time.Millisecond}

// newFastEnv is newEnv with fastTimeouts.
func newFastEnv(t *testing.T) *env {
	dir := t.TempDir()
	e := &env{t: t, dir: dir, db: filepath.Join(dir, "turnir.db"), clock: turnir.NewManualClock(t0), timeouts: fastTimeouts}
	e.start()
	return e
}

// TestP9_TricklingBodyIsCutOff: a body sent a byte at a time, slower than
// the read timeout allows, is cut off and nothing is recorded.
func TestP9_TricklingBodyIsCutOff(t *testing.T) {
	e := newFastEnv(t)
	org, _ := e.setup(defaultSettings())
	a, _ := e.solver("cup", "Аня")
	e.solver("cup", "Борис")
	org.must("POST", "/api/tournaments/cup/begin", nil, nil)
	a.must("POST", "/api/tournaments/cup/me/start", nil, nil)
	conn, body := e.rawCheck(a.token, key1)
	began := time.Now()
	cut := false
	for i := 0; i < len(body)-1; i++ {
		time.Sleep(200 * time.Millisecond) // the whole body would take 4 s
		if _, err := io.WriteString(conn, body[i:i+1]); err != nil {
			cut = true
			break
		}
		conn.SetReadDeadline(time.Now().Add(time.Millisecond))
		if _, err := conn.Read(make([]byte, 1)); err == nil || err == io.EOF {
			cut = true // the server answered (an error) or closed: either way it stopped reading
			break
		}
	}
	t.Logf("cut after %v", time.Since(began))
	if !cut || time.Since(began) > 2500*time.Millisecond {
		t.Fatalf("a body trickling in for %v was not cut off", time.Since(began))
	}
	for _, ev := range e.events() {
		if ev.Type == puzzleswiss.EvChecked {
			t.Fatalf("a cut-off Check was recorded: %+v", ev)
		}
	}
}

// TestLiveSurvivesTheTimeouts: a WebSocket stays open and keeps both
// directions working long past the read and idle timeouts.
func TestLiveSurvivesTheTimeouts(t *testing.T) {
	e := newFastEnv(t)
	org, _ := e.setup(defaultSettings())
	e.solver("cup", "Аня")
	e.solver("cup", "Борис")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(e.ts.URL, "http")+"/api/tournaments/cup/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	msgs := make(chan string, 16)
	go func() {
		for {
			_, b, err := c.Read(ctx)
			if err != nil {
				close(msgs)
				return
			}
			msgs <- string(b)
		}
	}()
	<-msgs // hello
	time.Sleep(3 * fastTimeouts.Read)
	pctx, pcancel := context.WithTimeout(ctx, 2*time.Second)
	defer pcancel()
	if err := c.Ping(pctx); err != nil {
		t.Fatalf("a ping past the read timeout: %v (the server no longer reads)", err)
	}
	org.must("POST", "/api/tournaments/cup/begin", nil, nil)
	e.srv.Flush()
	select {
	case m, ok := <-msgs:
		if !ok || !strings.Contains(m, `"tournament"`) {
			t.Fatalf("after the timeouts: %q %v", m, ok)
		}
	case <-time.After(3 * time.Second):
		t.Fatal("no live message past the timeouts")
	}
}

// TestUploadOutlivesTheReadTimeout: the organizer's puzzle upload may take
// longer than the read timeout (Timeouts.Upload), a solver's Check may not.
func TestUploadOutlivesTheReadTimeout(t *testing.T) {
	e := newFastEnv(t)
	org, _ := e.setup(defaultSettings())
	set, _ := testSet(t)
	b, _ := json.Marshal(set)
	pr, pw := io.Pipe()
	go func() {
		pw.Write(b[:10])
		time.Sleep(3 * fastTimeouts.Read)
		pw.Write(b[10:])
		pw.Close()
	}()
	req, _ := http.NewRequest("PUT", e.ts.URL+"/api/tournaments/cup/puzzles", pr)
	req.ContentLength = int64(len(b))
	req.Header.Set("Content-Type", "application/json")
	resp, err := org.hc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		raw, _ := io.ReadAll(resp.Body)
		t.Fatalf("a slow upload: %d %s", resp.StatusCode, raw)
	}
}
