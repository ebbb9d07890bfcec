package puzzleswiss

import (
	"time"

	"turnir"
	"turnir/es"
	"turnir/names"
	"turnir/puzzleswiss/puzzle"
)

// Phases of a tournament.
const (
	PhaseRegistration = "registration"
	PhaseRunning      = "running"
	PhaseFinished     = "finished"
)

// Solver is one registered participant.
type Solver struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	TokenHash    string `json:"-"`
	Lot          int    `json:"lot,omitempty"`
	Withdrawn    bool   `json:"withdrawn,omitempty"`
	Disqualified bool   `json:"disqualified,omitempty"`
	DQReason     string `json:"dq_reason,omitempty"`
	RegisteredAt time.Time
}

// Active reports whether the solver takes part in draws.
func (s *Solver) Active() bool { return !s.Withdrawn && !s.Disqualified }

// Round is one round's draw, clock and results.
type Round struct {
	N        int
	Pairs    [][2]string
	Bye      string
	OpensAt  time.Time // scheduled opening
	Opened   bool
	OpenedAt time.Time // when it opened (the RoundOpened's time)
	EndsAt   time.Time // the round ends here (P8, moved only by decisions)
	PausedAt time.Time // zero unless paused
	Closed   bool
	ClosedAt time.Time                // when it closed (the RoundClosed's time)
	Started  map[string]time.Time     // Start press (P9)
	Solved   map[string]time.Duration // first correct Check - Start
	Attempts map[string]int           // Check presses
	Manual   map[string]Result        // ResultEntered overrides, before close
	Results  map[string]Result        // after close
	opponent map[string]string
	buckets  map[string]Bucket // the Check rate of each solver (P10, rate.go)
}

// Opponent returns the solver's opponent in this round, "" for the bye,
// and whether the solver is in the round at all.
func (r *Round) Opponent(id string) (string, bool) {
	if id == r.Bye && id != "" {
		return "", true
	}
	o, ok := r.opponent[id]
	return o, ok
}

// Running reports whether the round accepts Start and Check at t.
func (r *Round) Running(t time.Time) bool {
	return r.Opened && !t.Before(r.OpenedAt) && !r.Closed && r.PausedAt.IsZero() && t.Before(r.EndsAt)
}

// Tournament is an es.Aggregate: the kit's Replay, Host and Verify take it.
var _ es.Aggregate = (*Tournament)(nil)

// Tournament is the state of one puzzle Swiss: the fold of its events.
type Tournament struct {
	ID       string
	Name     string
	Settings Settings
	// Base is the version and the log of human decisions (who, why), newest
	// last, for the organizer's page.
	es.Base
	Phase      string
	CreatedAt  time.Time
	Commitment string
	Seed       string // revealed at the round-1 draw
	NumRounds  int    // fixed at the draw (P1)
	FirstAt    time.Time
	BegunAt    time.Time // the Begin's time: the round-1 draw falls due then
	// StartsAt is the scheduled opening of round 1 and RegistrationClosesAt
	// the registration deadline (zero: at StartsAt); zero when no start is
	// scheduled (schedule.go). Omitted when zero, so the state of a log
	// written before schedules reads as it did.
	StartsAt             time.Time `json:"StartsAt,omitzero"`
	RegistrationClosesAt time.Time `json:"RegistrationClosesAt,omitzero"`
	Solvers              map[string]*Solver
	Order                []string // registration order
	Rounds               []*Round // Rounds[r-1]
	Puzzles              []puzzle.Puzzle
	Published            bool
	// lastAt is the latest time of an applied event: a scheduled Begin
	// that could not be made at its deadline is stamped no earlier.
	lastAt time.Time
	// byName indexes the active solvers by folded name, so a registration
	// checks for a duplicate in O(1) at ten thousand solvers.
	byName map[string]string
}

// Decision is a logged human decision: who, when, why, and its event.
type Decision = es.Decision

// New returns the empty state before the first event.
func New() *Tournament {
	return &Tournament{Solvers: map[string]*Solver{}, byName: map[string]string{}}
}

// foldName is the key of the duplicate-name check: names.Key, so names
// that differ only in case, width or invisible characters are one name. (A
// log written before names.Key may hold two such names; the index then
// keeps the later, which only weakens the duplicate check for them.)
func foldName(name string) string { return names.Key(name) }

// SolverNamed returns the active solver registered under name (compared
// without case), if any.
func (t *Tournament) SolverNamed(name string) (*Solver, bool) {
	id, ok := t.byName[foldName(name)]
	if !ok {
		return nil, false
	}
	return t.Solvers[id], true
}

// Replay folds events into a new Tournament.
func Replay(events []turnir.Event) (*Tournament, error) { return es.Replay(New, events) }

// Round returns round n (1-based) or nil.
func (t *Tournament) Round(n int) *Round {
	if n < 1 || n > len(t.Rounds) {
		return nil
	}
	return t.Rounds[n-1]
}

// Current returns the latest round that has been paired, or nil.
func (t *Tournament) Current() *Round {
	if len(t.Rounds) == 0 {
		return nil
	}
	return t.Rounds[len(t.Rounds)-1]
}

// Apply folds one event into the state. It trusts the event (commands
// validated it before it was written) but refuses what would corrupt the
// state, such as an event for a round that does not exist.
func (t *Tournament) Apply(e turnir.Event) error {
	if err := t.Fold(e, isDecision, t.apply); err != nil {
		return err
	}
	t.lastAt = later(t.lastAt, e.At)
	return nil
}

func isDecision(typ string) bool {
	switch typ {
	case EvDisqualified, EvResultEntered, EvRoundExtended, EvRoundPaused, EvRoundResumed, EvRoundRestarted, EvSettingsChanged, EvScheduled:
		return true
	}
	return false
}

func (t *Tournament) apply(e turnir.Event) error { return folds.Apply(t, e) }

// folds are how each event type changes the state.
var folds es.Handlers[*Tournament]

func init() {
	es.On(&folds, EvCreated, func(t *Tournament, d Created, e turnir.Event) error {
		t.ID, t.Name, t.Settings, t.Commitment = d.ID, d.Name, d.Settings, d.Commitment
		t.Phase, t.CreatedAt = PhaseRegistration, e.At
		return nil
	})
	es.On(&folds, EvSettingsChanged, func(t *Tournament, d SettingsChanged, _ turnir.Event) error {
		t.Settings = d.Settings
		return nil
	})
	es.On(&folds, EvPuzzlesSet, func(t *Tournament, d PuzzlesSet, _ turnir.Event) error {
		t.Puzzles = d.Puzzles
		return nil
	})
	es.On(&folds, EvRegistered, func(t *Tournament, d Registered, e turnir.Event) error {
		t.Solvers[d.ID] = &Solver{ID: d.ID, Name: d.Name, TokenHash: d.TokenHash, RegisteredAt: e.At}
		t.Order = append(t.Order, d.ID)
		t.byName[foldName(d.Name)] = d.ID
		return nil
	})
	es.On(&folds, EvWithdrew, func(t *Tournament, d Withdrew, _ turnir.Event) error {
		s, err := t.solver(d.ID)
		if err != nil {
			return err
		}
		s.Withdrawn = true
		delete(t.byName, foldName(s.Name))
		return nil
	})
	es.On(&folds, EvDisqualified, func(t *Tournament, d Disqualified, e turnir.Event) error {
		s, err := t.solver(d.ID)
		if err != nil {
			return err
		}
		s.Disqualified, s.DQReason = true, e.Reason
		delete(t.byName, foldName(s.Name))
		return nil
	})
	es.On(&folds, EvBegun, func(t *Tournament, d Begun, e turnir.Event) error {
		t.Seed, t.NumRounds, t.Phase, t.FirstAt, t.BegunAt = d.Seed, d.Rounds, PhaseRunning, d.FirstRoundAt, e.At
		for id, lot := range d.Lots {
			s, err := t.solver(id)
			if err != nil {
				return err
			}
			s.Lot = lot
		}
		return nil
	})
	es.On(&folds, EvRoundPaired, func(t *Tournament, d RoundPaired, _ turnir.Event) error {
		if d.Round != len(t.Rounds)+1 {
			return turnir.Errorf(turnir.EINTERNAL, "round %d paired after round %d", "тур %d после тура %d", d.Round, len(t.Rounds))
		}
		r := &Round{N: d.Round, Pairs: d.Pairs, Bye: d.Bye, OpensAt: d.OpensAt,
			Started: map[string]time.Time{}, Solved: map[string]time.Duration{}, Attempts: map[string]int{}, buckets: map[string]Bucket{},
			Manual: map[string]Result{}, opponent: make(map[string]string, 2*len(d.Pairs))}
		for _, p := range d.Pairs {
			r.opponent[p[0]], r.opponent[p[1]] = p[1], p[0]
		}
		t.Rounds = append(t.Rounds, r)
		return nil
	})
	onRound(EvRoundOpened, func(d RoundOpened) int { return d.Round }, func(r *Round, d RoundOpened, e turnir.Event) {
		r.Opened, r.OpenedAt, r.EndsAt = true, e.At, d.EndsAt
	})
	onRound(EvStarted, func(d Started) int { return d.Round }, func(r *Round, d Started, e turnir.Event) {
		r.Started[d.ID] = e.At
	})
	es.On(&folds, EvChecked, func(t *Tournament, d Checked, e turnir.Event) error {
		r := t.Round(d.Round)
		if r == nil {
			return turnir.Errorf(turnir.ENOTFOUND, "no round %d", "нет тура %d", d.Round)
		}
		r.Attempts[d.ID]++
		// Under the settings as they stood at the Check: a later change
		// of check_rate does not rewrite the buckets of the past.
		r.buckets[d.ID] = t.Settings.CheckRate.Take(r.buckets[d.ID], e.At)
		if d.Correct {
			if _, done := r.Solved[d.ID]; !done {
				r.Solved[d.ID] = SolveTime(r.Started[d.ID], e.At)
			}
		}
		return nil
	})
	onRound(EvResultEntered, func(d ResultEntered) int { return d.Round }, func(r *Round, d ResultEntered, _ turnir.Event) {
		r.Manual[d.ID] = Result{Solved: d.Solved, Time: d.Time}
	})
	onRound(EvRoundExtended, func(d RoundExtended) int { return d.Round }, func(r *Round, d RoundExtended, _ turnir.Event) {
		r.EndsAt = r.EndsAt.Add(d.By)
	})
	onRound(EvRoundPaused, func(d RoundPaused) int { return d.Round }, func(r *Round, _ RoundPaused, e turnir.Event) {
		r.PausedAt = e.At
	})
	onRound(EvRoundResumed, func(d RoundResumed) int { return d.Round }, func(r *Round, _ RoundResumed, e turnir.Event) {
		gap := e.At.Sub(r.PausedAt)
		r.EndsAt = r.EndsAt.Add(gap)
		for id, st := range r.Started {
			if _, solved := r.Solved[id]; !solved {
				r.Started[id] = st.Add(gap)
			}
		}
		r.PausedAt = time.Time{}
	})
	onRound(EvRoundRestarted, func(d RoundRestarted) int { return d.Round }, func(r *Round, d RoundRestarted, _ turnir.Event) {
		r.EndsAt, r.PausedAt = d.EndsAt, time.Time{}
		r.Started, r.Solved, r.Attempts, r.buckets = map[string]time.Time{}, map[string]time.Duration{}, map[string]int{}, map[string]Bucket{}
	})
	onRound(EvRoundClosed, func(d RoundClosed) int { return d.Round }, func(r *Round, d RoundClosed, e turnir.Event) {
		r.Closed, r.ClosedAt, r.Results = true, e.At, d.Results
	})
	es.On(&folds, EvFinished, func(t *Tournament, _ Finished, _ turnir.Event) error {
		t.Phase = PhaseFinished
		return nil
	})
	es.On(&folds, EvPublished, func(t *Tournament, _ Published, _ turnir.Event) error {
		t.Published = true
		return nil
	})
}

// onRound registers the fold of an event about one round: the round its
// payload names (round of d) must exist.
func onRound[D any](typ string, round func(d D) int, fold func(r *Round, d D, e turnir.Event)) {
	es.On(&folds, typ, func(t *Tournament, d D, e turnir.Event) error {
		n := round(d)
		r := t.Round(n)
		if r == nil {
			return turnir.Errorf(turnir.ENOTFOUND, "no round %d", "нет тура %d", n)
		}
		fold(r, d, e)
		return nil
	})
}

func (t *Tournament) solver(id string) (*Solver, error) {
	s, ok := t.Solvers[id]
	if !ok {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "no solver %q", "нет участника %q", id)
	}
	return s, nil
}

// SolveTime is the solving time of P9: correct Check minus Start, to the
// millisecond (P11 compares to the millisecond).
func SolveTime(start, check time.Time) time.Duration {
	return (check.Sub(start)).Truncate(time.Millisecond)
}
