package festival

import (
	"turnir"
	"turnir/cup"
	"turnir/es"
)

// cupFolds are how the team quiz cup's events change the festival: its
// opening, the teams it takes in, the lots it draws, and every plain input
// of the engine (cupInput).
var cupFolds es.Handlers[*Festival]

// cupCompetition is the team quiz cup (C1-C15) as a competition of the
// festival; a team disqualified by the festival is disqualified in the
// cup too when it plays there.
var cupCompetition = Competition{
	Name:  "cup",
	Folds: &cupFolds,
	Held:  func(f *Festival) bool { return f.Cup != nil },
	Disqualified: func(f *Festival, d Disqualified, reason string) error {
		if d.Kind != KindTeam {
			return nil
		}
		if _, ok := f.Cup.Team(d.ID); !ok {
			return nil
		}
		return f.Cup.Disqualify(d.ID, reason)
	},
}

// cupInputs are the events cupInput runs on the engine.
var cupInputs = []string{EvCupRosterSet, EvCupStarted, EvCupAnswered, EvCupRowEntered, EvCupQuestionRemoved,
	EvCupQuestionRestored, EvCupRoundClosed, EvCupRoundReopened, EvCupShootoutAnswered, EvCupShootoutCorrected,
	EvCupLineupSet, EvCupFinalStarted, EvFinalQuestionScored, EvFinalQuestionRemoved}

func init() {
	es.On(&cupFolds, EvCupOpened, func(f *Festival, d CupOpened, _ turnir.Event) error {
		c, err := cup.New(d.Config)
		if err != nil {
			return err
		}
		f.Cup = &c
		return nil
	})
	es.On(&cupFolds, EvCupTeamEntered, func(f *Festival, d CupTeamEntered, _ turnir.Event) error {
		if f.Cup == nil {
			return noCup()
		}
		return f.Cup.AddTeam(f.cupTeam(d.Team, d.Roster))
	})
	es.On(&cupFolds, EvCupLotDrawn, func(f *Festival, d CupLotDrawn, _ turnir.Event) error {
		if f.Cup == nil {
			return noCup()
		}
		l := f.lot(d.Step.Purpose())
		if l == nil {
			return turnir.Errorf(turnir.EINTERNAL, "lot %q was drawn without a commitment", "жребий %q проведён без обязательства", d.Step.Purpose())
		}
		if err := f.Cup.Record(d.Draw); err != nil {
			return err
		}
		draw := d.Draw
		l.Seed, l.DrawnAt, l.Draw = d.Seed, f.Version+1, &draw
		return nil
	})
	for _, typ := range cupInputs {
		es.On(&cupFolds, typ, func(f *Festival, _ struct{}, e turnir.Event) error {
			run, err := cupInput(e)
			if err != nil {
				return err
			}
			if f.Cup == nil {
				return noCup()
			}
			return run(f.Cup)
		})
	}
}
