// Package trf reads and writes FIDE Tournament Report Files: TRF-2026, the
// older TRF16 and the TRF(x) extensions of the endorsed pairing engines
// (XXR number of rounds, XXC initial colour, XXA acceleration, XXP forbidden
// pairs, BBW/BBD/BBL/BBZ/BBF/BBU point values, record 162 point system).
//
// The package only models the file: players with their round-by-round
// entries (opponent, colour, result code) and the tournament-wide records a
// pairing engine needs. What the entries mean for pairing (played or not,
// points, byes) is decided by the engines (package dutch). A malformed file
// is refused with a *ParseError that names its line and column.
//
// The package imports only the standard library.
package trf
