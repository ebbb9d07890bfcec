package teamchess

import (
	"fmt"
	"maps"
	"slices"

	"turnir"
)

// Report is what Verify found: how many decisions it re-made and every one
// that differs from the log.
type Report struct {
	Draws      int      `json:"draws"`      // round pairings re-made (K3)
	ByHand     int      `json:"by_hand"`    // pairings made by the arbiters, checked for K3 only
	Fallbacks  int      `json:"fallbacks"`  // of Draws, those re-made by the no-repeat fallback
	Lots       int      `json:"lots"`       // seed commitment, lots and starting order checked
	Scorings   int      `json:"scorings"`   // round scores re-computed (K4)
	Mismatches []string `json:"mismatches"` // empty when the log is confirmed
	Events     int      `json:"events"`     // events replayed
	Final      bool     `json:"final"`      // the event is finished
}

// OK reports whether every decision was confirmed.
func (r *Report) OK() bool { return len(r.Mismatches) == 0 }

// Verify replays an event's log and re-makes the decisions it stores: the
// revealed seed against its commitment, the lots and starting order from
// the seed, every pairing made by the engine from the results before it,
// no repeat meeting in any pairing, and every round's game points from the
// entered results.
func Verify(events []turnir.Event) (*Report, error) {
	t := New()
	rep := &Report{}
	bad := func(format string, args ...any) {
		rep.Mismatches = append(rep.Mismatches, fmt.Sprintf(format, args...))
	}
	met := map[[2]string]int{}
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
			want := t.draw(seed, t.entered())
			if !maps.Equal(want.Lots, d.Lots) || !slices.Equal(want.Start, d.Start) || want.InitialColour != d.InitialColour {
				bad("event %d: the lots, starting order or first colour differ from those the seed gives", e.Version)
			}
		case EvRoundPaired:
			var d RoundPaired
			if err := e.Decode(&d); err != nil {
				return nil, err
			}
			for _, m := range d.Matches {
				if r, again := met[[2]string{m.White, m.Black}]; again {
					bad("round %d: %s and %s met already in round %d (K3)", d.Round, m.White, m.Black, r)
				}
				met[[2]string{m.White, m.Black}], met[[2]string{m.Black, m.White}] = d.Round, d.Round
			}
			if d.ByHand {
				rep.ByHand++
				break
			}
			rep.Draws++
			pair := t.pairNext
			if d.Fallback {
				rep.Fallbacks++
				pair = t.fallbackPairing
				if _, err := t.pairNext(); err == nil {
					bad("round %d: paired by the fallback, but the Dutch engine pairs it", d.Round)
				}
			}
			want, err := pair()
			if err != nil {
				bad("round %d: the pairing cannot be re-made: %v", d.Round, err)
				break
			}
			if !slices.Equal(want.Matches, d.Matches) || want.Bye != d.Bye {
				bad("round %d: the stored pairing differs from the rules' pairing (stored %v bye %q, rules %v bye %q)",
					d.Round, d.Matches, d.Bye, want.Matches, want.Bye)
			}
		case EvRoundClosed:
			var d RoundClosed
			if err := e.Decode(&d); err != nil {
				return nil, err
			}
			rep.Scorings++
			r := t.Round(d.Round)
			if r == nil {
				break
			}
			want := map[string]int{}
			for i, m := range r.Matches {
				want[m.White], want[m.Black], _ = t.Config.Score(m, r.Results[i])
			}
			if r.Bye != "" {
				want[r.Bye] = t.Config.ByeGamePoints
			}
			if !maps.Equal(want, d.Points) {
				bad("round %d: the stored game points differ from the entered results", d.Round)
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
