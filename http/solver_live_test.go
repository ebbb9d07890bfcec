package http_test

import (
	"context"
	"encoding/json"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"turnir"
	turnirhttp "turnir/http"
)

// liveConn is a solver's live channel driven by a test: it sends commands
// and reads replies (pushes in between are skipped).
type liveConn struct {
	t   *testing.T
	c   *websocket.Conn
	ref int64
}

// reply is a LiveReply with its body left raw.
type reply struct {
	Type   string          `json:"type"`
	Ref    int64           `json:"ref"`
	Status int             `json:"status"`
	Body   json.RawMessage `json:"body"`
}

// dialLive opens tid's live channel with token as a bearer (none: "").
func dialLive(t *testing.T, e *env, tid, token string) *liveConn {
	t.Helper()
	url := "ws" + strings.TrimPrefix(e.ts.URL, "http") + "/api/tournaments/" + tid + "/ws"
	opts := &websocket.DialOptions{HTTPHeader: http.Header{"Accept-Language": {"en"}}}
	if token != "" {
		opts.HTTPHeader.Set("Authorization", "Bearer "+token)
	}
	c, _, err := websocket.Dial(context.Background(), url, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	return &liveConn{t: t, c: c}
}

// send sends msg as it is and returns the reply to ref.
func (l *liveConn) send(msg string, ref int64) reply {
	l.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := l.c.Write(ctx, websocket.MessageText, []byte(msg)); err != nil {
		l.t.Fatal(err)
	}
	return l.await(ctx, ref)
}

// await reads until the reply to ref.
func (l *liveConn) await(ctx context.Context, ref int64) reply {
	l.t.Helper()
	for {
		_, b, err := l.c.Read(ctx)
		if err != nil {
			l.t.Fatalf("no reply to %d: %v", ref, err)
		}
		var r reply
		if err := json.Unmarshal(b, &r); err != nil {
			l.t.Fatalf("live message %s: %v", b, err)
		}
		if r.Type == "reply" && r.Ref == ref {
			return r
		}
	}
}

// command sends op (with answer, for a Check) and returns its reply.
func (l *liveConn) command(op, answer string) reply {
	l.t.Helper()
	l.ref++
	m := map[string]any{"op": op, "ref": l.ref}
	if answer != "" {
		m["answer"] = answer
	}
	b, _ := json.Marshal(m)
	return l.send(string(b), l.ref)
}

// refusedReply asserts r is the refusal code with its messages.
func refusedReply(t *testing.T, r reply, code string) errBody {
	t.Helper()
	var eb errBody
	_ = json.Unmarshal(r.Body, &eb)
	if r.Status != turnirhttp.Status(code) || eb.Code != code || eb.MessageEN == "" || eb.MessageRU == "" || eb.Message != eb.MessageEN {
		t.Fatalf("reply %d %s, want %s with both messages (English first: the upgrade asked for it)", r.Status, r.Body, code)
	}
	return eb
}

// TestLiveCommands plays Start and Check over the live channel: the same
// commands as their routes (P9, P10), answered with the route's status
// and body, stamped when the whole message is in, counted in /metrics.
func TestLiveCommands(t *testing.T) {
	e := &env{t: t, dir: t.TempDir(), clock: turnir.NewManualClock(t0)}
	e.db = filepath.Join(e.dir, "turnir.db")
	e.cfg = func(c *turnirhttp.Config) { c.MetricsToken = "scrape-me" }
	e.start()
	org, _ := e.setup(defaultSettings())
	ca, a := e.solver("cup", "Аня")
	cb, _ := e.solver("cup", "Борис")
	org.must("POST", "/api/tournaments/cup/begin", map[string]int{"first_round_in_s": 0}, nil)
	la := dialLive(t, e, "cup", ca.token)

	t.Run("P9_start_answers_the_solvers_view", func(t *testing.T) {
		r := la.command("start", "")
		var m meView
		if err := json.Unmarshal(r.Body, &m); r.Status != 200 || err != nil || m.ID != a || m.Round == nil || !m.Round.Started {
			t.Fatalf("start: %d %s", r.Status, r.Body)
		}
	})
	t.Run("P10_a_wrong_answer_is_judged_and_counted", func(t *testing.T) {
		e.clock.Advance(30 * time.Second)
		r := la.command("check", "wrong")
		var res struct {
			Correct  bool `json:"correct"`
			Attempts int  `json:"attempts"`
		}
		if err := json.Unmarshal(r.Body, &res); r.Status != 200 || err != nil || res.Correct || res.Attempts != 1 {
			t.Fatalf("wrong check: %d %s", r.Status, r.Body)
		}
	})
	t.Run("P9_a_check_is_stamped_when_its_whole_message_is_in", func(t *testing.T) {
		// The message in two frames with 15 s between them: stamped at
		// the first, the solve time would be 30 s, not 45 s.
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		w, err := la.c.Writer(ctx, websocket.MessageText)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(`{"op":"check","ref":100,`)); err != nil {
			t.Fatal(err)
		}
		time.Sleep(50 * time.Millisecond) // let the first frame reach the server
		e.clock.Advance(15 * time.Second)
		if _, err := w.Write([]byte(`"answer":"` + key1 + `"}`)); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		r := la.await(ctx, 100)
		var res struct {
			Correct bool  `json:"correct"`
			SolveMS int64 `json:"solve_ms"`
		}
		if err := json.Unmarshal(r.Body, &res); r.Status != 200 || err != nil || !res.Correct || res.SolveMS != 45000 {
			t.Fatalf("right check: %d %s, want correct in 45000 ms", r.Status, r.Body)
		}
		var m meView
		ca.must("GET", "/api/tournaments/cup/me", nil, &m)
		if m.Round == nil || !m.Round.Solved || m.Round.SolveMS != 45000 {
			t.Fatalf("the route's view after the live Check: %+v", m.Round)
		}
	})
	t.Run("me_reads_the_solvers_view_as_the_route_does", func(t *testing.T) {
		r := la.command("me", "")
		var m meView
		if err := json.Unmarshal(r.Body, &m); r.Status != 200 || err != nil || m.ID != a || m.Round == nil || !m.Round.Solved {
			t.Fatalf("me: %d %s", r.Status, r.Body)
		}
		anon := dialLive(t, e, "cup", "")
		refusedReply(t, anon.command("me", ""), turnir.EUNAUTHORIZED)
	})
	t.Run("reads_on_the_channel_are_bounded", func(t *testing.T) {
		// A page reads its view once a push; a loop of reads is slowed.
		l := dialLive(t, e, "cup", ca.token)
		limited := 0
		for range 30 {
			if r := l.command("me", ""); r.Status == 429 {
				limited++
			}
		}
		if limited != 10 {
			t.Fatalf("%d of 30 reads at once refused, want the 10 beyond the burst of 20", limited)
		}
	})
	t.Run("a_solver_over_the_check_rate_is_told_when_to_try_again", func(t *testing.T) {
		lb := dialLive(t, e, "cup", cb.token)
		if r := lb.command("start", ""); r.Status != 200 {
			t.Fatalf("start: %d %s", r.Status, r.Body)
		}
		for i := range 10 { // the burst of defaultSettings
			if r := lb.command("check", "wrong"); r.Status != 200 {
				t.Fatalf("check %d within the burst: %d %s", i+1, r.Status, r.Body)
			}
		}
		eb := refusedReply(t, lb.command("check", "wrong"), turnir.ETOOMANY)
		if eb.RetryAfterMS <= 0 {
			t.Fatalf("refusal without retry_after_ms: %+v", eb)
		}
		// The wait is written as each language writes a fraction.
		if !regexp.MustCompile(`wait \d+\.\d s`).MatchString(eb.MessageEN) || !regexp.MustCompile(`подождите \d+,\d с`).MatchString(eb.MessageRU) {
			t.Fatalf("the wait in the refusal: %q / %q", eb.MessageEN, eb.MessageRU)
		}
	})
	t.Run("refusals_leave_the_channel_open", func(t *testing.T) {
		anon := dialLive(t, e, "cup", "")
		refusedReply(t, anon.command("start", ""), turnir.EUNAUTHORIZED)
		forged := dialLive(t, e, "cup", "not-a-token")
		refusedReply(t, forged.command("check", key1), turnir.EUNAUTHORIZED)
		// A page whose socket carries no cookie names its solver by the
		// token in the command, as it would by a bearer token over HTTP.
		r := anon.send(`{"op":"start","ref":50,"token":"`+ca.token+`"}`, 50)
		var m meView
		if err := json.Unmarshal(r.Body, &m); r.Status != 200 || err != nil || m.ID != a {
			t.Fatalf("a command with the solver's token: %d %s", r.Status, r.Body)
		}
		refusedReply(t, la.send(`{"op":"start","ref":51,"token":"forged"}`, 51), turnir.EUNAUTHORIZED)
		refusedReply(t, la.command("pause", ""), turnir.EINVALID)
		refusedReply(t, la.send(`{"op":"check","ref":7,"solver":"`+a+`"}`, 7), turnir.EINVALID)
		refusedReply(t, la.send(`not json`, 0), turnir.EINVALID)
		for _, notAnObject := range []string{`null`, `[]`, `5`, `"start"`} {
			refusedReply(t, la.send(notAnObject, 0), turnir.EINVALID)
		}
		refusedReply(t, la.send(`{"op":"start","ref":8} {"op":"start","ref":9}`, 8), turnir.EINVALID)
		if r := la.command("start", ""); r.Status != 409 && r.Status != 200 {
			t.Fatalf("a command after the refusals: %d %s", r.Status, r.Body)
		}
	})
	t.Run("a_message_over_the_limit_closes_the_channel", func(t *testing.T) {
		l := dialLive(t, e, "cup", ca.token)
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		big := `{"op":"check","ref":1,"answer":"` + strings.Repeat("x", 9<<10) + `"}`
		_ = l.c.Write(ctx, websocket.MessageText, []byte(big))
		for {
			if _, _, err := l.c.Read(ctx); err != nil {
				if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
					t.Fatalf("closed with %v, want 1009 (message too big)", err)
				}
				return
			}
		}
	})
	t.Run("metrics_count_the_live_commands", func(t *testing.T) {
		m := e.client()
		m.token = "scrape-me"
		_, raw := m.call("GET", "/metrics", nil, nil)
		for _, want := range []string{
			`turnir_http_requests_total{route="WS /api/tournaments/{tid}/ws check",code="2xx"} 12`,
			`turnir_http_requests_total{route="WS /api/tournaments/{tid}/ws check",code="4xx"} 2`,
			`turnir_http_request_duration_seconds_count{route="WS /api/tournaments/{tid}/ws start"} `,
		} {
			if !strings.Contains(string(raw), want) {
				t.Errorf("/metrics lacks %q", want)
			}
		}
	})
}
