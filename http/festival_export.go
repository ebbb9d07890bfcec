package http

import (
	"bytes"
	"net/http"

	"turnir/festival"
	"turnir/report"
)

// handleFestExport serves GET /api/festivals/{fid}/export/{file}: a table,
// every table, or the rating-site layout, as report.FestivalFile builds
// them, in the request's language (?lang=).
func (s *Server) handleFestExport(w http.ResponseWriter, r *http.Request) {
	fid, file := r.PathValue("fid"), r.PathValue("file")
	var body bytes.Buffer
	var ctype string
	err := s.festRead(r.Context(), fid, func(f *festival.Festival) error {
		var err error
		ctype, err = report.FestivalFile(&body, f, file, lang(r))
		return err
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Content-Disposition", `attachment; filename="`+fid+"-"+file+`"`)
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body.Bytes())
}
