package teamchess

import "turnir"

// Result is the result of one game, White's score first.
type Result string

// Results of a game. A forfeit scores for the team like a win (K4) but is
// not a game: it goes neither to the rating export nor to the colour
// history of the board.
const (
	WhiteWins    Result = "1-0"
	Drawn        Result = "1/2-1/2"
	BlackWins    Result = "0-1"
	WhiteForfeit Result = "+-" // White wins by forfeit
	BlackForfeit Result = "-+" // Black wins by forfeit
	// BothForfeit is a double forfeit: neither player came (or both were
	// defaulted), and the game scores for neither team. The match then
	// shares fewer than 13 points, and its match points go by the points
	// the two teams did score (MatchPoints of own out of both).
	BothForfeit Result = "--"
)

// Points returns the half-points of White and Black, and false for a
// string that is not a result.
func (r Result) Points() (white, black int, ok bool) {
	switch r {
	case WhiteWins, WhiteForfeit:
		return 2, 0, true
	case Drawn:
		return 1, 1, true
	case BlackWins, BlackForfeit:
		return 0, 2, true
	case BothForfeit:
		return 0, 0, true
	}
	return 0, 0, false
}

// Played reports whether the game was played over the board.
func (r Result) Played() bool { return r == WhiteWins || r == Drawn || r == BlackWins }

// Kinds of game in a round (K4).
const (
	GameSimul = "simul" // game 1: a captain's simultaneous exhibition
	GameBoard = "board" // game 2: the board match
)

// Side is one player of a game: a team and the board of its player.
type Side struct {
	Team  string `json:"team"`
	Board int    `json:"board"`
}

// Game is one of the games of a team match, with its colours.
type Game struct {
	Slot  int    `json:"slot"` // index in the match's results
	Kind  string `json:"kind"` // GameSimul or GameBoard
	White Side   `json:"white"`
	Black Side   `json:"black"`
	// Giver is the team whose captain gives the simul (simul games only).
	Giver string `json:"giver,omitempty"`
}

// Match is a pairing of two teams. White gives White on board 1 of the
// board match (K3 decision): the colour the Dutch system allots to a team
// is the colour of its captain in the board match.
type Match struct {
	White string `json:"white"`
	Black string `json:"black"`
}

// Other returns the opponent of team in the match.
func (m Match) Other(team string) string {
	if team == m.White {
		return m.Black
	}
	return m.White
}

// Games lists the games of a match in slot order (K4): first the simul of
// White's captain against Black's boards 2..n, then the simul of Black's
// captain against White's boards 2..n, then the board match, board 1..n.
// Simul givers have White unless the regulation gives them Black; in the
// board match colours alternate by board, White's team having White on
// the odd boards, and by round through the Dutch colour allocation.
func (c Config) Games(m Match) []Game {
	n := len(c.Boards)
	out := make([]Game, 0, c.GamesPerMatch())
	for _, giver := range []string{m.White, m.Black} {
		taker := m.Other(giver)
		for b := 2; b <= n; b++ {
			g := Game{Slot: len(out), Kind: GameSimul, Giver: giver, White: Side{giver, 1}, Black: Side{taker, b}}
			if c.SimulGiverBlack {
				g.White, g.Black = g.Black, g.White
			}
			out = append(out, g)
		}
	}
	for b := 1; b <= n; b++ {
		g := Game{Slot: len(out), Kind: GameBoard, White: Side{m.White, b}, Black: Side{m.Black, b}}
		if b%2 == 0 {
			g.White, g.Black = g.Black, g.White
		}
		out = append(out, g)
	}
	return out
}

// Score returns the game points (halves) of the match's two teams from the
// results by slot; done is false while a result is missing. Simul and
// board games count alike (K4, K5): 13 points a match.
func (c Config) Score(m Match, results []Result) (white, black int, done bool) {
	done = len(results) == c.GamesPerMatch()
	for _, g := range c.Games(m) {
		if g.Slot >= len(results) {
			done = false
			continue
		}
		w, b, ok := results[g.Slot].Points()
		if !ok {
			done = false
			continue
		}
		if g.White.Team == m.White {
			white, black = white+w, black+b
		} else {
			white, black = white+b, black+w
		}
	}
	return white, black, done
}

// MatchPoints returns the match points of a team that scored own of total
// game points (all in halves), total being what both teams scored: a win
// is more than half the points, a draw exactly half (K5 decision). Without
// a double forfeit total is always 26 halves, 13 points.
func MatchPoints(own, total int) int {
	switch {
	case 2*own > total:
		return MatchWin
	case 2*own == total:
		return MatchDraw
	}
	return MatchLoss
}

// checkResults refuses a list of results that is not one result per game
// ("" clears a game's result: typed into the wrong match).
func (c Config) checkResults(results map[int]Result) error {
	for slot, r := range results {
		if slot < 0 || slot >= c.GamesPerMatch() {
			return turnir.Errorf(turnir.EINVALID, "a match has games 0..%d, not %d", "в матче партии 0..%d, а не %d", c.GamesPerMatch()-1, slot)
		}
		if r == "" {
			continue
		}
		if _, _, ok := r.Points(); !ok {
			return turnir.Errorf(turnir.EINVALID, "%q is not a result (1-0, 1/2-1/2, 0-1, +-, -+, --)", "%q — не результат (1-0, 1/2-1/2, 0-1, +-, -+, --)", string(r))
		}
	}
	return nil
}
