package http

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
	"turnir/regulation"
	"turnir/sqlite"
)

// herdServer is a server on a real log and a manual clock whose
// collections before an opening are counted, each with whether the round
// it was made for had already opened.
type herdServer struct {
	s     *Server
	clock *turnir.ManualClock
	mu    sync.Mutex
	calls []string // "round N open=false" per collection
}

func newHerdServer(t *testing.T, t0 time.Time) *herdServer {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "turnir.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	h := &herdServer{clock: turnir.NewManualClock(t0)}
	h.s, err = New(Config{Store: st, Clock: h.clock, DataDir: t.TempDir(), OrgPassword: "herd-password", Web: fstest.MapFS{}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.s.Close)
	h.s.batch.clock.herd.fresh = 0 // every opening collects (TestHerdRoomCollectsOnceInAWhile has the other case)
	h.s.batch.clock.herd.collect = func() {
		_ = h.s.host.Read(context.Background(), "cup", func(tr *puzzleswiss.Tournament) error {
			r := tr.Current()
			h.mu.Lock()
			h.calls = append(h.calls, fmt.Sprintf("round %d open=%v", r.N, r.Opened))
			h.mu.Unlock()
			return nil
		})
	}
	return h
}

// begin creates a tournament of four and begins it at t0 with its first
// round opening at first.
func (h *herdServer) begin(t *testing.T, t0, first time.Time) {
	t.Helper()
	reg, _ := regulation.Builtin("puzzle-swiss")
	seed := turnir.SeedFromUint64(1)
	do := func(f func(tr *puzzleswiss.Tournament) ([]turnir.Event, error)) {
		t.Helper()
		if _, err := h.s.host.Do(context.Background(), "cup", f); err != nil {
			t.Fatal(err)
		}
	}
	do(func(*puzzleswiss.Tournament) ([]turnir.Event, error) {
		return puzzleswiss.Create(es.At(t0, "org", ""), "cup", "Cup", reg.PuzzleSwiss.Settings(), seed.Commitment())
	})
	for i := range 4 {
		id := fmt.Sprintf("s%d", i)
		do(func(tr *puzzleswiss.Tournament) ([]turnir.Event, error) { return tr.Register(id, id, "", t0) })
	}
	do(func(tr *puzzleswiss.Tournament) ([]turnir.Event, error) {
		return tr.Begin(es.At(t0, "org", ""), seed, first)
	})
}

// collections waits up to wait for want collections (makeRoom runs them
// in the background) and returns what was recorded.
func (h *herdServer) collections(want int, wait time.Duration) []string {
	deadline := time.Now().Add(wait)
	for {
		h.mu.Lock()
		got := append([]string(nil), h.calls...)
		h.mu.Unlock()
		if len(got) >= want || time.Now().After(deadline) {
			return got
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// nextOpening is the tournament's next opening, as the clock will make it.
func (h *herdServer) nextOpening(t *testing.T) (int, time.Time) {
	t.Helper()
	var n int
	var at time.Time
	_ = h.s.host.Read(context.Background(), "cup", func(tr *puzzleswiss.Tournament) error {
		n, at, _ = tr.NextOpening()
		return nil
	})
	if n == 0 {
		t.Fatal("no opening is next")
	}
	return n, at
}

// TestHerdRoomCollectsOnceBeforeEachOpening: a second before a scheduled
// opening the server collects its garbage, once, while the round is not
// yet open; the opening then does not wait for another. A round that
// falls due with no tick before it (the next round's opening reached in
// one catch-up, as after a long pause of the scheduler) is collected for
// at once, still before it opens.
func TestHerdRoomCollectsOnceBeforeEachOpening(t *testing.T) {
	t0 := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
	h := newHerdServer(t, t0)
	ctx := context.Background()
	h.begin(t, t0, t0.Add(10*time.Second))
	h.s.Tick(ctx) // draws round 1
	n, opens := h.nextOpening(t)
	if n != 1 || !opens.Equal(t0.Add(10*time.Second)) {
		t.Fatalf("round %d opens at %v, want round 1 at 10:00:10", n, opens)
	}
	h.s.makeRoom(ctx)
	h.clock.Set(opens.Add(-herdLead - time.Millisecond))
	h.s.makeRoom(ctx)
	if got := h.collections(1, 100*time.Millisecond); len(got) != 0 {
		t.Fatalf("collected %v more than %v before the opening", got, herdLead)
	}
	h.clock.Set(opens.Add(-herdLead / 2))
	h.s.makeRoom(ctx)
	if got := h.collections(1, 5*time.Second); len(got) != 1 || got[0] != "round 1 open=false" {
		t.Fatalf("half the lead before the opening: collections %v, want one for round 1 before it opens", got)
	}
	h.s.makeRoom(ctx)
	h.clock.Set(opens)
	h.s.Tick(ctx) // opens round 1
	h.s.makeRoom(ctx)
	if got := h.collections(2, 100*time.Millisecond); len(got) != 1 {
		t.Fatalf("collections %v: round 1 was collected for more than once", got)
	}

	// Round 1 closes at its end and round 2 is drawn; the clock next runs
	// when round 2 is due to open, with no tick in the lead before it.
	var ends time.Time
	_ = h.s.host.Read(ctx, "cup", func(tr *puzzleswiss.Tournament) error { ends = tr.Current().EndsAt; return nil })
	h.clock.Set(ends)
	h.s.Tick(ctx)
	n, opens = h.nextOpening(t)
	if n != 2 {
		t.Fatalf("after round 1's end the next opening is round %d", n)
	}
	h.clock.Set(opens)
	h.s.Tick(ctx)
	if got := h.collections(2, 5*time.Second); len(got) != 2 || got[1] != "round 2 open=false" {
		t.Fatalf("collections %v, want round 2's made in the catch-up before it opened", got)
	}
	var open bool
	_ = h.s.host.Read(ctx, "cup", func(tr *puzzleswiss.Tournament) error {
		open = tr.Current().N == 2 && tr.Current().Opened
		return nil
	})
	if !open {
		t.Fatal("round 2 is not open after the tick at its opening")
	}
}

// TestHerdRoomBeforeARoundBegunNow: a Begin with the first round at once
// gives the ticks no lead; the catch-up that opens the round collects
// first.
func TestHerdRoomBeforeARoundBegunNow(t *testing.T) {
	t0 := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
	h := newHerdServer(t, t0)
	h.begin(t, t0, t0)
	h.s.Tick(context.Background()) // draws round 1 and opens it
	if got := h.collections(1, 5*time.Second); len(got) != 1 || got[0] != "round 1 open=false" {
		t.Fatalf("collections %v, want one for round 1 before it opened", got)
	}
}

// TestHerdRoomCollectsOnceInAWhile: rounds of several tournaments that
// open close together share one collection; one after the fresh time
// gets its own; a round already served is not collected for again.
func TestHerdRoomCollectsOnceInAWhile(t *testing.T) {
	n := 0
	h := &herdRoom{made: map[string]int{}, collect: func() { n++ }, fresh: time.Hour}
	if !h.before("a", 1) || h.before("b", 1) || h.before("c", 3) || n != 1 {
		t.Fatalf("three openings at once: %d collections, want 1", n)
	}
	h.last = h.last.Add(-2 * time.Hour)
	if h.before("a", 1) || !h.before("b", 2) || n != 2 {
		t.Fatalf("after the fresh time: %d collections, want 2 (round a-1 served already)", n)
	}
	var none *herdRoom
	if none.before("a", 1) {
		t.Fatal("a nil room collected")
	}
}
