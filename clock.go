package turnir

import (
	"sync"
	"time"
)

// Clock tells the time. Engines never call time.Now; they are handed a Clock
// (or a time stamped by one) so that a five-minute round is tested in
// microseconds and a replayed log gives the same state.
type Clock interface {
	Now() time.Time
}

// SystemClock is the real wall clock, used only by cmd/turnir and adapters.
type SystemClock struct{}

// Now returns time.Now in UTC with a monotonic reading.
func (SystemClock) Now() time.Time { return time.Now().UTC() }

// ManualClock is a Clock that moves only when told. It is safe for
// concurrent use; tests and `turnir simulate` drive it with Advance.
type ManualClock struct {
	mu  sync.Mutex
	now time.Time
}

// NewManualClock returns a ManualClock reading start.
func NewManualClock(start time.Time) *ManualClock { return &ManualClock{now: start} }

// Now returns the clock's current reading.
func (c *ManualClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward by d and returns the new reading.
func (c *ManualClock) Advance(d time.Duration) time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
	return c.now
}

// Set moves the clock to t (which may be earlier, to test clock skew).
func (c *ManualClock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = t
}
