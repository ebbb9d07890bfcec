package festival

import (
	"turnir"
	"turnir/cup"
	"turnir/es"
	"turnir/festival/brainringtournament"
	"turnir/festival/register"
	"turnir/festival/svoyatournament"
	"turnir/quiz"
)

// Festival is an es.Aggregate: the kit's Replay, Host and Verify take it.
var _ es.Aggregate = (*Festival)(nil)

// Festival is the state of one event: the fold of Apply over its stream.
// It is plain data with JSON tags, so that a replayed log can be compared
// with the live state byte for byte: the register (the event and its
// people) first, then the competitions it holds, then the record (lots
// and history).
type Festival struct {
	register.Register
	Cup      *cup.Cup       `json:"cup,omitempty"`      // nil until teamcup.CupOpened
	Solyanka *quiz.Solyanka `json:"solyanka,omitempty"` // nil until solyanka.SolyankaOpened
	// Brainring is the festival's Brain-ring tournament (F1-F7), nil until
	// it is opened (brainring.go).
	Brainring *brainringtournament.Brainring `json:"brainring,omitempty"`
	// Svoya is the Svoya igra tournament (S1-S12), nil until it is opened
	// (svoya.go).
	Svoya *svoyatournament.Svoya `json:"svoya,omitempty"`
	register.Record
}

// shared is the register and the record as a competition sees them.
func (f *Festival) shared() register.Shared {
	return register.Shared{Register: &f.Register, Record: &f.Record}
}

// The register's types under the festival's name.
type (
	// Team is a team of the event (register.Team).
	Team = register.Team
	// Person is a player or a coach (register.Person).
	Person = register.Person
	// Lot is a committed lot (register.Lot).
	Lot = register.Lot
	// Entry is one applied event as the jury page lists it.
	Entry = register.Entry
	// Disqualified records a disqualification (DQ2, register.Disqualified).
	Disqualified = register.Disqualified
)

// Kinds of people and teams a disqualification applies to (DQ2).
const (
	KindPlayer = register.KindPlayer
	KindTeam   = register.KindTeam
	KindCoach  = register.KindCoach
)

// New returns the empty state before the first event.
func New() *Festival { return &Festival{} }

// Replay folds events into a new Festival.
func Replay(events []turnir.Event) (*Festival, error) { return es.Replay(New, events) }

// Apply folds one committed event into the state. It trusts that a command
// validated the event, but an engine that refuses the replayed input is
// reported rather than ignored, since the state would then differ from the
// log.
func (f *Festival) Apply(e turnir.Event) error {
	return f.Fold(e, isDecision, func(e turnir.Event) error {
		if err := f.apply(e); err != nil {
			return err
		}
		f.History = append(f.History, es.DecisionOf(e, f.Version+1))
		return nil
	})
}

// isDecision names the events that are rulings even without a reason.
func isDecision(typ string) bool { return typ == EvDisqualified || typ == EvCommitteeDecided }

func (f *Festival) apply(e turnir.Event) error { return f.applyEvent(e) }

// festFolds are how the festival's own events (people, lots, rulings)
// change the state; each competition has folds of its own (Competition).
var festFolds es.Handlers[*Festival]

func init() {
	es.On(&festFolds, EvCreated, func(f *Festival, d Created, e turnir.Event) error {
		f.ID, f.Name, f.CreatedAt = d.ID, d.Name, e.At
		return nil
	})
	es.On(&festFolds, EvTeamRegistered, func(f *Festival, d TeamRegistered, _ turnir.Event) error {
		f.Teams = append(f.Teams, Team{ID: d.ID, Name: d.Name, City: d.City})
		return nil
	})
	es.On(&festFolds, EvPlayerRegistered, func(f *Festival, d PlayerRegistered, _ turnir.Event) error {
		f.Players = append(f.Players, Person{ID: d.ID, Name: d.Name, Team: d.Team, Rating: d.Rating})
		return nil
	})
	es.On(&festFolds, EvCoachRegistered, func(f *Festival, d CoachRegistered, _ turnir.Event) error {
		f.Coaches = append(f.Coaches, Person{ID: d.ID, Name: d.Name, Team: d.Team, Rating: d.Rating})
		return nil
	})
	es.On(&festFolds, EvDisqualified, func(f *Festival, d Disqualified, e turnir.Event) error {
		return f.applyDQ(d, e.Reason)
	})
	// The ruling lives in History and Decisions; it changes nothing else.
	es.On(&festFolds, EvCommitteeDecided, func(*Festival, CommitteeDecided, turnir.Event) error { return nil })
	es.On(&festFolds, EvLotCommitted, func(f *Festival, d LotCommitted, _ turnir.Event) error {
		f.Lots = append(f.Lots, Lot{Purpose: d.Purpose, Commitment: d.Commitment, CommittedAt: f.Version + 1})
		return nil
	})
}

// applyDQ marks the disqualified entity; the competitions the festival
// holds are told next (Competition.Disqualified).
func (f *Festival) applyDQ(d Disqualified, reason string) error {
	switch d.Kind {
	case KindTeam:
		t := f.Team(d.ID)
		if t == nil {
			return unknown(d.Kind, d.ID)
		}
		t.Disqualified, t.DQReason = true, reason
	case KindPlayer, KindCoach:
		p := f.Player(d.ID)
		if d.Kind == KindCoach {
			p = f.Coach(d.ID)
		}
		if p == nil {
			return unknown(d.Kind, d.ID)
		}
		p.Disqualified, p.DQReason = true, reason
	default:
		return unknown(d.Kind, d.ID)
	}
	return nil
}

func unknown(kind, id string) error { return register.Unknown(kind, id) }
