// Package dutch pairs a round of a chess Swiss by the FIDE (Dutch) system,
// C.04.3 (2025 text, in force from 2026), with the general handling rules
// C.04.1-C.04.2.
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
// pairing number). Weight fields, from the most significant:
//
//	C1-C4   absolute criteria: never met, no absolute colour clash (except
//	        topscorers in the last round); completion of the round pairing
//	        and pairing-allocated bye eligibility (C2, C3, C5)
//	C6-C7   maximise the pairs, then the scores paired, in the current bracket
//	C8      maximise the pairs and scores in the next bracket (look-ahead)
//	C9      minimise the unplayed games of the bye assignee
//	C10-C13 colour preferences (absolute imbalance, absolute, all, strong)
//	C14-C17 repeated down- and up-floaters of the last two rounds
//	C18-C21 their scores
//	        then room for the transposition/exchange tie-breaks
//
// Input and output are TRF files (package trf); Pair returns the pairs.
package dutch
