package main

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"turnir"
	"turnir/puzzleswiss"
	"turnir/sqlite"
)

// TestDamagedStreamEveryReader edits a Check's time with raw SQL (the hash
// chain catches it) in one tournament and leaves another healthy: list must
// print the damaged one marked DAMAGED and exit 1, and verify, replay,
// standings and export must all fail naming the stream and event.
func TestDamagedStreamEveryReader(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	at := func(s string) string { return "--at=2026-03-01T" + s + "Z" }
	for _, id := range []string{"bad", "good"} {
		mustCLI(t, "create", "--db", db, "-t", id, "--name", "Турнир "+id, at("09:00:00"))
	}
	for _, n := range []string{"Анна", "Борис"} {
		mustCLI(t, "register", "--db", db, "-t", "bad", "--name", n, at("09:10:00"))
	}
	set := filepath.Join(t.TempDir(), "set.json")
	writeFile(t, set, `{"puzzles":[{"kind":"text","text":"2+2?","key":{"accepted":["4"]}}]}`)
	mustCLI(t, "puzzles", "--db", db, "-t", "bad", "--file", set, at("09:40:00"))
	mustCLI(t, "begin", "--db", db, "-t", "bad", at("10:00:00"))
	mustCLI(t, "start", "--db", db, "-t", "bad", "--solver", "s1", at("10:00:05"))
	mustCLI(t, "check", "--db", db, "-t", "bad", "--solver", "s1", "--answer", "4", at("10:01:00"))
	mustCLI(t, "verify", "--db", db, "-t", "bad")

	check := versionOf(t, db, "bad", puzzleswiss.EvChecked)
	raw, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec("UPDATE events SET at = '2026-03-01T10:00:30.000000000Z' WHERE stream = 'bad' AND version = ?", check); err != nil {
		t.Fatal(err)
	}
	raw.Close()

	want := fmt.Sprintf("stream bad is damaged at event #%d (%s)", check, puzzleswiss.EvChecked)
	wantRU := fmt.Sprintf("поток bad повреждён в событии #%d", check)
	code, out, errs := cli(t, "list", "--db", db)
	if code != 1 || !strings.Contains(out, "bad\tDAMAGED\t"+want) || !strings.Contains(out, wantRU) ||
		!strings.Contains(out, "good\tТурнир good") || !strings.Contains(errs, "1 damaged") {
		t.Errorf("list: exit %d\n%s%s\nwant bad marked DAMAGED (%s), good listed, exit 1", code, out, errs, want)
	}
	for _, args := range [][]string{{"verify"}, {"replay"}, {"standings"}, {"export", "--format", "csv"}} {
		code, _, errs := cli(t, append(args, "--db", db, "-t", "bad")...)
		if code != 1 || !strings.Contains(errs, want) || !strings.Contains(errs, wantRU) {
			t.Errorf("%s: exit %d, %s; want it to fail with %q", args[0], code, errs, want)
		}
	}
	if out := mustCLI(t, "verify", "--db", db, "-t", "good"); !strings.Contains(out, "hash chain intact, head hash ") {
		t.Errorf("verify of the healthy tournament does not give the head hash: %s", out)
	}
}

// TestUndecodablePayloadEveryReader appends an event whose payload does not
// decode (a bug or a hand-made log: the chain is intact): the readers must
// name the stream and event the same way.
func TestUndecodablePayloadEveryReader(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	mustCLI(t, "create", "--db", db, "-t", "bad", "--name", "Турнир", "--at=2026-03-01T09:00:00Z")
	st, err := sqlite.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	_, err = st.Append(context.Background(), "bad", 1, []turnir.Event{{Type: puzzleswiss.EvRegistered, Data: []byte(`[1]`)}})
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	want := "stream bad is damaged at event #2 (" + puzzleswiss.EvRegistered + ")"
	if code, out, _ := cli(t, "list", "--db", db); code != 1 || !strings.Contains(out, want) {
		t.Errorf("list: exit %d, %s; want %q", code, out, want)
	}
	for _, c := range []string{"verify", "replay", "standings"} {
		if code, _, errs := cli(t, c, "--db", db, "-t", "bad"); code != 1 || !strings.Contains(errs, want) {
			t.Errorf("%s: exit %d, %s; want %q", c, code, errs, want)
		}
	}
}

// versionOf returns the version of the first event of type typ in stream.
func versionOf(t *testing.T, db, stream, typ string) int64 {
	t.Helper()
	st, err := sqlite.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	evs, err := st.Load(context.Background(), stream, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if e.Type == typ {
			return e.Version
		}
	}
	t.Fatalf("no %s in %s", typ, stream)
	return 0
}

// TestRefusedCreateBurnsNothing: a create refused by validation (a blank
// name) must leave no seed file, so the next create gets the same id. The
// old code drew and stored the seed first, and the retry was refused with
// "already has a seed".
func TestRefusedCreateBurnsNothing(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	if code, _, errs := cli(t, "create", "--db", db, "--name", "   "); code != 1 || !strings.Contains(errs, "needs a name") {
		t.Fatalf("create with a blank name: exit %d %s", code, errs)
	}
	if seeds, _ := filepath.Glob(filepath.Join(db+".seeds", "*")); len(seeds) != 0 {
		t.Fatalf("the refused create left seed files %q", seeds)
	}
	if out := mustCLI(t, "create", "--db", db, "--name", "Турнир"); !strings.Contains(out, "created swiss-1 ") {
		t.Fatalf("the next create: %s, want the id swiss-1 the refused one would have had", out)
	}
}

// TestEmptyDatabaseFileNeedsCreate: a 0-byte file named as the database
// (a typo, a file another tool truncated) is refused, not silently set up
// as a new log; --create sets it up.
func TestEmptyDatabaseFileNeedsCreate(t *testing.T) {
	db := filepath.Join(t.TempDir(), "empty.db")
	writeFile(t, db, "")
	if code, _, errs := cli(t, "create", "--db", db, "--name", "Турнир"); code != 1 || !strings.Contains(errs, "is empty and turnir did not make it") || !strings.Contains(errs, "--create") {
		t.Fatalf("create on an empty file: exit %d %s", code, errs)
	}
	if out := mustCLI(t, "create", "--db", db, "--create", "--name", "Турнир"); !strings.Contains(out, "created swiss-1") {
		t.Fatalf("create --create: %s", out)
	}
	mustCLI(t, "list", "--db", db) // now it is ours
}
