package http

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
)

// The solver's endpoints. A solver is whoever holds the token returned at
// registration; every command acts on that solver only, so another
// solver's token or id in a request can never move someone else's clock.

// Registration is the answer to a successful registration.
type Registration struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Token string `json:"token"`
	Link  string `json:"link"`
}

func (s *Server) handleRegister(w http.ResponseWriter, r *http.Request) {
	tid := r.PathValue("tid")
	var body struct {
		Name string `json:"name"`
	}
	if err := readJSON(r, &body, 4<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := drain(r, 1<<10); err != nil { // stamped once the whole request is in
		s.writeError(w, r, err)
		return
	}
	reg, err := s.Register(r.Context(), tid, body.Name)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	http.SetCookie(w, solverCookie(tid, reg.Token))
	writeJSON(w, http.StatusCreated, reg)
}

// Register adds a solver to tid (P2) through the group commit and returns
// their secret token, which the server keeps only as a hash. An empty
// token hash (the demo's simulated solvers) makes a solver no one can act
// as over HTTP.
func (s *Server) Register(ctx context.Context, tid, name string) (Registration, error) {
	if err := s.exists(ctx, tid); err != nil {
		return Registration{}, err
	}
	tok := NewToken()
	reg, err := s.register(ctx, tid, name, TokenHash(tok))
	if err != nil {
		return Registration{}, err
	}
	reg.Token, reg.Link = tok, "/enter/"+tid+"/"+tok
	return reg, nil
}

func (s *Server) register(ctx context.Context, tid, name, hash string) (Registration, error) {
	norm := strings.ToLower(strings.Join(strings.Fields(name), " "))
	id := newID("s")
	_, err := s.batch.of(tid).do(ctx, &op{key: "name\x00" + norm, at: s.clock.Now(),
		run: func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, any, error) {
			evs, err := t.Register(id, name, hash, at)
			return evs, nil, err
		}})
	if err != nil {
		return Registration{}, err
	}
	return Registration{ID: id, Name: strings.Join(strings.Fields(name), " ")}, nil
}

// handleEnter is the personal link: it sets the solver's cookie and sends
// them to their page. If this browser is signed in to the tournament as
// another solver, the link does not silently replace that session: the
// page asks (the token rides in the fragment, which no server sees) and
// its Confirm comes back with replace=1. A replace=1 from another site's
// page (Sec-Fetch-Site cross-site or same-site) asks again, so a planted
// link cannot swap a solver's session for the attacker's puppet.
func (s *Server) handleEnter(w http.ResponseWriter, r *http.Request) {
	tid, tok := r.PathValue("tid"), r.PathValue("token")
	id, ok := s.tokens.get(tid, tok)
	if !ok {
		if strings.Contains(r.Header.Get("Accept"), "text/html") {
			// A person opened it: the solver's page says so in the page's
			// language (and, for a tournament that is not there, that too),
			// with the ways on, not a JSON refusal.
			http.Redirect(w, r, "/solver.html?t="+url.QueryEscape(tid)+"#badlink", http.StatusSeeOther)
			return
		}
		// Say why before calling the link wrong: no such tournament, or
		// one whose log does not read back (its tokens are unknown).
		if err := s.read(r.Context(), tid, func(*puzzleswiss.Tournament) error { return nil }); err != nil {
			s.writeError(w, r, err)
			return
		}
		s.writeError(w, r, turnir.Errorf(turnir.EUNAUTHORIZED, "this personal link is not valid", "эта личная ссылка недействительна"))
		return
	}
	confirmed := r.URL.Query().Get("replace") == "1" &&
		(r.Header.Get("Sec-Fetch-Site") == "" || r.Header.Get("Sec-Fetch-Site") == "same-origin")
	if c, err := r.Cookie(solverPrefix + tid); err == nil && !confirmed {
		if other, ok := s.tokens.get(tid, c.Value); ok && other != id {
			http.Redirect(w, r, "/solver.html?t="+tid+"#switch="+tok, http.StatusSeeOther)
			return
		}
	}
	http.SetCookie(w, solverCookie(tid, tok))
	http.Redirect(w, r, "/solver.html?t="+tid, http.StatusSeeOther)
}

func (s *Server) handleSolvers(w http.ResponseWriter, r *http.Request) {
	out := []*solverRef{}
	err := s.read(r.Context(), r.PathValue("tid"), func(t *puzzleswiss.Tournament) error {
		for _, id := range t.Order {
			out = append(out, ref(t, id))
		}
		return nil
	})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// meOf answers with the solver's own view.
func (s *Server) meOf(w http.ResponseWriter, r *http.Request, tid, id string) {
	v, err := s.meView(r.Context(), tid, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// meView is solver id's own view of tid.
func (s *Server) meView(ctx context.Context, tid, id string) (meView, error) {
	var v meView
	err := s.read(ctx, tid, func(t *puzzleswiss.Tournament) error {
		place := ""
		if t.Phase != puzzleswiss.PhaseRegistration {
			place = s.standings(t).PlaceOf(id)
		}
		v = me(t, s.view(t), id, s.clock.Now(), place)
		return nil
	})
	return v, err
}

func (s *Server) handleMe(w http.ResponseWriter, r *http.Request) {
	tid := r.PathValue("tid")
	id, err := s.solver(r, tid)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.meOf(w, r, tid, id)
}

func (s *Server) handleStart(w http.ResponseWriter, r *http.Request) {
	defer s.starts.time(time.Now())
	tid := r.PathValue("tid")
	id, err := s.solver(r, tid)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := drain(r, 4<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	at := s.clock.Now() // the press, stamped once the whole request is in (P9)
	if err := s.Start(r.Context(), tid, id, at); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.meOf(w, r, tid, id)
}

// Start presses Start for solver id at time at (P9), group-committed.
func (s *Server) Start(ctx context.Context, tid, id string, at time.Time) error {
	_, err := s.batch.of(tid).do(ctx, &op{key: id, at: at,
		run: func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, any, error) {
			evs, err := t.Start(id, at)
			return evs, nil, err
		}})
	return err
}

// CheckResult is the verdict of one Check (P10).
type CheckResult struct {
	Correct  bool  `json:"correct"`
	Attempts int   `json:"attempts"`
	SolveMS  int64 `json:"solve_ms,omitempty"`
}

func (s *Server) handleCheck(w http.ResponseWriter, r *http.Request) {
	defer s.checks.time(time.Now())
	tid := r.PathValue("tid")
	id, err := s.solver(r, tid)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var body struct {
		Answer string `json:"answer"`
	}
	if err := readJSON(r, &body, 8<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	// The Check is stamped when its whole answer has arrived (P9, P11):
	// stamped at the headers, a solver could open the request at Start,
	// solve at leisure and send the answer with a solve time of
	// milliseconds.
	if err := drain(r, 1<<10); err != nil {
		s.writeError(w, r, err)
		return
	}
	at := s.clock.Now()
	if err := s.limit.allow(tid+"\x00"+id, s.checkRate(tid), at); err != nil {
		s.writeError(w, r, err)
		return
	}
	res, err := s.Check(r.Context(), tid, id, body.Answer, at)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, res)
}

// Check judges solver id's answer at time at (P10), group-committed.
func (s *Server) Check(ctx context.Context, tid, id, answer string, at time.Time) (CheckResult, error) {
	v, err := s.batch.of(tid).do(ctx, &op{key: id, at: at,
		run: func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, any, error) {
			evs, ok, err := t.Check(id, answer, at)
			if err != nil {
				return nil, nil, err
			}
			r := t.Current()
			res := CheckResult{Correct: ok, Attempts: r.Attempts[id] + 1}
			if ok {
				res.SolveMS = puzzleswiss.SolveTime(r.Started[id], at).Milliseconds()
			}
			return evs, res, nil
		}})
	if rr := (*puzzleswiss.RateRefusal)(nil); errors.As(err, &rr) {
		return CheckResult{}, retryOf(rr)
	}
	if err != nil {
		return CheckResult{}, err
	}
	return v.(CheckResult), nil
}

// checkRate returns tid's check_rate without taking the stream's lock or
// the server's, so the rate limit never waits for a commit or for other
// requests.
func (s *Server) checkRate(tid string) puzzleswiss.RateLimit {
	r, _ := s.rates.Load(tid)
	rate, _ := r.(puzzleswiss.RateLimit)
	return rate
}

func (s *Server) handleWithdraw(w http.ResponseWriter, r *http.Request) {
	tid := r.PathValue("tid")
	id, err := s.solver(r, tid)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.do(r.Context(), tid, func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error) {
		return t.Withdraw(es.At(at, id, ""), id)
	}); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.meOf(w, r, tid, id)
}
