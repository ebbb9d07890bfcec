package sqlite

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

// TestOldLogs opens logs written by earlier schema versions, kept as SQL in
// testdata/, and checks every event still reads back the same.
func TestOldLogs(t *testing.T) {
	want := map[string][]turnir.Event{
		"Кубок-2026": {
			{Version: 1, Type: "TournamentCreated", Data: []byte(`{"name":"Кубок России","rounds":7}`),
				At: time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC), Actor: "organizer"},
			{Version: 2, Type: "ParticipantRegistered", Data: []byte(`{"id":"p1","name":"Ёлкина Анна"}`),
				At: time.Date(2026, 3, 14, 9, 5, 12, 123456789, time.UTC), Actor: "organizer"},
			{Version: 3, Type: "ResultCorrected", Data: []byte(`{ "p": "p1",  "points": 5 }`),
				At: time.Date(2026, 3, 14, 12, 30, 0, 500000000, time.UTC), Actor: "judge", Reason: "апелляция удовлетворена"},
		},
		"other": {
			{Version: 1, Type: "TournamentCreated", Data: []byte(`{"name":"Other"}`),
				At: time.Date(2026, 3, 15, 10, 0, 0, 1, time.UTC), Actor: "system"},
		},
	}
	dumps, err := filepath.Glob("testdata/v*.sql")
	if err != nil || len(dumps) == 0 {
		t.Fatalf("no old logs in testdata: %v", err)
	}
	for _, dump := range dumps {
		t.Run(filepath.Base(dump), func(t *testing.T) {
			sqlText, err := os.ReadFile(dump)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(t.TempDir(), "old.db")
			rawExec(t, path, string(sqlText))
			s, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			ctx := context.Background()
			streams, err := s.Streams(ctx, "")
			if err != nil || len(streams) != len(want) {
				t.Fatalf("Streams = %q, %v", streams, err)
			}
			for stream, events := range want {
				got, err := s.Load(ctx, stream, 0)
				if err != nil || len(got) != len(events) {
					t.Fatalf("Load(%s) = %d events, %v; want %d", stream, len(got), err, len(events))
				}
				for i, w := range events {
					g := got[i]
					if g.Stream != stream || g.Version != w.Version || g.Type != w.Type || !bytes.Equal(g.Data, w.Data) ||
						!g.At.Equal(w.At) || g.Actor != w.Actor || g.Reason != w.Reason {
						t.Errorf("%s #%d = %+v, want %+v", stream, i+1, g, w)
					}
				}
			}
			// The old log takes new events after its own.
			if _, err := s.Append(ctx, "other", 1, evsN(1)); err != nil {
				t.Fatal(err)
			}
			// The migration sealed the old events into the hash chain: an edit
			// made after the upgrade is damage.
			rawExec(t, path, "UPDATE events SET data = CAST('{\"name\":\"Edited\"}' AS BLOB) WHERE stream = 'other' AND version = 1")
			if _, err := s.Load(ctx, "other", 0); turnir.ErrorCode(err) != turnir.EDAMAGED || !strings.Contains(err.Error(), "#1") {
				t.Fatalf("Load after editing an old event: %v, want it damaged at #1", err)
			}
		})
	}
}

func TestChain(t *testing.T) {
	storetest.RunChain(t, func(t *testing.T) turnir.Store { return openTemp(t) },
		func(t *testing.T, s turnir.Store, stmt string) { rawExec(t, s.(*Store).path, stmt) })
}

// TestHeadHashIsTheStoredHead: the head hash verify prints is the hash the
// store keeps on the last event, so a published head can be checked
// against the database.
func TestHeadHashIsTheStoredHead(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	ctx := context.Background()
	s.Append(ctx, "t", 0, evsN(3))
	s.Append(ctx, "t", 3, []turnir.Event{{Type: "NoData", At: time.Unix(9, 0)}})
	evs, err := s.Load(ctx, "t", 0)
	if err != nil {
		t.Fatal(err)
	}
	var head []byte
	if err := s.db.QueryRow("SELECT hash FROM events WHERE stream = 't' AND version = 4").Scan(&head); err != nil {
		t.Fatal(err)
	}
	if got := turnir.HeadHash(evs); got != fmt.Sprintf("%x", head) {
		t.Fatalf("HeadHash = %s, stored head %x", got, head)
	}
}
