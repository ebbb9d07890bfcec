package svoyatournament

import (
	"strconv"
	"time"

	"turnir"
	"turnir/buzzer"
	"turnir/svoya"
)

// The views of a live fight for its pages (issue 13): the console, the
// hall display and the players' buttons all read one SvoyaLiveView. It
// holds no question text and no answer (the engine knows only values);
// the package, where the text is, stays with the server (see the http
// adapter), which adds to a display only what pack.Public reveals.

// SvoyaVenuePlayoff names the venue of the play-off fights and their
// shootouts (S11, S12) among the live venues; the group venues are "1" to
// "4" (S9).
const SvoyaVenuePlayoff = "playoff"

// The host's actions a SvoyaLiveView may offer.
const (
	SvoyaActionChoose = "choose"
	SvoyaActionUnlock = "unlock"
	SvoyaActionRule   = "rule" // right or wrong
	SvoyaActionEnd    = "end"  // end the question, nobody scores
	SvoyaActionUndo   = "undo"
	SvoyaActionReopen = "reopen"
)

// SvoyaLivePlayer is one seat of a live fight as every screen shows it.
type SvoyaLivePlayer struct {
	Player string `json:"player"`
	Name   string `json:"name"`
	Score  int    `json:"score"`
	// Blocked is when the player's button opens again after a false
	// start (zero when it is not blocked).
	Blocked time.Time `json:"blocked,omitzero"`
	// Tried says the player answered the question in play already.
	Tried bool `json:"tried,omitempty"`
}

// SvoyaLiveView is a live fight as its pages show it at Now: the board of
// the round in play (values, played), the question in play, who answers
// and until when, the players with their scores, the press log and the
// host's actions that the engine would accept now.
type SvoyaLiveView struct {
	Fight    string             `json:"fight"` // the ref's Key
	Ref      SvoyaRef           `json:"ref"`
	Venue    string             `json:"venue"`
	Now      time.Time          `json:"now"`
	Phase    svoya.LivePhase    `json:"phase"`
	Rounds   int                `json:"rounds"`
	Board    svoya.LiveBoard    `json:"board"`
	Current  *svoya.LiveRef     `json:"current,omitempty"`
	Value    int                `json:"value,omitempty"`
	Answerer string             `json:"answerer,omitempty"`
	Chooser  string             `json:"chooser,omitempty"`
	Deadline time.Time          `json:"deadline,omitzero"`
	Overtime bool               `json:"overtime,omitempty"`
	Next     *svoya.LiveRef     `json:"next,omitempty"` // the sport's order's next question
	Players  []SvoyaLivePlayer  `json:"players"`
	Done     bool               `json:"done"`
	Actions  []string           `json:"actions"`
	Presses  buzzer.Log         `json:"presses"`
	Signals  []svoya.LiveSignal `json:"signals"` // the buttons' openings, for each press's time after its signal
}

// SvoyaLiveVenue is the venue a fight is played on: its group venue's
// number, or the play-off's.
func SvoyaLiveVenue(ref SvoyaRef) string {
	if ref.Stage == SvoyaGroups {
		return strconv.Itoa(ref.Venue)
	}
	return SvoyaVenuePlayoff
}

// SvoyaLiveView returns the view of the live fight at ref at now. What
// fell due by now is shown before the tick writes it, so a display never
// counts past zero.
func (f *Festival) SvoyaLiveView(ref SvoyaRef, now time.Time) (SvoyaLiveView, error) {
	if err := f.HasSvoya(); err != nil {
		return SvoyaLiveView{}, err
	}
	l := f.LiveFight(ref)
	if l == nil {
		return SvoyaLiveView{}, turnir.Errorf(turnir.ENOTFOUND, "fight %s is not played live", "бой %s не играется вживую", ref.Key())
	}
	c := l.Clone()
	for _, e := range c.Due(now) {
		if c.Apply(e) != nil {
			break
		}
	}
	v := SvoyaLiveView{Fight: ref.Key(), Ref: ref, Venue: SvoyaLiveVenue(ref), Now: now, Phase: c.Phase,
		Rounds: len(c.Format.Rounds), Board: c.Board(), Answerer: c.Answerer, Chooser: c.Chooser,
		Deadline: c.Deadline, Overtime: c.Overtime, Done: c.Phase == svoya.LiveDone,
		Presses: c.Presses, Signals: append([]svoya.LiveSignal{}, c.Signals...), Actions: []string{}, Players: []SvoyaLivePlayer{}}
	if !c.Current.IsZero() {
		cur := c.Current
		v.Current, v.Value = &cur, c.Value
	}
	if n, ok := c.Next(); ok {
		v.Next = &n
	}
	for _, s := range c.Sheet() {
		name, _ := f.who(s.Player)
		p := SvoyaLivePlayer{Player: s.Player, Name: name, Score: s.Total, Tried: c.Tried[s.Player]}
		if b := c.Blocked[s.Player]; b.After(now) {
			p.Blocked = b
		}
		v.Players = append(v.Players, p)
	}
	if v.Presses == nil {
		v.Presses = buzzer.Log{}
	}
	if fg, err := f.Svoya.Fight(ref); err == nil && fg.Done {
		// Closed by the jury before its end: the pages show it over and
		// offer nothing until it is reopened (SvoyaLive* refuse too).
		v.Done = true
		return v, nil
	}
	v.Actions = svoyaActions(c, now)
	return v, nil
}

// svoyaActions lists the host's actions the engine accepts now, each
// tried on a copy of the state.
func svoyaActions(c *svoya.Live, now time.Time) []string {
	out := []string{}
	for _, a := range []struct {
		name string
		try  func(l *svoya.Live) ([]svoya.LiveEvent, error)
	}{
		{SvoyaActionChoose, func(l *svoya.Live) ([]svoya.LiveEvent, error) {
			n, ok := l.Next()
			if !ok {
				return nil, notLive()
			}
			return l.Choose(now, n, l.Chooser)
		}},
		{SvoyaActionUnlock, func(l *svoya.Live) ([]svoya.LiveEvent, error) { return l.Unlock(now) }},
		{SvoyaActionRule, func(l *svoya.Live) ([]svoya.LiveEvent, error) { return l.Rule(now, false) }},
		{SvoyaActionEnd, func(l *svoya.Live) ([]svoya.LiveEvent, error) { return l.EndQuestion(now) }},
		{SvoyaActionUndo, func(l *svoya.Live) ([]svoya.LiveEvent, error) { return l.Undo(now, "?") }},
		{SvoyaActionReopen, func(l *svoya.Live) ([]svoya.LiveEvent, error) { return l.Reopen(now, "?") }},
	} {
		if _, err := a.try(c.Clone()); err == nil {
			out = append(out, a.name)
		}
	}
	return out
}

// SvoyaLiveVenueFight is one fight of a live venue in playing order.
type SvoyaLiveVenueFight struct {
	Fight   string   `json:"fight"` // the ref's Key
	Ref     SvoyaRef `json:"ref"`
	Players []string `json:"players"`
	Names   []string `json:"names"`
	Live    bool     `json:"live"` // played live (started)
	Done    bool     `json:"done"` // closed, live or by hand
	// Hand says answers were entered by hand: the fight goes on by hand.
	Hand bool `json:"hand,omitempty"`
}

// SvoyaLiveVenueFights lists a venue's fights in playing order, so that
// its console plays them one after the other: a group venue's ("1" to
// "4", S9), or the play-off's (every fight and shootout whose players are
// known, S11, S12).
func (f *Festival) SvoyaLiveVenueFights(venue string) ([]SvoyaLiveVenueFight, error) {
	if err := f.HasSvoya(); err != nil {
		return nil, err
	}
	s := f.Svoya
	var refs []SvoyaRef
	if venue == SvoyaVenuePlayoff {
		for _, r := range s.Rounds {
			for k, pf := range r.Fights {
				refs = append(refs, SvoyaRef{Stage: r.Stage, Fight: k + 1})
				for i := range pf.Shootouts {
					refs = append(refs, SvoyaRef{Stage: r.Stage, Fight: k + 1, Shootout: i + 1})
				}
			}
		}
	} else {
		n, err := strconv.Atoi(venue)
		if err != nil || n < 1 || n > len(s.Venues) || strconv.Itoa(n) != venue {
			return nil, turnir.Errorf(turnir.ENOTFOUND, "no Svoya igra venue %q (1 to %d, or playoff)",
				"нет площадки своей игры %q (1–%d или playoff)", venue, len(s.Venues))
		}
		for k := range s.Venues[n-1].Fights {
			refs = append(refs, SvoyaRef{Stage: SvoyaGroups, Venue: n, Fight: k + 1})
		}
	}
	out := []SvoyaLiveVenueFight{}
	for _, ref := range refs {
		fg, err := s.Fight(ref)
		if err != nil || len(fg.Players) == 0 {
			continue
		}
		l := f.LiveFight(ref)
		row := SvoyaLiveVenueFight{Fight: ref.Key(), Ref: ref, Players: fg.Players, Live: l != nil, Done: fg.Done,
			Hand: l == nil && len(fg.Answers) > 0}
		for _, p := range fg.Players {
			name, _ := f.who(p)
			row.Names = append(row.Names, name)
		}
		out = append(out, row)
	}
	return out, nil
}

// SvoyaLiveRunning reports whether a fight is played live and not done:
// the scheduler's tick looks at such a festival, and forgets one without.
func (f *Festival) SvoyaLiveRunning() bool {
	if f.Svoya == nil {
		return false
	}
	for k, l := range f.Svoya.Live {
		if f.playing(k, l) {
			return true
		}
	}
	return false
}

// playing reports whether the live fight at key (SvoyaRef.Key) is still
// played: not over, and not closed by the jury before its end.
func (f *Festival) playing(key string, l *svoya.Live) bool {
	if l.Phase == svoya.LiveDone {
		return false
	}
	ref, err := ParseSvoyaRef(key)
	if err != nil {
		return false
	}
	fg, err := f.Svoya.Fight(ref)
	return err == nil && !fg.Done
}

// SvoyaLiveDueNow reports whether something fell due by now in a live
// fight (a press window closed, an answerer's time up), so the tick
// writes only when there is something to write.
func (f *Festival) SvoyaLiveDueNow(now time.Time) bool {
	if f.Svoya == nil {
		return false
	}
	for k, l := range f.Svoya.Live {
		if f.playing(k, l) && len(l.Due(now)) > 0 {
			return true
		}
	}
	return false
}
