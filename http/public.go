package http

import (
	"bytes"
	"net/http"
	"strconv"

	"turnir/puzzleswiss"
	"turnir/report"
)

// The public endpoints: anyone may watch standings, pairings, crosstable,
// lots and decisions, live. Nothing here depends on who asks.

func (s *Server) publicView(w http.ResponseWriter, r *http.Request, build func(t *puzzleswiss.Tournament) any) {
	var v any
	if err := s.read(r.Context(), r.PathValue("tid"), func(t *puzzleswiss.Tournament) error { v = build(t); return nil }); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

func (s *Server) handleRounds(w http.ResponseWriter, r *http.Request) {
	s.publicView(w, r, func(t *puzzleswiss.Tournament) any { return rounds(t, s.clock.Now()) })
}

func (s *Server) handleStandings(w http.ResponseWriter, r *http.Request) {
	s.publicView(w, r, func(t *puzzleswiss.Tournament) any { return s.standings(t) })
}

func (s *Server) handleExportJSON(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Disposition", `attachment; filename="`+r.PathValue("tid")+`-standings.json"`)
	s.handleStandings(w, r)
}

func (s *Server) handleCrosstable(w http.ResponseWriter, r *http.Request) {
	s.publicView(w, r, func(t *puzzleswiss.Tournament) any { return crosstable(t, s.standings(t)) })
}

func (s *Server) handleLots(w http.ResponseWriter, r *http.Request) {
	s.publicView(w, r, func(t *puzzleswiss.Tournament) any { return lots(t) })
}

func (s *Server) handleDecisions(w http.ResponseWriter, r *http.Request) {
	// Each decision names whom it concerns (issue 14, item 2): the solver,
	// by name, and the round; neither for one about the whole tournament.
	type row struct {
		Version int64      `json:"version"`
		At      string     `json:"at"`
		Actor   string     `json:"actor"`
		Type    string     `json:"type"`
		Reason  string     `json:"reason"`
		Solver  *solverRef `json:"solver,omitempty"`
		Round   int        `json:"round,omitempty"`
	}
	s.publicView(w, r, func(t *puzzleswiss.Tournament) any {
		out := make([]row, 0, len(t.Decisions))
		for _, d := range t.Decisions {
			sid, n := t.Concerns(d)
			var who *solverRef
			if sid != "" {
				who = &solverRef{ID: sid, Name: t.Solvers[sid].Name}
			}
			out = append(out, row{Version: d.Version, At: d.At.UTC().Format("2006-01-02T15:04:05.000Z"), Actor: d.Actor, Type: d.Type, Reason: d.Reason, Solver: who, Round: n})
		}
		return out
	})
}

// handleCSV exports the standings as CSV: one header row, one row per
// solver, times in seconds with milliseconds. It goes through report's one
// CSV writer, as every export does, so a solver named =HYPERLINK(...) is
// text in the organizer's spreadsheet, not a formula (CWE-1236).
func (s *Server) handleCSV(w http.ResponseWriter, r *http.Request) {
	var v standingsView
	if err := s.read(r.Context(), r.PathValue("tid"), func(t *puzzleswiss.Tournament) error { v = s.standings(t); return nil }); err != nil {
		s.writeError(w, r, err)
		return
	}
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
	header := []string{"place", "name", "points", "buchholz", "total_time_s", "lot", "solved", "disqualified"}
	var body bytes.Buffer
	if err := report.WriteCSV(&body, report.New(header, rows)); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+r.PathValue("tid")+`-standings.csv"`)
	_, _ = w.Write(body.Bytes())
}
