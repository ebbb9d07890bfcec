package teamcup

import (
	"turnir"
	"turnir/cup"
	"turnir/es"
	"turnir/festival/register"
)

// Folds are how the team quiz cup's events change the festival: its
// opening, the teams it takes in, the lots it draws, and every plain input
// of the engine.
var Folds es.Handlers[*Festival]

// Festival is the quiz event as the team quiz cup sees it: what its
// competitions share (register.Shared) and the cup itself, nil until it is
// opened.
type Festival struct {
	register.Shared
	Cup *cup.Cup
}

// Disqualified applies a disqualification (DQ2) to the cup: a team
// disqualified by the festival is disqualified in the cup too when it
// plays there.
func (f *Festival) Disqualified(d register.Disqualified, reason string) error {
	if d.Kind != register.KindTeam {
		return nil
	}
	if _, ok := f.Cup.Team(d.ID); !ok {
		return nil
	}
	return f.Cup.Disqualify(d.ID, reason)
}

// try validates a cup input event by applying it to a copy of the
// festival and returns it if the engine accepts it.
func (f *Festival) try(e turnir.Event) ([]turnir.Event, error) {
	return register.Try(&Folds, &Festival{Shared: f.ForTrial(), Cup: es.Clone(f.Cup)}, e)
}

func init() {
	es.On(&Folds, EvCupOpened, func(f *Festival, d CupOpened, _ turnir.Event) error {
		c, err := cup.New(d.Config)
		if err != nil {
			return err
		}
		f.Cup = &c
		return nil
	})
	es.On(&Folds, EvCupTeamEntered, func(f *Festival, d CupTeamEntered, _ turnir.Event) error {
		if f.Cup == nil {
			return noCup()
		}
		return f.Cup.AddTeam(f.cupTeam(d.Team, d.Roster))
	})
	es.On(&Folds, EvCupLotDrawn, func(f *Festival, d CupLotDrawn, _ turnir.Event) error {
		if f.Cup == nil {
			return noCup()
		}
		l := f.Lot(d.Step.Purpose())
		if l == nil && d.Hall {
			// Drawn in the hall with no commitment published: the lot is
			// listed from its draw.
			f.Lots = append(f.Lots, register.Lot{Purpose: d.Step.Purpose()})
			l = &f.Lots[len(f.Lots)-1]
		}
		if l == nil {
			return turnir.Errorf(turnir.EINTERNAL, "lot %q was drawn without a commitment", "жребий %q проведён без обязательства", d.Step.Purpose())
		}
		if err := f.Cup.Record(d.Draw); err != nil {
			return err
		}
		draw := d.Draw
		l.Seed, l.DrawnAt, l.Draw, l.Hall = d.Seed, f.Version+1, &draw, d.Hall
		return nil
	})
	// The plain inputs of the engine: commands apply them to a copy
	// (Festival.try), Apply to the real cup, one code path.
	onCup(EvCupRosterSet, func(c *cup.Cup, d CupRosterSet) error { return c.SetRoster(d.Team, d.Roster) })
	onCup(EvCupStarted, func(c *cup.Cup, _ CupStarted) error { return c.Start() })
	onCup(EvCupAnswered, func(c *cup.Cup, d CupAnswered) error { return c.Answer(d.Round, d.Team, d.Question, d.Answered) })
	onCup(EvCupRowEntered, func(c *cup.Cup, d CupRowEntered) error { return c.AnswerRow(d.Round, d.Team, d.Answers) })
	onCup(EvCupQuestionRemoved, func(c *cup.Cup, d CupQuestionRemoved) error { return c.RemoveQuestion(d.Round, d.Question, d.Reason) })
	onCup(EvCupQuestionRestored, func(c *cup.Cup, d CupQuestionRestored) error { return c.RestoreQuestion(d.Round, d.Question) })
	onCup(EvCupRoundClosed, func(c *cup.Cup, d CupRoundClosed) error { return c.CloseRound(d.Round) })
	onCup(EvCupRoundReopened, func(c *cup.Cup, d CupRoundReopened) error { return c.ReopenRound(d.Round) })
	onCup(EvCupShootoutAnswered, func(c *cup.Cup, d CupShootoutAnswered) error { return c.AddShootout(d.Correct) })
	onCup(EvCupShootoutCorrected, func(c *cup.Cup, d CupShootoutCorrected) error { return c.CorrectShootout(d.Question, d.Correct) })
	onCup(EvCupLineupSet, func(c *cup.Cup, d CupLineupSet) error { return c.SetLineup(d.Team, d.Players) })
	onCup(EvCupFinalStarted, func(c *cup.Cup, _ CupFinalStarted) error { return c.StartFinal() })
	onCup(EvFinalQuestionScored, func(c *cup.Cup, d FinalQuestionScored) error { return c.AddFinalQuestion(d.Winner) })
	onCup(EvFinalQuestionRemoved, func(c *cup.Cup, d FinalQuestionRemoved) error { return c.RemoveFinalQuestion(d.Index, d.Reason) })
}

// onCup registers the fold of a cup input that needs the cup opened.
func onCup[D any](typ string, fold func(c *cup.Cup, d D) error) {
	es.On(&Folds, typ, func(f *Festival, d D, _ turnir.Event) error {
		if f.Cup == nil {
			return noCup()
		}
		return fold(f.Cup, d)
	})
}
