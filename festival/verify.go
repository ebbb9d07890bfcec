package festival

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"

	"turnir"
	"turnir/cup"
)

// Report is what Verify found in a festival's log.
type Report struct {
	Stream string `json:"stream"`
	Events int    `json:"events"` // events replayed
	// Inputs counts the events re-made by running the command that wrote
	// them against the state before them; Applied counts the events of
	// types Verify has no command for (folded by Apply only, which still
	// runs them through their engine).
	Inputs  int `json:"inputs"`
	Applied int `json:"applied"`
	Lots    int `json:"lots"`  // revealed seeds checked against their commitment
	Draws   int `json:"draws"` // draws re-made from the revealed seed
	// Mismatches lists every place the log does not follow from the rules,
	// oldest first. A replay that an engine refuses stops the check there,
	// since every later state would be guesswork.
	Mismatches []Mismatch `json:"mismatches,omitempty"`
	// CupDone says the cup (if any) reached the awarding of the cups.
	CupDone bool `json:"cup_done,omitempty"`
}

// Mismatch is one event that does not follow from the log before it.
type Mismatch struct {
	Version int64  `json:"version"` // the event's position in the stream
	Type    string `json:"type"`
	What    string `json:"what"` // in English, precise enough to find the cell
}

// String formats the mismatch for `turnir verify`.
func (m Mismatch) String() string { return fmt.Sprintf("event %d (%s): %s", m.Version, m.Type, m.What) }

// OK reports that the log follows from the rules throughout.
func (r *Report) OK() bool { return len(r.Mismatches) == 0 }

// Reissue re-runs, on the state before e, the command that wrote e, and
// returns what it writes now (or its refusal). Verify compares the result
// with e. Each festival event type has one here; the files that wire the
// Brain-ring and Svoya igra tournaments add theirs from an init function,
// so that Verify re-makes their draws too. A type without an entry is
// still replayed through its engine by Apply.
type Reissue func(f *Festival, e turnir.Event) ([]turnir.Event, error)

// reissues holds the Reissue of every event type Verify re-runs.
var reissues = map[string]Reissue{
	EvCreated: with(func(f *Festival, e turnir.Event, d Created) ([]turnir.Event, error) {
		if f.Version > 0 {
			return nil, turnir.Errorf(turnir.ECONFLICT, "the festival exists already", "фестиваль уже создан")
		}
		return Create(d.ID, d.Name, e.At, e.Actor)
	}),
	EvTeamRegistered: with(func(f *Festival, e turnir.Event, d TeamRegistered) ([]turnir.Event, error) {
		return f.registerTeam(d.ID, d.Name, d.City, e.At, e.Actor)
	}),
	EvPlayerRegistered: with(func(f *Festival, e turnir.Event, d PlayerRegistered) ([]turnir.Event, error) {
		return f.registerPlayer(d.ID, d.Name, d.Team, e.At, e.Actor)
	}),
	EvCoachRegistered: with(func(f *Festival, e turnir.Event, d CoachRegistered) ([]turnir.Event, error) {
		return f.registerCoach(d.ID, d.Name, d.Team, e.At, e.Actor)
	}),
	EvDisqualified: with(func(f *Festival, e turnir.Event, d Disqualified) ([]turnir.Event, error) {
		return f.Disqualify(d.Kind, d.ID, e.At, e.Actor, e.Reason)
	}),
	EvCommitteeDecided: with(func(f *Festival, e turnir.Event, d CommitteeDecided) ([]turnir.Event, error) {
		return f.Decide(d.Subject, d.Decision, e.At, e.Actor, e.Reason)
	}),
	EvLotCommitted: with(func(f *Festival, e turnir.Event, d LotCommitted) ([]turnir.Event, error) {
		return f.CommitLot(d.Purpose, d.Commitment, e.At, e.Actor)
	}),
	EvCupOpened: with(func(f *Festival, e turnir.Event, d CupOpened) ([]turnir.Event, error) {
		return f.OpenCup(d.Config, e.At, e.Actor)
	}),
	EvCupTeamEntered: with(func(f *Festival, e turnir.Event, d CupTeamEntered) ([]turnir.Event, error) {
		return f.EnterCupTeam(d.Team, d.Roster, e.At, e.Actor)
	}),
	EvCupRosterSet: with(func(f *Festival, e turnir.Event, d CupRosterSet) ([]turnir.Event, error) {
		return f.SetCupRoster(d.Team, d.Roster, e.At, e.Actor, e.Reason)
	}),
	EvCupStarted: with(func(f *Festival, e turnir.Event, d CupStarted) ([]turnir.Event, error) {
		return f.StartCup(e.At, e.Actor)
	}),
	EvCupAnswered: with(func(f *Festival, e turnir.Event, d CupAnswered) ([]turnir.Event, error) {
		return f.CupAnswer(d.Round, d.Team, d.Question, d.Answered, e.At, e.Actor, e.Reason)
	}),
	EvCupRowEntered: with(func(f *Festival, e turnir.Event, d CupRowEntered) ([]turnir.Event, error) {
		return f.CupAnswerRow(d.Round, d.Team, d.Answers, e.At, e.Actor, e.Reason)
	}),
	EvCupQuestionRemoved: with(func(f *Festival, e turnir.Event, d CupQuestionRemoved) ([]turnir.Event, error) {
		return f.CupRemoveQuestion(d.Round, d.Question, e.At, e.Actor, e.Reason)
	}),
	EvCupQuestionRestored: with(func(f *Festival, e turnir.Event, d CupQuestionRestored) ([]turnir.Event, error) {
		return f.CupRestoreQuestion(d.Round, d.Question, e.At, e.Actor, e.Reason)
	}),
	EvCupRoundClosed: with(func(f *Festival, e turnir.Event, d CupRoundClosed) ([]turnir.Event, error) {
		return f.CupCloseRound(d.Round, e.At, e.Actor)
	}),
	EvCupRoundReopened: with(func(f *Festival, e turnir.Event, d CupRoundReopened) ([]turnir.Event, error) {
		return f.CupReopenRound(d.Round, e.At, e.Actor, e.Reason)
	}),
	EvCupShootoutAnswered: with(func(f *Festival, e turnir.Event, d CupShootoutAnswered) ([]turnir.Event, error) {
		return f.CupShootout(d.Correct, e.At, e.Actor)
	}),
	EvCupShootoutCorrected: with(func(f *Festival, e turnir.Event, d CupShootoutCorrected) ([]turnir.Event, error) {
		return f.CupCorrectShootout(d.Question, d.Correct, e.At, e.Actor, e.Reason)
	}),
	EvCupLotDrawn: with(func(f *Festival, e turnir.Event, d CupLotDrawn) ([]turnir.Event, error) {
		seed, err := turnir.ParseSeed(d.Seed)
		if err != nil {
			return nil, err
		}
		return f.DrawLot(d.Step, seed, e.At, e.Actor)
	}),
	EvCupLineupSet: with(func(f *Festival, e turnir.Event, d CupLineupSet) ([]turnir.Event, error) {
		return f.CupLineup(d.Team, d.Players, e.At, e.Actor)
	}),
	EvCupFinalStarted: with(func(f *Festival, e turnir.Event, d CupFinalStarted) ([]turnir.Event, error) {
		return f.CupStartFinal(e.At, e.Actor)
	}),
	EvFinalQuestionScored: with(func(f *Festival, e turnir.Event, d FinalQuestionScored) ([]turnir.Event, error) {
		return f.ScoreFinalQuestion(d.Winner, e.At, e.Actor)
	}),
	EvFinalQuestionRemoved: with(func(f *Festival, e turnir.Event, d FinalQuestionRemoved) ([]turnir.Event, error) {
		return f.RemoveFinalQuestion(d.Index, e.At, e.Actor, e.Reason)
	}),
	EvSolyankaOpened: with(func(f *Festival, e turnir.Event, d SolyankaOpened) ([]turnir.Event, error) {
		return f.OpenSolyanka(d.Tasks, d.Teams, e.At, e.Actor)
	}),
	EvSolyankaScored: with(func(f *Festival, e turnir.Event, d SolyankaScored) ([]turnir.Event, error) {
		return f.ScoreSolyanka(d.Team, d.Task, d.Points, e.At, e.Actor, e.Reason)
	}),
	EvSolyankaTaskRemoved: with(func(f *Festival, e turnir.Event, d SolyankaTaskRemoved) ([]turnir.Event, error) {
		return f.RemoveSolyankaTask(d.Task, e.At, e.Actor, e.Reason)
	}),
}

// with decodes the event's payload into D before running the command.
func with[D any](run func(f *Festival, e turnir.Event, d D) ([]turnir.Event, error)) Reissue {
	return func(f *Festival, e turnir.Event) ([]turnir.Event, error) {
		var d D
		if err := e.Decode(&d); err != nil {
			return nil, err
		}
		return run(f, e, d)
	}
}

// RegisterReissue adds the Reissue of an event type (see Reissue). It
// panics on a type registered twice, a programming error.
func RegisterReissue(typ string, r Reissue) {
	if _, ok := reissues[typ]; ok {
		panic("festival: reissue of " + typ + " registered twice")
	}
	reissues[typ] = r
}

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
	if len(events) == 0 || events[0].Type != EvCreated {
		first := "nothing"
		if len(events) > 0 {
			first = events[0].Type
		}
		return nil, turnir.Errorf(turnir.EINVALID, "not a festival's log: it starts with %s, not %s",
			"это не журнал фестиваля: он начинается с %s, а не с %s", first, EvCreated)
	}
	rep := &Report{Stream: events[0].Stream}
	f := New()
	for i, e := range events {
		v := int64(i + 1)
		bad := func(format string, args ...any) {
			rep.Mismatches = append(rep.Mismatches, Mismatch{Version: v, Type: e.Type, What: fmt.Sprintf(format, args...)})
		}
		switch {
		case e.Version != v:
			bad("the event is numbered %d at position %d of the log", e.Version, v)
			return rep, nil
		case e.Stream != rep.Stream:
			bad("the event belongs to stream %q, not %q", e.Stream, rep.Stream)
		case i > 0 && e.Type == EvCreated:
			bad("the festival is created a second time")
		}
		before := len(rep.Mismatches)
		if e.Type == EvCupLotDrawn {
			checkCupLot(f, e, rep, bad)
		} else {
			reissue(f, e, rep, bad)
		}
		if err := f.Apply(e); err != nil {
			bad("the replay refuses it: %s", message(err))
			return rep, nil
		}
		if e.Type != EvCupLotDrawn && len(rep.Mismatches) == before {
			// A draw its command refused has been reported already.
			checkOtherLots(f, rep, bad)
		}
		rep.Events++
	}
	if f.Cup != nil {
		if s, err := f.Cup.Next(); err == nil && s.Stage == cup.StageDone {
			rep.CupDone = true
		}
	}
	return rep, nil
}

// reissue re-runs the command of e and compares its event with e.
func reissue(f *Festival, e turnir.Event, rep *Report, bad func(string, ...any)) {
	run := reissues[e.Type]
	if run == nil {
		rep.Applied++
		return
	}
	rep.Inputs++
	if drawEvents[e.Type] {
		rep.Draws++
	}
	evs, err := run(f, e)
	if err != nil {
		bad("the command refuses it: %s", message(err))
		return
	}
	if len(evs) != 1 || evs[0].Type != e.Type {
		bad("the command writes %s instead", types(evs))
		return
	}
	if where := jsonDiff(e.Data, evs[0].Data); where != "" {
		bad("the stored data differ from what the command writes: %s", where)
	}
}

// checkCupLot checks a drawn cup lot: the seed is readable, matches the
// commitment published for its purpose, and re-draws the stored draw.
func checkCupLot(f *Festival, e turnir.Event, rep *Report, bad func(string, ...any)) {
	var d CupLotDrawn
	if err := e.Decode(&d); err != nil {
		bad("%s", message(err))
		return
	}
	rep.Lots++
	purpose := d.Step.Purpose()
	seed, err := turnir.ParseSeed(d.Seed)
	if err != nil {
		bad("the revealed seed of the lot %q is unreadable: %s", purpose, message(err))
		return
	}
	l := f.lot(purpose)
	switch {
	case l == nil:
		bad("the lot %q is drawn without a commitment published before it", purpose)
		return
	case !turnir.VerifyCommitment(seed, l.Commitment):
		bad("the revealed seed of the lot %q does not match the commitment %s published at event %d", purpose, l.Commitment, l.CommittedAt)
		return
	}
	rep.Inputs++
	rep.Draws++
	evs, err := reissues[EvCupLotDrawn](f, e)
	if err != nil {
		bad("the lot %q cannot be re-drawn: %s", purpose, message(err))
		return
	}
	var again CupLotDrawn
	if err := evs[0].Decode(&again); err != nil {
		bad("%s", message(err))
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
func checkOtherLots(f *Festival, rep *Report, bad func(string, ...any)) {
	for _, l := range f.Lots {
		if l.DrawnAt != f.Version || l.Seed == "" {
			continue
		}
		rep.Lots++
		seed, err := turnir.ParseSeed(l.Seed)
		switch {
		case err != nil:
			bad("the revealed seed of the lot %q is unreadable: %s", l.Purpose, message(err))
		case !turnir.VerifyCommitment(seed, l.Commitment):
			bad("the revealed seed of the lot %q does not match the commitment %s published at event %d", l.Purpose, l.Commitment, l.CommittedAt)
		}
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

// jsonDiff compares two payloads as JSON values, whatever their spacing
// and key order, and describes the first difference ("" when equal):
// where it is and both values, e.g. `at groups[0].teams[1]: stored "t05",
// re-made "t12"`.
func jsonDiff(stored, remade json.RawMessage) string {
	var x, y any
	if json.Unmarshal(stored, &x) != nil || json.Unmarshal(remade, &y) != nil {
		if string(stored) == string(remade) {
			return ""
		}
		return fmt.Sprintf("stored %s, re-made %s", stored, remade)
	}
	return diffAt("", x, y)
}

func diffAt(path string, x, y any) string {
	show := func(v any) string {
		b, _ := json.Marshal(v)
		if len(b) > 200 {
			return string(b[:200]) + "..."
		}
		return string(b)
	}
	at := func() string {
		if path == "" {
			return "the whole payload"
		}
		return path
	}
	switch a := x.(type) {
	case map[string]any:
		b, ok := y.(map[string]any)
		if !ok {
			break
		}
		keys := make([]string, 0, len(a)+len(b))
		for k := range a {
			keys = append(keys, k)
		}
		for k := range b {
			if _, ok := a[k]; !ok {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		for _, k := range keys {
			p := k
			if path != "" {
				p = path + "." + k
			}
			if d := diffAt(p, a[k], b[k]); d != "" {
				return d
			}
		}
		return ""
	case []any:
		b, ok := y.([]any)
		if !ok || len(a) != len(b) {
			break
		}
		for i := range a {
			if d := diffAt(fmt.Sprintf("%s[%d]", path, i), a[i], b[i]); d != "" {
				return d
			}
		}
		return ""
	default:
		if reflect.DeepEqual(x, y) {
			return ""
		}
	}
	return fmt.Sprintf("at %s: stored %s, re-made %s", at(), show(x), show(y))
}

func types(evs []turnir.Event) string {
	if len(evs) == 0 {
		return "nothing"
	}
	s := ""
	for i, e := range evs {
		if i > 0 {
			s += ", "
		}
		s += e.Type
	}
	return s
}

// message is the English text of a refusal.
func message(err error) string {
	var te *turnir.Error
	if errors.As(err, &te) {
		return te.EN
	}
	return err.Error()
}
