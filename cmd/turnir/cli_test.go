package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// cli runs turnir with args and returns its exit code and output.
func cli(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func mustCLI(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errs := cli(t, args...)
	if code != 0 {
		t.Fatalf("turnir %s: exit %d\n%s%s", strings.Join(args, " "), code, out, errs)
	}
	return out
}

// TestOfflineTournament runs a small puzzle Swiss from the command line
// with explicit times, as an organizer entering a past event would.
func TestOfflineTournament(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	at := func(s string) string { return "--at=2026-03-01T" + s + "Z" }
	out := mustCLI(t, "create", "--db", db, "-t", "spring", "--name", "Весенний турнир", at("09:00:00"))
	if !strings.Contains(out, "seed commitment") {
		t.Errorf("create did not publish the commitment: %s", out)
	}
	for _, n := range []string{"Анна", "Борис", "Вера", "Глеб"} {
		mustCLI(t, "register", "--db", db, "-t", "spring", "--name", n, at("09:10:00"))
	}
	mustCLI(t, "withdraw", "--db", db, "-t", "spring", "--solver", "s4", at("09:20:00"))
	mustCLI(t, "register", "--db", db, "-t", "spring", "--name", "Дина", at("09:30:00"))
	// A puzzle set file is needed for Check.
	set := filepath.Join(t.TempDir(), "set.json")
	writeFile(t, set, `{"puzzles":[{"kind":"text","text":"2+2?","key":{"accepted":["4","четыре"]}},{"kind":"text","text":"3+3?","key":{"accepted":["6"]}}]}`)
	mustCLI(t, "puzzles", "--db", db, "-t", "spring", "--file", set, at("09:40:00"))
	out = mustCLI(t, "begin", "--db", db, "-t", "spring", at("10:00:00"))
	if !strings.Contains(out, "round 1 of 2") || !strings.Contains(out, "seed revealed") {
		t.Errorf("begin: %s", out)
	}
	t.Run("P3_withdraw_after_the_draw_refused", func(t *testing.T) {
		code, _, errs := cli(t, "withdraw", "--db", db, "-t", "spring", "--solver", "s1", at("10:00:01"))
		if code != 1 || !strings.Contains(errs, "P3") || !strings.Contains(errs, "жеребьёвки") {
			t.Errorf("exit %d, %s", code, errs)
		}
	})
	for _, s := range []string{"s1", "s2", "s3", "s5"} {
		mustCLI(t, "start", "--db", db, "-t", "spring", "--solver", s, at("10:00:05"))
	}
	if out := mustCLI(t, "check", "--db", db, "-t", "spring", "--solver", "s1", "--answer", "5", at("10:01:00")); !strings.Contains(out, "wrong") {
		t.Errorf("wrong answer: %s", out)
	}
	if out := mustCLI(t, "check", "--db", db, "-t", "spring", "--solver", "s1", "--answer", "Четыре", at("10:01:30")); !strings.Contains(out, "right") {
		t.Errorf("right answer: %s", out)
	}
	mustCLI(t, "result", "--db", db, "-t", "spring", "--solver", "s2", "--round", "1", "--time", "2m", "--reason", "solved on paper, judge's record", at("10:03:00"))
	t.Run("P9_check_after_round_end_refused", func(t *testing.T) {
		code, _, errs := cli(t, "check", "--db", db, "-t", "spring", "--solver", "s3", "--answer", "4", at("10:05:00"))
		if code != 1 || !strings.Contains(errs, "over") {
			t.Errorf("exit %d, %s", code, errs)
		}
	})
	// The clock closes round 1 and draws round 2; round 2 plays with nobody solving.
	mustCLI(t, "advance", "--db", db, "-t", "spring", at("10:05:00"))
	mustCLI(t, "advance", "--db", db, "-t", "spring", at("10:06:00"))
	mustCLI(t, "advance", "--db", db, "-t", "spring", at("10:11:00"))
	out = mustCLI(t, "standings", "--db", db, "-t", "spring")
	if !strings.Contains(out, "finished") || !strings.Contains(out, "Анна") {
		t.Errorf("standings: %s", out)
	}
	out = mustCLI(t, "export", "--db", db, "-t", "spring", "--format", "csv")
	// The server's CSV, column for column (report.PuzzleSwissCSV).
	if !strings.HasPrefix(out, "\ufeffplace,name,points,buchholz,total_time_s,lot,solved,disqualified\r\n1,Анна,2,") || strings.Count(out, "\n") != 5 {
		t.Errorf("csv export:\n%s", out)
	}
	xlsx := filepath.Join(t.TempDir(), "t.xlsx")
	mustCLI(t, "export", "--db", db, "-t", "spring", "--format", "xlsx", "-o", xlsx)
	if b, err := os.ReadFile(xlsx); err != nil || !bytes.HasPrefix(b, []byte("PK")) {
		t.Errorf("xlsx export is not a zip: %v", err)
	}
	out = mustCLI(t, "export", "--db", db, "-t", "spring", "--format", "json")
	var doc struct {
		Standings []struct{ Points int }
		Seed      string
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || len(doc.Standings) != 4 || doc.Seed == "" {
		t.Errorf("json export: %v %s", err, out)
	}
	out = mustCLI(t, "verify", "--db", db, "-t", "spring")
	if !strings.Contains(out, "confirmed") || !strings.Contains(out, "draws re-made 2") {
		t.Errorf("verify: %s", out)
	}
}

func TestSimulateAndVerify(t *testing.T) {
	db := filepath.Join(t.TempDir(), "sim.db")
	out := mustCLI(t, "simulate", "--db", db, "--n", "64", "--seed", "3", "-t", "sim")
	if !strings.Contains(out, "6 rounds") || !strings.Contains(out, "Solver") {
		t.Errorf("simulate: %s", out)
	}
	out = mustCLI(t, "verify", "--db", db, "-t", "sim")
	if !strings.Contains(out, "confirmed") {
		t.Errorf("verify: %s", out)
	}
	if code, _, _ := cli(t, "simulate", "--db", db, "--n", "64", "--seed", "3", "-t", "sim"); code != 1 {
		t.Errorf("a second simulation into the same tournament: exit %d", code)
	}
}

func TestPairHistory(t *testing.T) {
	t.Run("P6_example_file", func(t *testing.T) {
		out := mustCLI(t, "pair", "../../docs/pair-history.example.json")
		var d struct {
			Round int
			Pairs [][2]string
			Bye   string
			Table []string
		}
		if err := json.Unmarshal([]byte(out), &d); err != nil {
			t.Fatal(err, out)
		}
		// gleb 4, anna 2 (Buchholz 4), vera 2 (Buchholz 1), boris 1; dina is
		// disqualified. gleb has met boris and anna, so meets vera.
		want := [][2]string{{"gleb", "vera"}, {"anna", "boris"}}
		if d.Round != 3 || d.Bye != "" || len(d.Pairs) != 2 || d.Pairs[0] != want[0] || d.Pairs[1] != want[1] {
			t.Errorf("draw %+v, want round 3 %v", d, want)
		}
		if strings.Join(d.Table, " ") != "gleb anna vera boris" {
			t.Errorf("table %v", d.Table)
		}
	})
	t.Run("P6_bad_history_refused", func(t *testing.T) {
		f := filepath.Join(t.TempDir(), "h.json")
		writeFile(t, f, `{"participants":[{"id":"a","lot":1},{"id":"b","lot":1}],"rounds":[]}`)
		if code, _, errs := cli(t, "pair", f); code != 1 || !strings.Contains(errs, "lot") {
			t.Errorf("exit %d %s", code, errs)
		}
		writeFile(t, f, `{"participants":[{"id":"a","lot":1}],"rounds":[],"colour":1}`)
		if code, _, errs := cli(t, "pair", f); code != 1 || !strings.Contains(errs, "colour") {
			t.Errorf("exit %d %s", code, errs)
		}
	})
	t.Run("P13_unknown_tiebreak_in_settings_refused_not_panicking", func(t *testing.T) {
		src, err := os.ReadFile("../../docs/pair-history.example.json")
		if err != nil {
			t.Fatal(err)
		}
		settings := `"settings":{"round_length":"5m","pause":"1m","points":{"first":2,"second":1,"none":0},` +
			`"bye":{"mode":"pair-of-one"},"tiebreaks":["nope"],"min_participants":2,"check_rate":{"burst":5,"per_second":1}},`
		f := filepath.Join(t.TempDir(), "h.json")
		writeFile(t, f, strings.Replace(string(src), "{", "{"+settings, 1))
		code, _, errs := cli(t, "pair", f)
		if code != 1 || !strings.Contains(errs, `unknown tie-break "nope"`) || !strings.Contains(errs, "неизвестный дополнительный показатель") {
			t.Errorf("exit %d %s", code, errs)
		}
	})
	t.Run("P6_no_pairing_without_repeats", func(t *testing.T) {
		f := filepath.Join(t.TempDir(), "h.json")
		writeFile(t, f, `{"participants":[{"id":"a","lot":1},{"id":"b","lot":2}],"rounds":[{"pairs":[["a","b"]],"results":{}}]}`)
		if code, _, errs := cli(t, "pair", f); code != 1 || errs == "" {
			t.Errorf("exit %d %s", code, errs)
		}
	})
}

func TestUnknownCommand(t *testing.T) {
	if code, _, errs := cli(t, "frobnicate"); code != 2 || !strings.Contains(errs, "unknown command") {
		t.Errorf("exit %d %s", code, errs)
	}
	if code, out, _ := cli(t, "help"); code != 0 || !strings.Contains(out, "simulate") {
		t.Errorf("help: %d %s", code, out)
	}
}
