package http

import (
	"bufio"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"fmt"
	"net/http"
	"runtime"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"turnir"
)

// Metrics in the Prometheus text format, written by hand (a client
// library would be the heaviest dependency of the build for a page of
// counters). Labels are route patterns and status classes, never ids,
// names or addresses: the page says how busy the server is, not who uses
// it. Even so it is not public (who is online when, how many solvers a
// tournament has): it is served only with Config.MetricsToken, to a
// request carrying it as a bearer token, and answers 404 otherwise.

// latencyBuckets are the upper bounds (seconds) of the request histogram.
var latencyBuckets = []float64{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}

// histogram is a fixed-bucket latency histogram, safe for concurrent use.
type histogram struct {
	counts [14]atomic.Int64 // one per bucket, then +Inf
	sumNS  atomic.Int64
}

func (h *histogram) observe(d time.Duration) {
	s := d.Seconds()
	i := sort.SearchFloat64s(latencyBuckets, s)
	h.counts[i].Add(1)
	h.sumNS.Add(int64(d))
}

// write writes h as metric name with labels (`route="..."`, or "").
func (h *histogram) write(w *bufio.Writer, name, labels string) {
	sep := ""
	if labels != "" {
		sep = ","
	}
	var cum int64
	for i, le := range latencyBuckets {
		cum += h.counts[i].Load()
		fmt.Fprintf(w, "%s_bucket{%s%sle=\"%g\"} %d\n", name, labels, sep, le, cum)
	}
	cum += h.counts[len(latencyBuckets)].Load()
	fmt.Fprintf(w, "%s_bucket{%s%sle=\"+Inf\"} %d\n", name, labels, sep, cum)
	braces := ""
	if labels != "" {
		braces = "{" + labels + "}"
	}
	fmt.Fprintf(w, "%s_sum%s %g\n", name, braces, float64(h.sumNS.Load())/1e9)
	fmt.Fprintf(w, "%s_count%s %d\n", name, braces, cum)
}

// routeStats are one route's requests by status class and its latencies.
type routeStats struct {
	codes   [6]atomic.Int64 // 1xx ... 5xx by index 1-5
	latency histogram
}

// metrics is what /metrics reports beside the hubs and the scheduler.
type metrics struct {
	token  [32]byte // SHA-256 of Config.MetricsToken; zero: no /metrics
	routes map[string]*routeStats

	appends   atomic.Int64
	events    atomic.Int64
	conflicts atomic.Int64
	caughtUp  atomic.Int64 // commands that first folded another server's events (shared log)
	appendLat histogram
}

func newMetrics(token string) *metrics {
	m := &metrics{routes: map[string]*routeStats{liveStartRoute: {}, liveCheckRoute: {}, liveMeRoute: {}}}
	if token != "" {
		m.token = sha256.Sum256([]byte(token))
	}
	return m
}

// wrap counts and times the requests of route pattern. The live channels
// are counted as clients (the hubs), not timed: a WebSocket lasts a round.
func (m *metrics) wrap(pattern string, next http.HandlerFunc) http.HandlerFunc {
	if strings.HasSuffix(pattern, "/ws") {
		return next
	}
	st := &routeStats{}
	m.routes[pattern] = st
	return func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w, code: http.StatusOK}
		next(rec, r)
		st.latency.observe(time.Since(start))
		if c := rec.code / 100; c >= 1 && c <= 5 {
			st.codes[c].Add(1)
		}
	}
}

// observe counts and times one command of a route that is not an HTTP
// request (the live channel's Start and Check, registered in newMetrics).
func (m *metrics) observe(route string, start time.Time, status int) {
	st := m.routes[route]
	st.latency.observe(time.Since(start))
	if c := status / 100; c >= 1 && c <= 5 {
		st.codes[c].Add(1)
	}
}

// statusRecorder remembers the status a handler wrote.
type statusRecorder struct {
	http.ResponseWriter
	code int
}

func (r *statusRecorder) WriteHeader(code int) {
	r.code = code
	r.ResponseWriter.WriteHeader(code)
}

// Unwrap lets http.ResponseController reach the connection (the upload's
// longer read deadline).
func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// countingStore counts and times the appends of the server's hosts.
type countingStore struct {
	turnir.Store
	m *metrics
}

func (c countingStore) Append(ctx context.Context, stream string, expected int64, events []turnir.Event) ([]turnir.Event, error) {
	start := time.Now()
	out, err := c.Store.Append(ctx, stream, expected, events)
	c.m.appendLat.observe(time.Since(start))
	switch {
	case err == nil:
		c.m.appends.Add(1)
		c.m.events.Add(int64(len(out)))
	case turnir.ErrorCode(err) == turnir.ECONFLICT:
		c.m.conflicts.Add(1)
	}
	return out, err
}

// countingUpdater counts the appends made through a shared store's Update.
type countingUpdater struct {
	u turnir.Updater
	m *metrics
}

func (c countingUpdater) Update(ctx context.Context, stream string, after int64,
	decide func([]turnir.Event) ([]turnir.Event, error)) ([]turnir.Event, []turnir.Event, error) {
	start := time.Now()
	newer, out, err := c.u.Update(ctx, stream, after, decide)
	if len(out) > 0 {
		c.m.appendLat.observe(time.Since(start))
		c.m.appends.Add(1)
		c.m.events.Add(int64(len(out)))
	}
	if len(newer) > 0 {
		c.m.caughtUp.Add(1)
	}
	return newer, out, err
}

// handleMetrics serves GET /metrics to the holder of the metrics token.
func (s *Server) handleMetrics(w http.ResponseWriter, r *http.Request) {
	m := s.metrics
	tok, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	sum := sha256.Sum256([]byte(tok))
	if m.token == ([32]byte{}) || subtle.ConstantTimeCompare(sum[:], m.token[:]) != 1 {
		s.writeError(w, r, errNoRoute) // as if there were no such page
		return
	}
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	b := bufio.NewWriter(w)
	defer b.Flush()
	help := func(name, typ, text string) { fmt.Fprintf(b, "# HELP %s %s\n# TYPE %s %s\n", name, text, name, typ) }

	help("turnir_http_requests_total", "counter", "HTTP requests answered, by route and status class.")
	patterns := make([]string, 0, len(m.routes))
	for p := range m.routes {
		patterns = append(patterns, p)
	}
	sort.Strings(patterns)
	for _, p := range patterns {
		for c := 1; c <= 5; c++ {
			if n := m.routes[p].codes[c].Load(); n > 0 {
				fmt.Fprintf(b, "turnir_http_requests_total{route=%q,code=\"%dxx\"} %d\n", p, c, n)
			}
		}
	}
	help("turnir_http_request_duration_seconds", "histogram", "Time from a request's handler start to its answer, by route.")
	for _, p := range patterns {
		if st := m.routes[p]; st.latency.counts[len(latencyBuckets)].Load() > 0 || anyCount(st) {
			st.latency.write(b, "turnir_http_request_duration_seconds", fmt.Sprintf("route=%q", p))
		}
	}
	help("turnir_appends_total", "counter", "Appends committed to the event log by this server.")
	fmt.Fprintf(b, "turnir_appends_total %d\n", m.appends.Load())
	help("turnir_appended_events_total", "counter", "Events in those appends.")
	fmt.Fprintf(b, "turnir_appended_events_total %d\n", m.events.Load())
	help("turnir_append_conflicts_total", "counter", "Appends refused because another writer appended first (each retried on the fresh state).")
	fmt.Fprintf(b, "turnir_append_conflicts_total %d\n", m.conflicts.Load())
	help("turnir_commands_behind_total", "counter", "Commands (or group commits) that first folded events another server had appended (a shared log: what would have been a conflict).")
	fmt.Fprintf(b, "turnir_commands_behind_total %d\n", m.caughtUp.Load())
	help("turnir_append_duration_seconds", "histogram", "Time of one append, commit included.")
	m.appendLat.write(b, "turnir_append_duration_seconds", "")
	help("turnir_websocket_clients", "gauge", "Live WebSocket clients connected to this server.")
	clients, dropped := s.wsClients()
	fmt.Fprintf(b, "turnir_websocket_clients %d\n", clients)
	help("turnir_websocket_dropped_total", "counter", "Live clients dropped for falling behind.")
	fmt.Fprintf(b, "turnir_websocket_dropped_total %d\n", dropped)
	help("turnir_scheduler_leader", "gauge", "1 if this server runs the round clocks.")
	fmt.Fprintf(b, "turnir_scheduler_leader %d\n", b2i(s.lead.isLeading()))
	help("turnir_scheduler_leadership_changes_total", "counter", "Times this server took or lost the round clocks.")
	fmt.Fprintf(b, "turnir_scheduler_leadership_changes_total %d\n", s.lead.changes.Load())
	help("turnir_follow_folds_total", "counter", "Notifications of appends folded into this server's state.")
	fmt.Fprintf(b, "turnir_follow_folds_total %d\n", s.followers.folded.Load())
	help("turnir_follow_resyncs_total", "counter", "Full re-reads after the connection that follows the log was (re)made.")
	fmt.Fprintf(b, "turnir_follow_resyncs_total %d\n", s.followers.resyncs.Load())
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	help("go_goroutines", "gauge", "Goroutines.")
	fmt.Fprintf(b, "go_goroutines %d\n", runtime.NumGoroutine())
	help("go_memstats_heap_inuse_bytes", "gauge", "Heap in use.")
	fmt.Fprintf(b, "go_memstats_heap_inuse_bytes %d\n", ms.HeapInuse)
}

func anyCount(st *routeStats) bool {
	for i := range st.codes {
		if st.codes[i].Load() > 0 {
			return true
		}
	}
	return false
}

// wsClients counts the live clients of every hub (the tournaments', the
// festivals', the team chess events' and the live fights' buttons,
// consoles and displays) and those dropped for falling behind.
func (s *Server) wsClients() (clients, dropped int64) {
	for _, h := range []*hub{s.hub, s.fest.hub, s.chess.hub, s.fest.live.hub} {
		clients += h.clients.Load()
		dropped += h.dropped.Load()
	}
	return clients, dropped
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// handleHealthz serves GET /healthz: the process answers (liveness).
func (s *Server) handleHealthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"ok": true})
}

// handleReadyz serves GET /readyz: the log answers and, on a shared log,
// this server follows it (readiness: a load balancer sends requests only
// to a ready server).
func (s *Server) handleReadyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	// A name no stream of any kind can have: the answer is empty and cheap.
	_, err := s.host.Store().Load(ctx, "~ready", 0)
	following := s.follower == nil || !s.shared || s.followers.ready.Load()
	if err != nil || !following {
		why := errNotReady
		if err != nil {
			s.log.Warn("readyz: the event log does not answer", "err", err)
		}
		s.writeError(w, r, why)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"ok": true, "leader": s.lead.isLeading()})
}

// errNotReady is the answer of /readyz while the server cannot serve.
var errNotReady = turnir.Errorf(turnir.EUNAVAILABLE, "the server is not ready: its event log does not answer or it does not yet follow it",
	"сервер не готов: журнал событий не отвечает или сервер ещё не следит за ним")
