package http

import (
	"encoding/json"
	"net/http"

	"turnir/puzzleswiss"
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
	s.publicView(w, r, func(t *puzzleswiss.Tournament) any { return t.Crosstable(s.standings(t)) })
}

func (s *Server) handleLots(w http.ResponseWriter, r *http.Request) {
	s.publicView(w, r, func(t *puzzleswiss.Tournament) any { return t.LotsView() })
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
		// ByMS is how long an extension gave the round.
		ByMS int64 `json:"by_ms,omitempty"`
	}
	s.publicView(w, r, func(t *puzzleswiss.Tournament) any {
		out := make([]row, 0, len(t.Decisions))
		for _, d := range t.Decisions {
			sid, n := t.Concerns(d)
			var who *solverRef
			if sid != "" {
				who = &solverRef{ID: sid, Name: t.Solvers[sid].Name}
			}
			rw := row{Version: d.Version, At: d.At.UTC().Format("2006-01-02T15:04:05.000Z"), Actor: d.Actor, Type: d.Type, Reason: d.Reason, Solver: who, Round: n}
			var ext puzzleswiss.RoundExtended
			if d.Type == puzzleswiss.EvRoundExtended && json.Unmarshal(d.Data, &ext) == nil {
				rw.ByMS = ext.By.Milliseconds()
			}
			out = append(out, rw)
		}
		return out
	})
}
