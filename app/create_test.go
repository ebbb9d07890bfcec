package app_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"turnir"
	"turnir/app"
	"turnir/es"
	"turnir/puzzleswiss"
	"turnir/sqlite"
)

// failingStore refuses every Append, as a full disk would.
type failingStore struct{ turnir.Store }

func (failingStore) Append(context.Context, string, int64, []turnir.Event) ([]turnir.Event, error) {
	return nil, errors.New("disk full")
}

// TestCreateLeavesNoSeedWhenNothingIsCommitted: the seed is written just
// before the append; when the append fails it is removed, so the id can be
// created again.
func TestCreateLeavesNoSeedWhenNothingIsCommitted(t *testing.T) {
	dir := t.TempDir()
	st, err := sqlite.Open(filepath.Join(dir, "t.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	seeds := app.Seeds{Dir: filepath.Join(dir, "seeds")}
	build := func(_ *puzzleswiss.Tournament, seed turnir.Seed) ([]turnir.Event, error) {
		return []turnir.Event{turnir.NewEvent(puzzleswiss.EvCreated, time.Unix(0, 0), "organizer", puzzleswiss.Created{ID: "x", Name: "X", Commitment: seed.Commitment()})}, nil
	}
	if _, err := app.Create(context.Background(), es.NewHost[*puzzleswiss.Tournament](failingStore{st}, puzzleswiss.New), seeds, "x", build); err == nil {
		t.Fatal("Create on a failing store succeeded")
	}
	if _, err := seeds.Get("x"); turnir.ErrorCode(err) != turnir.ENOTFOUND {
		t.Fatalf("after the failed append the seed is still there (%v)", err)
	}
	evs, err := app.Create(context.Background(), es.NewHost(st, puzzleswiss.New), seeds, "x", build)
	if err != nil || len(evs) != 1 {
		t.Fatalf("Create again: %v", err)
	}
	if _, err := seeds.Get("x"); err != nil {
		t.Fatalf("the committed tournament has no seed: %v", err)
	}
}
