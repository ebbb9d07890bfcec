package teamchess

import (
	"turnir"
	"turnir/matching"
)

// fallbackPairing pairs the next round when the Dutch engine finds no
// pairing (or fails): late rounds of a small field, nine rounds of ten
// teams for instance, can leave no pairing that also meets the Dutch
// absolute colour criterion, while K3 only forbids repeat meetings. It is
// a maximum-weight matching of the teams that have not met, whose weights
// first make the pairing complete (a bye, in an odd field, only to a team
// that has not had one), then keep the paired scores close (the square of
// the difference), then give the bye to the lowest score, then avoid
// giving two teams due the same colour to each other. Colours follow the
// teams' histories: the team further from its due colour gets it first.
func (t *Tournament) fallbackPairing() (RoundPaired, error) {
	f, h := t.newField()
	ids, score := f.ids, f.score
	met := func(i, j int) bool { return f.met[i][j] }
	n := len(ids)
	nv := n + n%2 // vertex n, when present, is the bye
	m := matching.NewWeighted(nv, 1)
	const big = 1 << 40
	w := matching.NewWide(1)
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			a, b := ids[i], ids[j]
			if met(i, j) {
				continue
			}
			d := uint64(score[a] - score[b])
			pen := 8 * d * d
			if ca, cb := due(h[a]), due(h[b]); ca != 0 && ca == cb {
				pen++
			}
			w.SetUint(big - pen)
			m.SetWeight(i, j, w)
		}
		if nv > n && !f.hadBye[i] {
			w.SetUint(big - 4*uint64(score[ids[i]]+1))
			m.SetWeight(i, n, w)
		}
	}
	m.Solve()
	d := RoundPaired{Round: len(t.Rounds) + 1, Fallback: true}
	for i := 0; i < n; i++ {
		j := m.Mate(i)
		switch {
		case j < 0:
			return RoundPaired{}, turnir.Errorf(turnir.ECONFLICT, "round %d cannot be paired without a repeat meeting (K3): the arbiters may finish the event early, a decision with its reason",
				"тур %d нельзя составить без повторных встреч (K3): судейская коллегия может завершить турнир досрочно — решение с причиной", d.Round)
		case j == n:
			d.Bye = ids[i]
		case i < j:
			a, b := ids[i], ids[j]
			if white(h[b], h[a]) {
				a, b = b, a
			}
			d.Matches = append(d.Matches, Match{White: a, Black: b})
		}
	}
	return d, nil
}

// due returns the colour a team is due on board 1, 'w' or 'b': the one
// it had less, else the other than last time; 0 without a history.
func due(h []played) byte {
	whites, blacks := 0, 0
	var last byte
	for _, g := range h {
		if g.opp == "" {
			continue
		}
		if g.white {
			whites, last = whites+1, 'w'
		} else {
			blacks, last = blacks+1, 'b'
		}
	}
	switch {
	case whites > blacks:
		return 'b'
	case blacks > whites:
		return 'w'
	case last == 'w':
		return 'b'
	case last == 'b':
		return 'w'
	}
	return 0
}

// white reports whether the team of history a (the lower-ranked of the
// pair) should have White against the team of history b: when it is due
// White and b is not, or both are due the same colour and a has had more
// Blacks.
func white(a, b []played) bool {
	da, db := due(a), due(b)
	if da != db {
		return da == 'w' || db == 'b'
	}
	bal := func(h []played) int {
		s := 0
		for _, g := range h {
			if g.opp != "" {
				s += map[bool]int{true: 1, false: -1}[g.white]
			}
		}
		return s
	}
	return bal(a) < bal(b)
}
