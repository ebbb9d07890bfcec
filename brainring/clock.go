package brainring

import (
	"time"

	"turnir"
	"turnir/buzzer"
)

// Due returns the events that fell due by now: the warning, the time-up
// of a running clock, the decision of a fair mode's grace window. Each is
// stamped at the time it fell due, not at now, so a late tick writes the
// same history as a punctual one. Due does not change l.
func (l Live) Due(now time.Time) []LiveEvent {
	_, due := l.advance(now)
	return due
}

// advance returns the state at now and the events that fell due on the
// way; it copies l only when something fell due.
func (l Live) advance(now time.Time) (Live, []LiveEvent) {
	e := l.nextDue(now)
	if e == nil {
		return l, nil
	}
	c := l.Clone()
	var out []LiveEvent
	for ; e != nil; e = c.nextDue(now) {
		if err := c.Apply(e); err != nil {
			panic("brainring: a due event does not fit the fight: " + err.Error())
		}
		out = append(out, e)
	}
	return c, out
}

// nextDue returns the earliest event due by now, or nil.
func (l Live) nextDue(now time.Time) LiveEvent {
	q := l.inPlay()
	if q == nil {
		return nil
	}
	switch q.Phase {
	case PhaseClean:
		if !q.Warned && !q.WarnAt.IsZero() && !q.WarnAt.After(now) {
			return LiveWarning{At: q.WarnAt, Question: q.Number, Deadline: q.Deadline}
		}
		if !q.Deadline.After(now) {
			return LiveQuestionOver{At: q.Deadline, Question: q.Number, End: EndTimeUp}
		}
	case PhaseDeciding:
		if !q.Window.After(now) {
			return l.decide(*q, q.Window)
		}
	}
	return nil
}

// decide gives the button to the first of the presses in q's grace
// window, by compensated time (buzzer.Order), at the stamp at.
func (l Live) decide(q LiveQuestion, at time.Time) LiveAnswering {
	ev := make([]buzzer.Evidence, 0, len(q.Pending))
	for _, seq := range q.Pending {
		ev = append(ev, l.Settings.Buzzer.Compensate(seq, l.Presses.Find(seq).Press))
	}
	ev = buzzer.Order(ev)
	w := ev[0]
	if !l.Settings.Buzzer.Fair {
		ev = nil
	}
	return LiveAnswering{At: at, Question: q.Number, Team: w.Seat, Seq: w.Seq, PressedAt: w.Compensated,
		DelayEnds: at.Add(l.Settings.Timing.AnswerDelay.D()), Evidence: ev}
}

// catchUp refuses an input stamped before the last event and returns the
// state at at with the events that fell due on the way.
func (l Live) catchUp(at time.Time) (Live, []LiveEvent, error) {
	if l.A == "" {
		return l, nil, turnir.Errorf(turnir.ECONFLICT, "the live fight is not opened", "живой бой не открыт")
	}
	if at.Before(l.Clock) {
		return l, nil, turnir.Errorf(turnir.EINVALID, "an input stamped %s comes after one stamped %s: the clock cannot run backwards",
			"ввод с отметкой %s пришёл после ввода с отметкой %s: время не идёт назад",
			at.Format(time.RFC3339Nano), l.Clock.Format(time.RFC3339Nano))
	}
	c, due := l.advance(at)
	return c, due, nil
}
