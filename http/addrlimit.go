package http

import (
	"net/http"
	"strconv"
	"sync"
	"time"

	"turnir"
)

// Limits are the per-address limits where guessing or flooding pays. An
// address is the client's IP (an IPv6 /64), as clientAddr finds it behind
// a trusted proxy. A whole school class behind one NAT shares one
// address, so the defaults let thirty-odd pupils register within a minute
// and keep their pages open several times over. Zero takes the default; a
// negative value turns the limit off (the load generator's 10,000 solvers
// from one machine).
type Limits struct {
	// SignInPerMinute is how many wrong passwords (organizer and jury
	// together) an address may try in a row, and then per minute: after
	// that many failures one more try is allowed every 60/N seconds.
	// Default 10.
	SignInPerMinute int
	// RegisterPerMinute is the steady rate of registrations per address
	// (default 60), RegisterBurst how many may come at once (default 40).
	RegisterPerMinute int
	RegisterBurst     int
	// Connections is how many WebSockets (live pages) one address may hold
	// open at once. Default 200.
	Connections int
}

// withDefaults fills the zero fields.
func (l Limits) withDefaults() Limits {
	def := func(v *int, d int) {
		if *v == 0 {
			*v = d
		}
	}
	def(&l.SignInPerMinute, 10)
	def(&l.RegisterPerMinute, 60)
	def(&l.RegisterBurst, 40)
	def(&l.Connections, 200)
	return l
}

// addrLimits holds the buckets and the open connections per address.
type addrLimits struct {
	Limits
	buckets limiter

	mu    sync.Mutex
	conns map[string]int
}

// retryAfter is the 429 a limit answers with.
func retryAfter(wait time.Duration, en, ru string) error {
	s := max(1, int((wait+time.Second-1)/time.Second))
	return &retryError{err: turnir.Errorf(turnir.ETOOMANY, en+": try again in %d s", ru+": попробуйте снова через %d с", s),
		afterMS: ceilMS(wait)}
}

// signInLocked refuses a sign-in from addr that has used up its failures.
func (a *addrLimits) signInLocked(addr string, now time.Time) error {
	if a.SignInPerMinute < 0 {
		return nil
	}
	n := a.SignInPerMinute
	if wait, ok := a.buckets.take("signin\x00"+addr, n, float64(n)/60, now, false); !ok {
		return retryAfter(wait, "too many wrong passwords from your address", "слишком много неверных паролей с вашего адреса")
	}
	return nil
}

// signInFailed counts a wrong password from addr.
func (a *addrLimits) signInFailed(addr string, now time.Time) {
	if n := a.SignInPerMinute; n > 0 {
		a.buckets.take("signin\x00"+addr, n, float64(n)/60, now, true)
	}
}

// register takes one registration of addr's budget.
func (a *addrLimits) register(addr string, now time.Time) error {
	if a.RegisterPerMinute < 0 || a.RegisterBurst < 0 {
		return nil
	}
	wait, ok := a.buckets.take("register\x00"+addr, a.RegisterBurst, float64(a.RegisterPerMinute)/60, now, true)
	if !ok {
		return retryAfter(wait, "too many registrations from your address", "слишком много регистраций с вашего адреса")
	}
	return nil
}

// connect counts one more open connection of addr, or refuses; the caller
// calls the returned func when the connection ends.
func (a *addrLimits) connect(addr string) (func(), error) {
	if a.Connections < 0 {
		return func() {}, nil
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.conns == nil {
		a.conns = map[string]int{}
	}
	if a.conns[addr] >= a.Connections {
		return nil, retryAfter(10*time.Second, "too many open live connections from your address", "слишком много открытых живых соединений с вашего адреса")
	}
	a.conns[addr]++
	return func() {
		a.mu.Lock()
		defer a.mu.Unlock()
		if a.conns[addr]--; a.conns[addr] <= 0 {
			delete(a.conns, addr)
		}
	}, nil
}

// setRetryAfter adds the Retry-After header (whole seconds, rounded up)
// to a limit's refusal.
// ceilMS is a wait in whole milliseconds, rounded up, so that a client
// that waits exactly as told is never a fraction early; a whole number of
// seconds stays whole, as the message and Retry-After say it.
func ceilMS(wait time.Duration) int64 {
	return int64((wait + time.Millisecond - 1) / time.Millisecond)
}

func setRetryAfter(w http.ResponseWriter, afterMS int64) {
	w.Header().Set("Retry-After", strconv.FormatInt(max(1, (afterMS+999)/1000), 10))
}
