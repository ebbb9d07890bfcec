package festival

import (
	"turnir"
	"turnir/cup"
	"turnir/es"
	"turnir/festival/teamcup"
)

// The team quiz cup (C1-C15) as a competition of the festival: its
// commands, events, folds and views are package teamcup's; here it is
// composed.

// cupCompetition is the team quiz cup as a competition of the festival; a
// team disqualified by the festival is disqualified in the cup too when it
// plays there.
var cupCompetition = Competition{
	Name:  "cup",
	Types: teamcup.Folds.Types,
	Knows: teamcup.Folds.Knows,
	Apply: func(f *Festival, e turnir.Event) error {
		c := f.inCup()
		err := teamcup.Folds.Apply(c, e)
		f.Cup = c.Cup
		return err
	},
	Held:  func(f *Festival) bool { return f.Cup != nil },
	Clone: func(g *Festival) { g.Cup = es.Clone(g.Cup) },
	Disqualified: func(f *Festival, d Disqualified, reason string) error {
		return f.inCup().Disqualified(d, reason)
	},
}

// inCup is the festival as its team quiz cup sees it.
func (f *Festival) inCup() *teamcup.Festival {
	return &teamcup.Festival{Shared: f.shared(), Cup: f.Cup}
}

// OpenCup is the cup's command (teamcup.Festival.OpenCup).
func (f *Festival) OpenCup(m es.Meta, cfg cup.Config) ([]turnir.Event, error) {
	return f.inCup().OpenCup(m, cfg)
}

// EnterCupTeam is the cup's command (teamcup.Festival.EnterCupTeam).
func (f *Festival) EnterCupTeam(m es.Meta, team string, roster []string) ([]turnir.Event, error) {
	return f.inCup().EnterCupTeam(m, team, roster)
}

// SetCupRoster is the cup's command (teamcup.Festival.SetCupRoster).
func (f *Festival) SetCupRoster(m es.Meta, team string, roster []string) ([]turnir.Event, error) {
	return f.inCup().SetCupRoster(m, team, roster)
}

// StartCup is the cup's command (teamcup.Festival.StartCup).
func (f *Festival) StartCup(m es.Meta) ([]turnir.Event, error) { return f.inCup().StartCup(m) }

// CupAnswer is the cup's command (teamcup.Festival.CupAnswer).
func (f *Festival) CupAnswer(m es.Meta, n int, team string, q int, answered bool) ([]turnir.Event, error) {
	return f.inCup().CupAnswer(m, n, team, q, answered)
}

// CupAnswerRow is the cup's command (teamcup.Festival.CupAnswerRow).
func (f *Festival) CupAnswerRow(m es.Meta, n int, team string, answers []bool) ([]turnir.Event, error) {
	return f.inCup().CupAnswerRow(m, n, team, answers)
}

// CupRemoveQuestion is the cup's command (teamcup.Festival.CupRemoveQuestion).
func (f *Festival) CupRemoveQuestion(m es.Meta, n int, q int) ([]turnir.Event, error) {
	return f.inCup().CupRemoveQuestion(m, n, q)
}

// CupRestoreQuestion is the cup's command (teamcup.Festival.CupRestoreQuestion).
func (f *Festival) CupRestoreQuestion(m es.Meta, n int, q int) ([]turnir.Event, error) {
	return f.inCup().CupRestoreQuestion(m, n, q)
}

// CupCloseRound is the cup's command (teamcup.Festival.CupCloseRound).
func (f *Festival) CupCloseRound(m es.Meta, n int) ([]turnir.Event, error) {
	return f.inCup().CupCloseRound(m, n)
}

// CupReopenRound is the cup's command (teamcup.Festival.CupReopenRound).
func (f *Festival) CupReopenRound(m es.Meta, n int) ([]turnir.Event, error) {
	return f.inCup().CupReopenRound(m, n)
}

// CupShootout is the cup's command (teamcup.Festival.CupShootout).
func (f *Festival) CupShootout(m es.Meta, correct []string) ([]turnir.Event, error) {
	return f.inCup().CupShootout(m, correct)
}

// CupCorrectShootout is the cup's command (teamcup.Festival.CupCorrectShootout).
func (f *Festival) CupCorrectShootout(m es.Meta, i int, correct []string) ([]turnir.Event, error) {
	return f.inCup().CupCorrectShootout(m, i, correct)
}

// DrawLot is the cup's command (teamcup.Festival.DrawLot).
func (f *Festival) DrawLot(m es.Meta, step cup.Step, seed turnir.Seed) ([]turnir.Event, error) {
	return f.inCup().DrawLot(m, step, seed)
}

// EnterHallLot is the cup's command (teamcup.Festival.EnterHallLot).
func (f *Festival) EnterHallLot(m es.Meta, asked *cup.Step, draw cup.Draw) ([]turnir.Event, error) {
	return f.inCup().EnterHallLot(m, asked, draw)
}

// CupLineup is the cup's command (teamcup.Festival.CupLineup).
func (f *Festival) CupLineup(m es.Meta, team string, players []string) ([]turnir.Event, error) {
	return f.inCup().CupLineup(m, team, players)
}

// CupStartFinal is the cup's command (teamcup.Festival.CupStartFinal).
func (f *Festival) CupStartFinal(m es.Meta) ([]turnir.Event, error) {
	return f.inCup().CupStartFinal(m)
}

// ScoreFinalQuestion is the cup's command (teamcup.Festival.ScoreFinalQuestion).
func (f *Festival) ScoreFinalQuestion(m es.Meta, winner string) ([]turnir.Event, error) {
	return f.inCup().ScoreFinalQuestion(m, winner)
}

// RemoveFinalQuestion is the cup's command (teamcup.Festival.RemoveFinalQuestion).
func (f *Festival) RemoveFinalQuestion(m es.Meta, i int) ([]turnir.Event, error) {
	return f.inCup().RemoveFinalQuestion(m, i)
}

// CupLotDue is the cup's view (teamcup.Festival.CupLotDue).
func (f *Festival) CupLotDue() (string, error) { return f.inCup().CupLotDue() }

// CupDrawDue is the cup's view (teamcup.Festival.CupDrawDue).
func (f *Festival) CupDrawDue(asked *cup.Step, ownSeed bool) (cup.Step, error) {
	return f.inCup().CupDrawDue(asked, ownSeed)
}

// CupView is the cup's view (teamcup.Festival.CupView).
func (f *Festival) CupView() (teamcup.CupView, error) { return f.inCup().CupView() }
