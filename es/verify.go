package es

import (
	"errors"
	"fmt"

	"turnir"
)

// Report is what Verify found in one stream's log.
type Report struct {
	Stream string `json:"stream"`
	Events int    `json:"events"` // events replayed
	// Inputs counts the events re-made by running the command that wrote
	// them against the state before them; Applied counts the events of
	// types with no command to re-run (folded by Apply only).
	Inputs  int `json:"inputs"`
	Applied int `json:"applied"`
	// Lots, Draws and Scorings count what a kind's checks re-made: seeds
	// checked against their commitment, draws and pairings re-drawn,
	// results re-scored.
	Lots     int `json:"lots"`
	Draws    int `json:"draws"`
	Scorings int `json:"scorings,omitempty"`
	// Mismatches lists every place the log does not follow from the rules,
	// oldest first. A replay that the state refuses stops the check there,
	// since every later state would be guesswork.
	Mismatches []Mismatch `json:"mismatches,omitempty"`
}

// Mismatch is one event that does not follow from the log before it.
type Mismatch struct {
	Version int64  `json:"version"` // the event's position in the stream
	Type    string `json:"type"`
	What    string `json:"what"` // in English, precise enough to find the cell
}

// String formats the mismatch for `turnir verify`.
func (m Mismatch) String() string { return fmt.Sprintf("event %d (%s): %s", m.Version, m.Type, m.What) }

// OK reports that the log follows from the rules throughout.
func (r *Report) OK() bool { return len(r.Mismatches) == 0 }

// Bad records that event e does not follow from the log before it.
func (r *Report) Bad(e turnir.Event, format string, args ...any) {
	r.Mismatches = append(r.Mismatches, Mismatch{Version: e.Version, Type: e.Type, What: fmt.Sprintf(format, args...)})
}

// Reissue re-runs, on the state before e, the command that wrote e, and
// returns what it writes now (or its refusal).
type Reissue[S any] func(s S, e turnir.Event) ([]turnir.Event, error)

// Reissues is a kind's table of commands, keyed by the event type each
// writes.
type Reissues[S any] struct {
	m map[string]Reissue[S]
}

// Command registers the command that writes events of typ: run gets the
// decoded payload and the event's Meta, and must give back the same
// event. It panics when typ is registered twice.
func Command[S, D any](r *Reissues[S], typ string, run func(s S, d D, m Meta) ([]turnir.Event, error)) {
	r.Add(typ, CommandOf(run))
}

// CommandOf is the Reissue of a command that takes the event's decoded
// payload and its Meta, for a table of Reissues built elsewhere.
func CommandOf[S, D any](run func(s S, d D, m Meta) ([]turnir.Event, error)) Reissue[S] {
	return func(s S, e turnir.Event) ([]turnir.Event, error) {
		var d D
		if err := e.Decode(&d); err != nil {
			return nil, err
		}
		return run(s, d, MetaOf(e))
	}
}

// Add registers the Reissue of typ (Command, for a payload decoded by
// hand). It panics when typ is registered twice.
func (r *Reissues[S]) Add(typ string, run Reissue[S]) {
	if r.m == nil {
		r.m = map[string]Reissue[S]{}
	}
	if _, dup := r.m[typ]; dup {
		panic("es: reissue of " + typ + " registered twice")
	}
	r.m[typ] = run
}

// Remove takes the Reissue of typ out of the table and returns it (nil if
// none), for a test of what Verify does without it; Add puts it back.
func (r *Reissues[S]) Remove(typ string) Reissue[S] {
	run := r.m[typ]
	delete(r.m, typ)
	return run
}

// Of returns the Reissue of typ, or nil.
func (r *Reissues[S]) Of(typ string) Reissue[S] { return r.m[typ] }

// Check is a kind's own check of event e against the state s before it,
// beside or instead of re-running its command: a lot against its
// commitment, a pairing against the engine, a scoring against the
// results. It records what it re-made and every mismatch in r.
type Check[S any] func(s S, e turnir.Event, r *Report)

// Spec is how Verify checks one kind of stream.
type Spec[S Aggregate] struct {
	// Kind names the kind in messages ("festival").
	Kind string
	// Created is the event type that opens a log of this kind.
	Created string
	// New makes the empty state.
	New func() S
	// Reissues re-run the commands; an event type with none is applied
	// only (Report.Applied).
	Reissues *Reissues[S]
	// Before holds a kind's own checks of an event type on the state
	// before it. An event type in Before and not in Reissues is checked by
	// its Check alone.
	Before map[string]Check[S]
	// Compare, if set, compares a re-made event with the stored one, for
	// kinds whose events carry something a command cannot re-make (a
	// solver's token hash) and describes the first difference ("" when
	// equal). The default compares the payloads as JSON values.
	Compare func(stored, remade turnir.Event) string
	// After, if set, runs on the state after every applied event that
	// nothing was found wrong with (a lot drawn by any event, checked
	// against its commitment).
	After Check[S]
	// Draw, if set, names the event types whose re-run command re-makes a
	// draw (Report.Draws counts them).
	Draw func(typ string) bool
}

// Verify re-checks a stream's log from its first event. For every event
// it re-runs the command that wrote it against the state before it and
// demands the same event back, runs the kind's own checks, and folds the
// event with Apply exactly as a replay does. It returns the final state
// (or the state where a refused replay stopped) with the report, and an
// error only for a log that is not of this kind.
func Verify[S Aggregate](spec Spec[S], events []turnir.Event) (S, *Report, error) {
	s := spec.New()
	if len(events) == 0 || events[0].Type != spec.Created {
		first := "nothing"
		if len(events) > 0 {
			first = events[0].Type
		}
		return s, nil, turnir.Errorf(turnir.EINVALID, "not a %s log: it starts with %s, not %s",
			"это не журнал вида %s: он начинается с %s, а не с %s", spec.Kind, first, spec.Created)
	}
	rep := &Report{Stream: events[0].Stream}
	compare := spec.Compare
	if compare == nil {
		compare = func(stored, remade turnir.Event) string { return JSONDiff(stored.Data, remade.Data) }
	}
	for i, e := range events {
		v := int64(i + 1)
		switch {
		case e.Version != v:
			at := e
			at.Version = v
			rep.Bad(at, "the event is numbered %d at position %d of the log", e.Version, v)
			return s, rep, nil
		case e.Stream != rep.Stream:
			rep.Bad(e, "the event belongs to stream %q, not %q", e.Stream, rep.Stream)
		case i > 0 && e.Type == spec.Created:
			rep.Bad(e, "the %s is created a second time", spec.Kind)
		}
		before := len(rep.Mismatches)
		check, own := spec.Before[e.Type]
		if own {
			check(s, e, rep)
		}
		if run := spec.Reissues.Of(e.Type); run != nil {
			rep.Inputs++
			if spec.Draw != nil && spec.Draw(e.Type) {
				rep.Draws++
			}
			reissue(s, e, run, compare, rep)
		} else if !own {
			rep.Applied++
		}
		if err := s.Apply(e); err != nil {
			rep.Bad(e, "the replay refuses it: %s", Message(err))
			return s, rep, nil
		}
		if spec.After != nil && len(rep.Mismatches) == before {
			spec.After(s, e, rep)
		}
		rep.Events++
	}
	return s, rep, nil
}

// reissue re-runs the command of e and compares its event with e.
func reissue[S any](s S, e turnir.Event, run Reissue[S], compare func(stored, remade turnir.Event) string, rep *Report) {
	evs, err := run(s, e)
	if err != nil {
		rep.Bad(e, "the command refuses it: %s", Message(err))
		return
	}
	if len(evs) != 1 || evs[0].Type != e.Type {
		rep.Bad(e, "the command writes %s instead", Types(evs))
		return
	}
	if where := compare(e, evs[0]); where != "" {
		rep.Bad(e, "the stored data differ from what the command writes: %s", where)
	}
}

// Types lists the types of evs for a message ("nothing" for none).
func Types(evs []turnir.Event) string {
	if len(evs) == 0 {
		return "nothing"
	}
	s := ""
	for i, e := range evs {
		if i > 0 {
			s += ", "
		}
		s += e.Type
	}
	return s
}

// Message is the English text of a refusal.
func Message(err error) string {
	var te *turnir.Error
	if errors.As(err, &te) {
		return te.EN
	}
	return err.Error()
}

// Revealed checks the seed a draw revealed against the commitment
// published before it: a seed that does not parse or does not match is
// reported on rep against e, and ok is false. what names the lot in the
// report (`the lot "cup-round-2"`), or is "" for the stream's one lot,
// committed at creation.
func Revealed(rep *Report, e turnir.Event, what, seed, commitment string) (turnir.Seed, bool) {
	of := ""
	if what != "" {
		of = " of " + what
	}
	s, err := turnir.ParseSeed(seed)
	if err != nil {
		rep.Bad(e, "the revealed seed%s is unreadable: %s", of, Message(err))
		return s, false
	}
	if !turnir.VerifyCommitment(s, commitment) {
		published := "at creation"
		if what != "" {
			published = "before its draw"
		}
		rep.Bad(e, "the revealed seed%s does not match the commitment %s published %s", of, commitment, published)
		return s, false
	}
	return s, true
}
