package festival

import (
	"encoding/json"
	"fmt"
	"reflect"

	"turnir"
)

// SvoyaReport is what VerifySvoya found.
type SvoyaReport struct {
	Events     int      `json:"events"`     // events replayed
	Decisions  int      `json:"decisions"`  // seatings and play-off rounds re-made
	Lots       int      `json:"lots"`       // revealed seeds checked against their commitments
	Mismatches []string `json:"mismatches"` // what the log holds that the rules do not give
}

// OK reports whether every decision followed from the log.
func (r SvoyaReport) OK() bool { return len(r.Mismatches) == 0 }

// VerifySvoya replays a festival's log and, at each stored decision of the
// Svoya igra tournament (the seating of the groups, S7 and S9; the S3 seat
// draw; each play-off round, S11), re-makes it with the same command on
// the state just before it and compares the result with what the log
// holds. A seat draw's revealed seed is checked against its commitment.
// Replay itself never re-runs a decision; this is the audit that does.
func VerifySvoya(events []turnir.Event) (SvoyaReport, error) {
	var rep SvoyaReport
	f := New()
	for _, e := range events {
		if redo := f.svoyaRedo(e); redo != nil {
			rep.Decisions++
			if d, ok := seatLot(e); ok {
				rep.Lots++
				if l := f.lot(SvoyaSeatLot); l == nil || !verifySeed(d.Seed, l.Commitment) {
					rep.Mismatches = append(rep.Mismatches, fmt.Sprintf("#%d %s: the revealed seed does not match the published commitment", e.Version, e.Type))
				}
			}
			evs, err := redo()
			switch {
			case err != nil:
				rep.Mismatches = append(rep.Mismatches, fmt.Sprintf("#%d %s: the rules refuse it now: %v", e.Version, e.Type, err))
			case len(evs) != 1 || evs[0].Type != e.Type:
				rep.Mismatches = append(rep.Mismatches, fmt.Sprintf("#%d %s: the rules give %d other events", e.Version, e.Type, len(evs)))
			case !sameJSON(evs[0].Data, e.Data):
				rep.Mismatches = append(rep.Mismatches, fmt.Sprintf("#%d %s: the log holds %s, the rules give %s", e.Version, e.Type, e.Data, evs[0].Data))
			}
		}
		if err := f.Apply(e); err != nil {
			return rep, err
		}
		rep.Events++
	}
	return rep, nil
}

// svoyaRedo returns the command that makes the decision e records, run on
// the current state, or nil when e is not such a decision.
func (f *Festival) svoyaRedo(e turnir.Event) func() ([]turnir.Event, error) {
	switch e.Type {
	case EvSvoyaSeated:
		var d SvoyaSeated
		if err := e.Decode(&d); err != nil {
			return func() ([]turnir.Event, error) { return nil, err }
		}
		if d.Seed == "" {
			return func() ([]turnir.Event, error) { return f.SeatSvoyaGroups(e.At, e.Actor) }
		}
		return func() ([]turnir.Event, error) {
			seed, err := turnir.ParseSeed(d.Seed)
			if err != nil {
				return nil, err
			}
			return f.DrawSvoyaSeats(seed, e.At, e.Actor)
		}
	case EvSvoyaRoundStarted:
		return func() ([]turnir.Event, error) { return f.StartSvoyaRound(e.At, e.Actor) }
	}
	return nil
}

// sameJSON compares two payloads as JSON values, so that a store that
// re-encodes them (key order, spacing) does not count as a mismatch.
func sameJSON(a, b []byte) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	return reflect.DeepEqual(x, y)
}

func verifySeed(hex, commitment string) bool {
	seed, err := turnir.ParseSeed(hex)
	return err == nil && turnir.VerifyCommitment(seed, commitment)
}
