package puzzleswiss_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"turnir"
	"turnir/puzzleswiss"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// TestFrozenLog replays a log written by an earlier version of turnir
// (testdata/log-v1.jsonl, a 9-solver tournament) and checks that it still
// folds to the same standings and that Verify still confirms every
// decision: old logs must stay readable and their draws reproducible.
func TestFrozenLog(t *testing.T) {
	logPath := filepath.Join("testdata", "log-v1.jsonl")
	if *update {
		f := playAll(t, 9, 21)
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		for _, e := range f.log {
			enc.Encode(e)
		}
		if err := os.WriteFile(logPath, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	raw, err := os.ReadFile(logPath)
	if err != nil {
		t.Fatal(err)
	}
	var log []turnir.Event
	sc := bufio.NewScanner(bytes.NewReader(raw))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var e turnir.Event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatal(err)
		}
		log = append(log, e)
	}
	tour, err := puzzleswiss.Replay(log)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.MarshalIndent(tour.Lines(), "", " ")
	golden := filepath.Join("testdata", "log-v1.standings.json")
	if *update {
		os.WriteFile(golden, got, 0o644)
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("P13: the frozen log folds to other standings:\n%s\nwant\n%s", got, want)
	}
	rep, err := puzzleswiss.Verify(log)
	if err != nil || !rep.OK() || !rep.Final {
		t.Errorf("P5_P6_P11: the frozen log no longer verifies: %+v %v", rep, err)
	}
}
