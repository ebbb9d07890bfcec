package es

import (
	"context"
	"sync"

	"turnir"
)

// Host keeps the aggregates of one kind in memory and serialises commands
// per stream. It is safe for concurrent use.
type Host[T Aggregate] struct {
	store turnir.Store
	fresh func() T

	mu      sync.Mutex
	streams map[string]*entry[T]

	// Committed, if set, is called after events are committed and applied,
	// under the stream's lock (so in log order); it must not block.
	Committed func(stream string, state T, events []turnir.Event)
}

type entry[T Aggregate] struct {
	mu     sync.Mutex
	state  T
	loaded bool
}

// NewHost returns a Host over store; fresh makes the empty state.
func NewHost[T Aggregate](store turnir.Store, fresh func() T) *Host[T] {
	return &Host[T]{store: store, fresh: fresh, streams: map[string]*entry[T]{}}
}

// Store returns the underlying event log.
func (h *Host[T]) Store() turnir.Store { return h.store }

func (h *Host[T]) entry(stream string) *entry[T] {
	h.mu.Lock()
	defer h.mu.Unlock()
	e, ok := h.streams[stream]
	if !ok {
		e = &entry[T]{}
		h.streams[stream] = e
	}
	return e
}

func (h *Host[T]) sync(ctx context.Context, stream string, e *entry[T]) error {
	if !e.loaded {
		e.state = h.fresh()
		e.loaded = true
	}
	evs, err := h.store.Load(ctx, stream, e.state.LogVersion())
	if err != nil {
		// A log that does not read (a broken hash chain, an I/O fault) must
		// not leave an empty state standing in for the stream: every later
		// read tries the store again and gets the same refusal.
		e.loaded = false
		return err
	}
	for _, ev := range evs {
		if err := e.state.Apply(ev); err != nil {
			e.loaded = false // start from scratch next time rather than trust a half-applied state
			return turnir.Damaged(stream, ev.Version, ev.Type, err)
		}
	}
	return nil
}

// Do runs cmd against the current state of stream and commits the events it
// returns. If another writer appended meanwhile, the state is refreshed and
// cmd runs again (at most a few times). It returns the committed events
// (with their versions) or cmd's error, in which case nothing was written.
func (h *Host[T]) Do(ctx context.Context, stream string, cmd func(T) ([]turnir.Event, error)) ([]turnir.Event, error) {
	e := h.entry(stream)
	e.mu.Lock()
	defer e.mu.Unlock()
	if !e.loaded {
		if err := h.sync(ctx, stream, e); err != nil {
			return nil, err
		}
	}
	for attempt := 0; ; attempt++ {
		evs, err := cmd(e.state)
		if err != nil || len(evs) == 0 {
			return nil, err
		}
		committed, err := h.store.Append(ctx, stream, e.state.LogVersion(), evs)
		if turnir.ErrorCode(err) == turnir.ECONFLICT && attempt < 3 {
			if err := h.sync(ctx, stream, e); err != nil {
				return nil, err
			}
			continue
		}
		if err != nil {
			return nil, err
		}
		for _, ev := range committed {
			if err := e.state.Apply(ev); err != nil {
				e.loaded = false
				return nil, err
			}
		}
		if h.Committed != nil {
			h.Committed(stream, e.state, committed)
		}
		return committed, nil
	}
}

// Read calls fn with the current state of stream under the stream's lock;
// fn must not keep the state. A stream with no events gives the fresh state.
func (h *Host[T]) Read(ctx context.Context, stream string, fn func(T) error) error {
	e := h.entry(stream)
	e.mu.Lock()
	defer e.mu.Unlock()
	if !e.loaded {
		if err := h.sync(ctx, stream, e); err != nil {
			return err
		}
	}
	return fn(e.state)
}

// Refresh re-reads stream from the log, picking up events that another
// process appended.
func (h *Host[T]) Refresh(ctx context.Context, stream string) error {
	e := h.entry(stream)
	e.mu.Lock()
	defer e.mu.Unlock()
	return h.sync(ctx, stream, e)
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
