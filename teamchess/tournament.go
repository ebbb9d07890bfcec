package teamchess

import (
	"slices"
	"time"

	"turnir"
	"turnir/es"
)

// Phases of an event.
const (
	PhaseRegistration = "registration"
	PhaseRunning      = "running"
	PhaseFinished     = "finished"
)

// Team is one entered team.
type Team struct {
	ID           string    `json:"id"`
	Roster       Roster    `json:"roster"`
	Lot          int       `json:"lot,omitempty"`
	Number       int       `json:"number,omitempty"` // pairing number, 1-based, fixed at the draw
	Withdrawn    bool      `json:"withdrawn,omitempty"`
	RegisteredAt time.Time `json:"registered_at"`
}

// Rating returns the sum of the players' ratings, the seeding key.
func (t *Team) Rating() int {
	s := 0
	for _, p := range t.Roster.Players {
		s += p.Rating
	}
	return s
}

// Round is one round's pairing and results.
type Round struct {
	N       int        `json:"n"`
	Matches []Match    `json:"matches"`
	Bye     string     `json:"bye,omitempty"`
	Results [][]Result `json:"results"` // Results[match][slot], "" while missing
	Closed  bool       `json:"closed"`
}

// MatchOf returns the index of team's match in the round, or -1 (the bye
// or not paired).
func (r *Round) MatchOf(team string) int {
	for i, m := range r.Matches {
		if m.White == team || m.Black == team {
			return i
		}
	}
	return -1
}

// Decision is a logged human decision: who, when, why, and its event.
type Decision = es.Decision

// Tournament is an es.Aggregate: the kit's Replay, Host and Verify take it.
var _ es.Aggregate = (*Tournament)(nil)

// Tournament is the state of one school team chess event: the fold of its
// events.
type Tournament struct {
	ID     string
	Name   string
	Config Config
	// Base is the version and the log of human decisions (who, why), newest
	// last, for the organizer's page.
	es.Base
	Phase         string
	Commitment    string
	Seed          string // revealed at the round-1 draw
	InitialColour byte
	Teams         map[string]*Team
	Order         []string // registration order
	Start         []string // pairing order, fixed at the draw
	Rounds        []*Round // Rounds[r-1]
	// DrawAt is when the round-1 draw happens by itself (K7), zero when
	// it is made by hand.
	DrawAt time.Time `json:",omitzero"`
	// Corrected holds, for each results entry made with a reason (a
	// correction: the event's version), the games it changed and what
	// they were before, so that the decisions log says what a correction
	// changed. Derived from the log as it is folded, never stored.
	Corrected map[int64][]Correction `json:"-"`
}

// Correction is one game a correction changed: its match (index in the
// round) and slot, and its result before and after.
type Correction struct {
	Match, Slot   int
	Before, After Result
}

// New returns the empty state before the first event.
func New() *Tournament { return &Tournament{Teams: map[string]*Team{}} }

// Replay folds events into a new Tournament.
func Replay(events []turnir.Event) (*Tournament, error) { return es.Replay(New, events) }

// Round returns round n (1-based) or nil.
func (t *Tournament) Round(n int) *Round {
	if n < 1 || n > len(t.Rounds) {
		return nil
	}
	return t.Rounds[n-1]
}

// Current returns the latest paired round, or nil.
func (t *Tournament) Current() *Round { return t.Round(len(t.Rounds)) }

// Apply folds one event into the state. It trusts the event (a command
// checked it before it was written) but refuses what would corrupt the
// state.
func (t *Tournament) Apply(e turnir.Event) error { return t.Fold(upcast(e), isDecision, t.apply) }

// isDecision names the events that are decisions even without a reason.
func isDecision(typ string) bool {
	return typ == EvBegun || typ == EvRoundPaired || typ == EvRosterAmended || typ == EvTeamWithdrawn || typ == EvDrawScheduled
}

func corrupt(typ string, what string) error {
	return turnir.Errorf(turnir.EINTERNAL, "event %s does not fit the state: %s", "событие %s не соответствует состоянию: %s", typ, what)
}

func (t *Tournament) apply(e turnir.Event) error {
	if e.Type != EvCreated && t.ID == "" {
		return corrupt(e.Type, "the event was not created")
	}
	return folds.Apply(t, e)
}

// folds are how each event type changes the state.
var folds es.Handlers[*Tournament]

func init() {
	es.On(&folds, EvCreated, func(t *Tournament, d Created, _ turnir.Event) error {
		t.ID, t.Name, t.Config, t.Commitment, t.Phase = d.ID, d.Name, d.Config, d.Commitment, PhaseRegistration
		return nil
	})
	es.On(&folds, EvConfigured, func(t *Tournament, d Configured, _ turnir.Event) error {
		t.Config = d.Config
		return nil
	})
	es.On(&folds, EvTeamRegistered, func(t *Tournament, d TeamRegistered, e turnir.Event) error {
		t.Teams[d.ID] = &Team{ID: d.ID, Roster: d.Roster, RegisteredAt: e.At}
		t.Order = append(t.Order, d.ID)
		return nil
	})
	es.On(&folds, EvRosterAmended, func(t *Tournament, d RosterAmended, e turnir.Event) error {
		tm := t.Teams[d.ID]
		if tm == nil {
			return corrupt(e.Type, "no team "+d.ID)
		}
		tm.Roster = d.Roster
		return nil
	})
	es.On(&folds, EvTeamWithdrawn, func(t *Tournament, d TeamWithdrawn, e turnir.Event) error {
		tm := t.Teams[d.ID]
		if tm == nil {
			return corrupt(e.Type, "no team "+d.ID)
		}
		tm.Withdrawn = true
		return nil
	})
	es.On(&folds, EvBegun, func(t *Tournament, d Begun, e turnir.Event) error {
		t.Seed, t.Start, t.Phase = d.Seed, d.Start, PhaseRunning
		if d.InitialColour != "" {
			t.InitialColour = d.InitialColour[0]
		}
		for i, id := range d.Start {
			tm := t.Teams[id]
			if tm == nil {
				return corrupt(e.Type, "no team "+id)
			}
			tm.Number, tm.Lot = i+1, d.Lots[id]
		}
		return nil
	})
	es.On(&folds, EvRoundPaired, func(t *Tournament, d RoundPaired, e turnir.Event) error {
		if d.Round != len(t.Rounds)+1 {
			return corrupt(e.Type, "round out of order")
		}
		r := &Round{N: d.Round, Matches: d.Matches, Bye: d.Bye, Results: make([][]Result, len(d.Matches))}
		for i := range r.Results {
			r.Results[i] = make([]Result, t.Config.GamesPerMatch())
		}
		t.Rounds = append(t.Rounds, r)
		return nil
	})
	es.On(&folds, EvResultsEntered, func(t *Tournament, d ResultsEntered, e turnir.Event) error {
		r := t.Round(d.Round)
		if r == nil || d.Match < 0 || d.Match >= len(r.Matches) {
			return corrupt(e.Type, "no such match")
		}
		for slot, res := range d.Results {
			if slot < 0 || slot >= len(r.Results[d.Match]) {
				return corrupt(e.Type, "no such game")
			}
			if old := r.Results[d.Match][slot]; e.Reason != "" && old != res {
				if t.Corrected == nil {
					t.Corrected = map[int64][]Correction{}
				}
				t.Corrected[e.Version] = append(t.Corrected[e.Version], Correction{Match: d.Match, Slot: slot, Before: old, After: res})
			}
			r.Results[d.Match][slot] = res
		}
		slices.SortFunc(t.Corrected[e.Version], func(a, b Correction) int { return a.Slot - b.Slot })
		return nil
	})
	es.On(&folds, EvRoundClosed, func(t *Tournament, d RoundClosed, e turnir.Event) error {
		r := t.Round(d.Round)
		if r == nil {
			return corrupt(e.Type, "no such round")
		}
		r.Closed = true
		return nil
	})
	es.On(&folds, EvPairingUndone, func(t *Tournament, d PairingUndone, e turnir.Event) error {
		if d.Round != len(t.Rounds) || d.Round < 1 {
			return corrupt(e.Type, "not the latest round")
		}
		t.Rounds = t.Rounds[:len(t.Rounds)-1]
		return nil
	})
	es.On(&folds, EvDrawScheduled, func(t *Tournament, d DrawScheduled, _ turnir.Event) error {
		t.DrawAt = d.At
		return nil
	})
	es.On(&folds, EvTeamRefused, func(t *Tournament, _ TeamRefused, _ turnir.Event) error {
		return nil // a decision only: Base keeps it in the history
	})
	es.On(&folds, EvFinished, func(t *Tournament, _ struct{}, _ turnir.Event) error {
		t.Phase = PhaseFinished
		return nil
	})
}
