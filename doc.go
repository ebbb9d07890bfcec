// Package turnir holds the domain vocabulary shared by every part of the
// tournament system: the error type with its codes, the clock, the event
// envelope and the Store interface of the event log, and the seeded lots.
//
// It imports only the standard library. Engines (pairing, standings, live,
// swiss, quiz ...) build on it; adapters (sqlite, postgres, http) implement
// or consume its interfaces; cmd/turnir wires them together. See
// docs/design.md for the whole picture.
package turnir
