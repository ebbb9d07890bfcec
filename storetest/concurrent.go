package storetest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"turnir"
)

// mark is the payload of the concurrency tests: which writer, which of its
// events.
type mark struct {
	W int `json:"w"`
	I int `json:"i"`
}

func markEvent(w, i int) turnir.Event {
	return turnir.NewEvent("Mark", at, fmt.Sprintf("writer-%d", w), mark{W: w, I: i})
}

// checkMarks fails unless the stream is versions 1..writers*per, holding
// every writer's events exactly once and in each writer's order.
func checkMarks(t *testing.T, s turnir.Store, stream string, writers, per int) {
	t.Helper()
	got := mustLoad(t, s, stream, 0)
	if len(got) != writers*per {
		t.Fatalf("stream holds %d events, want %d", len(got), writers*per)
	}
	next := make([]int, writers)
	for i, e := range got {
		if e.Version != int64(i+1) {
			t.Fatalf("event %d has version %d: gap or duplicate", i+1, e.Version)
		}
		var m mark
		if err := e.Decode(&m); err != nil {
			t.Fatal(err)
		}
		if m.W < 0 || m.W >= writers || m.I != next[m.W] {
			t.Fatalf("version %d holds writer %d event %d, want that writer's event %d",
				e.Version, m.W, m.I, next[m.W])
		}
		next[m.W]++
	}
}

// testConcurrentExpected runs writers that each read the head, append a
// small batch at that version and, on ECONFLICT, read again and retry: the
// way the server appends. Every batch must land exactly once.
func testConcurrentExpected(t *testing.T, s turnir.Store) {
	const writers, per = 8, 15
	seed := Seed(t)
	var wg sync.WaitGroup
	errs := make(chan error, writers)
	for w := range writers {
		rng := rand.New(rand.NewPCG(uint64(seed), uint64(w)))
		wg.Go(func() {
			ctx := context.Background()
			var head int64
			for i := 0; i < per; {
				n := min(1+rng.IntN(3), per-i)
				batch := make([]turnir.Event, n)
				for j := range batch {
					batch[j] = markEvent(w, i+j)
				}
				for tries := 0; ; tries++ {
					if tries > 10000 {
						errs <- fmt.Errorf("writer %d: no progress after %d conflicts", w, tries)
						return
					}
					_, err := s.Append(ctx, "race", head, batch)
					if err == nil {
						head += int64(n)
						break
					}
					if turnir.ErrorCode(err) != turnir.ECONFLICT {
						errs <- fmt.Errorf("writer %d: %w", w, err)
						return
					}
					newer, err := s.Load(ctx, "race", head)
					if err != nil {
						errs <- fmt.Errorf("writer %d: %w", w, err)
						return
					}
					if len(newer) > 0 {
						head = newer[len(newer)-1].Version
					}
				}
				i += n
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if !t.Failed() {
		checkMarks(t, s, "race", writers, per)
	}
}

// testConcurrentAny appends blindly from many writers: the store alone must
// hand out distinct, gap-free versions and return the ones it gave.
func testConcurrentAny(t *testing.T, s turnir.Store) {
	const writers, per = 8, 15
	var wg sync.WaitGroup
	var mu sync.Mutex
	given := map[int64]mark{}
	errs := make(chan error, writers*per)
	for w := range writers {
		wg.Go(func() {
			for i := range per {
				got, err := s.Append(context.Background(), "blind", turnir.AnyVersion,
					[]turnir.Event{markEvent(w, i)})
				if err != nil {
					errs <- fmt.Errorf("writer %d: %w", w, err)
					return
				}
				mu.Lock()
				if old, dup := given[got[0].Version]; dup {
					errs <- fmt.Errorf("version %d given to both %v and %v", got[0].Version, old, mark{w, i})
				}
				given[got[0].Version] = mark{w, i}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if t.Failed() {
		return
	}
	checkMarks(t, s, "blind", writers, per)
	for _, e := range mustLoad(t, s, "blind", 0) {
		var m mark
		if err := e.Decode(&m); err != nil {
			t.Fatal(err)
		}
		if given[e.Version] != m {
			t.Fatalf("Append returned version %d for %v, but the log has %v there", e.Version, given[e.Version], m)
		}
	}
}

// testReadersSeeWholeBatches loads while a writer appends batches of five:
// a reader must never see part of a batch.
func testReadersSeeWholeBatches(t *testing.T, s turnir.Store) {
	const batches, size = 30, 5
	ctx := context.Background()
	done := make(chan struct{})
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for r := range 2 {
		wg.Go(func() {
			for loads := 0; ; loads++ {
				select {
				case <-done:
					return
				default:
				}
				got, err := s.Load(ctx, "batches", 0)
				if err != nil {
					errs <- fmt.Errorf("reader %d: %w", r, err)
					return
				}
				if len(got)%size != 0 {
					errs <- fmt.Errorf("reader %d saw %d events: half a batch", r, len(got))
					return
				}
				for i, e := range got {
					if e.Version != int64(i+1) {
						errs <- fmt.Errorf("reader %d saw version %d at position %d", r, e.Version, i+1)
						return
					}
				}
			}
		})
	}
	var err error
	for b := 0; b < batches && err == nil; b++ {
		_, err = s.Append(ctx, "batches", int64(b*size), evs(b*size+1, size))
	}
	close(done)
	wg.Wait()
	close(errs)
	if err != nil {
		t.Fatal(err)
	}
	for err := range errs {
		t.Error(err)
	}
	checkLog(t, s, "batches", evs(1, batches*size))
}
