package report

import (
	"fmt"
	"io"
	"strconv"
	"time"

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
	for i, row := range st.Rows { // a mark for people, not a bool
		row[len(row)-1] = map[bool]string{true: words.dq}[v.Rows[i].Disqualified]
	}
	cross := crossSheet(t, lang)
	cross.Name = words.cross
	return WriteXLSX(w, st, cross)
}

// crossSheet is the crosstable for people, as on the public page: each
// solver's rounds by the opponent's name with the points scored and the
// solving time, the words in lang.
func crossSheet(t *puzzleswiss.Tournament, lang string) Table {
	ru := lang != "en"
	h := func(r, e string) string {
		if ru {
			return r
		}
		return e
	}
	lines := t.Lines()
	names := make(map[string]string, len(lines))
	for _, l := range lines {
		names[l.ID] = l.Name
	}
	header := []string{h("место", "place"), h("участник", "solver"), h("очки", "points"), h("Бухгольц", "Buchholz"), h("время", "time")}
	for i, r := range t.Rounds {
		if r.Closed {
			header = append(header, h("тур ", "round ")+strconv.Itoa(i+1))
		}
	}
	rows := make([][]string, 0, len(lines))
	for _, l := range lines {
		name := l.Name
		if l.Disqualified {
			name += " (" + h("дискв.", "DQ") + ")"
		}
		row := []string{l.Place, name, strconv.Itoa(l.Points), strconv.Itoa(l.Buchholz), clock(l.TotalTime)}
		for _, c := range l.Rounds {
			cell := strconv.Itoa(c.Points) + " — " + h("без пары", "bye")
			if c.Opponent != "" {
				cell = strconv.Itoa(c.Points) + " — " + names[c.Opponent]
			}
			if c.Solved {
				cell += " (" + clock(c.Time) + ")"
			}
			row = append(row, cell)
		}
		rows = append(rows, row)
	}
	return New(header, rows)
}

// clock writes a solving time as the pages do: m:ss.mmm.
func clock(d time.Duration) string {
	ms := d.Milliseconds()
	return fmt.Sprintf("%d:%02d.%03d", ms/60000, ms/1000%60, ms%1000)
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
	dq               string // the mark of a disqualified solver
}{
	"ru": {"Таблица", "Кросс-таблица", []string{"место", "участник", "очки", "Бухгольц", "время, с", "жребий", "решено", "дисквалифицирован"}, "да"},
	"en": {"Standings", "Crosstable", []string{"place", "solver", "points", "Buchholz", "time, s", "lot", "solved", "disqualified"}, "yes"},
}
