// Package pairing draws the pairs of a round.
//
// This part implements the puzzle Swiss of RULES.md, section P:
//
//   - P5, round 1 by lot (DrawRoundOne): the participants are shuffled with a
//     generator drawn from the tournament seed and paired in consecutive
//     twos; with an odd number the last one of the shuffle sits out, so the
//     bye is drawn by the same lot.
//
//   - P6, later rounds (PairByTable): participants come in table order (the
//     caller sorts them by P13). The highest unpaired participant takes the
//     nearest one below not yet met; if the rest then cannot all be paired,
//     the last formed pair takes the next opponent in the table, and so on.
//     That is a depth-first search in table order returning the first
//     complete pairing, and PairByTable returns exactly that pairing. It
//     never searches blindly: a partner is accepted only when the
//     participants left still have a perfect matching in the "not yet met"
//     graph, which is exactly when the literal search would not have to come
//     back to this choice. So the first feasible partner in table order is
//     the literal search's choice, and no backtracking is ever needed.
//     Feasibility is free while Dirac's theorem guarantees it (k left, each
//     having met at most m of them, k >= 2m+2); below that a perfect
//     matching of the participants left is kept by matching.Matcher and one
//     alternating search per step tells which partners keep it perfect.
//     The cost is polynomial: for N participants at round r, O(N·r) while
//     Dirac's bound holds; the matcher then sees at most the last 2r+1 of
//     the table, which adds O(r³). O(N³) in the worst case, when the bound
//     never holds.
//
//   - P7, odd number: one participant sits out. It is the lowest-placed
//     participant who has not sat out yet. The regulation is silent on what
//     happens when that choice leaves the others with no pairing without
//     repeats; our decision: try the next-lowest participant who has not sat
//     out, and so on upwards; if none of them works (in particular when
//     everyone has sat out already), the lowest-placed participant overall,
//     then upwards, among those who have sat out. The bye is chosen first;
//     P6 then pairs the others.
//
// If no pairing without a repeated pair exists (for any admissible bye), the
// draw fails with a *turnir.Error of code ECONFLICT and nothing else happens.
package pairing
