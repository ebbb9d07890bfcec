// Package svoya runs the festival's Svoya igra (own game) tournament
// (RULES.md S1-S12) as pure functions over plain data: the written
// qualifying and its tie-breaks (S4-S7), the seat draw (S3), the group stage
// of four venues with its rotation of foursomes (S8-S10) and the play-off
// fights with the shootout (S11, S12), and a fight played live (Live: the
// server-timed state machine of docs/live-svoya.md, whose score sheet maps
// onto Fight).
//
// Nothing here does I/O or reads the clock; every lot takes a *rand.Rand the
// caller derives from turnir.Seed.Rand(purpose). Every number of the
// regulation is a field of Config, whose DefaultConfig holds the
// regulation's values. Players are named by their string IDs. Fight points
// are Points, integer hundredths, so shared places never drift.
//
// Decisions taken where the regulation is silent:
//
//   - S6: when every indicator is equal the engine reports the tie and ranks
//     the tied players by an explicit committee order the caller passes (a
//     logged decision). Until then they show a provisional range ("5-6") and
//     Qualifiers refuses to seat them.
//   - S9: each venue's 8 seats are the venue's qualifying seeds; fights 1 and
//     2 are the two foursomes composed by a snake over those seeds
//     (1,4,5,8 and 2,3,6,7), and the other six fights are chosen by an
//     exhaustive search that gives each player 4 fights and minimises the
//     sum over pairs of C(m,2), m the number of meetings (so a third meeting
//     costs more than a second). For the default this gives 9 pairs meeting
//     once, 18 twice and 1 three times; without the seeded start 20 pairs
//     twice and 8 once would be possible, but the regulation composes the
//     foursomes from places.
//   - S9: places in a group fight are by total only; equal totals share the
//     place and its averaged points. A passive zero (total 0 with no answer)
//     shares its place like anyone else but scores 0; an active zero scores
//     by its place.
//   - S10: venue places by fight points, then the S6 indicators summed over
//     the group fights (sum of right answers, number of right answers), then
//     the committee.
//   - S11: quarter-final k takes place j of venue (k+j) mod 4, so each
//     quarter-final holds one player of each venue and of each venue place;
//     semi-final i takes the top of quarter-finals 2i, 2i+1 and the runners-up
//     of 2i+2, 2i+3; the final takes the top 2 of both semi-finals.
//     Play-off themes are 10-50 by default (the text gives no values).
//   - S12: a shootout settles players tied on every indicator of a play-off
//     fight; what a shootout leaves tied goes to another shootout among
//     exactly those players, or to the committee.
package svoya
