package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestIssue14_CommandLine: advance before the round ends says what it
// waits for and when; verify and replay take the database's only
// tournament without -t (and name the choice when there are several);
// replay and every command print events in words, not type names; help
// lists every command under a heading, the festival and team chess logs
// included; a duration flag reads "5 мин" (issue 14, items 3, 14, 21).
func TestIssue14_CommandLine(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	at := func(s string) string { return "--at=2026-03-01T" + s + "Z" }
	mustCLI(t, "create", "--db", db, "-t", "c", "--name", "Кубок", "--round-length", "5 мин", "--pause", "1:00", at("09:00:00"))
	for _, n := range []string{"Аня", "Борис"} {
		mustCLI(t, "register", "--db", db, "-t", "c", "--name", n, at("09:10:00"))
	}
	set := filepath.Join(t.TempDir(), "set.json")
	writeFile(t, set, `{"puzzles":[{"kind":"text","text":"2+2?","key":{"accepted":["4"]}}]}`)
	if out := mustCLI(t, "puzzles", "--db", db, "-t", "c", "--file", set, at("09:40:00")); !strings.Contains(out, "Puzzles set (Загружены головоломки)") || strings.Contains(out, "PuzzlesSet") {
		t.Errorf("puzzles prints %q", out)
	}
	if out := mustCLI(t, "advance", "--db", db, "-t", "c", at("09:50:00")); !strings.Contains(out, "nothing is due yet") || !strings.Contains(out, "turnir begin") {
		t.Errorf("advance in registration prints %q", out)
	}
	mustCLI(t, "schedule", "--db", db, "-t", "c", "--starts-at=2026-03-01T10:06:00Z", "--registration-closes-at=2026-03-01T10:00:00Z", at("09:55:00"))
	out := mustCLI(t, "advance", "--db", db, "-t", "c", at("10:08:00"))
	if !strings.Contains(out, "Registration closed, lots drawn") || !strings.Contains(out, "Round opened") ||
		!strings.Contains(out, "round 1 ends at 2026-03-01T10:11:00Z (3m0s)") || !strings.Contains(out, "тур 1 закончится") {
		t.Errorf("advance at the scheduled start prints %q", out)
	}
	if out := mustCLI(t, "advance", "--db", db, "-t", "c", at("10:09:00")); !strings.Contains(out, "nothing is due yet: round 1 ends at 2026-03-01T10:11:00Z (2m0s)") {
		t.Errorf("advance before the round's end prints %q", out)
	}
	if code, out, errs := cli(t, "verify", "--db", db); code != 0 || !strings.Contains(out, "confirmed") || !strings.Contains(errs, "the only tournament") {
		t.Errorf("verify without -t: %d %q %q", code, out, errs)
	}
	code, out, _ := cli(t, "replay", "--db", db)
	if code != 0 || !strings.Contains(out, "Start scheduled (Назначено время начала)") || strings.Contains(out, "TournamentBegun") ||
		!strings.Contains(out, "Solver registered (Участник зарегистрирован): Борис") || !strings.Contains(out, "Round opened (Тур начался), round 1 (тур 1)") {
		t.Errorf("replay without -t: %d %q", code, out)
	}
	mustCLI(t, "create", "--db", db, "-t", "d", "--name", "Второй")
	if code, _, errs := cli(t, "verify", "--db", db); code == 0 || !strings.Contains(errs, "choose one with -t: c, d") {
		t.Errorf("verify of two without -t: %d %q", code, errs)
	}
	help := mustCLI(t, "help")
	for _, want := range []string{"festival (fest.ID)", "team chess event (chess.ID)", "Brain-ring", "The puzzle Swiss on a database file"} {
		if !strings.Contains(help, want) {
			t.Errorf("help lacks %q", want)
		}
	}
	for name := range commands {
		if !strings.Contains(help, "  "+name+" ") {
			t.Errorf("help does not list %s", name)
		}
	}
	if code, _, errs := cli(t, "create", "--db", db, "--name", "X", "--round-length", "5 парсеков"); code == 0 || !strings.Contains(errs, "5 мин") || strings.Contains(errs, "unknown unit") {
		t.Errorf("a bad duration flag: %d %q", code, errs)
	}
}
