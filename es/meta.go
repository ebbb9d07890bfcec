package es

import (
	"strings"
	"time"
	"unicode"

	"turnir"
)

// Meta is what every command carries besides its own arguments: when it
// happened (server time), who gave it and, for a human decision, why.
type Meta struct {
	At     time.Time
	Actor  string
	Reason string
}

// Event returns an event of typ with payload data, stamped with m.
func (m Meta) Event(typ string, data any) turnir.Event {
	e := turnir.NewEvent(typ, m.At, m.Actor, data)
	e.Reason = m.Reason
	return e
}

// One returns the single event of a command that writes one fact.
func (m Meta) One(typ string, data any) ([]turnir.Event, error) {
	return []turnir.Event{m.Event(typ, data)}, nil
}

// Decision returns the event of a human decision, which must say why: a
// Meta without a Reason is refused, since the log would not explain it.
func (m Meta) Decision(typ string, data any) ([]turnir.Event, error) {
	if m.Reason == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a decision needs a reason for the log", "для решения нужна причина для протокола")
	}
	return m.One(typ, data)
}

// Because returns m with the reason a human decision gives (trimmed of
// surrounding space; "" for none).
func (m Meta) Because(reason string) Meta {
	m.Reason = CleanReason(reason)
	return m
}

// CleanReason is a reason as the log keeps it: a control character (a
// line break, a tab, an escape) becomes a space, an invisible format
// character (a bidi override, a zero-width space) is dropped, so that a
// reason shown in a history or a protocol reads as what it says; the ends
// are trimmed. Verify re-runs commands with the reasons as stored, so
// logs written before keep verifying.
func CleanReason(s string) string {
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		switch {
		case unicode.IsControl(r):
			return ' '
		case unicode.Is(unicode.Cf, r):
			return -1
		}
		return r
	}, s))
}

// MetaOf returns the Meta an event was written with, so that Verify can
// re-run its command as it was given.
func MetaOf(e turnir.Event) Meta { return Meta{At: e.At, Actor: e.Actor, Reason: e.Reason} }

// At is the Meta of a command given at at by actor, for reason ("" for
// none).
func At(at time.Time, actor, reason string) Meta { return Meta{At: at, Actor: actor, Reason: reason} }
