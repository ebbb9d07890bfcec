package http

import (
	"context"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
	"turnir/puzzleswiss/puzzle"
	"turnir/regulation"
)

// TestP9_QueuedCheckBeforeTheEndBeatsTheTick: one group commit holds, in
// arrival order, the scheduler's tick at 10:05:01, a Check stamped
// 10:04:59.999 and one stamped 10:05:00.001, for a round ending 10:05:00.
// The batch runs in time order, the clock catching up to each op's time
// first: the early Check is judged in the round, the close is stamped at
// the end, and the late Check meets the closed round.
func TestP9_QueuedCheckBeforeTheEndBeatsTheTick(t *testing.T) {
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
	set := puzzle.Set{Puzzles: []puzzle.Puzzle{{ID: "p1", Kind: puzzle.KindText, Text: "?", Key: &puzzle.Key{Accepted: []string{"4"}}}}}
	must(func(tr *puzzleswiss.Tournament) ([]turnir.Event, error) {
		return tr.SetPuzzles(es.At(t0, "org", ""), set)
	})
	for _, id := range []string{"a", "b"} {
		must(func(tr *puzzleswiss.Tournament) ([]turnir.Event, error) { return tr.Register(id, id, "", t0) })
	}
	must(func(tr *puzzleswiss.Tournament) ([]turnir.Event, error) {
		return tr.Begin(es.At(t0, "org", ""), seed, t0)
	})
	if err := catchUp(ctx, host, &clockDeps{}, "cup", t0); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"a", "b"} {
		must(func(tr *puzzleswiss.Tournament) ([]turnir.Event, error) { return tr.Start(id, t0) })
	}
	end := t0.Add(5 * time.Minute)
	check := func(id string, at time.Time) *op {
		return &op{key: id, at: at, done: make(chan struct{}), run: func(tr *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, any, error) {
			evs, ok, err := tr.Check(id, "4", at)
			return evs, ok, err
		}}
	}
	tick := &op{key: clockKey, at: end.Add(time.Second), done: make(chan struct{}),
		run: func(*puzzleswiss.Tournament, time.Time) ([]turnir.Event, any, error) { return nil, nil, nil }}
	early, late := check("a", end.Add(-time.Millisecond)), check("b", end.Add(time.Millisecond))
	(&batcher{host: host, clock: &clockDeps{}, stream: "cup"}).commit([]*op{tick, early, late})
	if early.err != nil || early.val != true {
		t.Errorf("P9: the Check stamped before the end: %v %v, want judged right", early.val, early.err)
	}
	if turnir.ErrorCode(late.err) != turnir.ECONFLICT {
		t.Errorf("P9: the Check stamped after the end: %v %v, want refused", late.val, late.err)
	}
	host.Read(ctx, "cup", func(tr *puzzleswiss.Tournament) error {
		if r := tr.Round(1); !r.Closed || !r.ClosedAt.Equal(end) || r.Results["a"].Points != 2 {
			t.Errorf("P8, P11: round closed %v at %v, results %v; want closed at its end with a's 2 points", r.Closed, r.ClosedAt, r.Results)
		}
		return nil
	})
}
