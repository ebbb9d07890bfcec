package http

import (
	"context"
	"log/slog"
	"runtime"
	"sync"
	"time"

	"turnir/es"
	"turnir/puzzleswiss"
)

// Room before a herd. When a round opens, every solver presses Start
// within a second or two and then checks every few seconds: the busiest
// moment of a tournament, on a server that holds thousands of WebSockets.
// A garbage collection in those seconds takes about half the CPU for a
// quarter of a second (it scans every connection's goroutines), and in
// the herd of BENCHMARKS.md every Check of that moment waited for it: it
// was the round's p99. So the server collects just before each opening,
// while the solvers are still waiting and the server is idle: the herd
// then starts with the whole of the collector's headroom (serve sets it
// five-fold, cmd/turnir/gc.go) and meets no collection in its first
// seconds. Once per round per server; the opening itself never waits for
// it unless it is due at once (a Begin with the first round now).

// herdLead is how long before a scheduled opening the collection runs:
// the scheduler ticks every 250 ms, and a collection with 10,000
// connections took 200-600 ms here.
const herdLead = time.Second

// herdFresh is how recent a collection may be to serve the next opening
// too: a server with many tournaments whose rounds open close together
// collects once for them all, at most once in this time (a collection of
// a large heap costs a few hundred ms of CPU).
const herdFresh = 10 * time.Second

// herdRoom makes room once for each round's opening.
type herdRoom struct {
	mu   sync.Mutex
	made map[string]int // stream -> the last round room was made for
	last time.Time      // the last collection began (wall clock)
	// collect is runtime.GC, fresh herdFresh; a test counts the calls
	// and sets its own.
	collect func()
	fresh   time.Duration
}

func newHerdRoom() *herdRoom {
	return &herdRoom{made: map[string]int{}, collect: runtime.GC, fresh: herdFresh}
}

// before collects for round n of stream unless that was done already, or
// a collection for another began less than herdFresh ago, and says
// whether it did. A nil room does nothing (tests' bare clocks).
func (h *herdRoom) before(stream string, n int) bool {
	if h == nil {
		return false
	}
	h.mu.Lock()
	if h.made[stream] >= n {
		h.mu.Unlock()
		return false
	}
	h.made[stream] = n
	t := time.Now()
	if !h.last.IsZero() && t.Sub(h.last) < h.fresh {
		h.mu.Unlock()
		return false
	}
	h.last = t
	h.mu.Unlock()
	h.collect()
	slog.Debug("collected before a round's opening", "tournament", stream, "round", n, "ms", time.Since(t).Milliseconds())
	return true
}

// forget drops a stream's record (the tournament finished).
func (h *herdRoom) forget(stream string) {
	if h == nil {
		return
	}
	h.mu.Lock()
	delete(h.made, stream)
	h.mu.Unlock()
}

// openingDue is the round whose opening is the stream's next clock step
// and falls due within lead of now (0 when none).
func openingDue(ctx context.Context, host *es.Host[*puzzleswiss.Tournament], stream string, now time.Time, lead time.Duration) int {
	n := 0
	host.Read(ctx, stream, func(t *puzzleswiss.Tournament) error {
		if r, at, ok := t.NextOpening(); ok && !now.Add(lead).Before(at) {
			n = r
		}
		return nil
	})
	return n
}

// makeRoom runs, at every tick on every server (the round clock's leader
// or not: each server's own solvers make its herd), the collection before
// each round opening within herdLead. It does not hold up the tick.
func (s *Server) makeRoom(ctx context.Context) {
	now := s.clock.Now()
	for _, id := range s.runningIDs() {
		if n := openingDue(ctx, s.host, id, now, herdLead); n > 0 {
			go s.batch.clock.herd.before(id, n)
		}
	}
}
