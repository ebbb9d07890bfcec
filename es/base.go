package es

import (
	"encoding/json"
	"time"

	"turnir"
)

// Aggregate is the state of one stream, folded from its events. The
// kit's Replay, the app host and Verify work with any Aggregate.
type Aggregate interface {
	// Apply folds one committed event into the state, or refuses an event
	// that does not fit it (leaving the state to be discarded).
	Apply(turnir.Event) error
	// LogVersion is the version of the last applied event (0 for none).
	LogVersion() int64
}

// Decision is one applied event as the history lists it: who did what,
// when and why, and the event's payload.
type Decision struct {
	Version int64           `json:"version"`
	At      time.Time       `json:"at"`
	Actor   string          `json:"actor,omitempty"`
	Type    string          `json:"type"`
	Reason  string          `json:"reason,omitempty"`
	Data    json.RawMessage `json:"data"`
}

// Base is embedded in every aggregate. Fold wraps the aggregate's own
// apply with what every aggregate does around it: the version check, the
// version count and the history of decisions.
type Base struct {
	// Version is the version of the last applied event.
	Version int64 `json:"version"`
	// Decisions lists every event that is a human decision: one that
	// carries a reason, or whose type the aggregate marks as a decision.
	Decisions []Decision `json:"decisions,omitempty"`
}

// LogVersion is the version of the last applied event (Aggregate).
func (b *Base) LogVersion() int64 { return b.Version }

// Fold applies e through apply: it refuses an event out of order (a
// version that does not follow), runs apply, and only when apply accepts
// counts the version and records the decision. isDecision names the event
// types that are decisions even without a reason (nil: none).
func (b *Base) Fold(e turnir.Event, isDecision func(typ string) bool, apply func(turnir.Event) error) error {
	if e.Version != 0 && e.Version != b.Version+1 {
		return turnir.Errorf(turnir.EINTERNAL, "event %d of %s applied at version %d", "событие %d потока %s применено на версии %d", e.Version, e.Stream, b.Version)
	}
	if err := apply(e); err != nil {
		return err
	}
	b.Version++
	if e.Reason != "" || (isDecision != nil && isDecision(e.Type)) {
		b.Decisions = append(b.Decisions, DecisionOf(e, b.Version))
	}
	return nil
}

// DecisionOf is e as the history lists it, at version v.
func DecisionOf(e turnir.Event, v int64) Decision {
	return Decision{Version: v, At: e.At, Actor: e.Actor, Type: e.Type, Reason: e.Reason, Data: e.Data}
}

// Replay folds events into the fresh state that newState makes.
func Replay[T Aggregate](newState func() T, events []turnir.Event) (T, error) {
	s := newState()
	for _, e := range events {
		if err := s.Apply(e); err != nil {
			var zero T
			return zero, err
		}
	}
	return s, nil
}
