package teamchess

import (
	"errors"
	"fmt"

	"turnir"
	"turnir/dutch"
)

// PairingInput returns the event before its next round as the input of
// the Dutch engine, with the teams as players (K3). The score is the
// teams' total game points, in halves, round by round as they were
// scored; a match is won with more than half of its games (MatchPoints).
// A win is the whole match so that "more than half of the maximum score"
// keeps its meaning for the topscorers. A bye is the pairing-allocated bye
// worth the regulation's bye points, so it is given at most once and
// counts as a downfloat. A withdrawn team is absent from the round to
// pair.
func (t *Tournament) PairingInput() dutch.Input {
	games := t.Config.GamesPerMatch()
	in := dutch.Input{Rounds: t.Config.Rounds, Points: dutch.Points{Win: 2 * games, Draw: games}}
	switch t.InitialColour {
	case 'w':
		in.InitialColour = dutch.White
	case 'b':
		in.InitialColour = dutch.Black
	}
	num := map[string]int{}
	for i, id := range t.Start {
		num[id] = i + 1
	}
	h := t.history()
	closed := t.closedRounds()
	result := map[int]dutch.Result{2: dutch.Win, 1: dutch.Draw}
	for i, id := range t.Start {
		p := dutch.Player{ID: i + 1}
		for r := 1; r <= closed; r++ {
			var e dutch.Round // a round without the team: absent, no points
			for _, g := range h[id] {
				if g.round != r {
					continue
				}
				e = dutch.Round{Paired: true, Result: result[g.mp], Points: g.own}
				if g.opp != "" {
					e.Opponent, e.Played, e.Colour = num[g.opp], true, dutch.Black
					if g.white {
						e.Colour = dutch.White
					}
				}
			}
			p.Rounds = append(p.Rounds, e)
		}
		if t.Teams[id].Withdrawn {
			// An absence written for the round to pair keeps the
			// engine from pairing the team.
			p.Rounds = append(p.Rounds, dutch.Round{})
		}
		in.Players = append(in.Players, p)
	}
	return in
}

// pairNext pairs the next round with the FIDE Dutch engine (K3).
func (t *Tournament) pairNext() (RoundPaired, error) {
	pairs, err := dutch.PairNext(t.PairingInput())
	if errors.Is(err, dutch.ErrNoPairing) {
		return RoundPaired{}, turnir.Errorf(turnir.ECONFLICT, "round %d cannot be paired without a repeat meeting (K3): the arbiters may finish the event early, a decision with its reason",
			"тур %d нельзя составить без повторных встреч (K3): судейская коллегия может завершить турнир досрочно — решение с причиной", len(t.Rounds)+1)
	}
	if err != nil {
		return RoundPaired{}, turnir.Errorf(turnir.EINTERNAL, "the pairing engine refused the event: %v", "программа жеребьёвки отвергла данные турнира: %v", err)
	}
	t.boardOrder(pairs)
	d := RoundPaired{Round: len(t.Rounds) + 1}
	team := func(n int) (string, error) {
		if n < 1 || n > len(t.Start) {
			return "", fmt.Errorf("pairing number %d out of range", n)
		}
		return t.Start[n-1], nil
	}
	for _, p := range pairs {
		w, err := team(p.White)
		if err != nil {
			return RoundPaired{}, turnir.Errorf(turnir.EINTERNAL, "pairing: %v", "жеребьёвка: %v", err)
		}
		if p.Black == 0 {
			d.Bye = w
			continue
		}
		b, err := team(p.Black)
		if err != nil {
			return RoundPaired{}, turnir.Errorf(turnir.EINTERNAL, "pairing: %v", "жеребьёвка: %v", err)
		}
		d.Matches = append(d.Matches, Match{White: w, Black: b})
	}
	return d, nil
}

// boardOrder puts the boards in the order the event has published them
// since its first pairing, which stored logs hold and Verify compares: a
// team that had the bye ranks above one that did not (when the bye
// scores), then the lower starting number; a board goes by its higher
// team, then by the other; the bye is last. It is not the order by game
// points: the engine orders boards by the score it is given without
// acceleration, and the event used to hand it the game points as
// accelerations, so only the bye's points were seen.
func (t *Tournament) boardOrder(pairs []dutch.Pair) {
	byes := map[int]int{}
	for _, r := range t.Rounds {
		if r.Closed && r.Bye != "" {
			for i, id := range t.Start {
				if id == r.Bye {
					byes[i+1] += t.Config.ByeGamePoints
				}
			}
		}
	}
	dutch.OrderBoards(pairs, func(id int) int { return byes[id] }, func(id int) int { return id })
}
