package svoyatournament

import (
	"bytes"

	"turnir"
	"turnir/es"
	"turnir/svoya"
)

// ReissueLive re-makes a stored live event from the state before it, for
// Verify: it re-runs the engine's command that writes an event of its
// type (a press by Press, a ruling by Rule, a time-up or a press window's
// end by Due ...) at the event's time. An event that followed another in
// one command (a question's end after its ruling, the next round after
// that) is re-made by re-running the command of the first event of that
// run on the state before the run. The opening is re-made by
// StartSvoyaLive with the stored settings.
func (f *Festival) ReissueLive(e turnir.Event) ([]turnir.Event, error) {
	var head liveHead
	if err := e.Decode(&head); err != nil {
		return nil, err
	}
	le, err := svoya.DecodeLiveEvent(e.Type, e.Data)
	if err != nil {
		return nil, err
	}
	m := es.MetaOf(e)
	if started, ok := le.(svoya.LiveStarted); ok {
		evs, err := f.StartSvoyaLive(m, head.Fight, started.Settings)
		if err != nil || len(evs) == 0 {
			return nil, err
		}
		return evs[:1], nil
	}
	l := f.LiveFight(head.Fight)
	if l == nil {
		return nil, notLive()
	}
	lead, err := leadCommand(l, le)
	if err == nil && len(lead) > 0 && same(m, head.Fight, lead[0], e) {
		return []turnir.Event{liveEvent(m, head.Fight, lead[0])}, nil
	}
	st := f.Svoya.liveMemo[head.Fight.Key()]
	if n := len(st.run); n > 0 && st.run[n-1].At.Equal(e.At) {
		if again := resume(m, head.Fight, st); again != nil {
			return []turnir.Event{liveEvent(m, head.Fight, again)}, nil
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

// resume re-makes the event that follows the run st: it finds the command
// that began the run's tail (the latest of its events that its own
// command re-makes, on the fight's state before it) and returns the event
// that command writes after the tail, or nil.
func resume(m es.Meta, ref SvoyaRef, st liveStep) svoya.LiveEvent {
	if st.start == nil {
		return nil
	}
	states := []*svoya.Live{st.start}
	evs := make([]svoya.LiveEvent, len(st.run))
	for i, e := range st.run {
		le, err := svoya.DecodeLiveEvent(e.Type, e.Data)
		if err != nil {
			return nil
		}
		evs[i] = le
		next := states[i].Clone()
		if next.Apply(le) != nil {
			return nil
		}
		states = append(states, next)
	}
	for k := len(st.run) - 1; k >= 0; k-- {
		again, err := leadCommand(states[k], evs[k])
		tail := st.run[k:]
		if err == nil && len(again) > len(tail) && prefix(m, ref, again, tail) {
			return again[len(tail)]
		}
	}
	return nil
}

// leadCommand runs on a copy of l the engine command that writes an event
// of e's type, with e's time and arguments.
func leadCommand(l *svoya.Live, e svoya.LiveEvent) ([]svoya.LiveEvent, error) {
	at := e.Stamp()
	c := l.Clone()
	switch e := e.(type) {
	case svoya.LiveChosen:
		return c.Choose(at, e.Ref, e.By)
	case svoya.LiveUnlocked:
		return c.Unlock(at)
	case svoya.LiveFalseStart:
		return c.Press(e.Entry.Press)
	case svoya.LivePressed:
		return c.Press(e.Entry.Press)
	case svoya.LivePressLogged:
		return c.Press(e.Entry.Press)
	case svoya.LiveRuled:
		return c.Rule(at, e.Right)
	case svoya.LiveQuestionEnded:
		if e.Reason == svoya.LiveEndHost {
			return c.EndQuestion(at)
		}
	case svoya.LiveUndone:
		return c.Undo(at, e.Reason)
	case svoya.LiveReopened:
		return c.Reopen(at, e.Reason)
	}
	return c.Due(at), nil
}

// same reports whether engine event x, stored for the fight at ref, is
// the stored event e.
func same(m es.Meta, ref SvoyaRef, x svoya.LiveEvent, e turnir.Event) bool {
	return x.LiveType() == e.Type && bytes.Equal(liveEvent(m, ref, x).Data, e.Data)
}

// prefix reports whether the engine events again begin with the stored
// run.
func prefix(m es.Meta, ref SvoyaRef, again []svoya.LiveEvent, run []turnir.Event) bool {
	for i, e := range run {
		if !same(m, ref, again[i], e) {
			return false
		}
	}
	return true
}
