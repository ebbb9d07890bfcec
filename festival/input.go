package festival

import (
	"turnir"
	"turnir/cup"
	"turnir/es"
	"turnir/quiz"
)

// cupInput decodes an event that is a plain cup input into the engine call
// it stands for, or returns nil for any other event. Commands run the call
// on a copy to validate, Apply runs it on the real cup: one code path, so
// what was accepted is exactly what is replayed. Inputs that need the
// festival's own state (team entry, lots) are handled in apply.
func cupInput(e turnir.Event) (func(*cup.Cup) error, error) {
	switch e.Type {
	case EvCupRosterSet:
		var d CupRosterSet
		return decoded(e, &d, func(c *cup.Cup) error { return c.SetRoster(d.Team, d.Roster) })
	case EvCupStarted:
		return func(c *cup.Cup) error { return c.Start() }, nil
	case EvCupAnswered:
		var d CupAnswered
		return decoded(e, &d, func(c *cup.Cup) error { return c.Answer(d.Round, d.Team, d.Question, d.Answered) })
	case EvCupRowEntered:
		var d CupRowEntered
		return decoded(e, &d, func(c *cup.Cup) error { return c.AnswerRow(d.Round, d.Team, d.Answers) })
	case EvCupQuestionRemoved:
		var d CupQuestionRemoved
		return decoded(e, &d, func(c *cup.Cup) error { return c.RemoveQuestion(d.Round, d.Question, d.Reason) })
	case EvCupQuestionRestored:
		var d CupQuestionRestored
		return decoded(e, &d, func(c *cup.Cup) error { return c.RestoreQuestion(d.Round, d.Question) })
	case EvCupRoundClosed:
		var d CupRoundClosed
		return decoded(e, &d, func(c *cup.Cup) error { return c.CloseRound(d.Round) })
	case EvCupRoundReopened:
		var d CupRoundReopened
		return decoded(e, &d, func(c *cup.Cup) error { return c.ReopenRound(d.Round) })
	case EvCupShootoutAnswered:
		var d CupShootoutAnswered
		return decoded(e, &d, func(c *cup.Cup) error { return c.AddShootout(d.Correct) })
	case EvCupShootoutCorrected:
		var d CupShootoutCorrected
		return decoded(e, &d, func(c *cup.Cup) error { return c.CorrectShootout(d.Question, d.Correct) })
	case EvCupLineupSet:
		var d CupLineupSet
		return decoded(e, &d, func(c *cup.Cup) error { return c.SetLineup(d.Team, d.Players) })
	case EvCupFinalStarted:
		return func(c *cup.Cup) error { return c.StartFinal() }, nil
	case EvFinalQuestionScored:
		var d FinalQuestionScored
		return decoded(e, &d, func(c *cup.Cup) error { return c.AddFinalQuestion(d.Winner) })
	case EvFinalQuestionRemoved:
		var d FinalQuestionRemoved
		return decoded(e, &d, func(c *cup.Cup) error { return c.RemoveFinalQuestion(d.Index, d.Reason) })
	}
	return nil, nil
}

// solyankaInput is cupInput for the solyanka.
func solyankaInput(e turnir.Event) (func(*quiz.Solyanka) error, error) {
	switch e.Type {
	case EvSolyankaScored:
		var d SolyankaScored
		return decoded(e, &d, func(s *quiz.Solyanka) error { return s.Set(d.Team, d.Task, d.Points) })
	case EvSolyankaTaskRemoved:
		var d SolyankaTaskRemoved
		return decoded(e, &d, func(s *quiz.Solyanka) error { return s.Remove(d.Task, d.Reason) })
	}
	return nil, nil
}

// decoded decodes e into d and returns run (which reads d) or the error.
func decoded[T any](e turnir.Event, d any, run func(*T) error) (func(*T) error, error) {
	if err := e.Decode(d); err != nil {
		return nil, err
	}
	return run, nil
}

// deepCopy returns an independent copy of v for a command to try an input
// on (es.Clone: exact and cheap, no JSON round trip).
func deepCopy[T any](v *T) (*T, error) { return es.Clone(v), nil }
