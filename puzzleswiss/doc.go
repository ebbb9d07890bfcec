// Package swiss is the online puzzle Swiss of regulations/000 (RULES.md
// P1-P13) as an event-sourced engine.
//
// A Tournament is the fold of Apply over its events. Commands (Register,
// Begin, Start, Check, Advance ...) are methods that look at the current
// state and return the events that would record their decision, or a
// *turnir.Error; they never change the state themselves. The caller appends
// the events to the log and only then applies them, so what is acknowledged
// is exactly what is stored, and replaying the log gives the same state.
//
// Time enters only as an argument (the server's clock reading when the
// command arrived) and randomness only from the revealed tournament seed.
// The engine never re-runs a pairing on replay: RoundPaired stores it.
// Verify re-runs every draw and every scoring against the stored decisions.
package puzzleswiss
