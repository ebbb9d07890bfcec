package report_test

import (
	"bytes"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"turnir/report"
)

// alphabet is what makes writers trip: separators, quotes, markup, every
// kind of line break and control character, the escape form, Cyrillic,
// characters outside the BMP and the XML non-characters.
var alphabet = []string{
	",", ";", `"`, "'", "<", ">", "&", "=", "+", "-", "@", " ", "\t", "\n", "\r", "\r\n",
	"\x00", "\x01", "\x0b", "\x1f", "\x7f", "_", "_x0041_", "_x005F_", "x", "0", "1", ".",
	"Ё", "я", "🦔", "\uFFFE", "\uFFFF", "\u2028", "é",
}

func randomText(r *rand.Rand) string {
	var b strings.Builder
	for range r.IntN(8) {
		b.WriteString(alphabet[r.IntN(len(alphabet))])
	}
	return b.String()
}

// TestRandomRoundTrip writes random tables as XLSX and CSV and reads them
// back: every cell must come back exactly, and every XML part must parse.
func TestRandomRoundTrip(t *testing.T) {
	seed := *seedFlag
	if seed == 0 {
		seed = rand.Uint64()
	}
	t.Logf("seed %d (rerun with -seed %d)", seed, seed)
	r := rand.New(rand.NewPCG(seed, 0))
	for iter := range 50 {
		cols := 1 + r.IntN(5)
		tab := report.Table{Name: randomText(r), Header: make([]string, cols), Numeric: make([]bool, cols)}
		for c := range cols {
			tab.Header[c] = randomText(r)
			tab.Numeric[c] = r.IntN(2) == 0
		}
		for range r.IntN(6) {
			row := make([]string, cols)
			for c := range row {
				row[c] = randomText(r)
			}
			tab.Rows = append(tab.Rows, row)
		}

		_, cells := readSheet(t, unzip(t, xlsx(t, tab)), "xl/worksheets/sheet1.xml")
		for i, row := range append([][]string{tab.Header}, tab.Rows...) {
			for c, s := range row {
				got := cells[colName(c)+strconv.Itoa(i+1)]
				if got.Text != s || got.Present != (s != "") || got.Number != (tab.IsNumeric(c) && report.Number(s)) {
					t.Fatalf("iteration %d: cell %s%d = %+v, want %q (seed %d)", iter, colName(c), i+1, got, s, seed)
				}
			}
		}

		var out bytes.Buffer
		if err := (report.CSV{Raw: true}).Write(&out, tab); err != nil {
			t.Fatal(err)
		}
		recs := readCSV(t, out.Bytes(), 0)
		for i, row := range append([][]string{tab.Header}, tab.Rows...) {
			for c, s := range row {
				// encoding/csv reads a CR LF inside a quoted field as LF;
				// that is the reader's normalisation, not a loss in what we
				// wrote (the exact bytes are pinned in TestWriteCSV).
				want := strings.ReplaceAll(s, "\r\n", "\n")
				if i >= len(recs) || c >= len(recs[i]) || recs[i][c] != want {
					t.Fatalf("iteration %d: CSV record %d = %q, want field %d %q (seed %d)", iter, i, recs, c, want, seed)
				}
			}
		}
		if !utf8.Valid(out.Bytes()) {
			t.Fatalf("CSV is not valid UTF-8 (seed %d)", seed)
		}
	}
}

func colName(c int) string {
	s := ""
	for c++; c > 0; c = (c - 1) / 26 {
		s = string(rune('A'+(c-1)%26)) + s
	}
	return s
}
