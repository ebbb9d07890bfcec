// Package teamcup is the team quiz cup (RULES.md C1-C15), a competition of
// the quiz event (package festival) in the event's stream: its teams and
// rosters, the written rounds, the shootout, the lots between the rounds
// (drawn by a committed seed or in the hall), the knock-out and the final.
// Package cup holds the rules; fold.go folds the cup's events (event.go)
// into the engine's state, command.go holds the commands, lot_due.go and
// lot_view.go its lots (which is due, which is moot), view.go and
// shootout_view.go the read views. It sees the rest of the event only
// through festival/register; the festival holds its Verify entries and its
// demo (festival/democup.go).
package teamcup
