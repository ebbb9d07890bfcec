// Command turnirload drives N simulated solvers through a whole round of a
// running `turnir serve` over real HTTP and WebSocket, and reports errors,
// lost checks, latency percentiles and the server's memory.
//
//	turnir serve --addr 127.0.0.1:8089 --db /tmp/load.db --org-password load \
//	    --limit-register -1 --limit-connections -1 &
//	turnirload -url http://127.0.0.1:8089 -password load -n 10000
//
// All its solvers come from one address, so the server's per-address
// limits on registrations and live connections (made for a school class
// behind one NAT, not for 10,000 puppets) are turned off for the run.
//
// Each solver registers, opens the tournament's WebSocket, waits for the
// push that says round 1 is open, presses Start after a random moment
// within -spread, then sends -wrong wrong answers and one right answer,
// -think apart. A Check is lost if it was acknowledged to the client but is
// missing from the server's count of attempts afterwards.
//
// -procs K shares the solvers among K worker processes (see procs.go), for
// runs with more WebSockets than one process may hold open files.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

type options struct {
	url, password string
	n, wrong      int
	spread, think time.Duration
	conc          int
	seed          uint64
	conns         int    // HTTP connections per server, shared among the processes
	procs         int    // processes the solvers are shared among
	worker        int    // this process's share, or -1 for the coordinator
	tid           string // the tournament a worker's solvers join
	via           string // how Start and Check are sent: "ws" (the live channel) or "http"
	reread        bool   // each solver re-reads its view at the round's push, as the page does
	timeline      time.Duration
	firstIn       time.Duration
	cpuprofile    string
}

func main() {
	var o options
	flag.StringVar(&o.url, "url", "http://127.0.0.1:8089", "base URL of a running turnir serve (loopback); several, comma-separated, spread the solvers over servers sharing one PostgreSQL log (solver i uses the i-th modulo their number; the organizer the first)")
	flag.StringVar(&o.password, "password", "load", "organizer password of that server")
	flag.IntVar(&o.n, "n", 1000, "number of solvers")
	flag.IntVar(&o.wrong, "wrong", 3, "wrong checks per solver before the right one")
	flag.DurationVar(&o.spread, "spread", 20*time.Second, "solvers press Start at a random moment within this time after the round opens")
	flag.DurationVar(&o.think, "think", 2*time.Second, "mean time between one solver's checks")
	flag.IntVar(&o.conc, "conc", 200, "concurrent registrations and WebSocket dials during setup")
	flag.Uint64Var(&o.seed, "seed", 1, "seed of the solvers' timings")
	flag.IntVar(&o.conns, "conns", 4000, "HTTP connections per server, shared by every process's solvers")
	flag.IntVar(&o.procs, "procs", 1, "processes to share the solvers among (each holds its solvers' WebSockets, so more than one process keeps each under the machine's limit on open files)")
	flag.StringVar(&o.via, "via", "ws", "how solvers send Start and Check: ws (as commands on their live channel, as the solver's page does) or http (POST /me/start and /me/check)")
	flag.BoolVar(&o.reread, "reread", false, "each solver re-reads its view (me) when the round's opening is pushed, as the solver's page does, before its Start")
	flag.DurationVar(&o.firstIn, "first-in", 0, "round 1 opens this long after the Begin (whole seconds), by the server's clock as a scheduled round does, rather than at once (push latencies are then counted from the opening)")
	flag.DurationVar(&o.timeline, "timeline", 0, "print the round in slices of this length: the Starts and Checks sent in each and the Checks' p50 and p99 (one process only)")
	flag.StringVar(&o.cpuprofile, "cpuprofile", "", "write the generator's CPU profile of the round to this file (one process only)")
	flag.IntVar(&o.worker, "worker", -1, "internal: run as the given share of -procs for the coordinator")
	flag.StringVar(&o.tid, "tid", "", "internal: the tournament a worker's solvers join")
	flag.Parse()
	if os.Getenv("GOGC") == "" {
		// The generator stands in for thousands of phones and shares the
		// server's cores: its own collections (every few hundred ms at
		// Go's default, with 10,000 sockets' goroutines to scan) are CPU
		// taken from the server, not a cost the server's users would see.
		// Collect less often, as turnir serve does (cmd/turnir/gc.go).
		debug.SetGCPercent(400)
	}
	if o.via != "ws" && o.via != "http" {
		fmt.Fprintln(os.Stderr, "turnirload: -via is ws or http, not", o.via)
		os.Exit(2)
	}
	run := run
	if o.worker >= 0 {
		run = func(o options, out io.Writer) error { return runWorker(o, os.Stdin, out) }
	}
	if err := run(o, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "turnirload:", err)
		os.Exit(1)
	}
}

// solver is one simulated participant.
type solver struct {
	index     int // the solver's number in the whole run
	id, token string
	base      string // the server this solver talks to
	ws        *websocket.Conn
	opened    chan time.Time // when the push saying round 1 is open arrived
	replies   chan reply     // the live channel's replies to this solver's commands
	ref       int64          // the last command's ref
	acked     int            // checks answered 200
	// openingOnly: the push that opened the round named no other event
	// (the page then re-reads later, solver.js); set before opened gets
	// its time.
	openingOnly bool
	solved      bool
}

// reply is the server's answer to a command on the live channel.
type reply struct {
	Type   string
	Ref    int64
	Status int
	Body   json.RawMessage
}

// load is one run's shared state.
type load struct {
	o      options
	hc     *http.Client
	org    *http.Client
	ws     *http.Client // no Timeout: a WebSocket lives for the whole round
	tid    string
	urls   []string // the servers; the organizer uses the first
	mine   []int    // the solvers' numbers this process plays
	stats  *stats
	wsMsgs atomic.Int64
}

// newLoad makes a run's clients; a worker's share of the connections is
// -conns divided by -procs.
func newLoad(o options) *load {
	conns := max(1, o.conns/max(1, o.procs))
	urls := strings.Split(o.url, ",")
	tr := &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConns:        conns * len(urls),
		MaxIdleConnsPerHost: conns,
		MaxConnsPerHost:     conns,
		IdleConnTimeout:     90 * time.Second,
	}
	l := &load{o: o, hc: &http.Client{Transport: tr, Timeout: 60 * time.Second}, stats: newStats(), urls: urls}
	l.ws = &http.Client{Transport: tr}
	l.org = &http.Client{Transport: tr, Jar: &cookieJar{}, Timeout: 60 * time.Second}
	for i := range o.n {
		if o.worker < 0 || i%o.procs == o.worker {
			l.mine = append(l.mine, i)
		}
	}
	return l
}

func run(o options, out io.Writer) error {
	l := newLoad(o)
	ctx := context.Background()

	if err := l.call(ctx, l.org, "POST", "/api/login", map[string]string{"password": o.password}, nil, ""); err != nil {
		return fmt.Errorf("login: %w", err)
	}
	if err := l.setup(ctx); err != nil {
		return err
	}
	mem0, _ := l.health(ctx)
	fmt.Fprintf(out, "tournament %s; server before: heap_inuse %s, sys %s\n", l.tid, mb(mem0.HeapInuse), mb(mem0.Sys))

	var solvers []*solver
	var roundTime time.Duration
	var peakMem health
	var err error
	if o.procs > 1 {
		solvers, roundTime, peakMem, err = l.viaProcs(ctx, out)
		if err != nil {
			return err
		}
	} else {
		t := time.Now()
		solvers, err = l.register(ctx)
		if err != nil {
			return err
		}
		regTime := time.Since(t)
		fmt.Fprintf(out, "solvers registered: %d in %v (%.0f/s)\n", len(solvers), regTime.Round(time.Millisecond), float64(len(solvers))/regTime.Seconds())

		t = time.Now()
		if err := l.connect(ctx, solvers); err != nil {
			return err
		}
		fmt.Fprintf(out, "connected %d WebSockets in %v\n", len(solvers), time.Since(t).Round(time.Millisecond))

		peak := l.watchMemory(ctx)
		gc0, _ := l.health(ctx)
		if o.cpuprofile != "" {
			// The generator's own CPU in the round: on one machine it
			// shares the cores with the server.
			f, err := os.Create(o.cpuprofile)
			if err != nil {
				return err
			}
			defer f.Close()
			if err := pprof.StartCPUProfile(f); err != nil {
				return err
			}
		}
		begun := time.Now()
		if err := l.begin(ctx); err != nil {
			return err
		}
		l.play(ctx, solvers, begun)
		roundTime = time.Since(begun) - l.o.firstIn // from the opening
		pprof.StopCPUProfile()
		peakMem = peak()
		if gc1, err := l.health(ctx); err == nil {
			fmt.Fprintf(out, "server's garbage collections during the round: %d\n", gc1.NumGC-gc0.NumGC)
		}
	}

	lost, solved, err := l.verify(ctx, solvers)
	if err != nil {
		return err
	}
	mem1, _ := l.health(ctx)
	for _, s := range solvers {
		if s.ws != nil {
			s.ws.CloseNow()
		}
	}

	var checks int64
	for _, s := range solvers {
		checks += int64(s.acked)
	}
	fmt.Fprintf(out, "round played in %v: %d checks acknowledged, %d lost, %d of %d solved\n",
		roundTime.Round(time.Millisecond), checks, lost, solved, len(solvers))
	l.stats.report(out)
	l.stats.timeline(out, l.o.timeline)
	fmt.Fprintf(out, "websocket messages received: %d\n", l.wsMsgs.Load())
	fmt.Fprintf(out, "server memory: peak heap_inuse %s, peak sys %s; after: heap_inuse %s, sys %s, goroutines %d, ws clients %d, ws dropped %d\n",
		mb(peakMem.HeapInuse), mb(peakMem.Sys), mb(mem1.HeapInuse), mb(mem1.Sys), mem1.Goroutines, mem1.WSClients, mem1.WSDropped)
	fmt.Fprintf(out, "server-side handling (arrival to answer): check p50 %.1fms p90 %.1fms p99 %.1fms max %.1fms; start p50 %.1fms p99 %.1fms\n",
		mem1.Check.P50, mem1.Check.P90, mem1.Check.P99, mem1.Check.Max, mem1.Start.P50, mem1.Start.P99)
	if mem1.Batches > 0 {
		fmt.Fprintf(out, "group commit: transactions: %d, solver commands: %d (%.1f per transaction)\n",
			mem1.Batches, mem1.BatchedOps, float64(mem1.BatchedOps)/float64(mem1.Batches))
		fmt.Fprintf(out, "group commit busy: %.1fs over the whole run, registration included (the round took %v)\n", mem1.BatchBusy/1000, roundTime.Round(time.Millisecond))
	}
	fmt.Fprintf(out, "server's Go scheduler latency (runnable to running, whole run): p50 %.3fms p90 %.1fms p99 %.1fms p99.9 %.1fms\n",
		mem1.Sched.P50, mem1.Sched.P90, mem1.Sched.P99, mem1.Sched.P999)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	fmt.Fprintf(out, "load generator: sys %s\n", mb(ms.Sys))
	if e := l.stats.errorCount(); e > 0 || lost > 0 || solved != len(solvers) {
		return fmt.Errorf("%d errors, %d lost checks, %d of %d solved", e, lost, solved, len(solvers))
	}
	return nil
}

// setup creates the tournament: one round, long enough for every solver,
// with a text puzzle whose answer this program knows.
func (l *load) setup(ctx context.Context) error {
	var tv struct{ ID string }
	settings := map[string]any{"rounds": 1, "round_length": "30m", "pause": "1m",
		"points": map[string]int{"first": 2, "second": 1, "none": 0}, "bye": map[string]string{"mode": "pair-of-one"},
		"tiebreaks": []string{"buchholz", "total_time", "lot"}, "min_participants": 2,
		"check_rate": map[string]any{"burst": 10, "per_second": 2}}
	if err := l.call(ctx, l.org, "POST", "/api/tournaments", map[string]any{"name": fmt.Sprintf("Load %d", l.o.n), "settings": settings}, &tv, ""); err != nil {
		return fmt.Errorf("create: %w", err)
	}
	l.tid = tv.ID
	set := map[string]any{"puzzles": []any{map[string]any{"id": "load", "kind": "text", "text": "Сколько будет 6 × 7?",
		"key": map[string]any{"accepted": []string{"42"}}}}}
	if err := l.call(ctx, l.org, "PUT", "/api/tournaments/"+l.tid+"/puzzles", set, nil, ""); err != nil {
		return fmt.Errorf("puzzles: %w", err)
	}
	return nil
}

// parallel runs f(i) for i in [0,n) on conc goroutines.
func parallel(n, conc int, f func(i int) error) error {
	var next atomic.Int64
	var wg sync.WaitGroup
	var mu sync.Mutex
	var first error
	for range conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				if err := f(i); err != nil {
					mu.Lock()
					if first == nil {
						first = err
					}
					mu.Unlock()
					return
				}
			}
		}()
	}
	wg.Wait()
	return first
}

// begin opens round 1 now.
func (l *load) begin(ctx context.Context) error {
	if err := l.call(ctx, l.org, "POST", "/api/tournaments/"+l.tid+"/begin", map[string]int{"first_round_in_s": int(l.o.firstIn / time.Second)}, nil, ""); err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	return nil
}

// register registers this process's solvers.
func (l *load) register(ctx context.Context) ([]*solver, error) {
	solvers := make([]*solver, len(l.mine))
	err := parallel(len(l.mine), l.o.conc, func(k int) error {
		i := l.mine[k]
		var reg struct{ ID, Token string }
		t := time.Now()
		base := l.urls[i%len(l.urls)]
		err := l.callAt(ctx, base, l.hc, "POST", "/api/tournaments/"+l.tid+"/solvers", map[string]string{"name": fmt.Sprintf("Solver %05d", i)}, &reg, "")
		l.stats.add("register", time.Since(t), err)
		if err != nil {
			return fmt.Errorf("register %d: %w", i, err)
		}
		solvers[k] = &solver{index: i, id: reg.ID, token: reg.Token, base: base, opened: make(chan time.Time, 1), replies: make(chan reply, 1)}
		return nil
	})
	return solvers, err
}

// connect opens every solver's WebSocket; a reader goroutine per socket
// signals when a push shows round 1 open.
func (l *load) connect(ctx context.Context, solvers []*solver) error {
	return parallel(len(solvers), l.o.conc, func(i int) error {
		s := solvers[i]
		wsURL := "ws" + strings.TrimPrefix(s.base, "http") + "/api/tournaments/" + l.tid + "/ws"
		c, _, err := websocket.Dial(ctx, wsURL, &websocket.DialOptions{HTTPClient: l.ws,
			HTTPHeader: http.Header{"Authorization": {"Bearer " + s.token}}})
		if err != nil {
			return fmt.Errorf("websocket %d: %w", i, err)
		}
		c.SetReadLimit(1 << 20)
		s.ws = c
		go func() {
			sent := false
			for {
				_, b, err := c.Read(ctx)
				if err != nil {
					return
				}
				l.wsMsgs.Add(1)
				var m struct {
					reply
					Tournament struct {
						Round *struct {
							N     int
							State string
						}
					}
					Events []string
				}
				if json.Unmarshal(b, &m) != nil {
					continue
				}
				if m.Type == "reply" {
					// One command at a time: the buffer of one never fills.
					s.replies <- m.reply
					continue
				}
				if !sent && m.Tournament.Round != nil && m.Tournament.Round.State == "open" {
					s.openingOnly = len(m.Events) > 0 && !slices.ContainsFunc(m.Events, func(e string) bool { return e != "RoundOpened" })
					s.opened <- time.Now()
					sent = true
				}
			}
		}()
		return nil
	})
}

// play runs every solver's round: wait for the push, Start, wrong checks,
// the right check.
func (l *load) play(ctx context.Context, solvers []*solver, begun time.Time) {
	var wg sync.WaitGroup
	for _, s := range solvers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(l.o.seed, uint64(s.index)))
			var at time.Time
			select {
			case at = <-s.opened:
			case <-time.After(2 * time.Minute):
				l.stats.add("push", 0, errors.New("no push of the round opening within 2 minutes"))
				return
			}
			l.stats.add("push", at.Sub(begun)-l.o.firstIn, nil)
			if l.o.reread {
				// The page re-reads within 30-280 ms of a push, 30-3030 ms
				// of one that only opens a round (solver.js).
				spread := 250 * time.Millisecond
				if s.openingOnly {
					spread = 3 * time.Second
				}
				time.Sleep(30*time.Millisecond + time.Duration(r.Int64N(int64(spread))))
				t := time.Now()
				err := l.press(ctx, s, "me", "", nil)
				l.stats.add("me", time.Since(t), err)
			}
			time.Sleep(time.Duration(r.Int64N(int64(l.o.spread) + 1)))
			t := time.Now()
			err := l.press(ctx, s, "start", "", nil)
			l.stats.add("start", time.Since(t), err)
			l.stats.mark("start", t.Sub(begun)-l.o.firstIn, time.Since(t))
			if err != nil {
				return
			}
			for k := 0; k <= l.o.wrong; k++ {
				time.Sleep(l.o.think/2 + time.Duration(r.Int64N(int64(l.o.think)+1)))
				answer := fmt.Sprintf("wrong %d", k)
				if k == l.o.wrong {
					answer = "42"
				}
				var cv struct{ Correct bool }
				t := time.Now()
				err := l.press(ctx, s, "check", answer, &cv)
				l.stats.add("check", time.Since(t), err)
				l.stats.mark("check", t.Sub(begun)-l.o.firstIn, time.Since(t))
				if err != nil {
					continue
				}
				s.acked++
				if cv.Correct != (k == l.o.wrong) {
					l.stats.add("check", 0, fmt.Errorf("answer %q judged correct=%v", answer, cv.Correct))
				}
				s.solved = s.solved || cv.Correct
			}
		}()
	}
	wg.Wait()
}

// press sends solver s's Start or Check (op) as -via says and decodes a
// 200 answer into out; a refusal is an error either way.
func (l *load) press(ctx context.Context, s *solver, op, answer string, out any) error {
	if l.o.via == "http" {
		if op == "me" {
			return l.callAt(ctx, s.base, l.hc, "GET", "/api/tournaments/"+l.tid+"/me", nil, out, s.token)
		}
		var body any
		if op == "check" {
			body = map[string]string{"answer": answer}
		}
		return l.callAt(ctx, s.base, l.hc, "POST", "/api/tournaments/"+l.tid+"/me/"+op, body, out, s.token)
	}
	s.ref++
	msg, _ := json.Marshal(map[string]any{"op": op, "ref": s.ref, "answer": answer})
	ctx, cancel := context.WithTimeout(ctx, 60*time.Second) // as the HTTP client's timeout
	defer cancel()
	if err := s.ws.Write(ctx, websocket.MessageText, msg); err != nil {
		return err
	}
	select {
	case r := <-s.replies:
		switch {
		case r.Ref != s.ref:
			return fmt.Errorf("%s: the reply is to command %d, not %d", op, r.Ref, s.ref)
		case r.Status != http.StatusOK:
			return fmt.Errorf("%s on the live channel: %d %s", op, r.Status, bytes.TrimSpace(r.Body))
		case out != nil:
			return json.Unmarshal(r.Body, out)
		}
		return nil
	case <-ctx.Done():
		return fmt.Errorf("%s on the live channel: no reply: %w", op, ctx.Err())
	}
}

// verify compares what the clients were told with the server's live view
// of the round: every acknowledged check must be counted there.
func (l *load) verify(ctx context.Context, solvers []*solver) (lost, solved int, err error) {
	var live struct {
		Solvers []struct {
			ID       string
			Attempts int
			Solved   bool
		}
	}
	if len(l.urls) > 1 {
		// The first server hears of the others' last presses through the
		// log's notifications, within milliseconds; give it a moment.
		time.Sleep(2 * time.Second)
	}
	if err := l.call(ctx, l.org, "GET", "/api/tournaments/"+l.tid+"/rounds/1/live", nil, &live, ""); err != nil {
		return 0, 0, fmt.Errorf("live view: %w", err)
	}
	server := map[string]int{}
	serverSolved := map[string]bool{}
	for _, s := range live.Solvers {
		server[s.ID], serverSolved[s.ID] = s.Attempts, s.Solved
	}
	for _, s := range solvers {
		if server[s.id] < s.acked {
			lost += s.acked - server[s.id]
		}
		if s.solved && serverSolved[s.id] {
			solved++
		}
	}
	return lost, solved, nil
}

// call sends a JSON request to the first server and decodes a 2xx answer
// into out.
func (l *load) call(ctx context.Context, c *http.Client, method, path string, body, out any, token string) error {
	return l.callAt(ctx, l.urls[0], c, method, path, body, out, token)
}

// callAt is call to the server at base.
func (l *load) callAt(ctx context.Context, base string, c *http.Client, method, path string, body, out any, token string) error {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, base+path, rd)
	if err != nil {
		return err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %d %s", method, path, resp.StatusCode, bytes.TrimSpace(raw))
	}
	if out != nil {
		return json.Unmarshal(raw, out)
	}
	return nil
}
