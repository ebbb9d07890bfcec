// Package solyanka is the intellectual solyanka (RULES.md Y1-Y2), a
// written competition of the quiz event (package festival) in the event's
// stream: its tasks, the points of every team on every task, and the table
// with shared places. Package quiz holds the rules; fold.go folds its
// events (event.go), solyanka.go holds the commands and the table, view.go
// the read view. It sees the rest of the event only through
// festival/register.
package solyanka
