package brainringtournament

import (
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
)

// LiveView is a fight played live as its console, display and buttons
// show it: the engine's state (question by question, the press log) with
// the teams' names, the score, where the fight stands, the server's time
// the view was made at (pages count down from Deadline - Now, so a
// client's own clock never matters) and the host's actions that the
// engine would accept now. Nothing in it is secret: no question text.
type LiveView struct {
	Fight   string         `json:"fight"`
	Venue   string         `json:"venue"`
	NameA   string         `json:"name_a"`
	NameB   string         `json:"name_b"`
	Now     time.Time      `json:"now"`
	Phase   string         `json:"phase"`
	ScoreA  int            `json:"score_a"`
	ScoreB  int            `json:"score_b"`
	Next    int            `json:"next"` // the number "Attention" announces
	Done    bool           `json:"done"`
	Actions []string       `json:"actions"`
	Live    brainring.Live `json:"live"`
}

// The host's actions a LiveView offers.
const (
	LiveActionAttention = "attention"
	LiveActionTime      = "time"
	LiveActionRule      = "rule" // right, wrong, prompting, delay
	LiveActionRemove    = "remove"
	LiveActionUndo      = "undo"
)

// BrainringLiveView returns fight's live view at now.
func (f *Festival) BrainringLiveView(fight string, now time.Time) (LiveView, error) {
	l := f.Brainring.liveFight(fight)
	if l == nil {
		return LiveView{}, turnir.Errorf(turnir.ENOTFOUND, "fight %s is not played live", "бой %s не играется вживую", fight)
	}
	venue, _ := f.LiveVenue(fight)
	return NewLiveView(*l, fight, venue, f.TeamName, now), nil
}

// NewLiveView is the view of live fight l (any competition's: a
// Brain-ring fight, the cup's final) at now; name gives a team's name.
func NewLiveView(l brainring.Live, fight, venue string, name func(string) string, now time.Time) LiveView {
	// Show what has fallen due by now even before the tick writes it, so
	// a display never shows a clock past its end.
	c := l
	for _, e := range l.Due(now) {
		d := c.Clone()
		if d.Apply(e) == nil {
			c = d
		}
	}
	v := LiveView{Fight: fight, Venue: venue, NameA: name(c.A), NameB: name(c.B), Now: now,
		Phase: string(c.Phase()), Next: c.NextNumber(), Done: c.Done(), Live: c, Actions: []string{}}
	v.ScoreA, v.ScoreB = c.Score()
	at := now
	if at.Before(c.Clock) {
		at = c.Clock
	}
	// The actions the engine accepts now, tried on the state (a ruling
	// stands for all four: they are accepted together).
	for _, a := range []struct {
		name string
		try  func() ([]brainring.LiveEvent, error)
	}{
		{LiveActionAttention, func() ([]brainring.LiveEvent, error) { return c.Attention(at) }},
		{LiveActionTime, func() ([]brainring.LiveEvent, error) { return c.Time(at) }},
		{LiveActionRule, func() ([]brainring.LiveEvent, error) { return c.Rule(at, brainring.RulingWrong) }},
		{LiveActionRemove, func() ([]brainring.LiveEvent, error) { return c.Remove(at, "?") }},
		{LiveActionUndo, func() ([]brainring.LiveEvent, error) { return c.Undo(at, "") }},
	} {
		if _, err := a.try(); err == nil {
			v.Actions = append(v.Actions, a.name)
		}
	}
	if v.Live.Presses == nil {
		v.Live.Presses = buzzer.Log{}
	}
	return v
}

// LiveVenueFight is one fight of a venue in the order of the schedule.
type LiveVenueFight struct {
	Fight  string `json:"fight"`
	Round  int    `json:"round,omitempty"`
	A      string `json:"a"`
	B      string `json:"b"`
	NameA  string `json:"name_a"`
	NameB  string `json:"name_b"`
	Live   bool   `json:"live"`             // played live (opened)
	Done   bool   `json:"done"`             // complete, live or by hand
	Status string `json:"status,omitempty"` // the fight's status in its table
}

// BrainringVenueFights lists the fights of a venue (a group's name) in
// the order of the schedule (F2, F3), so that its console plays them one
// after the other; the play-off's venue (LiveVenuePlayoff) lists the
// fights of every match whose teams are known, in bracket order.
func (f *Festival) BrainringVenueFights(venue string) ([]LiveVenueFight, error) {
	b := f.Brainring
	if b == nil {
		return nil, NoBrainring()
	}
	if venue == LiveVenuePlayoff {
		return f.playoffVenueFights()
	}
	g := b.group(venue)
	if g == nil {
		return nil, unknownGroup(venue)
	}
	out := []LiveVenueFight{}
	for _, gf := range g.Fights {
		l := b.Live[gf.ID]
		out = append(out, LiveVenueFight{Fight: gf.ID, Round: gf.Round, A: gf.Fight.A, B: gf.Fight.B,
			NameA: f.TeamName(gf.Fight.A), NameB: f.TeamName(gf.Fight.B), Live: l != nil,
			Done: gf.Fight.Complete() || (l != nil && l.Done()), Status: string(f.fightView(gf.ID, gf.Fight, false).Status)})
	}
	return out, nil
}

// playoffVenueFights lists the play-off's fights that can be played or
// were: each fight of each match with both teams known, in bracket order.
func (f *Festival) playoffVenueFights() ([]LiveVenueFight, error) {
	b := f.Brainring
	br, err := f.brainringBracket()
	if err != nil {
		return nil, err
	}
	out := []LiveVenueFight{}
	for _, m := range bracketMatches(br.bracket) {
		if m.A == "" || m.B == "" {
			continue
		}
		played := b.Playoff.Plays[m.ID].Fights
		for k := 1; k <= b.Config.Playoff.FightsPerMatch; k++ {
			id := playoffFightID(m.ID, k)
			a, bb := m.A, m.B
			if k%2 == 0 {
				a, bb = bb, a
			}
			l := b.Live[id]
			done := (k <= len(played) && played[k-1].Complete()) || (l != nil && l.Done())
			out = append(out, LiveVenueFight{Fight: id, A: a, B: bb, NameA: f.TeamName(a), NameB: f.TeamName(bb),
				Live: l != nil, Done: done})
		}
		if _, err := f.extraMatch(m.ID); err == nil || b.Live[m.ID+LiveExtraSuffix] != nil {
			l := b.Live[m.ID+LiveExtraSuffix]
			out = append(out, LiveVenueFight{Fight: m.ID + LiveExtraSuffix, A: m.A, B: m.B, NameA: f.TeamName(m.A), NameB: f.TeamName(m.B),
				Live: l != nil, Done: l != nil && l.Done()})
		}
	}
	return out, nil
}
