package http

import (
	"bytes"
	"cmp"
	"context"
	"crypto/rand"
	"encoding/base32"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"time"

	"turnir"
	"turnir/app"
	"turnir/es"
	"turnir/puzzleswiss"
	"turnir/regulation"
)

// The organizer's endpoints. Every decision goes to the log with the
// actor "organizer" and, where the engine asks for one, the reason.

func (s *Server) handleSession(w http.ResponseWriter, r *http.Request) {
	// A session the shared log cannot vouch for is not "signed out": the
	// pages would send their user to the password.
	org, err := s.org.signedIn(r, s.clock.Now())
	jury, jerr := s.jury.signedIn(r, s.clock.Now())
	if err = cmp.Or(err, jerr); err != nil {
		s.writeError(w, r, err)
		return
	}
	out := map[string]any{"organizer": org, "jury": jury}
	if tid := r.URL.Query().Get("t"); tid != "" {
		if id, err := s.solver(r, tid); err == nil {
			_ = s.read(r.Context(), tid, func(t *puzzleswiss.Tournament) error {
				if v := ref(t, id); v != nil {
					v.Tournament = tid
					out["solver"] = v
				}
				return nil
			})
		}
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) handleLogin(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Password string `json:"password"`
	}
	if err := readJSON(r, &body, 4<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	addr := s.clientAddr(r)
	if err := s.limits.signInLocked(addr, s.clock.Now()); err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.org.check(body.Password) {
		s.limits.signInFailed(addr, s.clock.Now())
		time.Sleep(200 * time.Millisecond) // a guesser gets five tries a second per connection
		s.writeError(w, r, turnir.Errorf(turnir.EUNAUTHORIZED, "wrong password", "неверный пароль"))
		return
	}
	http.SetCookie(w, s.org.cookie(s.clock.Now()))
	writeJSON(w, http.StatusOK, map[string]bool{"organizer": true})
}

func (s *Server) handleLogout(w http.ResponseWriter, r *http.Request) {
	// Both roles' sessions end, in this browser and for good: a copy of
	// the cookie no longer works, also after a restart.
	for _, ss := range []*session{s.org, s.jury} {
		if ss == nil {
			http.SetCookie(w, &http.Cookie{Name: juryCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true})
			continue
		}
		c, err := ss.logout(r, s.clock.Now())
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		http.SetCookie(w, c)
	}
	writeJSON(w, http.StatusOK, map[string]bool{"organizer": false})
}

func (s *Server) handleRegulations(w http.ResponseWriter, r *http.Request) {
	out := []map[string]any{}
	for _, n := range regulation.BuiltinNames() {
		reg, err := regulation.Builtin(n)
		if err != nil || reg.PuzzleSwiss == nil {
			continue
		}
		out = append(out, map[string]any{"name": n, "title": reg.Name, "title_ru": reg.NameRU, "settings": reg.PuzzleSwiss})
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) handleList(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	ids := append([]string(nil), s.created...)
	s.mu.Unlock()
	out := make([]tournamentView, 0, len(ids))
	for i := len(ids) - 1; i >= 0; i-- {
		err := s.read(r.Context(), ids[i], func(t *puzzleswiss.Tournament) error {
			out = append(out, s.view(t))
			return nil
		})
		if d := damaged(err); d != nil {
			out = append(out, tournamentView{ID: ids[i], Damaged: d})
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// CreateRequest is the body of POST /api/tournaments.
type CreateRequest struct {
	ID             string                `json:"id,omitempty"`
	Name           string                `json:"name"`
	Regulation     string                `json:"regulation,omitempty"`
	RegulationYAML string                `json:"regulation_yaml,omitempty"`
	Settings       *puzzleswiss.Settings `json:"settings,omitempty"`
	// settingsJSON, when set (by POST /api/tournaments), is the settings
	// as sent: laid over the regulation's, so that a client may send only
	// what it changes.
	settingsJSON json.RawMessage
}

// createBody is POST /api/tournaments as read: CreateRequest with its
// settings kept as sent.
type createBody struct {
	ID             string          `json:"id,omitempty"`
	Name           string          `json:"name"`
	Regulation     string          `json:"regulation,omitempty"`
	RegulationYAML string          `json:"regulation_yaml,omitempty"`
	Settings       json.RawMessage `json:"settings,omitempty"`
}

// newID returns a short random tournament id.
func newID(prefix string) string {
	var b [5]byte
	_, _ = rand.Read(b[:])
	return prefix + strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:]))
}

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	if err := s.organizer(r, ""); err != nil {
		s.writeError(w, r, err)
		return
	}
	var body createBody
	if err := readJSON(r, &body, 256<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	req := CreateRequest{ID: body.ID, Name: body.Name, Regulation: body.Regulation, RegulationYAML: body.RegulationYAML}
	if len(body.Settings) > 0 && string(body.Settings) != "null" {
		req.settingsJSON = body.Settings
	}
	v, err := s.Create(r.Context(), req, orgActor)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, v)
}

// Create opens a tournament: it draws and stores the secret seed and
// publishes its commitment in the TournamentCreated event.
func (s *Server) Create(ctx context.Context, req CreateRequest, actor string) (tournamentView, error) {
	var reg *regulation.Regulation
	var err error
	switch {
	case req.RegulationYAML != "":
		reg, err = regulation.Parse([]byte(req.RegulationYAML))
	default:
		name := req.Regulation
		if name == "" {
			name = "puzzle-swiss"
		}
		reg, err = regulation.Builtin(name)
	}
	if err != nil {
		return tournamentView{}, err
	}
	if reg.PuzzleSwiss == nil {
		return tournamentView{}, turnir.Errorf(turnir.EINVALID, "this server runs puzzle Swiss regulations only", "этот сервер проводит только турниры по головоломкам")
	}
	settings := reg.PuzzleSwiss.Settings()
	switch {
	case req.settingsJSON != nil:
		if err := decodeJSON(bytes.NewReader(req.settingsJSON), &settings); err != nil {
			return tournamentView{}, err
		}
		if err := settings.Validate(); err != nil {
			return tournamentView{}, err
		}
	case req.Settings != nil:
		settings = *req.Settings
		if err := settings.Validate(); err != nil {
			return tournamentView{}, err
		}
	}
	id := req.ID
	if id == "" {
		id = newID("t")
	}
	if err := es.ValidID(id); err != nil {
		return tournamentView{}, err
	}
	if _, taken := s.known.Load(id); taken {
		return tournamentView{}, turnir.Errorf(turnir.ECONFLICT, "tournament %q exists", "турнир %q уже есть", id)
	}
	now := s.clock.Now()
	if _, err := app.Create(ctx, s.host, s.seeds, id, func(t *puzzleswiss.Tournament, seed turnir.Seed) ([]turnir.Event, error) {
		if t.Phase != "" {
			return nil, turnir.Errorf(turnir.ECONFLICT, "tournament %q exists", "турнир %q уже есть", id)
		}
		return puzzleswiss.Create(es.At(now, actor, ""), id, req.Name, settings, seed.Commitment())
	}); err != nil {
		return tournamentView{}, err
	}
	var v tournamentView
	err = s.read(ctx, id, func(t *puzzleswiss.Tournament) error { v = s.view(t); return nil })
	return v, err
}

func (s *Server) handleTournament(w http.ResponseWriter, r *http.Request) {
	var v tournamentView
	if err := s.read(r.Context(), r.PathValue("tid"), func(t *puzzleswiss.Tournament) error { v = s.view(t); return nil }); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// orgDo runs an organizer's command on the path's tournament, given the
// organizer's es.Meta at the group commit's time, and answers with the
// tournament's view.
func (s *Server) orgDo(w http.ResponseWriter, r *http.Request, cmd func(t *puzzleswiss.Tournament, m es.Meta) ([]turnir.Event, error)) {
	tid := r.PathValue("tid")
	if err := s.organizer(r, tid); err != nil {
		s.writeError(w, r, err)
		return
	}
	err := s.do(r.Context(), tid, func(t *puzzleswiss.Tournament, now time.Time) ([]turnir.Event, error) {
		return cmd(t, es.Meta{At: now, Actor: orgActor})
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.handleTournament(w, r)
}

// maxExtendS is the longest extension of a round, in seconds; the engine
// refuses more than an hour as well.
const maxExtendS = 3600

type reasonBody struct {
	Reason string `json:"reason"`
}

func (s *Server) reason(w http.ResponseWriter, r *http.Request) (reasonBody, bool) {
	var b reasonBody
	if err := readJSON(r, &b, 16<<10); err != nil {
		s.writeError(w, r, err)
		return b, false
	}
	b.Reason = strings.TrimSpace(b.Reason)
	return b, true
}

func (s *Server) handleSettings(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Settings puzzleswiss.Settings `json:"settings"`
		Reason   string               `json:"reason"`
	}
	if err := s.organizer(r, r.PathValue("tid")); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := readJSON(r, &body, 64<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := body.Settings.Validate(); err != nil {
		s.writeError(w, r, err)
		return
	}
	if body.Reason == "" {
		body.Reason = "settings changed by the organizer"
	}
	s.orgDo(w, r, func(t *puzzleswiss.Tournament, m es.Meta) ([]turnir.Event, error) {
		return t.ChangeSettings(m.Because(body.Reason), body.Settings)
	})
}

func (s *Server) handleBegin(w http.ResponseWriter, r *http.Request) {
	// Who asks is settled before the body is read: a solver's or a
	// stranger's request is refused as such, whatever it carries.
	if err := s.organizer(r, r.PathValue("tid")); err != nil {
		s.writeError(w, r, err)
		return
	}
	var body struct {
		FirstRoundInS int `json:"first_round_in_s"`
	}
	if r.ContentLength != 0 {
		if err := readJSON(r, &body, 4<<10); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	if body.FirstRoundInS < 0 || body.FirstRoundInS > 7*24*3600 {
		s.writeError(w, r, turnir.Errorf(turnir.EINVALID, "first_round_in_s must be between 0 and a week", "first_round_in_s должно быть от 0 до недели"))
		return
	}
	s.orgDo(w, r, func(t *puzzleswiss.Tournament, m es.Meta) ([]turnir.Event, error) {
		return s.begin(t, m, m.At.Add(time.Duration(body.FirstRoundInS)*time.Second))
	})
}

// handleSchedule sets the scheduled start of round 1 and the registration
// deadline (issue 14, item 7), or cancels the schedule with an empty
// starts_at. The clock then closes registration and begins by itself.
func (s *Server) handleSchedule(w http.ResponseWriter, r *http.Request) {
	if err := s.organizer(r, r.PathValue("tid")); err != nil {
		s.writeError(w, r, err)
		return
	}
	var body struct {
		StartsAt string `json:"starts_at"`
		ClosesAt string `json:"registration_closes_at"`
		Reason   string `json:"reason"`
	}
	if err := readJSON(r, &body, 4<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	var starts, closes time.Time
	for _, f := range []struct {
		name, v string
		to      *time.Time
	}{{"starts_at", body.StartsAt, &starts}, {"registration_closes_at", body.ClosesAt, &closes}} {
		if strings.TrimSpace(f.v) == "" {
			continue
		}
		v, err := time.Parse(time.RFC3339, strings.TrimSpace(f.v))
		if err != nil {
			s.writeError(w, r, turnir.Errorf(turnir.EINVALID, "%s must be a date and time like 2026-05-01T18:00:00+03:00", "%s должно быть датой и временем вида 2026-05-01T18:00:00+03:00", f.name))
			return
		}
		*f.to = v
	}
	reason := strings.TrimSpace(body.Reason) // optional: the decision log names the event in words
	s.orgDo(w, r, func(t *puzzleswiss.Tournament, m es.Meta) ([]turnir.Event, error) {
		return t.Schedule(m.Because(reason), starts, closes)
	})
}

// begin closes registration with the stored seed, after checking that the
// puzzle set covers every round the draw will fix (P1).
func (s *Server) begin(t *puzzleswiss.Tournament, m es.Meta, first time.Time) ([]turnir.Event, error) {
	if err := t.PuzzlesCover(); err != nil {
		return nil, err
	}
	seed, err := s.seeds.Get(t.ID)
	if err != nil {
		return nil, err
	}
	return t.Begin(m, seed, first)
}

// decision runs an organizer's decision about round n of the tournament,
// logged with the reason of the body (ReasonRequest, or ExtendRequest).
func (s *Server) decision(w http.ResponseWriter, r *http.Request, body any, reason func() string,
	run func(t *puzzleswiss.Tournament, m es.Meta, n int) ([]turnir.Event, error)) {
	n, err := strconv.Atoi(r.PathValue("n"))
	if err != nil {
		s.writeError(w, r, turnir.Errorf(turnir.EINVALID, "bad round number", "неверный номер тура"))
		return
	}
	if err := s.organizer(r, r.PathValue("tid")); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := readJSON(r, body, 16<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.orgDo(w, r, func(t *puzzleswiss.Tournament, m es.Meta) ([]turnir.Event, error) {
		return run(t, m.Because(reason()), n)
	})
}

// roundDecision is decision for a body of only a reason.
func (s *Server) roundDecision(w http.ResponseWriter, r *http.Request, run func(t *puzzleswiss.Tournament, m es.Meta, n int) ([]turnir.Event, error)) {
	var b ReasonRequest
	s.decision(w, r, &b, func() string { return b.Reason }, run)
}

// handleRoundPause: POST .../rounds/{n}/pause (P12).
func (s *Server) handleRoundPause(w http.ResponseWriter, r *http.Request) {
	s.roundDecision(w, r, (*puzzleswiss.Tournament).Pause)
}

// handleRoundResume: POST .../rounds/{n}/resume (P12).
func (s *Server) handleRoundResume(w http.ResponseWriter, r *http.Request) {
	s.roundDecision(w, r, (*puzzleswiss.Tournament).Resume)
}

// handleRoundRestart: POST .../rounds/{n}/restart (P12).
func (s *Server) handleRoundRestart(w http.ResponseWriter, r *http.Request) {
	s.roundDecision(w, r, (*puzzleswiss.Tournament).Restart)
}

// handleRoundClose: POST .../rounds/{n}/close, before its time (P12).
func (s *Server) handleRoundClose(w http.ResponseWriter, r *http.Request) {
	s.roundDecision(w, r, (*puzzleswiss.Tournament).CloseRound)
}

// ExtendRequest is the body of POST .../rounds/{n}/extend: how many
// seconds the round gets, and why.
type ExtendRequest struct {
	Reason  string `json:"reason"`
	Seconds int    `json:"seconds"`
}

// handleRoundExtend: POST .../rounds/{n}/extend (P12).
func (s *Server) handleRoundExtend(w http.ResponseWriter, r *http.Request) {
	var b ExtendRequest
	s.decision(w, r, &b, func() string { return b.Reason }, func(t *puzzleswiss.Tournament, m es.Meta, n int) ([]turnir.Event, error) {
		// Checked before the multiplication: 18446744074 s times
		// time.Second wraps around int64 to an extension of 290 ms.
		if b.Seconds < 1 || b.Seconds > maxExtendS {
			return nil, turnir.Errorf(turnir.EINVALID, "seconds must be a whole number from 1 to %d (an hour)",
				"seconds должно быть целым числом от 1 до %d (час)", maxExtendS)
		}
		return t.Extend(m, n, time.Duration(b.Seconds)*time.Second)
	})
}

func (s *Server) handleDisqualify(w http.ResponseWriter, r *http.Request) {
	if err := s.organizer(r, r.PathValue("tid")); err != nil {
		s.writeError(w, r, err)
		return
	}
	b, ok := s.reason(w, r)
	if !ok {
		return
	}
	sid := r.PathValue("sid")
	s.orgDo(w, r, func(t *puzzleswiss.Tournament, m es.Meta) ([]turnir.Event, error) {
		return t.Disqualify(m.Because(b.Reason), sid)
	})
}

func (s *Server) handleFinish(w http.ResponseWriter, r *http.Request) {
	if err := s.organizer(r, r.PathValue("tid")); err != nil {
		s.writeError(w, r, err)
		return
	}
	b, ok := s.reason(w, r)
	if !ok {
		return
	}
	s.orgDo(w, r, func(t *puzzleswiss.Tournament, m es.Meta) ([]turnir.Event, error) {
		return t.Finish(m.Because(b.Reason))
	})
}

func (s *Server) handlePublish(w http.ResponseWriter, r *http.Request) {
	s.orgDo(w, r, func(t *puzzleswiss.Tournament, m es.Meta) ([]turnir.Event, error) {
		return t.Publish(m)
	})
}

func (s *Server) handleLive(w http.ResponseWriter, r *http.Request) {
	tid := r.PathValue("tid")
	if err := s.organizer(r, tid); err != nil {
		s.writeError(w, r, err)
		return
	}
	n, _ := strconv.Atoi(r.PathValue("n"))
	var v liveView
	err := s.read(r.Context(), tid, func(t *puzzleswiss.Tournament) error {
		rd := t.Round(n)
		if rd == nil {
			return turnir.Errorf(turnir.ENOTFOUND, "round %d has not been drawn", "тур %d ещё не разыгран", n)
		}
		v = live(t, rd, s.clock.Now())
		return nil
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}
