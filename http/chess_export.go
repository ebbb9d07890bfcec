package http

import (
	"bytes"
	"net/http"

	"turnir/report"
	"turnir/teamchess"
	"turnir/trf"
)

// handleChessExport serves GET /api/chess/{cid}/export/{file}: a table or
// every table as report.TeamChessFile builds them, in the request's
// language (?lang=), or rating.trf, the rating report with the
// board-match games only (K5, trf.TeamChessRating).
func (s *Server) handleChessExport(w http.ResponseWriter, r *http.Request) {
	cid, file := r.PathValue("cid"), r.PathValue("file")
	var body bytes.Buffer
	var ctype string
	err := s.chessRead(r.Context(), cid, func(t *teamchess.Tournament) error {
		if file == "rating.trf" {
			ctype = "text/plain; charset=utf-8"
			return trf.TeamChessRating(&body, t)
		}
		var err error
		ctype, err = report.TeamChessFile(&body, t, file, lang(r))
		return err
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", ctype)
	// cid and file are plain: cid matched idPattern at creation, and file
	// named a table or rating.trf.
	w.Header().Set("Content-Disposition", `attachment; filename="`+cid+"-"+file+`"`)
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body.Bytes())
}
