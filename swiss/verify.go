package swiss

import (
	"fmt"
	"maps"
	"slices"

	"turnir"
)

// Report is what Verify found: how many decisions it re-made and every one
// that differs from the log.
type Report struct {
	Draws      int      `json:"draws"`      // round draws re-made (P5, P6, P7)
	Lots       int      `json:"lots"`       // seed commitments and lot numbers checked
	Scorings   int      `json:"scorings"`   // round scorings re-computed (P11)
	Checks     int      `json:"checks"`     // answers re-judged against the key (P10)
	Mismatches []string `json:"mismatches"` // empty when the log is confirmed
	Events     int      `json:"events"`     // events replayed
	Final      bool     `json:"final"`      // the tournament is finished
}

// OK reports whether every decision was confirmed.
func (r *Report) OK() bool { return len(r.Mismatches) == 0 }

// Verify replays a tournament's log and re-makes every decision that the
// log stores: the seed against its published commitment, the lot numbers
// and the round-1 draw from the revealed seed, every later draw from the
// standings at that moment, every answer against the key and every round's
// scoring from the recorded presses. A mismatch means the log was not
// produced by these rules (or the rules changed since).
func Verify(events []turnir.Event) (*Report, error) {
	t := New()
	rep := &Report{}
	bad := func(format string, args ...any) {
		rep.Mismatches = append(rep.Mismatches, fmt.Sprintf(format, args...))
	}
	for _, e := range events {
		switch e.Type {
		case EvBegun:
			var d Begun
			if err := e.Decode(&d); err != nil {
				return nil, err
			}
			rep.Lots++
			seed, err := turnir.ParseSeed(d.Seed)
			if err != nil {
				bad("event %d: the revealed seed is unreadable: %v", e.Version, err)
				break
			}
			if !turnir.VerifyCommitment(seed, t.Commitment) {
				bad("event %d: the revealed seed does not match the commitment %s published at creation", e.Version, t.Commitment)
			}
			if want := t.drawLots(seed); !maps.Equal(want, d.Lots) {
				bad("event %d: the lot numbers differ from those the seed gives", e.Version)
			}
		case EvRoundPaired:
			var d RoundPaired
			if err := e.Decode(&d); err != nil {
				return nil, err
			}
			rep.Draws++
			var pairs [][2]string
			var bye string
			if d.Round == 1 {
				seed, _ := turnir.ParseSeed(t.Seed)
				pairs, bye = t.drawRoundOne(seed)
			} else {
				var err error
				if pairs, bye, err = t.drawNext(); err != nil {
					bad("round %d: the draw cannot be re-made: %v", d.Round, err)
					break
				}
			}
			if !slices.Equal(pairs, d.Pairs) || bye != d.Bye {
				bad("round %d: the stored draw differs from the rules' draw (stored %v bye %q, rules %v bye %q)", d.Round, d.Pairs, d.Bye, pairs, bye)
			}
		case EvChecked:
			var d Checked
			if err := e.Decode(&d); err != nil {
				return nil, err
			}
			if d.Round <= len(t.Puzzles) {
				rep.Checks++
				if ok, err := t.Puzzles[d.Round-1].Check(d.Answer); err != nil || ok != d.Correct {
					bad("event %d: answer %q of %s in round %d was judged %v; the key says %v", e.Version, d.Answer, d.ID, d.Round, d.Correct, ok)
				}
			}
		case EvRoundClosed:
			var d RoundClosed
			if err := e.Decode(&d); err != nil {
				return nil, err
			}
			rep.Scorings++
			if r := t.Round(d.Round); r != nil {
				if want := Score(r, t.Settings); !maps.Equal(want, d.Results) {
					bad("round %d: the stored results differ from the scoring of the recorded presses", d.Round)
				}
			}
		}
		if err := t.Apply(e); err != nil {
			return nil, err
		}
		rep.Events++
	}
	rep.Final = t.Phase == PhaseFinished
	return rep, nil
}
