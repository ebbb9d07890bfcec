package http

import (
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/report"
)

// Editing and importing a festival's teams (issue 14, item 10).

// TeamEditRequest is the body of PUT .../teams/{team}: the team's name
// and city as they should read.
type TeamEditRequest struct {
	Name   string `json:"name"`
	City   string `json:"city,omitempty"`
	Reason string `json:"reason,omitempty"`
}

func (s *Server) handleFestTeamEdit(w http.ResponseWriter, r *http.Request) {
	team := r.PathValue("team")
	festOne(s, w, r, &TeamEditRequest{}, fullView, func(req *TeamEditRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.RenameTeam(m.Because(req.Reason), team, req.Name, req.City)
	})
}

func (s *Server) handleFestTeamRemove(w http.ResponseWriter, r *http.Request) {
	team := r.PathValue("team")
	festOne(s, w, r, &ReasonRequest{}, fullView, func(req *ReasonRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.RemoveTeam(m.Because(req.Reason), team)
	})
}

// PersonEditRequest is the body of PUT .../players/{person} and
// .../coaches/{person}: the name and the rating id as they should read
// (rating "" clears it).
type PersonEditRequest struct {
	Name   string `json:"name"`
	Rating string `json:"rating,omitempty"`
	Reason string `json:"reason,omitempty"`
}

// handleFestPersonEdit renames a player or a coach (kind) and sets their
// rating id (festival.EditPerson).
func (s *Server) handleFestPersonEdit(kind string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id := r.PathValue("person")
		festOne(s, w, r, &PersonEditRequest{}, fullView, func(req *PersonEditRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
			return f.EditPerson(m.Because(req.Reason), kind, id, req.Name, req.Rating)
		})
	}
}

// handleFestPersonRemove removes a player or a coach (kind) who has played
// nowhere, the organizer's decision with its reason (festival.RemovePerson).
func (s *Server) handleFestPersonRemove(kind string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id := r.PathValue("person")
		festOne(s, w, r, &ReasonRequest{}, fullView, func(req *ReasonRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
			return f.RemovePerson(m.Because(req.Reason), kind, id)
		})
	}
}

// TeamImportRequest is the body of POST .../teams/import: a CSV or XLSX
// file, base64, one team a row after a header row: the team's name, its
// city, its coach, then its players, one a column; a person's rating id
// may follow the name in brackets ("Анна Петрова (12345)").
type TeamImportRequest struct {
	File *string `json:"file_base64"`
}

// handleFestTeamImport registers every team of the file in one commit: a
// row the rules refuse (a name that reads as another team's, a bad
// character) refuses the whole file, naming its row, so nothing is half
// imported.
func (s *Server) handleFestTeamImport(w http.ResponseWriter, r *http.Request) {
	festWrite(s, w, r, &TeamImportRequest{}, func(req *TeamImportRequest) ([]festCmd, error) {
		if err := need("file_base64", req.File != nil); err != nil {
			return nil, err
		}
		b, err := base64.StdEncoding.DecodeString(*req.File)
		if err != nil {
			return nil, turnir.Errorf(turnir.EINVALID, "file_base64 is not base64", "file_base64 — не base64")
		}
		rows, err := report.ReadTable(b)
		if err != nil {
			return nil, err
		}
		teams, err := festival.TeamsFromRows(rows)
		if err != nil {
			return nil, err
		}
		cmds := make([]festCmd, 0, len(teams))
		for i, t := range teams {
			cmds = append(cmds, func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
				var coaches []festival.Entrant
				if t.Coach.Name != "" {
					coaches = []festival.Entrant{t.Coach}
				}
				evs, err := f.RegisterTeamRated(m, t.ID, t.Name, t.City, t.Players, coaches)
				if err != nil {
					return nil, rowError(i+2, err)
				}
				return evs, nil
			})
		}
		return cmds, nil
	}, fullView)
}

// rowError names the row of a file a refusal is about.
func rowError(row int, err error) error {
	code := turnir.ErrorCode(err)
	if code == "" {
		code = turnir.EINVALID
	}
	n := strconv.Itoa(row)
	return &turnir.Error{Code: code, EN: "row " + n + ": " + turnir.ErrorMessage(err, "en"),
		RU: "строка " + n + ": " + strings.TrimSpace(turnir.ErrorMessage(err, "ru"))}
}
