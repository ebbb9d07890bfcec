package es_test

import (
	"context"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/sqlite"
)

// gatedStore is the real SQLite log with its first Append held until
// release is closed (a commit being made durable while others arrive) and
// every Append after the first refused when fail is set (a disk that
// fails).
type gatedStore struct {
	turnir.Store
	appends atomic.Int32
	entered chan struct{}
	release chan struct{}
	fail    bool
}

func (g *gatedStore) Append(ctx context.Context, stream string, expected int64, evs []turnir.Event) ([]turnir.Event, error) {
	if g.appends.Add(1) == 1 {
		close(g.entered)
		<-g.release
	} else if g.fail {
		return nil, turnir.Errorf(turnir.EINTERNAL, "disk failed", "диск отказал")
	}
	return g.Store.Append(ctx, stream, expected, evs)
}

func cloneTally(t *tally) *tally { c := *t; return &c }

// upTo adds n unless the count would pass 10: a command whose verdict
// depends on the commands before it.
func upTo(n int) func(*tally) ([]turnir.Event, error) {
	return func(t *tally) ([]turnir.Event, error) {
		if t.Count+n > 10 {
			return nil, turnir.Errorf(turnir.ECONFLICT, "over 10", "больше 10")
		}
		return t.add(n, es.Meta{At: at, Actor: "test"})
	}
}

// groupOf runs first alone (held in its Append), queues rest behind it
// and releases the first once all of them wait; it returns each command's
// answer in order.
func groupOf(t *testing.T, store *gatedStore, first func(*tally) ([]turnir.Event, error), rest ...func(*tally) ([]turnir.Event, error)) (*es.Host[*tally], []error, [][]turnir.Event) {
	t.Helper()
	host := es.NewHost(store, func() *tally { return &tally{} })
	g := es.NewGroup(host, cloneTally)
	ctx := context.Background()
	errs := make([]error, 1+len(rest))
	evs := make([][]turnir.Event, 1+len(rest))
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); evs[0], errs[0] = g.Do(ctx, "t1", first) }()
	<-store.entered
	for i, cmd := range rest {
		// One at a time, so that the queue's order is known.
		wg.Add(1)
		go func() { defer wg.Done(); evs[i+1], errs[i+1] = g.Do(ctx, "t1", cmd) }()
		for deadline := time.Now().Add(10 * time.Second); g.Pending("t1") != i+1; {
			if time.Now().After(deadline) {
				t.Fatalf("command %d never queued", i+2)
			}
			time.Sleep(time.Millisecond)
		}
	}
	close(store.release)
	wg.Wait()
	return host, errs, evs
}

func newGated(t *testing.T) *gatedStore {
	t.Helper()
	s, err := sqlite.Open(filepath.Join(t.TempDir(), "log.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return &gatedStore{Store: s, entered: make(chan struct{}), release: make(chan struct{})}
}

// TestGroupJudgesEachCommandOnThoseBeforeIt: the commands queued behind a
// commit go in one append, each judged on the state the ones before it
// leave, so the fourth add of 3 (1+3+3+3 = 10) is refused as it would be
// alone, and a refusal leaves the others in.
func TestGroupJudgesEachCommandOnThoseBeforeIt(t *testing.T) {
	store := newGated(t)
	host, errs, evs := groupOf(t, store, upTo(1), upTo(3), upTo(3), upTo(3), upTo(3), upTo(0))
	for i, want := range []bool{true, true, true, true, false, false} {
		if (errs[i] == nil) != want {
			t.Errorf("command %d: %v, want accepted %v", i+1, errs[i], want)
		}
	}
	if n := store.appends.Load(); n != 2 {
		t.Errorf("%d appends, want 2 (the first alone, the rest in one group)", n)
	}
	// Each caller gets its own committed events, numbered in order.
	for i, want := range []int64{1, 2, 3, 4} {
		if len(evs[i]) != 1 || evs[i][0].Version != want {
			t.Errorf("command %d committed %+v, want version %d", i+1, evs[i], want)
		}
	}
	var count int
	if err := host.Read(context.Background(), "t1", func(x *tally) error { count = x.Count; return nil }); err != nil {
		t.Fatal(err)
	}
	if count != 10 {
		t.Errorf("count %d, want 10", count)
	}
	// The log replays to the same state: nothing judged on a state the
	// log does not hold.
	logged, err := store.Load(context.Background(), "t1", 0)
	if err != nil {
		t.Fatal(err)
	}
	replayed, err := es.Fold("t1", logged, func() *tally { return &tally{} })
	if err != nil || replayed.Count != 10 {
		t.Fatalf("replayed %+v, %v", replayed, err)
	}
}

// TestGroupFailedAppendFailsItsWritersOnly: when a group's append fails,
// every command that wrote hears of it and none of their events is in the
// state; a command refused on its own keeps its own refusal.
func TestGroupFailedAppendFailsItsWritersOnly(t *testing.T) {
	store := newGated(t)
	store.fail = true
	host, errs, _ := groupOf(t, store, upTo(1), upTo(3), upTo(20), upTo(3))
	if errs[0] != nil {
		t.Fatalf("the first command: %v", errs[0])
	}
	for _, i := range []int{1, 3} {
		if turnir.ErrorCode(errs[i]) != turnir.EINTERNAL {
			t.Errorf("command %d: %v, want the disk's failure", i+1, errs[i])
		}
	}
	if turnir.ErrorCode(errs[2]) != turnir.ECONFLICT {
		t.Errorf("command 3: %v, want its own refusal", errs[2])
	}
	var count int
	if err := host.Read(context.Background(), "t1", func(x *tally) error { count = x.Count; return nil }); err != nil {
		t.Fatal(err)
	}
	if count != 1 {
		t.Errorf("count %d, want 1: a failed group leaves nothing in the state", count)
	}
}
