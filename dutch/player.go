package dutch

import (
	"fmt"
	"sort"

	"turnir/trf"
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
	pts            trf.PointSystem
	initialColour  int
	forbidden      map[[2]int]bool
}

func (t *tournament) points(p *player, g game) int {
	switch g.outcome {
	case loss:
		if g.participated {
			if g.played {
				return t.pts.Game('L', colourCode(g.colour))
			}
			return t.pts.ForfeitLoss
		}
		return t.pts.ZeroBye
	case win:
		if g.opp == p.idx && g.participated {
			return t.pts.PAB
		}
		if g.opp == p.idx {
			return t.pts.FullBye
		}
		if !g.played {
			return t.pts.ForfeitWon()
		}
		return t.pts.Game('W', colourCode(g.colour))
	}
	if g.opp == p.idx && !g.participated {
		return t.pts.HalfBye
	}
	return t.pts.Game('D', colourCode(g.colour))
}

// colourCode is the TRF colour letter of a colour.
func colourCode(c int) byte {
	if c == black {
		return 'b'
	}
	return 'w'
}

// topscorerThreshold is the score a player must exceed to be a topscorer
// (C.04.3: more than 50% of the maximum possible score) before the
// last round: half of what the rounds played give at most, with the
// file's point system.
func (t *tournament) topscorerThreshold() int {
	return t.playedRounds * t.pts.MaxGame() / 2
}

// scoreBack is the player's score including acceleration before the round
// that lies back rounds before the round being paired.
func (t *tournament) scoreBack(p *player, back int) int {
	s := p.score
	r := t.playedRounds
	for ; back > 0; back-- {
		r--
		s -= t.points(p, p.games[r])
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

// load turns a TRF file into the tournament before the next round.
func load(f *trf.Tournament) (*tournament, error) {
	maxID := 0
	for _, p := range f.Players {
		maxID = max(maxID, p.ID)
	}
	t := &tournament{players: make([]*player, maxID), pts: f.Points, forbidden: map[[2]int]bool{}}
	for _, fp := range f.Players {
		p := &player{idx: fp.ID - 1, id: fp.ID, valid: true}
		skipped := 0
		for _, e := range fp.Entries {
			if e.Empty() {
				skipped++
				continue
			}
			g := game{opp: p.idx, colour: none, outcome: loss, played: true}
			if e.Opponent > 0 {
				g.opp = e.Opponent - 1
			} else {
				g.played = false
			}
			switch e.Colour {
			case 'w':
				g.colour = white
			case 'b':
				g.colour = black
			default:
				g.played = false
			}
			switch e.Result {
			case 'D', '=', 'H':
				g.outcome = draw
			case '+', 'W', '1', 'F', 'U':
				g.outcome = win
			}
			switch e.Result {
			case '+', '-', 'H', 'F', 'U', 'Z', ' ':
				g.played = false
			}
			g.participated = g.opp != p.idx || e.Result == 'U' || e.Result == '+'
			for ; skipped > 0; skipped-- {
				p.games = append(p.games, game{opp: p.idx, colour: none})
			}
			t.playedRounds = max(t.playedRounds, len(p.games))
			p.games = append(p.games, g)
			if g.participated {
				t.playedRounds = max(t.playedRounds, len(p.games))
			}
		}
		if acc, ok := f.Accel[fp.ID]; ok {
			p.accel = acc
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
	if complete && len(f.Players) > 0 {
		t.playedRounds++
	}
	for _, p := range t.players {
		if p == nil {
			continue
		}
		for len(p.games) < t.playedRounds {
			p.games = append(p.games, game{opp: p.idx, colour: none})
		}
	}
	t.expectedRounds = f.Rounds
	if t.expectedRounds == 0 {
		// Without the number of rounds a finished file cannot be told from
		// one with rounds still to come; say which round was asked for.
		if t.playedRounds > 0 {
			return nil, &InputError{fmt.Sprintf("all %d rounds in the file are played; to pair round %d the number of rounds of the tournament is needed (XXR or record 142)", t.playedRounds, t.playedRounds+1)}
		}
		return nil, &InputError{"to pair round 1 the number of rounds of the tournament is needed (XXR or record 142)"}
	}
	if t.playedRounds >= t.expectedRounds {
		return nil, &InputError{fmt.Sprintf("all %d rounds are played: there is no round left to pair", t.expectedRounds)}
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
			p.score += t.points(p, p.games[r])
		}
		p.colourData()
		for _, g := range p.games {
			if g.played {
				t.forbidden[[2]int{p.idx, g.opp}] = true
			}
		}
	}
	for _, grp := range f.Forbidden {
		for _, a := range grp {
			for _, b := range grp {
				if a != b {
					t.forbidden[[2]int{a - 1, b - 1}] = true
				}
			}
		}
	}
	switch f.InitialColour {
	case 'w':
		t.initialColour = white
	case 'b':
		t.initialColour = black
	default:
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
