package report

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
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
	st, cross := peopleSheets(t, v, words)
	return WriteXLSX(w, st, cross)
}

// peopleSheets are the standings and the crosstable for people (the
// workbook's and the PDF's): named, in words' language, a mark for a
// disqualified solver rather than a bool.
func peopleSheets(t *puzzleswiss.Tournament, v puzzleswiss.StandingsView, words sheetLang) (Table, Table) {
	st := standingsSheet(v, words.header)
	st.Name = words.standings
	for i, row := range st.Rows {
		row[len(row)-1] = map[bool]string{true: words.dq}[v.Rows[i].Disqualified]
	}
	cross := crossSheet(t, words.lang)
	cross.Name = words.cross
	return st, cross
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

// PuzzleSwissPDF writes the standings v and the crosstable of t as an A4
// PDF for print, the words in lang: the workbook's two sheets, under the
// tournament's name and whether the table is final.
func PuzzleSwissPDF(w io.Writer, t *puzzleswiss.Tournament, v puzzleswiss.StandingsView, lang string) error {
	words, ok := sheetWords[lang]
	if !ok {
		words = sheetWords["ru"]
	}
	st, cross := peopleSheets(t, v, words)
	// On paper a total time reads as the pages write it (m:ss.mmm), not
	// in the seconds a spreadsheet sorts by.
	st.Header = slices.Clone(st.Header)
	st.Header[4] = strings.SplitN(st.Header[4], ",", 2)[0]
	for i, row := range st.Rows {
		if ms := v.Rows[i].TotalTimeMS; ms != nil {
			row[4] = clock(time.Duration(*ms) * time.Millisecond)
		}
	}
	sub := fmt.Sprintf(words.provisional, v.RoundsClosed)
	if v.Final {
		sub = words.final
	}
	// Dated by the last round closed, so the same table gives the same file.
	var stamp time.Time
	for _, r := range t.Rounds {
		if r.Closed && r.ClosedAt.After(stamp) {
			stamp = r.ClosedAt
		}
	}
	return TablesPDF(w, t.Name, sub, stamp.UTC(), st, cross)
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
var sheetWords = map[string]sheetLang{
	"ru": {"ru", "Таблица", "Кросс-таблица", []string{"место", "участник", "очки", "Бухгольц", "время, с", "жребий", "решено", "дисквалифицирован"}, "да",
		"Итоговая таблица", "Предварительная таблица · сыграно туров: %d"},
	"en": {"en", "Standings", "Crosstable", []string{"place", "solver", "points", "Buchholz", "time, s", "lot", "solved", "disqualified"}, "yes",
		"Final standings", "Provisional standings · rounds played: %d"},
}

// sheetLang are the words of the people's sheets in one language.
type sheetLang struct {
	lang             string
	standings, cross string
	header           []string
	dq               string // the mark of a disqualified solver
	// final and provisional head the PDF (provisional takes the rounds
	// played).
	final, provisional string
}
