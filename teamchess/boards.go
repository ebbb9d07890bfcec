package teamchess

import "sort"

// BoardGame is one board-match game of a player (K5): the only games that
// count for board prizes and the rating. Simul games never appear here.
type BoardGame struct {
	Round    int    `json:"round"`
	Board    int    `json:"board"`
	Team     string `json:"team"`
	Player   string `json:"player"`
	OppTeam  string `json:"opp_team"`
	Opponent string `json:"opponent"`
	White    bool   `json:"white"`
	Points   int    `json:"points_halves"` // the player's score: 2, 1 or 0
	Played   bool   `json:"played"`        // false for a forfeit
}

// BoardGames returns the board-match games of the closed rounds, round by
// round, match by match, board by board, once from each side.
func (t *Tournament) BoardGames() []BoardGame {
	var out []BoardGame
	for _, r := range t.Rounds {
		if !r.Closed {
			continue
		}
		for i, m := range r.Matches {
			for _, g := range t.Config.Games(m) {
				if g.Kind != GameBoard {
					continue
				}
				res := r.Results[i][g.Slot]
				w, b, _ := res.Points()
				wp, bp := t.player(g.White), t.player(g.Black)
				out = append(out,
					BoardGame{Round: r.N, Board: g.White.Board, Team: g.White.Team, Player: wp, OppTeam: g.Black.Team, Opponent: bp, White: true, Points: w, Played: res.Played()},
					BoardGame{Round: r.N, Board: g.Black.Board, Team: g.Black.Team, Player: bp, OppTeam: g.White.Team, Opponent: wp, Points: b, Played: res.Played()})
			}
		}
	}
	return out
}

// player returns the ID of the player at a side of a game.
func (t *Tournament) player(s Side) string {
	tm := t.Teams[s.Team]
	if tm == nil || s.Board < 1 || s.Board > len(tm.Roster.Players) {
		return ""
	}
	return tm.Roster.Players[s.Board-1].ID
}

// BoardStanding is one player's line of a board's prize table.
type BoardStanding struct {
	Board  int    `json:"board"`
	Player string `json:"player"`
	Name   string `json:"name"`
	Team   string `json:"team"`
	Place  int    `json:"place"`
	Points int    `json:"points_halves"`
	Games  int    `json:"games"` // board-match games including forfeits
}

// BoardPrizes returns, for each board, its players ranked by their points
// in board-match games only (K5): simul games do not count. Ties go to the
// player with fewer games (the better percentage), then to the player of
// the better-placed team; equal on all three share the place.
func (t *Tournament) BoardPrizes() [][]BoardStanding {
	place := map[string]int{}
	for _, s := range t.Standings() {
		place[s.Team] = s.Place
	}
	n := len(t.Config.Boards)
	rows := map[string]*BoardStanding{}
	out := make([][]BoardStanding, n)
	for _, id := range t.Start {
		tm := t.Teams[id]
		for b, p := range tm.Roster.Players {
			if b < n {
				rows[p.ID] = &BoardStanding{Board: b + 1, Player: p.ID, Name: p.Name, Team: id}
			}
		}
	}
	for _, g := range t.BoardGames() {
		if r := rows[g.Player]; r != nil {
			r.Points += g.Points
			r.Games++
		}
	}
	for _, id := range t.Start {
		for _, p := range t.Teams[id].Roster.Players {
			if r := rows[p.ID]; r != nil && r.Games > 0 {
				out[r.Board-1] = append(out[r.Board-1], *r)
			}
		}
	}
	for b := range out {
		rs := out[b]
		less := func(x, y BoardStanding) int {
			switch {
			case x.Points != y.Points:
				return y.Points - x.Points
			case x.Games != y.Games:
				return x.Games - y.Games
			}
			return place[x.Team] - place[y.Team]
		}
		sort.SliceStable(rs, func(i, j int) bool { return less(rs[i], rs[j]) < 0 })
		for i := range rs {
			rs[i].Place = i + 1
			if i > 0 && less(rs[i-1], rs[i]) == 0 {
				rs[i].Place = rs[i-1].Place
			}
		}
	}
	return out
}
