// Package svoyatournament is the festival's Svoya igra tournament
// (RULES.md S1-S12), a competition of the quiz event (package festival) in
// the event's stream: the entrants and their written qualifying sheets
// (S4-S6), the seat draw (S3), the venues of the group stage (S7-S10), the
// play-off rounds and their shootouts (S11, S12). Package svoya holds the
// rules as pure functions; tournament.go holds the recorded inputs and
// folds its events (event.go), command.go the commands, rank.go the
// tables and places, view.go the read views. It sees the rest of the
// event only through festival/register; the festival holds its Verify
// entries, its demo and its simulator (festival/svoya_*.go).
package svoyatournament
