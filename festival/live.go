package festival

import (
	"slices"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
	"turnir/cup"
	"turnir/es"
	"turnir/festival/brainringtournament"
)

// The fights a festival plays live (issue 11), by one name each, for the
// server and its pages: a Brain-ring fight by its ID ("A-1-1", "QF1-2"),
// the cup's final as CupFinalFight. Each call goes to the competition
// that owns the fight.

// CupFinalFight is the name of the cup's final among the live fights, and
// its venue's.
const CupFinalFight = "final"

// LiveOpen starts playing fight live (OpenBrainringLive, OpenCupFinalLive).
func (f *Festival) LiveOpen(m es.Meta, fight string, bz buzzer.Config) ([]turnir.Event, error) {
	if fight == CupFinalFight {
		return f.OpenCupFinalLive(m, bz)
	}
	return f.OpenBrainringLive(m, fight, bz)
}

// LiveAttention is the host's "Attention, question N" in fight (C9).
func (f *Festival) LiveAttention(m es.Meta, fight string) ([]turnir.Event, error) {
	if fight == CupFinalFight {
		return f.CupFinalLiveAttention(m)
	}
	return f.BrainringLiveAttention(m, fight)
}

// LiveTime is the host's "Time" in fight (C9, C12).
func (f *Festival) LiveTime(m es.Meta, fight string) ([]turnir.Event, error) {
	if fight == CupFinalFight {
		return f.CupFinalLiveTime(m)
	}
	return f.BrainringLiveTime(m, fight)
}

// LivePress is a press of team's button in fight, stamped at m.At.
func (f *Festival) LivePress(m es.Meta, fight, team string, client time.Time, sync *buzzer.Estimate) ([]turnir.Event, error) {
	if fight == CupFinalFight {
		return f.CupFinalLivePress(m, team, client, sync)
	}
	return f.BrainringLivePress(m, fight, team, client, sync)
}

// LiveRule is the host's ruling in fight (C11, C13).
func (f *Festival) LiveRule(m es.Meta, fight string, r brainring.Ruling) ([]turnir.Event, error) {
	if fight == CupFinalFight {
		return f.CupFinalLiveRule(m, r)
	}
	return f.BrainringLiveRule(m, fight, r)
}

// LiveRemove removes the question in play or just over in fight (C14).
func (f *Festival) LiveRemove(m es.Meta, fight string) ([]turnir.Event, error) {
	if fight == CupFinalFight {
		return f.CupFinalLiveRemove(m)
	}
	return f.BrainringLiveRemove(m, fight)
}

// LiveUndo undoes the host's last ruling in fight.
func (f *Festival) LiveUndo(m es.Meta, fight string) ([]turnir.Event, error) {
	if fight == CupFinalFight {
		return f.CupFinalLiveUndo(m)
	}
	return f.BrainringLiveUndo(m, fight)
}

// LiveDue writes what fell due in fight by m.At (the scheduler's tick).
func (f *Festival) LiveDue(m es.Meta, fight string) ([]turnir.Event, error) {
	if fight == CupFinalFight {
		return f.CupFinalLiveDue(m)
	}
	return f.BrainringLiveDue(m, fight)
}

// liveState is the engine's state of fight, or nil.
func (f *Festival) liveState(fight string) *brainring.Live {
	if fight == CupFinalFight {
		if f.CupFinalLive == nil {
			return nil
		}
		return &f.CupFinalLive.Live
	}
	if f.Brainring == nil {
		return nil
	}
	return f.Brainring.Live[fight]
}

// LiveDueNow reports whether something fell due in fight by now.
func (f *Festival) LiveDueNow(fight string, now time.Time) bool {
	l := f.liveState(fight)
	return l != nil && len(l.Due(now)) > 0
}

// LiveRunning lists the fights played live that are not done: the ones
// the scheduler ticks.
func (f *Festival) LiveRunning() []string {
	out := f.BrainringLiveRunning()
	if f.CupFinalLive != nil && !f.CupFinalLive.Done() {
		out = append(out, CupFinalFight)
	}
	return out
}

// LiveVenue is the venue fight is played on: a Brain-ring group's name,
// the play-off's, or the final's.
func (f *Festival) LiveVenue(fight string) (string, error) {
	if fight == CupFinalFight {
		if _, err := f.cupFinalTeams(); err != nil {
			return "", err
		}
		return CupFinalFight, nil
	}
	return f.BrainringLiveVenue(fight)
}

// cupFinalTeams are the finalists once the final has started.
func (f *Festival) cupFinalTeams() ([2]string, error) {
	if f.CupFinalLive != nil {
		return [2]string{f.CupFinalLive.A, f.CupFinalLive.B}, nil
	}
	if f.Cup == nil {
		return [2]string{}, turnir.Errorf(turnir.ENOTFOUND, "this festival has no cup", "в этом фестивале нет кубка")
	}
	s, err := f.Cup.Next()
	if err != nil {
		return [2]string{}, err
	}
	if s.Stage != cup.StageFinal || len(s.Teams) != 2 {
		return [2]string{}, turnir.Errorf(turnir.ECONFLICT, "the cup's final is not running", "финал кубка не идёт")
	}
	return [2]string{s.Teams[0], s.Teams[1]}, nil
}

// LiveView is fight's view at now: the console's, the displays' and the
// phones' (brainringtournament.LiveView). For the cup's final, an undo is
// not offered once the question is over: the cup has its point.
func (f *Festival) LiveView(fight string, now time.Time) (brainringtournament.LiveView, error) {
	if fight != CupFinalFight {
		return f.BrainringLiveView(fight, now)
	}
	if f.CupFinalLive == nil {
		return brainringtournament.LiveView{}, turnir.Errorf(turnir.ENOTFOUND, "the final is not played live", "финал не играется вживую")
	}
	v := brainringtournament.NewLiveView(f.CupFinalLive.Live, fight, CupFinalFight, f.TeamName, now)
	if q := v.Live.Current(); q == nil || q.Phase == brainring.PhaseOver {
		v.Actions = slices.DeleteFunc(v.Actions, func(a string) bool { return a == brainringtournament.LiveActionUndo })
	}
	return v, nil
}

// LiveVenueFights lists a venue's fights in the order they are played: a
// group's, the play-off's, or the final alone.
func (f *Festival) LiveVenueFights(venue string) ([]brainringtournament.LiveVenueFight, error) {
	if venue != CupFinalFight {
		return f.BrainringVenueFights(venue)
	}
	teams, err := f.cupFinalTeams()
	if err != nil {
		return nil, err
	}
	l := f.CupFinalLive
	return []brainringtournament.LiveVenueFight{{Fight: CupFinalFight, A: teams[0], B: teams[1],
		NameA: f.TeamName(teams[0]), NameB: f.TeamName(teams[1]), Live: l != nil, Done: l != nil && l.Done()}}, nil
}
