package es

import (
	"context"
	"sync"
	"sync/atomic"

	"turnir"
)

// conflictRetries is how often Do re-runs a command whose append lost the
// race to another writer (another server on a shared log) before the
// conflict is the caller's: each retry first folds the other writer's
// events, so a retry fails only if the log keeps moving under it.
const conflictRetries = 10

// Host keeps the aggregates of one kind in memory and serialises commands
// per stream. It is safe for concurrent use.
//
// Readers share a stream's state while a command is judged and while its
// events are being made durable: only folding committed events takes the
// state alone, so a read never waits for a disk (a herd of 10,000 solvers
// re-reading their page after Start used to queue behind every fsync).
type Host[T Aggregate] struct {
	store turnir.Store
	fresh func() T

	// streams maps a stream's name to its *entry[T]. Every read and
	// command looks its stream up here, so the lookup takes no lock: a
	// mutex over a plain map was, after the stream locks were split, the
	// largest lock wait left in the herd (every Start's answer).
	streams sync.Map

	// Update, when set, is the store's way to judge a command and append
	// its events with no other writer in between (other servers write the
	// log too: PostgreSQL). Every command then runs inside it, on the state
	// with whatever the log holds beyond it folded in first, so a command
	// acknowledged by another server a moment ago is never judged as if it
	// had not happened (a Check refused with "press Start first" after a
	// Start acknowledged elsewhere), and no append is refused as stale.
	Update turnir.Updater

	// Committed, if set, is called after events are committed and applied,
	// with the stream's writer lock held (so in log order); it must not
	// block, and must only read the state, which readers share meanwhile:
	// held alone, the state kept the herd's readers (every Start's answer)
	// waiting for the hook as well as for the fold. It sees the events
	// this host appended and those it folded from other writers (Follow,
	// or a conflict's catch-up), each exactly once.
	Committed func(stream string, state T, events []turnir.Event)
}

type entry[T Aggregate] struct {
	write   sync.Mutex   // one writer at a time: a command, or a catch-up
	mu      sync.RWMutex // the state: shared by readers and the command being judged
	state   T
	loaded  bool
	version atomic.Int64 // state.LogVersion(), readable without a lock
}

// NewHost returns a Host over store; fresh makes the empty state.
func NewHost[T Aggregate](store turnir.Store, fresh func() T) *Host[T] {
	return &Host[T]{store: store, fresh: fresh}
}

// Store returns the underlying event log.
func (h *Host[T]) Store() turnir.Store { return h.store }

func (h *Host[T]) entry(stream string) *entry[T] {
	if e, ok := h.streams.Load(stream); ok {
		return e.(*entry[T])
	}
	e, _ := h.streams.LoadOrStore(stream, &entry[T]{})
	return e.(*entry[T])
}

// sync folds the events of stream appended since the state's version and
// returns them. The caller holds e.write.
func (h *Host[T]) sync(ctx context.Context, stream string, e *entry[T]) ([]turnir.Event, error) {
	var after int64
	if e.loaded {
		after = e.state.LogVersion()
	}
	evs, err := h.store.Load(ctx, stream, after)
	e.mu.Lock()
	defer e.mu.Unlock()
	if err != nil {
		// A log that does not read (a broken hash chain, an I/O fault) must
		// not leave an empty state standing in for the stream: every later
		// read tries the store again and gets the same refusal.
		e.loaded = false
		return nil, err
	}
	if !e.loaded {
		e.state = h.fresh()
		e.loaded = true
	}
	for _, ev := range evs {
		if err := e.state.Apply(ev); err != nil {
			e.loaded = false // start from scratch next time rather than trust a half-applied state
			return nil, turnir.Damaged(stream, ev.Version, ev.Type, err)
		}
	}
	e.version.Store(e.state.LogVersion())
	return evs, nil
}

// committed hands events folded by sync or Do to the Committed hook. The
// caller holds e.write, so no fold comes between and the hooks run in log
// order; readers go on sharing the state.
func (h *Host[T]) committed(stream string, e *entry[T], evs []turnir.Event) {
	if h.Committed == nil || len(evs) == 0 {
		return
	}
	e.mu.RLock()
	defer e.mu.RUnlock()
	h.Committed(stream, e.state, evs)
}

// Do runs cmd against the current state of stream and commits the events it
// returns. If another writer appended meanwhile, its events are folded (and
// handed to Committed) and cmd runs again on the fresh state, a few times
// before the conflict is returned. It returns the committed events (with
// their versions) or cmd's error, in which case nothing was written. cmd
// must only read the state: readers share it meanwhile.
func (h *Host[T]) Do(ctx context.Context, stream string, cmd func(T) ([]turnir.Event, error)) ([]turnir.Event, error) {
	e := h.entry(stream)
	e.write.Lock()
	defer e.write.Unlock()
	if !e.loaded {
		if _, err := h.sync(ctx, stream, e); err != nil {
			return nil, err
		}
	}
	if h.Update != nil {
		return h.update(ctx, stream, e, cmd)
	}
	for attempt := 0; ; attempt++ {
		e.mu.RLock()
		evs, err := cmd(e.state)
		version := e.state.LogVersion()
		e.mu.RUnlock()
		if err != nil || len(evs) == 0 {
			return nil, err
		}
		committed, err := h.store.Append(ctx, stream, version, evs)
		if turnir.ErrorCode(err) == turnir.ECONFLICT && attempt < conflictRetries {
			foreign, err := h.sync(ctx, stream, e)
			if err != nil {
				return nil, err
			}
			h.committed(stream, e, foreign)
			continue
		}
		if err != nil {
			return nil, err
		}
		e.mu.Lock()
		for _, ev := range committed {
			if err := e.state.Apply(ev); err != nil {
				e.loaded = false
				e.mu.Unlock()
				return nil, err
			}
		}
		e.version.Store(e.state.LogVersion())
		e.mu.Unlock()
		h.committed(stream, e, committed) // e.write still keeps the hook in log order
		return committed, nil
	}
}

// update is Do through the store's Update; the caller holds e.write.
func (h *Host[T]) update(ctx context.Context, stream string, e *entry[T], cmd func(T) ([]turnir.Event, error)) ([]turnir.Event, error) {
	var folded bool
	newer, committed, err := h.Update.Update(ctx, stream, e.state.LogVersion(), func(newer []turnir.Event) ([]turnir.Event, error) {
		if err := h.fold(stream, e, newer); err != nil {
			return nil, err
		}
		folded = true
		e.mu.RLock()
		defer e.mu.RUnlock()
		return cmd(e.state)
	})
	if !folded && len(newer) > 0 && err == nil {
		err = h.fold(stream, e, newer) // not reached today: decide always runs once newer is read
	}
	if folded {
		h.committed(stream, e, newer) // committed by others, whatever becomes of ours
	}
	if err != nil || len(committed) == 0 {
		return nil, err
	}
	if err := h.fold(stream, e, committed); err != nil {
		return nil, err
	}
	h.committed(stream, e, committed)
	return committed, nil
}

// fold applies committed events to the state; a refusal leaves the
// stream to be loaded afresh and is its damage.
func (h *Host[T]) fold(stream string, e *entry[T], evs []turnir.Event) error {
	if len(evs) == 0 {
		return nil
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, ev := range evs {
		if err := e.state.Apply(ev); err != nil {
			e.loaded = false
			return turnir.Damaged(stream, ev.Version, ev.Type, err)
		}
	}
	e.version.Store(e.state.LogVersion())
	return nil
}

// Read calls fn with the current state of stream; fn must neither keep
// nor change the state, which other readers share meanwhile. A stream with
// no events gives the fresh state.
func (h *Host[T]) Read(ctx context.Context, stream string, fn func(T) error) error {
	e := h.entry(stream)
	for {
		e.mu.RLock()
		if e.loaded {
			defer e.mu.RUnlock()
			return fn(e.state)
		}
		e.mu.RUnlock()
		e.write.Lock()
		var err error
		if !e.loaded {
			_, err = h.sync(ctx, stream, e)
		}
		e.write.Unlock()
		if err != nil {
			return err
		}
	}
}

// Follow folds what another writer appended to stream up to version (a
// notification from a shared log: turnir.Follower) and hands the new
// events to Committed, so that the server's indexes and live clients hear
// of them as of its own commits. A stream this host has not loaded yet is
// loaded whole, its events all handed to Committed (a stream created on
// another server). Version 0 means "whatever is there" (a catch-up after
// notifications may have been lost). A notification of what the host
// already holds (its own append) costs no lock.
func (h *Host[T]) Follow(ctx context.Context, stream string, version int64) error {
	e := h.entry(stream)
	if version > 0 && e.version.Load() >= version {
		return nil
	}
	e.write.Lock()
	defer e.write.Unlock()
	if version > 0 && e.loaded && e.state.LogVersion() >= version {
		return nil
	}
	evs, err := h.sync(ctx, stream, e)
	if err != nil {
		return err
	}
	h.committed(stream, e, evs)
	return nil
}

// Fold replays the events of stream into a fresh state and reports an
// event that does not apply as damage (turnir.Damaged), the way a Host
// does: readers that fold a log themselves (turnir verify, replay, list)
// name a damaged stream exactly as the server does.
func Fold[T Aggregate](stream string, evs []turnir.Event, fresh func() T) (T, error) {
	state := fresh()
	for _, ev := range evs {
		if err := state.Apply(ev); err != nil {
			return state, turnir.Damaged(stream, ev.Version, ev.Type, err)
		}
	}
	return state, nil
}
