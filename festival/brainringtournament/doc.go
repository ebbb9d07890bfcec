// Package brainringtournament is the festival's Brain-ring tournament
// (RULES.md F1-F7), a competition of the quiz event (package festival) in
// the event's stream. Package brainring holds the rules as pure functions;
// tournament.go holds the tournament's recorded inputs and folds its
// events; command.go the commands, table.go what the views and the
// commands compute (forfeits, tables, the bracket), view.go and step.go
// the read views, lot.go its lots (which is due, which is moot). It sees
// the rest of the event only through festival/register; the festival
// holds its Verify entries, its demo and its simulator
// (festival/brainring_*.go).
//
// What is stored, and what is computed. The events carry inputs only: the
// config and the teams, the group draw with its revealed seed and the
// schedule it gave (F2, F3: stored, so a change of the schedule algorithm
// never rewrites a played group), every question as the jury entered it
// (F4), the lot of a group whose tie the rules leave open (F5), the
// play-off entries (F6) and the extra questions of a match (F7). Tables,
// the bracket and the ranking are computed from these inputs by the engine
// whenever a view is asked for, so a correction shows everywhere at once.
//
// Fights are named by strings the pages and the API can carry: a group
// fight is "A-3-1" (group A, round 3, table 1) and a play-off fight is the
// match ID and the fight's number, "QF1-2", "R16-5-1", "F-2", "3P-1". In a
// play-off match the sides swap from one fight to the next.
//
// Lots. The group draw uses the purpose "brainring-groups" and the group
// lot of group A "brainring-lot-A"; each needs its LotCommitted before the
// draw, and the draw event stores the seed and the drawn result. A group
// lot is one order of all the group's teams, drawn once, and it orders
// every tie of the group that points, taken - given, taken and the
// head-to-head leave open (brainring.Standings), so a later correction
// that makes a new tie needs no second lot. A lot can be drawn only when
// every fight of the group is in and a tie touches the qualifying places
// (a tie for 1st decides the play-off seeding; a tie across the cut, who
// goes on); ties below the cut stay shared ("3-4").
//
// Corrections. Entering a question again, or a whole fight again, is a new
// event; History keeps the old one. A correction is refused when it would
// break what was built on it: group fights are final once the play-off has
// started, and a play-off result cannot change a winner who has already
// played in the next round. A correction of a fight that leaves the match
// no longer level voids its extra questions. Entering an empty line for the last fights of
// a match takes them back, so the jury can clear the later match, correct
// the earlier one and enter the later one again; every step stays in
// History.
//
// The play-off needs 1, 2, 4, 8 ... groups sending 2 teams each (the
// seeding of brainring.PlayoffEntries); OpenBrainring refuses any other
// config. Once the play-off is laid out its entries are stored, and a
// group's qualifiers are read from them. The final ranking starts with the
// play-off: before it is laid out it is empty.
//
// DQ2, decided here since the regulation is silent on what a
// disqualification does to a Brain-ring tournament:
//   - Results already in stand (RULES.md DQ2: "its past results stay,
//     marked"): a complete fight counts for both teams.
//   - The team plays no more: every group fight of it not complete counts
//     as lost 0:N (N the fight's length, all questions to the opponent),
//     like a forfeit, so no opponent loses points because of the order of
//     the schedule. Any question entered in such a fight stays in History
//     but does not count.
//   - In the play-off it forfeits the match that is not yet decided:
//     every fight of that match counts 0:N and the opponent goes on; a
//     semi-finalist also forfeits the 3rd-place match. A match is a
//     unit, so fights already played in it do not count either. A match
//     between two disqualified teams is left undecided for the committee
//     (DQ1); it has no command yet.
//   - Its results are frozen: the jury can enter nothing more in its
//     fights, not even a correction.
//   - It stays in its group table, marked and unplaced, and cannot go on:
//     the others close up (a team behind it moves up, across the cut too,
//     if the play-off has not started). A team disqualified once it is in
//     the play-off keeps its group place, marked, so that the group
//     places of the teams out in the groups do not change. It ends the
//     final ranking unplaced and the teams behind it close up, as in the
//     cup.

package brainringtournament
