// Package storetest is the conformance suite of turnir.Store: every event
// log implementation (sqlite, postgres) runs the same Run from its own tests,
// so that the server behaves alike on either.
//
// The suite checks what the rest of turnir relies on: events come back in
// the order and with the bytes they went in; versions are 1, 2, 3 ... with no
// gap or duplicate even under concurrent appenders; a stale expected version
// writes nothing and returns ECONFLICT; a batch is all or nothing; times
// round-trip to the nanosecond; Russian text and large payloads are kept.
package storetest
