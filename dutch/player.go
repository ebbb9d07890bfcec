package dutch

import (
	"fmt"
	"sort"
)

// Colours.
const (
	white = 0
	black = 1
	none  = 2
)

func invert(c int) int {
	switch c {
	case white:
		return black
	case black:
		return white
	}
	return none
}

// Outcomes of a round for a player.
const (
	loss = iota
	draw
	win
)

// game is one round of a player's history as the pairing rules see it.
type game struct {
	opp          int // opponent's index, or the player's own index
	colour       int
	outcome      int
	played       bool // the game was actually played over the board
	participated bool // the player was paired (a game, a forfeit, or the PAB)
	points       int  // what the round scored
}

// player is one entrant with the data the criteria need.
type player struct {
	idx   int // 0-based pairing number
	id    int // pairing number from the file
	rank  int // effective pairing number among valid players, 0-based
	games []game
	accel []int
	score int // tenths, without acceleration
	valid bool

	imbalance   int // |whites - blacks|
	pref        int // colour preference
	repeated    int // colour of the last two games if equal, else none
	strong      bool
	playedGames int
}

func (p *player) absImbalance() bool { return p.imbalance > 1 }
func (p *player) absolute() bool     { return p.imbalance > 1 || p.repeated != none }

// tournament is the state before the round to pair.
type tournament struct {
	players        []*player // by index (pairing number - 1); nil for holes
	playedRounds   int
	expectedRounds int
	pts            Points
	initialColour  int
	forbidden      map[[2]int]bool
}

// topscorerThreshold is the score a player must exceed to be a topscorer
// (C.04.3: more than 50% of the maximum possible score) before the
// last round: half of what the rounds played give at most, with the
// input's point system.
func (t *tournament) topscorerThreshold() int {
	return t.playedRounds * t.pts.Win / 2
}

// scoreBack is the player's score including acceleration before the round
// that lies back rounds before the round being paired.
func (t *tournament) scoreBack(p *player, back int) int {
	s := p.score
	r := t.playedRounds
	for ; back > 0; back-- {
		r--
		s -= p.games[r].points
	}
	if r < len(p.accel) {
		s += p.accel[r]
	}
	return s
}

func (t *tournament) scoreOf(p *player) int { return t.scoreBack(p, 0) }

// InputError is a file whose contents contradict themselves or lack what
// pairing needs (exit code 3).
type InputError struct{ Msg string }

func (e *InputError) Error() string { return e.Msg }

// load turns the input into the tournament before the next round.
func load(in Input) (*tournament, error) {
	if err := in.check(); err != nil {
		return nil, err
	}
	maxID := 0
	for _, ip := range in.Players {
		maxID = max(maxID, ip.ID)
	}
	t := &tournament{players: make([]*player, maxID), pts: in.Points, forbidden: map[[2]int]bool{}}
	for _, ip := range in.Players {
		p := &player{idx: ip.ID - 1, id: ip.ID, valid: true, accel: ip.Accel}
		for _, r := range ip.Rounds {
			g := game{opp: p.idx, colour: colourOf(r.Colour), outcome: int(r.Result), points: r.Points}
			if r.Opponent > 0 {
				g.opp = r.Opponent - 1
			}
			g.played = r.Played && g.opp != p.idx && g.colour != none
			g.participated = r.Paired || g.opp != p.idx
			t.playedRounds = max(t.playedRounds, len(p.games))
			p.games = append(p.games, g)
			if g.participated {
				t.playedRounds = max(t.playedRounds, len(p.games))
			}
		}
		t.players[p.idx] = p
	}
	// A column every present player has filled without being paired is a
	// past round (all absent), not announcements for the next one.
	complete := true
	for _, p := range t.players {
		if p != nil && len(p.games) <= t.playedRounds {
			complete = false
		}
	}
	if complete && len(in.Players) > 0 {
		t.playedRounds++
	}
	for _, p := range t.players {
		if p == nil {
			continue
		}
		for len(p.games) < t.playedRounds {
			p.games = append(p.games, game{opp: p.idx, colour: none, points: t.pts.Absent})
		}
	}
	t.expectedRounds = in.Rounds
	if t.expectedRounds == 0 {
		// Without the number of rounds a finished file cannot be told from
		// one with rounds still to come; say which round was asked for.
		if t.playedRounds > 0 {
			return nil, &InputError{fmt.Sprintf("every round in the file is played (%d); to pair round %d the number of rounds of the tournament is needed (XXR or record 142)", t.playedRounds, t.playedRounds+1)}
		}
		return nil, &InputError{"to pair round 1 the number of rounds of the tournament is needed (XXR or record 142)"}
	}
	if t.playedRounds >= t.expectedRounds {
		return nil, &InputError{fmt.Sprintf("every round is played (%d): there is no round left to pair", t.expectedRounds)}
	}
	// Effective pairing numbers count only players taking part at all.
	rank := 0
	for _, p := range t.players {
		if p == nil {
			continue
		}
		p.valid = len(p.games) <= t.playedRounds
		for _, g := range p.games {
			if g.participated {
				p.valid = true
			}
		}
		if p.valid {
			p.rank = rank
			rank++
		}
	}
	for _, p := range t.players {
		if p == nil || !p.valid {
			continue
		}
		for r := 0; r < t.playedRounds; r++ {
			p.score += p.games[r].points
		}
		p.colourData()
		for _, g := range p.games {
			if g.played {
				t.forbidden[[2]int{p.idx, g.opp}] = true
			}
		}
	}
	for _, grp := range in.Forbidden {
		for _, a := range grp {
			for _, b := range grp {
				if a != b {
					t.forbidden[[2]int{a - 1, b - 1}] = true
				}
			}
		}
	}
	t.initialColour = colourOf(in.InitialColour)
	if t.initialColour == none {
		t.initialColour = t.inferInitialColour()
	}
	return t, nil
}

// colourData computes colour difference and preference (C.04.3 1.6-1.7).
func (p *player) colourData() {
	whites, blacks, run := 0, 0, 0
	last := none
	for _, g := range p.games {
		if !g.played {
			continue
		}
		p.playedGames++
		if g.colour == white {
			whites++
		} else {
			blacks++
		}
		if run == 0 || g.colour != last {
			run = 1
		} else {
			run++
		}
		last = g.colour
	}
	lower := white
	if whites > blacks {
		lower = black
	}
	p.imbalance = whites - blacks
	if p.imbalance < 0 {
		p.imbalance = -p.imbalance
	}
	switch {
	case p.imbalance > 1:
		p.pref = lower
	case run > 1:
		p.pref = invert(last)
	case p.imbalance > 0:
		p.pref = lower
	case run > 0:
		p.pref = invert(last)
	default:
		p.pref = none
	}
	p.repeated = none
	if run > 1 {
		p.repeated = last
	}
	p.strong = !p.absolute() && p.imbalance > 0
}

// inferInitialColour guesses the round-1 colour of the first player from
// the first round in which colours were given.
func (t *tournament) inferInitialColour() int {
	minRound := -1
	for _, p := range t.players {
		if p == nil || !p.valid {
			continue
		}
		for r, g := range p.games {
			if g.colour != none && (minRound < 0 || r < minRound) {
				minRound = r
			}
		}
	}
	if minRound < 0 {
		return white
	}
	n := 0
	for _, p := range t.players {
		if p == nil {
			continue
		}
		took := false
		for r := 0; r <= minRound && r < len(p.games); r++ {
			if p.games[r].participated {
				took = true
			}
		}
		if took {
			c := p.games[minRound].colour
			if c != none {
				if n%2 == 1 {
					return invert(c)
				}
				return c
			}
			n++
		}
	}
	return white
}

// sortedForPairing returns the players to pair, by score then rank.
func (t *tournament) sortedForPairing() []*player {
	var out []*player
	for _, p := range t.players {
		if p != nil && p.valid && len(p.games) <= t.playedRounds {
			out = append(out, p)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return t.rankedAbove(out[i], out[j]) })
	return out
}

// rankedAbove orders by score (with acceleration) then pairing number.
func (t *tournament) rankedAbove(a, b *player) bool {
	sa, sb := t.scoreOf(a), t.scoreOf(b)
	if sa != sb {
		return sa > sb
	}
	return a.rank < b.rank
}
