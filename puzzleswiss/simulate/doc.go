// Package simulate plays whole puzzle Swiss tournaments with simulated
// solvers on a manual clock: `turnir simulate` and tests use it to run a
// thousand solvers through ten rounds in seconds, producing the very events
// the server would log, so `turnir verify` can confirm them.
//
// It also decides what the server's self-running demo solvers press and
// when (DemoActs, demo.go): the server only carries the presses out.
//
// Everything is seeded: the same Config gives the same log, byte for byte.
package simulate
