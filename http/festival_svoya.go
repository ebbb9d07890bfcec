package http

import (
	"net/http"
	"slices"
	"strings"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/svoyatournament"
	"turnir/regulation"
	"turnir/svoya"
)

// The Svoya igra tournament (S1-S12) over HTTP: open it, enter players,
// mark the written qualifying (S4-S5), close it and seat the venues (S7,
// S9) or seat them by lot (S3), enter each fight answer by answer (S8),
// close fights, compose the play-off rounds (S11), shootouts (S12) and the
// committee's orders of ties (S6, DQ1). The festival aggregate decides;
// this file maps requests to its commands and its views to JSON.

// svoyaView is GET /api/festivals/{fid}/svoya.
type svoyaView struct {
	Config     svoya.Config                          `json:"config"`
	Names      map[string]string                     `json:"names"` // players
	Next       svoyatournament.SvoyaStep             `json:"next"`
	Lot        *lotView                              `json:"lot,omitempty"`
	Qualifying *svoyatournament.SvoyaQualifyingTable `json:"qualifying,omitempty"`
	Venues     []svoyatournament.SvoyaVenueView      `json:"venues"`
	Playoff    []svoyatournament.SvoyaRoundView      `json:"playoff"`
	Ranking    []svoyatournament.SvoyaRankRow        `json:"ranking"`
	Blocked    *errorBody                            `json:"blocked,omitempty"`
	// HallSeats is what the form for the S3 seat draw made in the hall needs.
	HallSeats *svoyatournament.HallSeats `json:"hall_seats,omitempty"`
}

func svoyaJSON(f *festival.Festival) (any, error) {
	if f.Svoya == nil {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "this festival has no Svoya igra tournament", "в этом фестивале нет «Своей игры»")
	}
	v := svoyaView{Config: f.Svoya.Config, Names: map[string]string{}, Venues: []svoyatournament.SvoyaVenueView{},
		Playoff: []svoyatournament.SvoyaRoundView{}, Ranking: []svoyatournament.SvoyaRankRow{}}
	for _, p := range f.Players {
		v.Names[p.ID] = p.Name
	}
	var err error
	if v.Next, err = f.SvoyaNext(); err != nil {
		v.Blocked = refusal(err)
	}
	if c := f.Committed(svoyatournament.SvoyaSeatLot); c != "" {
		v.Lot = &lotView{Purpose: svoyatournament.SvoyaSeatLot, Commitment: c}
	}
	if q, err := f.SvoyaQualifying(); err == nil {
		v.Qualifying = &q
	}
	v.HallSeats = f.SvoyaHallSeats()
	if x, err := f.SvoyaVenuesShown(); err == nil && x != nil {
		v.Venues = x
	}
	if x, err := f.SvoyaPlayoff(); err == nil && x != nil {
		v.Playoff = x
	}
	if x, err := f.SvoyaRanking(); err == nil && x != nil {
		v.Ranking = x
	}
	return v, nil
}

func (s *Server) handleSvoya(w http.ResponseWriter, r *http.Request) { s.festView(w, r, svoyaJSON) }

// SvoyaOpenRequest is the body of POST .../svoya: a built-in regulation
// or given settings, and whether the written qualifying takes its themes
// and values from the package loaded for it (.../svoya/qualifying/package).
type SvoyaOpenRequest struct {
	Regulation string        `json:"regulation,omitempty"`
	Config     *svoya.Config `json:"config,omitempty"`
	// QualifyingPackage sets the qualifying's themes and values from the
	// loaded package, everything else of the settings kept; refused with
	// 409 when none is loaded.
	QualifyingPackage bool `json:"qualifying_package,omitempty"`
}

func (s *Server) handleSvoyaOpen(w http.ResponseWriter, r *http.Request) {
	festWrite(s, w, r, &SvoyaOpenRequest{}, func(req *SvoyaOpenRequest) ([]festCmd, error) {
		var fitted *svoya.QualifyingConfig
		if req.QualifyingPackage {
			q, err := s.svoyaQualifyingPackage(r.PathValue("fid"), turnir.ECONFLICT)
			if err != nil {
				return nil, err
			}
			fitted = &q.Qualifying
		}
		return []festCmd{func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
			var cfg svoya.Config
			if req.Config != nil {
				cfg = *req.Config
			} else {
				reg, err := builtinBlock(req.Regulation, "festival-svoya", func(x *regulation.Regulation) bool { return x.Svoya != nil })
				if err != nil {
					return nil, err
				}
				cfg = reg.Svoya.Config()
			}
			if fitted != nil {
				cfg.Qualifying.Themes = fitted.Themes
				cfg.Qualifying.Values = slices.Clone(fitted.Values)
			}
			return f.OpenSvoya(m, cfg)
		}}, nil
	}, svoyaJSON)
}

// The jury's inputs, one route each (POST .../svoya/<action>), each with
// a body of only its own fields. A field the command needs and the body
// leaves out is refused with 400 naming it (need); a field the action does
// not take is refused by readJSON.

// svoyaWrite runs one command built from req and answers with the Svoya
// igra's view.
func svoyaWrite[T any](s *Server, w http.ResponseWriter, r *http.Request, req *T, cmd func(req *T, f *festival.Festival, m es.Meta) ([]turnir.Event, error)) {
	festOne(s, w, r, req, svoyaJSON, cmd)
}

// needRef refuses a fight action without "ref": every ref names its stage,
// so a ref without one was left out.
func needRef(ref svoyatournament.SvoyaRef) error { return need("ref", ref.Stage != "") }

// SvoyaEnterRequest is the body of POST .../svoya/enter: a player, several
// or all (every player of a team not disqualified, not entered yet).
type SvoyaEnterRequest struct {
	Player  string   `json:"player,omitempty"`
	Players []string `json:"players,omitempty"`
	All     bool     `json:"all,omitempty"`
}

func (s *Server) handleSvoyaEnter(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &SvoyaEnterRequest{}, func(req *SvoyaEnterRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if req.All {
			return f.EnterAllInSvoya(m)
		}
		players := req.Players
		if req.Player != "" {
			players = append(players, req.Player)
		}
		return f.EnterSvoyaPlayers(m, players)
	})
}

// SvoyaWithdrawRequest is the body of POST .../svoya/withdraw: an entry
// made by mistake goes back out until the qualifying closes; the reason
// is required and stays in the history.
type SvoyaWithdrawRequest struct {
	Player string `json:"player,omitempty"`
	Reason string `json:"reason,omitempty"`
}

func (s *Server) handleSvoyaWithdraw(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &SvoyaWithdrawRequest{}, func(req *SvoyaWithdrawRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.WithdrawSvoya(m.Because(strings.TrimSpace(req.Reason)), req.Player)
	})
}

// SvoyaMarkRequest is the body of POST .../svoya/mark: one cell of a
// qualifying sheet (S4-S5); theme and question are 1-based, mark 1 right,
// -1 wrong, 0 none. All but the reason are required.
type SvoyaMarkRequest struct {
	Player   string      `json:"player,omitempty"`
	Theme    int         `json:"theme,omitempty"`
	Question int         `json:"question,omitempty"`
	Mark     *svoya.Mark `json:"mark,omitempty"`
	Reason   string      `json:"reason,omitempty"`
}

func (s *Server) handleSvoyaMark(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &SvoyaMarkRequest{}, func(req *SvoyaMarkRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := firstErr(need("player", req.Player != ""), need("theme", req.Theme != 0),
			need("question", req.Question != 0), need("mark", req.Mark != nil)); err != nil {
			return nil, err
		}
		return f.SvoyaMark(m.Because(strings.TrimSpace(req.Reason)), req.Player, req.Theme, req.Question, *req.Mark)
	})
}

// SvoyaMarkRowRequest is the body of POST .../svoya/mark-row: one theme of
// a sheet typed as "+-..+" (svoyatournament.ParseMarks).
type SvoyaMarkRowRequest struct {
	Player string `json:"player,omitempty"`
	Theme  int    `json:"theme,omitempty"`
	Marks  string `json:"marks,omitempty"`
	Reason string `json:"reason,omitempty"`
}

func (s *Server) handleSvoyaMarkRow(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &SvoyaMarkRowRequest{}, func(req *SvoyaMarkRowRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := firstErr(need("player", req.Player != ""), need("theme", req.Theme != 0), need("marks", req.Marks != "")); err != nil {
			return nil, err
		}
		marks, err := svoyatournament.ParseMarks(req.Marks)
		if err != nil {
			return nil, err
		}
		return f.SvoyaMarkRow(m.Because(strings.TrimSpace(req.Reason)), req.Player, req.Theme, marks)
	})
}

// SvoyaMarkSheetRequest is the body of POST .../svoya/mark-sheet: a
// player's whole sheet, one "+-..+" a theme ("" to skip one), in one
// commit.
type SvoyaMarkSheetRequest struct {
	Player string   `json:"player,omitempty"`
	Sheet  []string `json:"sheet,omitempty"`
	Reason string   `json:"reason,omitempty"`
}

func (s *Server) handleSvoyaMarkSheet(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &SvoyaMarkSheetRequest{}, func(req *SvoyaMarkSheetRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.SvoyaMarkSheet(m.Because(strings.TrimSpace(req.Reason)), req.Player, req.Sheet)
	})
}

func (s *Server) handleSvoyaCloseQualifying(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &NoFields{}, func(_ *NoFields, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.CloseSvoyaQualifying(m)
	})
}

func (s *Server) handleSvoyaReopenQualifying(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &ReasonRequest{}, func(req *ReasonRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.ReopenSvoyaQualifying(m.Because(strings.TrimSpace(req.Reason)))
	})
}

// SvoyaOrderRequest is the body of POST .../svoya/order: the committee's
// order of the players a fight left tied (S6, DQ1).
type SvoyaOrderRequest struct {
	Ref    svoyatournament.SvoyaRef `json:"ref"`
	Order  []string                 `json:"order,omitempty"`
	Reason string                   `json:"reason,omitempty"`
}

func (s *Server) handleSvoyaOrder(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &SvoyaOrderRequest{}, func(req *SvoyaOrderRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := needRef(req.Ref); err != nil {
			return nil, err
		}
		return f.SvoyaOrder(m.Because(strings.TrimSpace(req.Reason)), req.Ref, req.Order)
	})
}

func (s *Server) handleSvoyaSeat(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &NoFields{}, func(_ *NoFields, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.SeatSvoyaGroups(m)
	})
}

func (s *Server) handleSvoyaLotCommit(w http.ResponseWriter, r *http.Request) {
	fid := r.PathValue("fid")
	svoyaWrite(s, w, r, &NoFields{}, func(_ *NoFields, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if _, err := svoyaJSON(f); err != nil {
			return nil, err
		}
		return s.commitLot(f, m, fid, svoyatournament.SvoyaSeatLot)
	})
}

// SeedRequest is the body of a draw: the organizer's own seed, when the
// server did not keep it.
type SeedRequest struct {
	Seed string `json:"seed,omitempty"`
}

func (s *Server) handleSvoyaDrawSeats(w http.ResponseWriter, r *http.Request) {
	fid := r.PathValue("fid")
	svoyaWrite(s, w, r, &SeedRequest{}, func(req *SeedRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		seed, err := s.lotSeed(f, fid, svoyatournament.SvoyaSeatLot, req.Seed)
		if err != nil {
			return nil, err
		}
		return f.DrawSvoyaSeats(m, seed)
	})
}

// SvoyaAnswerRequest is the body of POST .../svoya/answer: one answer of a
// fight (S8), every field of it required.
type SvoyaAnswerRequest struct {
	Ref    svoyatournament.SvoyaRef `json:"ref"`
	Answer *svoya.Answer            `json:"answer,omitempty"`
}

func (s *Server) handleSvoyaAnswer(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &SvoyaAnswerRequest{}, func(req *SvoyaAnswerRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := firstErr(needRef(req.Ref), need("answer", req.Answer != nil)); err != nil {
			return nil, err
		}
		return f.SvoyaAnswer(m, req.Ref, *req.Answer)
	})
}

// SvoyaCorrectAnswerRequest is the body of POST .../svoya/correct-answer:
// the answer at index (0-based) of a fight replaced, with the reason.
type SvoyaCorrectAnswerRequest struct {
	Ref    svoyatournament.SvoyaRef `json:"ref"`
	Index  *int                     `json:"index,omitempty"`
	Answer *svoya.Answer            `json:"answer,omitempty"`
	Reason string                   `json:"reason,omitempty"`
}

func (s *Server) handleSvoyaCorrectAnswer(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &SvoyaCorrectAnswerRequest{}, func(req *SvoyaCorrectAnswerRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := firstErr(needRef(req.Ref), need("index", req.Index != nil), need("answer", req.Answer != nil)); err != nil {
			return nil, err
		}
		return f.SvoyaCorrectAnswer(m.Because(strings.TrimSpace(req.Reason)), req.Ref, *req.Index, *req.Answer)
	})
}

// SvoyaRemoveAnswerRequest is the body of POST .../svoya/remove-answer.
type SvoyaRemoveAnswerRequest struct {
	Ref    svoyatournament.SvoyaRef `json:"ref"`
	Index  *int                     `json:"index,omitempty"`
	Reason string                   `json:"reason,omitempty"`
}

func (s *Server) handleSvoyaRemoveAnswer(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &SvoyaRemoveAnswerRequest{}, func(req *SvoyaRemoveAnswerRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := firstErr(needRef(req.Ref), need("index", req.Index != nil)); err != nil {
			return nil, err
		}
		return f.SvoyaRemoveAnswer(m.Because(strings.TrimSpace(req.Reason)), req.Ref, *req.Index)
	})
}

// SvoyaFightRequest is the body of POST .../svoya/reopen-fight (the
// reason is required).
type SvoyaFightRequest struct {
	Ref    svoyatournament.SvoyaRef `json:"ref"`
	Reason string                   `json:"reason,omitempty"`
}

// SvoyaCloseFightRequest is the body of POST .../svoya/close-fight.
// Closing a fight whose board has questions with no answer entered needs
// Confirm: the refusal says how many, so nobody closes half a fight by one
// click.
type SvoyaCloseFightRequest struct {
	Ref     svoyatournament.SvoyaRef `json:"ref"`
	Reason  string                   `json:"reason,omitempty"`
	Confirm bool                     `json:"confirm,omitempty"`
}

func (s *Server) handleSvoyaCloseFight(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &SvoyaCloseFightRequest{}, func(req *SvoyaCloseFightRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := needRef(req.Ref); err != nil {
			return nil, err
		}
		if b, err := f.SvoyaFightBoard(req.Ref); err == nil && b.Unanswered > 0 && !req.Confirm && !b.Done {
			return nil, turnir.Errorf(turnir.ECONFLICT,
				"questions with no answer entered: %d of %d; close the fight anyway? (send confirm)",
				"вопросов без внесённых ответов: %d из %d; всё равно закрыть бой? (нужно подтверждение)", b.Unanswered, b.Questions)
		}
		return f.CloseSvoyaFight(m, req.Ref)
	})
}

func (s *Server) handleSvoyaReopenFight(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &SvoyaFightRequest{}, func(req *SvoyaFightRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := needRef(req.Ref); err != nil {
			return nil, err
		}
		return f.ReopenSvoyaFight(m.Because(strings.TrimSpace(req.Reason)), req.Ref)
	})
}

func (s *Server) handleSvoyaStartRound(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &NoFields{}, func(_ *NoFields, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.StartSvoyaRound(m)
	})
}

// SvoyaShootoutRequest is the body of POST .../svoya/shootout: the players
// a fight left tied play a shootout (S12).
type SvoyaShootoutRequest struct {
	Ref     svoyatournament.SvoyaRef `json:"ref"`
	Players []string                 `json:"players,omitempty"`
}

func (s *Server) handleSvoyaShootout(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &SvoyaShootoutRequest{}, func(req *SvoyaShootoutRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := needRef(req.Ref); err != nil {
			return nil, err
		}
		return f.OpenSvoyaShootout(m, req.Ref, req.Players)
	})
}
