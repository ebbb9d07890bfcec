package puzzleswiss

import (
	"fmt"
	"maps"
	"slices"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss/puzzle"
)

// Report is what Verify found: the kit's report (commands re-run, lots,
// draws, scorings, mismatches) and the answers re-judged.
type Report struct {
	es.Report
	Checks int  `json:"checks"` // answers re-judged against the key (P10)
	Final  bool `json:"final"`  // the tournament is finished
}

// Counts says what Verify re-made (es.Verdict).
func (r *Report) Counts() string {
	return fmt.Sprintf("%d events replayed; commands re-run %d, seed commitment and lots checked %d, draws re-made %d, answers re-judged %d, round scorings re-computed %d",
		r.Events, r.Inputs, r.Lots, r.Draws, r.Checks, r.Scorings)
}

// reissues are the commands Verify re-runs as they were given, payload
// for payload. The clock's own steps (a round opened, the tournament
// finished by the clock) are not commands: their times are the clock's,
// and what they decide (draws, scorings) is re-made by the checks below.
var reissues es.Reissues[*Tournament]

func init() {
	es.Command(&reissues, EvCreated, func(t *Tournament, d Created, m es.Meta) ([]turnir.Event, error) {
		if t.Version > 0 {
			return nil, turnir.Errorf(turnir.ECONFLICT, "the tournament exists already", "турнир уже создан")
		}
		return create(m, d.ID, d.Name, d.Settings, d.Commitment)
	})
	es.Command(&reissues, EvSettingsChanged, func(t *Tournament, d SettingsChanged, m es.Meta) ([]turnir.Event, error) {
		return t.ChangeSettings(m, d.Settings)
	})
	es.Command(&reissues, EvPuzzlesSet, func(t *Tournament, d PuzzlesSet, m es.Meta) ([]turnir.Event, error) {
		return t.SetPuzzles(m, puzzle.Set{Puzzles: d.Puzzles})
	})
	es.Command(&reissues, EvRegistered, func(t *Tournament, d Registered, m es.Meta) ([]turnir.Event, error) {
		return t.register(d.ID, d.Name, d.TokenHash, m.At)
	})
	es.Command(&reissues, EvWithdrew, func(t *Tournament, d Withdrew, m es.Meta) ([]turnir.Event, error) {
		return t.Withdraw(m, d.ID)
	})
	es.Command(&reissues, EvDisqualified, func(t *Tournament, d Disqualified, m es.Meta) ([]turnir.Event, error) {
		return t.Disqualify(m, d.ID)
	})
	es.Command(&reissues, EvStarted, func(t *Tournament, d Started, m es.Meta) ([]turnir.Event, error) {
		return t.Start(d.ID, m.At)
	})
	es.Command(&reissues, EvResultEntered, func(t *Tournament, d ResultEntered, m es.Meta) ([]turnir.Event, error) {
		return t.EnterResult(m, d.Round, d.ID, d.Solved, d.Time)
	})
	es.Command(&reissues, EvRoundExtended, func(t *Tournament, d RoundExtended, m es.Meta) ([]turnir.Event, error) {
		return t.Extend(m, d.Round, d.By)
	})
	es.Command(&reissues, EvRoundPaused, func(t *Tournament, d RoundPaused, m es.Meta) ([]turnir.Event, error) {
		return t.Pause(m, d.Round)
	})
	es.Command(&reissues, EvRoundResumed, func(t *Tournament, d RoundResumed, m es.Meta) ([]turnir.Event, error) {
		return t.Resume(m, d.Round)
	})
	es.Command(&reissues, EvRoundRestarted, func(t *Tournament, d RoundRestarted, m es.Meta) ([]turnir.Event, error) {
		return t.Restart(m, d.Round)
	})
	es.Command(&reissues, EvPublished, func(t *Tournament, _ Published, m es.Meta) ([]turnir.Event, error) {
		return t.Publish(m)
	})
}

// Verify replays a tournament's log, re-runs every command on the state
// before it, and re-makes every decision that the log stores: the seed
// against its published commitment, the lot numbers and the round-1 draw
// from the revealed seed, every later draw from the standings at that
// moment, every answer against the key and every round's scoring from the
// recorded presses. A mismatch means the log was not produced by these
// rules (or the rules changed since).
func Verify(events []turnir.Event) (*Report, error) {
	out := &Report{}
	t, rep, err := es.Verify(es.Spec[*Tournament]{
		Kind: "puzzle Swiss", Created: EvCreated, New: New, Reissues: &reissues,
		Before: map[string]es.Check[*Tournament]{
			EvBegun:       checkBegun,
			EvRoundPaired: checkDraw,
			EvChecked:     func(t *Tournament, e turnir.Event, r *es.Report) { checkAnswer(t, e, r, out) },
			EvRoundClosed: checkScoring,
			EvFinished:    checkFinish,
		},
	}, events)
	if err != nil {
		return nil, err
	}
	out.Report, out.Final = *rep, t.Phase == PhaseFinished
	return out, nil
}

// decode reads e's payload into a D, or records why it cannot.
func decode[D any](e turnir.Event, rep *es.Report) (D, bool) {
	var d D
	if err := e.Decode(&d); err != nil {
		rep.Bad(e, "%s", es.Message(err))
		return d, false
	}
	return d, true
}

// checkBegun checks the revealed seed against the commitment published at
// creation and re-runs Begin, which re-draws the lot numbers (P5).
func checkBegun(t *Tournament, e turnir.Event, rep *es.Report) {
	d, ok := decode[Begun](e, rep)
	if !ok {
		return
	}
	rep.Lots++
	seed, ok := es.Revealed(rep, e, "", d.Seed, t.Commitment)
	if !ok {
		return
	}
	if e.Actor == System {
		// The clock's Begin (a scheduled start): at the deadline, with
		// round 1 at the scheduled start.
		at, first := t.beginTimes()
		if !t.BeginDue(e.At) || !e.At.Equal(at) || !d.FirstRoundAt.Equal(first) {
			rep.Bad(e, "the clock began the tournament at %s for round 1 at %s; the schedule says %s and %s",
				e.At.Format(time.RFC3339), d.FirstRoundAt.Format(time.RFC3339), at.Format(time.RFC3339), first.Format(time.RFC3339))
		}
	}
	evs, err := t.Begin(es.At(e.At, e.Actor, ""), seed, d.FirstRoundAt)
	if err != nil {
		rep.Bad(e, "the command refuses it: %s", es.Message(err))
		return
	}
	want, ok := decode[Begun](evs[0], rep)
	if ok && !maps.Equal(want.Lots, d.Lots) {
		rep.Bad(e, "the lot numbers differ from those the seed gives")
	}
	if ok && want.Rounds != d.Rounds {
		rep.Bad(e, "rounds fixed: %d; the rules give %d (P1)", d.Rounds, want.Rounds)
	}
}

// checkDraw re-makes a round's draw: round 1 from the revealed seed (P5),
// every later one from the standings at that moment (P6, P7).
func checkDraw(t *Tournament, e turnir.Event, rep *es.Report) {
	d, ok := decode[RoundPaired](e, rep)
	if !ok {
		return
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
			rep.Bad(e, "round %d: the draw cannot be re-made: %v", d.Round, es.Message(err))
			return
		}
	}
	if !slices.Equal(pairs, d.Pairs) || bye != d.Bye {
		rep.Bad(e, "round %d: the stored draw differs from the rules' draw (stored %v bye %q, rules %v bye %q)", d.Round, d.Pairs, d.Bye, pairs, bye)
	}
}

// checkAnswer re-runs the Check: the solver could press it then, and the
// key judges the answer as the log says (P10).
func checkAnswer(t *Tournament, e turnir.Event, rep *es.Report, out *Report) {
	d, ok := decode[Checked](e, rep)
	if !ok {
		return
	}
	out.Checks++
	evs, correct, err := t.Check(d.ID, d.Answer, e.At)
	switch {
	case err != nil:
		rep.Bad(e, "the command refuses it: %s", es.Message(err))
	case correct != d.Correct:
		rep.Bad(e, "answer %q of %s in round %d was judged %v; the key says %v", d.Answer, d.ID, d.Round, d.Correct, correct)
	case len(evs) != 1 || es.JSONDiff(e.Data, evs[0].Data) != "":
		rep.Bad(e, "the stored Check differs from what the command writes")
	}
}

// checkScoring re-computes a round's results from the recorded presses
// (P11) and, for a round an organizer closed early, re-runs that decision.
func checkScoring(t *Tournament, e turnir.Event, rep *es.Report) {
	d, ok := decode[RoundClosed](e, rep)
	if !ok {
		return
	}
	rep.Scorings++
	r := t.Round(d.Round)
	if r == nil {
		return // the replay refuses it
	}
	if want := Score(r, t.Settings); !maps.Equal(want, d.Results) {
		rep.Bad(e, "round %d: the stored results differ from the scoring of the recorded presses", d.Round)
	}
	if e.Actor != System {
		if _, err := t.CloseRound(es.MetaOf(e), d.Round); err != nil {
			rep.Bad(e, "the decision is refused: %s", es.Message(err))
		}
	}
}

// checkFinish re-runs an organizer's early finish; the clock's own finish
// after the last round is the clock's.
func checkFinish(t *Tournament, e turnir.Event, rep *es.Report) {
	if e.Actor == System {
		return
	}
	if _, err := t.Finish(es.MetaOf(e)); err != nil {
		rep.Bad(e, "the decision is refused: %s", es.Message(err))
	}
}
