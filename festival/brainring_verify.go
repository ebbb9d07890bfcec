package festival

import "turnir"

// The Brain-ring events Verify re-makes by their command on the state
// before them (see Reissue). The group draw and a group's lot are re-drawn
// this way from their revealed seeds, which must match the commitments
// published before them; every question, fight and extra question must be
// one the commands still accept.
func init() {
	RegisterReissue(EvBrainringOpened, with(func(f *Festival, e turnir.Event, d BrainringOpened) ([]turnir.Event, error) {
		return f.OpenBrainring(d.Config, d.Teams, e.At, e.Actor)
	}))
	RegisterReissue(EvBrainringConfigured, with(func(f *Festival, e turnir.Event, d BrainringConfigured) ([]turnir.Event, error) {
		return f.ConfigureBrainring(d.Config, e.At, e.Actor, e.Reason)
	}))
	RegisterReissue(EvBrainringTeamEntered, with(func(f *Festival, e turnir.Event, d BrainringTeamEntered) ([]turnir.Event, error) {
		return f.EnterBrainringTeam(d.Team, e.At, e.Actor)
	}))
	RegisterReissue(EvBrainringGroupsDrawn, with(func(f *Festival, e turnir.Event, d BrainringGroupsDrawn) ([]turnir.Event, error) {
		seed, err := turnir.ParseSeed(d.Seed)
		if err != nil {
			return nil, err
		}
		return f.DrawBrainringGroups(d.Pots, seed, e.At, e.Actor)
	}))
	RegisterReissue(EvBrainringGroupLotDrawn, with(func(f *Festival, e turnir.Event, d BrainringGroupLotDrawn) ([]turnir.Event, error) {
		seed, err := turnir.ParseSeed(d.Seed)
		if err != nil {
			return nil, err
		}
		return f.DrawBrainringGroupLot(d.Group, seed, e.At, e.Actor)
	}))
	RegisterReissue(EvBrainringQuestionTaken, with(func(f *Festival, e turnir.Event, d BrainringQuestionTaken) ([]turnir.Event, error) {
		return f.BrainringQuestion(d.Fight, d.Question, d.Taker, e.At, e.Actor, e.Reason)
	}))
	RegisterReissue(EvBrainringFightEntered, with(func(f *Festival, e turnir.Event, d BrainringFightEntered) ([]turnir.Event, error) {
		return f.BrainringFight(d.Fight, d.Taken, e.At, e.Actor, e.Reason)
	}))
	RegisterReissue(EvBrainringPlayoffStarted, with(func(f *Festival, e turnir.Event, d BrainringPlayoffStarted) ([]turnir.Event, error) {
		return f.StartBrainringPlayoff(e.At, e.Actor)
	}))
	RegisterReissue(EvBrainringExtraQuestion, with(func(f *Festival, e turnir.Event, d BrainringExtraQuestion) ([]turnir.Event, error) {
		return f.BrainringExtraQuestion(d.Match, d.Question, d.Taker, e.At, e.Actor, e.Reason)
	}))
}
