package brainring

import (
	"slices"

	"turnir"
	"turnir/buzzer"
)

// Press judges a press of a team's button, stamped by the server on
// arrival. Every press is logged, early or late, with its verdict; none is
// refused for when it came, only for a stamp before the last input or a
// seat that does not play. What a press does:
//
//   - reading (after "Attention", before "Time"): the first early press is
//     a false start and costs its team the right to answer (C10); an early
//     press of the other team after it is logged as early and changes
//     nothing, so that team keeps its right; the false starter pressing
//     again is a duplicate.
//   - clean time: the first press of a team with the right stops the clock
//     and gives it the button (C9); in the fair mode it opens the grace
//     window instead (see package buzzer), unless no other team could
//     still press.
//   - otherwise: beaten (another team has the button), no right, duplicate,
//     too late (the question is over) or closed (no question in play).
func (l Live) Press(p buzzer.Press) ([]LiveEvent, error) {
	c, out, err := l.catchUp(p.At)
	if err != nil {
		return nil, err
	}
	side := c.Side(p.Seat)
	if side < 0 {
		return nil, turnir.Errorf(turnir.EINVALID, "%q does not play in the fight %s - %s",
			"%q не участвует в бою %s - %s", p.Seat, c.A, c.B)
	}
	e := buzzer.Entry{Seq: c.Presses.Next(), Press: p, Phase: string(PhaseIdle)}
	q := c.inPlay()
	if q == nil {
		e.Verdict = buzzer.VerdictClosed
		if cur := c.Current(); cur != nil && !cur.Removed() {
			e.Question, e.Verdict = cur.Number, buzzer.VerdictTooLate
		}
		return append(out, LivePressed{At: p.At, Entry: e}), nil
	}
	e.Question, e.Phase = q.Number, string(q.Phase)
	pressed := LivePressed{At: p.At, Entry: e}
	switch {
	case q.Phase == PhaseReading && q.Lost[side] == LostFalseStart:
		pressed.Entry.Verdict = buzzer.VerdictDuplicate
	case q.Phase == PhaseReading && q.falseStarted():
		pressed.Entry.Verdict = buzzer.VerdictEarly
	case q.Phase == PhaseReading:
		pressed.Entry.Verdict = buzzer.VerdictFalseStart
	case q.Answering == p.Seat || c.pending(*q, p.Seat):
		pressed.Entry.Verdict = buzzer.VerdictDuplicate
	case !q.HasRight(side):
		pressed.Entry.Verdict = buzzer.VerdictNoRight
	case q.Phase == PhaseAnswering:
		pressed.Entry.Verdict = buzzer.VerdictBeaten
	case q.Phase == PhaseClean && !c.Settings.Buzzer.Fair:
		pressed.Entry.Verdict = buzzer.VerdictFirst
		return append(out, pressed, LiveAnswering{At: p.At, Question: q.Number, Team: p.Seat, Seq: e.Seq,
			PressedAt: p.At, DelayEnds: p.At.Add(c.Settings.Timing.AnswerDelay.D())}), nil
	default: // the fair mode, clean time or the grace window
		pressed.Entry.Verdict = buzzer.VerdictPending
		if q.Phase == PhaseClean {
			pressed.Window = p.At.Add(c.Settings.Buzzer.Window())
		}
		out = append(out, pressed)
		// Once every team that may press has pressed, nobody else can
		// come: decide at once rather than wait out the window.
		if !q.HasRight(1-side) || c.pending(*q, c.team(1-side)) {
			d := *q
			d.Pending = append(append([]int(nil), q.Pending...), e.Seq)
			// Clip: the state's log must not see the press before Apply.
			c.Presses = append(slices.Clip(c.Presses), pressed.Entry)
			out = append(out, c.decide(d, p.At))
		}
		return out, nil
	}
	return append(out, pressed), nil
}

// pending reports whether team has a press in q's grace window.
func (l Live) pending(q LiveQuestion, team string) bool {
	for _, seq := range q.Pending {
		if e := l.Presses.Find(seq); e != nil && e.Press.Seat == team {
			return true
		}
	}
	return false
}
