package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/festival"
	"turnir/festival/teamcup"
	"turnir/report"
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
		var d teamcup.CupLotDrawn
		if e.Type != teamcup.EvCupLotDrawn || e.Decode(&d) != nil || d.Step.Round != 2 {
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

// TestFestivalStandingsAndExport: `turnir standings` and `turnir export`
// find a festival by its id (es.KindOf) and give the tables the server's
// export gives, byte for byte.
func TestFestivalStandingsAndExport(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "f.db")
	evs, err := festival.DemoCup(turnir.SeedFromUint64(3), time.Date(2026, 5, 9, 9, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	st, err := sqlite.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	for i := range evs {
		evs[i].Stream = "fest.cup"
	}
	if _, err := st.Append(context.Background(), "fest.cup", 0, evs); err != nil {
		t.Fatal(err)
	}
	st.Close()
	f, err := festival.Replay(evs)
	if err != nil {
		t.Fatal(err)
	}

	out := mustCLI(t, "standings", "--db", db, "-t", "cup")
	if !strings.Contains(out, "cup-ranking") || !strings.Contains(out, "Место") || !strings.Contains(out, f.Teams[0].Name) {
		t.Errorf("standings of a festival:\n%s", out)
	}
	if out := mustCLI(t, "standings", "--db", db, "-t", "fest.cup", "--lang", "en"); !strings.Contains(out, "Place") {
		t.Errorf("standings in English:\n%s", out)
	}
	for _, tc := range []struct{ table, format, file string }{
		{"cup-ranking", "csv", "cup-ranking.csv"}, {"", "xlsx", "all.xlsx"}, {"all", "zip", "all.zip"}, {"rating", "xlsx", "rating.xlsx"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			path := filepath.Join(dir, tc.file)
			args := []string{"export", "--db", db, "-t", "cup", "--format", tc.format, "-o", path}
			if tc.table != "" {
				args = append(args, "--table", tc.table)
			}
			mustCLI(t, args...)
			got, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var want bytes.Buffer
			if _, err := report.FestivalFile(&want, f, tc.file, "ru"); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want.Bytes()) {
				t.Errorf("%s: %d bytes, the server's export has %d", tc.file, len(got), want.Len())
			}
		})
	}
	if code, _, errs := cli(t, "export", "--db", db, "-t", "cup"); code != 1 || !strings.Contains(errs, "--table") || !strings.Contains(errs, "cup-ranking") {
		t.Errorf("a festival's csv without --table: exit %d %s", code, errs)
	}
	if code, _, errs := cli(t, "export", "--db", db, "-t", "cup", "--table", "nope", "--format", "csv"); code != 1 || !strings.Contains(errs, "nope") {
		t.Errorf("an unknown table: exit %d %s", code, errs)
	}
	out = mustCLI(t, "export", "--db", db, "-t", "cup", "--format", "json", "--table", "cup-ranking")
	var v struct {
		Tables []struct {
			Name string     `json:"name"`
			Rows [][]string `json:"rows"`
		} `json:"tables"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil || len(v.Tables) != 1 || v.Tables[0].Name != "cup-ranking" || len(v.Tables[0].Rows) != len(f.Teams) {
		t.Errorf("json export of a festival table: %v %s", err, out)
	}
}
