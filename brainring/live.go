package brainring

import (
	"slices"
	"time"

	"turnir"
	"turnir/buzzer"
)

// Live is a Brain-ring fight played live (C9-C14, F4): a pure value, the
// fold of its events with Apply. Commands (Attention, Time, Press, Rule,
// Remove, Undo) read it and return the events to store, or a *turnir.Error;
// they never change it. Time comes only from the stamps of the inputs:
// before judging one, a command first gives the events that fell due
// since the last (Due), stamped when they fell due, so a late tick writes
// the same history as a punctual one.
//
// Every field is exported and plain so that es.Clone copies it and the
// state can be shown as JSON.
type Live struct {
	A        string       `json:"a"`
	B        string       `json:"b"`
	Settings LiveSettings `json:"settings"`
	// Questions holds every question begun, in order, removed ones too.
	Questions []LiveQuestion `json:"questions"`
	// Presses is the press log: every press, early or late (C10).
	Presses buzzer.Log `json:"presses"`
	// Snapshots are the last question before each of its rulings, newest
	// last, for Undo; a new question or a removal clears them.
	Snapshots []LiveSnapshot `json:"snapshots,omitempty"`
	// Clock is the stamp of the last event: no input may be earlier.
	Clock time.Time `json:"clock"`
}

// OpenLive returns the event that opens a live fight between a and b.
func OpenLive(a, b string, s LiveSettings, at time.Time) (LiveOpened, error) {
	if a == "" || b == "" || a == b {
		return LiveOpened{}, turnir.Errorf(turnir.EINVALID, "a fight needs two different teams, got %q and %q",
			"в бою должны играть две разные команды, получено %q и %q", a, b)
	}
	if err := s.Validate(); err != nil {
		return LiveOpened{}, err
	}
	return LiveOpened{At: at, A: a, B: b, Settings: s}, nil
}

// ReplayLive folds events from an empty state; the first must be a
// LiveOpened.
func ReplayLive(events []LiveEvent) (Live, error) {
	var l Live
	for _, e := range events {
		if err := l.Apply(e); err != nil {
			return Live{}, err
		}
	}
	return l, nil
}

// Clone returns a deep copy of l, for trying commands on.
func (l Live) Clone() Live {
	c := l
	c.Questions = make([]LiveQuestion, len(l.Questions))
	for i, q := range l.Questions {
		c.Questions[i] = q.clone()
	}
	c.Presses = slices.Clone(l.Presses)
	c.Snapshots = make([]LiveSnapshot, len(l.Snapshots))
	for i, s := range l.Snapshots {
		c.Snapshots[i] = LiveSnapshot{Ruling: s.Ruling, Before: s.Before.clone()}
	}
	return c
}

// Side returns 0 for team A, 1 for team B and -1 for anyone else.
func (l Live) Side(team string) int {
	switch team {
	case l.A:
		return 0
	case l.B:
		return 1
	}
	return -1
}

// team returns the team of side.
func (l Live) team(side int) string {
	if side == 0 {
		return l.A
	}
	return l.B
}

// Current returns the last question begun, or nil before the first.
func (l Live) Current() *LiveQuestion {
	if len(l.Questions) == 0 {
		return nil
	}
	return &l.Questions[len(l.Questions)-1]
}

// inPlay returns the question in play (begun, not over), or nil.
func (l Live) inPlay() *LiveQuestion {
	if q := l.Current(); q != nil && q.Phase != PhaseOver {
		return q
	}
	return nil
}

// Phase returns where the fight stands: the question in play's phase,
// idle between questions, done after the last.
func (l Live) Phase() Phase {
	if q := l.inPlay(); q != nil {
		return q.Phase
	}
	if l.Done() {
		return PhaseDone
	}
	return PhaseIdle
}

// Apply folds one event into the state. It refuses an event stamped before
// the last one (the clock never runs backwards) and one that does not fit
// the state, which means a damaged log.
func (l *Live) Apply(e LiveEvent) error {
	if _, ok := e.(LiveOpened); !ok && l.A == "" {
		return bad(e, "the fight is not opened")
	}
	if e.Stamp().Before(l.Clock) {
		return bad(e, "stamped before the last event")
	}
	var err error
	switch e := e.(type) {
	case LiveOpened:
		if l.A != "" {
			return bad(e, "the fight is already open")
		}
		*l = Live{A: e.A, B: e.B, Settings: e.Settings, Questions: []LiveQuestion{}, Presses: buzzer.Log{}}
	case LiveAttention:
		l.Questions = append(l.Questions, LiveQuestion{Number: e.Question, Extra: e.Extra, Phase: PhaseReading, Attention: e.At})
		l.Snapshots = nil
	case LivePressed:
		err = l.applyPress(e)
	default:
		q := l.inPlay()
		if removal, ok := e.(LiveQuestionRemoved); ok && q == nil {
			q = l.Current() // a question may be removed once over
			if q == nil || q.Removed() || q.Number != removal.Question {
				return bad(e, "no such question to remove")
			}
		}
		if undo, ok := e.(LiveRulingUndone); ok && q == nil {
			q = l.Current()
			if q == nil || q.Number != undo.Question {
				return bad(e, "no such question")
			}
		}
		if q == nil {
			return bad(e, "no question in play")
		}
		err = l.applyQuestion(q, e)
	}
	if err != nil {
		return err
	}
	l.Clock = e.Stamp()
	return nil
}

// applyPress logs a press and what it does to the question in play.
func (l *Live) applyPress(e LivePressed) error {
	if e.Entry.Seq != l.Presses.Next() {
		return bad(e, "out of sequence")
	}
	l.Presses = append(l.Presses, e.Entry)
	q := l.inPlay()
	if q == nil || q.Number != e.Entry.Question {
		return nil
	}
	side := l.Side(e.Entry.Press.Seat)
	switch e.Entry.Verdict {
	case buzzer.VerdictFalseStart:
		q.Lost[side] = LostFalseStart
	case buzzer.VerdictPending:
		if q.Phase == PhaseClean {
			q.stopClock()
			q.Phase, q.Window = PhaseDeciding, e.Window
		}
		q.Pending = append(q.Pending, e.Entry.Seq)
	}
	return nil
}

// applyQuestion folds an event of the question q in play.
func (l *Live) applyQuestion(q *LiveQuestion, e LiveEvent) error {
	switch e := e.(type) {
	case LiveTimeStarted:
		if q.Phase != PhaseReading {
			return bad(e, "not reading")
		}
		q.Phase, q.Signal, q.Deadline, q.WarnAt = PhaseClean, e.At, e.Deadline, e.WarnAt
	case LiveAnswering:
		side := l.Side(e.Team)
		if side < 0 || !q.HasRight(side) {
			return bad(e, "the team has no right to answer")
		}
		ev := map[int]*buzzer.Evidence{}
		for i := range e.Evidence {
			ev[e.Evidence[i].Seq] = &e.Evidence[i]
		}
		for _, seq := range append(q.Pending, e.Seq) {
			if p := l.Presses.Find(seq); p != nil {
				p.Verdict = buzzer.VerdictBeaten
				if seq == e.Seq {
					p.Verdict = buzzer.VerdictFirst
				}
				if x := ev[seq]; x != nil {
					c := *x
					p.Evidence = &c
				}
			}
		}
		q.stopClock()
		q.Pending = nil
		q.Phase, q.Answering, q.Seq, q.PressedAt, q.DelayEnds = PhaseAnswering, e.Team, e.Seq, e.PressedAt, e.DelayEnds
	case LiveRuled:
		if q.Phase != PhaseAnswering || q.Answering != e.Team {
			return bad(e, "the team is not answering")
		}
		l.Snapshots = append(l.Snapshots, LiveSnapshot{Ruling: e, Before: q.clone()})
		if e.Ruling == RulingRight {
			q.Taker = e.Team
			return nil
		}
		q.Lost[l.Side(e.Team)] = string(e.Ruling)
		q.Answering, q.Seq, q.PressedAt, q.DelayEnds = "", 0, time.Time{}, time.Time{}
		if e.Opponent != "" {
			q.Phase, q.Deadline, q.WarnAt, q.Warned = PhaseClean, e.Deadline, e.WarnAt, false
		}
	case LiveWarning:
		q.Warned = true
	case LiveQuestionOver:
		q.stopClock()
		q.Phase, q.Taker, q.End, q.Answering, q.Pending = PhaseOver, e.Taker, e.End, "", nil
	case LiveQuestionRemoved:
		q.stopClock()
		q.Phase, q.Taker, q.End, q.Reason, q.Answering, q.Pending = PhaseOver, "", EndRemoved, e.Reason, "", nil
		l.Snapshots = nil
	case LiveRulingUndone:
		n := len(l.Snapshots)
		if n == 0 || q.Removed() {
			return bad(e, "no ruling to undo")
		}
		*q = l.Snapshots[n-1].Before.clone()
		l.Snapshots = l.Snapshots[:n-1]
	default:
		return bad(e, "unknown event")
	}
	return nil
}

// bad is the error of an event that does not fit the state.
func bad(e LiveEvent, why string) error {
	return turnir.Errorf(turnir.EINTERNAL, "live Brain-ring event %s at %s does not fit the fight: %s",
		"событие живого боя Брейн-ринга %s в %s не подходит к бою: %s", e.LiveType(), e.Stamp().Format(time.RFC3339Nano), why)
}
