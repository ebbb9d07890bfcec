package es

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"turnir"
)

// Kind is one kind of stream: a competition module registers it once, and
// the server, the command line and the live hub find a stream's kind by
// its name's prefix instead of guessing from its first event.
type Kind struct {
	// Name is the kind's name in messages and listings ("puzzle-swiss").
	Name string
	// Prefix starts the name of every stream of the kind ("fest."); an
	// empty prefix is the kind of streams that carry none (the puzzle
	// Swiss, whose ids predate kinds). Prefixes must not overlap.
	Prefix string
	// Created is the event type that opens a stream of the kind.
	Created string
	// New makes the empty state.
	New func() Aggregate
	// Verify re-checks a whole log and says what it re-made and found.
	Verify func(events []turnir.Event) (Verdict, error)
	// Summary describes a state for `turnir list` and the server's index.
	Summary func(Aggregate) Summary
	// Urgent names the event types that must be pushed to live clients at
	// once rather than with the next batch.
	Urgent func(typ string) bool
	// Activity names the event types that interest only the organizer's
	// live view (a solver's Start and Check): they are pushed to the
	// organizer as activity, never to the public as a change.
	Activity func(typ string) bool
}

// Summary is a stream's line in `turnir list`: its name and a few words
// on where it stands ("running, 24 solvers"), in English.
type Summary struct {
	Name   string `json:"name"`
	Detail string `json:"detail"`
}

// Verdict is what a kind's Verify found.
type Verdict interface {
	// OK reports that the whole log follows from the rules.
	OK() bool
	// Counts says in English what was re-made ("draws re-made 7, ...").
	Counts() string
	// Problems lists every mismatch, oldest first, in English.
	Problems() []string
}

// Counts says what Verify re-made (Verdict).
func (r *Report) Counts() string {
	return fmt.Sprintf("%d events replayed; inputs re-run through their commands %d, applied only %d, lots checked against their commitments %d, draws re-made %d",
		r.Events, r.Inputs, r.Applied, r.Lots, r.Draws)
}

// Problems lists the mismatches (Verdict).
func (r *Report) Problems() []string {
	out := make([]string, len(r.Mismatches))
	for i, m := range r.Mismatches {
		out[i] = m.String()
	}
	return out
}

// Stream is the name of the stream of id in kind k.
func (k Kind) Stream(id string) string { return k.Prefix + id }

// ID is the id of stream within kind k (its name without the prefix).
func (k Kind) ID(stream string) string { return strings.TrimPrefix(stream, k.Prefix) }

var kinds struct {
	mu  sync.RWMutex
	all []Kind
}

// Register adds a kind. It panics on a name or prefix registered twice or
// a prefix that overlaps another, programming errors found at start-up.
func Register(k Kind) {
	kinds.mu.Lock()
	defer kinds.mu.Unlock()
	for _, o := range kinds.all {
		if o.Name == k.Name {
			panic("es: kind " + k.Name + " registered twice")
		}
		if o.Prefix != "" && k.Prefix != "" && (strings.HasPrefix(o.Prefix, k.Prefix) || strings.HasPrefix(k.Prefix, o.Prefix)) {
			panic("es: the prefixes of kinds " + o.Name + " and " + k.Name + " overlap")
		}
		if o.Prefix == "" && k.Prefix == "" {
			panic("es: kinds " + o.Name + " and " + k.Name + " both claim unprefixed streams")
		}
	}
	kinds.all = append(kinds.all, k)
	// The longest prefix first, so KindOf tries the unprefixed kind last.
	slices.SortStableFunc(kinds.all, func(a, b Kind) int { return len(b.Prefix) - len(a.Prefix) })
}

// KindOf returns the kind of the stream named stream.
func KindOf(stream string) (Kind, bool) {
	kinds.mu.RLock()
	defer kinds.mu.RUnlock()
	for _, k := range kinds.all {
		if strings.HasPrefix(stream, k.Prefix) {
			return k, true
		}
	}
	return Kind{}, false
}

// Kinds lists every registered kind, the longest prefix first.
func Kinds() []Kind {
	kinds.mu.RLock()
	defer kinds.mu.RUnlock()
	return slices.Clone(kinds.all)
}

// Fresh adapts a module's constructor to Kind.New.
func Fresh[T Aggregate](newState func() T) func() Aggregate {
	return func() Aggregate { return newState() }
}

// Verifier adapts a module's Verify to Kind.Verify, so that a refusal
// comes back as a nil Verdict rather than a Verdict holding a nil report.
func Verifier[R Verdict](verify func([]turnir.Event) (R, error)) func([]turnir.Event) (Verdict, error) {
	return func(evs []turnir.Event) (Verdict, error) {
		r, err := verify(evs)
		if err != nil {
			return nil, err
		}
		return r, nil
	}
}
