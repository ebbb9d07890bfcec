package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// corpusDir is the FIDE Dutch conformance sample beside the clone (CI puts
// shared/ next to the repository root).
const corpusDir = "../../../shared/conformance/fide-dutch"

// TestPairDutchCheckCorpus runs `pair --dutch FILE -c` on the tournaments
// of the conformance sample as they are: finished, with no XXC and no XXR.
// Every round was paired by a FIDE-endorsed engine, so every round must
// agree and the check must exit 0; a report of "round 1 differs" means the
// initial colour was not taken from the file. With -short only the
// tournaments of up to 20 players are checked.
func TestPairDutchCheckCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.trf"))
	if len(files) == 0 {
		t.Skipf("conformance sample not found at %s", corpusDir)
	}
	checked := 0
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".trf")
		var players, rounds int
		fmt.Sscanf(name, "n%d_r%d", &players, &rounds)
		if testing.Short() && players > 20 {
			continue
		}
		checked++
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(b, []byte("XXC")) {
				t.Fatalf("%s has an XXC record: the test needs files without one", name)
			}
			var so, se bytes.Buffer
			if code := runPairDutch([]string{"--dutch", file, "-c"}, &so, &se); code != exitOK {
				t.Fatalf("exit %d, want 0: %s\n%s", code, se.String(), so.String())
			}
			if want := fmt.Sprintf("0 of %d rounds differ", rounds); !strings.Contains(so.String(), want) {
				t.Fatalf("report lacks %q:\n%s", want, so.String())
			}
		})
	}
	if checked < 3 {
		t.Fatalf("only %d sample tournaments checked", checked)
	}
}

// TestPairDutchFinishedFile: -p on a tournament whose rounds are all
// played says why it cannot pair, and still exits 3 (invalid input).
func TestPairDutchFinishedFile(t *testing.T) {
	file := filepath.Join(corpusDir, "n008_r06_s7078.trf")
	b, err := os.ReadFile(file)
	if err != nil {
		t.Skipf("conformance sample not found: %v", err)
	}
	for _, c := range []struct {
		name, text string
		want       []string
	}{
		{"without_XXR_asks_for_the_number_of_rounds", string(b),
			[]string{"every round in the file is played (6)", "number of rounds", "XXR", "round 7"}},
		{"with_XXR_says_all_rounds_are_played", string(b) + "\nXXR 6\n",
			[]string{"every round is played (6)"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := writeTemp(t, "in.trf", c.text)
			var so, se bytes.Buffer
			if code := runPairDutch([]string{"--dutch", in, "-p"}, &so, &se); code != exitBadInput {
				t.Fatalf("exit %d, want %d: %s", code, exitBadInput, se.String())
			}
			for _, w := range c.want {
				if !strings.Contains(se.String(), w) {
					t.Fatalf("message %q lacks %q", se.String(), w)
				}
			}
		})
	}
}
