package puzzleswiss

import (
	"time"

	"turnir"
	"turnir/labels"
)

// The Check rate judged from the log (P10). A solver's bucket in a round
// is a function of the Checks the log holds for them: full (Burst) before
// the first, refilled at PerSecond between two, one token less at each.
// The engine judges a Check against it as it judges the round's clock, so
// every server on one log refuses the same press with no bucket of its
// own to share: the append's expected version (or the stream's lock)
// already orders the Checks. A server may still keep a stricter bucket of
// its own in front (one that also counts presses refused for other
// reasons, against floods); this one is the budget that holds whichever
// servers a solver's presses go to.

// Bucket is a solver's token bucket of Checks in one round.
type Bucket struct {
	Tokens float64   // after the last Check
	At     time.Time // of the last Check
	Used   bool      // false: no Check yet, the bucket is full
}

// tokens is what the bucket holds at at under limit l.
func (l RateLimit) tokens(b Bucket, at time.Time) float64 {
	if !b.Used {
		return float64(l.Burst)
	}
	el := at.Sub(b.At).Seconds()
	if el < 0 {
		el = 0
	}
	return min(float64(l.Burst), b.Tokens+el*l.PerSecond)
}

// off says the limit takes nothing (not configured).
func (l RateLimit) off() bool { return l.Burst < 1 || l.PerSecond <= 0 }

// Take is b after a Check at at.
func (l RateLimit) Take(b Bucket, at time.Time) Bucket {
	if l.off() {
		return b
	}
	if b.Used && at.Before(b.At) {
		at = b.At
	}
	return Bucket{Tokens: max(0, l.tokens(b, at)-1), At: at, Used: true}
}

// Wait is how long after at until b holds a token again: 0 when it holds
// one now.
func (l RateLimit) Wait(b Bucket, at time.Time) time.Duration {
	if l.off() {
		return 0
	}
	t := l.tokens(b, at)
	if t >= 1 {
		return 0
	}
	return time.Duration((1 - t) / l.PerSecond * float64(time.Second))
}

// RateRefusal refuses a Check over the tournament's check_rate; Wait is
// how long until the next would be taken. It unwraps to an ETOOMANY
// *turnir.Error with the message a server's own limit gives.
type RateRefusal struct {
	Wait time.Duration
	err  *turnir.Error
}

// CheckRateRefusal is the refusal of a Check that must wait wait: the
// engine's and a server's own limit say it alike.
func CheckRateRefusal(wait time.Duration) *RateRefusal {
	en, ru := labels.Seconds(wait)
	return &RateRefusal{Wait: wait, err: turnir.Errorf(turnir.ETOOMANY,
		"too many checks in a row: wait %[1]s s and try again",
		"слишком много проверок подряд: подождите %[2]s с и попробуйте снова", en, ru)}
}

func (e *RateRefusal) Error() string { return e.err.Error() }

// Unwrap gives the refusal's *turnir.Error.
func (e *RateRefusal) Unwrap() error { return e.err }
