package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/puzzleswiss"
	"turnir/sqlite"
	"turnir/teamchess"
)

// TestPuzzleCommandsKnowTheKind: a puzzle Swiss command given a festival's
// stream says what the stream is instead of taking its log for a damaged
// tournament; and no command can create a puzzle Swiss tournament under a
// festival's prefix (the id rule is es.ValidID, in every kind's Create).
func TestPuzzleCommandsKnowTheKind(t *testing.T) {
	db := filepath.Join(t.TempDir(), "k.db")
	evs, err := festival.DemoCup(turnir.SeedFromUint64(3), time.Date(2026, 5, 9, 9, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	for i := range evs {
		evs[i].Stream = "fest.cup"
	}
	st, err := sqlite.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Append(context.Background(), "fest.cup", 0, evs); err != nil {
		t.Fatal(err)
	}
	st.Close()
	for _, args := range [][]string{{"advance"}, {"register", "--name", "Аня"}, {"begin"}} {
		code, _, errs := cli(t, append(append([]string{}, args[0], "--db", db, "-t", "fest.cup"), args[1:]...)...)
		if code == 0 || strings.Contains(errs, "damaged") || !strings.Contains(errs, "fest.cup is a festival, not a puzzle Swiss tournament") {
			t.Errorf("%s on a festival: exit %d, %q", args[0], code, errs)
		}
	}
	code, _, errs := cli(t, "create", "--db", db, "-t", "fest.evil", "--name", "Кубок")
	if code == 0 || !strings.Contains(errs, "fest.evil is a festival, not a puzzle Swiss tournament") {
		t.Errorf("create -t fest.evil: exit %d, %q", code, errs)
	}
	if code, out, _ := cli(t, "list", "--db", db); code != 0 || strings.Contains(out, "DAMAGED") {
		t.Errorf("list after the refusals: exit %d\n%s", code, out)
	}
}

// TestEveryCreateKeepsToTheIDRule: no kind's Create takes an id with a
// kind's prefix, a capital or a space (es.ValidID).
func TestEveryCreateKeepsToTheIDRule(t *testing.T) {
	at := es.At(time.Now(), "org", "")
	for _, id := range []string{"fest.x", "chess.y", "Cup", "a b", ""} {
		if _, err := puzzleswiss.Create(at, id, "T", puzzleswiss.DefaultSettings(), strings.Repeat("a", 64)); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("puzzle Swiss %q: %v", id, err)
		}
		if _, err := festival.Create(at, id, "F"); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("festival %q: %v", id, err)
		}
		if _, err := teamchess.Create(at, id, "C", teamchess.DefaultConfig(), strings.Repeat("a", 64)); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("team chess %q: %v", id, err)
		}
	}
}
