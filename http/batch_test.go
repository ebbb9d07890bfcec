package http

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
	"turnir/regulation"
)

// gateStore is an in-memory turnir.Store whose Append can be held, to see
// what queues behind a commit in progress.
type gateStore struct {
	mu      sync.Mutex
	events  []turnir.Event
	appends []int         // events per Append
	gate    chan struct{} // when not nil, Append waits for it
	entered chan struct{}
}

func (s *gateStore) Append(_ context.Context, stream string, expected int64, evs []turnir.Event) ([]turnir.Event, error) {
	if s.gate != nil {
		s.entered <- struct{}{}
		<-s.gate
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if expected != int64(len(s.events)) {
		return nil, turnir.Errorf(turnir.ECONFLICT, "stale", "устарело")
	}
	out := make([]turnir.Event, len(evs))
	for i, e := range evs {
		e.Stream, e.Version = stream, int64(len(s.events)+1)
		s.events = append(s.events, e)
		out[i] = e
	}
	s.appends = append(s.appends, len(evs))
	return out, nil
}

func (s *gateStore) Load(_ context.Context, _ string, after int64) ([]turnir.Event, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]turnir.Event(nil), s.events[after:]...), nil
}
func (s *gateStore) Streams(context.Context, string) ([]string, error) { return []string{"cup"}, nil }
func (s *gateStore) Close() error                                      { return nil }

// TestGroupCommit proves that presses arriving while a commit is in
// progress are committed together in the next transaction, that each is
// answered only after that commit, and that two presses of one solver never
// share a transaction (the second sees the first applied).
func TestGroupCommit(t *testing.T) {
	st := &gateStore{}
	host := es.NewHost(st, puzzleswiss.New)
	ctx := context.Background()
	t0 := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
	reg, _ := regulation.Builtin("puzzle-swiss")
	seed := turnir.SeedFromUint64(1)
	must := func(f func(t *puzzleswiss.Tournament) ([]turnir.Event, error)) {
		t.Helper()
		if _, err := host.Do(ctx, "cup", f); err != nil {
			t.Fatal(err)
		}
	}
	must(func(*puzzleswiss.Tournament) ([]turnir.Event, error) {
		return puzzleswiss.Create(es.At(t0, "org", ""), "cup", "Cup", reg.PuzzleSwiss.Settings(), seed.Commitment())
	})
	b := &batcher{host: host, clock: &clockDeps{}, stream: "cup"}
	const n = 40
	var ids []string
	for i := range n {
		id := fmt.Sprintf("s%02d", i)
		ids = append(ids, id)
		must(func(tr *puzzleswiss.Tournament) ([]turnir.Event, error) { return tr.Register(id, id, "", t0) })
	}
	must(func(tr *puzzleswiss.Tournament) ([]turnir.Event, error) {
		return tr.Begin(es.At(t0, "org", ""), seed, t0)
	})
	for range 2 {
		must(func(tr *puzzleswiss.Tournament) ([]turnir.Event, error) { return tr.Advance(t0) })
	}
	startOp := func(id string) *op {
		return &op{key: id, at: t0.Add(time.Second), run: func(tr *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, any, error) {
			evs, err := tr.Start(id, at)
			return evs, len(evs), err
		}}
	}

	st.gate, st.entered = make(chan struct{}), make(chan struct{}, 100)
	before := len(st.appends)
	results := make(chan any, 2*n)
	go func() { v, _ := b.do(ctx, startOp(ids[0])); results <- v }()
	<-st.entered // the first Start is being committed; hold it there
	var wg sync.WaitGroup
	for _, id := range append(ids[1:], ids[1]) { // ids[1] presses twice
		wg.Add(1)
		go func() { defer wg.Done(); v, _ := b.do(ctx, startOp(id)); results <- v }()
	}
	for { // wait until all of them have queued behind the held commit
		b.mu.Lock()
		q := len(b.queue)
		b.mu.Unlock()
		if q == n {
			break
		}
		time.Sleep(time.Millisecond)
	}
	select {
	case <-results:
		t.Fatal("a press was answered before its commit")
	default:
	}
	close(st.gate) // every later Append passes at once
	wg.Wait()
	got := st.appends[before:]
	// The held Start, then one transaction for the n-1 other solvers; the
	// repeated press runs in a batch of its own and writes nothing.
	if len(got) != 2 || got[0] != 1 || got[1] != n-1 {
		t.Fatalf("appends after the held one: %v, want [1 %d]", got, n-1)
	}
	wrote := 0
	for range n + 1 {
		if (<-results).(int) > 0 {
			wrote++
		}
	}
	if wrote != n {
		t.Fatalf("%d Start events written, want %d (the repeated press writes nothing)", wrote, n)
	}
}
