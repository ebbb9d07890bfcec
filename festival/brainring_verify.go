package festival

import (
	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/festival/brainringtournament"
)

// The Brain-ring events Verify re-makes by their command on the state
// before them (see Reissue). The group draw and a group's lot are re-drawn
// this way from their revealed seeds, which must match the commitments
// published before them; every question, fight and extra question must be
// one the commands still accept.
func init() {
	RegisterReissue(brainringtournament.EvBrainringOpened, es.CommandOf(func(f *Festival, d brainringtournament.BrainringOpened, m es.Meta) ([]turnir.Event, error) {
		return f.OpenBrainring(es.At(m.At, m.Actor, ""), d.Config, d.Teams)
	}))
	RegisterReissue(brainringtournament.EvBrainringConfigured, es.CommandOf(func(f *Festival, d brainringtournament.BrainringConfigured, m es.Meta) ([]turnir.Event, error) {
		return f.ConfigureBrainring(m, d.Config)
	}))
	RegisterReissue(brainringtournament.EvBrainringTeamEntered, es.CommandOf(func(f *Festival, d brainringtournament.BrainringTeamEntered, m es.Meta) ([]turnir.Event, error) {
		return f.EnterBrainringTeam(es.At(m.At, m.Actor, ""), d.Team)
	}))
	RegisterReissue(brainringtournament.EvBrainringGroupsDrawn, es.CommandOf(func(f *Festival, d brainringtournament.BrainringGroupsDrawn, m es.Meta) ([]turnir.Event, error) {
		if d.Hall {
			// Drawn in the hall: no seed; the groups must be a draw the
			// pots allow, entered as a decision.
			return f.EnterBrainringHallGroups(m, d.Pots, groupTeams(d.Groups))
		}
		seed, err := turnir.ParseSeed(d.Seed)
		if err != nil {
			return nil, err
		}
		return f.DrawBrainringGroups(es.At(m.At, m.Actor, ""), d.Pots, seed)
	}))
	RegisterReissue(brainringtournament.EvBrainringGroupLotDrawn, es.CommandOf(func(f *Festival, d brainringtournament.BrainringGroupLotDrawn, m es.Meta) ([]turnir.Event, error) {
		if d.Hall {
			return f.EnterBrainringHallLot(m, d.Group, d.Order)
		}
		seed, err := turnir.ParseSeed(d.Seed)
		if err != nil {
			return nil, err
		}
		return f.DrawBrainringGroupLot(es.At(m.At, m.Actor, ""), d.Group, seed)
	}))
	RegisterReissue(brainringtournament.EvBrainringQuestionTaken, es.CommandOf(func(f *Festival, d brainringtournament.BrainringQuestionTaken, m es.Meta) ([]turnir.Event, error) {
		return f.BrainringQuestion(m, d.Fight, d.Question, d.Taker)
	}))
	RegisterReissue(brainringtournament.EvBrainringFightEntered, es.CommandOf(func(f *Festival, d brainringtournament.BrainringFightEntered, m es.Meta) ([]turnir.Event, error) {
		return f.BrainringFight(m, d.Fight, d.Taken)
	}))
	RegisterReissue(brainringtournament.EvBrainringPlayoffStarted, es.CommandOf(func(f *Festival, d brainringtournament.BrainringPlayoffStarted, m es.Meta) ([]turnir.Event, error) {
		return f.StartBrainringPlayoff(es.At(m.At, m.Actor, ""))
	}))
	RegisterReissue(brainringtournament.EvBrainringExtraQuestion, es.CommandOf(func(f *Festival, d brainringtournament.BrainringExtraQuestion, m es.Meta) ([]turnir.Event, error) {
		return f.BrainringExtraQuestion(m, d.Match, d.Question, d.Taker)
	}))
}

// groupTeams is the teams of each group, in group order.
func groupTeams(gs []brainring.Group) [][]string {
	out := make([][]string, len(gs))
	for i, g := range gs {
		out[i] = g.Teams
	}
	return out
}
