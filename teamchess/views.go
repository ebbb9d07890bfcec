package teamchess

import (
	"turnir"
	"turnir/es"
)

// The read views the pages, the command line and the exports share: the
// crosstable and every player's individual score. They are made from the
// closed rounds, like the standings.

// CrossCell is one team's round in the crosstable: its opponent, its
// colour on board 1 of the board match, and the game points of both
// teams (halves). Bye marks a round without an opponent.
type CrossCell struct {
	Round   int    `json:"round"`
	Opp     string `json:"opp,omitempty"`
	White   bool   `json:"white,omitempty"`
	Own     int    `json:"own_halves"`
	Against int    `json:"against_halves"`
	Bye     bool   `json:"bye,omitempty"`
}

// CrossRow is a team's line of the crosstable, in standings order.
type CrossRow struct {
	Standing
	// Number is the pairing number fixed at the draw.
	Number int `json:"number"`
	// Rounds are the team's closed rounds, in round order; a round it was
	// not paired in (it had withdrawn) is missing.
	Rounds []CrossCell `json:"rounds"`
}

// Crosstable returns the standings with every team's rounds.
func (t *Tournament) Crosstable() []CrossRow {
	h := t.history()
	var out []CrossRow
	for _, s := range t.Standings() {
		row := CrossRow{Standing: s, Rounds: []CrossCell{}}
		if tm := t.Teams[s.Team]; tm != nil {
			row.Number = tm.Number
		}
		for _, g := range h[s.Team] {
			row.Rounds = append(row.Rounds, CrossCell{Round: g.round, Opp: g.opp, White: g.white, Own: g.own, Against: g.against, Bye: g.opp == ""})
		}
		out = append(out, row)
	}
	return out
}

// PlayerScore is one player's individual result (K5): the board-match
// games, which count for board prizes, and the simul games, which count
// for the team only. Points in halves; forfeits count as games.
type PlayerScore struct {
	Team        string `json:"team"`
	Board       int    `json:"board"`
	Player      string `json:"player"`
	Name        string `json:"name"`
	BoardPoints int    `json:"board_points_halves"`
	BoardGames  int    `json:"board_games"`
	SimulPoints int    `json:"simul_points_halves"`
	SimulGames  int    `json:"simul_games"`
}

// PlayerScores returns every player's score after the closed rounds, team
// by team in pairing (else registration) order, board by board.
func (t *Tournament) PlayerScores() []PlayerScore {
	type key struct {
		team  string
		board int
	}
	acc := map[key]*PlayerScore{}
	teams := t.Start
	if len(teams) == 0 {
		teams = t.Order
	}
	var out []*PlayerScore
	for _, id := range teams {
		tm := t.Teams[id]
		for b, p := range tm.Roster.Players {
			ps := &PlayerScore{Team: id, Board: b + 1, Player: p.ID, Name: p.Name}
			acc[key{id, b + 1}] = ps
			out = append(out, ps)
		}
	}
	for _, r := range t.Rounds {
		if !r.Closed {
			continue
		}
		for i, m := range r.Matches {
			for _, g := range t.Config.Games(m) {
				w, b, ok := r.Results[i][g.Slot].Points()
				if !ok {
					continue
				}
				for _, side := range []struct {
					s   Side
					pts int
				}{{g.White, w}, {g.Black, b}} {
					ps := acc[key{side.s.Team, side.s.Board}]
					if ps == nil {
						continue
					}
					if g.Kind == GameBoard {
						ps.BoardPoints += side.pts
						ps.BoardGames++
					} else {
						ps.SimulPoints += side.pts
						ps.SimulGames++
					}
				}
			}
		}
	}
	res := make([]PlayerScore, len(out))
	for i, p := range out {
		res[i] = *p
	}
	return res
}

// After returns a copy of t as its views stood after round n: the rounds
// after n are left out (a correction made later to round n or before
// still counts). t is untouched.
func After(t *Tournament, n int) *Tournament {
	c := es.Clone(t)
	if n < len(c.Rounds) {
		c.Rounds = c.Rounds[:max(n, 0)]
	}
	return c
}

// Command is one command of the event on a state, for Batch.
type Command func(t *Tournament) ([]turnir.Event, error)

// Batch runs cmds one after the other, each on the state the previous
// ones leave (applied to a clone, so t is untouched), and returns all
// their events, or the first refusal and none: the draw and the pairing
// of round 1 go to the log as one commit.
func (t *Tournament) Batch(cmds ...Command) ([]turnir.Event, error) {
	cur := t
	var out []turnir.Event
	for i, cmd := range cmds {
		evs, err := cmd(cur)
		if err != nil {
			return nil, err
		}
		out = append(out, evs...)
		if i == len(cmds)-1 {
			break
		}
		if cur == t {
			cur = es.Clone(t)
		}
		for _, e := range evs {
			if err := cur.Apply(e); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}
