package brainringtournament

import (
	"bytes"
	"encoding/json"

	"turnir"
	"turnir/brainring"
	"turnir/es"
)

// ReissueLive re-makes a stored live event (any brainring.EvLive* but the
// opening) from the state before it, for Verify: it re-runs the engine's
// command that writes an event of its type (a press by Press, a ruling by
// Rule, a warning, a time-up or a fair decision by Due ...) at the event's
// time and returns what it writes first. An event that followed another
// in one command (an answering after its press, a question over after its
// ruling) is the second event of that command re-run on the state before
// the first. The result is compared with the stored event by Verify.
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
	m := es.MetaOf(e)
	lead, err := leadCommand(*l, le)
	if err == nil && len(lead) > 0 {
		if got := liveEvent(m, head.Fight, lead[0]); bytes.Equal(got.Data, e.Data) {
			return []turnir.Event{got}, nil
		}
	}
	if step, ok := f.Brainring.liveMemo[head.Fight]; ok && step.before != nil && step.event.At.Equal(e.At) {
		prev, perr := brainring.DecodeLiveEvent(step.event.Type, step.event.Data)
		if perr == nil {
			again, aerr := leadCommand(*step.before, prev)
			for i := 0; aerr == nil && i+1 < len(again); i++ {
				if bytes.Equal(liveEvent(m, head.Fight, again[i]).Data, step.event.Data) {
					return []turnir.Event{liveEvent(m, head.Fight, again[i+1])}, nil
				}
			}
		}
	}
	if err != nil {
		return nil, err
	}
	if len(lead) == 0 {
		return nil, nil
	}
	return []turnir.Event{liveEvent(m, head.Fight, lead[0])}, nil
}

// leadCommand runs on l the engine command that writes an event of e's
// type, with e's time and arguments.
func leadCommand(l brainring.Live, e brainring.LiveEvent) ([]brainring.LiveEvent, error) {
	at := e.Stamp()
	switch e := e.(type) {
	case brainring.LiveAttention:
		return l.Attention(at)
	case brainring.LiveTimeStarted:
		return l.Time(at)
	case brainring.LivePressed:
		return l.Press(e.Entry.Press)
	case brainring.LiveRuled:
		return l.Rule(at, e.Ruling)
	case brainring.LiveQuestionRemoved:
		return l.Remove(at, e.Reason)
	case brainring.LiveRulingUndone:
		return l.Undo(at, e.Reason)
	}
	return l.Due(at), nil
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
