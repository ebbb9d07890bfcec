package http

import (
	"context"
	"errors"
	"sync"
	"time"

	"turnir"
	"turnir/labels"
	"turnir/puzzleswiss"
)

// bucket is one solver's token bucket of Check presses (P10).
type bucket struct {
	tokens float64
	last   time.Time
}

// limiter holds a token bucket per solver, sized by the tournament's
// check_rate: a burst of presses at once, refilled at a steady rate. The
// defaults (10 at once, 2 a second) let a human press as fast as they can
// type an answer while a bot trying thousands of answers is slowed to two a
// second.
type limiter struct {
	mu sync.Mutex
	m  map[string]*bucket
	// shared, when set, keeps the buckets for every server on the log
	// (SharedRates): a client spreading its requests over the servers gets
	// one budget. Should it fail, the server's own bucket answers, so a
	// database hiccup never refuses a press.
	shared SharedRates
	failed func(error) // tells of a failure of shared
}

// SharedRates is a log that keeps token buckets for every server sharing
// it (postgres.Store).
type SharedRates interface {
	// TakeToken refills bucket key (burst tokens, perSecond a second) to
	// now and takes a token if consume; without a token it says how long
	// until one.
	TakeToken(ctx context.Context, key string, burst int, perSecond float64, now time.Time, consume bool) (time.Duration, bool, error)
}

// sharedRateTimeout bounds one shared take before the server's own
// bucket answers instead.
const sharedRateTimeout = time.Second

// allow takes one token of key's bucket at now, or refuses with ETOOMANY
// saying how long to wait.
func (l *limiter) allow(key string, rate puzzleswiss.RateLimit, now time.Time) error {
	if rate.Burst < 1 || rate.PerSecond <= 0 {
		return nil // no limit configured
	}
	wait, ok := l.take(key, rate.Burst, rate.PerSecond, now, true)
	if ok {
		return nil
	}
	return retryOf(puzzleswiss.CheckRateRefusal(wait))
}

// retryOf is a Check refused over its rate (by a server's bucket or by
// the engine's, from the log) as a 429 that says when to try again.
func retryOf(rr *puzzleswiss.RateRefusal) error {
	var te *turnir.Error
	errors.As(rr, &te)
	return &retryError{err: te, afterMS: ceilMS(rr.Wait)}
}

// waitRefusal is the 429 of a limit that lets the next one through after
// wait: en and ru say it with %[1]s and %[2]s for the wait in seconds, to
// the tenth, as each language writes a fraction.
func waitRefusal(wait time.Duration, en, ru string) error {
	sEN, sRU := labels.Seconds(wait)
	return &retryError{err: turnir.Errorf(turnir.ETOOMANY, en, ru, sEN, sRU), afterMS: ceilMS(wait)}
}

// take refills key's bucket (burst tokens, perSecond a second) to now and
// takes a token if consume; without a token it says how long until one.
// With consume false it only looks, for limits that count failures after
// the fact (sign-in).
func (l *limiter) take(key string, burst int, perSecond float64, now time.Time, consume bool) (time.Duration, bool) {
	if l.shared != nil {
		ctx, cancel := context.WithTimeout(context.Background(), sharedRateTimeout)
		wait, ok, err := l.shared.TakeToken(ctx, key, burst, perSecond, now, consume)
		cancel()
		if err == nil {
			return wait, ok
		}
		if l.failed != nil {
			l.failed(err)
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.m == nil {
		l.m = map[string]*bucket{}
	}
	b, ok := l.m[key]
	if !ok {
		b = &bucket{tokens: float64(burst), last: now}
		l.m[key] = b
	}
	if el := now.Sub(b.last).Seconds(); el > 0 {
		b.tokens = min(float64(burst), b.tokens+el*perSecond)
		b.last = now
	}
	if b.tokens >= 1 {
		if consume {
			b.tokens--
		}
		return 0, true
	}
	return time.Duration((1 - b.tokens) / perSecond * float64(time.Second)), false
}
