package swiss

import (
	"strings"
	"time"

	"turnir"
	"turnir/puzzle"
	"turnir/regulation"
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

// Tournament is the state of one puzzle Swiss: the fold of its events.
type Tournament struct {
	ID         string
	Name       string
	Settings   regulation.PuzzleSwiss
	Version    int64
	Phase      string
	CreatedAt  time.Time
	Commitment string
	Seed       string // revealed at the round-1 draw
	NumRounds  int    // fixed at the draw (P1)
	FirstAt    time.Time
	BegunAt    time.Time // the Begin's time: the round-1 draw falls due then
	Solvers    map[string]*Solver
	Order      []string // registration order
	Rounds     []*Round // Rounds[r-1]
	Puzzles    []puzzle.Puzzle
	Published  bool
	// byName indexes the active solvers by folded name, so a registration
	// checks for a duplicate in O(1) at ten thousand solvers.
	byName map[string]string
	// Log of human decisions (who, why), newest last, for the organizer's page.
	Decisions []Decision
}

// Decision is a logged human decision.
type Decision struct {
	At     time.Time `json:"at"`
	Actor  string    `json:"actor"`
	Type   string    `json:"type"`
	Reason string    `json:"reason"`
	Detail string    `json:"detail"`
}

// New returns the empty state before the first event.
func New() *Tournament {
	return &Tournament{Solvers: map[string]*Solver{}, byName: map[string]string{}}
}

// foldName is the key of the duplicate-name check.
func foldName(name string) string { return strings.ToLower(name) }

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
func Replay(events []turnir.Event) (*Tournament, error) {
	t := New()
	for _, e := range events {
		if err := t.Apply(e); err != nil {
			return nil, err
		}
	}
	return t, nil
}

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
	if e.Version != 0 && e.Version != t.Version+1 {
		return turnir.Errorf(turnir.EINTERNAL, "event %d applied at version %d", "событие %d применено на версии %d", e.Version, t.Version)
	}
	if err := t.apply(e); err != nil {
		return err
	}
	t.Version++
	if e.Reason != "" || isDecision(e.Type) {
		t.Decisions = append(t.Decisions, Decision{At: e.At, Actor: e.Actor, Type: e.Type, Reason: e.Reason, Detail: string(e.Data)})
	}
	return nil
}

func isDecision(typ string) bool {
	switch typ {
	case EvDisqualified, EvResultEntered, EvRoundExtended, EvRoundPaused, EvRoundResumed, EvRoundRestarted, EvSettingsChanged:
		return true
	}
	return false
}

func (t *Tournament) apply(e turnir.Event) error {
	switch e.Type {
	case EvCreated:
		var d Created
		if err := e.Decode(&d); err != nil {
			return err
		}
		t.ID, t.Name, t.Settings, t.Commitment = d.ID, d.Name, d.Settings, d.Commitment
		t.Phase, t.CreatedAt = PhaseRegistration, e.At
	case EvSettingsChanged:
		var d SettingsChanged
		if err := e.Decode(&d); err != nil {
			return err
		}
		t.Settings = d.Settings
	case EvPuzzlesSet:
		var d PuzzlesSet
		if err := e.Decode(&d); err != nil {
			return err
		}
		t.Puzzles = d.Puzzles
	case EvRegistered:
		var d Registered
		if err := e.Decode(&d); err != nil {
			return err
		}
		t.Solvers[d.ID] = &Solver{ID: d.ID, Name: d.Name, TokenHash: d.TokenHash, RegisteredAt: e.At}
		t.Order = append(t.Order, d.ID)
		t.byName[foldName(d.Name)] = d.ID
	case EvWithdrew:
		var d Withdrew
		if err := e.Decode(&d); err != nil {
			return err
		}
		s, err := t.solver(d.ID)
		if err != nil {
			return err
		}
		s.Withdrawn = true
		delete(t.byName, foldName(s.Name))
	case EvDisqualified:
		var d Disqualified
		if err := e.Decode(&d); err != nil {
			return err
		}
		s, err := t.solver(d.ID)
		if err != nil {
			return err
		}
		s.Disqualified, s.DQReason = true, e.Reason
		delete(t.byName, foldName(s.Name))
	case EvBegun:
		var d Begun
		if err := e.Decode(&d); err != nil {
			return err
		}
		t.Seed, t.NumRounds, t.Phase, t.FirstAt, t.BegunAt = d.Seed, d.Rounds, PhaseRunning, d.FirstRoundAt, e.At
		for id, lot := range d.Lots {
			s, err := t.solver(id)
			if err != nil {
				return err
			}
			s.Lot = lot
		}
	case EvRoundPaired:
		var d RoundPaired
		if err := e.Decode(&d); err != nil {
			return err
		}
		if d.Round != len(t.Rounds)+1 {
			return turnir.Errorf(turnir.EINTERNAL, "round %d paired after round %d", "тур %d после тура %d", d.Round, len(t.Rounds))
		}
		r := &Round{N: d.Round, Pairs: d.Pairs, Bye: d.Bye, OpensAt: d.OpensAt,
			Started: map[string]time.Time{}, Solved: map[string]time.Duration{}, Attempts: map[string]int{},
			Manual: map[string]Result{}, opponent: make(map[string]string, 2*len(d.Pairs))}
		for _, p := range d.Pairs {
			r.opponent[p[0]], r.opponent[p[1]] = p[1], p[0]
		}
		t.Rounds = append(t.Rounds, r)
	case EvRoundOpened:
		var d RoundOpened
		r, err := t.roundOf(e, &d, &d.Round)
		if err != nil {
			return err
		}
		r.Opened, r.OpenedAt, r.EndsAt = true, e.At, d.EndsAt
	case EvStarted:
		var d Started
		r, err := t.roundOf(e, &d, &d.Round)
		if err != nil {
			return err
		}
		r.Started[d.ID] = e.At
	case EvChecked:
		var d Checked
		r, err := t.roundOf(e, &d, &d.Round)
		if err != nil {
			return err
		}
		r.Attempts[d.ID]++
		if d.Correct {
			if _, done := r.Solved[d.ID]; !done {
				r.Solved[d.ID] = SolveTime(r.Started[d.ID], e.At)
			}
		}
	case EvResultEntered:
		var d ResultEntered
		r, err := t.roundOf(e, &d, &d.Round)
		if err != nil {
			return err
		}
		r.Manual[d.ID] = Result{Solved: d.Solved, Time: d.Time}
	case EvRoundExtended:
		var d RoundExtended
		r, err := t.roundOf(e, &d, &d.Round)
		if err != nil {
			return err
		}
		r.EndsAt = r.EndsAt.Add(d.By)
	case EvRoundPaused:
		var d RoundPaused
		r, err := t.roundOf(e, &d, &d.Round)
		if err != nil {
			return err
		}
		r.PausedAt = e.At
	case EvRoundResumed:
		var d RoundResumed
		r, err := t.roundOf(e, &d, &d.Round)
		if err != nil {
			return err
		}
		gap := e.At.Sub(r.PausedAt)
		r.EndsAt = r.EndsAt.Add(gap)
		for id, st := range r.Started {
			if _, solved := r.Solved[id]; !solved {
				r.Started[id] = st.Add(gap)
			}
		}
		r.PausedAt = time.Time{}
	case EvRoundRestarted:
		var d RoundRestarted
		r, err := t.roundOf(e, &d, &d.Round)
		if err != nil {
			return err
		}
		r.EndsAt, r.PausedAt = d.EndsAt, time.Time{}
		r.Started, r.Solved, r.Attempts = map[string]time.Time{}, map[string]time.Duration{}, map[string]int{}
	case EvRoundClosed:
		var d RoundClosed
		r, err := t.roundOf(e, &d, &d.Round)
		if err != nil {
			return err
		}
		r.Closed, r.ClosedAt, r.Results = true, e.At, d.Results
	case EvFinished:
		t.Phase = PhaseFinished
	case EvPublished:
		t.Published = true
	default:
		return turnir.Errorf(turnir.EINTERNAL, "unknown event type %q", "неизвестный тип события %q", e.Type)
	}
	return nil
}

func (t *Tournament) solver(id string) (*Solver, error) {
	s, ok := t.Solvers[id]
	if !ok {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "no solver %q", "нет участника %q", id)
	}
	return s, nil
}

// roundOf decodes e into d and returns the round *n names.
func (t *Tournament) roundOf(e turnir.Event, d any, n *int) (*Round, error) {
	if err := e.Decode(d); err != nil {
		return nil, err
	}
	r := t.Round(*n)
	if r == nil {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "no round %d", "нет тура %d", *n)
	}
	return r, nil
}

// SolveTime is the solving time of P9: correct Check minus Start, to the
// millisecond (P11 compares to the millisecond).
func SolveTime(start, check time.Time) time.Duration {
	return (check.Sub(start)).Truncate(time.Millisecond)
}

// LogVersion is the version of the last applied event (app.Aggregate).
func (t *Tournament) LogVersion() int64 { return t.Version }
