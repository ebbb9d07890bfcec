package http

import (
	"context"
	"slices"
	"strings"
	"sync"
	"time"

	"turnir"
	"turnir/es"
)

// hosted is what the server keeps for one kind of stream it serves beside
// the puzzle Swiss (a festival, a team chess event): the kit's host, the
// live hub made for the kind, and the ids the log holds, in creation
// order. mu guards known and created, and whatever the embedding type
// keeps beside them.
type hosted[T es.Aggregate] struct {
	kind es.Kind
	host *es.Host[T]
	hub  *hub

	mu      sync.Mutex
	known   map[string]bool
	created []string // creation order, newest last
	// miss, when set, looks an unknown stream up in a shared log before
	// exists refuses it (follow.go).
	miss func(stream string)
	// committed, when set, sees every commit under mu, once known and
	// created include it.
	committed func(id string, state T, events []turnir.Event)
}

// newHosted hosts kind's streams of store; render builds the live
// messages of its hub.
func newHosted[T es.Aggregate](kind es.Kind, store turnir.Store, fresh func() T, render func(id, typ string, types []string) []byte) *hosted[T] {
	h := &hosted[T]{kind: kind, host: es.NewHost(store, fresh), known: map[string]bool{}}
	h.hub = newHub(kind, render)
	h.host.Committed = func(stream string, state T, events []turnir.Event) {
		id := strings.TrimPrefix(stream, kind.Prefix)
		h.mu.Lock()
		for _, e := range events {
			if e.Type == kind.Created && !h.known[id] {
				h.known[id] = true
				h.created = append(h.created, id)
			}
		}
		if h.committed != nil {
			h.committed(id, state, events)
		}
		h.mu.Unlock()
		h.hub.notify(id, events)
	}
	return h
}

// load indexes the streams of the kind the log already holds, at start.
// each sees every stream's state and says when it was created (the order
// of created) or, for a stream that was never opened by its kind's
// creating event, returns an error. A damaged stream is listed, never
// skipped (its pages answer the damage), and handed to logDamage.
func (h *hosted[T]) load(ctx context.Context, store turnir.Store, logDamage func(stream string, err error),
	each func(id string, state T) (time.Time, error)) error {
	streams, err := store.Streams(ctx, h.kind.Prefix)
	if err != nil {
		return err
	}
	type found struct {
		id string
		at time.Time
	}
	var all []found
	for _, st := range streams {
		if k, ok := es.KindOf(st); !ok || k.Name != h.kind.Name {
			continue
		}
		id := strings.TrimPrefix(st, h.kind.Prefix)
		var at time.Time
		err := h.host.Read(ctx, st, func(x T) error {
			var err error
			at, err = each(id, x)
			return err
		})
		if err != nil && !turnir.IsDamaged(err) {
			return err // the store failed, not the stream
		}
		if err != nil {
			logDamage(st, err)
		}
		h.known[id] = true
		all = append(all, found{id, at})
	}
	slices.SortStableFunc(all, func(a, b found) int { return a.at.Compare(b.at) })
	for _, x := range all {
		h.created = append(h.created, x.id)
	}
	return nil
}

// notCreated is the damage of a stream whose first event is not its
// kind's creating event.
func (h *hosted[T]) notCreated(stream string) error {
	return turnir.Damaged(stream, 1, "", turnir.Errorf(turnir.EINTERNAL, "it is not %s", "это не %s", h.kind.Created))
}

// exists refuses an id the log does not hold before anything loads it,
// with notFound.
func (h *hosted[T]) exists(id string, notFound error) error {
	h.mu.Lock()
	ok := h.known[id]
	h.mu.Unlock()
	if !ok && h.miss != nil {
		h.miss(h.kind.Stream(id))
		h.mu.Lock()
		ok = h.known[id]
		h.mu.Unlock()
	}
	if !ok {
		return notFound
	}
	return nil
}

// ids lists the ids in creation order.
func (h *hosted[T]) ids() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return slices.Clone(h.created)
}
