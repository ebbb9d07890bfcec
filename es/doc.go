// Package es is turnir's event-sourcing kit: the pieces every competition
// module shares, written once.
//
//   - Meta is a command's who, when and why, as one value.
//   - Base is embedded in every aggregate: it checks that events arrive in
//     order, counts the version and keeps the decision history.
//   - Handlers is the typed registration of an aggregate's events: each
//     event type is decoded into its payload type in one place, so an
//     aggregate's fold is a table, not a type switch of Decode blocks.
//   - Replay folds a log into a fresh aggregate of any kind.
//   - Verify re-runs, on the state before it, the command that wrote each
//     event, and demands the same event back (Reissues is the table of a
//     kind's commands); a kind adds its own checks (lots, scorings) as
//     Checks.
//   - Host runs commands against the state of a stream: it loads and
//     folds the stream, hands the state to a command, appends the
//     command's events with the expected version and applies them only
//     after the store has committed them, so what a caller is told
//     succeeded is exactly what is in the log.
//   - Group commits a stream's commands together while one commit is
//     being made durable (one append, one fsync for many), each judged on
//     the state the ones before it leave, as if committed alone: the
//     festival's live fights press through it.
//   - Kind is a kind of stream (puzzle Swiss, festival, team chess): its
//     prefix, constructor, verifier and summary, registered once so that
//     the server, the command line and the live hub dispatch by kind.
//
// The kit imports only the root package and the standard library; the
// competition modules import it, never the reverse.
package es
