// Package simulate plays whole puzzle Swiss tournaments with simulated
// solvers on a manual clock: `turnir simulate` and tests use it to run a
// thousand solvers through ten rounds in seconds, producing the very events
// the server would log, so `turnir verify` can confirm them.
//
// Everything is seeded: the same Config gives the same log, byte for byte.
package simulate
