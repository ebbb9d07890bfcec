package festival

import (
	"fmt"
	"reflect"

	"turnir"
	"turnir/cup"
	"turnir/es"
	"turnir/festival/solyanka"
	"turnir/festival/teamcup"
)

// Report is what Verify found in a festival's log: the kit's report
// (es.Report: events re-made, lots, draws, mismatches) and whether the cup
// reached its end.
type Report struct {
	es.Report
	// CupDone says the cup (if any) reached the awarding of the cups.
	CupDone bool `json:"cup_done,omitempty"`
}

// Mismatch is one event that does not follow from the log before it.
type Mismatch = es.Mismatch

// Reissue re-runs, on the state before e, the command that wrote e, and
// returns what it writes now (or its refusal). Verify compares the result
// with e. Each festival event type has one here; the files that wire the
// Brain-ring and Svoya igra tournaments add theirs from an init function,
// so that Verify re-makes their draws too. A type without an entry is
// still replayed through its engine by Apply.
type Reissue = es.Reissue[*Festival]

// reissues holds the Reissue of every event type Verify re-runs.
var reissues es.Reissues[*Festival]

func init() {
	for typ, r := range festivalReissues {
		RegisterReissue(typ, r)
	}
}

// festivalReissues are the commands of the festival itself and its cup.
var festivalReissues = map[string]Reissue{
	EvCreated: es.CommandOf(func(f *Festival, d Created, m es.Meta) ([]turnir.Event, error) {
		if f.Version > 0 {
			return nil, turnir.Errorf(turnir.ECONFLICT, "the festival exists already", "фестиваль уже создан")
		}
		return create(es.At(m.At, m.Actor, ""), d.ID, d.Name)
	}),
	EvTeamRegistered: es.CommandOf(func(f *Festival, d TeamRegistered, m es.Meta) ([]turnir.Event, error) {
		return f.registerTeam(es.At(m.At, m.Actor, ""), d.ID, d.Name, d.City)
	}),
	EvPlayerRegistered: es.CommandOf(func(f *Festival, d PlayerRegistered, m es.Meta) ([]turnir.Event, error) {
		return f.registerPlayer(es.At(m.At, m.Actor, ""), d.ID, d.Name, d.Team, d.Rating)
	}),
	EvCoachRegistered: es.CommandOf(func(f *Festival, d CoachRegistered, m es.Meta) ([]turnir.Event, error) {
		return f.registerCoach(es.At(m.At, m.Actor, ""), d.ID, d.Name, d.Team, d.Rating)
	}),
	EvDisqualified: es.CommandOf(func(f *Festival, d Disqualified, m es.Meta) ([]turnir.Event, error) {
		return f.Disqualify(m, d.Kind, d.ID)
	}),
	EvCommitteeDecided: es.CommandOf(func(f *Festival, d CommitteeDecided, m es.Meta) ([]turnir.Event, error) {
		return f.Decide(m, d.Subject, d.Decision)
	}),
	EvLotCommitted: es.CommandOf(func(f *Festival, d LotCommitted, m es.Meta) ([]turnir.Event, error) {
		return f.CommitLot(es.At(m.At, m.Actor, ""), d.Purpose, d.Commitment)
	}),
	teamcup.EvCupOpened: es.CommandOf(func(f *Festival, d teamcup.CupOpened, m es.Meta) ([]turnir.Event, error) {
		return f.OpenCup(es.At(m.At, m.Actor, ""), d.Config)
	}),
	teamcup.EvCupTeamEntered: es.CommandOf(func(f *Festival, d teamcup.CupTeamEntered, m es.Meta) ([]turnir.Event, error) {
		return f.EnterCupTeam(es.At(m.At, m.Actor, ""), d.Team, d.Roster)
	}),
	teamcup.EvCupRosterSet: es.CommandOf(func(f *Festival, d teamcup.CupRosterSet, m es.Meta) ([]turnir.Event, error) {
		return f.SetCupRoster(m, d.Team, d.Roster)
	}),
	teamcup.EvCupStarted: es.CommandOf(func(f *Festival, d teamcup.CupStarted, m es.Meta) ([]turnir.Event, error) {
		return f.StartCup(es.At(m.At, m.Actor, ""))
	}),
	teamcup.EvCupAnswered: es.CommandOf(func(f *Festival, d teamcup.CupAnswered, m es.Meta) ([]turnir.Event, error) {
		return f.CupAnswer(m, d.Round, d.Team, d.Question, d.Answered)
	}),
	teamcup.EvCupRowEntered: es.CommandOf(func(f *Festival, d teamcup.CupRowEntered, m es.Meta) ([]turnir.Event, error) {
		return f.CupAnswerRow(m, d.Round, d.Team, d.Answers)
	}),
	teamcup.EvCupQuestionRemoved: es.CommandOf(func(f *Festival, d teamcup.CupQuestionRemoved, m es.Meta) ([]turnir.Event, error) {
		return f.CupRemoveQuestion(m, d.Round, d.Question)
	}),
	teamcup.EvCupQuestionRestored: es.CommandOf(func(f *Festival, d teamcup.CupQuestionRestored, m es.Meta) ([]turnir.Event, error) {
		return f.CupRestoreQuestion(m, d.Round, d.Question)
	}),
	teamcup.EvCupRoundClosed: es.CommandOf(func(f *Festival, d teamcup.CupRoundClosed, m es.Meta) ([]turnir.Event, error) {
		return f.CupCloseRound(es.At(m.At, m.Actor, ""), d.Round)
	}),
	teamcup.EvCupRoundReopened: es.CommandOf(func(f *Festival, d teamcup.CupRoundReopened, m es.Meta) ([]turnir.Event, error) {
		return f.CupReopenRound(m, d.Round)
	}),
	teamcup.EvCupShootoutAnswered: es.CommandOf(func(f *Festival, d teamcup.CupShootoutAnswered, m es.Meta) ([]turnir.Event, error) {
		return f.CupShootout(es.At(m.At, m.Actor, ""), d.Correct)
	}),
	teamcup.EvCupShootoutCorrected: es.CommandOf(func(f *Festival, d teamcup.CupShootoutCorrected, m es.Meta) ([]turnir.Event, error) {
		return f.CupCorrectShootout(m, d.Question, d.Correct)
	}),
	teamcup.EvCupLineupSet: es.CommandOf(func(f *Festival, d teamcup.CupLineupSet, m es.Meta) ([]turnir.Event, error) {
		return f.CupLineup(es.At(m.At, m.Actor, ""), d.Team, d.Players)
	}),
	teamcup.EvCupFinalStarted: es.CommandOf(func(f *Festival, d teamcup.CupFinalStarted, m es.Meta) ([]turnir.Event, error) {
		return f.CupStartFinal(es.At(m.At, m.Actor, ""))
	}),
	teamcup.EvFinalQuestionScored: es.CommandOf(func(f *Festival, d teamcup.FinalQuestionScored, m es.Meta) ([]turnir.Event, error) {
		return f.ScoreFinalQuestion(es.At(m.At, m.Actor, ""), d.Winner)
	}),
	teamcup.EvFinalQuestionRemoved: es.CommandOf(func(f *Festival, d teamcup.FinalQuestionRemoved, m es.Meta) ([]turnir.Event, error) {
		return f.RemoveFinalQuestion(m, d.Index)
	}),
	solyanka.EvSolyankaOpened: es.CommandOf(func(f *Festival, d solyanka.SolyankaOpened, m es.Meta) ([]turnir.Event, error) {
		return f.OpenSolyanka(es.At(m.At, m.Actor, ""), d.Tasks, d.Teams)
	}),
	solyanka.EvSolyankaScored: es.CommandOf(func(f *Festival, d solyanka.SolyankaScored, m es.Meta) ([]turnir.Event, error) {
		return f.ScoreSolyanka(m, d.Team, d.Task, d.Points)
	}),
	solyanka.EvSolyankaTaskRemoved: es.CommandOf(func(f *Festival, d solyanka.SolyankaTaskRemoved, m es.Meta) ([]turnir.Event, error) {
		return f.RemoveSolyankaTask(m, d.Task)
	}),
}

// redrawCupLot re-runs the draw of a cup lot from its revealed seed;
// checkCupLot compares what it draws.
var redrawCupLot = es.CommandOf(func(f *Festival, d teamcup.CupLotDrawn, m es.Meta) ([]turnir.Event, error) {
	seed, err := turnir.ParseSeed(d.Seed)
	if err != nil {
		return nil, err
	}
	return f.DrawLot(es.At(m.At, m.Actor, ""), d.Step, seed)
})

// RegisterReissue adds the Reissue of an event type (see Reissue). It
// panics on a type registered twice, a programming error.
func RegisterReissue(typ string, r Reissue) {
	reissues.Add(typ, r)
}

// checks are the events Verify re-makes by a check of their own rather
// than by their command: the cup's lot draws, re-drawn from their seeds.
var checks = map[string]es.Check[*Festival]{teamcup.EvCupLotDrawn: checkCupLot}

// Verify re-checks a festival's log from its first event. For every event
// it re-runs the command that wrote it against the state before it and
// demands the same event back: every input is one the rules accept, every
// roster, disqualification and ruling one the commands allow. For every lot
// it checks the revealed seed against the commitment published before the
// draw and re-draws from the seed, demanding the stored draw. Then it folds
// the event with Apply, which runs it through its engine exactly as a
// replay does.
//
// It returns an error only for a log that is not a festival's (empty, or
// not opened by FestivalCreated); everything else is a Mismatch.
func Verify(events []turnir.Event) (*Report, error) {
	f, rep, err := es.Verify(es.Spec[*Festival]{
		Kind: "festival", Created: EvCreated, New: New, Reissues: &reissues,
		Before: checks,
		After:  checkOtherLots,
		Draw:   func(typ string) bool { return drawEvents[typ] },
	}, events)
	if err != nil {
		return nil, err
	}
	out := &Report{Report: *rep}
	if f.Cup != nil {
		if s, err := f.Cup.Next(); err == nil && s.Stage == cup.StageDone {
			out.CupDone = true
		}
	}
	return out, nil
}

// checkCupLot checks a drawn cup lot: the seed is readable, matches the
// commitment published for its purpose, and re-draws the stored draw; a
// lot drawn in the hall is re-run through EnterHallLot.
func checkCupLot(f *Festival, e turnir.Event, rep *es.Report) {
	bad := func(format string, args ...any) { rep.Bad(e, format, args...) }
	var d teamcup.CupLotDrawn
	if err := e.Decode(&d); err != nil {
		bad("%s", es.Message(err))
		return
	}
	rep.Lots++
	purpose := d.Step.Purpose()
	if d.Hall {
		// Drawn in the hall: no seed to check; the draw must be one the
		// rules allow, entered as a decision.
		rep.Inputs++
		if _, err := f.EnterHallLot(es.MetaOf(e), &d.Step, d.Draw); err != nil {
			bad("the lot %q drawn in the hall is refused: %s", purpose, es.Message(err))
		}
		return
	}
	l := f.Lot(purpose)
	if l == nil {
		bad("the lot %q is drawn without a commitment published before it", purpose)
		return
	}
	if _, ok := es.Revealed(rep, e, fmt.Sprintf("the lot %q", purpose), d.Seed, l.Commitment); !ok {
		return
	}
	rep.Inputs++
	rep.Draws++
	evs, err := redrawCupLot(f, e)
	if err != nil {
		bad("the lot %q cannot be re-drawn: %s", purpose, es.Message(err))
		return
	}
	var again teamcup.CupLotDrawn
	if err := evs[0].Decode(&again); err != nil {
		bad("%s", es.Message(err))
		return
	}
	if !reflect.DeepEqual(again.Draw, d.Draw) {
		bad("the stored draw of the lot %q differs from the draw its seed gives: stored %s, re-drawn %s", purpose, drawText(d.Draw), drawText(again.Draw))
	}
}

// checkOtherLots checks the seed of a lot that an event other than the
// cup's draw has just drawn (the Brain-ring and Svoya igra draws record
// their lots in Festival.Lots too): the seed must match the commitment. The
// draw itself is re-made by that event's Reissue, if registered.
func checkOtherLots(f *Festival, e turnir.Event, rep *es.Report) {
	if e.Type == teamcup.EvCupLotDrawn {
		return // checked by checkCupLot
	}
	for _, l := range f.Lots {
		if l.DrawnAt != f.Version || l.Seed == "" {
			continue
		}
		rep.Lots++
		es.Revealed(rep, e, fmt.Sprintf("the lot %q", l.Purpose), l.Seed, l.Commitment)
	}
}

// drawText shows a cup draw compactly: an order or pairs.
func drawText(d cup.Draw) string {
	if len(d.Pairs) > 0 {
		s := ""
		for i, p := range d.Pairs {
			if i > 0 {
				s += ", "
			}
			s += fmt.Sprintf("%v", p.Teams())
		}
		return "pairs " + s
	}
	return fmt.Sprintf("order %v", d.Order)
}
