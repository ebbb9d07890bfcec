package festival

import (
	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/festival/brainringtournament"
)

// The Brain-ring tournament (F1-F7) as a competition of the festival: its
// commands, events, folds and views are package brainringtournament's;
// here it is composed.

// brainringCompetition is the Brain-ring tournament as a competition of
// the festival; a disqualification needs no fold of its own, since the
// tables and the bracket read the festival's marks (DQ2).
var brainringCompetition = Competition{
	Name:  "brainring",
	Types: brainringtournament.Folds.Types,
	Knows: brainringtournament.Folds.Knows,
	Apply: func(f *Festival, e turnir.Event) error {
		b := f.inBrainring()
		err := brainringtournament.Folds.Apply(b, e)
		f.Brainring = b.Brainring
		return err
	},
	Held:  func(f *Festival) bool { return f.Brainring != nil },
	Clone: func(g *Festival) { g.Brainring = g.Brainring.Clone() },
}

// inBrainring is the festival as its Brain-ring tournament sees it.
func (f *Festival) inBrainring() *brainringtournament.Festival {
	return &brainringtournament.Festival{Shared: f.shared(), Brainring: f.Brainring}
}

// OpenBrainring is the Brain-ring tournament's command (brainringtournament.Festival.OpenBrainring).
func (f *Festival) OpenBrainring(m es.Meta, cfg brainring.Config, teams []string) ([]turnir.Event, error) {
	return f.inBrainring().OpenBrainring(m, cfg, teams)
}

// BrainringDrawReady is the Brain-ring tournament's view (brainringtournament.Festival.BrainringDrawReady).
func (f *Festival) BrainringDrawReady() error { return f.inBrainring().BrainringDrawReady() }

// ConfigureBrainring is the Brain-ring tournament's command (brainringtournament.Festival.ConfigureBrainring).
func (f *Festival) ConfigureBrainring(m es.Meta, cfg brainring.Config) ([]turnir.Event, error) {
	return f.inBrainring().ConfigureBrainring(m, cfg)
}

// EnterBrainringTeam is the Brain-ring tournament's command (brainringtournament.Festival.EnterBrainringTeam).
func (f *Festival) EnterBrainringTeam(m es.Meta, team string) ([]turnir.Event, error) {
	return f.inBrainring().EnterBrainringTeam(m, team)
}

// DrawBrainringGroups is the Brain-ring tournament's command (brainringtournament.Festival.DrawBrainringGroups).
func (f *Festival) DrawBrainringGroups(m es.Meta, pots [][]string, seed turnir.Seed) ([]turnir.Event, error) {
	return f.inBrainring().DrawBrainringGroups(m, pots, seed)
}

// BrainringQuestion is the Brain-ring tournament's command (brainringtournament.Festival.BrainringQuestion).
func (f *Festival) BrainringQuestion(m es.Meta, fight string, q int, taker string) ([]turnir.Event, error) {
	return f.inBrainring().BrainringQuestion(m, fight, q, taker)
}

// BrainringFight is the Brain-ring tournament's command (brainringtournament.Festival.BrainringFight).
func (f *Festival) BrainringFight(m es.Meta, fight string, taken []string) ([]turnir.Event, error) {
	return f.inBrainring().BrainringFight(m, fight, taken)
}

// DrawBrainringGroupLot is the Brain-ring tournament's command (brainringtournament.Festival.DrawBrainringGroupLot).
func (f *Festival) DrawBrainringGroupLot(m es.Meta, group string, seed turnir.Seed) ([]turnir.Event, error) {
	return f.inBrainring().DrawBrainringGroupLot(m, group, seed)
}

// StartBrainringPlayoff is the Brain-ring tournament's command (brainringtournament.Festival.StartBrainringPlayoff).
func (f *Festival) StartBrainringPlayoff(m es.Meta) ([]turnir.Event, error) {
	return f.inBrainring().StartBrainringPlayoff(m)
}

// BrainringExtraQuestion is the Brain-ring tournament's command (brainringtournament.Festival.BrainringExtraQuestion).
func (f *Festival) BrainringExtraQuestion(m es.Meta, match string, q int, taker string) ([]turnir.Event, error) {
	return f.inBrainring().BrainringExtraQuestion(m, match, q, taker)
}

// BrainringGroupChoices is the Brain-ring tournament's view (brainringtournament.Festival.BrainringGroupChoices).
func (f *Festival) BrainringGroupChoices() (choices []int, def int) {
	return f.inBrainring().BrainringGroupChoices()
}

// BrainringLotDue is the Brain-ring tournament's view (brainringtournament.Festival.BrainringLotDue).
func (f *Festival) BrainringLotDue() (string, error) { return f.inBrainring().BrainringLotDue() }

// BrainringNext is the Brain-ring tournament's view (brainringtournament.Festival.BrainringNext).
func (f *Festival) BrainringNext() (brainringtournament.BrainringStep, error) {
	return f.inBrainring().BrainringNext()
}

// BrainringGroups is the Brain-ring tournament's view (brainringtournament.Festival.BrainringGroups).
func (f *Festival) BrainringGroups() ([]brainringtournament.BrainringGroupView, error) {
	return f.inBrainring().BrainringGroups()
}

// BrainringSchedule is the Brain-ring tournament's view (brainringtournament.Festival.BrainringSchedule).
func (f *Festival) BrainringSchedule() ([]brainringtournament.BrainringRoundView, error) {
	return f.inBrainring().BrainringSchedule()
}

// BrainringBracket is the Brain-ring tournament's view (brainringtournament.Festival.BrainringBracket).
func (f *Festival) BrainringBracket() (*brainringtournament.BrainringBracketView, error) {
	return f.inBrainring().BrainringBracket()
}

// BrainringRanking is the Brain-ring tournament's view (brainringtournament.Festival.BrainringRanking).
func (f *Festival) BrainringRanking() ([]brainringtournament.BrainringPlace, error) {
	return f.inBrainring().BrainringRanking()
}

// BrainringFightByID is the Brain-ring tournament's view (brainringtournament.Festival.BrainringFightByID).
func (f *Festival) BrainringFightByID(id string) (brainringtournament.BrainringFightView, error) {
	return f.inBrainring().BrainringFightByID(id)
}
