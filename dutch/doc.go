// Package dutch pairs a round of a chess Swiss by the FIDE (Dutch) system,
// C.04.3 (2025 text, in force from 2026), with the general handling rules
// C.04.1-C.04.2 and the Baku acceleration of C.04.5.1.
//
// The engine follows the method of the FIDE-endorsed engines: every
// criterion of the rules, in priority order, becomes a bit field of one
// edge weight, and a maximum-weight matching (matching.Weighted) of all
// players to be paired yields the pairing that is best by the whole ordered
// list of criteria at once. Brackets are then fixed one by one from the top
// score down: the matching is re-solved after each decision (which moved-down
// players are paired, with whom, which exchanges are made, each S1 player's
// opponent) with extra low-order bits that break ties in the order the rules
// prescribe (C.04.3 articles 3.2-3.4: transpositions and exchanges by
// pairing number).
//
// The criteria, as the 2025 text numbers them, are written FIDE_C1 to
// FIDE_C21 here, in tests and comments, so that a search never mistakes
// them for the team quiz cup's rules of RULES.md, which take the same
// letter and numbers. Each has a hand-made test named after it in
// criteria_hand_test.go (TestCriteria/FIDE_C1_... to FIDE_C21_...):
//
//	FIDE_C1          two players meet at most once (XXP pairs, and 260
//	                 pairs in their rounds, are forbidden too)
//	FIDE_C2          no pairing-allocated bye (PAB) for one who had one or
//	                 scored a win's points without playing (a forfeit win
//	                 or a full-point bye F)
//	FIDE_C3          non-topscorers with the same absolute colour
//	                 preference do not meet; topscorers may, when the last
//	                 round is paired
//	FIDE_C4          completion: the players left after a bracket can
//	                 still be paired
//	FIDE_C5          the PAB goes to the lowest score possible
//	FIDE_C6, _C7     maximise the pairs, then minimise the downfloaters'
//	                 scores
//	FIDE_C8          choose the downfloaters so the next bracket meets
//	                 FIDE_C1 to FIDE_C7
//	FIDE_C9          the PAB goes to the player with fewest unplayed games
//	FIDE_C10 to _C13 topscorers' colour difference within 2 and no third
//	                 colour in a row; then colour preferences, then strong
//	                 preferences granted
//	FIDE_C14 to _C17 repeated floats: resident downfloaters who
//	                 downfloated, MDP opponents who upfloated, the previous
//	                 round and two before
//	FIDE_C18 to _C21 the score differences of those same repeated floats
//
// In the edge weight, FIDE_C1 and FIDE_C3 make an edge absent; FIDE_C2,
// FIDE_C4 and FIDE_C5 form the top field (completion and PAB eligibility);
// FIDE_C6 and FIDE_C7 count the pairs and their scores in the current
// bracket, FIDE_C8 the same in the next one; FIDE_C9 the unplayed games of
// the PAB assignee; then one field per criterion from FIDE_C10 to
// FIDE_C21, and room for the transposition/exchange tie-breaks.
//
// Input is the engine's own type (Input): the players with every round's
// opponent, colour and the points it scored in the event's unit, their
// accelerations, the number of rounds and the point system. Package trf
// converts a TRF file to it (applying the byes of records 240, the
// prohibited pairs of records 260 and a record 192 type ending in
// "_BAKU"); package teamchess builds it from its own state, with the
// teams' game points. PairNext returns the boards; NextRound, the round
// it pairs.
package dutch
