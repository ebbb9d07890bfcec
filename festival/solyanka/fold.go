package solyanka

import (
	"turnir"
	"turnir/es"
	"turnir/festival/register"
	"turnir/quiz"
)

// Folds are how the solyanka's events change the festival.
var Folds es.Handlers[*Festival]

// Festival is the quiz event as the solyanka sees it: what its
// competitions share (register.Shared) and the solyanka itself, nil until
// it is opened.
type Festival struct {
	register.Shared
	Solyanka *quiz.Solyanka
}

// Disqualified needs nothing of the solyanka: a disqualified team keeps
// its marked line, as the table reads the register's marks.

func init() {
	es.On(&Folds, EvSolyankaOpened, func(f *Festival, d SolyankaOpened, _ turnir.Event) error {
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
	es.On(&Folds, typ, func(f *Festival, d D, _ turnir.Event) error {
		if f.Solyanka == nil {
			return noSolyanka()
		}
		return fold(f.Solyanka, d)
	})
}

func noSolyanka() error {
	return turnir.Errorf(turnir.ECONFLICT, "this event has no solyanka", "в этом турнире нет солянки")
}
