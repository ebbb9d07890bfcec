package brainring

import (
	"slices"
	"time"

	"turnir"
)

// Phase is where a live fight stands.
type Phase string

// The phases of a live fight. A question goes reading -> clean ->
// (deciding ->) answering -> clean (the opponent's 20 s) -> ... -> over;
// the fight is idle between questions and done after the last.
const (
	PhaseIdle      Phase = "idle"      // no question in play
	PhaseReading   Phase = "reading"   // "Attention, question N": a press is a false start (C10)
	PhaseClean     Phase = "clean"     // a clock runs: the first valid press stops it (C9, C12)
	PhaseDeciding  Phase = "deciding"  // fair mode: the clock stopped, the grace window collects presses
	PhaseAnswering Phase = "answering" // a team has the button; the host listens and rules (C11, C13)
	PhaseOver      Phase = "over"      // the question is over or removed
	PhaseDone      Phase = "done"      // every question is played (C7, F4)
)

// Ruling is the host's judgement of an answer (C11, C13).
type Ruling string

// The host's rulings. All but RulingRight cost the team its right to
// answer this question; they differ only in what the log says.
const (
	RulingRight     Ruling = "right"     // the point (C13)
	RulingWrong     Ruling = "wrong"     // a wrong answer (C12)
	RulingPrompting Ruling = "prompting" // the answering player was prompted (C11)
	RulingDelay     Ruling = "delay"     // the answer came more than 5 s late, in the host's judgement (C11)
)

// LostFalseStart is why a team lost its right by a false start (C10); the
// other reasons are the Rulings.
const LostFalseStart = "false_start"

// End is how a question ended (C14).
type End string

// How a question ends.
const (
	EndRight    End = "right"     // a team answered right and took it
	EndBothLost End = "both_lost" // each team answered wrong, false-started or lost its right
	EndTimeUp   End = "time_up"   // the running clock ran out
	EndRemoved  End = "removed"   // removed, to be replaced (C14)
)

// valid reports whether r is one of the rulings.
func (r Ruling) valid() bool {
	return r == RulingRight || r == RulingWrong || r == RulingPrompting || r == RulingDelay
}

// checkRuling refuses an unknown ruling.
func checkRuling(r Ruling) error {
	if !r.valid() {
		return turnir.Errorf(turnir.EINVALID, "%q is not a ruling: right, wrong, prompting or delay",
			"%q — не решение ведущего: right, wrong, prompting или delay", r)
	}
	return nil
}

// LiveQuestion is one question as it is played. Teams are by side: index 0
// is the fight's A, 1 its B.
type LiveQuestion struct {
	Number    int       `json:"number"`
	Extra     bool      `json:"extra,omitempty"`
	Phase     Phase     `json:"phase"`
	Attention time.Time `json:"attention"`         // "Attention, question N"
	Signal    time.Time `json:"signal,omitzero"`   // "Time"
	Deadline  time.Time `json:"deadline,omitzero"` // the running clock's end; zero while none runs
	WarnAt    time.Time `json:"warn_at,omitzero"`  // its warning; zero for none
	Warned    bool      `json:"warned,omitempty"`
	// Lost says why each side lost its right to answer this question:
	// LostFalseStart or a Ruling; "" while it has it.
	Lost [2]string `json:"lost"`
	// Answering is the team with the button, its press Seq, when the
	// press stopped the clock and when the host's 5-s count ends.
	Answering string    `json:"answering,omitempty"`
	Seq       int       `json:"seq,omitempty"`
	PressedAt time.Time `json:"pressed_at,omitzero"`
	DelayEnds time.Time `json:"delay_ends,omitzero"`
	// Window is the end of the fair mode's grace window, Pending the
	// presses in it.
	Window  time.Time `json:"window,omitzero"`
	Pending []int     `json:"pending,omitempty"`
	Taker   string    `json:"taker,omitempty"`
	End     End       `json:"end,omitempty"`
	Reason  string    `json:"reason,omitempty"` // why it was removed
}

// Removed reports whether the question was removed (C14).
func (q LiveQuestion) Removed() bool { return q.End == EndRemoved }

// HasRight reports whether side still may answer.
func (q LiveQuestion) HasRight(side int) bool { return q.Lost[side] == "" }

// falseStarted reports whether a false start is already marked (C10:
// only the first early press is).
func (q LiveQuestion) falseStarted() bool {
	return q.Lost[0] == LostFalseStart || q.Lost[1] == LostFalseStart
}

// stopClock clears the running clock and the grace window.
func (q *LiveQuestion) stopClock() {
	q.Deadline, q.WarnAt, q.Window = time.Time{}, time.Time{}, time.Time{}
}

// clone copies q with its own Pending.
func (q LiveQuestion) clone() LiveQuestion {
	q.Pending = slices.Clone(q.Pending)
	return q
}

// LiveSnapshot is the question as it was before a ruling, kept so that
// the ruling can be undone.
type LiveSnapshot struct {
	Ruling LiveRuled    `json:"ruling"`
	Before LiveQuestion `json:"before"`
}
