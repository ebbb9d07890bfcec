package turnir

import (
	"context"
	"encoding/json"
	"time"
)

// Event is one fact in a tournament's log. The log of a stream is the only
// source of truth: state is the fold of Apply over its events, and every
// decision (a draw, a disqualification, a committee ruling) is an event with
// its author and reason.
type Event struct {
	Stream  string          `json:"stream"`           // the tournament (or festival) it belongs to
	Version int64           `json:"version"`          // 1-based position in the stream, set by the Store
	Type    string          `json:"type"`             // e.g. "RoundPaired"
	Data    json.RawMessage `json:"data"`             // the payload, JSON
	At      time.Time       `json:"at"`               // server time the fact happened
	Actor   string          `json:"actor,omitempty"`  // who caused it ("system" for the scheduler)
	Reason  string          `json:"reason,omitempty"` // why, for human decisions
}

// NewEvent marshals data into an Event of the given type. It panics only if
// data cannot be marshalled, which is a programming error.
func NewEvent(typ string, at time.Time, actor string, data any) Event {
	b, err := json.Marshal(data)
	if err != nil {
		panic("turnir: cannot marshal event " + typ + ": " + err.Error())
	}
	return Event{Type: typ, Data: b, At: at, Actor: actor}
}

// Decode unmarshals the event's payload into v.
func (e Event) Decode(v any) error {
	if err := json.Unmarshal(e.Data, v); err != nil {
		return Errorf(EINTERNAL, "event %s #%d of %s is not readable: %v",
			"событие %s #%d потока %s не читается: %v", e.Type, e.Version, e.Stream, err)
	}
	return nil
}

// AnyVersion passed as expected version to Append skips the concurrency check.
const AnyVersion int64 = -1

// Store is the event log. Implementations (sqlite, postgres) pass the same
// conformance suite in storetest.
type Store interface {
	// Append writes events at the end of stream atomically, numbering them
	// from expected+1, and returns only after they are durably committed.
	// If the stream's current version is not expected (and expected is not
	// AnyVersion) it writes nothing and returns an ECONFLICT *Error.
	// The returned events carry their Stream and Version.
	Append(ctx context.Context, stream string, expected int64, events []Event) ([]Event, error)

	// Load returns the events of stream with Version > after, in order.
	// An unknown stream has no events (not an error).
	Load(ctx context.Context, stream string, after int64) ([]Event, error)

	// Streams lists the streams whose names start with prefix ("" for
	// every stream) and that hold at least one event, in byte order. The
	// prefix is literal: no character in it is a wildcard.
	Streams(ctx context.Context, prefix string) ([]string, error)

	// Close releases the store.
	Close() error
}
