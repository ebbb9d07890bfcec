package report

import (
	"io"
	"strconv"

	"turnir/puzzleswiss"
)

// The puzzle Swiss's exports, one for the server and the command line:
// the standings as CSV and a workbook of the standings and the
// crosstable, both through the one CSV and XLSX writers, so a solver named
// =HYPERLINK(...) is text in the organizer's spreadsheet, not a formula
// (CWE-1236).

// PuzzleSwissCSV writes the standings v as CSV, with column names for
// programs (English, whatever the reader's language).
func PuzzleSwissCSV(w io.Writer, v puzzleswiss.StandingsView) error {
	return WriteCSV(w, standingsSheet(v, csvHeader))
}

// PuzzleSwissXLSX writes the workbook of t: the standings v and the
// crosstable (each solver round by round: points, opponent, solving time),
// sheet names and headers in lang ("ru" or "en").
func PuzzleSwissXLSX(w io.Writer, t *puzzleswiss.Tournament, v puzzleswiss.StandingsView, lang string) error {
	words, ok := sheetWords[lang]
	if !ok {
		words = sheetWords["ru"]
	}
	st := standingsSheet(v, words.header)
	st.Name = words.standings
	cross := New(t.Table())
	cross.Name = words.cross
	return WriteXLSX(w, st, cross)
}

// standingsSheet is the standings as one table: one header row, one row
// per solver, times in seconds with milliseconds.
func standingsSheet(v puzzleswiss.StandingsView, header []string) Table {
	opt := func(p *int64, scale float64) string {
		if p == nil {
			return ""
		}
		if scale != 1 {
			return strconv.FormatFloat(float64(*p)/scale, 'f', 3, 64)
		}
		return strconv.FormatInt(*p, 10)
	}
	rows := make([][]string, 0, len(v.Rows))
	for _, row := range v.Rows {
		rows = append(rows, []string{row.Place, row.Name, strconv.FormatInt(row.Points, 10), opt(row.Buchholz, 1),
			opt(row.TotalTimeMS, 1000), opt(row.Lot, 1), strconv.Itoa(row.Solved), strconv.FormatBool(row.Disqualified)})
	}
	return New(header, rows)
}

// csvHeader is the CSV's header: column names for programs, in English
// whatever the reader's language, as they always were.
var csvHeader = []string{"place", "name", "points", "buchholz", "total_time_s", "lot", "solved", "disqualified"}

// sheetWords are the workbook's sheet names and headers, for people.
var sheetWords = map[string]struct {
	standings, cross string
	header           []string
}{
	"ru": {"Таблица", "Кросс-таблица", []string{"место", "участник", "очки", "Бухгольц", "время, с", "жребий", "решено", "дисквалифицирован"}},
	"en": {"Standings", "Crosstable", []string{"place", "solver", "points", "Buchholz", "time, s", "lot", "solved", "disqualified"}},
}
