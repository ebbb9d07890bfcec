package http

import (
	"net/http"
	"strings"

	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/brainringtournament"
	"turnir/regulation"
)

// The festival's Brain-ring tournament (F1-F7) over HTTP: open it, enter
// teams, commit and draw the group lot (F2), enter every fight question by
// question or whole (F4), draw a group's tie lot (F5), start the play-off
// (F6) and enter its extra questions (F7). The rules are the festival
// aggregate's; this file only maps requests to its commands and its views
// to JSON.

// brainringView is GET /api/festivals/{fid}/brainring.
type brainringView struct {
	Config  brainring.Config                          `json:"config"`
	Teams   []string                                  `json:"teams"`
	Names   map[string]string                         `json:"names"`
	Next    brainringtournament.BrainringStep         `json:"next"`
	Lot     *lotView                                  `json:"lot,omitempty"` // the lot the next step draws
	Groups  []brainringtournament.BrainringGroupView  `json:"groups"`
	Bracket *brainringtournament.BrainringBracketView `json:"bracket,omitempty"`
	Ranking []brainringtournament.BrainringPlace      `json:"ranking"`
	Blocked *errorBody                                `json:"blocked,omitempty"`
	// Hall is what the form for the lot due, drawn in the hall, needs.
	Hall *brainringtournament.HallView `json:"hall,omitempty"`
}

// refusal is an error as a view field: a view that cannot be computed
// says why instead of failing the whole read.
func refusal(err error) *errorBody {
	return &errorBody{Code: turnir.ErrorCode(err), Message: turnir.ErrorMessage(err, "ru"),
		MessageEN: turnir.ErrorMessage(err, "en"), MessageRU: turnir.ErrorMessage(err, "ru")}
}

func brainringJSON(f *festival.Festival) (any, error) {
	if f.Brainring == nil {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "this festival has no Brain-ring tournament", "в этом фестивале нет брейн-ринга")
	}
	v := brainringView{Config: f.Brainring.Config, Teams: append([]string{}, f.Brainring.Teams...), Names: teamNames(f),
		Groups: []brainringtournament.BrainringGroupView{}, Ranking: []brainringtournament.BrainringPlace{}}
	var err error
	if v.Next, err = f.BrainringNext(); err != nil {
		v.Blocked = refusal(err)
	}
	if purpose := brainringtournament.BrainringLot(v.Next); purpose != "" {
		v.Lot = &lotView{Purpose: purpose, Commitment: f.Committed(purpose)}
	}
	if g, err := f.BrainringGroups(); err == nil && g != nil {
		v.Groups = g
	}
	v.Hall = f.BrainringHall()
	if b, err := f.BrainringBracket(); err == nil {
		v.Bracket = b
	}
	if r, err := f.BrainringRanking(); err == nil && r != nil {
		v.Ranking = r
	}
	return v, nil
}

func (s *Server) handleBrainring(w http.ResponseWriter, r *http.Request) {
	s.festView(w, r, brainringJSON)
}

// BrainringOpenRequest is the body of POST .../brainring: the settings of
// a built-in regulation (festival-brainring by default) or given in full,
// and the teams (default every team not disqualified).
type BrainringOpenRequest struct {
	Regulation string            `json:"regulation,omitempty"`
	Config     *brainring.Config `json:"config,omitempty"`
	Teams      []string          `json:"teams,omitempty"`
	// Groups, when given, replaces the group count of the regulation or
	// config: the jury page offers it so that a festival with fewer than
	// two teams a group can still open its Brain-ring in one step.
	Groups *int `json:"groups,omitempty"`
}

// builtinBlock returns the built-in regulation name, checking that it has
// the block the competition needs.
func builtinBlock(name, def string, has func(*regulation.Regulation) bool) (*regulation.Regulation, error) {
	if name == "" {
		name = def
	}
	reg, err := regulation.Builtin(name)
	if err != nil {
		return nil, err
	}
	if !has(reg) {
		return nil, turnir.Errorf(turnir.EINVALID, "regulation %q has no settings for this competition", "в регламенте %q нет настроек для этого соревнования", name)
	}
	return reg, nil
}

func (s *Server) handleBrainringOpen(w http.ResponseWriter, r *http.Request) {
	festWrite(s, w, r, &BrainringOpenRequest{}, func(req *BrainringOpenRequest) ([]festCmd, error) {
		return []festCmd{func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
			cfg := brainring.DefaultConfig()
			switch {
			case req.Config != nil:
				cfg = *req.Config
			default:
				reg, err := builtinBlock(req.Regulation, "festival-brainring", func(x *regulation.Regulation) bool { return x.Brainring != nil })
				if err != nil {
					return nil, err
				}
				cfg = reg.Brainring.Config()
			}
			if req.Groups != nil {
				cfg.Groups = *req.Groups
			}
			teams := req.Teams
			if teams == nil {
				teams = f.ActiveTeams()
			}
			return f.OpenBrainring(m, cfg, teams)
		}}, nil
	}, brainringJSON)
}

// The jury's inputs, one route each (POST .../brainring/<action>), each
// with a body of only its own fields; a required one left out is refused
// with 400 naming it (need), an unknown one by readJSON.

// brainringWrite runs one command built from req and answers with the
// Brain-ring's view.
func brainringWrite[T any](s *Server, w http.ResponseWriter, r *http.Request, req *T, cmd func(req *T, f *festival.Festival, m es.Meta) ([]turnir.Event, error)) {
	festOne(s, w, r, req, brainringJSON, cmd)
}

// BrainringEnterRequest is the body of POST .../brainring/enter.
type BrainringEnterRequest struct {
	Team string `json:"team,omitempty"`
}

func (s *Server) handleBrainringEnter(w http.ResponseWriter, r *http.Request) {
	brainringWrite(s, w, r, &BrainringEnterRequest{}, func(req *BrainringEnterRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.EnterBrainringTeam(m, req.Team)
	})
}

// handleBrainringLotCommit publishes the commitment of the lot the next
// step draws: the group draw (F2) or a group's tie lot (F5).
func (s *Server) handleBrainringLotCommit(w http.ResponseWriter, r *http.Request) {
	fid := r.PathValue("fid")
	brainringWrite(s, w, r, &NoFields{}, func(_ *NoFields, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		purpose, err := f.BrainringLotDue()
		if err != nil {
			return nil, err
		}
		return s.commitLot(f, m, fid, purpose)
	})
}

// BrainringConfigureRequest is the body of POST .../brainring/configure:
// the new settings before the group draw, and why (both required).
type BrainringConfigureRequest struct {
	Config *brainring.Config `json:"config,omitempty"`
	Reason string            `json:"reason,omitempty"`
}

func (s *Server) handleBrainringConfigure(w http.ResponseWriter, r *http.Request) {
	brainringWrite(s, w, r, &BrainringConfigureRequest{}, func(req *BrainringConfigureRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		reason := strings.TrimSpace(req.Reason)
		if err := firstErr(need("config", req.Config != nil), need("reason", reason != "")); err != nil {
			return nil, err
		}
		return f.ConfigureBrainring(m.Because(reason), *req.Config)
	})
}

// BrainringDrawRequest is the body of POST .../brainring/draw-groups: the
// seeding pots (F2; default one pot) and the organizer's own seed.
type BrainringDrawRequest struct {
	Pots [][]string `json:"pots,omitempty"`
	Seed string     `json:"seed,omitempty"`
}

func (s *Server) handleBrainringDrawGroups(w http.ResponseWriter, r *http.Request) {
	fid := r.PathValue("fid")
	brainringWrite(s, w, r, &BrainringDrawRequest{}, func(req *BrainringDrawRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		seed, err := s.lotSeed(f, fid, brainringtournament.BrainringGroupsLotPurpose, req.Seed)
		if err != nil {
			return nil, err
		}
		return f.DrawBrainringGroups(m, req.Pots, seed)
	})
}

// BrainringGroupLotRequest is the body of POST .../brainring/group-lot:
// the group whose tie is drawn (F5) and the organizer's own seed.
type BrainringGroupLotRequest struct {
	Group string `json:"group,omitempty"`
	Seed  string `json:"seed,omitempty"`
}

func (s *Server) handleBrainringGroupLot(w http.ResponseWriter, r *http.Request) {
	fid := r.PathValue("fid")
	brainringWrite(s, w, r, &BrainringGroupLotRequest{}, func(req *BrainringGroupLotRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		seed, err := s.lotSeed(f, fid, brainringtournament.BrainringGroupLotPurpose(req.Group), req.Seed)
		if err != nil {
			return nil, err
		}
		return f.DrawBrainringGroupLot(m, req.Group, seed)
	})
}

// BrainringQuestionRequest is the body of POST .../brainring/question: who
// took question (1-based) of a fight ("A-3-1", "QF1-2"), "" for nobody
// (F4); entering it again is a correction. All but the reason are
// required.
type BrainringQuestionRequest struct {
	Fight    string  `json:"fight,omitempty"`
	Question int     `json:"question,omitempty"`
	Taker    *string `json:"taker,omitempty"`
	Reason   string  `json:"reason,omitempty"`
}

func (s *Server) handleBrainringQuestion(w http.ResponseWriter, r *http.Request) {
	brainringWrite(s, w, r, &BrainringQuestionRequest{}, func(req *BrainringQuestionRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := firstErr(need("fight", req.Fight != ""), need("question", req.Question != 0), need("taker", req.Taker != nil)); err != nil {
			return nil, err
		}
		return f.BrainringQuestion(m.Because(strings.TrimSpace(req.Reason)), req.Fight, req.Question, *req.Taker)
	})
}

// BrainringFightRequest is the body of POST .../brainring/fight: a fight's
// whole line, who took each question.
type BrainringFightRequest struct {
	Fight  string   `json:"fight,omitempty"`
	Taken  []string `json:"taken,omitempty"`
	Reason string   `json:"reason,omitempty"`
}

func (s *Server) handleBrainringFight(w http.ResponseWriter, r *http.Request) {
	brainringWrite(s, w, r, &BrainringFightRequest{}, func(req *BrainringFightRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := firstErr(need("fight", req.Fight != ""), need("taken", req.Taken != nil)); err != nil {
			return nil, err
		}
		return f.BrainringFight(m.Because(strings.TrimSpace(req.Reason)), req.Fight, req.Taken)
	})
}

func (s *Server) handleBrainringPlayoffStart(w http.ResponseWriter, r *http.Request) {
	brainringWrite(s, w, r, &NoFields{}, func(_ *NoFields, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.StartBrainringPlayoff(m)
	})
}

// BrainringExtraRequest is the body of POST .../brainring/extra: who took
// an extra question of a play-off match (F7), "" for nobody.
type BrainringExtraRequest struct {
	Match    string  `json:"match,omitempty"`
	Question int     `json:"question,omitempty"`
	Taker    *string `json:"taker,omitempty"`
	Reason   string  `json:"reason,omitempty"`
}

func (s *Server) handleBrainringExtra(w http.ResponseWriter, r *http.Request) {
	brainringWrite(s, w, r, &BrainringExtraRequest{}, func(req *BrainringExtraRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := firstErr(need("match", req.Match != ""), need("question", req.Question != 0), need("taker", req.Taker != nil)); err != nil {
			return nil, err
		}
		return f.BrainringExtraQuestion(m.Because(strings.TrimSpace(req.Reason)), req.Match, req.Question, *req.Taker)
	})
}

// commitLot publishes the commitment of the lot of purpose with a seed
// the server draws and keeps (or the demo's, for a demo festival).
func (s *Server) commitLot(f *festival.Festival, m es.Meta, fid, purpose string) ([]turnir.Event, error) {
	if purpose == "" {
		return nil, turnir.Errorf(turnir.ECONFLICT, "no lot is due now", "сейчас жребий не нужен")
	}
	seed, err := s.newLotSeed(fid, purpose)
	if err != nil {
		return nil, err
	}
	return f.CommitLot(m, purpose, seed.Commitment())
}

// newLotSeed returns the seed of a lot, drawing and keeping a new one the
// first time (so a commit retried after a failure publishes the same
// commitment).
func (s *Server) newLotSeed(fid, purpose string) (turnir.Seed, error) {
	if seed, ok := s.fest.demoSeed(fid, purpose); ok {
		return seed, nil
	}
	return seedFor(s.seeds, festSeedKey(fid, purpose))
}

// lotSeed returns the seed to draw the lot of purpose with: the one the
// organizer sent, else the one the server kept when it published the
// commitment.
func (s *Server) lotSeed(f *festival.Festival, fid, purpose, given string) (turnir.Seed, error) {
	if given != "" {
		return turnir.ParseSeed(strings.TrimSpace(given))
	}
	if purpose == "" {
		return turnir.Seed{}, nil // no lot is due: the command says so in its words
	}
	if seed, ok := s.fest.demoSeed(fid, purpose); ok {
		return seed, nil
	}
	seed, err := s.seeds.Get(festSeedKey(fid, purpose))
	switch {
	case turnir.ErrorCode(err) == turnir.ENOTFOUND && f.Lot(purpose) != nil:
		// Prepared (the commitment is in the log) on a server whose data
		// directory this one does not share.
		return seed, turnir.Errorf(turnir.EUNAVAILABLE, "the draw was prepared, but its seed is not in this server's data directory: every server must share one --data (docs/deploy.md)",
			"жеребьёвка подготовлена, но её зерна нет в каталоге данных этого сервера: у всех серверов должен быть один общий --data (docs/deploy.md)")
	case turnir.ErrorCode(err) == turnir.ENOTFOUND:
		return seed, turnir.Errorf(turnir.ECONFLICT, "the draw is not prepared yet: first press “Prepare the draw”",
			"жеребьёвка ещё не подготовлена: сначала нажмите «Подготовить жеребьёвку»")
	}
	return seed, err
}
