package festival

import "turnir"

// Svoya is the state of the festival's Svoya igra tournament (S1-S12).
// Its events and commands are being wired; until then no event opens it.
type Svoya struct{}

// applySvoya folds a Svoya igra event; ok is false for any other event.
func (f *Festival) applySvoya(e turnir.Event) (ok bool, err error) { return false, nil }
