package teamcup

import (
	"encoding/json"
	"strings"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
	"turnir/cup"
	"turnir/es"
)

// The cup's final played live (issue 11, C7-C14): the Brain-ring engine's
// fight (brainring.Live) between the two finalists, 13 regular questions
// and extra ones while level. Its events are the engine's under names of
// the cup's own ("CupFinalLive" + the engine's name after "BrainringLive":
// CupFinalLiveAttention ...), payloads unchanged, so that an event type
// belongs to one competition. A question over enters the cup's existing
// FinalQuestionScored, a removal its FinalQuestionRemoved, by the same
// command, so the cup's final, its ranking and its views follow with
// nothing typed twice. An undo after a question is over is refused (the
// cup's point is recorded): remove the question instead.

// CupFinalLivePrefix starts the type of every event of the live final.
const CupFinalLivePrefix = "CupFinalLive"

// FinalLive is the live final: the engine's state, and the state before
// its last event with that event, for Verify (not in the JSON).
type FinalLive struct {
	brainring.Live
	before *brainring.Live
	last   brainring.LiveEvent
}

// FinalLiveType is the cup's event type of an engine event type.
func FinalLiveType(engine string) string {
	return CupFinalLivePrefix + strings.TrimPrefix(engine, "BrainringLive")
}

// engineType is the engine's event type of a cup's live final type.
func engineType(typ string) string {
	return "BrainringLive" + strings.TrimPrefix(typ, CupFinalLivePrefix)
}

// FinalLiveTypes lists the event types of the live final.
func FinalLiveTypes() []string {
	var out []string
	for _, t := range brainring.LiveEventTypes() {
		out = append(out, FinalLiveType(t))
	}
	return out
}

func init() {
	for _, typ := range FinalLiveTypes() {
		es.On(&Folds, typ, func(f *Festival, _ json.RawMessage, e turnir.Event) error { return f.finalLiveFold(e) })
	}
}

// finalLiveFold folds one event of the live final; the state is replaced,
// never changed in place, so a trial's copy shares it.
func (f *Festival) finalLiveFold(e turnir.Event) error {
	le, err := brainring.DecodeLiveEvent(engineType(e.Type), e.Data)
	if err != nil {
		return err
	}
	next := &FinalLive{}
	switch old := f.FinalLive; {
	case le.LiveType() == brainring.EvLiveOpened && old != nil:
		return turnir.Errorf(turnir.ECONFLICT, "the final is already played live", "финал уже играется вживую")
	case le.LiveType() == brainring.EvLiveOpened:
	case old == nil:
		return noLiveFinal()
	default:
		next.Live = old.Live.Clone()
		before := old.Live
		next.before = &before
	}
	if err := next.Apply(le); err != nil {
		return err
	}
	next.last = le
	f.FinalLive = next
	return nil
}

func noLiveFinal() error {
	return turnir.Errorf(turnir.ENOTFOUND, "the final is not played live", "финал не играется вживую")
}

// finalStep is the cup's step when the final can take a question.
func (f *Festival) finalStep() (cup.Step, error) {
	if err := f.Exists(); err != nil {
		return cup.Step{}, err
	}
	if f.Cup == nil {
		return cup.Step{}, noCup()
	}
	s, err := f.Cup.Next()
	if err != nil {
		return s, err
	}
	if s.Stage != cup.StageFinal || len(s.Teams) != 2 {
		return s, turnir.Errorf(turnir.ECONFLICT, "the final is not running: start it first (C8)", "финал не идёт: сначала начните его (C8)")
	}
	return s, nil
}

// OpenCupFinalLive starts playing the cup's final live, once it has
// started (C8) and before any question is entered by hand: 13 regular
// questions (the cup's final_questions), extra ones while level (C7), the
// regulation's clock (C11, C12).
func (f *Festival) OpenCupFinalLive(m es.Meta, bz buzzer.Config) ([]turnir.Event, error) {
	s, err := f.finalStep()
	if err != nil {
		return nil, err
	}
	if f.FinalLive != nil {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the final is already played live", "финал уже играется вживую")
	}
	if len(f.Cup.Final.Questions) > 0 {
		return nil, turnir.Errorf(turnir.ECONFLICT, "final questions are entered by hand already; the final cannot be played live now",
			"вопросы финала уже вносились вручную; играть финал вживую теперь нельзя")
	}
	if bz.Fair && bz.Grace == 0 {
		bz.Grace = buzzer.DefaultGrace
	}
	open, err := brainring.OpenLive(s.Teams[0], s.Teams[1], brainring.LiveSettings{Timing: brainring.DefaultLiveTiming(),
		Length: f.Cup.Config.FinalQuestions, Extra: true, Buzzer: bz}, m.At)
	if err != nil {
		return nil, err
	}
	return f.finalLiveCmd(m, []brainring.LiveEvent{open})
}

// finalLive runs an engine command on the live final at m.At (an input
// stamped before its last event is judged at that event's time).
func (f *Festival) finalLive(m es.Meta, run func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error)) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Cup == nil {
		return nil, noCup()
	}
	if f.FinalLive == nil {
		return nil, noLiveFinal()
	}
	at := m.At
	if at.Before(f.FinalLive.Clock) {
		at = f.FinalLive.Clock
	}
	evs, err := run(f.FinalLive.Live, at)
	if err != nil {
		return nil, err
	}
	return f.finalLiveCmd(m, evs)
}

// liveEvent stores an engine event of the final as the cup's event.
func finalLiveEvent(m es.Meta, e brainring.LiveEvent) turnir.Event {
	ev := turnir.NewEvent(FinalLiveType(e.LiveType()), e.Stamp(), m.Actor, e)
	ev.Reason = m.Reason
	return ev
}

// finalLiveCmd validates the engine's events on a copy of the cup and
// returns them followed by the cup's own events for the questions they
// end or remove.
func (f *Festival) finalLiveCmd(m es.Meta, evs []brainring.LiveEvent) ([]turnir.Event, error) {
	if len(evs) == 0 {
		return nil, nil
	}
	g := &Festival{Shared: f.ForTrial(), Cup: es.Clone(f.Cup), FinalLive: f.FinalLive}
	out := make([]turnir.Event, 0, len(evs)+2)
	for _, le := range evs {
		e := finalLiveEvent(m, le)
		if err := Folds.Apply(g, e); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	at := evs[len(evs)-1].Stamp()
	results := g.FinalLive.Results()
	qs := g.Cup.Final.Questions
	if len(results) < len(qs) {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the question's point is recorded in the cup: remove the question (C14) instead of undoing the ruling",
			"очко за вопрос уже записано в кубке: снимите вопрос (C14) вместо отмены решения")
	}
	for i, r := range results {
		var cupEvs []turnir.Event
		if i >= len(qs) {
			cupEvs = append(cupEvs, es.At(at, m.Actor, "").Event(EvFinalQuestionScored, FinalQuestionScored{Winner: r.Taker}))
		}
		if r.Removed() && (i >= len(qs) || !qs[i].Removed) {
			cupEvs = append(cupEvs, es.At(at, m.Actor, r.Reason).Event(EvFinalQuestionRemoved, FinalQuestionRemoved{Index: i + 1, Reason: r.Reason}))
		}
		for _, e := range cupEvs {
			if err := Folds.Apply(g, e); err != nil {
				return nil, err
			}
			out = append(out, e)
		}
	}
	return out, nil
}

// playedLive refuses a hand entry to a final played live, unless it is
// what the live final itself entered (Verify re-enters it): the next
// question's result (winner, at index len+1) or a removal of question i.
func (f *Festival) playedLive(i int, winner string, removal bool) error {
	if f.FinalLive == nil {
		return nil
	}
	r := f.FinalLive.Results()
	if i >= 1 && i <= len(r) && (removal && r[i-1].Removed() || !removal && r[i-1].Taker == winner) {
		return nil
	}
	return turnir.Errorf(turnir.ECONFLICT, "the final is played live: its results come from the host's console; correct them there",
		"финал играется вживую: его результаты идут с пульта ведущего; исправляйте там")
}

// CupFinalLiveAttention is the host's "Attention, question N" (C9).
func (f *Festival) CupFinalLiveAttention(m es.Meta) ([]turnir.Event, error) {
	return f.finalLive(m, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) { return l.Attention(at) })
}

// CupFinalLiveTime is the host's "Time" (C9, C12).
func (f *Festival) CupFinalLiveTime(m es.Meta) ([]turnir.Event, error) {
	return f.finalLive(m, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) { return l.Time(at) })
}

// CupFinalLivePress is a finalist's press, stamped by the server (m.At).
func (f *Festival) CupFinalLivePress(m es.Meta, team string, client time.Time, sync *buzzer.Estimate) ([]turnir.Event, error) {
	return f.finalLive(m, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) {
		if l.Side(team) < 0 {
			return nil, f.NotInFight(team, l.A, l.B)
		}
		return l.Press(buzzer.Press{Seat: team, At: at, Client: client, Sync: sync})
	})
}

// CupFinalLiveRule is the host's ruling (C11, C13).
func (f *Festival) CupFinalLiveRule(m es.Meta, r brainring.Ruling) ([]turnir.Event, error) {
	return f.finalLive(m, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) { return l.Rule(at, r) })
}

// CupFinalLiveRemove removes the question in play or just over (C14); m's
// reason is required.
func (f *Festival) CupFinalLiveRemove(m es.Meta) ([]turnir.Event, error) {
	if m.Reason == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a removal needs a reason (C14)", "для снятия вопроса нужна причина (C14)")
	}
	return f.finalLive(m, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) { return l.Remove(at, m.Reason) })
}

// CupFinalLiveUndo undoes the host's last ruling of the question in play.
func (f *Festival) CupFinalLiveUndo(m es.Meta) ([]turnir.Event, error) {
	return f.finalLive(m, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) { return l.Undo(at, m.Reason) })
}

// CupFinalLiveDue writes what fell due by m.At: the scheduler's tick.
func (f *Festival) CupFinalLiveDue(m es.Meta) ([]turnir.Event, error) {
	return f.finalLive(m, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) { return l.Due(at), nil })
}

// ReissueFinalLive re-makes a stored event of the live final from the
// state before it, for Verify (brainring.Remake).
func (f *Festival) ReissueFinalLive(e turnir.Event) ([]turnir.Event, error) {
	le, err := brainring.DecodeLiveEvent(engineType(e.Type), e.Data)
	if err != nil {
		return nil, err
	}
	if f.FinalLive == nil {
		return nil, noLiveFinal()
	}
	got, err := brainring.Remake(f.FinalLive.Live, le, f.FinalLive.before, f.FinalLive.last)
	if err != nil || got == nil {
		return nil, err
	}
	return []turnir.Event{finalLiveEvent(es.MetaOf(e), got)}, nil
}

// FinalLiveOpenedBuzzer is the buzzer setting of a stored opening of the
// live final, for Verify to re-run OpenCupFinalLive.
func FinalLiveOpenedBuzzer(e turnir.Event) (buzzer.Config, error) {
	le, err := brainring.DecodeLiveEvent(engineType(e.Type), e.Data)
	if err != nil {
		return buzzer.Config{}, err
	}
	open, _ := le.(brainring.LiveOpened)
	return open.Settings.Buzzer, nil
}
