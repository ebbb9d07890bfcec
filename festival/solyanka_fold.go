package festival

import (
	"turnir"
	"turnir/es"
	"turnir/quiz"
)

// solyankaFolds are how the solyanka's events change the festival.
var solyankaFolds es.Handlers[*Festival]

// solyankaCompetition is the written solyanka (Y1, Y2) as a competition
// of the festival; a disqualified team keeps its marked line, as the
// views read the festival's marks.
var solyankaCompetition = Competition{
	Name:  "solyanka",
	Folds: &solyankaFolds,
	Held:  func(f *Festival) bool { return f.Solyanka != nil },
	Clone: func(g *Festival) { g.Solyanka = es.Clone(g.Solyanka) },
}

func init() {
	es.On(&solyankaFolds, EvSolyankaOpened, func(f *Festival, d SolyankaOpened, _ turnir.Event) error {
		s, err := quiz.NewSolyanka(d.Tasks, d.Teams)
		if err != nil {
			return err
		}
		f.Solyanka = &s
		return nil
	})
	onSolyanka(EvSolyankaScored, func(s *quiz.Solyanka, d SolyankaScored) error { return s.Set(d.Team, d.Task, d.Points) })
	onSolyanka(EvSolyankaTaskRemoved, func(s *quiz.Solyanka, d SolyankaTaskRemoved) error { return s.Remove(d.Task, d.Reason) })
}

// onSolyanka registers the fold of a solyanka input that needs it opened.
func onSolyanka[D any](typ string, fold func(s *quiz.Solyanka, d D) error) {
	es.On(&solyankaFolds, typ, func(f *Festival, d D, _ turnir.Event) error {
		if f.Solyanka == nil {
			return noSolyanka()
		}
		return fold(f.Solyanka, d)
	})
}
