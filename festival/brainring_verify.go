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
	RegisterReissue(EvBrainringOpened, es.CommandOf(func(f *Festival, d BrainringOpened, m es.Meta) ([]turnir.Event, error) {
		return f.OpenBrainring(es.At(m.At, m.Actor, ""), d.Config, d.Teams)
	}))
	RegisterReissue(EvBrainringConfigured, es.CommandOf(func(f *Festival, d BrainringConfigured, m es.Meta) ([]turnir.Event, error) {
		return f.ConfigureBrainring(m, d.Config)
	}))
	RegisterReissue(EvBrainringTeamEntered, es.CommandOf(func(f *Festival, d BrainringTeamEntered, m es.Meta) ([]turnir.Event, error) {
		return f.EnterBrainringTeam(es.At(m.At, m.Actor, ""), d.Team)
	}))
	RegisterReissue(EvBrainringGroupsDrawn, es.CommandOf(func(f *Festival, d BrainringGroupsDrawn, m es.Meta) ([]turnir.Event, error) {
		seed, err := turnir.ParseSeed(d.Seed)
		if err != nil {
			return nil, err
		}
		return f.DrawBrainringGroups(es.At(m.At, m.Actor, ""), d.Pots, seed)
	}))
	RegisterReissue(EvBrainringGroupLotDrawn, es.CommandOf(func(f *Festival, d BrainringGroupLotDrawn, m es.Meta) ([]turnir.Event, error) {
		seed, err := turnir.ParseSeed(d.Seed)
		if err != nil {
			return nil, err
		}
		return f.DrawBrainringGroupLot(es.At(m.At, m.Actor, ""), d.Group, seed)
	}))
	RegisterReissue(EvBrainringQuestionTaken, es.CommandOf(func(f *Festival, d BrainringQuestionTaken, m es.Meta) ([]turnir.Event, error) {
		return f.BrainringQuestion(m, d.Fight, d.Question, d.Taker)
	}))
	RegisterReissue(EvBrainringFightEntered, es.CommandOf(func(f *Festival, d BrainringFightEntered, m es.Meta) ([]turnir.Event, error) {
		return f.BrainringFight(m, d.Fight, d.Taken)
	}))
	RegisterReissue(EvBrainringPlayoffStarted, es.CommandOf(func(f *Festival, d BrainringPlayoffStarted, m es.Meta) ([]turnir.Event, error) {
		return f.StartBrainringPlayoff(es.At(m.At, m.Actor, ""))
	}))
	RegisterReissue(EvBrainringExtraQuestion, es.CommandOf(func(f *Festival, d BrainringExtraQuestion, m es.Meta) ([]turnir.Event, error) {
		return f.BrainringExtraQuestion(m, d.Match, d.Question, d.Taker)
	}))
}
