package http

import (
	"bytes"
	"net/http"
	"strconv"

	"turnir/puzzleswiss"
	"turnir/report"
)

// The puzzle Swiss's exports (issue 14, item 12): the standings as CSV and
// a workbook (standings, crosstable), both through report's one CSV and
// XLSX writers, so a solver named =HYPERLINK(...) is text in the
// organizer's spreadsheet, not a formula (CWE-1236).

// standingsSheet is the standings as one table: one header row, one row
// per solver, times in seconds with milliseconds.
func standingsSheet(v standingsView, header []string) report.Table {
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
	return report.New(header, rows)
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

// handleCSV exports the standings as CSV.
func (s *Server) handleCSV(w http.ResponseWriter, r *http.Request) {
	var v standingsView
	if err := s.read(r.Context(), r.PathValue("tid"), func(t *puzzleswiss.Tournament) error { v = s.standings(t); return nil }); err != nil {
		s.writeError(w, r, err)
		return
	}
	var body bytes.Buffer
	if err := report.WriteCSV(&body, standingsSheet(v, csvHeader)); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+r.PathValue("tid")+`-standings.csv"`)
	_, _ = w.Write(body.Bytes())
}

// handleXLSX exports a workbook: the standings and the crosstable (each
// solver's round by round: points, opponent, solving time), with sheet
// names and headers in the reader's language.
func (s *Server) handleXLSX(w http.ResponseWriter, r *http.Request) {
	words := sheetWords[lang(r)]
	var sheets []report.Table
	err := s.read(r.Context(), r.PathValue("tid"), func(t *puzzleswiss.Tournament) error {
		st := standingsSheet(s.standings(t), words.header)
		st.Name = words.standings
		cross := report.New(t.Table())
		cross.Name = words.cross
		sheets = []report.Table{st, cross}
		return nil
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var body bytes.Buffer
	if err := report.WriteXLSX(&body, sheets...); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
	w.Header().Set("Content-Disposition", `attachment; filename="`+r.PathValue("tid")+`-standings.xlsx"`)
	_, _ = w.Write(body.Bytes())
}
