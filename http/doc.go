// Package http is turnir's HTTP side: the JSON API of docs/openapi.yaml,
// organizer and solver authentication, the WebSocket hub that pushes live
// updates, the scheduler that moves every running round's clock, and the
// self-running demo. It wires the swiss engine to a turnir.Store through
// es.Host and never touches the database itself.
//
// Three things shape it:
//   - the server owns time: every Start and Check is stamped with the
//     Server's Clock when the request arrives, and clients receive only
//     remaining milliseconds;
//   - secrets stay here: answer keys are never serialised (views are built
//     from puzzle.Statement), statements only after Start, the seed only
//     after the draw;
//   - nothing acknowledged is lost, yet thousands of solvers fit: solver
//     commands of one tournament are group-committed, many commands in one
//     transaction, answered only after it is durable (batch.go); a solver's
//     page sends its Start and Check as commands on the live channel it
//     holds anyway, sparing each press an HTTP request (solver_live.go);
//     and the server collects its garbage just before each round opens,
//     so the herd of Starts that follows meets no collection (herd.go).
//
// Festivals (quiz events: the team quiz cup and the solyanka of package
// festival) are hosted beside the tournaments by a second es.Host over the
// same store, in streams named "fest.{id}", with their own WebSocket hub and
// the /api/festivals endpoints (festival*.go). Reads are public; writes
// need the organizer's session, which the jury uses too.
//
// Import it as turnirhttp.
package http
