package dutch

// Colour allocation (C.04.3 article 5), for a pair decided by the matching.

// colourFor returns the colour of p when paired with o.
func (t *tournament) colourFor(p, o *player) int {
	c := neutralColour(p, o)
	if c != none {
		return c
	}
	pLower := t.rankedAbove(o, p) // o is the higher-ranked player
	if p.pref == none {
		// 5.2.5: by the higher-ranked player's pairing number.
		if pLower {
			if o.rank&1 == 1 {
				return t.initialColour
			}
			return invert(t.initialColour)
		}
		if p.rank&1 == 1 {
			return invert(t.initialColour)
		}
		return t.initialColour
	}
	// 5.2.4: the higher-ranked player gets his preference.
	if pLower {
		return invert(o.pref)
	}
	return p.pref
}

// neutralColour applies the rules that do not depend on ranking: both
// preferences granted (5.2.1), the stronger preference (5.2.2), then
// alternation back to the last round in which colours differed (5.2.3).
func neutralColour(p, o *player) int {
	switch {
	case compatiblePrefs(p.pref, o.pref):
		if p.pref != none {
			return p.pref
		}
		if o.pref != none {
			return invert(o.pref)
		}
		return none
	case p.absolute() && (p.imbalance > o.imbalance || !o.absolute()):
		return p.pref
	case o.absolute() && (o.imbalance > p.imbalance || !p.absolute()):
		return invert(o.pref)
	case p.strong && !o.strong:
		return p.pref
	case o.strong && !p.strong:
		return invert(o.pref)
	}
	i, j := len(p.games)-1, len(o.games)-1
	skip := func(g []game, k int) int {
		for k >= 0 && !g[k].played {
			k--
		}
		return k
	}
	i, j = skip(p.games, i), skip(o.games, j)
	for i >= 0 && j >= 0 && p.games[i].colour == o.games[j].colour {
		i, j = skip(p.games, i-1), skip(o.games, j-1)
	}
	if i >= 0 && j >= 0 {
		return o.games[j].colour
	}
	return none
}
