package festival

import (
	"fmt"
	"slices"
	"time"

	"turnir"
	"turnir/cup"
	"turnir/es"
	"turnir/quiz"
)

// Festival is an es.Aggregate: the kit's Replay, Host and Verify take it.
var _ es.Aggregate = (*Festival)(nil)

// Festival is the state of one event: the fold of Apply over its stream.
// It is plain data with JSON tags, so that a replayed log can be compared
// with the live state byte for byte.
type Festival struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Base is the version and the decisions: the part of History that is
	// a human ruling (committee decisions (DQ1), disqualifications (DQ2)
	// and anything with a reason).
	es.Base
	CreatedAt time.Time      `json:"created_at"`
	Teams     []Team         `json:"teams"`
	Players   []Person       `json:"players"`
	Coaches   []Person       `json:"coaches"`
	Cup       *cup.Cup       `json:"cup,omitempty"`      // nil until CupOpened
	Solyanka  *quiz.Solyanka `json:"solyanka,omitempty"` // nil until SolyankaOpened
	// Brainring is the festival's Brain-ring tournament (F1-F7), nil until
	// it is opened (brainring.go).
	Brainring *Brainring `json:"brainring,omitempty"`
	// Svoya is the Svoya igra tournament (S1-S12), nil until it is opened
	// (svoya.go).
	Svoya *Svoya `json:"svoya,omitempty"`
	Lots  []Lot  `json:"lots,omitempty"` // committed lots, drawn or not, in commitment order
	// History lists every applied event with who, when and why, oldest
	// first; a correction is one more entry, the corrected one stays.
	History []Entry `json:"history"`
}

// Team is a team of the event. Its roster is the players registered to it
// (Festival.Roster).
type Team struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	City         string `json:"city,omitempty"`
	Disqualified bool   `json:"disqualified,omitempty"`
	DQReason     string `json:"dq_reason,omitempty"`
}

// Person is a player or a coach, attached to a team.
type Person struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Team         string `json:"team"`
	Disqualified bool   `json:"disqualified,omitempty"`
	DQReason     string `json:"dq_reason,omitempty"`
}

// Lot is one published commitment and, once drawn, its revealed seed and
// result. Versions say where in the log each happened.
type Lot struct {
	Purpose     string    `json:"purpose"`
	Commitment  string    `json:"commitment"`
	CommittedAt int64     `json:"committed_at"` // stream version of LotCommitted
	Seed        string    `json:"seed,omitempty"`
	DrawnAt     int64     `json:"drawn_at,omitempty"` // stream version of the draw
	Draw        *cup.Draw `json:"draw,omitempty"`
	// Hall says the lot was drawn in the hall and entered by the jury
	// (CupLotDrawn.Hall); a commitment published for it stays unrevealed.
	Hall bool `json:"hall,omitempty"`
}

// Entry is one applied event as the jury page lists it.
type Entry = es.Decision

// New returns the empty state before the first event.
func New() *Festival { return &Festival{} }

// Replay folds events into a new Festival.
func Replay(events []turnir.Event) (*Festival, error) { return es.Replay(New, events) }

// Team returns the team with the given ID, or nil.
func (f *Festival) Team(id string) *Team {
	i := slices.IndexFunc(f.Teams, func(t Team) bool { return t.ID == id })
	if i < 0 {
		return nil
	}
	return &f.Teams[i]
}

// Player returns the player with the given ID, or nil.
func (f *Festival) Player(id string) *Person { return person(f.Players, id) }

// Coach returns the coach with the given ID, or nil.
func (f *Festival) Coach(id string) *Person { return person(f.Coaches, id) }

func person(ps []Person, id string) *Person {
	i := slices.IndexFunc(ps, func(p Person) bool { return p.ID == id })
	if i < 0 {
		return nil
	}
	return &ps[i]
}

// Roster lists the IDs of the players registered to team, in registration
// order.
func (f *Festival) Roster(team string) []string {
	var ids []string
	for _, p := range f.Players {
		if p.Team == team {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// lot returns the lot of purpose that is committed and not drawn yet, or nil.
func (f *Festival) lot(purpose string) *Lot {
	for i := range f.Lots {
		if f.Lots[i].Purpose == purpose && f.Lots[i].DrawnAt == 0 {
			return &f.Lots[i]
		}
	}
	return nil
}

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
		f.Players = append(f.Players, Person{ID: d.ID, Name: d.Name, Team: d.Team})
		return nil
	})
	es.On(&festFolds, EvCoachRegistered, func(f *Festival, d CoachRegistered, _ turnir.Event) error {
		f.Coaches = append(f.Coaches, Person{ID: d.ID, Name: d.Name, Team: d.Team})
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

// cupTeam is the cup's view of a festival team with the given roster.
func (f *Festival) cupTeam(id string, roster []string) cup.Team {
	t := cup.Team{ID: id, Roster: slices.Clone(roster)}
	if ft := f.Team(id); ft != nil {
		t.Name = ft.Name
	}
	return t
}

func noCup() error {
	return turnir.Errorf(turnir.ECONFLICT, "this event has no cup", "в этом турнире нет кубка")
}

func noSolyanka() error {
	return turnir.Errorf(turnir.ECONFLICT, "this event has no solyanka", "в этом турнире нет солянки")
}

func unknown(kind, id string) error {
	ru := kindRU[kind]
	if ru == "" {
		ru = kind
	}
	return &turnir.Error{Code: turnir.ENOTFOUND, EN: fmt.Sprintf("no %s %q", kind, id), RU: fmt.Sprintf("не найден(а): %s %q", ru, id)}
}
