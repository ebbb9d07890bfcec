package trf

import "sort"

// InferInitialColour returns the colour the first player had, or would
// have had, on board 1 of round 1 ('w' or 'b'), read from the round-1
// entries the way bbpPairings' checker reads a file without XXC: the
// round-1 colour of the player with the lowest pairing number who played
// (or forfeited) a round-1 game, reversed once for every player above him
// who got the pairing-allocated bye in round 1 (the bye takes that
// player's place in the alternation of colours). It returns 0 when no
// round-1 game has a colour.
//
// A checker needs it: the initial colour is drawn by lot before round 1
// and a finished file often does not record it, yet every round's colours
// follow from it.
func (t *Tournament) InferInitialColour() byte {
	ps := append([]*Player(nil), t.Players...)
	sort.Slice(ps, func(i, j int) bool { return ps[i].ID < ps[j].ID })
	flip := false
	for _, p := range ps {
		if len(p.Entries) == 0 {
			continue
		}
		e := p.Entries[0]
		if e.Colour == 'w' || e.Colour == 'b' {
			c := e.Colour
			if flip {
				c = 'w' + 'b' - c
			}
			return c
		}
		if e.Result == 'U' {
			flip = !flip
		}
	}
	return 0
}
