package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"turnir"
	turnirhttp "turnir/http"
	"turnir/postgres"
	"turnir/puzzleswiss"
)

// node is one of the servers of the cluster test: its own store
// (connections) on the shared PostgreSQL log, its own scheduler loop and
// HTTP listener, the data directory shared with the others.
type node struct {
	store  *postgres.Store
	srv    *turnirhttp.Server
	ts     *httptest.Server
	cancel context.CancelFunc
	dead   bool
}

// cluster is n servers on one log and one (manual) clock.
type cluster struct {
	t     *testing.T
	dsn   string
	data  string
	clock *turnir.ManualClock
	nodes []*node
	tick  time.Duration // the round clock's; 50 ms when 0
}

func newCluster(t *testing.T, n int) *cluster {
	c := &cluster{t: t, dsn: pgSchema(t), data: t.TempDir(), clock: turnir.NewManualClock(time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC))}
	for range n {
		c.start()
	}
	t.Cleanup(func() {
		for i := range c.nodes {
			c.kill(i)
		}
	})
	return c
}

func (c *cluster) start() {
	st, err := postgres.Open(context.Background(), c.dsn)
	if err != nil {
		c.t.Fatal(err)
	}
	srv, err := turnirhttp.New(turnirhttp.Config{Store: st, Clock: c.clock, DataDir: c.data, OrgPassword: "cluster",
		Tick: cmp.Or(c.tick, 50*time.Millisecond), Limits: turnirhttp.Limits{RegisterPerMinute: -1, RegisterBurst: -1, Connections: -1}})
	if err != nil {
		c.t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go srv.Run(ctx)
	c.nodes = append(c.nodes, &node{store: st, srv: srv, ts: httptest.NewServer(srv.Handler()), cancel: cancel})
}

// kill stops node i as a crash would: its loops end, its clients are cut
// off and its connections to the log close (PostgreSQL frees its lock).
func (c *cluster) kill(i int) {
	n := c.nodes[i]
	if n.dead {
		return
	}
	n.dead = true
	n.cancel()
	n.srv.Close()
	n.ts.CloseClientConnections()
	n.ts.Close()
	n.store.Close()
}

// leader waits until exactly one live node leads and returns it.
func (c *cluster) leader() int {
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		lead := -1
		count := 0
		for i, n := range c.nodes {
			if !n.dead && n.srv.Leading() {
				lead, count = i, count+1
			}
		}
		if count == 1 {
			return lead
		}
		time.Sleep(20 * time.Millisecond)
	}
	c.t.Fatal("no single leader within 10 s")
	return -1
}

// call sends a JSON request to node i.
func (c *cluster) call(i int, hc *http.Client, method, path, token string, body, out any) (int, string) {
	c.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, c.nodes[i].ts.URL+path, rd)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := hc.Do(req)
	if err != nil {
		c.t.Fatalf("%s %s on node %d: %v", method, path, i, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if out != nil && resp.StatusCode < 300 {
		json.Unmarshal(raw, out)
	}
	return resp.StatusCode, string(raw)
}

func (c *cluster) must(i int, hc *http.Client, method, path, token string, body, out any) {
	c.t.Helper()
	if st, raw := c.call(i, hc, method, path, token, body, out); st >= 300 {
		c.t.Fatalf("%s %s on node %d: %d %s", method, path, i, st, raw)
	}
}

// events reads the tournament's log through a store of its own.
func (c *cluster) events(tid string) []turnir.Event {
	c.t.Helper()
	st, err := postgres.Open(context.Background(), c.dsn)
	if err != nil {
		c.t.Fatal(err)
	}
	defer st.Close()
	evs, err := st.Load(context.Background(), tid, 0)
	if err != nil {
		c.t.Fatal(err)
	}
	return evs
}

// count counts tid's events of type typ for round n (0: any round).
func count(evs []turnir.Event, typ string, n int) int {
	k := 0
	for _, e := range evs {
		var r struct{ Round int }
		if e.Type == typ && (n == 0 || (json.Unmarshal(e.Data, &r) == nil && r.Round == n)) {
			k++
		}
	}
	return k
}

// watcher is one solver's live channel and the round states it was told.
type watcher struct {
	mu   sync.Mutex
	seen map[string]bool // "1 open", "2 open", ...
}

func (w *watcher) saw(s string) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.seen[s]
}

// watch opens the solver's WebSocket on node i and records every round
// state it hears, hello included.
func (c *cluster) watch(w *watcher, i int, tid, token string) {
	c.t.Helper()
	url := "ws" + strings.TrimPrefix(c.nodes[i].ts.URL, "http") + "/api/tournaments/" + tid + "/ws"
	conn, _, err := websocket.Dial(context.Background(), url, &websocket.DialOptions{HTTPHeader: http.Header{"Authorization": {"Bearer " + token}}})
	if err != nil {
		c.t.Fatalf("websocket on node %d: %v", i, err)
	}
	conn.SetReadLimit(1 << 20)
	go func() {
		defer conn.CloseNow()
		for {
			_, b, err := conn.Read(context.Background())
			if err != nil {
				return
			}
			var m struct {
				Tournament struct {
					Round *struct {
						N     int
						State string
					}
				}
			}
			if json.Unmarshal(b, &m) == nil && m.Tournament.Round != nil {
				w.mu.Lock()
				w.seen[fmt.Sprintf("%d %s", m.Tournament.Round.N, m.Tournament.Round.State)] = true
				w.mu.Unlock()
			}
		}
	}()
}

// waitFor polls cond for up to d.
func waitFor(d time.Duration, cond func() bool) bool {
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		if cond() {
			return true
		}
		time.Sleep(20 * time.Millisecond)
	}
	return cond()
}

// TestClusterSurvivesTheSchedulersDeath runs a puzzle Swiss on three
// servers sharing one PostgreSQL log: solvers spread over them, each
// request to whichever server, the organizer's session made on one and
// used on another. Mid-round the server running the round clocks is
// killed; another takes over within seconds, the round closes once and
// round 2 is drawn once, every acknowledged Check is in the log once, and
// every solver's live channel (moved to a live server if its own died)
// heard round 1 open and round 2 open.
func TestClusterSurvivesTheSchedulersDeath(t *testing.T) {
	c := newCluster(t, 3)
	jar, _ := cookiejar.New(nil)
	org := &http.Client{Jar: jar}
	c.must(0, org, "POST", "/api/login", "", map[string]string{"password": "cluster"}, nil)
	var tv struct{ ID string }
	settings := map[string]any{"rounds": 2, "round_length": "10m", "pause": "1m",
		"points": map[string]int{"first": 2, "second": 1, "none": 0}, "bye": map[string]string{"mode": "pair-of-one"},
		"tiebreaks": []string{"buchholz", "total_time", "lot"}, "min_participants": 2,
		"check_rate": map[string]any{"burst": 10, "per_second": 2}}
	// The session of node 0 works on node 1 (one key for all).
	c.must(1, org, "POST", "/api/tournaments", "", map[string]any{"name": "Cluster cup", "settings": settings}, &tv)
	tid := tv.ID
	puzzle := func(id string) map[string]any {
		return map[string]any{"id": id, "kind": "text", "text": "6 × 7?", "key": map[string]any{"accepted": []string{"42"}}}
	}
	// Right after the create, on another server: it may not have heard yet.
	c.must(2, org, "PUT", "/api/tournaments/"+tid+"/puzzles", "", map[string]any{"puzzles": []any{puzzle("a"), puzzle("b")}}, nil)

	const n = 60
	hc := &http.Client{}
	type solver struct {
		id, token string
		node      int
		acked     int
		w         *watcher
	}
	solvers := make([]*solver, n)
	for i := range solvers {
		var reg struct{ ID, Token string }
		c.must(i%3, hc, "POST", "/api/tournaments/"+tid+"/solvers", "", map[string]string{"name": fmt.Sprintf("Solver %02d", i)}, &reg)
		s := &solver{id: reg.ID, token: reg.Token, node: (i + 1) % 3, w: &watcher{seen: map[string]bool{}}}
		solvers[i] = s
		c.watch(s.w, s.node, tid, s.token) // on a server other than the one it registered on
	}
	c.must(1, org, "POST", "/api/tournaments/"+tid+"/begin", "", map[string]int{"first_round_in_s": 0}, nil)

	// Round 1: everyone starts and checks, each press on the next server.
	c.clock.Advance(time.Second)
	var wg sync.WaitGroup
	for i, s := range solvers {
		wg.Go(func() {
			path := "/api/tournaments/" + tid + "/me/"
			c.must(i%3, hc, "POST", path+"start", s.token, nil, nil)
			for k, answer := range []string{"wrong", "42"} {
				var cv struct{ Correct bool }
				if st, raw := c.call((i+k+1)%3, hc, "POST", path+"check", s.token, map[string]string{"answer": answer}, &cv); st == 200 {
					s.acked++
				} else {
					t.Errorf("check %d of solver %d: %d %s", k, i, st, raw)
				}
			}
		})
	}
	wg.Wait()
	for _, s := range solvers {
		if !waitFor(5*time.Second, func() bool { return s.w.saw("1 open") }) {
			t.Fatalf("solver %s on node %d never heard round 1 open", s.id, s.node)
		}
	}

	// Mid-round, the scheduler's server dies.
	lead := c.leader()
	c.clock.Advance(5 * time.Minute)
	killed := time.Now()
	c.kill(lead)
	for _, s := range solvers {
		if s.node == lead { // its live channel is cut: it reconnects elsewhere, as behind a load balancer
			s.node = (lead + 1) % 3
			c.watch(s.w, s.node, tid, s.token)
		}
	}
	next := c.leader()
	failover := time.Since(killed)
	t.Logf("the round clock moved to node %d %v after node %d died", next, failover.Round(time.Millisecond), lead)
	if failover > 5*time.Second {
		t.Errorf("the round clock stood still for %v", failover)
	}
	// The round's time runs out on the new leader's clock.
	c.clock.Advance(5 * time.Minute)
	if !waitFor(10*time.Second, func() bool { return count(c.events(tid), puzzleswiss.EvRoundClosed, 1) > 0 }) {
		t.Fatal("round 1 was not closed after its scheduler's death")
	}

	// Round 2 opens after the pause, on the new leader's clock.
	c.clock.Advance(time.Minute + time.Second)
	if !waitFor(10*time.Second, func() bool { return count(c.events(tid), puzzleswiss.EvRoundOpened, 2) > 0 }) {
		t.Fatal("round 2 never opened")
	}
	// Every server ticks at once, leader or not: still nothing twice.
	for _, nd := range c.nodes {
		if !nd.dead {
			wg.Go(func() { nd.srv.Tick(context.Background()) })
		}
	}
	wg.Wait()

	evs := c.events(tid)
	for _, x := range []struct {
		typ   string
		round int
	}{{puzzleswiss.EvRoundClosed, 1}, {puzzleswiss.EvRoundPaired, 2}, {puzzleswiss.EvRoundOpened, 2}, {puzzleswiss.EvRoundPaired, 1}} {
		if k := count(evs, x.typ, x.round); k != 1 {
			t.Errorf("%s of round %d is in the log %d times, want once", x.typ, x.round, k)
		}
	}
	checks := map[string]int{}
	for _, e := range evs {
		var ch puzzleswiss.Checked
		if e.Type == puzzleswiss.EvChecked && json.Unmarshal(e.Data, &ch) == nil {
			checks[ch.ID]++
		}
	}
	for _, s := range solvers {
		if checks[s.id] != s.acked {
			t.Errorf("solver %s: %d checks acknowledged, %d in the log", s.id, s.acked, checks[s.id])
		}
		if !waitFor(5*time.Second, func() bool { return s.w.saw("2 open") }) {
			t.Errorf("solver %s on node %d never heard round 2 open", s.id, s.node)
		}
	}

	// A sign-out on one server ends the session on every server.
	other := (next + 1) % 3
	if other == lead {
		other = (other + 1) % 3
	}
	u, _ := url.Parse(c.nodes[next].ts.URL)
	old := jar.Cookies(u)
	c.must(next, org, "POST", "/api/logout", "", nil, nil)
	stale := &http.Client{Jar: &fixedJar{old}}
	if st, raw := c.call(other, stale, "POST", "/api/tournaments", "", map[string]any{"name": "After sign-out"}, nil); st != http.StatusUnauthorized {
		t.Errorf("a session signed out on node %d still creates on node %d: %d %s", next, other, st, raw)
	}
}

// fixedJar sends the same cookies everywhere (a cookie kept after sign-out).
type fixedJar struct{ c []*http.Cookie }

func (j *fixedJar) SetCookies(*url.URL, []*http.Cookie) {}
func (j *fixedJar) Cookies(*url.URL) []*http.Cookie     { return j.c }
