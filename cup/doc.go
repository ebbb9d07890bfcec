// Package cup runs the team quiz cup (RULES.md C1-C8, C15): a written
// qualifying round, a cut at 8 with a shootout, rating and lot, two knock-out
// rounds of written questions compared within pairs, and a Brain-ring final
// of 13 questions plus extra questions.
//
// The package is pure: a Cup is plain data with JSON tags, built from the
// inputs the jury and the lots provide (teams, answers, shootout answers,
// drawn lots and pairs, final questions). Cup.Next says what the cup needs
// next; the mutating methods refuse anything that does not fit the current
// stage with a *turnir.Error in English and Russian. Lots are drawn by
// Cup.Draw from a *rand.Rand the caller derives from turnir.Seed.Rand with
// Step.Purpose, and recorded with Cup.Record, so that a replayed log never
// re-runs a draw.
//
// Decisions taken where the regulation is silent (documented at the code
// that implements them):
//   - The shootout only decides the cut; places 1-8 among the qualified teams
//     are points, then round-1 rating, then an extra lot (C5 read literally).
//   - Round 3 (and any later knock-out round) also sends on the team placed
//     lower in round 1 when a pair ends level, as round 2 does.
//   - The final is always 13 counted questions, even when one team can no
//     longer be caught; removed questions do not count and are replaced.
//   - The final ranking: winner 1, loser 2, then teams out in the last
//     knock-out round share the next places ("3-4"), then those out in the
//     round before ("5-8"), then the rest by round-1 points with shared places.
//   - A disqualified team (DQ2) keeps its past results, marked. Decided
//     before the round-2 draw, it is left out of the cut (the next team goes
//     on); later, it loses its pair in the round still open, or the final,
//     by walkover, while closed rounds stand. It ends the ranking unplaced.
package cup
