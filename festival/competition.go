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
// pages ask which competitions a festival holds. Each competition's files
// (cup*.go, brainring*.go, svoya*.go, solyanka*.go) declare theirs, listed
// in competitions; its commands are methods of Festival, since a competition's rule
// always reads the festival's people and lots.
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
	// festival, by a copy a command may change (try).
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

// try validates a command's event: it applies the event with its
// competition's folds to a copy of the festival (the competition's state
// copied by its Clone, the lots by value) and returns the event if that
// is accepted. The festival itself is never changed: what a command
// accepts is exactly what Apply will fold.
func (f *Festival) try(c *Competition, e turnir.Event) ([]turnir.Event, error) {
	if err := c.Apply(f.copyFor(c), e); err != nil {
		return nil, err
	}
	return []turnir.Event{e}, nil
}

// copyFor returns a copy of the festival in which c's events may be
// applied without touching f: c's state copied by its Clone, the lots by
// value; the rest is shared, since c's events change nothing else.
func (f *Festival) copyFor(c *Competition) *Festival {
	g := *f
	g.Lots = slices.Clone(f.Lots)
	c.Clone(&g)
	return &g
}
