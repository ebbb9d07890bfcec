// Package trf reads and writes FIDE Tournament Report Files: TRF-2026, the
// older TRF16 and the TRF(x) extensions of the endorsed pairing engines
// (XXR number of rounds, XXC initial colour, XXA acceleration, XXP forbidden
// pairs, BBW/BBD/BBL/BBZ/BBF/BBU point values).
//
// Records read (columns as the TRF-2026 text gives them):
//
//	001      a player: pairing number, head (name, rating, ...), points and
//	         one 10-column entry per round (opponent, colour, result)
//	142/XXR  number of rounds
//	152/XXC  initial colour
//	162      point system (W D L A P, and the engines' Z F H)
//	192      encoded type of tournament (kept in Type; "..._BAKU" asks for
//	         the Baku acceleration)
//	240      byes declared for a round: type F, H or Z in column 5, round in
//	         7-9, pairing numbers from column 11, five columns apart
//	250      fictitious (accelerated) points: game points in 10-13, rounds
//	         in 15-17 and 19-21, pairing numbers in 23-26 and 28-31
//	260      players who must not meet in a range of rounds: first round
//	         in 5-7, last in 9-11, pairing numbers from column 13
//	XXA      accelerations, one value per round
//	XXP      players who must not meet
//
// Other records are kept as lines, and Write reproduces them, with the 001
// records regenerated from Players, the 240 records from Byes and the 260
// records from Prohibited.
//
// Points (columns 81-84) are read from 0 to 9999 in tenths and written in
// the same 4 columns: with their tenth below 100 ("99.5"), as whole points
// from 100 on (" 100"). A score no 4 columns hold (100.5, 10000) is
// refused by Record and Write, never written across the next field.
//
// The package only models the file: players with their round-by-round
// entries and the tournament-wide records a pairing engine needs. What the
// entries mean for pairing (played or not, points, byes) is decided by the
// engines (package dutch); WithByes writes the declared byes of the rounds
// paired so far and of the next one into the entries, for engines that read
// only entries. A malformed file is refused with a *ParseError that names
// its line and column: a bad field, an opponent who does not list the
// player back, a declared bye naming an unknown player, or one that
// contradicts the player's own entry for that round.
//
// The package imports only the standard library.
package trf
