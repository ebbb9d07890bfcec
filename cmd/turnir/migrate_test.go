package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"turnir/sqlite"
)

// TestMigrateThereAndBack copies a simulated tournament (hundreds of
// events, the hash chain of each stream) from SQLite to PostgreSQL and
// back to a new SQLite file: every stream reads back equal, byte for
// byte, the copy verifies, and a second migration into a non-empty log is
// refused.
func TestMigrateThereAndBack(t *testing.T) {
	pg := pgSchema(t)
	dir := t.TempDir()
	db, back := filepath.Join(dir, "a.db"), filepath.Join(dir, "b.db")
	mustCLI(t, "simulate", "--db", db, "--n", "40", "--seed", "5", "-t", "sim")
	mustCLI(t, "create", "--db", db, "-t", "second", "--name", "Второй", "--at=2026-03-01T09:00:00Z")

	out := mustCLI(t, "migrate", "--from", "sqlite:"+db, "--to", pg)
	if !strings.Contains(out, "copied 2 streams") {
		t.Fatalf("migrate to PostgreSQL: %s", out)
	}
	mustCLI(t, "migrate", "--from", pg, "--to", "sqlite:"+back)

	a, err := sqlite.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := sqlite.Open(back)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ctx := context.Background()
	sa, _ := a.Streams(ctx, "")
	sb, _ := b.Streams(ctx, "")
	if strings.Join(sa, ",") != strings.Join(sb, ",") {
		t.Fatalf("streams %v, back %v", sa, sb)
	}
	total := 0
	for _, st := range sa {
		ea, _ := a.Load(ctx, st, 0)
		eb, _ := b.Load(ctx, st, 0)
		total += len(ea)
		if err := sameEvents(st, ea, eb); err != nil {
			t.Fatal(err)
		}
		for i := range ea { // at the level of bytes too: sameEvents could be wrong
			if !bytes.Equal(ea[i].Data, eb[i].Data) || ea[i].At.Format(turnirTime) != eb[i].At.Format(turnirTime) {
				t.Fatalf("%s #%d differs after the round trip", st, i+1)
			}
		}
	}
	if total < 500 {
		t.Fatalf("only %d events: the simulation should have made hundreds", total)
	}
	mustCLI(t, "verify", "--db", back, "-t", "sim")

	code, _, errs := cli(t, "migrate", "--from", "sqlite:"+db, "--to", pg)
	if code == 0 || !strings.Contains(errs, "only into an empty log") {
		t.Fatalf("a second migration into the same log: exit %d, %s", code, errs)
	}
}

const turnirTime = "2006-01-02T15:04:05.000000000Z07:00"

// TestMigrateRefusesWhatIsNotThere: a mistyped SQLite source is refused
// (it was created empty and "copied" with exit 0, leaving an empty,
// initialised destination), and a PostgreSQL that cannot be reached is
// named with its cause, not "Internal error.".
func TestMigrateRefusesWhatIsNotThere(t *testing.T) {
	dir := t.TempDir()
	missing, dst := filepath.Join(dir, "typo.db"), filepath.Join(dir, "copy.db")
	code, out, errs := cli(t, "migrate", "--from", "sqlite:"+missing, "--to", "sqlite:"+dst)
	if code == 0 || !strings.Contains(errs, "no SQLite log") || strings.Contains(out, "copied") {
		t.Fatalf("a missing source: exit %d\n%s%s", code, out, errs)
	}
	for _, f := range []string{missing, dst} {
		if _, err := os.Stat(f); err == nil {
			t.Errorf("%s was created", f)
		}
	}
	code, _, errs = cli(t, "migrate", "--from", "postgres://turnir@127.0.0.1:1/nowhere?connect_timeout=2", "--to", "sqlite:"+dst)
	if code == 0 || strings.Contains(errs, "Internal error") || !strings.Contains(errs, "127.0.0.1") {
		t.Fatalf("an unreachable PostgreSQL: exit %d\n%s", code, errs)
	}
}
