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
	solyanka := func(f *Festival, e turnir.Event) error {
		run, err := solyankaInput(e)
		if err != nil {
			return err
		}
		if f.Solyanka == nil {
			return noSolyanka()
		}
		return run(f.Solyanka)
	}
	es.On(&solyankaFolds, EvSolyankaScored, func(f *Festival, _ SolyankaScored, e turnir.Event) error { return solyanka(f, e) })
	es.On(&solyankaFolds, EvSolyankaTaskRemoved, func(f *Festival, _ SolyankaTaskRemoved, e turnir.Event) error { return solyanka(f, e) })
}
