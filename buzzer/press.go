package buzzer

import "time"

// Press is one press of a button as the server received it.
type Press struct {
	// Seat is who pressed: a team in the Brain-ring, a player's seat in
	// Svoya igra.
	Seat string `json:"seat"`
	// At is the server's stamp, taken when the whole request arrived. It
	// alone orders presses unless the fair mode is on.
	At time.Time `json:"at"`
	// Client is the press time the client reports, on the client's own
	// clock; zero when the client sends none. Only the fair mode reads it.
	Client time.Time `json:"client,omitzero"`
	// Sync is the connection's clock estimate when the press arrived (the
	// adapter's Estimator), nil when none is measured yet.
	Sync *Estimate `json:"sync,omitempty"`
}

// Verdict is what a press was judged.
type Verdict string

// The verdicts of a press. Every press gets exactly one; a press in a fair
// mode's grace window is VerdictPending until the window closes, then
// VerdictFirst or VerdictBeaten.
const (
	VerdictFirst      Verdict = "first"       // it took the button: its seat answers
	VerdictPending    Verdict = "pending"     // in the grace window, not decided yet
	VerdictBeaten     Verdict = "beaten"      // valid, but another seat's press came first
	VerdictFalseStart Verdict = "false_start" // the first press before the signal: the seat loses its right
	VerdictEarly      Verdict = "early"       // before the signal, after another seat's false start: changes nothing
	VerdictNoRight    Verdict = "no_right"    // the seat has lost its right to answer this question
	VerdictBlocked    Verdict = "blocked"     // the seat's button is blocked for a while after its false start (Svoya igra)
	VerdictDuplicate  Verdict = "duplicate"   // the seat pressed again while its press still stands
	VerdictTooLate    Verdict = "too_late"    // after the time ran out or the question was over
	VerdictClosed     Verdict = "closed"      // no question in play
)

// Entry is one line of the press log: the press, where it fell and what it
// was judged. Entries are never removed: an undone ruling or a removed
// question leaves its presses in the log.
type Entry struct {
	Seq      int     `json:"seq"`             // 1-based, the server's order of arrival
	Question int     `json:"question"`        // the question in play, 0 when none
	Phase    string  `json:"phase,omitempty"` // the phase of the game the press arrived in
	Press    Press   `json:"press"`
	Verdict  Verdict `json:"verdict"`
	// Evidence is the compensation the fair mode applied, nil in server
	// order.
	Evidence *Evidence `json:"evidence,omitempty"`
}

// Log is the press log of one fight, in the order of arrival.
type Log []Entry

// Next returns the Seq the next press gets.
func (l Log) Next() int { return len(l) + 1 }

// Find returns the entry with sequence number seq, or nil.
func (l Log) Find(seq int) *Entry {
	if seq < 1 || seq > len(l) || l[seq-1].Seq != seq {
		for i := range l {
			if l[i].Seq == seq {
				return &l[i]
			}
		}
		return nil
	}
	return &l[seq-1]
}
