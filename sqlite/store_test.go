package sqlite

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"turnir"
	"turnir/storetest"
)

// openTemp opens a new log in a fresh file of the test's temporary folder.
func openTemp(t *testing.T) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "events.db"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) turnir.Store { return openTemp(t) })
}

// TestAppendFailingMidBatch makes the database itself refuse the third
// event of a batch (a trigger, standing in for a full disk or an I/O error
// in the middle of the transaction): none of the batch may stay.
func TestAppendFailingMidBatch(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	ctx := context.Background()
	if _, err := s.db.Exec(`CREATE TRIGGER poison BEFORE INSERT ON events WHEN NEW.type = 'Poison'
		BEGIN SELECT RAISE(ABORT, 'poisoned'); END`); err != nil {
		t.Fatal(err)
	}
	first := evsN(2)
	if _, err := s.Append(ctx, "t", 0, first); err != nil {
		t.Fatal(err)
	}
	batch := evsN(5)
	batch[2].Type = "Poison"
	if _, err := s.Append(ctx, "t", 2, batch); err == nil || !strings.Contains(err.Error(), "poisoned") {
		t.Fatalf("Append of a poisoned batch: %v, want the trigger's refusal", err)
	}
	got, err := s.Load(ctx, "t", 0)
	if err != nil || len(got) != 2 {
		t.Fatalf("after the failed batch the log has %d events (%v), want the 2 before it", len(got), err)
	}
	batch[2].Type = "Plain"
	if out, err := s.Append(ctx, "t", 2, batch); err != nil || out[4].Version != 7 {
		t.Fatalf("Append after the failure: %v", err)
	}
}
