package brainring

import (
	"bytes"
	"encoding/json"
)

// Remake re-makes a stored live event e (any but the opening) from l, the
// state before it, for a module's Verify: it re-runs the command that
// writes an event of e's type (a press by Press, a ruling by Rule, a
// warning, a time-up or a fair decision by Due ...) with e's time and
// arguments and returns what it writes first. An event that followed
// another in one command (an answering after its press, a question over
// after its ruling) is the event after prev in that command re-run on
// before, the state before prev (nil when prev was the first event). The
// caller compares the result with e; what cannot be re-made comes back as
// the command's first event or its refusal, which then differs.
func Remake(l Live, e LiveEvent, before *Live, prev LiveEvent) (LiveEvent, error) {
	lead, err := leadCommand(l, e)
	if err == nil && len(lead) > 0 && sameEvent(lead[0], e) {
		return lead[0], nil
	}
	if before != nil && prev != nil && prev.Stamp().Equal(e.Stamp()) {
		if again, aerr := leadCommand(*before, prev); aerr == nil {
			for i := 0; i+1 < len(again); i++ {
				if sameEvent(again[i], prev) {
					return again[i+1], nil
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
	return lead[0], nil
}

// leadCommand runs on l the command that writes an event of e's type,
// with e's time and arguments.
func leadCommand(l Live, e LiveEvent) ([]LiveEvent, error) {
	at := e.Stamp()
	switch e := e.(type) {
	case LiveAttention:
		return l.Attention(at)
	case LiveTimeStarted:
		return l.Time(at)
	case LivePressed:
		return l.Press(e.Entry.Press)
	case LiveRuled:
		return l.Rule(at, e.Ruling)
	case LiveQuestionRemoved:
		return l.Remove(at, e.Reason)
	case LiveRulingUndone:
		return l.Undo(at, e.Reason)
	}
	return l.Due(at), nil
}

// sameEvent reports whether two events are the same fact: the same type
// and the same payload as stored (JSON).
func sameEvent(a, b LiveEvent) bool {
	if a.LiveType() != b.LiveType() {
		return false
	}
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}
