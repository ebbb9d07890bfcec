package teamchess

// played is one closed round of a team as the standings and the pairing
// see it.
type played struct {
	round   int
	opp     string // "" for the bye
	white   bool   // the team had White on board 1 of the board match
	own     int    // game points, halves
	against int    // the opponent's game points, halves
	mp      int    // match points
}

// history returns every team's closed rounds, in round order. Rounds still
// open do not count: standings and pairings are made from closed rounds.
func (t *Tournament) history() map[string][]played {
	h := map[string][]played{}
	for _, r := range t.Rounds {
		if !r.Closed {
			continue
		}
		for i, m := range r.Matches {
			// Match points go by what both teams scored: 26 halves
			// unless a game was a double forfeit.
			w, b, _ := t.Config.Score(m, r.Results[i])
			h[m.White] = append(h[m.White], played{round: r.N, opp: m.Black, white: true, own: w, against: b, mp: MatchPoints(w, w+b)})
			h[m.Black] = append(h[m.Black], played{round: r.N, opp: m.White, own: b, against: w, mp: MatchPoints(b, w+b)})
		}
		if r.Bye != "" {
			h[r.Bye] = append(h[r.Bye], played{round: r.N, own: t.Config.ByeGamePoints, mp: t.Config.ByeMatchPoints})
		}
	}
	return h
}

// closedRounds counts the closed rounds.
func (t *Tournament) closedRounds() int {
	n := 0
	for _, r := range t.Rounds {
		if r.Closed {
			n++
		}
	}
	return n
}
