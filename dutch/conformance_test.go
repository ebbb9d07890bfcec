package dutch_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"turnir/dutch"
	"turnir/trf"
)

// corpusDir is the FIDE Dutch conformance sample, beside the clone (CI
// places shared/ next to the repository root).
const corpusDir = "../../shared/conformance/fide-dutch"

func boards(pairs []dutch.Pair) []string {
	var out []string
	for _, p := range pairs {
		out = append(out, fmt.Sprintf("%d-%d", p.White, p.Black))
	}
	sort.Strings(out)
	return out
}

// TestConformance replays every tournament of the sample round by round:
// cut to the rounds before r (keeping round r's announced absences), pair,
// and compare with the recorded round r, colours included. In -short mode
// only tournaments of up to 100 players are replayed.
func TestConformance(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.trf"))
	if len(files) == 0 {
		t.Skipf("conformance sample not found at %s", corpusDir)
	}
	var passed, failed atomic.Int64
	var mu sync.Mutex
	var failures []string
	t.Run("replay", func(t *testing.T) {
		for _, file := range files {
			name := filepath.Base(file)
			var players, rounds int
			fmt.Sscanf(name, "n%d_r%d", &players, &rounds)
			if testing.Short() && players > 100 {
				continue
			}
			t.Run(strings.TrimSuffix(name, ".trf"), func(t *testing.T) {
				t.Parallel()
				f, err := os.Open(file)
				if err != nil {
					t.Fatal(err)
				}
				full, err := trf.Parse(f)
				f.Close()
				if err != nil {
					t.Fatal(err)
				}
				total := full.MaxEntries()
				// No XXC in the sample: Cut infers the initial colour
				// from round 1, as a checker must.
				full.Rounds = total
				for r := 1; r <= total; r++ {
					want := full.Boards(r)
					if len(want) == 0 {
						continue
					}
					got, err := pairTRF(full.Cut(r))
					g := boards(got)
					if err != nil || strings.Join(g, " ") != strings.Join(want, " ") {
						failed.Add(1)
						msg := fmt.Sprintf("%s round %d: err=%v\n  want %v\n  got  %v", name, r, err, want, g)
						mu.Lock()
						failures = append(failures, msg)
						mu.Unlock()
						t.Error(msg)
						continue
					}
					passed.Add(1)
				}
			})
		}
	})
	t.Logf("%d passed, %d failed", passed.Load(), failed.Load())
	if failed.Load() > 0 {
		t.Errorf("%d of %d rounds differ from the reference engine", failed.Load(), passed.Load()+failed.Load())
	}
}
