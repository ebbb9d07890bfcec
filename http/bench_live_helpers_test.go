package http_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"turnir"
	turnirhttp "turnir/http"
	"turnir/sqlite"
)

// What the live benchmarks (the Brain-ring's in live_bench_test.go, Svoya
// igra's in svoya_live_bench_test.go) share: a server on a real SQLite file
// behind loopback HTTP with an organizer's session, a live page's
// WebSocket that notes when it first saw each press, and the p50/p99 of
// the latencies.

// benchServer is a turnir server on a real SQLite file behind a loopback
// HTTP server, with the organizer signed in.
type benchServer struct {
	b  *testing.B
	ts *httptest.Server
	hc *http.Client // the organizer's session
}

// newBenchServer starts a server for one run of a benchmark; everything it
// opened is closed when the run ends.
func newBenchServer(b *testing.B) *benchServer {
	b.Helper()
	dir := b.TempDir()
	st, err := sqlite.Open(filepath.Join(dir, "turnir.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	srv, err := turnirhttp.New(turnirhttp.Config{Store: st, Clock: turnir.SystemClock{}, DataDir: filepath.Join(dir, "data"),
		OrgPassword: orgPassword, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { srv.Close() })
	ts := httptest.NewServer(srv.Handler())
	b.Cleanup(ts.Close)
	jar, _ := cookiejar.New(nil)
	s := &benchServer{b: b, ts: ts, hc: &http.Client{Jar: jar}}
	s.do("POST", "/api/login", map[string]string{"password": orgPassword}, nil)
	return s
}

// do sends body as JSON in the organizer's session and decodes the answer
// into out (if not nil); a failure or an answer of 300 or more stops the
// benchmark. Only from the benchmark's goroutine: others call try.
func (s *benchServer) do(method, path string, body, out any) {
	s.b.Helper()
	if err := s.try(method, path, body, out); err != nil {
		s.b.Fatal(err)
	}
}

// try is do that returns the failure, for any goroutine.
func (s *benchServer) try(method, path string, body, out any) error {
	data, status, err := s.send(s.hc, method, path, body)
	if err != nil {
		return err
	}
	if status >= 300 {
		return fmt.Errorf("%s %s: %d %s", method, path, status, data)
	}
	if out != nil {
		return json.Unmarshal(data, out)
	}
	return nil
}

// send sends body as JSON with client c and returns the answer.
func (s *benchServer) send(c *http.Client, method, path string, body any) ([]byte, int, error) {
	js, _ := json.Marshal(body)
	req, _ := http.NewRequest(method, s.ts.URL+path, bytes.NewReader(js))
	req.Header.Set("Content-Type", "application/json")
	res, err := c.Do(req)
	if err != nil {
		return nil, 0, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	return data, res.StatusCode, err
}

// benchWatch is one live page's WebSocket: when it first saw each number
// of presses.
type benchWatch struct {
	mu     sync.Mutex
	cond   *sync.Cond
	at     []time.Time // at[k-1]: when a view with k presses or more came
	closed bool
}

// watch opens a live page's WebSocket at path (with its query) and waits
// for the first view; presses reads the number of presses a message's
// view holds (false for a message that is not a view).
func (s *benchServer) watch(ctx context.Context, path string, presses func([]byte) (int, bool)) *benchWatch {
	s.b.Helper()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(s.ts.URL, "http")+path, nil)
	if err != nil {
		s.b.Fatal(err)
	}
	c.SetReadLimit(1 << 22)
	w := &benchWatch{}
	w.cond = sync.NewCond(&w.mu)
	first := make(chan struct{})
	go func() {
		defer c.CloseNow()
		defer func() {
			w.mu.Lock()
			w.closed = true
			w.mu.Unlock()
			w.cond.Broadcast()
		}()
		for views := 0; ; views++ {
			_, data, err := c.Read(ctx)
			if err != nil {
				return
			}
			now := time.Now()
			n, ok := presses(data)
			if !ok {
				continue
			}
			w.mu.Lock()
			for len(w.at) < n {
				w.at = append(w.at, now)
			}
			w.mu.Unlock()
			w.cond.Broadcast()
			if views == 0 {
				close(first)
			}
		}
	}()
	select {
	case <-first:
	case <-ctx.Done():
		s.b.Fatal("no first view")
	}
	return w
}

// seen waits until the page has seen n presses and returns when; false if
// its connection closed first.
func (w *benchWatch) seen(n int) (time.Time, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for len(w.at) < n && !w.closed {
		w.cond.Wait()
	}
	if len(w.at) < n {
		return time.Time{}, false
	}
	return w.at[n-1], true
}

// benchLatencies gathers latencies from many goroutines.
type benchLatencies struct {
	mu sync.Mutex
	d  []time.Duration
}

// add notes one latency.
func (l *benchLatencies) add(d time.Duration) {
	l.mu.Lock()
	l.d = append(l.d, d)
	l.mu.Unlock()
}

// report reports the p50 and p99 in milliseconds and the number of
// samples; none is a failure.
func (l *benchLatencies) report(b *testing.B) {
	l.mu.Lock()
	defer l.mu.Unlock()
	slices.Sort(l.d)
	if len(l.d) == 0 {
		b.Fatal("no press reached a display")
	}
	q := func(p float64) float64 { return float64(l.d[int(p*float64(len(l.d)-1))].Microseconds()) / 1000 }
	b.ReportMetric(q(0.5), "p50-ms")
	b.ReportMetric(q(0.99), "p99-ms")
	b.ReportMetric(float64(len(l.d)), "samples")
}
