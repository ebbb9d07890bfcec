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

// TestStandingsComputedOnceForAHerd: when a round opens, every solver's
// page asks for its view at once, and each view holds the solver's place.
// The table is computed once for them all, not once a reader: a herd of
// 10,000 had spent minutes of CPU computing the same table.
func TestStandingsComputedOnceForAHerd(t *testing.T) {
	host := es.NewHost(&gateStore{}, puzzleswiss.New)
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
	for i := range 2000 {
		id := fmt.Sprintf("s%04d", i)
		must(func(tr *puzzleswiss.Tournament) ([]turnir.Event, error) { return tr.Register(id, id, "", t0) })
	}
	must(func(tr *puzzleswiss.Tournament) ([]turnir.Event, error) {
		return tr.Begin(es.At(t0, "org", ""), seed, t0)
	})
	s := &Server{cache: map[string]*cached{}}
	places := make([]string, 200)
	var wg sync.WaitGroup
	herd := make(chan struct{}) // all readers ask at the same moment
	for i := range places {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-herd
			_ = host.Read(ctx, "cup", func(tr *puzzleswiss.Tournament) error {
				places[i] = s.standings(tr).PlaceOf(fmt.Sprintf("s%04d", i))
				return nil
			})
		}()
	}
	close(herd)
	wg.Wait()
	if n := s.computed.Load(); n != 1 {
		t.Fatalf("200 readers at once computed the standings %d times, want once", n)
	}
	for i, p := range places {
		if p == "" {
			t.Fatalf("reader %d got no place", i)
		}
	}
}
