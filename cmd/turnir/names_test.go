package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/puzzleswiss"
	"turnir/sqlite"
)

// TestStandingsEscapeControlsFromOldLogs: a log written before names were
// cleaned may hold a solver named with an ESC sequence; `turnir standings`
// prints it escaped, so it cannot colour or clear the organizer's
// terminal. A new registration of such a name is refused (P2).
func TestStandingsEscapeControlsFromOldLogs(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	mustCLI(t, "create", "--db", db, "-t", "old", "--name", "Old cup", "--at=2026-03-01T09:00:00Z")
	mustCLI(t, "register", "--db", db, "-t", "old", "--name", "Анна", "--at=2026-03-01T09:01:00Z")
	st, err := sqlite.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 3, 1, 9, 2, 0, 0, time.UTC)
	old := turnir.NewEvent(puzzleswiss.EvRegistered, at, "s9", puzzleswiss.Registered{ID: "s9", Name: "\x1b[31mEve\x1b[2J\u202e"})
	if _, err := st.Append(context.Background(), "old", turnir.AnyVersion, []turnir.Event{old}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	code, _, errs := cli(t, "register", "--db", db, "-t", "old", "--name", "\x1b[31mBob", "--at=2026-03-01T09:03:00Z")
	if code == 0 || !strings.Contains(errs, "U+001B") {
		t.Errorf("register of an ESC name: exit %d, %s", code, errs)
	}
	set := filepath.Join(t.TempDir(), "set.json")
	writeFile(t, set, `{"puzzles":[{"kind":"text","text":"2+2?","key":{"accepted":["4"]}}]}`)
	mustCLI(t, "puzzles", "--db", db, "-t", "old", "--file", set, "--at=2026-03-01T09:04:00Z")
	mustCLI(t, "begin", "--db", db, "-t", "old", "--at=2026-03-01T10:00:00Z")

	out := mustCLI(t, "standings", "--db", db, "-t", "old")
	if strings.ContainsAny(out, "\x1b\u202e") {
		t.Fatalf("standings passed a control character to the terminal: %q", out)
	}
	if !strings.Contains(out, `\u001b[31mEve\u001b[2J\u202e`) {
		t.Errorf("standings does not show the escaped name: %q", out)
	}
}

// TestCreateFlagsHaveRanges: the settings flags are checked as a
// regulation file's fields, upper limits included.
func TestCreateFlagsHaveRanges(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	for _, flag := range []string{"--rounds=1000000", "--round-length=2000000h", "--pause=48h"} {
		if code, _, errs := cli(t, "create", "--db", db, "-t", "x", "--name", "X", flag); code == 0 || !strings.Contains(errs, "settings: field") {
			t.Errorf("create %s: exit %d, %s", flag, code, errs)
		}
	}
}
