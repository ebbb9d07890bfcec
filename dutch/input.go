package dutch

import (
	"fmt"
	"sort"
)

// Input is what the engine pairs a round from: the players and their
// history, the planned number of rounds and the point system. Points are
// in the event's own unit (tenths of a point in a TRF file, half game
// points in a team event); the engine only adds and compares them.
// Package trf converts a TRF file to it.
type Input struct {
	Players []Player
	// Rounds is the planned number of rounds of the event; 0 (unknown)
	// is refused, since a finished event could not be told from one with
	// rounds to come.
	Rounds int
	// InitialColour is the colour of the first player in round 1 (drawn
	// by lot); NoColour reads it from the first round that has colours.
	InitialColour Colour
	// Points is the point system.
	Points Points
	// Forbidden lists groups of players (by pairing number) who must not
	// meet in the round to pair, besides those who met already.
	Forbidden [][]int
}

// Player is one entrant.
type Player struct {
	// ID is the pairing number, from 1; the numbers need not be
	// consecutive.
	ID int
	// Accel holds the virtual points of an acceleration, before each
	// round (Accel[0] before round 1); nil when the player has none.
	Accel []int
	// Rounds is the history, round 1 first. A player with fewer rounds
	// than were played was absent in the missing ones (Points.Absent
	// each). A player with an entry for the round to pair (an announced
	// bye or absence) is not paired in it.
	Rounds []Round
}

// Round is one round of a player's history.
type Round struct {
	// Opponent is the opponent's pairing number, 0 for none (a bye or an
	// absence).
	Opponent int
	// Colour is the colour played, or that of a forfeited game.
	Colour Colour
	// Played is a game played over the board (it needs an opponent and a
	// colour): only these count for colours and meetings.
	Played bool
	// Paired is a round the player was paired in: a game, a forfeit, or
	// the pairing-allocated bye (Paired without an opponent).
	Paired bool
	// Result is the outcome as the rules read it. Only an unplayed
	// round's is read: a win without playing (a forfeit win, a full-point
	// bye) bars the pairing-allocated bye (FIDE_C2).
	Result Result
	// Points is what the round scored.
	Points int
}

// Points is the point system, in the event's unit.
type Points struct {
	// Win is the most one game over the board gives: the base of the
	// topscorer threshold (more than half the maximum possible score) and
	// the full virtual point of the Baku acceleration.
	Win int
	// Draw is a drawn game: the half virtual point of Baku.
	Draw int
	// Loss is a lost game: an unplayed round that scored more counts as a
	// downfloat (C.04.3 1.4).
	Loss int
	// Absent is what a round missing from a player's history scores.
	Absent int
}

// Colour is a colour of the input.
type Colour int

// Colours of the input; the zero value is none.
const (
	NoColour Colour = iota
	White
	Black
)

// Result is the outcome of a round.
type Result int

// Results, the zero value a loss.
const (
	Loss Result = iota
	Draw
	Win
)

// colourOf is the engine's colour of an input colour.
func colourOf(c Colour) int {
	switch c {
	case White:
		return white
	case Black:
		return black
	}
	return none
}

// Baku returns a copy of the input with the virtual points of the Baku
// acceleration method (FIDE C.04.5.1) as its accelerations, for every
// round. An input in which some player has accelerations of his own is
// returned unchanged: they are what the arbiter decided.
//
// The method: the players, in pairing-number order, are split before round
// 1 into GA, the first half rounded up to an even number (2 x ceil(N/4)),
// and GB, the rest. The accelerated rounds are the first half of the
// tournament, rounded up; GA players get 1 virtual point (a win's worth)
// before each of the first half of those, rounded up, and 0.5 (a draw's
// worth) before each of the others. GB players never get any. N counts
// every player of the input, so a late entry with a higher pairing number
// than the last GA player stays in GB; one inserted above it moves the
// last GA player into GB (the input does not tell who entered late).
//
// The method needs the standard point system (a draw is half a win, a loss
// nothing); another is refused with an *InputError.
func Baku(in Input) (Input, error) {
	for _, p := range in.Players {
		if p.Accel != nil {
			return in, nil
		}
	}
	ps := in.Points
	if ps.Loss != 0 || 2*ps.Draw != ps.Win {
		return Input{}, &InputError{BakuPointsMsg}
	}
	if in.Rounds == 0 {
		return Input{}, &InputError{"the Baku acceleration needs the number of rounds of the tournament (XXR or record 142)"}
	}
	ids := make([]int, 0, len(in.Players))
	for _, p := range in.Players {
		ids = append(ids, p.ID)
	}
	sort.Ints(ids)
	ga := map[int]bool{}
	for _, id := range ids[:min(len(ids), BakuGroupA(len(ids)))] {
		ga[id] = true
	}
	virtual := BakuRounds(in.Rounds, ps.Win, ps.Draw)
	c := in
	c.Players = make([]Player, len(in.Players))
	for i, p := range in.Players {
		if ga[p.ID] {
			p.Accel = virtual
		}
		c.Players[i] = p
	}
	return c, nil
}

// BakuPointsMsg is the refusal of Baku on a point system other than the
// standard one, for a converter that finds it first.
const BakuPointsMsg = "the Baku acceleration needs the standard point system (a draw is half a win, a loss 0)"

// BakuGroupA is the number of GA players among n: the first half rounded
// up to the nearest even number.
func BakuGroupA(n int) int { return 2 * ((n + 3) / 4) }

// BakuRounds returns the virtual points of a GA player before each round
// of a tournament of the given number of rounds, with win and draw the
// points of a win and a draw.
func BakuRounds(rounds, win, draw int) []int {
	accelerated := (rounds + 1) / 2
	full := (accelerated + 1) / 2
	v := make([]int, rounds)
	for r := 0; r < accelerated; r++ {
		if r < full {
			v[r] = win
		} else {
			v[r] = draw
		}
	}
	return v
}

// NextRound returns the round PairNext pairs (1-based): the one after the
// last in which anybody was paired, or after a round in which every
// player sat out.
func NextRound(in Input) (int, error) {
	t, err := load(in)
	if err != nil {
		return 0, err
	}
	return t.playedRounds + 1, nil
}

// check refuses an input the engine cannot read: pairing numbers below 1
// or repeated, opponents who are not players.
func (in Input) check() error {
	ids := map[int]bool{}
	for _, p := range in.Players {
		if p.ID < 1 || ids[p.ID] {
			return &InputError{fmt.Sprintf("pairing number %d is not positive or repeated", p.ID)}
		}
		ids[p.ID] = true
	}
	for _, p := range in.Players {
		for r, g := range p.Rounds {
			if g.Opponent != 0 && !ids[g.Opponent] {
				return &InputError{fmt.Sprintf("round %d: opponent %d of player %d does not exist", r+1, g.Opponent, p.ID)}
			}
		}
	}
	return nil
}
