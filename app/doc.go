// Package app runs commands against event-sourced state: it loads a
// stream from the turnir.Store, folds it into an aggregate, hands the
// aggregate to a command, appends the command's events with the expected
// version and applies them only after the store has committed them. What a
// caller is told succeeded is exactly what is in the log.
//
// Engines (swiss, the quiz engines) provide the aggregates and commands;
// app is the one place that joins them to a Store, for the CLI and the
// server alike.
package app
