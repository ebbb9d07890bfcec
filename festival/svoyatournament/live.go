package svoyatournament

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"turnir"
	"turnir/buzzer"
	"turnir/es"
	"turnir/festival/register"
	"turnir/svoya"
)

// Fights played live (issue 13): a group fight, a play-off fight or a
// shootout run by the server's live engine (svoya.Live: the board, the
// host's signal, the buttons, the rulings) instead of entered answer by
// answer after the fact.
//
// Storage. The engine's own events are stored in the festival's stream
// under their own type names (svoya.EvSvoyaLive*, unique across turnir),
// each payload the engine's with one more field, "fight", the fight's
// SvoyaRef: {"fight":{"stage":"groups","venue":1,"fight":2},"at":...}.
// Each fight's live state is Svoya.Live[ref.Key()], the fold of its
// events (omitted when empty, so logs written before live play replay
// byte for byte).
//
// Results. A live command that changes the fight's answers (a ruling, an
// undo) also returns SvoyaSheetEntered with the live fight's answers, and
// the one that finishes the fight also returns SvoyaFightClosed, so the
// venue tables (S9, S10), the play-off (S11) and the shootouts (S12)
// follow from what is already there and nothing is typed twice.

// liveStep is a live fight's last run of events with one stamp (what one
// command wrote at its time: a ruling, the question's end, the next
// round) and the fight's state before it: Verify re-makes an event that
// followed another in one command by re-running that command on the state
// before the run.
type liveStep struct {
	start *svoya.Live
	run   []turnir.Event
}

// Key names the fight in Svoya.Live and in the pages' addresses:
// "groups-1-2" (venue 1, fight 2), "semi-0-1" (semi-final 1), and a
// shootout's number after it ("semi-0-1-1").
func (r SvoyaRef) Key() string {
	k := fmt.Sprintf("%s-%d-%d", r.Stage, r.Venue, r.Fight)
	if r.Shootout > 0 {
		k += fmt.Sprintf("-%d", r.Shootout)
	}
	return k
}

// ParseSvoyaRef reads a fight's Key back.
func ParseSvoyaRef(key string) (SvoyaRef, error) {
	parts := strings.Split(key, "-")
	if len(parts) != 3 && len(parts) != 4 {
		return SvoyaRef{}, badRef(key)
	}
	n := make([]int, 3)
	for i, p := range parts[1:] {
		v, err := strconv.Atoi(p)
		if err != nil || v < 0 || v > 999 {
			return SvoyaRef{}, badRef(key)
		}
		n[i] = v
	}
	ref := SvoyaRef{Stage: parts[0], Venue: n[0], Fight: n[1], Shootout: n[2]}
	if ref.Key() != key {
		return SvoyaRef{}, badRef(key)
	}
	return ref, nil
}

func badRef(key string) error {
	return turnir.Errorf(turnir.EINVALID, "%q names no fight (stage-venue-fight, e.g. groups-1-2)", "%q не называет бой (этап-площадка-бой, например groups-1-2)", key)
}

// LiveFight returns the live state of the fight at ref, or nil when it is
// not played live.
func (f *Festival) LiveFight(ref SvoyaRef) *svoya.Live {
	if f.Svoya == nil {
		return nil
	}
	return f.Svoya.Live[ref.Key()]
}

// liveHead is the part of a stored live event the festival reads itself.
type liveHead struct {
	Fight SvoyaRef `json:"fight"`
}

// liveFold folds one live event into its fight. The fight's state is
// replaced, never changed in place, so a trial's copy (Clone) shares it.
func (f *Festival) liveFold(e turnir.Event) error {
	s := f.Svoya
	if s == nil {
		return noSvoya()
	}
	var head liveHead
	if err := e.Decode(&head); err != nil {
		return err
	}
	le, err := svoya.DecodeLiveEvent(e.Type, e.Data)
	if err != nil {
		return err
	}
	key := head.Fight.Key()
	old := s.Live[key]
	var next svoya.Live
	switch {
	case e.Type == svoya.EvSvoyaLiveStarted && old != nil:
		return turnir.Errorf(turnir.ECONFLICT, "this fight is already played live", "этот бой уже играется вживую")
	case e.Type == svoya.EvSvoyaLiveStarted:
		if _, err := s.Fight(head.Fight); err != nil {
			return err
		}
	case old == nil:
		return notLive()
	default:
		next = *old.Clone()
	}
	if err := next.Apply(le); err != nil {
		return err
	}
	if s.Live == nil {
		s.Live = map[string]*svoya.Live{}
	}
	if s.liveMemo == nil {
		s.liveMemo = map[string]liveStep{}
	}
	s.Live[key] = &next
	st := s.liveMemo[key]
	if n := len(st.run); n > 0 && st.run[n-1].At.Equal(e.At) && e.Type != svoya.EvSvoyaLiveStarted {
		st.run = append(slices.Clip(st.run), e)
	} else {
		st = liveStep{start: old, run: []turnir.Event{e}}
	}
	s.liveMemo[key] = st
	return nil
}

func init() {
	for _, typ := range svoya.LiveEventTypes() {
		es.On(&Folds, typ, func(f *Festival, _ json.RawMessage, e turnir.Event) error { return f.liveFold(e) })
	}
	onSvoya(EvSvoyaSheetEntered, func(s *Svoya, d SvoyaSheetEntered) error {
		return s.edit(d.Ref, func([]svoya.Answer) ([]svoya.Answer, error) { return slices.Clone(d.Answers), nil })
	})
}

// liveEvent stores an engine event of the fight at ref as a festival
// event: the engine's payload with the fight first, stamped when it
// happened (a time-up when it fell due), by m's actor.
func liveEvent(m es.Meta, ref SvoyaRef, e svoya.LiveEvent) turnir.Event {
	body, err := json.Marshal(e)
	if err != nil {
		panic("svoyatournament: cannot marshal " + e.LiveType() + ": " + err.Error())
	}
	head, _ := json.Marshal(ref)
	data := append([]byte(`{"fight":`), head...)
	if len(body) > 2 {
		data = append(data, ',')
	}
	data = append(data, body[1:]...)
	return turnir.Event{Type: e.LiveType(), Data: data, At: e.Stamp(), Actor: m.Actor, Reason: m.Reason}
}

// StartSvoyaLive opens the fight at ref for live play: its players in seat
// order, the board of its stage's format (S8, S11, S12) and the live
// settings. The fight must be open, with no answer entered by hand yet,
// and not played live already.
func (f *Festival) StartSvoyaLive(m es.Meta, ref SvoyaRef, s svoya.LiveSettings) ([]turnir.Event, error) {
	if err := f.HasSvoya(); err != nil {
		return nil, err
	}
	fg, err := f.Svoya.Fight(ref)
	if err != nil {
		return nil, err
	}
	switch {
	case fg.Done:
		return nil, turnir.Errorf(turnir.ECONFLICT, "the fight is closed; reopen it to play it", "бой закрыт; чтобы сыграть его, откройте его снова")
	case len(fg.Answers) > 0:
		return nil, turnir.Errorf(turnir.ECONFLICT, "answers of this fight are entered already; it goes on by hand",
			"ответы этого боя уже внесены; он продолжается вручную")
	case f.LiveFight(ref) != nil:
		return nil, turnir.Errorf(turnir.ECONFLICT, "this fight is already played live", "этот бой уже играется вживую")
	}
	var players []string
	for _, p := range fg.Players {
		if !f.PlayerDisqualified(p) {
			players = append(players, p)
		}
	}
	evs, err := svoya.StartLive(m.At, players, f.Svoya.Format(ref), s)
	if err != nil {
		return nil, err
	}
	return f.liveCommit(m, ref, nil, evs)
}

// The host's and the buttons' commands of a live fight: each runs the
// engine's command on the fight's live state (with what fell due before
// it) and stores what it writes, with the fight's answers when they
// changed and its closing when it is over.

// SvoyaLiveChoose puts question q of the current round in play: the host
// starts reading it (on behalf of the player who has the choice, if one
// has).
func (f *Festival) SvoyaLiveChoose(m es.Meta, ref SvoyaRef, q svoya.LiveRef) ([]turnir.Event, error) {
	return f.live(m, ref, func(l *svoya.Live) ([]svoya.LiveEvent, error) { return l.Choose(m.At, q, l.Chooser) })
}

// SvoyaLiveUnlock is the host's signal: the buttons are unlocked.
func (f *Festival) SvoyaLiveUnlock(m es.Meta, ref SvoyaRef) ([]turnir.Event, error) {
	return f.live(m, ref, func(l *svoya.Live) ([]svoya.LiveEvent, error) { return l.Unlock(m.At) })
}

// SvoyaLivePress is a player's press, stamped by the server when the
// whole request arrived (p.At); every press is logged with its verdict.
func (f *Festival) SvoyaLivePress(m es.Meta, ref SvoyaRef, p buzzer.Press) ([]turnir.Event, error) {
	if err := f.canPlay(p.Seat); err != nil {
		return nil, err
	}
	return f.live(m, ref, func(l *svoya.Live) ([]svoya.LiveEvent, error) {
		if !slices.Contains(l.Players, p.Seat) {
			return nil, f.NotInSvoyaFight(p.Seat)
		}
		return l.Press(p)
	})
}

// SvoyaLiveRule is the host's ruling on the answer given: right (+ value,
// the question is over) or wrong (- value, the others may press).
func (f *Festival) SvoyaLiveRule(m es.Meta, ref SvoyaRef, right bool) ([]turnir.Event, error) {
	return f.live(m, ref, func(l *svoya.Live) ([]svoya.LiveEvent, error) { return l.Rule(m.At, right) })
}

// SvoyaLiveEndQuestion ends the question in play with nobody scoring.
func (f *Festival) SvoyaLiveEndQuestion(m es.Meta, ref SvoyaRef) ([]turnir.Event, error) {
	return f.live(m, ref, func(l *svoya.Live) ([]svoya.LiveEvent, error) { return l.EndQuestion(m.At) })
}

// SvoyaLiveUndo takes the last ruling back (reason required): the score
// with it, and the player answers again.
func (f *Festival) SvoyaLiveUndo(m es.Meta, ref SvoyaRef) ([]turnir.Event, error) {
	if err := register.NeedReason(m.Reason, "undoing a ruling", "отмена решения"); err != nil {
		return nil, err
	}
	return f.live(m, ref, func(l *svoya.Live) ([]svoya.LiveEvent, error) { return l.Undo(m.At, m.Reason) })
}

// SvoyaLiveReopen puts back the question that ended last (reason
// required), for one ended by mistake.
func (f *Festival) SvoyaLiveReopen(m es.Meta, ref SvoyaRef) ([]turnir.Event, error) {
	if err := register.NeedReason(m.Reason, "reopening a question", "возврат вопроса"); err != nil {
		return nil, err
	}
	return f.live(m, ref, func(l *svoya.Live) ([]svoya.LiveEvent, error) { return l.Reopen(m.At, m.Reason) })
}

// SvoyaLiveDue returns what fell due by m.At in every live fight (a press
// window closing, an answerer's time up), each stamped when it fell due:
// the scheduler's tick.
func (f *Festival) SvoyaLiveDue(m es.Meta) ([]turnir.Event, error) {
	if f.Svoya == nil || len(f.Svoya.Live) == 0 {
		return nil, nil
	}
	g := f.trial()
	var out []turnir.Event
	for _, ref := range f.liveRefs() {
		l := g.LiveFight(ref)
		if l == nil || !g.playing(ref.Key(), l) {
			continue
		}
		evs, err := g.liveCommit(m, ref, l, l.Due(m.At))
		if err != nil {
			return nil, err
		}
		for _, e := range evs {
			if err := Folds.Apply(g, e); err != nil {
				return nil, err
			}
		}
		out = append(out, evs...)
	}
	return out, nil
}

// liveRefs lists the refs of the fights played live, in a fixed order.
func (f *Festival) liveRefs() []SvoyaRef {
	var refs []SvoyaRef
	keys := make([]string, 0, len(f.Svoya.Live))
	for k := range f.Svoya.Live {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if ref, err := ParseSvoyaRef(k); err == nil {
			refs = append(refs, ref)
		}
	}
	return refs
}

// live runs an engine command on the live fight at ref.
func (f *Festival) live(m es.Meta, ref SvoyaRef, cmd func(l *svoya.Live) ([]svoya.LiveEvent, error)) ([]turnir.Event, error) {
	if err := f.HasSvoya(); err != nil {
		return nil, err
	}
	l := f.LiveFight(ref)
	if l == nil {
		return nil, notLive()
	}
	if fg, err := f.Svoya.Fight(ref); err == nil && fg.Done {
		// Closed by the jury (or over): nothing more is played until
		// the fight is reopened.
		return nil, turnir.Errorf(turnir.ECONFLICT, "the fight is closed; reopen it to play on", "бой закрыт; чтобы играть дальше, откройте его снова")
	}
	evs, err := cmd(l.Clone())
	if err != nil {
		return nil, err
	}
	return f.liveCommit(m, ref, l, evs)
}

// liveCommit turns a live fight's engine events into the festival's
// events, adds the fight's answers when they changed and its closing when
// it is over, and validates them all on a copy of the festival, in order.
func (f *Festival) liveCommit(m es.Meta, ref SvoyaRef, l *svoya.Live, evs []svoya.LiveEvent) ([]turnir.Event, error) {
	if len(evs) == 0 {
		return nil, nil
	}
	g := f.trial()
	var out []turnir.Event
	for _, le := range evs {
		e := liveEvent(m, ref, le)
		if err := Folds.Apply(g, e); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	after := g.LiveFight(ref)
	fg, err := g.Svoya.Fight(ref)
	if err != nil {
		return nil, err
	}
	if answers := after.Fight().Answers; !slices.Equal(answers, fg.Answers) && !(len(answers) == 0 && len(fg.Answers) == 0) {
		e := es.At(m.At, m.Actor, "").Event(EvSvoyaSheetEntered, SvoyaSheetEntered{Ref: ref, Answers: answers})
		if err := Folds.Apply(g, e); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	if after.Phase == svoya.LiveDone && !fg.Done {
		e := es.At(m.At, m.Actor, "").Event(EvSvoyaFightClosed, SvoyaFightClosed{Ref: ref})
		if err := Folds.Apply(g, e); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// trial returns a copy of the festival that commands may change.
func (f *Festival) trial() *Festival {
	return &Festival{Shared: f.ForTrial(), Svoya: f.Svoya.Clone()}
}

// EnterSvoyaSheet sets a fight's answers at once, in the order given:
// what a live fight writes after each ruling, and the fast entry of a
// whole score sheet after the fact. The engine checks the sheet as it
// checks one answer.
func (f *Festival) EnterSvoyaSheet(m es.Meta, ref SvoyaRef, answers []svoya.Answer) ([]turnir.Event, error) {
	for _, a := range answers {
		if err := f.canPlay(a.Player); err != nil {
			return nil, err
		}
	}
	return f.svoyaCmd(es.At(m.At, m.Actor, "").Event(EvSvoyaSheetEntered, SvoyaSheetEntered{Ref: ref, Answers: slices.Clone(answers)}))
}

func notLive() error {
	return turnir.Errorf(turnir.ECONFLICT, "this fight is not played live", "этот бой не играется вживую")
}
