package festival

import (
	"turnir"
	"turnir/es"
	"turnir/festival/solyanka"
	"turnir/quiz"
)

// The solyanka (Y1, Y2) as a competition of the festival: its commands,
// events, folds and views are package solyanka's; here it is composed.

// solyankaCompetition is the written solyanka as a competition of the
// festival; a disqualified team keeps its marked line, as the views read
// the festival's marks.
var solyankaCompetition = Competition{
	Name:  "solyanka",
	Types: solyanka.Folds.Types,
	Knows: solyanka.Folds.Knows,
	Apply: func(f *Festival, e turnir.Event) error {
		s := f.inSolyanka()
		err := solyanka.Folds.Apply(s, e)
		f.Solyanka = s.Solyanka
		return err
	},
	Held:  func(f *Festival) bool { return f.Solyanka != nil },
	Clone: func(g *Festival) { g.Solyanka = es.Clone(g.Solyanka) },
}

// inSolyanka is the festival as its solyanka sees it.
func (f *Festival) inSolyanka() *solyanka.Festival {
	return &solyanka.Festival{Shared: f.shared(), Solyanka: f.Solyanka}
}

// OpenSolyanka is the solyanka's command (solyanka.Festival.OpenSolyanka).
func (f *Festival) OpenSolyanka(m es.Meta, tasks []quiz.Task, teams []string) ([]turnir.Event, error) {
	return f.inSolyanka().OpenSolyanka(m, tasks, teams)
}

// ScoreSolyanka is the solyanka's command (solyanka.Festival.ScoreSolyanka).
func (f *Festival) ScoreSolyanka(m es.Meta, team string, task int, points float64) ([]turnir.Event, error) {
	return f.inSolyanka().ScoreSolyanka(m, team, task, points)
}

// RemoveSolyankaTask is the solyanka's command (solyanka.Festival.RemoveSolyankaTask).
func (f *Festival) RemoveSolyankaTask(m es.Meta, task int) ([]turnir.Event, error) {
	return f.inSolyanka().RemoveSolyankaTask(m, task)
}

// SolyankaTable is the solyanka's view (solyanka.Festival.SolyankaTable).
func (f *Festival) SolyankaTable() []quiz.SolyankaStanding { return f.inSolyanka().SolyankaTable() }

// SolyankaView is the solyanka's view (solyanka.Festival.SolyankaView).
func (f *Festival) SolyankaView() (solyanka.SolyankaView, error) {
	return f.inSolyanka().SolyankaView()
}
