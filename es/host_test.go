package es_test

import (
	"context"
	"testing"

	"turnir"
	"turnir/es"
)

// brokenStore is a log whose stream cannot be read (a hash chain broken
// in the database, say): every Load is refused.
type brokenStore struct{ turnir.Store }

func (brokenStore) Load(context.Context, string, int64) ([]turnir.Event, error) {
	return nil, turnir.Damaged("t1", 3, "TallyAdded", turnir.Errorf(turnir.EINTERNAL, "hash chain broken", "цепочка хешей нарушена"))
}

// TestHostNeverServesAnUnreadableStreamAsEmpty: a stream the store refuses
// to load is refused on every read, not shown once as an empty state and
// then served as one (issue 9 item 4, found by review).
func TestHostNeverServesAnUnreadableStreamAsEmpty(t *testing.T) {
	h := es.NewHost(brokenStore{}, func() *tally { return &tally{} })
	for i := range 3 {
		err := h.Read(context.Background(), "t1", func(*tally) error { return nil })
		if !turnir.IsDamaged(err) {
			t.Fatalf("read %d of an unreadable stream: %v, want the damage", i+1, err)
		}
	}
}
