package main

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/festival"
	"turnir/sqlite"
)

// TestVerifyFestival: `turnir verify` recognises a festival's stream by its
// first event, confirms the demo cup and refuses a copy whose round-2 draw
// was changed after the fact.
func TestVerifyFestival(t *testing.T) {
	db := filepath.Join(t.TempDir(), "f.db")
	evs, err := festival.DemoCup(turnir.SeedFromUint64(3), time.Date(2026, 5, 9, 9, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	tampered := make([]turnir.Event, len(evs))
	copy(tampered, evs)
	for i, e := range tampered {
		var d festival.CupLotDrawn
		if e.Type != festival.EvCupLotDrawn || e.Decode(&d) != nil || d.Step.Round != 2 {
			continue
		}
		d.Draw.Pairs[0].A, d.Draw.Pairs[1].A = d.Draw.Pairs[1].A, d.Draw.Pairs[0].A
		tampered[i].Data, _ = json.Marshal(d)
	}
	st, err := sqlite.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	for stream, log := range map[string][]turnir.Event{"fest.cup": evs, "fest.cup-tampered": tampered} {
		for i := range log {
			log[i].Stream = stream
		}
		if _, err := st.Append(context.Background(), stream, 0, log); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()

	// The tampered copy does not even apply: list marks it damaged and fails.
	if code, out, _ := cli(t, "list", "--db", db); code != 1 || !strings.Contains(out, "fest.cup\tКубок городов по интеллектуальным играм\tfestival\t12 teams") ||
		!strings.Contains(out, "fest.cup-tampered\tDAMAGED\tstream fest.cup-tampered is damaged at event #") {
		t.Errorf("list does not show the festival and the damaged copy: exit %d %q", code, out)
	}
	if _, _, errs := cli(t, "replay", "--db", db, "-t", "cup"); !strings.Contains(errs, "12 teams") {
		t.Errorf("replay of a festival: %s", errs)
	}
	// -t takes the festival's id as well as its stream's name.
	out := mustCLI(t, "verify", "--db", db, "-t", "cup")
	if !strings.Contains(out, "festival") || !strings.Contains(out, "confirmed") || strings.Contains(out, "MISMATCH") {
		t.Errorf("verify of the demo cup: %s", out)
	}
	code, out, _ := cli(t, "verify", "--db", db, "-t", "cup-tampered")
	if code != 1 || !strings.Contains(out, "MISMATCH: event") || !strings.Contains(out, "differs from the draw its seed gives") || !strings.Contains(out, "NOT CONFIRMED") {
		t.Errorf("verify of the tampered cup: exit %d\n%s", code, out)
	}
}
