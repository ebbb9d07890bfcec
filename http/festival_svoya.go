package http

import (
	"net/http"
	"strings"
	"time"

	"turnir"
	"turnir/festival"
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
	Config     svoya.Config                   `json:"config"`
	Names      map[string]string              `json:"names"` // players
	Next       festival.SvoyaStep             `json:"next"`
	Lot        *lotView                       `json:"lot,omitempty"`
	Qualifying *festival.SvoyaQualifyingTable `json:"qualifying,omitempty"`
	Venues     []festival.SvoyaVenueView      `json:"venues"`
	Playoff    []festival.SvoyaRoundView      `json:"playoff"`
	Ranking    []festival.SvoyaRankRow        `json:"ranking"`
	Blocked    *errorBody                     `json:"blocked,omitempty"`
}

func svoyaJSON(f *festival.Festival) (any, error) {
	if f.Svoya == nil {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "this festival has no Svoya igra tournament", "в этом фестивале нет «Своей игры»")
	}
	v := svoyaView{Config: f.Svoya.Config, Names: map[string]string{}, Venues: []festival.SvoyaVenueView{},
		Playoff: []festival.SvoyaRoundView{}, Ranking: []festival.SvoyaRankRow{}}
	for _, p := range f.Players {
		v.Names[p.ID] = p.Name
	}
	var err error
	if v.Next, err = f.SvoyaNext(); err != nil {
		v.Blocked = refusal(err)
	}
	if c := committed(f, festival.SvoyaSeatLot); c != "" {
		v.Lot = &lotView{Purpose: festival.SvoyaSeatLot, Commitment: c}
	}
	if q, err := f.SvoyaQualifying(); err == nil {
		v.Qualifying = &q
	}
	if x, err := f.SvoyaVenues(); err == nil && x != nil {
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

// SvoyaOpenRequest is the body of POST .../svoya.
type SvoyaOpenRequest struct {
	Regulation string        `json:"regulation,omitempty"`
	Config     *svoya.Config `json:"config,omitempty"`
}

func (s *Server) handleSvoyaOpen(w http.ResponseWriter, r *http.Request) {
	festWrite(s, w, r, &SvoyaOpenRequest{}, func(req *SvoyaOpenRequest) ([]festCmd, error) {
		return []festCmd{func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
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
			return f.OpenSvoya(cfg, now, orgActor)
		}}, nil
	}, svoyaJSON)
}

// SvoyaRequest is the body of POST .../svoya/{action}; each action reads
// the fields it needs.
type SvoyaRequest struct {
	Player   string            `json:"player,omitempty"`   // enter, withdraw, mark, mark-row
	Players  []string          `json:"players,omitempty"`  // enter (several), shootout
	All      bool              `json:"all,omitempty"`      // enter: every player of a team not disqualified
	Theme    int               `json:"theme,omitempty"`    // mark, mark-row (1-based)
	Question int               `json:"question,omitempty"` // mark (1-based)
	Mark     *svoya.Mark       `json:"mark,omitempty"`     // mark (required): 1 right, -1 wrong, 0 none
	Marks    string            `json:"marks,omitempty"`    // mark-row: "+-..+"
	Sheet    []string          `json:"sheet,omitempty"`    // mark-sheet: one "+-..+" a theme, "" to skip
	Ref      festival.SvoyaRef `json:"ref"`                // order, answer, correct-answer, remove-answer, close-fight, reopen-fight, shootout
	Order    []string          `json:"order,omitempty"`    // order (S6)
	Answer   *svoya.Answer     `json:"answer,omitempty"`   // answer, correct-answer (required, every field of it)
	Index    *int              `json:"index,omitempty"`    // correct-answer, remove-answer (required, 0-based)
	Seed     string            `json:"seed,omitempty"`     // draw-seats
	Reason   string            `json:"reason,omitempty"`
}

// needRef refuses a fight action without "ref": every ref names its stage,
// so a ref without one was left out.
func needRef(req *SvoyaRequest) error { return need("ref", req.Ref.Stage != "") }

func (s *Server) handleSvoyaAction(w http.ResponseWriter, r *http.Request) {
	fid, action := r.PathValue("fid"), r.PathValue("action")
	festWrite(s, w, r, &SvoyaRequest{}, func(req *SvoyaRequest) ([]festCmd, error) {
		reason := strings.TrimSpace(req.Reason)
		one := func(cmd festCmd) ([]festCmd, error) { return []festCmd{cmd}, nil }
		switch action {
		case "enter":
			if req.All {
				return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
					return f.EnterAllInSvoya(now, orgActor)
				})
			}
			players := req.Players
			if req.Player != "" {
				players = append(players, req.Player)
			}
			if len(players) == 0 {
				return nil, turnir.Errorf(turnir.EINVALID, "name the players to enter", "укажите игроков")
			}
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.EnterSvoyaPlayers(players, now, orgActor)
			})
		case "withdraw":
			// An entry made by mistake goes back out until the qualifying
			// closes; the reason is required and stays in the history.
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.WithdrawSvoya(req.Player, now, orgActor, reason)
			})
		case "mark":
			if err := firstErr(need("player", req.Player != ""), need("theme", req.Theme != 0),
				need("question", req.Question != 0), need("mark", req.Mark != nil)); err != nil {
				return nil, err
			}
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.SvoyaMark(req.Player, req.Theme, req.Question, *req.Mark, now, orgActor, reason)
			})
		case "mark-row":
			if err := firstErr(need("player", req.Player != ""), need("theme", req.Theme != 0), need("marks", req.Marks != "")); err != nil {
				return nil, err
			}
			marks, err := festival.ParseMarks(req.Marks)
			if err != nil {
				return nil, err
			}
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.SvoyaMarkRow(req.Player, req.Theme, marks, now, orgActor, reason)
			})
		case "mark-sheet":
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.SvoyaMarkSheet(req.Player, req.Sheet, now, orgActor, reason)
			})
		case "close-qualifying":
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.CloseSvoyaQualifying(now, orgActor)
			})
		case "reopen-qualifying":
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.ReopenSvoyaQualifying(now, orgActor, reason)
			})
		case "order":
			if err := needRef(req); err != nil {
				return nil, err
			}
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.SvoyaOrder(req.Ref, req.Order, now, orgActor, reason)
			})
		case "seat":
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.SeatSvoyaGroups(now, orgActor)
			})
		case "lot-commit":
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				if _, err := svoyaJSON(f); err != nil {
					return nil, err
				}
				return s.commitLot(f, fid, festival.SvoyaSeatLot, now)
			})
		case "draw-seats":
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				seed, err := s.lotSeed(fid, festival.SvoyaSeatLot, req.Seed)
				if err != nil {
					return nil, err
				}
				return f.DrawSvoyaSeats(seed, now, orgActor)
			})
		case "answer":
			if err := needRef(req); err != nil {
				return nil, err
			}
			if err := need("answer", req.Answer != nil); err != nil {
				return nil, err
			}
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.SvoyaAnswer(req.Ref, *req.Answer, now, orgActor)
			})
		case "correct-answer":
			if err := needRef(req); err != nil {
				return nil, err
			}
			if err := firstErr(need("index", req.Index != nil), need("answer", req.Answer != nil)); err != nil {
				return nil, err
			}
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.SvoyaCorrectAnswer(req.Ref, *req.Index, *req.Answer, now, orgActor, reason)
			})
		case "remove-answer":
			if err := needRef(req); err != nil {
				return nil, err
			}
			if err := need("index", req.Index != nil); err != nil {
				return nil, err
			}
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.SvoyaRemoveAnswer(req.Ref, *req.Index, now, orgActor, reason)
			})
		case "close-fight":
			if err := needRef(req); err != nil {
				return nil, err
			}
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.CloseSvoyaFight(req.Ref, now, orgActor)
			})
		case "reopen-fight":
			if err := needRef(req); err != nil {
				return nil, err
			}
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.ReopenSvoyaFight(req.Ref, now, orgActor, reason)
			})
		case "start-round":
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.StartSvoyaRound(now, orgActor)
			})
		case "shootout":
			if err := needRef(req); err != nil {
				return nil, err
			}
			return one(func(f *festival.Festival, now time.Time) ([]turnir.Event, error) {
				return f.OpenSvoyaShootout(req.Ref, req.Players, now, orgActor)
			})
		}
		return nil, unknownAction(action, "enter, withdraw, mark, mark-row, mark-sheet, close-qualifying, reopen-qualifying, order, seat, lot-commit, draw-seats, answer, correct-answer, remove-answer, close-fight, reopen-fight, start-round, shootout")
	}, svoyaJSON)
}
