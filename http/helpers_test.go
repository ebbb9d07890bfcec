package http_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/coder/websocket"

	"turnir"
	turnirhttp "turnir/http"
	"turnir/sqlite"
)

var t0 = time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)

const (
	orgPassword  = "correct horse"
	juryPassword = "battery staple"
)

// env is one server on a real SQLite file, served over loopback by
// httptest, on a ManualClock. Every response body and WebSocket message is
// recorded in seen, for the tests that prove what never leaves the server.
type env struct {
	t     *testing.T
	dir   string
	db    string
	clock *turnir.ManualClock
	store *sqlite.Store
	srv   *turnirhttp.Server
	cfg   func(*turnirhttp.Config) // changes to the test Config, if any
	ts    *httptest.Server
	// timeouts are the server's (zero: the defaults); set before start.
	timeouts turnirhttp.Timeouts
	log      *slog.Logger // the server's, when a test reads it; nil: slog.Default()

	mu   sync.Mutex
	seen []seen
}

// seen is one recorded response (headers and body) or WebSocket message.
type seen struct {
	what string // "GET /api/..." or "ws /api/..."
	body []byte
}

func newEnv(t *testing.T) *env {
	t.Helper()
	dir := t.TempDir()
	e := &env{t: t, dir: dir, db: filepath.Join(dir, "turnir.db"), clock: turnir.NewManualClock(t0)}
	e.start()
	return e
}

// start opens the store and a server on e.db (again, after stop).
func (e *env) start() {
	e.t.Helper()
	st, err := sqlite.Open(e.db)
	if err != nil {
		e.t.Fatal(err)
	}
	cfg := turnirhttp.Config{Store: st, Clock: e.clock, DataDir: filepath.Join(e.dir, "data"),
		OrgPassword: orgPassword, JuryPassword: juryPassword, Web: fstest.MapFS{"index.html": {Data: []byte("<p>pages</p>")}},
		Timeouts: e.timeouts, Log: e.log}
	if e.cfg != nil {
		e.cfg(&cfg)
	}
	srv, err := turnirhttp.New(cfg)
	if err != nil {
		e.t.Fatal(err)
	}
	e.store, e.srv = st, srv
	// The server as turnir serve builds it, timeouts included.
	hs := srv.HTTPServer()
	hs.Handler = e.record(hs.Handler)
	e.ts = httptest.NewUnstartedServer(hs.Handler)
	e.ts.Config = hs
	e.ts.Start()
	e.t.Cleanup(e.stop)
}

// stop shuts the server down and closes the log, as a process exit would.
func (e *env) stop() {
	if e.ts == nil {
		return
	}
	e.srv.Close()
	e.ts.Close()
	e.store.Close()
	e.ts = nil
}

type recorder struct {
	http.ResponseWriter
	buf bytes.Buffer
}

// Unwrap lets http.ResponseController reach the connection (deadlines).
func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

func (r *recorder) Write(b []byte) (int, error) {
	r.buf.Write(b)
	return r.ResponseWriter.Write(b)
}

func (e *env) record(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/ws") {
			h.ServeHTTP(w, r) // messages are recorded by the WebSocket client
			return
		}
		rec := &recorder{ResponseWriter: w}
		h.ServeHTTP(rec, r)
		var hdr bytes.Buffer
		w.Header().Write(&hdr)
		e.keep(r.Method+" "+r.URL.Path, append(hdr.Bytes(), rec.buf.Bytes()...))
	})
}

func (e *env) keep(what string, b []byte) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.seen = append(e.seen, seen{what, bytes.Clone(b)})
}

// leaked returns the first recorded response, other than those skip
// accepts, that contains secret (case-folded).
func (e *env) leaked(secret string, skip func(what string) bool) (string, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, s := range e.seen {
		if skip != nil && skip(s.what) {
			continue
		}
		if bytes.Contains(bytes.ToLower(s.body), bytes.ToLower([]byte(secret))) {
			return s.what + ": " + string(s.body), true
		}
	}
	return "", false
}

// count returns how many responses and messages were recorded.
func (e *env) count() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return len(e.seen)
}

// client is one browser: a cookie jar and, for a solver, a bearer token.
type client struct {
	e     *env
	hc    *http.Client
	token string
}

func (e *env) client() *client {
	jar, _ := cookiejar.New(nil)
	return &client{e: e, hc: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// org returns a client signed in as the organizer.
func (e *env) org() *client {
	c := e.client()
	c.must("POST", "/api/login", map[string]string{"password": orgPassword}, nil)
	return c
}

// call sends a request and decodes a JSON answer into out (if not nil);
// it returns the status and the raw body.
func (c *client) call(method, path string, body any, out any) (int, []byte) {
	c.e.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, c.e.ts.URL+path, rd)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		c.e.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if out != nil && resp.StatusCode < 300 {
		if err := json.Unmarshal(raw, out); err != nil {
			c.e.t.Fatalf("%s %s: %v in %s", method, path, err, raw)
		}
	}
	return resp.StatusCode, raw
}

// must is call that fails the test unless the status is 2xx.
func (c *client) must(method, path string, body, out any) []byte {
	c.e.t.Helper()
	st, raw := c.call(method, path, body, out)
	if st >= 300 {
		c.e.t.Fatalf("%s %s: %d %s", method, path, st, raw)
	}
	return raw
}

// refused asserts the request fails with code and its status.
func (c *client) refused(method, path string, body any, code string) errBody {
	c.e.t.Helper()
	st, raw := c.call(method, path, body, nil)
	var eb errBody
	_ = json.Unmarshal(raw, &eb)
	if eb.Code != code || st != turnirhttp.Status(code) {
		c.e.t.Fatalf("%s %s: %d %s, want %s", method, path, st, raw, code)
	}
	if eb.Message == "" || eb.MessageRU == "" || eb.MessageEN == "" {
		c.e.t.Errorf("%s %s: refusal without both messages: %s", method, path, raw)
	}
	return eb
}

type errBody struct {
	Code         string `json:"code"`
	Message      string `json:"message"`
	MessageEN    string `json:"message_en"`
	MessageRU    string `json:"message_ru"`
	RetryAfterMS int64  `json:"retry_after_ms"`
}

// tick moves the clock by d and runs the scheduler and the live push.
func (e *env) tick(d time.Duration) {
	e.clock.Advance(d)
	e.srv.Tick(context.Background())
	e.srv.Flush()
}

// ws subscribes to a tournament's live updates, recording every message.
func (e *env) ws(tid string) <-chan map[string]any { return e.wsAs(nil, tid) }

// wsAs subscribes with the cookies of c (nil: anonymous).
func (e *env) wsAs(cl *client, tid string) <-chan map[string]any {
	e.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	path := "/api/tournaments/" + tid + "/ws"
	url := "ws" + strings.TrimPrefix(e.ts.URL, "http") + path
	var opts *websocket.DialOptions
	if cl != nil {
		opts = &websocket.DialOptions{HTTPClient: cl.hc}
	}
	c, _, err := websocket.Dial(ctx, url, opts)
	if err != nil {
		e.t.Fatal(err)
	}
	ch := make(chan map[string]any, 256)
	go func() {
		defer close(ch)
		for {
			_, b, err := c.Read(ctx)
			if err != nil {
				return
			}
			e.keep("ws "+path, b)
			var m map[string]any
			_ = json.Unmarshal(b, &m)
			select {
			case ch <- m:
			default:
			}
		}
	}()
	e.t.Cleanup(func() { cancel(); c.CloseNow() })
	return ch
}

// next waits for a live message of type typ.
func next(t *testing.T, ch <-chan map[string]any, typ string) map[string]any {
	t.Helper()
	timeout := time.After(5 * time.Second)
	for {
		select {
		case m, ok := <-ch:
			if !ok {
				t.Fatalf("live connection closed waiting for %q", typ)
			}
			if m["type"] == typ {
				return m
			}
		case <-timeout:
			t.Fatalf("no live message %q", typ)
		}
	}
}
