// Package compat proves that event logs written by earlier builds of
// turnir keep opening and replaying to the same state (the invariant "old
// logs stay readable" of docs/design.md).
//
// It holds no code of its own, only tests and their data. Each file
// testdata/<build>.sql is a whole SQLite event log frozen from one build of
// main, kept as text: the schema exactly as that build's sqlite store wrote
// it (PRAGMA application_id, PRAGMA user_version as its migration version,
// the CREATE statements) and one INSERT per event row. TestFrozenLogs
// builds a real database file from each dump, opens it with today's
// sqlite.Open (so every future migration must accept it), loads every
// stream, replays it by its kind and compares a canonical JSON of the
// state and of its key views with testdata/<build>/<stream>.golden.json,
// byte for byte; it also runs the kind's Verify. The kinds and their
// streams:
//
//   - a puzzle Swiss (package swiss): the stream is the tournament's id;
//   - a festival (package festival): "fest." and the festival's id, as the
//     server names it;
//   - a school team chess event (package teamchess): "chess." and the
//     event's id. The server does not host team chess yet, so no build
//     chose a prefix; "chess." is the one the freeze took.
//
// A stream is told by its first event (TournamentCreated, FestivalCreated,
// TeamChessCreated), and its prefix must agree.
//
// A dump is never regenerated: it is what an old build wrote. A new freeze,
// from a later build, adds a dump beside the old ones:
//
//	go test ./compat -run TestFreeze -freeze main-<commit>
//
// writes testdata/main-<commit>.sql and its golden files from the code of
// the checkout (same fixed seeds and times, so the same build gives the
// same file). `go test ./compat -update` rewrites the golden files of every
// dump from today's replay: use it only when a change of state or view is
// meant, and say so in the commit.
package compat
