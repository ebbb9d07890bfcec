package brainringtournament

import (
	"encoding/json"

	"turnir"
	"turnir/brainring"
	"turnir/es"
)

// ReissueLive re-makes a stored live event (any brainring.EvLive* but the
// opening) from the state before it, for Verify: brainring.Remake re-runs
// the engine command that writes it, on the fight's state before it, or,
// for an event that followed another in one command, that command on the
// state before the other (kept by the fold, liveStep). Verify compares the
// result with the stored event.
func (f *Festival) ReissueLive(e turnir.Event) ([]turnir.Event, error) {
	var head struct {
		Fight string `json:"fight"`
	}
	if err := e.Decode(&head); err != nil {
		return nil, err
	}
	le, err := brainring.DecodeLiveEvent(e.Type, e.Data)
	if err != nil {
		return nil, err
	}
	l := f.Brainring.liveFight(head.Fight)
	if l == nil {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "fight %s is not played live", "бой %s не играется вживую", head.Fight)
	}
	var prev brainring.LiveEvent
	step := f.Brainring.liveMemo[head.Fight]
	if step.before != nil {
		prev, _ = brainring.DecodeLiveEvent(step.event.Type, step.event.Data)
	}
	got, err := brainring.Remake(*l, le, step.before, prev)
	if err != nil || got == nil {
		return nil, err
	}
	return []turnir.Event{liveEvent(es.MetaOf(e), head.Fight, got)}, nil
}

// LiveOpenedBuzzer returns the buzzer settings a stored opening of a live
// fight chose, and its fight, for Verify to re-run OpenBrainringLive.
func LiveOpenedBuzzer(e turnir.Event) (fight string, open brainring.LiveOpened, err error) {
	var head struct {
		Fight string `json:"fight"`
	}
	if err := json.Unmarshal(e.Data, &head); err != nil {
		return "", open, err
	}
	le, err := brainring.DecodeLiveEvent(e.Type, e.Data)
	if err != nil {
		return "", open, err
	}
	open, _ = le.(brainring.LiveOpened)
	return head.Fight, open, nil
}
