package festival

import (
	"slices"
	"turnir"
)

// Competition is one quiz competition a festival can hold: the team quiz
// cup, the Brain-ring, Svoya igra, the solyanka. The festival itself keeps
// what they share (teams, players, coaches, disqualifications, committee
// decisions, lots) and composes its competitions through this one shape:
// Apply hands each event to the competition it belongs to, a
// disqualification is told to every competition held, the views and the
// pages ask which competitions a festival holds. Each competition is a
// package of its own (teamcup, brainringtournament, svoyatournament,
// solyanka) that sees the festival through register.Shared; cup.go,
// brainring.go, svoya.go and solyanka.go declare its Competition, listed in
// competitions, and its commands and views as methods of Festival.
type Competition struct {
	// Name is the competition's key: "cup", "brainring", "svoya",
	// "solyanka" (the pages' and the API's word for it).
	Name string
	// Types lists the event types the competition folds; Knows tells
	// whether it folds one.
	Types func() []string
	Knows func(typ string) bool
	// Apply folds one of the competition's events into the festival.
	Apply func(f *Festival, e turnir.Event) error
	// Held reports whether the festival holds the competition (its
	// opening event is in the log).
	Held func(f *Festival) bool
	// Clone replaces the competition's state in g, a shallow copy of a
	// festival, by a copy a batch of commands may change (Batch).
	Clone func(g *Festival)
	// Disqualified applies a disqualification (DQ2) to the competition,
	// once the festival has marked the team or person; nil when the
	// competition reads the marks when it needs them.
	Disqualified func(f *Festival, d Disqualified, reason string) error
}

// competitions are the competitions a festival can hold, in the order
// they are shown; each is declared in its own files.
var competitions = []*Competition{&cupCompetition, &brainringCompetition, &svoyaCompetition, &solyankaCompetition}

// Competitions names every competition a festival can hold, in order.
func Competitions() []string {
	out := make([]string, len(competitions))
	for i, c := range competitions {
		out[i] = c.Name
	}
	return out
}

// EventTypes lists every event type a festival's stream may hold: the
// festival's own and each competition's, live fights' included, sorted.
func EventTypes() []string {
	out := festFolds.Types()
	for _, c := range competitions {
		out = append(out, c.Types()...)
	}
	slices.Sort(out)
	return out
}

// Holds names the competitions this festival holds, in order.
func (f *Festival) Holds() []string {
	var out []string
	for _, c := range competitions {
		if c.Held(f) {
			out = append(out, c.Name)
		}
	}
	return out
}

// owner returns the competition an event type belongs to, or nil for the
// festival's own events.
func owner(typ string) *Competition {
	for _, c := range competitions {
		if c.Knows(typ) {
			return c
		}
	}
	return nil
}

// applyEvent folds one event: a competition's by its competition, the
// festival's own by festFolds; a disqualification is then told to every
// competition held.
func (f *Festival) applyEvent(e turnir.Event) error {
	if c := owner(e.Type); c != nil {
		return c.Apply(f, e)
	}
	if err := festFolds.Apply(f, e); err != nil {
		return err
	}
	if e.Type != EvDisqualified {
		return nil
	}
	var d Disqualified
	if err := e.Decode(&d); err != nil {
		return err
	}
	for _, c := range competitions {
		if c.Disqualified != nil && c.Held(f) {
			if err := c.Disqualified(f, d, e.Reason); err != nil {
				return err
			}
		}
	}
	return nil
}
