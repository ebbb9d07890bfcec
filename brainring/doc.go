// Package brainring runs the festival's Brain-ring tournament (RULES.md F1-F7)
// as pure functions over plain data: the group draw (F2), the double round
// robin schedule (F3), fights entered question by question (F4), group tables
// with their tie-breaks (F5), the play-off bracket (F6) and the decision of a
// two-fight match (F7).
//
// Nothing here does I/O or reads the clock. Every lot takes a *rand.Rand that
// the caller derives from turnir.Seed.Rand(purpose), so a draw replays from
// the log. Every number of the regulation (group count, fight lengths, points,
// how many go through) is a field of Config; DefaultConfig holds the
// regulation's values. Teams are named by their string IDs throughout, and
// every type carries JSON tags so the festival aggregate can store it in
// events unchanged.
//
// Live is the fight played live (C9-C14): a server-timed state machine of
// its own events (LiveEvent), folded with Live.Apply, whose commands
// (Attention, Time, Press, Rule, Remove, Undo, Due) take their time from
// the inputs' stamps; its result is the Fight line (Live.Fight). The
// decisions it takes where the rules leave a choice are in
// docs/live-brainring.md.
//
// Decisions taken where the regulation is silent:
//
//   - F3: the schedule is the circle method (Berger tables) played twice; the
//     second cycle repeats the first with sides swapped. An odd group gets a
//     phantom team, and whoever meets it sits the round out.
//   - F5: after points, (taken - given) and taken, the tied teams are ranked
//     by a mini-table of their mutual fights with the same three indicators,
//     reapplied to any smaller block the mini-table leaves tied. Teams still
//     tied share the place ("3-4") until the caller passes a lot order drawn
//     with DrawLot; Qualifiers refuses a shared place that crosses the cut.
//   - F6: group i (0-based) is paired with group i^1 (A with B, C with D ...):
//     the winner of each meets the runner-up of the other, and the two matches
//     go to opposite halves, so teams from one group can meet only in the
//     final.
//   - Final ranking: 1-2 from the final, 3-4 from the 3rd-place match (shared
//     "3-4" without it), losers of each earlier round share a block ("5-8"),
//     then teams out in the groups share a block per group place.
package brainring
