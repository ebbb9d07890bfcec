package teamchess

import (
	"errors"
	"fmt"

	"turnir"
	"turnir/dutch"
	"turnir/trf"
)

// PairingFile returns the event before its next round as a TRF tournament
// with the teams as players (K3), the file dutch.PairNext pairs from.
//
// Teams are scored by total game points, which TRF cannot write per game
// (a match ends 8.5:4.5, not 1:0). The file therefore records every match
// as a drawn game worth nothing and carries the game points as the
// acceleration of each round (XXA): the score the Dutch engine sees before
// round r is the team's game points after r-1 rounds, at every point of
// its history, so score groups, floats and the top-scorer test all read
// game points. A win is set to the 13 points of a match so that "more than
// half of the maximum score" keeps its meaning; a bye is the
// pairing-allocated bye ('U') worth the regulation's bye points, so a bye
// is given at most once and counts as a downfloat.
func (t *Tournament) PairingFile() *trf.Tournament {
	games := t.Config.GamesPerMatch()
	f := &trf.Tournament{
		Rounds: t.Config.Rounds,
		Points: trf.PointSystem{Win: 10 * games, PAB: 5 * t.Config.ByeGamePoints},
		Accel:  map[int][]int{},
	}
	switch t.InitialColour {
	case 'w', 'b':
		f.InitialColour = t.InitialColour
	}
	num := map[string]int{}
	for i, id := range t.Start {
		num[id] = i + 1
	}
	h := t.history()
	closed := t.closedRounds()
	for i, id := range t.Start {
		p := &trf.Player{ID: i + 1, Name: t.Teams[id].Roster.Name}
		acc := make([]int, closed+1)
		sum := 0
		for r := 1; r <= closed; r++ {
			e := trf.Entry{Colour: '-', Result: 'Z'}
			for _, g := range h[id] {
				if g.round != r {
					continue
				}
				switch {
				case g.opp == "":
					e = trf.Entry{Colour: '-', Result: 'U'}
				case g.white:
					e = trf.Entry{Opponent: num[g.opp], Colour: 'w', Result: '='}
					sum += 5 * g.own
				default:
					e = trf.Entry{Opponent: num[g.opp], Colour: 'b', Result: '='}
					sum += 5 * g.own
				}
			}
			p.Entries = append(p.Entries, e)
			acc[r] = sum
		}
		if t.Teams[id].Withdrawn {
			// An absence written for the round to pair keeps the
			// engine from pairing the team.
			p.Entries = append(p.Entries, trf.Entry{Colour: '-', Result: '-'})
		}
		f.Accel[i+1] = acc
		f.Players = append(f.Players, p)
	}
	return f
}

// pairNext pairs the next round with the FIDE Dutch engine (K3).
func (t *Tournament) pairNext() (RoundPaired, error) {
	pairs, err := dutch.PairNext(t.PairingFile())
	if errors.Is(err, dutch.ErrNoPairing) {
		return RoundPaired{}, turnir.Errorf(turnir.ECONFLICT, "round %d cannot be paired without a repeat meeting (K3)",
			"тур %d нельзя составить без повторных встреч (K3)", len(t.Rounds)+1)
	}
	if err != nil {
		return RoundPaired{}, turnir.Errorf(turnir.EINTERNAL, "the pairing engine refused the event: %v", "программа жеребьёвки отвергла данные турнира: %v", err)
	}
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
