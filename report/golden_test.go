package report_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"turnir/report"
)

// TestGolden pins the exact bytes of an XLSX and a CSV. A change to the
// writer that changes the output shows here; if it is intended, rewrite the
// files with go test ./report -run TestGolden -update and look at the diff
// of the unpacked parts before committing.
func TestGolden(t *testing.T) {
	tables := append([]report.Table{standings()}, report.RatingSheets(ratingRounds(t))...)
	var csvOut bytes.Buffer
	if err := report.WriteCSV(&csvOut, standings()); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		file string
		got  []byte
	}{
		{"cup.xlsx", xlsx(t, tables...)},
		{"standings.csv", csvOut.Bytes()},
	} {
		t.Run(c.file, func(t *testing.T) {
			path := filepath.Join("testdata", c.file)
			if *update {
				if err := os.WriteFile(path, c.got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if bytes.Equal(c.got, want) {
				return
			}
			if filepath.Ext(c.file) != ".xlsx" {
				t.Fatalf("%s differs:\ngot  %q\nwant %q", path, c.got, want)
			}
			// Say which parts differ: far more useful than two zip blobs.
			g, w := unzip(t, c.got), unzip(t, want)
			for _, name := range w.names {
				if !bytes.Equal(g.parts[name], w.parts[name]) {
					t.Errorf("%s: part %s differs:\ngot  %s\nwant %s", path, name, g.parts[name], w.parts[name])
				}
			}
			t.Errorf("%s differs (parts got %v, want %v)", path, g.names, w.names)
		})
	}
}
