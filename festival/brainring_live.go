package festival

import (
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
	"turnir/es"
	"turnir/festival/brainringtournament"
)

// The Brain-ring's fights played live (issue 11): the commands of package
// brainringtournament (live.go) as methods of the festival, and Verify's
// re-run of every live event.

// OpenBrainringLive is the Brain-ring tournament's command (brainringtournament.Festival.OpenBrainringLive).
func (f *Festival) OpenBrainringLive(m es.Meta, fight string, bz buzzer.Config) ([]turnir.Event, error) {
	return f.inBrainring().OpenBrainringLive(m, fight, bz)
}

// BrainringLiveAttention is the Brain-ring tournament's command (brainringtournament.Festival.BrainringLiveAttention).
func (f *Festival) BrainringLiveAttention(m es.Meta, fight string) ([]turnir.Event, error) {
	return f.inBrainring().BrainringLiveAttention(m, fight)
}

// BrainringLiveTime is the Brain-ring tournament's command (brainringtournament.Festival.BrainringLiveTime).
func (f *Festival) BrainringLiveTime(m es.Meta, fight string) ([]turnir.Event, error) {
	return f.inBrainring().BrainringLiveTime(m, fight)
}

// BrainringLivePress is the Brain-ring tournament's command (brainringtournament.Festival.BrainringLivePress).
func (f *Festival) BrainringLivePress(m es.Meta, fight, team string, client time.Time, sync *buzzer.Estimate) ([]turnir.Event, error) {
	return f.inBrainring().BrainringLivePress(m, fight, team, client, sync)
}

// BrainringLiveRule is the Brain-ring tournament's command (brainringtournament.Festival.BrainringLiveRule).
func (f *Festival) BrainringLiveRule(m es.Meta, fight string, r brainring.Ruling) ([]turnir.Event, error) {
	return f.inBrainring().BrainringLiveRule(m, fight, r)
}

// BrainringLiveRemove is the Brain-ring tournament's command (brainringtournament.Festival.BrainringLiveRemove).
func (f *Festival) BrainringLiveRemove(m es.Meta, fight string) ([]turnir.Event, error) {
	return f.inBrainring().BrainringLiveRemove(m, fight)
}

// BrainringLiveUndo is the Brain-ring tournament's command (brainringtournament.Festival.BrainringLiveUndo).
func (f *Festival) BrainringLiveUndo(m es.Meta, fight string) ([]turnir.Event, error) {
	return f.inBrainring().BrainringLiveUndo(m, fight)
}

// BrainringLiveDue is the Brain-ring tournament's command (brainringtournament.Festival.BrainringLiveDue).
func (f *Festival) BrainringLiveDue(m es.Meta, fight string) ([]turnir.Event, error) {
	return f.inBrainring().BrainringLiveDue(m, fight)
}

// BrainringLiveRunning is the Brain-ring tournament's view (brainringtournament.Festival.BrainringLiveRunning).
func (f *Festival) BrainringLiveRunning() []string { return f.inBrainring().BrainringLiveRunning() }

// BrainringLiveVenue is the Brain-ring tournament's view (brainringtournament.Festival.LiveVenue).
func (f *Festival) BrainringLiveVenue(fight string) (string, error) {
	return f.inBrainring().LiveVenue(fight)
}

// BrainringLiveView is the Brain-ring tournament's view (brainringtournament.Festival.BrainringLiveView).
func (f *Festival) BrainringLiveView(fight string, now time.Time) (brainringtournament.LiveView, error) {
	return f.inBrainring().BrainringLiveView(fight, now)
}

// Every live event is re-made by Verify: the opening by
// OpenBrainringLive with its buzzer settings (the clock and length follow
// from the tournament's), the others by the engine command that writes
// them (brainringtournament.Festival.ReissueLive).
func init() {
	RegisterReissue(brainring.EvLiveOpened, func(f *Festival, e turnir.Event) ([]turnir.Event, error) {
		fight, open, err := brainringtournament.LiveOpenedBuzzer(e)
		if err != nil {
			return nil, err
		}
		evs, err := f.OpenBrainringLive(es.MetaOf(e), fight, open.Settings.Buzzer)
		if len(evs) > 1 {
			evs = evs[:1]
		}
		return evs, err
	})
	for _, typ := range brainring.LiveEventTypes() {
		if typ == brainring.EvLiveOpened {
			continue
		}
		RegisterReissue(typ, func(f *Festival, e turnir.Event) ([]turnir.Event, error) {
			return f.inBrainring().ReissueLive(e)
		})
	}
}

// BrainringVenueFights is the Brain-ring tournament's view (brainringtournament.Festival.BrainringVenueFights).
func (f *Festival) BrainringVenueFights(venue string) ([]brainringtournament.LiveVenueFight, error) {
	return f.inBrainring().BrainringVenueFights(venue)
}
