package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestP9_StartBeforeAnyAdvance: on the command line, a Start entered at
// 10:06:05 for a round drawn to open at 10:06:00 is accepted with no
// advance between: the clock catches up to the command's --at first, and
// stamps the opening at 10:06:00. A later advance an hour late closes the
// round at its end, 10:11:00 (P8).
func TestP9_StartBeforeAnyAdvance(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	at := func(s string) string { return "--at=2026-03-01T" + s + "Z" }
	mustCLI(t, "create", "--db", db, "-t", "c", "--name", "Кубок", at("09:00:00"))
	for _, n := range []string{"Анна", "Борис"} {
		mustCLI(t, "register", "--db", db, "-t", "c", "--name", n, at("09:10:00"))
	}
	set := filepath.Join(t.TempDir(), "set.json")
	writeFile(t, set, `{"puzzles":[{"kind":"text","text":"2+2?","key":{"accepted":["4"]}}]}`)
	mustCLI(t, "puzzles", "--db", db, "-t", "c", "--file", set, at("09:40:00"))
	mustCLI(t, "begin", "--db", db, "-t", "c", "--first-round-at=2026-03-01T10:06:00Z", at("10:00:00"))
	mustCLI(t, "start", "--db", db, "-t", "c", "--solver", "s1", at("10:06:05"))
	mustCLI(t, "advance", "--db", db, "-t", "c", at("11:11:00"))
	got := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(mustCLI(t, "replay", "--json", "--db", db, "-t", "c")), "\n") {
		var e struct{ Type, At string }
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatal(err)
		}
		got[e.Type] = e.At
	}
	for typ, want := range map[string]string{"RoundOpened": "10:06:00", "SolverStarted": "10:06:05", "RoundClosed": "10:11:00", "TournamentFinished": "10:11:00"} {
		if got[typ] != "2026-03-01T"+want+"Z" {
			t.Errorf("%s at %s, want %s", typ, got[typ], want)
		}
	}
}
