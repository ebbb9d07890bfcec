package http

import (
	"context"
	"encoding/json"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"turnir"
	"turnir/es"
	"turnir/festival"
)

// The festival endpoints that are not the cup's or the solyanka's: the
// list, creation, registration of teams, players and coaches, committee
// decisions (DQ1) and disqualifications (DQ2), the history and the live
// channel. Reading is public; every write needs the organizer's session
// (the jury signs in with it) and goes to the log with the actor
// "organizer" and, where the rules ask for one, the reason.

func (s *Server) handleFestList(w http.ResponseWriter, r *http.Request) {
	ids := s.fest.ids()
	out := make([]festSummaryView, 0, len(ids))
	for i := len(ids) - 1; i >= 0; i-- {
		err := s.festRead(r.Context(), ids[i], func(f *festival.Festival) error {
			out = append(out, festSummary(f))
			return nil
		})
		if d := damaged(err); d != nil {
			out = append(out, festSummaryView{ID: ids[i], Damaged: d})
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// FestivalRequest is the body of POST /api/festivals.
type FestivalRequest struct {
	ID   string `json:"id,omitempty"`
	Name string `json:"name"`
}

func (s *Server) handleFestCreate(w http.ResponseWriter, r *http.Request) {
	if _, err := s.festWriter(r, true); err != nil {
		s.writeError(w, r, err)
		return
	}
	var req FestivalRequest
	if err := readJSON(r, &req, 16<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	v, err := s.CreateFestival(r.Context(), req, orgActor)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, v)
}

// CreateFestival opens a festival's stream.
func (s *Server) CreateFestival(ctx context.Context, req FestivalRequest, actor string) (festView, error) {
	id := req.ID
	if id == "" {
		id = newID("f")
	}
	if strings.TrimSpace(req.Name) == "" { // the ID is made when not given: only the name can be missing
		return festView{}, turnir.Errorf(turnir.EINVALID, "a festival needs a name", "у фестиваля должно быть название")
	}
	evs, err := festival.Create(es.At(s.clock.Now(), actor, ""), id, strings.TrimSpace(req.Name))
	if err != nil {
		return festView{}, err
	}
	if _, err := s.fest.host.Do(ctx, festStream(id), func(f *festival.Festival) ([]turnir.Event, error) {
		if f.ID != "" {
			return nil, turnir.Errorf(turnir.ECONFLICT, "festival %q exists", "фестиваль %q уже есть", id)
		}
		return evs, nil
	}); err != nil {
		return festView{}, err
	}
	var v festView
	err = s.festRead(ctx, id, func(f *festival.Festival) error { v = festFull(f); return nil })
	return v, err
}

func (s *Server) handleFest(w http.ResponseWriter, r *http.Request) {
	s.festView(w, r, func(f *festival.Festival) (any, error) { return festFull(f), nil })
}

// festView answers with a view of the path's festival. A view is the
// same for every reader until the festival's next event, so its JSON is
// kept per path and version: a hall of phones re-reading after each push
// costs one computation, not one per phone.
func (s *Server) festView(w http.ResponseWriter, r *http.Request, build func(f *festival.Festival) (any, error)) {
	var body []byte
	key := r.URL.Path
	cache := r.Method == http.MethodGet && r.URL.RawQuery == ""
	err := s.festRead(r.Context(), r.PathValue("fid"), func(f *festival.Festival) error {
		if cache {
			if b, ok := s.fest.cached(key, f.Version); ok {
				body = b
				return nil
			}
			// A push sends every page of the festival to re-read at once:
			// one builds the view, the rest wait and take it.
			defer s.fest.building.lock(key)()
			if b, ok := s.fest.cached(key, f.Version); ok {
				body = b
				return nil
			}
		}
		v, err := build(f)
		if err != nil {
			return err
		}
		if body, err = json.Marshal(v); err != nil {
			return err
		}
		if cache {
			s.fest.keep(key, f.Version, body)
		}
		return nil
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(append(body, '\n'))
}

// orgOnly are the festival writes the jury may not make: the committee's
// decisions (DQ1, DQ2).
var orgOnly = map[string]bool{
	"POST /api/festivals/{fid}/disqualify":              true,
	"POST /api/festivals/{fid}/decisions":               true,
	"POST /api/festivals/{fid}/teams/{team}/remove":     true,
	"POST /api/festivals/{fid}/players/{person}/remove": true,
	"POST /api/festivals/{fid}/coaches/{person}/remove": true,
}

// festWrite checks the writer (the organizer, or the jury where allowed), decodes the body into req (when req is
// not nil), runs the commands built from it as one commit and answers with
// view. Nothing is written when any command refuses.
func festWrite[T any](s *Server, w http.ResponseWriter, r *http.Request, req *T, build func(req *T) ([]festCmd, error),
	view func(f *festival.Festival) (any, error)) {
	fid := r.PathValue("fid")
	actor, err := s.festWriter(r, orgOnly[r.Pattern])
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.festExists(fid); err != nil {
		s.writeError(w, r, err)
		return
	}
	if req != nil && r.ContentLength != 0 {
		if err := readJSON(r, req, 256<<10); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	cmds, err := build(req)
	if err == nil {
		_, err = s.festDo(r.Context(), fid, actor, cmds...)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.festView(w, r, view)
}

// festOne is festWrite for a route of one command built from its body,
// answering with view.
func festOne[T any](s *Server, w http.ResponseWriter, r *http.Request, req *T, view func(f *festival.Festival) (any, error),
	cmd func(req *T, f *festival.Festival, m es.Meta) ([]turnir.Event, error)) {
	festWrite(s, w, r, req, func(req *T) ([]festCmd, error) {
		return []festCmd{func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) { return cmd(req, f, m) }}, nil
	}, view)
}

// NoFields is the body of a command that takes none: nothing, or {}; a
// field sent is refused as unknown.
type NoFields struct{}

func fullView(f *festival.Festival) (any, error) { return festFull(f), nil }

// TeamRequest is the body of POST /api/festivals/{fid}/teams: a team and,
// optionally, its players and coaches by name, registered in one commit.
type TeamRequest struct {
	ID   string `json:"id,omitempty"`
	Name string `json:"name"`
	City string `json:"city,omitempty"`
	// Players and Coaches are names or {"name", "rating"} objects.
	Players []festival.Entrant `json:"players,omitempty"`
	Coaches []festival.Entrant `json:"coaches,omitempty"`
}

func (s *Server) handleFestTeam(w http.ResponseWriter, r *http.Request) {
	festWrite(s, w, r, &TeamRequest{}, func(req *TeamRequest) ([]festCmd, error) {
		return []festCmd{func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
			return f.RegisterTeamRated(m, req.ID, req.Name, req.City, req.Players, req.Coaches)
		}}, nil
	}, fullView)
}

// PersonRequest is the body of POST .../players and .../coaches.
type PersonRequest struct {
	ID     string `json:"id,omitempty"`
	Name   string `json:"name"`
	Team   string `json:"team"`
	Rating string `json:"rating,omitempty"` // the ChGK rating site's id, digits
}

func (s *Server) handleFestPerson(coach bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		festWrite(s, w, r, &PersonRequest{}, func(req *PersonRequest) ([]festCmd, error) {
			return []festCmd{func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
				return f.RegisterPerson(m, coach, req.ID, req.Name, req.Team, req.Rating)
			}}, nil
		}, fullView)
	}
}

// DisqualifyRequest is the body of POST /api/festivals/{fid}/disqualify.
type DisqualifyRequest struct {
	Kind   string `json:"kind"` // player, team, coach
	ID     string `json:"id"`
	Reason string `json:"reason"`
}

func (s *Server) handleFestDisqualify(w http.ResponseWriter, r *http.Request) {
	festWrite(s, w, r, &DisqualifyRequest{}, func(req *DisqualifyRequest) ([]festCmd, error) {
		return []festCmd{func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
			return f.Disqualify(m.Because(strings.TrimSpace(req.Reason)), req.Kind, req.ID)
		}}, nil
	}, fullView)
}

// DecisionRequest is the body of POST /api/festivals/{fid}/decisions.
type DecisionRequest struct {
	Subject  string `json:"subject"`
	Decision string `json:"decision"`
	Reason   string `json:"reason"`
}

func (s *Server) handleFestDecision(w http.ResponseWriter, r *http.Request) {
	festWrite(s, w, r, &DecisionRequest{}, func(req *DecisionRequest) ([]festCmd, error) {
		return []festCmd{func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
			return f.Decide(m.Because(strings.TrimSpace(req.Reason)), req.Subject, req.Decision)
		}}, nil
	}, fullView)
}

// handleFestHistory lists the log; ?since=N gives only the entries after
// version N, so a jury page keeps its list current without re-reading a
// long day's log on every change.
func (s *Server) handleFestHistory(w http.ResponseWriter, r *http.Request) {
	since, _ := strconv.ParseInt(r.URL.Query().Get("since"), 10, 64)
	s.festView(w, r, func(f *festival.Festival) (any, error) {
		h := f.HistoryView()
		i := sort.Search(len(h), func(i int) bool { return h[i].Version > since })
		return h[i:], nil
	})
}

// handleFestWS serves GET /api/festivals/{fid}/ws: a message
// {type: "festival", festival: summary, events: [types]} after every
// change (coalesced to about one a second), "hello" on connecting.
func (s *Server) handleFestWS(w http.ResponseWriter, r *http.Request) {
	fid := r.PathValue("fid")
	if err := s.festExists(fid); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.serveWS(w, r, s.fest.hub, fid, func() []byte { return s.renderFestLive(fid, "hello", nil) }, nil)
}
