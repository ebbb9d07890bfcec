package buzzer

import (
	"cmp"
	"slices"
	"time"

	"turnir"
)

// Config is how presses are ordered.
type Config struct {
	// Fair turns on the fair mode: presses inside the grace window compete
	// by compensated time (see the package doc). Off, the server's order
	// of arrival decides at once.
	Fair bool `json:"fair,omitempty"`
	// Grace is the fair mode's window after the first press, and the most
	// any press is moved earlier than its arrival.
	Grace turnir.Duration `json:"grace,omitempty"`
}

// DefaultGrace is a grace window that covers the round trips of ordinary
// home connections (well under 300 ms) while keeping the wait for the
// decision below what a host notices.
const DefaultGrace = turnir.Duration(150 * time.Millisecond)

// MaxGrace is the longest grace window accepted: beyond it the wait for a
// decision is felt in the hall, and a cheater's gain grows with it.
const MaxGrace = turnir.Duration(time.Second)

// Validate refuses a negative grace window, one over MaxGrace, and a fair
// mode without a window (it would be the server's order by another name).
func (c Config) Validate() error {
	switch {
	case c.Grace < 0 || c.Grace > MaxGrace:
		return turnir.Errorf(turnir.EINVALID, "the buzzer's grace window must be from 0 to %s, got %s",
			"окно справедливого режима кнопок должно быть от 0 до %s, задано %s", MaxGrace, c.Grace)
	case c.Fair && c.Grace == 0:
		return turnir.Errorf(turnir.EINVALID, "the fair mode needs a grace window above 0",
			"справедливому режиму нужно окно больше 0")
	}
	return nil
}

// Window returns how long the first press waits for competitors: Grace in
// the fair mode, 0 in server order.
func (c Config) Window() time.Duration {
	if !c.Fair {
		return 0
	}
	return c.Grace.D()
}

// Evidence is how a press was placed in the fair mode's order, kept so
// that the decision can be shown: the raw stamps, the estimate, the bound
// and the compensated time.
type Evidence struct {
	Seq    int             `json:"seq"`
	Seat   string          `json:"seat"`
	At     time.Time       `json:"at"`              // the server's arrival stamp
	Client time.Time       `json:"client,omitzero"` // the client's claimed press time, its clock
	Offset turnir.Duration `json:"offset"`          // the connection's estimated offset
	RTT    turnir.Duration `json:"rtt"`             // the connection's measured round trip
	// Bound is the most the press could be moved earlier: min(RTT/2, Grace).
	Bound turnir.Duration `json:"bound"`
	// Compensated is the press time on the server's clock that the order
	// used.
	Compensated time.Time `json:"compensated"`
	// Clamped says the client's claim fell outside [At - Bound, At] and
	// was pulled back to its edge (a clock error, or a lie).
	Clamped bool `json:"clamped,omitempty"`
	// Raw says nothing was compensated: no client stamp or no estimate,
	// so the press counts at its arrival.
	Raw bool `json:"raw,omitempty"`
}

// Compensate places press seq on the server's clock. Out of the fair
// mode, or without a client stamp and an estimate, a press counts at its
// arrival.
func (c Config) Compensate(seq int, p Press) Evidence {
	ev := Evidence{Seq: seq, Seat: p.Seat, At: p.At, Client: p.Client, Compensated: p.At}
	if !c.Fair || p.Client.IsZero() || p.Sync == nil {
		ev.Raw = true
		return ev
	}
	ev.Offset, ev.RTT = p.Sync.Offset, p.Sync.RTT
	bound := min(p.Sync.RTT.D()/2, c.Grace.D())
	if bound < 0 {
		bound = 0
	}
	ev.Bound = turnir.Duration(bound)
	t := p.Client.Add(p.Sync.Offset.D())
	switch lo := p.At.Add(-bound); {
	case t.Before(lo):
		t, ev.Clamped = lo, true
	case t.After(p.At):
		t, ev.Clamped = p.At, true
	}
	ev.Compensated = t
	return ev
}

// Order sorts evidence into the order of the presses: by compensated time,
// then by arrival (Seq). It returns a new slice.
func Order(ev []Evidence) []Evidence {
	out := slices.Clone(ev)
	slices.SortStableFunc(out, func(a, b Evidence) int {
		if c := a.Compensated.Compare(b.Compensated); c != 0 {
			return c
		}
		return cmp.Compare(a.Seq, b.Seq)
	})
	return out
}
