package http

import (
	"encoding/base64"
	"net/http"

	"turnir"
	"turnir/es"
	"turnir/report"
	"turnir/teamchess"
)

// ChessImportRequest is the body of POST /api/chess/{cid}/teams/import: a
// roster file as schools send it, CSV or XLSX (told apart by its content),
// in base64: one player a row after a header (team, school, leader,
// board, name, year of birth, sex, rating, rating ID).
type ChessImportRequest struct {
	File *string `json:"file_base64"`
}

// chessImportResult says what became of each team of the file.
type chessImportResult struct {
	Admitted []string          `json:"admitted"` // team names
	Refused  []chessImportFail `json:"refused"`
}

type chessImportFail struct {
	Team      string `json:"team"`
	MessageEN string `json:"message_en"`
	MessageRU string `json:"message_ru"`
}

// handleChessImport admits the teams of a file one by one, each checked
// like an entry (K1, K2): an ineligible roster is refused with all its
// violations and the others are admitted all the same.
func (s *Server) handleChessImport(w http.ResponseWriter, r *http.Request) {
	cid := r.PathValue("cid")
	actor, err := s.chessWriter(r, false)
	if err == nil {
		err = s.chessExists(cid)
	}
	var req ChessImportRequest
	if err == nil {
		err = readJSON(r, &req, 3<<20)
	}
	if err == nil {
		err = need("file_base64", req.File != nil)
	}
	var rosters []teamchess.Roster
	if err == nil {
		var b []byte
		if b, err = base64.StdEncoding.DecodeString(*req.File); err != nil {
			err = turnir.Errorf(turnir.EINVALID, "file_base64 is not base64", "file_base64 — не base64")
		} else if rows, rerr := report.ReadTable(b); rerr != nil {
			err = rerr
		} else {
			rosters, err = teamchess.RostersFromRows(rows)
		}
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := chessImportResult{Admitted: []string{}, Refused: []chessImportFail{}}
	for _, ro := range rosters {
		_, err := s.chessDo(r.Context(), cid, actor, "", func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) {
			return t.RegisterTeam(m, t.NextTeamID(), ro)
		})
		if err != nil {
			if turnir.ErrorCode(err) == turnir.EINTERNAL {
				s.writeError(w, r, err) // the store failed: say so, not "refused"
				return
			}
			out.Refused = append(out.Refused, chessImportFail{ro.Name, turnir.ErrorMessage(err, "en"), turnir.ErrorMessage(err, "ru")})
			continue
		}
		out.Admitted = append(out.Admitted, ro.Name)
	}
	writeJSON(w, http.StatusOK, out)
}
