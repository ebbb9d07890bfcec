package teamchess

import (
	"fmt"
	"maps"
	"slices"

	"turnir"
	"turnir/es"
)

// Report is what Verify found: the kit's report (events re-made by their
// commands, lots, pairings and scorings re-made, mismatches) and the
// pairings made by hand or by the fallback.
type Report struct {
	es.Report
	ByHand     int  `json:"by_hand"`               // pairings made by the arbiters, re-run through PairManually (K3 only)
	Fallbacks  int  `json:"fallbacks"`             // of Draws, those re-made by the no-repeat fallback
	LookAheads int  `json:"look_aheads,omitempty"` // of Draws, those re-made by the look-ahead
	Final      bool `json:"final"`                 // the event is finished
}

// Counts says what Verify re-made (es.Verdict).
func (r *Report) Counts() string {
	return fmt.Sprintf("%d events replayed; inputs re-run through their commands %d, lots checked %d, pairings re-made %d (by the fallback %d, by the look-ahead %d, by hand %d), round scorings re-computed %d",
		r.Events, r.Inputs, r.Lots, r.Draws, r.Fallbacks, r.LookAheads, r.ByHand, r.Scorings)
}

// reissues are the commands Verify re-runs as they were given and
// compares payload for payload.
var reissues es.Reissues[*Tournament]

func init() {
	es.Command(&reissues, EvCreated, func(t *Tournament, d Created, m es.Meta) ([]turnir.Event, error) {
		if t.Version > 0 {
			return nil, turnir.Errorf(turnir.ECONFLICT, "the event exists already", "турнир уже создан")
		}
		return create(m, d.ID, d.Name, d.Config, d.Commitment)
	})
	es.Command(&reissues, EvConfigured, func(t *Tournament, d Configured, m es.Meta) ([]turnir.Event, error) {
		return t.Configure(m, d.Config)
	})
	es.Command(&reissues, EvTeamRegistered, func(t *Tournament, d TeamRegistered, m es.Meta) ([]turnir.Event, error) {
		return t.RegisterTeam(m, d.ID, d.Roster)
	})
	es.Command(&reissues, EvRosterAmended, func(t *Tournament, d RosterAmended, m es.Meta) ([]turnir.Event, error) {
		return t.AmendRoster(m, d.ID, d.Roster)
	})
	es.Command(&reissues, EvPairingUndone, func(t *Tournament, _ PairingUndone, m es.Meta) ([]turnir.Event, error) {
		return t.UndoPairing(m)
	})
	es.Command(&reissues, EvDrawScheduled, func(t *Tournament, d DrawScheduled, m es.Meta) ([]turnir.Event, error) {
		return t.ScheduleDraw(m, d.At)
	})
	es.Command(&reissues, EvTeamRefused, func(t *Tournament, d TeamRefused, m es.Meta) ([]turnir.Event, error) {
		return t.RefuseTeam(m, d.Roster)
	})
	es.Command(&reissues, EvTeamWithdrawn, func(t *Tournament, d TeamWithdrawn, m es.Meta) ([]turnir.Event, error) {
		return t.WithdrawTeam(m, d.ID)
	})
	es.Command(&reissues, EvResultsEntered, func(t *Tournament, d ResultsEntered, m es.Meta) ([]turnir.Event, error) {
		return t.EnterResults(m, d.Round, d.Match, d.Results)
	})
	es.Command(&reissues, EvFinished, func(t *Tournament, _ Finished, m es.Meta) ([]turnir.Event, error) {
		return t.Finish(m)
	})
}

// Verify replays an event's log and re-runs every command that wrote it on
// the state before it. The decisions are re-made by checks of their own:
// the revealed seed against its commitment, the lots and starting order
// from the seed, every pairing made by the engine from the results before
// it (K3, never a repeat, also in a pairing by hand), and every round's
// game points from the entered results (K4).
func Verify(events []turnir.Event) (*Report, error) {
	out := &Report{}
	events = slices.Clone(events)
	for i := range events {
		events[i] = upcast(events[i])
	}
	t, rep, err := es.Verify(es.Spec[*Tournament]{
		Kind: "team chess", Created: EvCreated, New: New, Reissues: &reissues,
		Before: map[string]es.Check[*Tournament]{
			EvBegun:       checkBegun,
			EvRoundPaired: func(t *Tournament, e turnir.Event, r *es.Report) { checkPairing(t, e, r, out) },
			EvRoundClosed: checkScoring,
		},
	}, events)
	if err != nil {
		return nil, err
	}
	out.Report, out.Final = *rep, t.Phase == PhaseFinished
	return out, nil
}

// checkBegun re-makes the lots and the starting order from the revealed
// seed, after checking it against the commitment published at creation.
func checkBegun(t *Tournament, e turnir.Event, rep *es.Report) {
	var d Begun
	if err := e.Decode(&d); err != nil {
		rep.Bad(e, "%s", es.Message(err))
		return
	}
	rep.Lots++
	seed, ok := es.Revealed(rep, e, "", d.Seed, t.Commitment)
	if !ok {
		return
	}
	evs, err := t.Begin(es.At(e.At, e.Actor, ""), seed)
	if err != nil {
		rep.Bad(e, "the command refuses it: %s", es.Message(err))
		return
	}
	var want Begun
	if err := evs[0].Decode(&want); err != nil {
		rep.Bad(e, "%s", es.Message(err))
		return
	}
	if !maps.Equal(want.Lots, d.Lots) || !slices.Equal(want.Start, d.Start) || want.InitialColour != d.InitialColour {
		rep.Bad(e, "the lots, starting order or first colour differ from those the seed gives")
	}
}

// checkPairing re-makes a round's pairing: by the Dutch engine (or its
// fallback, only when the engine finds none), or, for a pairing by hand,
// re-runs PairManually, which holds it to K3; and no pairing may repeat
// a meeting.
func checkPairing(t *Tournament, e turnir.Event, rep *es.Report, out *Report) {
	var d RoundPaired
	if err := e.Decode(&d); err != nil {
		rep.Bad(e, "%s", es.Message(err))
		return
	}
	met := map[[2]string]int{}
	for _, r := range t.Rounds {
		for _, m := range r.Matches {
			met[[2]string{m.White, m.Black}], met[[2]string{m.Black, m.White}] = r.N, r.N
		}
	}
	for _, m := range d.Matches {
		if r, again := met[[2]string{m.White, m.Black}]; again {
			rep.Bad(e, "round %d: %s and %s met already in round %d (K3)", d.Round, m.White, m.Black, r)
		}
	}
	if d.ByHand {
		out.ByHand++
		if _, err := t.PairManually(es.MetaOf(e), d.Matches, d.Bye); err != nil {
			rep.Bad(e, "round %d: the pairing by hand is refused: %s", d.Round, es.Message(err))
		}
		return
	}
	rep.Draws++
	pair := t.pairNext
	if d.LookAhead {
		out.LookAheads++
		if want, _, err := t.enginePairing(); err == nil && t.completable(want) {
			rep.Bad(e, "round %d: paired by the look-ahead, but the engine's pairing leaves the event completable", d.Round)
		}
		pair = func() (RoundPaired, error) {
			la, ok := t.lookAheadPairing()
			if !ok {
				return RoundPaired{}, turnir.Errorf(turnir.ECONFLICT, "no look-ahead pairing", "нет пары с просмотром вперёд")
			}
			return la, nil
		}
	} else if d.Fallback {
		out.Fallbacks++
		pair = t.fallbackPairing
		if _, err := t.pairNext(); err == nil {
			rep.Bad(e, "round %d: paired by the fallback, but the Dutch engine pairs it", d.Round)
		}
	}
	want, err := pair()
	if err != nil {
		rep.Bad(e, "round %d: the pairing cannot be re-made: %v", d.Round, es.Message(err))
		return
	}
	if !slices.Equal(want.Matches, d.Matches) || want.Bye != d.Bye {
		rep.Bad(e, "round %d: the stored pairing differs from the rules' pairing (stored %v bye %q, rules %v bye %q)",
			d.Round, d.Matches, d.Bye, want.Matches, want.Bye)
	}
}

// checkScoring re-runs CloseRound: every game has its result, and the
// stored game points are those the entered results give (K4).
func checkScoring(t *Tournament, e turnir.Event, rep *es.Report) {
	var d RoundClosed
	if err := e.Decode(&d); err != nil {
		rep.Bad(e, "%s", es.Message(err))
		return
	}
	rep.Scorings++
	evs, err := t.CloseRound(es.At(e.At, e.Actor, ""), d.Round)
	if err != nil {
		rep.Bad(e, "round %d: the command refuses it: %s", d.Round, es.Message(err))
		return
	}
	var want RoundClosed
	if err := evs[0].Decode(&want); err != nil {
		rep.Bad(e, "%s", es.Message(err))
		return
	}
	if !maps.Equal(want.Points, d.Points) {
		rep.Bad(e, "round %d: the stored game points differ from the entered results", d.Round)
	}
}
