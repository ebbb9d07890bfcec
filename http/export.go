package http

import (
	"bytes"
	"io"
	"net/http"

	"turnir/puzzleswiss"
	"turnir/report"
)

// The puzzle Swiss's exports (issue 14, item 12): the standings as CSV and
// a workbook (standings, crosstable), both through report's one CSV and
// XLSX writers, so a solver named =HYPERLINK(...) is text in the
// organizer's spreadsheet, not a formula (CWE-1236).

// handleCSV exports the standings as CSV.
func (s *Server) handleCSV(w http.ResponseWriter, r *http.Request) {
	var v puzzleswiss.StandingsView
	if err := s.read(r.Context(), r.PathValue("tid"), func(t *puzzleswiss.Tournament) error { v = s.standings(t); return nil }); err != nil {
		s.writeError(w, r, err)
		return
	}
	var body bytes.Buffer
	if err := report.PuzzleSwissCSV(&body, v); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+r.PathValue("tid")+`-standings.csv"`)
	_, _ = w.Write(body.Bytes())
}

// handlePDF exports the standings and the crosstable as a PDF for print,
// in the reader's language.
func (s *Server) handlePDF(w http.ResponseWriter, r *http.Request) {
	s.exportFile(w, r, "pdf", "application/pdf", report.PuzzleSwissPDF)
}

// handleXLSX exports a workbook: the standings and the crosstable (each
// solver's round by round: points, opponent, solving time), with sheet
// names and headers in the reader's language.
func (s *Server) handleXLSX(w http.ResponseWriter, r *http.Request) {
	s.exportFile(w, r, "xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", report.PuzzleSwissXLSX)
}

// exportFile answers with the file write makes of the tournament's
// standings and state in the reader's language, to download as
// <tid>-standings.<ext>.
func (s *Server) exportFile(w http.ResponseWriter, r *http.Request, ext, contentType string,
	write func(io.Writer, *puzzleswiss.Tournament, puzzleswiss.StandingsView, string) error) {
	var body bytes.Buffer
	err := s.read(r.Context(), r.PathValue("tid"), func(t *puzzleswiss.Tournament) error {
		return write(&body, t, s.standings(t), lang(r))
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", contentType)
	w.Header().Set("Content-Disposition", `attachment; filename="`+r.PathValue("tid")+`-standings.`+ext+`"`)
	_, _ = w.Write(body.Bytes())
}
