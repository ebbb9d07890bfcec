// Package puzzle holds what a solver is given in a round of the online puzzle
// Swiss and how an answer to it is judged (RULES.md P8-P10).
//
// A Puzzle is either a text puzzle with an answer Key (several accepted
// answers, compared after Normalize folds case, spaces, Ё/Е, quotes and
// dashes) or a classic 9x9 Sudoku with its givens and unique solution. A Set
// is the organizer's upload: one puzzle per round, validated with messages in
// English and Russian that name the round and the field at fault.
//
// Secrets stay on the server: a Puzzle carries its key or solution and is
// stored in the event log, but the only thing a client may see is the
// Statement returned by Puzzle.Public, a type that has no field for a key or
// a solution.
//
// The package is pure: no I/O, no clock, and randomness (the Sudoku
// generator) only from a *rand.Rand the caller derives from a turnir.Seed.
package puzzle
