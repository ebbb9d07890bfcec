package http

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
	"turnir/labels"

	"turnir"
	"turnir/app"
	"turnir/es"
	"turnir/regulation"
	"turnir/report"
	"turnir/teamchess"
)

// The team chess API (K1-K7), one handler per route. Reading is public;
// every write needs the organizer's session or the arbiters' (the jury
// password), is decoded strictly (readJSON: unknown fields refused, a
// size limit), runs as one commit and answers with the whole event
// (chessView), which the live channel tells every page to re-read.

func (s *Server) handleChessList(w http.ResponseWriter, r *http.Request) {
	ids := s.chess.ids()
	out := make([]chessSummaryView, 0, len(ids))
	for i := len(ids) - 1; i >= 0; i-- {
		err := s.chessRead(r.Context(), ids[i], func(t *teamchess.Tournament) error {
			out = append(out, chessSummary(t))
			return nil
		})
		if d := damaged(err); d != nil {
			out = append(out, chessSummaryView{ID: ids[i], Damaged: d})
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// ChessCreateRequest is the body of POST /api/chess: an event from a
// built-in regulation of the school-team-chess kind.
type ChessCreateRequest struct {
	ID         string `json:"id,omitempty"`
	Name       string `json:"name"`
	Regulation string `json:"regulation,omitempty"` // default school-team-chess
}

func (s *Server) handleChessCreate(w http.ResponseWriter, r *http.Request) {
	actor, err := s.chessWriter(r, true)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var req ChessCreateRequest
	if err := readJSON(r, &req, 4<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	v, err := s.CreateChess(r.Context(), req, actor)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, v)
}

// CreateChess opens a team chess event: the secret seed of the round-1
// lot is drawn and kept in the seeds directory, its commitment published
// in the event that opens the stream (revealed at the draw, Begin).
func (s *Server) CreateChess(ctx context.Context, req ChessCreateRequest, actor string) (chessView, error) {
	name := req.Regulation
	if name == "" {
		name = regulation.KindSchoolTeamChess
	}
	reg, err := regulation.Builtin(name)
	if err != nil {
		return chessView{}, err
	}
	if reg.SchoolChess == nil {
		return chessView{}, turnir.Errorf(turnir.EINVALID, "%s is not a school team chess regulation", "%s — не регламент командных соревнований по шахматам", name)
	}
	id := req.ID
	if id == "" {
		id = newID("c")
	}
	if es.ValidID(id) != nil || len(id) > 32 {
		return chessView{}, turnir.Errorf(turnir.EINVALID, "an event id is 1-32 lower-case Latin letters, digits, - or _",
			"идентификатор турнира — от 1 до 32 строчных латинских букв, цифр, - или _")
	}
	title := strings.TrimSpace(req.Name)
	if title == "" {
		title = reg.NameRU
		if title == "" {
			title = reg.Name
		}
	}
	now := s.clock.Now()
	stream := chessStream(id)
	if _, err := app.Create(ctx, s.chess.host, s.seeds, stream, func(t *teamchess.Tournament, seed turnir.Seed) ([]turnir.Event, error) {
		if t.Version > 0 {
			return nil, turnir.Errorf(turnir.ECONFLICT, "event %q exists", "турнир %q уже есть", id)
		}
		return teamchess.Create(es.At(now, actor, ""), id, title, reg.SchoolChess.Config(), seed.Commitment())
	}); err != nil {
		return chessView{}, err
	}
	var v chessView
	err = s.chessRead(ctx, id, func(t *teamchess.Tournament) error { v = chessFull(t, now); return nil })
	return v, err
}

func (s *Server) handleChess(w http.ResponseWriter, r *http.Request) {
	cid := r.PathValue("cid")
	now := s.clock.Now()
	minute := now.Unix() / 60
	var body []byte
	err := s.chessRead(r.Context(), cid, func(t *teamchess.Tournament) error {
		if t.ID == "" {
			return turnir.Errorf(turnir.ENOTFOUND, "no team chess event %q", "нет командного турнира по шахматам %q", cid)
		}
		s.chess.mu.Lock()
		c, ok := s.chess.views[cid]
		s.chess.mu.Unlock()
		if ok && c.version == t.Version && c.minute == minute {
			body = c.body
			return nil
		}
		var err error
		if body, err = json.Marshal(chessFull(t, now)); err != nil {
			return err
		}
		s.chess.mu.Lock()
		s.chess.views[cid] = chessCached{t.Version, minute, body}
		s.chess.mu.Unlock()
		return nil
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body) // shared with other readers: never appended to
	_, _ = w.Write([]byte{'\n'})
}

// chessView answers with a view of the path's event.
func (s *Server) chessView(w http.ResponseWriter, r *http.Request, build func(t *teamchess.Tournament) any) {
	var v any
	err := s.chessRead(r.Context(), r.PathValue("cid"), func(t *teamchess.Tournament) error {
		if t.ID == "" {
			return turnir.Errorf(turnir.ENOTFOUND, "no team chess event %q", "нет командного турнира по шахматам %q", r.PathValue("cid"))
		}
		v = build(t)
		return nil
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// chessWrite checks the writer, decodes the body into req (up to limit
// bytes; none or {} for a request without fields), runs the commands
// built from it with the reason it gives as one commit and answers with
// the whole event.
func chessWrite[T any](s *Server, w http.ResponseWriter, r *http.Request, req *T, limit int64,
	build func(req *T) (reason string, cmds []chessCmd, err error)) {
	cid := r.PathValue("cid")
	actor, err := s.chessWriter(r, false)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.chessExists(cid); err != nil {
		s.writeError(w, r, err)
		return
	}
	if r.ContentLength != 0 {
		if err := readJSON(r, req, limit); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	reason, cmds, err := build(req)
	if err == nil {
		_, err = s.chessDo(r.Context(), cid, actor, reason, cmds...)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.chessView(w, r, func(t *teamchess.Tournament) any { return chessFull(t, s.clock.Now()) })
}

// ChessPlayer is a player of a roster as entered: the board is the place
// in the list. Player IDs are the server's ("<team>-<board>").
type ChessPlayer struct {
	Name      string `json:"name"`
	BirthYear int    `json:"birth_year"`
	Sex       string `json:"sex"` // m or f
	School    string `json:"school,omitempty"`
	Rating    int    `json:"rating,omitempty"`
	RatingID  string `json:"rating_id,omitempty"` // the Russian Chess Federation's
	FideID    string `json:"fide_id,omitempty"`
	BirthDate string `json:"birth_date,omitempty"` // YYYY-MM-DD
}

// ChessRoster is a team's roster as entered (K1, K2).
type ChessRoster struct {
	Name    string        `json:"name"`
	School  string        `json:"school"`
	Leader  string        `json:"leader"`
	Players []ChessPlayer `json:"players"`
}

// maxChessPlayers bounds a roster's list before it reaches the engine,
// which then refuses any count but the regulation's boards.
const maxChessPlayers = 12

func (c ChessRoster) roster() (teamchess.Roster, error) {
	if len(c.Players) > maxChessPlayers {
		return teamchess.Roster{}, turnir.Errorf(turnir.EINVALID, "a roster lists at most %[1]s", "в составе не больше %[2]s", labels.Count("en", "count.player", maxChessPlayers), labels.Count("ru", "count.player_gen", maxChessPlayers))
	}
	r := teamchess.Roster{Name: c.Name, School: c.School, Leader: c.Leader, Players: []teamchess.Player{}}
	for i, p := range c.Players {
		if p.Rating < 0 || p.Rating > 4000 || p.BirthYear < 0 || p.BirthYear > 9999 {
			return r, turnir.Errorf(turnir.EINVALID, "board %d: the rating is 0-4000 and the year of birth four digits", "доска %d: рейтинг — от 0 до 4000, год рождения — четыре цифры", i+1)
		}
		for _, id := range []string{p.RatingID, p.FideID, p.BirthDate} {
			if len(id) > 32 || strings.ContainsFunc(id, func(c rune) bool { return c < '!' || c > '~' }) {
				return r, turnir.Errorf(turnir.EINVALID, "board %d: a rating ID or a date is up to 32 visible Latin characters", "доска %d: рейтинговый идентификатор или дата — до 32 видимых латинских символов", i+1)
			}
		}
		r.Players = append(r.Players, teamchess.Player{Name: p.Name, BirthYear: p.BirthYear, BirthDate: p.BirthDate, Sex: p.Sex,
			School: p.School, Rating: p.Rating, RatingID: p.RatingID, FideID: p.FideID})
	}
	return r, nil
}

// ChessTeamRequest is the body of POST /api/chess/{cid}/teams.
type ChessTeamRequest struct {
	ID     string      `json:"id,omitempty"`
	Roster ChessRoster `json:"roster"`
}

func (s *Server) handleChessTeam(w http.ResponseWriter, r *http.Request) {
	chessWrite(s, w, r, &ChessTeamRequest{}, 64<<10, func(req *ChessTeamRequest) (string, []chessCmd, error) {
		ro, err := req.Roster.roster()
		if err != nil {
			return "", nil, err
		}
		if req.ID != "" && (es.ValidID(req.ID) != nil || len(req.ID) > 32) {
			return "", nil, turnir.Errorf(turnir.EINVALID, "a team id is 1-32 lower-case Latin letters, digits, - or _",
				"идентификатор команды — от 1 до 32 строчных латинских букв, цифр, - или _")
		}
		return "", []chessCmd{func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) {
			id := req.ID
			if id == "" {
				id = t.NextTeamID()
			}
			return t.RegisterTeam(m, id, ro)
		}}, nil
	})
}

// ChessCheckRequest is the body of POST /api/chess/{cid}/roster-check.
type ChessCheckRequest struct {
	Roster ChessRoster `json:"roster"`
}

// handleChessCheck lists a roster's violations under the regulation in
// force (K1, K2), board by board, writing nothing: the admission page
// shows them before the team is admitted.
func (s *Server) handleChessCheck(w http.ResponseWriter, r *http.Request) {
	if _, err := s.chessWriter(r, false); err != nil {
		s.writeError(w, r, err)
		return
	}
	var req ChessCheckRequest
	if err := readJSON(r, &req, 64<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	ro, err := req.Roster.roster()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var vs []teamchess.Violation
	err = s.chessRead(r.Context(), r.PathValue("cid"), func(t *teamchess.Tournament) error {
		if t.ID == "" {
			return turnir.Errorf(turnir.ENOTFOUND, "no team chess event %q", "нет командного турнира по шахматам %q", r.PathValue("cid"))
		}
		var err error
		vs, err = t.CheckRoster(ro) // as admission would judge it
		return err
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"violations": nonNil(vs)})
}

// ChessRefuseRequest is the body of POST /api/chess/{cid}/teams/refuse:
// the admission committee's refusal of a roster, with its reason.
type ChessRefuseRequest struct {
	Roster ChessRoster `json:"roster"`
	Reason string      `json:"reason"`
}

func (s *Server) handleChessRefuse(w http.ResponseWriter, r *http.Request) {
	chessWrite(s, w, r, &ChessRefuseRequest{}, 64<<10, func(req *ChessRefuseRequest) (string, []chessCmd, error) {
		ro, err := req.Roster.roster()
		if err != nil {
			return "", nil, err
		}
		return req.Reason, []chessCmd{func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) {
			return t.RefuseTeam(m, ro)
		}}, nil
	})
}

// ChessAmendRequest is the body of PUT /api/chess/{cid}/teams/{team}.
type ChessAmendRequest struct {
	Roster ChessRoster `json:"roster"`
	Reason string      `json:"reason"`
}

func (s *Server) handleChessAmend(w http.ResponseWriter, r *http.Request) {
	team := r.PathValue("team")
	chessWrite(s, w, r, &ChessAmendRequest{}, 64<<10, func(req *ChessAmendRequest) (string, []chessCmd, error) {
		ro, err := req.Roster.roster()
		if err != nil {
			return "", nil, err
		}
		return req.Reason, []chessCmd{func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) {
			return t.AmendRoster(m, team, ro)
		}}, nil
	})
}

// ChessReasonRequest is the body of a decision that only needs its
// reason: a withdrawal, finishing early.
type ChessReasonRequest struct {
	Reason string `json:"reason,omitempty"`
}

func (s *Server) handleChessWithdraw(w http.ResponseWriter, r *http.Request) {
	team := r.PathValue("team")
	chessWrite(s, w, r, &ChessReasonRequest{}, 4<<10, func(req *ChessReasonRequest) (string, []chessCmd, error) {
		return req.Reason, []chessCmd{func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) {
			return t.WithdrawTeam(m, team)
		}}, nil
	})
}

// ChessConfigureRequest is the body of POST /api/chess/{cid}/configure:
// the number of rounds fitted to the field before the draw (K3).
type ChessConfigureRequest struct {
	Rounds *int   `json:"rounds"`
	Reason string `json:"reason"`
}

func (s *Server) handleChessConfigure(w http.ResponseWriter, r *http.Request) {
	chessWrite(s, w, r, &ChessConfigureRequest{}, 4<<10, func(req *ChessConfigureRequest) (string, []chessCmd, error) {
		if err := need("rounds", req.Rounds != nil); err != nil {
			return "", nil, err
		}
		return req.Reason, []chessCmd{func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) {
			cfg := t.Config
			cfg.Rounds = *req.Rounds
			cfg.Schedule = fitSchedule(cfg.Schedule, cfg.Rounds)
			return t.Configure(m, cfg)
		}}, nil
	})
}

// fitSchedule drops the programme's rounds and draws past the last round,
// which Validate would refuse.
func fitSchedule(items []teamchess.ScheduleItem, rounds int) []teamchess.ScheduleItem {
	out := make([]teamchess.ScheduleItem, 0, len(items))
	for _, it := range items {
		if (it.Kind == teamchess.ItemRound || it.Kind == teamchess.ItemDraw) && it.Round > rounds {
			continue
		}
		out = append(out, it)
	}
	return out
}

// handleChessBegin makes the draw: registration closes, the stored seed is
// revealed and checked against the commitment, the lots are drawn and
// round 1 is paired, in one commit.
func (s *Server) handleChessBegin(w http.ResponseWriter, r *http.Request) {
	cid := r.PathValue("cid")
	chessWrite(s, w, r, &NoFields{}, 1<<10, func(*NoFields) (string, []chessCmd, error) {
		return "", []chessCmd{func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) {
			if t.Phase != teamchess.PhaseRegistration {
				return t.Begin(m, turnir.Seed{}) // refused with the engine's words
			}
			seed, err := s.seeds.Get(chessStream(cid))
			if err != nil {
				return nil, err
			}
			return t.Begin(m, seed)
		}, func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) { return t.PairRound(m) }}, nil
	})
}

// ChessDrawRequest is the body of POST /api/chess/{cid}/draw-schedule:
// the time of the round-1 draw (RFC 3339), "" to cancel it.
type ChessDrawRequest struct {
	At     *string `json:"at"`
	Reason string  `json:"reason,omitempty"`
}

func (s *Server) handleChessDrawSchedule(w http.ResponseWriter, r *http.Request) {
	chessWrite(s, w, r, &ChessDrawRequest{}, 1<<10, func(req *ChessDrawRequest) (string, []chessCmd, error) {
		if err := need("at", req.At != nil); err != nil {
			return "", nil, err
		}
		var at time.Time
		if *req.At != "" {
			var err error
			if at, err = time.Parse(time.RFC3339, *req.At); err != nil {
				return "", nil, turnir.Errorf(turnir.EINVALID, "at wants a time like 2027-02-16T23:59:00+07:00", "at — время вида 2027-02-16T23:59:00+07:00")
			}
		}
		return req.Reason, []chessCmd{func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) { return t.ScheduleDraw(m, at) }}, nil
	})
}

func (s *Server) handleChessPair(w http.ResponseWriter, r *http.Request) {
	chessWrite(s, w, r, &NoFields{}, 1<<10, func(*NoFields) (string, []chessCmd, error) {
		return "", []chessCmd{func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) { return t.PairRound(m) }}, nil
	})
}

// handleChessUndo takes back the pairing of the latest round before any
// result, a decision with its reason; the round is then paired again.
func (s *Server) handleChessUndo(w http.ResponseWriter, r *http.Request) {
	chessWrite(s, w, r, &ChessReasonRequest{}, 4<<10, func(req *ChessReasonRequest) (string, []chessCmd, error) {
		return req.Reason, []chessCmd{func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) { return t.UndoPairing(m) }}, nil
	})
}

// ChessManualRequest is the body of POST /api/chess/{cid}/rounds/manual:
// the arbiters' pairing of the next round, with its reason.
type ChessManualRequest struct {
	Matches []teamchess.Match `json:"matches"`
	Bye     string            `json:"bye,omitempty"`
	Reason  string            `json:"reason"`
}

func (s *Server) handleChessManual(w http.ResponseWriter, r *http.Request) {
	chessWrite(s, w, r, &ChessManualRequest{}, 16<<10, func(req *ChessManualRequest) (string, []chessCmd, error) {
		if len(req.Matches) > 500 {
			return "", nil, turnir.Errorf(turnir.EINVALID, "too many matches", "слишком много матчей")
		}
		return req.Reason, []chessCmd{func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) {
			return t.PairManually(m, req.Matches, req.Bye)
		}}, nil
	})
}

// ChessResultsRequest is the body of POST
// /api/chess/{cid}/rounds/{n}/matches/{m}/results: results by game slot
// (the games of the round view), and a reason for a correction after the
// round is closed.
type ChessResultsRequest struct {
	Results gameSlots `json:"results"`
	Reason  string    `json:"reason,omitempty"`
	// Was, when given, is what the page showed of each game sent ("" for
	// none): a game changed since is refused (teamchess.ResultsUnchanged).
	Was gameSlots `json:"was,omitempty"`
}

// gameSlots is a match's games by slot number. Its keys are written as
// numbers are ("2", never "02" or "+2"), each once: a body that names one
// game twice would otherwise keep one of its two results unseen.
type gameSlots map[int]teamchess.Result

// UnmarshalJSON reads the object, refusing a key that is not a plain
// number or comes twice.
func (g *gameSlots) UnmarshalJSON(b []byte) error {
	bad := func(en, ru string, args ...any) error { return turnir.Errorf(turnir.EINVALID, en, ru, args...) }
	dec := json.NewDecoder(bytes.NewReader(b))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		if t == nil && err == nil { // null
			*g = nil
			return nil
		}
		return bad("the games are an object of slot numbers", "партии — объект с номерами партий")
	}
	out := gameSlots{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return bad("the games are an object of slot numbers", "партии — объект с номерами партий")
		}
		key, _ := t.(string)
		n, err := strconv.Atoi(key)
		if err != nil || strconv.Itoa(n) != key {
			return bad("game %q is not a slot number (0, 1, 2…)", "партия %q — не номер партии (0, 1, 2…)", key)
		}
		if _, dup := out[n]; dup {
			return bad("game %d is named twice", "партия %d названа дважды", n)
		}
		var r teamchess.Result
		if err := dec.Decode(&r); err != nil {
			return bad("game %d: a result is a string such as \"1-0\"", "партия %d: результат — строка вида \"1-0\"", n)
		}
		out[n] = r
	}
	*g = out
	return nil
}

func (s *Server) handleChessResults(w http.ResponseWriter, r *http.Request) {
	n, err1 := strconv.Atoi(r.PathValue("n"))
	match, err2 := strconv.Atoi(r.PathValue("m"))
	if err1 != nil || err2 != nil || n < 1 || match < 1 {
		s.writeError(w, r, turnir.Errorf(turnir.EINVALID, "bad round or match number", "неверный номер тура или матча"))
		return
	}
	chessWrite(s, w, r, &ChessResultsRequest{}, 8<<10, func(req *ChessResultsRequest) (string, []chessCmd, error) {
		return req.Reason, []chessCmd{func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) {
			if err := t.ResultsUnchanged(n, match-1, req.Was); err != nil {
				return nil, err
			}
			return t.EnterResults(m, n, match-1, req.Results)
		}}, nil
	})
}

func (s *Server) handleChessClose(w http.ResponseWriter, r *http.Request) {
	n, err := strconv.Atoi(r.PathValue("n"))
	if err != nil || n < 1 {
		s.writeError(w, r, turnir.Errorf(turnir.EINVALID, "bad round number", "неверный номер тура"))
		return
	}
	chessWrite(s, w, r, &NoFields{}, 1<<10, func(*NoFields) (string, []chessCmd, error) {
		return "", []chessCmd{func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) { return t.CloseRound(m, n) }}, nil
	})
}

func (s *Server) handleChessFinish(w http.ResponseWriter, r *http.Request) {
	chessWrite(s, w, r, &ChessReasonRequest{}, 4<<10, func(req *ChessReasonRequest) (string, []chessCmd, error) {
		return req.Reason, []chessCmd{func(t *teamchess.Tournament, m es.Meta) ([]turnir.Event, error) { return t.Finish(m) }}, nil
	})
}

func (s *Server) handleChessTeams(w http.ResponseWriter, r *http.Request) {
	s.chessView(w, r, func(t *teamchess.Tournament) any { return chessTeams(t) })
}

// handleChessRound serves one round's pairings and results; a round not
// paired yet is ENOTFOUND.
func (s *Server) handleChessRound(w http.ResponseWriter, r *http.Request) {
	n, _ := strconv.Atoi(r.PathValue("n"))
	var v chessRoundView
	err := s.chessRead(r.Context(), r.PathValue("cid"), func(t *teamchess.Tournament) error {
		rd := t.Round(n)
		if rd == nil {
			return turnir.Errorf(turnir.ENOTFOUND, "round %s has not been paired", "тур %s ещё не составлен", strconv.Quote(r.PathValue("n")))
		}
		v = chessRound(t, rd)
		return nil
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// handleChessSheet serves a round's pairing sheet as text (K6: with the
// time controls), in the request's language, for printing.
func (s *Server) handleChessSheet(w http.ResponseWriter, r *http.Request) {
	n, _ := strconv.Atoi(r.PathValue("n"))
	var sheet string
	err := s.chessRead(r.Context(), r.PathValue("cid"), func(t *teamchess.Tournament) error {
		if sheet = t.Sheet(n, lang(r)); sheet == "" {
			return turnir.Errorf(turnir.ENOTFOUND, "round %d has not been paired", "тур %d ещё не составлен", n)
		}
		return nil
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write([]byte(sheet))
}

// handleChessSheetPDF serves a round's pairing sheet and its result slips
// as an A4 PDF (K6), in the request's language (report.ChessSheetPDF).
func (s *Server) handleChessSheetPDF(w http.ResponseWriter, r *http.Request) {
	n, _ := strconv.Atoi(r.PathValue("n"))
	var body bytes.Buffer
	err := s.chessRead(r.Context(), r.PathValue("cid"), func(t *teamchess.Tournament) error {
		return report.ChessSheetPDF(&body, t, n, lang(r))
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`inline; filename="%s-round-%d.pdf"`, r.PathValue("cid"), n))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body.Bytes())
}

// handleChessStandings serves the standings (K5); ?after=N gives them
// as they stood after round N (the rounds after it left out).
func (s *Server) handleChessStandings(w http.ResponseWriter, r *http.Request) {
	after := -1
	if q := r.URL.Query().Get("after"); q != "" {
		n, err := strconv.Atoi(q)
		if err != nil || n < 0 || n > 1000 {
			s.writeError(w, r, turnir.Errorf(turnir.EINVALID, "after must be a round number", "after — номер тура"))
			return
		}
		after = n
	}
	s.chessView(w, r, func(t *teamchess.Tournament) any {
		if after >= 0 {
			return nonNil(teamchess.After(t, after).Standings())
		}
		return nonNil(t.Standings())
	})
}

func (s *Server) handleChessCross(w http.ResponseWriter, r *http.Request) {
	s.chessView(w, r, func(t *teamchess.Tournament) any { return nonNil(t.Crosstable()) })
}

func (s *Server) handleChessBoards(w http.ResponseWriter, r *http.Request) {
	s.chessView(w, r, func(t *teamchess.Tournament) any {
		b := nonNil(t.BoardPrizes())
		for i := range b {
			b[i] = nonNil(b[i])
		}
		return b
	})
}

func (s *Server) handleChessProgramme(w http.ResponseWriter, r *http.Request) {
	s.chessView(w, r, func(t *teamchess.Tournament) any { return programme(t, s.clock.Now()) })
}

func (s *Server) handleChessDecisions(w http.ResponseWriter, r *http.Request) {
	s.chessView(w, r, func(t *teamchess.Tournament) any { return nonNil(t.Decisions) })
}

// handleChessWS serves GET /api/chess/{cid}/ws: {type: "chess", event:
// summary, events: [types]} after every change (coalesced to about one a
// second), "hello" on connecting.
func (s *Server) handleChessWS(w http.ResponseWriter, r *http.Request) {
	cid := r.PathValue("cid")
	if err := s.chessExists(cid); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.serveWS(w, r, s.chess.hub, cid, func() []byte { return s.renderChessLive(cid, "hello", nil) }, nil)
}
