package es

import (
	"turnir"
)

// Handlers folds the events of one aggregate type S: for each event type,
// the function that applies its decoded payload. Register them once, in
// the module's event file, with On.
type Handlers[S any] struct {
	m map[string]func(S, turnir.Event) error
}

// On registers how events of typ fold into S: the payload is decoded into
// a D (a refusal names the event) and passed to fold with the event, for
// its time and actor. It panics when typ is registered twice, a
// programming error found at start-up.
func On[S, D any](h *Handlers[S], typ string, fold func(s S, d D, e turnir.Event) error) {
	if h.m == nil {
		h.m = map[string]func(S, turnir.Event) error{}
	}
	if _, dup := h.m[typ]; dup {
		panic("es: event type " + typ + " registered twice")
	}
	h.m[typ] = func(s S, e turnir.Event) error {
		var d D
		if err := e.Decode(&d); err != nil {
			return err
		}
		return fold(s, d, e)
	}
}

// Knows reports whether typ has a handler.
func (h *Handlers[S]) Knows(typ string) bool {
	_, ok := h.m[typ]
	return ok
}

// Types lists the registered event types, in no particular order.
func (h *Handlers[S]) Types() []string {
	out := make([]string, 0, len(h.m))
	for t := range h.m {
		out = append(out, t)
	}
	return out
}

// Apply folds e into s. An event type with no handler is refused: a log
// that holds one was written by something else, or by a newer turnir.
func (h *Handlers[S]) Apply(s S, e turnir.Event) error {
	fold, ok := h.m[e.Type]
	if !ok {
		return turnir.Errorf(turnir.EINTERNAL, "event %d of %s has an unknown type %q", "событие %d потока %s имеет неизвестный тип %q", e.Version, e.Stream, e.Type)
	}
	return fold(s, e)
}

// Try folds e into s if typ has a handler and reports whether it had one,
// for an aggregate composed of several tables.
func (h *Handlers[S]) Try(s S, e turnir.Event) (bool, error) {
	if !h.Knows(e.Type) {
		return false, nil
	}
	return true, h.Apply(s, e)
}
