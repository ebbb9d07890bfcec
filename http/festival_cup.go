package http

import (
	"net/http"
	"slices"
	"strconv"
	"strings"

	"turnir"
	"turnir/app"
	"turnir/cup"
	"turnir/es"
	"turnir/festival"
	"turnir/quiz"
	"turnir/regulation"
)

// The team quiz cup (C1-C8, C15) and the solyanka (Y1-Y2) over HTTP. Every
// write is one engine input, checked by the festival aggregate, which
// refuses what the regulation does not allow with a *turnir.Error; the
// answer is the competition's view after the commit, so the jury page
// redraws from what the log holds.

func cupJSON(f *festival.Festival) (any, error) { return f.CupView() }

func (s *Server) handleCup(w http.ResponseWriter, r *http.Request) { s.festView(w, r, cupJSON) }

// cupWrite is festWrite answering with the cup's view.
func cupWrite[T any](s *Server, w http.ResponseWriter, r *http.Request, req *T, cmd func(req *T, f *festival.Festival, m es.Meta) ([]turnir.Event, error)) {
	festOne(s, w, r, req, cupJSON, cmd)
}

// pathInt reads a positive integer path value.
func pathInt(r *http.Request, name string) (int, error) {
	n, err := strconv.Atoi(r.PathValue(name))
	if err != nil || n < 1 {
		return 0, turnir.Errorf(turnir.EINVALID, "%s must be a positive number, not %q", "параметр адреса %s должен быть положительным числом, а не %q", name, r.PathValue(name))
	}
	return n, nil
}

// CupOpenRequest is the body of POST /api/festivals/{fid}/cup: the
// settings in full, or a built-in regulation's (team-quiz-cup by default,
// the cup as the regulation writes it).
type CupOpenRequest struct {
	Regulation string      `json:"regulation,omitempty"`
	Config     *cup.Config `json:"config,omitempty"`
}

func (s *Server) handleCupOpen(w http.ResponseWriter, r *http.Request) {
	cupWrite(s, w, r, &CupOpenRequest{}, func(req *CupOpenRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		var cfg cup.Config
		if req.Config != nil {
			cfg = *req.Config
		} else {
			reg, err := builtinBlock(req.Regulation, "team-quiz-cup", func(x *regulation.Regulation) bool { return x.TeamCup != nil })
			if err != nil {
				return nil, err
			}
			cfg = reg.TeamCup.Config()
		}
		return f.OpenCup(m, cfg)
	})
}

// CupTeamRequest is the body of POST .../cup/teams: one team (its roster
// defaults to its players not disqualified), or all registered teams not
// yet in the cup.
type CupTeamRequest struct {
	Team   string   `json:"team,omitempty"`
	Roster []string `json:"roster,omitempty"`
	All    bool     `json:"all,omitempty"`
}

func (s *Server) handleCupTeam(w http.ResponseWriter, r *http.Request) {
	req := &CupTeamRequest{}
	festWrite(s, w, r, req, func(req *CupTeamRequest) ([]festCmd, error) {
		if !req.All {
			return []festCmd{func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
				return f.EnterCupTeam(m, req.Team, req.Roster)
			}}, nil
		}
		// The teams are listed when the command runs: the state they are
		// taken from is the one the commit is checked against.
		return []festCmd{func(f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
			return f.EnterAllInCup(m)
		}}, nil
	}, cupJSON)
}

// RosterRequest is the body of PUT .../cup/teams/{team}/roster.
type RosterRequest struct {
	Roster []string `json:"roster"`
	Reason string   `json:"reason,omitempty"`
}

func (s *Server) handleCupRoster(w http.ResponseWriter, r *http.Request) {
	team := r.PathValue("team")
	cupWrite(s, w, r, &RosterRequest{}, func(req *RosterRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.SetCupRoster(m.Because(strings.TrimSpace(req.Reason)), team, req.Roster)
	})
}

func (s *Server) handleCupStart(w http.ResponseWriter, r *http.Request) {
	cupWrite(s, w, r, (*struct{})(nil), func(_ *struct{}, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.StartCup(m)
	})
}

// AnswerRequest is the body of POST .../cup/rounds/{n}/answers: one cell
// (question and answered) or a team's whole line (answers). Entering a
// cell again is a correction: a new event, the old one stays in history.
// Team is required, and either answers or both question and answered: a
// cell without "answered" is refused, not read as "not answered".
type AnswerRequest struct {
	Team     *string `json:"team"`
	Question *int    `json:"question,omitempty"`
	Answered *bool   `json:"answered,omitempty"`
	Answers  []bool  `json:"answers,omitempty"`
	Reason   string  `json:"reason,omitempty"`
}

func (s *Server) handleCupAnswer(w http.ResponseWriter, r *http.Request) {
	n, err := pathInt(r, "n")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	cupWrite(s, w, r, &AnswerRequest{}, func(req *AnswerRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := need("team", req.Team != nil); err != nil {
			return nil, err
		}
		if req.Answers != nil {
			if req.Question != nil || req.Answered != nil {
				return nil, turnir.Errorf(turnir.EINVALID, "send either \"answers\" or \"question\" with \"answered\", not both",
					"укажите либо \"answers\", либо \"question\" с \"answered\", но не всё сразу")
			}
			return f.CupAnswerRow(m.Because(strings.TrimSpace(req.Reason)), n, *req.Team, req.Answers)
		}
		if err := firstErr(need("question", req.Question != nil), need("answered", req.Answered != nil)); err != nil {
			return nil, err
		}
		return f.CupAnswer(m.Because(strings.TrimSpace(req.Reason)), n, *req.Team, *req.Question, *req.Answered)
	})
}

// ReasonRequest is the body of the decisions that need a reason.
type ReasonRequest struct {
	Reason string `json:"reason"`
}

// cupQuestion runs a decision on question q of written round n.
func (s *Server) cupQuestion(w http.ResponseWriter, r *http.Request, run func(f *festival.Festival, m es.Meta, n, q int) ([]turnir.Event, error)) {
	n, err := pathInt(r, "n")
	var q int
	if err == nil {
		q, err = pathInt(r, "q")
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	cupWrite(s, w, r, &ReasonRequest{}, func(req *ReasonRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return run(f, m.Because(strings.TrimSpace(req.Reason)), n, q)
	})
}

// handleCupQuestionRemove: POST .../cup/rounds/{n}/questions/{q}/remove.
func (s *Server) handleCupQuestionRemove(w http.ResponseWriter, r *http.Request) {
	s.cupQuestion(w, r, (*festival.Festival).CupRemoveQuestion)
}

// handleCupQuestionRestore: POST .../cup/rounds/{n}/questions/{q}/restore.
func (s *Server) handleCupQuestionRestore(w http.ResponseWriter, r *http.Request) {
	s.cupQuestion(w, r, (*festival.Festival).CupRestoreQuestion)
}

// cupRound runs a decision on written round n.
func (s *Server) cupRound(w http.ResponseWriter, r *http.Request, run func(f *festival.Festival, m es.Meta, n int) ([]turnir.Event, error)) {
	n, err := pathInt(r, "n")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	cupWrite(s, w, r, &ReasonRequest{}, func(req *ReasonRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return run(f, m.Because(strings.TrimSpace(req.Reason)), n)
	})
}

// handleCupRoundClose: POST .../cup/rounds/{n}/close.
func (s *Server) handleCupRoundClose(w http.ResponseWriter, r *http.Request) {
	// Closing is not a decision: a reason sent with it is not logged.
	s.cupRound(w, r, func(f *festival.Festival, m es.Meta, n int) ([]turnir.Event, error) {
		m.Reason = ""
		return f.CupCloseRound(m, n)
	})
}

// handleCupRoundReopen: POST .../cup/rounds/{n}/reopen.
func (s *Server) handleCupRoundReopen(w http.ResponseWriter, r *http.Request) {
	s.cupRound(w, r, (*festival.Festival).CupReopenRound)
}

// ShootoutRequest is the body of POST .../cup/shootout: the teams that
// answered the next shootout question right (C4); [] when nobody did, but
// never left out.
type ShootoutRequest struct {
	Correct *[]string `json:"correct"`
	// Question, when given, is the number of the question the page
	// entered (cup.Step.Question): refused if the cup is past it.
	Question int `json:"question,omitempty"`
}

func (s *Server) handleCupShootout(w http.ResponseWriter, r *http.Request) {
	cupWrite(s, w, r, &ShootoutRequest{}, func(req *ShootoutRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := need("correct", req.Correct != nil); err != nil {
			return nil, err
		}
		if err := stillNext(f, cup.StageShootout, req.Question); err != nil {
			return nil, err
		}
		return f.CupShootout(m, *req.Correct)
	})
}

// ShootoutCorrectionRequest is the body of PUT .../cup/shootout/{i}: the
// teams that really answered shootout question i right, and why the entry
// is corrected. The correction is a new event; the old entry stays in the
// history.
type ShootoutCorrectionRequest struct {
	Correct *[]string `json:"correct"`
	Reason  string    `json:"reason"`
}

func (s *Server) handleCupShootoutCorrect(w http.ResponseWriter, r *http.Request) {
	i, err := pathInt(r, "i")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	cupWrite(s, w, r, &ShootoutCorrectionRequest{}, func(req *ShootoutCorrectionRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := need("correct", req.Correct != nil); err != nil {
			return nil, err
		}
		return f.CupCorrectShootout(m.Because(strings.TrimSpace(req.Reason)), i, *req.Correct)
	})
}

// festSeedKey names the secret seed of one lot of a festival in the seeds
// directory: "fest.<id>.cup_draw-round-2".
func festSeedKey(fid, purpose string) string {
	return festStream(fid) + "." + strings.NewReplacer("/", "_", " ", "_").Replace(purpose)
}

// seedFor returns the stored seed of a lot, drawing and storing a new one
// the first time.
func seedFor(seeds app.Seeds, key string) (turnir.Seed, error) {
	seed, err := seeds.Get(key)
	if turnir.ErrorCode(err) == turnir.ENOTFOUND {
		return seeds.New(key)
	}
	return seed, err
}

// LotCommitRequest is the body of POST .../cup/lot/commit. Without a
// commitment the server draws the secret seed, keeps it beside the log and
// publishes its SHA-256; with one, the organizer keeps the seed and sends
// it with the draw.
type LotCommitRequest struct {
	Commitment string `json:"commitment,omitempty"`
}

func (s *Server) handleCupLotCommit(w http.ResponseWriter, r *http.Request) {
	fid := r.PathValue("fid")
	cupWrite(s, w, r, &LotCommitRequest{}, func(req *LotCommitRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		purpose, err := f.CupLotDue()
		if err != nil {
			return nil, err
		}
		commitment := strings.ToLower(strings.TrimSpace(req.Commitment))
		if commitment == "" {
			return s.commitLot(f, m, fid, purpose)
		}
		return f.CommitLot(m, purpose, commitment)
	})
}

// LotDrawRequest is the body of POST .../cup/lot/draw: the step the jury
// saw (so nobody draws a lot other than the one shown; omitted, the cup's
// current step) and the seed when the organizer kept it.
type LotDrawRequest struct {
	Step *cup.Step `json:"step,omitempty"`
	Seed string    `json:"seed,omitempty"`
}

func (s *Server) handleCupLotDraw(w http.ResponseWriter, r *http.Request) {
	fid := r.PathValue("fid")
	cupWrite(s, w, r, &LotDrawRequest{}, func(req *LotDrawRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		// A stale page is told which lot the cup waits for before the
		// seed of the lot it asked for is looked up (and missed).
		step, err := f.CupDrawDue(req.Step, req.Seed != "")
		if err != nil {
			return nil, err
		}
		seed, err := s.lotSeed(f, fid, step.Purpose(), req.Seed)
		if err != nil {
			return nil, err
		}
		return f.DrawLot(m, step, seed)
	})
}

// HallLotRequest is the body of POST .../cup/lot/hall: the lot as drawn in
// the hall (the order of the tied teams, or the pairs of a round), the step
// the jury saw, and why it was drawn there.
type HallLotRequest struct {
	Step   *cup.Step  `json:"step,omitempty"`
	Order  []string   `json:"order,omitempty"`
	Pairs  []cup.Pair `json:"pairs,omitempty"`
	Reason string     `json:"reason"`
}

// handleCupLotHall enters a lot drawn in the hall as its result
// (festival.EnterHallLot, issue 14 item 11).
func (s *Server) handleCupLotHall(w http.ResponseWriter, r *http.Request) {
	cupWrite(s, w, r, &HallLotRequest{}, func(req *HallLotRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.EnterHallLot(m.Because(req.Reason), req.Step, cup.Draw{Order: req.Order, Pairs: req.Pairs})
	})
}

// LineupRequest is the body of PUT .../cup/lineups/{team} (C8).
type LineupRequest struct {
	Players []string `json:"players"`
}

func (s *Server) handleCupLineup(w http.ResponseWriter, r *http.Request) {
	team := r.PathValue("team")
	cupWrite(s, w, r, &LineupRequest{}, func(req *LineupRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.CupLineup(m, team, req.Players)
	})
}

func (s *Server) handleCupFinalStart(w http.ResponseWriter, r *http.Request) {
	cupWrite(s, w, r, (*struct{})(nil), func(_ *struct{}, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.CupStartFinal(m)
	})
}

// FinalQuestionRequest is the body of POST .../cup/final/questions: the
// finalist who took the next question, "" for nobody (C7).
// "winner" is required: "" must be said, not implied by its absence.
type FinalQuestionRequest struct {
	Winner *string `json:"winner"`
	// Question, when given, is the number of the question the page
	// entered (cup.Step.Question): refused if the final is past it.
	Question int `json:"question,omitempty"`
}

// stillNext refuses an entry for question n of stage once the cup has
// gone past it: two members of the jury pressing the same button at once
// would otherwise enter two questions, the second one the next. n 0 (not
// said, as in a script written before) is not checked.
func stillNext(f *festival.Festival, stage cup.Stage, n int) error {
	if n == 0 || f.Cup == nil {
		return nil
	}
	p, err := f.Cup.Progress()
	if err != nil || (p.Next.Stage == stage && p.Next.Question == n) {
		return nil // a cup that cannot go on is refused by the command itself
	}
	return turnir.Errorf(turnir.ECONFLICT, "question %d is entered already (from another page meanwhile): look at the page again before entering the next",
		"вопрос %d уже внесён (с другой страницы за это время): посмотрите на страницу снова, прежде чем вносить следующий", n)
}

func (s *Server) handleCupFinalQuestion(w http.ResponseWriter, r *http.Request) {
	cupWrite(s, w, r, &FinalQuestionRequest{}, func(req *FinalQuestionRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := need("winner", req.Winner != nil); err != nil {
			return nil, err
		}
		if err := stillNext(f, cup.StageFinal, req.Question); err != nil {
			return nil, err
		}
		return f.ScoreFinalQuestion(m, *req.Winner)
	})
}

func (s *Server) handleCupFinalRemove(w http.ResponseWriter, r *http.Request) {
	i, err := pathInt(r, "i")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	cupWrite(s, w, r, &ReasonRequest{}, func(req *ReasonRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.RemoveFinalQuestion(m.Because(strings.TrimSpace(req.Reason)), i)
	})
}

// The solyanka (Y1-Y2).

func solyankaJSON(f *festival.Festival) (any, error) { return f.SolyankaView() }

func (s *Server) handleSolyanka(w http.ResponseWriter, r *http.Request) {
	s.festView(w, r, solyankaJSON)
}

// solyankaWrite is festWrite answering with the solyanka's view.
func solyankaWrite[T any](s *Server, w http.ResponseWriter, r *http.Request, req *T, cmd func(req *T, f *festival.Festival, m es.Meta) ([]turnir.Event, error)) {
	festOne(s, w, r, req, solyankaJSON, cmd)
}

// SolyankaOpenRequest is the body of POST .../solyanka: the tasks (a
// built-in regulation's, festival-solyanka by default, when omitted) and
// the teams (all registered teams not disqualified when omitted).
type SolyankaOpenRequest struct {
	Regulation string      `json:"regulation,omitempty"`
	Tasks      []quiz.Task `json:"tasks,omitempty"`
	Teams      []string    `json:"teams,omitempty"`
}

func (s *Server) handleSolyankaOpen(w http.ResponseWriter, r *http.Request) {
	solyankaWrite(s, w, r, &SolyankaOpenRequest{}, func(req *SolyankaOpenRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		teams := slices.Clone(req.Teams)
		if teams == nil {
			teams = f.ActiveTeams()
		}
		tasks := req.Tasks
		if tasks == nil {
			reg, err := builtinBlock(req.Regulation, "festival-solyanka", func(x *regulation.Regulation) bool { return x.Solyanka != nil })
			if err != nil {
				return nil, err
			}
			tasks = reg.Solyanka.QuizTasks()
		}
		return f.OpenSolyanka(m, tasks, teams)
	})
}

// ScoreRequest is the body of POST .../solyanka/scores (Y1). Scoring a
// cell again is a correction. Team, task and points are required: a
// missing "points" is not a zero.
type ScoreRequest struct {
	Team   string   `json:"team"`
	Task   int      `json:"task"`
	Points *float64 `json:"points"`
	Reason string   `json:"reason,omitempty"`
}

func (s *Server) handleSolyankaScore(w http.ResponseWriter, r *http.Request) {
	solyankaWrite(s, w, r, &ScoreRequest{}, func(req *ScoreRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := firstErr(need("team", req.Team != ""), need("task", req.Task != 0), need("points", req.Points != nil)); err != nil {
			return nil, err
		}
		return f.ScoreSolyanka(m.Because(strings.TrimSpace(req.Reason)), req.Team, req.Task, *req.Points)
	})
}

func (s *Server) handleSolyankaRemove(w http.ResponseWriter, r *http.Request) {
	k, err := pathInt(r, "k")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	solyankaWrite(s, w, r, &ReasonRequest{}, func(req *ReasonRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		return f.RemoveSolyankaTask(m.Because(strings.TrimSpace(req.Reason)), k)
	})
}
