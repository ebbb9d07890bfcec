package teamchess

import (
	"fmt"
	"strings"
)

// Sheet returns the pairing sheet of round n in lang ("en" or "ru"): every
// match with its games, colours and players, and the time controls of the
// regulation (K6), as printed for the playing hall. It is "" for a round
// not yet paired.
func (t *Tournament) Sheet(n int, lang string) string {
	r := t.Round(n)
	if r == nil {
		return ""
	}
	ru := lang == "ru"
	tr := func(en, rus string) string {
		if ru {
			return rus
		}
		return en
	}
	tc := func(c TimeControl) string {
		if ru {
			return c.StringRU()
		}
		return c.String()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s — %s %d\n", t.Name, tr("round", "тур"), n)
	if at, ok := t.Config.RoundAt(n); ok {
		fmt.Fprintf(&b, "%s %s\n", tr("Start:", "Начало:"), at.Format("02.01.2006 15:04"))
	}
	c := t.Config.TimeControls
	fmt.Fprintf(&b, "%s %s\n", tr("Game 1, simul giver:", "Партия 1, сеансёр:"), tc(c.SimulGiver))
	fmt.Fprintf(&b, "%s %s\n", tr("Game 1, boards 2-5:", "Партия 1, участники на 2-5 досках:"), tc(c.SimulBoard))
	fmt.Fprintf(&b, "%s %s\n", tr("Game 2, board match:", "Партия 2, стыковой матч:"), tc(c.BoardMatch))
	name := func(s Side) string {
		tm := t.Teams[s.Team]
		if tm == nil || s.Board > len(tm.Roster.Players) {
			return s.Team
		}
		return fmt.Sprintf("%s (%s, %d)", tm.Roster.Players[s.Board-1].Name, tm.Roster.Name, s.Board)
	}
	for i, m := range r.Matches {
		fmt.Fprintf(&b, "\n%s %d: %s — %s\n", tr("Match", "Матч"), i+1, t.Teams[m.White].Roster.Name, t.Teams[m.Black].Roster.Name)
		for _, g := range t.Config.Games(m) {
			kind := tr("game 2, board", "партия 2, доска")
			board := g.White.Board
			if g.Kind == GameSimul {
				kind = tr("game 1, simul, board", "партия 1, сеанс, доска")
				board = max(g.White.Board, g.Black.Board)
			}
			res := string(r.Results[i][g.Slot])
			fmt.Fprintf(&b, "  %s %d: %s — %s  %s\n", kind, board, name(g.White), name(g.Black), res)
		}
	}
	if r.Bye != "" {
		fmt.Fprintf(&b, "\n%s %s\n", tr("Without an opponent:", "Без соперника:"), t.Teams[r.Bye].Roster.Name)
	}
	return b.String()
}
