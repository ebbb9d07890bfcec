package festival

import "turnir"

// Brainring is the state of the festival's Brain-ring tournament (F1-F7).
// Its events and commands are being wired; until then no event opens it.
type Brainring struct{}

// applyBrainring folds a Brain-ring event; ok is false for any other event.
func (f *Festival) applyBrainring(e turnir.Event) (ok bool, err error) { return false, nil }
