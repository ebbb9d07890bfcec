package svoya

// LiveScore is one player's line of a live fight's score sheet: the S6
// indicators (total, sum and number of right answers, answers given) and
// whether the player gave no answer at all (S9's passive zero, recorded
// from the play itself: a false start or a press without a ruling is no
// answer).
type LiveScore struct {
	Player string `json:"player"`
	Indicators
	Passive bool `json:"passive,omitempty"`
}

// Sheet returns the score sheet in seat order: right +value, wrong -value
// (S5), from the rulings as they stand (an undone ruling counts for
// nothing).
func (f *Live) Sheet() []LiveScore {
	ind := map[string]Indicators{}
	for _, r := range f.Rulings {
		x := ind[r.Player]
		x.Answered++
		if r.Right {
			x.Total += r.Value
			x.RightSum += r.Value
			x.RightCount++
		} else {
			x.Total -= r.Value
		}
		ind[r.Player] = x
	}
	out := make([]LiveScore, len(f.Players))
	for i, p := range f.Players {
		x := ind[p]
		out[i] = LiveScore{Player: p, Indicators: x, Passive: x.Answered == 0}
	}
	return out
}

// Fight returns the fight as the after-the-fact entry knows it (Fight:
// the players and their answers in the order given, Done once the live
// fight is over), so a live fight's result goes to ScoreGroupFight (S9),
// RankPlayoff (S11, S12) and the festival's answers (SvoyaAnswer) without
// typing it again. Its Tally equals Sheet.
func (f *Live) Fight() Fight {
	out := Fight{Players: append([]string(nil), f.Players...), Done: f.Phase == LiveDone}
	for _, r := range f.Rulings {
		out.Answers = append(out.Answers, Answer{Round: r.Ref.Round, Theme: r.Ref.Theme, Question: r.Ref.Question, Player: r.Player, Right: r.Right})
	}
	return out
}

// LiveBoard is the board of the round in play as a display shows it: the
// values of each theme's questions and which are played. A played
// question never comes back on it (unless the host reopens it).
type LiveBoard struct {
	Round   int         `json:"round"`
	Themes  []LiveTheme `json:"themes"`
	Current LiveRef     `json:"current"`
}

// LiveTheme is one theme's row of the board.
type LiveTheme struct {
	Values []int  `json:"values"`
	Played []bool `json:"played"`
}

// Board returns the board of the round in play.
func (f *Live) Board() LiveBoard {
	b := LiveBoard{Round: f.Round, Current: f.Current}
	if f.Round < 1 || f.Round > len(f.Played) {
		return b
	}
	vals := f.Format.Rounds[f.Round-1].Values
	for _, t := range f.Played[f.Round-1] {
		b.Themes = append(b.Themes, LiveTheme{Values: append([]int(nil), vals...), Played: append([]bool(nil), t...)})
	}
	return b
}

// Next returns the question the sport's order takes next: the first
// unplayed one of the round, theme by theme, in order of value (what the
// host's console offers under LiveChoiceHost), or false when none is left.
func (f *Live) Next() (LiveRef, bool) {
	if f.Phase != LiveChoosing || f.Round < 1 || f.Round > len(f.Played) {
		return LiveRef{}, false
	}
	for t, qs := range f.Played[f.Round-1] {
		for q, done := range qs {
			if !done {
				return LiveRef{f.Round, t + 1, q + 1}, true
			}
		}
	}
	return LiveRef{}, false
}

// Shown says what the play has revealed of the question at r: played, its
// text (chosen and being read, or played) and its answer (once the
// question is over). A package's public view (pack.Public) takes exactly
// this, so a display never shows an unplayed question or an answer early.
func (f *Live) Shown(r LiveRef) (played, text, answer bool) {
	if r.Round < 1 || r.Round > len(f.Played) || r.Theme < 1 || r.Theme > len(f.Played[r.Round-1]) ||
		r.Question < 1 || r.Question > len(f.Played[r.Round-1][r.Theme-1]) {
		return false, false, false
	}
	played = f.played(r)
	return played, played || r == f.Current, played
}
