package storetest

import (
	"context"
	"errors"
	"strings"
	"testing"

	"turnir"
)

// Exec runs one SQL statement on the database under s with a plain
// connection, the way someone with the database's password would edit it.
// The statements name the table "events" and use only literals; a store
// whose table is named otherwise rewrites the name.
type Exec func(t *testing.T, s turnir.Store, stmt string)

// RunChain proves that a store keeps the hash chain (turnir.ChainHash): an
// event edited, removed or moved in the database behind turnir's back is
// reported by Load as an EDAMAGED error naming the stream and the event,
// never returned as if it were the logged fact.
func RunChain(t *testing.T, open func(t *testing.T) turnir.Store, exec Exec) {
	for _, tc := range []struct {
		name string
		stmt string
		at   string // the event the damage must be reported at
	}{
		{"edited_time", "UPDATE events SET at = '2026-03-14T09:00:00.000000000Z' WHERE stream = 'chain' AND version = 2", "#2"},
		{"edited_actor", "UPDATE events SET actor = 'organizer' WHERE stream = 'chain' AND version = 3", "#3"},
		{"edited_type", "UPDATE events SET type = 'Other' WHERE stream = 'chain' AND version = 1", "#1"},
		{"removed_event", "DELETE FROM events WHERE stream = 'chain' AND version = 2", "#2"},
		{"renumbered_event", "UPDATE events SET version = 9 WHERE stream = 'chain' AND version = 4", "#4"},
		{"moved_from_another_stream", "UPDATE events SET stream = 'chain', version = 5 WHERE stream = 'other' AND version = 1", "#5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := open(t)
			t.Cleanup(func() { s.Close() })
			mustAppend(t, s, "chain", 0, evs(1, 2))
			mustAppend(t, s, "chain", 2, evs(3, 2)) // the chain continues across batches
			mustAppend(t, s, "other", 0, evs(10, 1))
			checkLog(t, s, "chain", evs(1, 4)) // untouched, it verifies
			exec(t, s, tc.stmt)
			_, err := s.Load(context.Background(), "chain", 0)
			wantCode(t, err, turnir.EDAMAGED)
			var e *turnir.Error
			if !errors.As(err, &e) || !strings.Contains(e.EN, "stream chain") || !strings.Contains(e.EN, tc.at) ||
				!strings.Contains(e.RU, "поток chain") || !strings.Contains(e.RU, tc.at) {
				t.Fatalf("Load: %v; want the damage named at stream chain event %s in both languages", err, tc.at)
			}
			t.Logf("EN: %s\nRU: %s", e.EN, e.RU)
			if tc.name != "moved_from_another_stream" {
				checkLog(t, s, "other", evs(10, 1)) // the other stream is not affected
			}
		})
	}
	t.Run("load_after_checks_from_the_stored_hash", func(t *testing.T) {
		s := open(t)
		t.Cleanup(func() { s.Close() })
		mustAppend(t, s, "chain", 0, evs(1, 4))
		exec(t, s, "UPDATE events SET reason = 'edited' WHERE stream = 'chain' AND version = 3")
		if got := mustLoad(t, s, "chain", 3); len(got) != 1 || got[0].Version != 4 {
			t.Fatalf("Load after 3 = %d events, want event 4 (it follows the stored hash of 3)", len(got))
		}
		_, err := s.Load(context.Background(), "chain", 2)
		wantCode(t, err, turnir.EDAMAGED)
		if !strings.Contains(err.Error(), "#3") {
			t.Fatalf("Load after 2: %v, want the damage at #3", err)
		}
	})
}
