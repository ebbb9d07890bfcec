package brainringtournament

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
	"turnir/es"
)

// Fights played live (issue 11): a group or play-off fight run by the
// server's buzzer engine (brainring.Live, C9-C14) instead of entered by
// hand.
//
// Storage. The engine's own events are stored in the festival's stream
// under their own type names (brainring.EvLive*, unique across turnir),
// each payload the engine's with one more field, "fight", the fight's ID:
// {"fight":"A-1-1","at":...,"question":2}. Each fight's live state is
// Brainring.Live[fight], the fold of its events (omitted when empty, so
// logs written before live play replay byte for byte).
//
// Results. A live command that changes the fight's line (a question over,
// a removal, an undo of a ruling after the end) also returns the
// existing BrainringFightEntered with the live fight's whole line
// (brainring.Live.Fight), so the group tables and the bracket follow from
// what is already there and nothing is typed twice.

// LiveVenuePlayoff is the venue of every play-off fight; a group fight is
// played on its group's venue (F2: all groups at once, each on its own).
const LiveVenuePlayoff = "playoff"

// liveStep is the fight's state before its last event, and that event:
// Verify re-makes an event that followed another in one command (an
// answering after its press, a question over after its ruling) by
// re-running that command on the state before it.
type liveStep struct {
	before *brainring.Live
	event  turnir.Event
}

// liveFight returns the live state of fight id, or nil.
func (b *Brainring) liveFight(id string) *brainring.Live {
	if b == nil {
		return nil
	}
	return b.Live[id]
}

// liveFold folds one live event into its fight. The fight's state is
// replaced, never changed in place, so a trial's copy (Clone) shares it.
func (f *Festival) liveFold(e turnir.Event) error {
	b := f.Brainring
	if b == nil {
		return NoBrainring()
	}
	var head struct {
		Fight string `json:"fight"`
	}
	if err := e.Decode(&head); err != nil {
		return err
	}
	le, err := brainring.DecodeLiveEvent(e.Type, e.Data)
	if err != nil {
		return err
	}
	old := b.Live[head.Fight]
	var next brainring.Live
	switch {
	case e.Type == brainring.EvLiveOpened && old != nil:
		return turnir.Errorf(turnir.ECONFLICT, "fight %s is already played live", "бой %s уже играется вживую", head.Fight)
	case e.Type == brainring.EvLiveOpened:
	case old == nil:
		return turnir.Errorf(turnir.ECONFLICT, "fight %s is not played live", "бой %s не играется вживую", head.Fight)
	default:
		next = old.Clone()
	}
	if err := next.Apply(le); err != nil {
		return err
	}
	if b.Live == nil {
		b.Live = map[string]*brainring.Live{}
	}
	if b.liveMemo == nil {
		b.liveMemo = map[string]liveStep{}
	}
	b.Live[head.Fight] = &next
	b.liveMemo[head.Fight] = liveStep{before: old, event: e}
	return nil
}

func init() {
	for _, typ := range brainring.LiveEventTypes() {
		es.On(&Folds, typ, func(f *Festival, _ json.RawMessage, e turnir.Event) error { return f.liveFold(e) })
	}
}

// liveEvent stores an engine event of fight as a festival event: the
// engine's payload with the fight's ID first, stamped when it happened
// (a warning or a time-up when it fell due), by m's actor.
func liveEvent(m es.Meta, fight string, e brainring.LiveEvent) turnir.Event {
	body, err := json.Marshal(e)
	if err != nil {
		panic("brainringtournament: cannot marshal " + e.LiveType() + ": " + err.Error())
	}
	id, _ := json.Marshal(fight)
	data := append([]byte(`{"fight":`), id...)
	if len(body) > 2 {
		data = append(data, ',')
	}
	data = append(data, body[1:]...)
	return turnir.Event{Type: e.LiveType(), Data: data, At: e.Stamp(), Actor: m.Actor, Reason: m.Reason}
}

// liveTeams returns the teams of fight id as they play it (A first; in a
// play-off match the second fight swaps them, as enterFight does), its
// length and the line entered for it so far.
func (f *Festival) liveTeams(id string) (a, b string, length int, taken []string, err error) {
	br := f.Brainring
	if match, ok := strings.CutSuffix(id, LiveExtraSuffix); ok {
		m, err := f.extraMatch(match)
		if err != nil {
			return "", "", 0, nil, err
		}
		return m.A, m.B, 0, br.Playoff.Plays[m.ID].Extra, nil
	}
	if _, gf := br.groupFight(id); gf != nil {
		return gf.Fight.A, gf.Fight.B, gf.Fight.Length, gf.Fight.Taken, nil
	}
	m, k, err := f.playoffFight(id)
	if err != nil {
		return "", "", 0, nil, err
	}
	a, b = m.A, m.B
	if k%2 == 0 {
		a, b = b, a
	}
	if fs := br.Playoff.Plays[m.ID].Fights; k <= len(fs) {
		taken = fs[k-1].Taken
	}
	return a, b, m.Length, taken, nil
}

// playedLive refuses a hand entry for a fight played live: its line is
// the live fight's, entered by the live commands themselves. Only the
// live fight's own line passes (line nil: no line passes), which is what
// Verify re-enters after a live command.
func (f *Festival) playedLive(fight string, line []string) error {
	l := f.Brainring.liveFight(fight)
	if l == nil || (line != nil && slices.Equal(line, l.Fight().Taken)) {
		return nil
	}
	return turnir.Errorf(turnir.ECONFLICT, "fight %s is played live: its result comes from the host's console; correct it there (undo, remove)",
		"бой %s играется вживую: его результат идёт с пульта ведущего; исправляйте там (отмена решения, снятие вопроса)", fight)
}

// liveCorrection lets the committee correct a question of a fight played
// live once the fight is over (DQ1: the committee decides all disputes, a
// protest after the fight among them): a decision, so only with its
// reason. While the fight is played its line is the console's
// (playedLive).
func (f *Festival) liveCorrection(m es.Meta, fight string) error {
	l := f.Brainring.liveFight(fight)
	if l == nil || !l.Done() || strings.HasSuffix(fight, LiveExtraSuffix) {
		return f.playedLive(fight, nil)
	}
	if strings.TrimSpace(m.Reason) == "" {
		return turnir.Errorf(turnir.EINVALID, "fight %s was played live and is over: a correction is the committee's decision and needs its reason",
			"бой %s сыгран вживую и окончен: исправление — решение жюри, нужна причина", fight)
	}
	return nil
}

// overruled refuses a live command on a fight the committee corrected
// after it ended (liveCorrection): its result is the committee's now, and
// the console's undo would put the console's line back over the decision.
func (f *Festival) overruled(fight string, l brainring.Live) error {
	if !l.Done() || strings.HasSuffix(fight, LiveExtraSuffix) {
		return nil
	}
	_, _, _, taken, err := f.liveTeams(fight)
	if err != nil || slices.Equal(taken, l.Fight().Taken) {
		return nil
	}
	return turnir.Errorf(turnir.ECONFLICT, "the committee corrected fight %s after it ended: its result is the jury's now, corrected on the jury page",
		"жюри исправило бой %s после его окончания: его результат теперь за жюри, исправления — на странице жюри", fight)
}

// playedLiveExtra refuses a hand entry of an extra question of a match
// whose extra questions are played live, unless it is what the live fight
// entered (Verify re-enters it).
func (f *Festival) playedLiveExtra(match string, q int, taker string) error {
	l := f.Brainring.liveFight(match + LiveExtraSuffix)
	if l == nil {
		return nil
	}
	line := extraLine(*l, len(f.Brainring.Playoff.Plays[match].Extra))
	if q >= 1 && q <= len(line) && line[q-1] == taker {
		return nil
	}
	return f.playedLive(match+LiveExtraSuffix, nil)
}

// LiveVenue is the venue fight id is played on: its group's name, or
// LiveVenuePlayoff. A host's link for a venue is good for its fights only.
func (f *Festival) LiveVenue(id string) (string, error) {
	if f.Brainring == nil {
		return "", NoBrainring()
	}
	if g, gf := f.Brainring.groupFight(id); gf != nil {
		return g.Name, nil
	}
	if match, ok := strings.CutSuffix(id, LiveExtraSuffix); ok {
		if f.Brainring.Playoff == nil || f.Brainring.Playoff.Plays[match].Fights == nil {
			return "", unknownFight(id)
		}
		return LiveVenuePlayoff, nil
	}
	if _, _, err := f.playoffFight(id); err != nil {
		return "", err
	}
	return LiveVenuePlayoff, nil
}

// OpenBrainringLive starts playing fight live: a group fight or a play-off
// fight that can take its first input and has nothing entered yet. The
// clock is the regulation's (60/20/10/5 s, C11, C12), the length the
// fight's (F4, F6); b chooses the server's order or the fair mode.
func (f *Festival) OpenBrainringLive(m es.Meta, fight string, bz buzzer.Config) ([]turnir.Event, error) {
	if err := f.checkLive(fight); err != nil {
		return nil, err
	}
	if f.Brainring.liveFight(fight) != nil {
		return nil, turnir.Errorf(turnir.ECONFLICT, "fight %s is already played live", "бой %s уже играется вживую", fight)
	}
	a, b, length, taken, err := f.liveTeams(fight)
	if err != nil {
		return nil, err
	}
	if len(taken) > 0 {
		return nil, turnir.Errorf(turnir.ECONFLICT, "fight %s has questions entered by hand; clear its line before playing it live",
			"в бою %s уже внесены вопросы; очистите его, прежде чем играть вживую", fight)
	}
	if bz.Fair && bz.Grace == 0 {
		bz.Grace = buzzer.DefaultGrace
	}
	_, extra := strings.CutSuffix(fight, LiveExtraSuffix)
	open, err := brainring.OpenLive(a, b, brainring.LiveSettings{Timing: brainring.DefaultLiveTiming(), Length: length, Extra: extra, Buzzer: bz}, m.At)
	if err != nil {
		return nil, err
	}
	return f.liveCmd(m, fight, []brainring.LiveEvent{open})
}

// live runs an engine command on fight's live state at m.At. An input
// stamped before the fight's last event (two requests racing for the
// festival's lock) is judged at that event's time: the order is the
// server's, the order in which inputs were processed.
func (f *Festival) live(m es.Meta, fight string, run func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error)) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Brainring == nil {
		return nil, NoBrainring()
	}
	l := f.Brainring.liveFight(fight)
	if l == nil {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "fight %s is not played live", "бой %s не играется вживую", fight)
	}
	if err := f.checkLive(fight); err != nil {
		return nil, err
	}
	if err := f.overruled(fight, *l); err != nil {
		return nil, err
	}
	at := m.At
	if at.Before(l.Clock) {
		at = l.Clock
	}
	evs, err := run(*l, at)
	if err != nil {
		return nil, err
	}
	return f.liveCmd(m, fight, evs)
}

// liveCmd validates a live command's events on a copy of the tournament
// and returns them, followed by the fight's new line (BrainringFightEntered)
// when they change it.
func (f *Festival) liveCmd(m es.Meta, fight string, evs []brainring.LiveEvent) ([]turnir.Event, error) {
	if len(evs) == 0 {
		return nil, nil
	}
	g := &Festival{Shared: f.ForTrial(), Brainring: f.Brainring.Clone()}
	out := make([]turnir.Event, 0, len(evs)+1)
	for _, le := range evs {
		e := liveEvent(m, fight, le)
		if err := Folds.Apply(g, e); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	rm := es.At(evs[len(evs)-1].Stamp(), m.Actor, "")
	var results []turnir.Event
	if match, ok := strings.CutSuffix(fight, LiveExtraSuffix); ok {
		stored := g.Brainring.Playoff.Plays[match].Extra
		for i, taker := range extraLine(*g.Brainring.Live[fight], len(stored)) {
			if i >= len(stored) || stored[i] != taker {
				results = append(results, rm.Event(EvBrainringExtraQuestion, BrainringExtraQuestion{Match: match, Question: i + 1, Taker: taker}))
			}
		}
	} else {
		_, _, _, taken, err := g.liveTeams(fight)
		if err != nil {
			return nil, err
		}
		if line := g.Brainring.Live[fight].Fight().Taken; !slices.Equal(line, taken) {
			results = append(results, rm.Event(EvBrainringFightEntered, BrainringFightEntered{Fight: fight, Taken: slices.Clone(line)}))
		}
	}
	for _, res := range results {
		if _, err := g.brCmd(res); err != nil {
			return nil, err
		}
		if err := Folds.Apply(g, res); err != nil {
			return nil, err
		}
		out = append(out, res)
	}
	return out, nil
}

// LiveExtraSuffix ends the name of the live fight of a play-off match's
// extra questions (F7): "SF1-x" for match SF1, level after its fights.
const LiveExtraSuffix = "-x"

// extraMatch is the play-off match whose fights left it level (F7), so
// that it plays extra questions.
func (f *Festival) extraMatch(id string) (brainring.Match, error) {
	br, err := f.brainringBracket()
	if err != nil {
		return brainring.Match{}, err
	}
	m, ok := br.bracket.Match(id)
	if !ok || m.A == "" || m.B == "" {
		return m, unknownFight(id + LiveExtraSuffix)
	}
	res, err := brainring.DecideMatch(m.A, m.B, f.Brainring.Playoff.Plays[m.ID].Fights, nil, f.Brainring.Config)
	if err != nil || !res.NeedExtra {
		return m, turnir.Errorf(turnir.ECONFLICT, "match %s is not level after its fights: it plays no extra questions (F7)",
			"матч %s не равный после боёв: дополнительных вопросов нет (F7)", m.ID)
	}
	return m, nil
}

// checkLive refuses an input to a live fight that cannot take one now:
// as checkFight, or for the extra questions as checkMatch.
func (f *Festival) checkLive(fight string) error {
	if match, ok := strings.CutSuffix(fight, LiveExtraSuffix); ok {
		return f.checkMatch(match)
	}
	return f.checkFight(fight)
}

// extraLine is who took each extra question of l by its number, "" for
// nobody or not played yet (a question removed, or back in play after an
// undo), at least n long, so that a question entered before is cleared
// rather than left standing.
func extraLine(l brainring.Live, n int) []string {
	out := make([]string, n)
	for _, r := range l.Results() {
		for len(out) < r.Number {
			out = append(out, "")
		}
		if !r.Removed() {
			out[r.Number-1] = r.Taker
		}
	}
	return out
}

// BrainringLiveAttention is the host's "Attention, question N" (C9).
func (f *Festival) BrainringLiveAttention(m es.Meta, fight string) ([]turnir.Event, error) {
	return f.live(m, fight, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) { return l.Attention(at) })
}

// BrainringLiveTime is the host's "Time": clean time starts (C9, C12).
func (f *Festival) BrainringLiveTime(m es.Meta, fight string) ([]turnir.Event, error) {
	return f.live(m, fight, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) { return l.Time(at) })
}

// BrainringLivePress is a press of team's button, stamped by the server
// when the whole request arrived (m.At); client and sync are the fair
// mode's claims (zero and nil in the server's order).
func (f *Festival) BrainringLivePress(m es.Meta, fight, team string, client time.Time, sync *buzzer.Estimate) ([]turnir.Event, error) {
	return f.live(m, fight, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) {
		if l.Side(team) < 0 {
			return nil, f.NotInFight(team, l.A, l.B)
		}
		return l.Press(buzzer.Press{Seat: team, At: at, Client: client, Sync: sync})
	})
}

// BrainringLiveRule is the host's ruling on the answer (C11, C13).
func (f *Festival) BrainringLiveRule(m es.Meta, fight string, r brainring.Ruling) ([]turnir.Event, error) {
	return f.live(m, fight, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) { return l.Rule(at, r) })
}

// BrainringLiveRemove removes the question in play or just over (C14);
// m's reason is required.
func (f *Festival) BrainringLiveRemove(m es.Meta, fight string) ([]turnir.Event, error) {
	if m.Reason == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a removal needs a reason (C14)", "для снятия вопроса нужна причина (C14)")
	}
	return f.live(m, fight, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) { return l.Remove(at, m.Reason) })
}

// BrainringLiveUndo undoes the host's last ruling of the question.
func (f *Festival) BrainringLiveUndo(m es.Meta, fight string) ([]turnir.Event, error) {
	return f.live(m, fight, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) { return l.Undo(at, m.Reason) })
}

// BrainringLiveDue gives what fell due in fight by m.At (the 10-s
// warning, a time-up, the fair mode's decision), each stamped when it fell
// due: the scheduler's tick. Nothing due is no events and no error.
func (f *Festival) BrainringLiveDue(m es.Meta, fight string) ([]turnir.Event, error) {
	return f.live(m, fight, func(l brainring.Live, at time.Time) ([]brainring.LiveEvent, error) { return l.Due(at), nil })
}

// BrainringLiveRunning lists the fights played live that are not done, in
// ID order: the ones the scheduler ticks.
func (f *Festival) BrainringLiveRunning() []string {
	if f.Brainring == nil {
		return nil
	}
	var out []string
	for id, l := range f.Brainring.Live {
		if !l.Done() {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	return out
}

// cloneLive copies the maps of live fights for a trial; the fights
// themselves are replaced on every event, never changed, so they are
// shared.
func (b *Brainring) cloneLive(c *Brainring) {
	c.Live = maps.Clone(b.Live)
	c.liveMemo = maps.Clone(b.liveMemo)
}
