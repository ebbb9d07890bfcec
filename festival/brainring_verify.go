package festival

import (
	"turnir"
	"turnir/es"
)

// The Brain-ring events Verify re-makes by their command on the state
// before them (see Reissue). The group draw and a group's lot are re-drawn
// this way from their revealed seeds, which must match the commitments
// published before them; every question, fight and extra question must be
// one the commands still accept.
func init() {
	RegisterReissue(EvBrainringOpened, with(func(f *Festival, e turnir.Event, d BrainringOpened) ([]turnir.Event, error) {
		return f.OpenBrainring(es.At(e.At, e.Actor, ""), d.Config, d.Teams)
	}))
	RegisterReissue(EvBrainringConfigured, with(func(f *Festival, e turnir.Event, d BrainringConfigured) ([]turnir.Event, error) {
		return f.ConfigureBrainring(es.MetaOf(e), d.Config)
	}))
	RegisterReissue(EvBrainringTeamEntered, with(func(f *Festival, e turnir.Event, d BrainringTeamEntered) ([]turnir.Event, error) {
		return f.EnterBrainringTeam(es.At(e.At, e.Actor, ""), d.Team)
	}))
	RegisterReissue(EvBrainringGroupsDrawn, with(func(f *Festival, e turnir.Event, d BrainringGroupsDrawn) ([]turnir.Event, error) {
		seed, err := turnir.ParseSeed(d.Seed)
		if err != nil {
			return nil, err
		}
		return f.DrawBrainringGroups(es.At(e.At, e.Actor, ""), d.Pots, seed)
	}))
	RegisterReissue(EvBrainringGroupLotDrawn, with(func(f *Festival, e turnir.Event, d BrainringGroupLotDrawn) ([]turnir.Event, error) {
		seed, err := turnir.ParseSeed(d.Seed)
		if err != nil {
			return nil, err
		}
		return f.DrawBrainringGroupLot(es.At(e.At, e.Actor, ""), d.Group, seed)
	}))
	RegisterReissue(EvBrainringQuestionTaken, with(func(f *Festival, e turnir.Event, d BrainringQuestionTaken) ([]turnir.Event, error) {
		return f.BrainringQuestion(es.MetaOf(e), d.Fight, d.Question, d.Taker)
	}))
	RegisterReissue(EvBrainringFightEntered, with(func(f *Festival, e turnir.Event, d BrainringFightEntered) ([]turnir.Event, error) {
		return f.BrainringFight(es.MetaOf(e), d.Fight, d.Taken)
	}))
	RegisterReissue(EvBrainringPlayoffStarted, with(func(f *Festival, e turnir.Event, d BrainringPlayoffStarted) ([]turnir.Event, error) {
		return f.StartBrainringPlayoff(es.At(e.At, e.Actor, ""))
	}))
	RegisterReissue(EvBrainringExtraQuestion, with(func(f *Festival, e turnir.Event, d BrainringExtraQuestion) ([]turnir.Event, error) {
		return f.BrainringExtraQuestion(es.MetaOf(e), d.Match, d.Question, d.Taker)
	}))
}
