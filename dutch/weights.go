package dutch

import (
	"math/bits"

	"turnir/matching"
)

// Float directions of a player in a past round.
const (
	floatDown = iota
	floatUp
	floatNone
)

// floatOf returns the float of p in the round lying back rounds before the
// one being paired (C.04.3 1.4: an unplayed round that scored more than a
// loss counts as a downfloat).
func (t *tournament) floatOf(p *player, back int) int {
	g := p.games[t.playedRounds-back]
	if !g.played {
		if g.points > t.pts.Loss {
			return floatDown
		}
		return floatNone
	}
	ps := t.scoreBack(p, back)
	os := t.scoreBack(t.players[g.opp], back)
	switch {
	case ps > os:
		return floatDown
	case ps < os:
		return floatUp
	}
	return floatNone
}

// eligibleForBye is FIDE_C2 of the 2025 text: no earlier pairing-allocated bye
// and no earlier round scored with a win's points without playing — a
// forfeit win or a full-point bye (F) alike. The PAB bars a second one
// whatever it scored (a team event gives it half a match).
func eligibleForBye(p *player) bool {
	for _, g := range p.games {
		if !g.played && (g.outcome == win || g.participated && g.opp == p.idx) {
			return false
		}
	}
	return true
}

// compatible is the absolute criteria FIDE_C1 and FIDE_C3: not met before (nor
// forbidden), and no clash of absolute colour preferences unless one of
// them is a topscorer in the last round.
func (t *tournament) compatible(a, b *player) bool {
	if t.forbidden[[2]int{a.idx, b.idx}] {
		return false
	}
	if !a.absolute() || !b.absolute() || a.pref != b.pref {
		return true
	}
	if t.playedRounds >= t.expectedRounds-1 {
		thr := t.topscorerThreshold()
		return t.scoreOf(a) > thr || t.scoreOf(b) > thr
	}
	return false
}

func compatiblePrefs(a, b int) bool { return a != b || a == none || b == none }

func bitLen(x int) uint { return uint(bits.Len(uint(x))) }

// layout holds the field widths of one round's weights.
type layout struct {
	words    int
	sizeBits uint         // bits to count the players of the largest score group
	sgBits   uint         // total bits of a per-score-group block
	sgShift  map[int]uint // score -> offset inside a per-score-group block
	maxEdge  matching.Wide
	shift    uint // bits below the completion field of edgeWeight
	// low is the width of the tie-break field at the bottom: the
	// transposition and exchange tie-breaks (3*sizeBits+1 bits) and the
	// moved-down players' opponent order, which counts up from the
	// bracket's size and so needs room for twice the number of players.
	low uint
}

func (t *tournament) newLayout(sorted []*player) *layout {
	l := &layout{sgShift: map[int]uint{}}
	maxSize, run := 0, 0
	for i := len(sorted) - 1; i >= 0; i-- {
		run++
		s := t.scoreOf(sorted[i])
		if i == 0 || s < t.scoreOf(sorted[i-1]) {
			l.sgShift[s] = l.sgBits
			l.sgBits += bitLen(run)
			maxSize = max(maxSize, run)
			run = 0
		}
	}
	l.sizeBits = bitLen(maxSize)
	l.low = max(3*l.sizeBits+1, bitLen(2*len(sorted))+1)
	rounds := uint(min(t.playedRounds, 2))
	l.shift = l.sizeBits*(8+2*rounds) + l.sgBits*(2+2*rounds) + l.low
	total := 2 + 6*l.sizeBits + 2*l.sgBits + 4*l.sizeBits
	if t.playedRounds > 0 {
		total += 2*l.sizeBits + 2*l.sgBits
	}
	if t.playedRounds > 1 {
		total += 2*l.sizeBits + 2*l.sgBits
	}
	total += l.low
	// The largest weight is all ones one bit above the top field; the
	// matching needs a few more bits of headroom for its dual variables.
	l.words = int(total+1+5+63) / 64
	l.maxEdge = matching.NewWide(l.words)
	for b := uint(0); b < total+1; b++ {
		l.maxEdge.AddBit(1, b)
	}
	return l
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// byeSetup is what the bye criteria need to know about the round.
type byeSetup struct {
	score  int         // score of the bye assignee
	single bool        // the bracket's single downfloater is the bye assignee
	ranks  map[int]int // played games -> rank (FIDE_C9: fewest unplayed games)
}

// packer writes the fields of a weight from the most significant down:
// skip(k) moves k bits lower (where the weight used to be shifted left by
// k), add(v) adds v at the current position. The weight is built in place,
// without the shifts of a whole multi-word number per field.
type packer struct {
	r   matching.Wide
	pos uint
}

func (p *packer) skip(k uint)                 { p.pos -= k }
func (p *packer) add(v uint64)                { p.r.AddBit(v, p.pos) }
func (p *packer) addAt(v uint64, offset uint) { p.r.AddBit(v, p.pos+offset) }

// edgeWeightInto packs all criteria for pairing h (ranked higher) with lo
// into r, which must be zero.
func (t *tournament) edgeWeightInto(r matching.Wide, l *layout, h, lo *player, lowerInCurrent, lowerInNext bool, bye *byeSetup) {
	if !t.compatible(h, lo) {
		return
	}
	w := packer{r: r, pos: l.shift}
	sh, sl := t.scoreOf(h), t.scoreOf(lo)
	cand := func(p *player) bool { return eligibleForBye(p) && t.scoreOf(p) <= bye.score }
	// Completion and bye eligibility.
	w.add(1 + b2u(!cand(h)) + b2u(!cand(lo)))
	// Pairs, then scores, in the current bracket.
	w.skip(l.sizeBits)
	w.add(b2u(lowerInCurrent))
	w.skip(l.sgBits)
	if lowerInCurrent {
		w.addAt(1, l.sgShift[sh])
	}
	// Pairs, then scores, in the next bracket.
	w.skip(l.sizeBits)
	w.add(b2u(lowerInNext))
	w.skip(l.sgBits)
	if lowerInNext {
		w.addAt(1, l.sgShift[sh])
	}
	// Unplayed games of the bye assignee.
	w.skip(2 * l.sizeBits)
	if bye.single {
		if sh == bye.score {
			w.add(uint64(bye.ranks[h.playedGames]))
		}
		if sl == bye.score {
			w.add(uint64(bye.ranks[lo.playedGames]))
		}
	}
	// Colour preferences; p is the lower player, o the higher.
	p, o := lo, h
	m := lowerInCurrent
	w.skip(l.sizeBits)
	w.add(b2u(m && (!p.absImbalance() || !o.absImbalance() || p.pref != o.pref)))
	w.skip(l.sizeBits)
	var rep bool
	if p.imbalance == o.imbalance {
		rep = p.repeated == none || p.repeated != o.repeated
	} else {
		x := p
		if p.imbalance > o.imbalance {
			x = o
		}
		rep = x.repeated != invert(p.pref)
	}
	w.add(b2u(m && (!p.absolute() || !o.absolute() || p.pref != o.pref || rep)))
	w.skip(l.sizeBits)
	w.add(b2u(m && compatiblePrefs(p.pref, o.pref)))
	w.skip(l.sizeBits)
	w.add(b2u(m && ((!p.strong && !p.absolute()) || (!o.strong && !o.absolute()) ||
		(p.absolute() && o.absolute()) || p.pref != o.pref)))
	// Repeated floaters: counts.
	for back := 1; back <= 2; back++ {
		if t.playedRounds < back {
			break
		}
		w.skip(l.sizeBits)
		if m {
			w.add(b2u(t.floatOf(lo, back) == floatDown))
			w.add(b2u(sh <= sl && t.floatOf(h, back) == floatDown))
		}
		w.skip(l.sizeBits)
		if m {
			w.add(b2u(!(sh > sl && t.floatOf(lo, back) == floatUp)))
		}
	}
	// Repeated floaters: scores.
	for back := 1; back <= 2; back++ {
		if t.playedRounds < back {
			break
		}
		w.skip(l.sgBits)
		if m {
			w.addAt(b2u(t.floatOf(lo, back) == floatDown), l.sgShift[sl])
			w.addAt(b2u(t.floatOf(h, back) == floatDown), l.sgShift[sh])
		}
		w.skip(l.sgBits)
		if m && !(t.floatOf(lo, back) == floatUp && sh > sl) {
			w.addAt(1, l.sgShift[sh])
		}
	}
	// Room for the transposition and exchange tie-breaks.
	w.skip(l.low)
	if w.pos != 0 {
		panic("dutch: edge weight fields do not add up to the layout")
	}
}
