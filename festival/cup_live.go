package festival

import (
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
	"turnir/es"
	"turnir/festival/teamcup"
)

// The cup's final played live (issue 11): the commands of package teamcup
// (live.go) as methods of the festival, and Verify's re-run of each event.

// OpenCupFinalLive is the cup's command (teamcup.Festival.OpenCupFinalLive).
func (f *Festival) OpenCupFinalLive(m es.Meta, bz buzzer.Config) ([]turnir.Event, error) {
	return f.inCup().OpenCupFinalLive(m, bz)
}

// CupFinalLiveAttention is the cup's command (teamcup.Festival.CupFinalLiveAttention).
func (f *Festival) CupFinalLiveAttention(m es.Meta) ([]turnir.Event, error) {
	return f.inCup().CupFinalLiveAttention(m)
}

// CupFinalLiveTime is the cup's command (teamcup.Festival.CupFinalLiveTime).
func (f *Festival) CupFinalLiveTime(m es.Meta) ([]turnir.Event, error) {
	return f.inCup().CupFinalLiveTime(m)
}

// CupFinalLivePress is the cup's command (teamcup.Festival.CupFinalLivePress).
func (f *Festival) CupFinalLivePress(m es.Meta, team string, client time.Time, sync *buzzer.Estimate) ([]turnir.Event, error) {
	return f.inCup().CupFinalLivePress(m, team, client, sync)
}

// CupFinalLiveRule is the cup's command (teamcup.Festival.CupFinalLiveRule).
func (f *Festival) CupFinalLiveRule(m es.Meta, r brainring.Ruling) ([]turnir.Event, error) {
	return f.inCup().CupFinalLiveRule(m, r)
}

// CupFinalLiveRemove is the cup's command (teamcup.Festival.CupFinalLiveRemove).
func (f *Festival) CupFinalLiveRemove(m es.Meta) ([]turnir.Event, error) {
	return f.inCup().CupFinalLiveRemove(m)
}

// CupFinalLiveUndo is the cup's command (teamcup.Festival.CupFinalLiveUndo).
func (f *Festival) CupFinalLiveUndo(m es.Meta) ([]turnir.Event, error) {
	return f.inCup().CupFinalLiveUndo(m)
}

// CupFinalLiveDue is the cup's command (teamcup.Festival.CupFinalLiveDue).
func (f *Festival) CupFinalLiveDue(m es.Meta) ([]turnir.Event, error) {
	return f.inCup().CupFinalLiveDue(m)
}

// Every event of the live final is re-made by Verify: the opening by
// OpenCupFinalLive with its buzzer settings, the others by the engine's
// command (teamcup.Festival.ReissueFinalLive).
func init() {
	RegisterReissue(teamcup.FinalLiveType(brainring.EvLiveOpened), func(f *Festival, e turnir.Event) ([]turnir.Event, error) {
		bz, err := teamcup.FinalLiveOpenedBuzzer(e)
		if err != nil {
			return nil, err
		}
		evs, err := f.OpenCupFinalLive(es.MetaOf(e), bz)
		if len(evs) > 1 {
			evs = evs[:1]
		}
		return evs, err
	})
	for _, typ := range teamcup.FinalLiveTypes() {
		if typ == teamcup.FinalLiveType(brainring.EvLiveOpened) {
			continue
		}
		RegisterReissue(typ, func(f *Festival, e turnir.Event) ([]turnir.Event, error) { return f.inCup().ReissueFinalLive(e) })
	}
}
