package dutch

import (
	"errors"
	"fmt"
	"sort"

	"turnir/matching"
)

// Pair is one board of the round: pairing numbers of White and Black.
// Black is 0 for the pairing-allocated bye.
type Pair struct {
	White, Black int
}

// ErrNoPairing means no pairing satisfies the absolute criteria (exit 1).
var ErrNoPairing = errors.New("no pairing satisfies the absolute criteria")

// PairNext pairs the round after the last one in which anybody was paired
// (NextRound). Players with an entry already in the input for that round
// (announced byes, absences) are not paired. Errors are *InputError (the
// input cannot be paired from) or ErrNoPairing; any other error is a
// fault of the engine, which checks its pairing (mutual, FIDE_C1 and
// FIDE_C3, one eligible bye for an odd field) rather than return a wrong
// one.
func PairNext(in Input) ([]Pair, error) {
	t, err := load(in)
	if err != nil {
		return nil, err
	}
	return t.pair()
}

// engine is the state of one round's pairing.
type engine struct {
	t      *tournament
	sorted []*player
	l      *layout
	m      *matching.Weighted
	zero   matching.Wide
	n      int // players; vertex n, if present, is the bye
}

func (e *engine) mate(v int) int {
	if u := e.m.Mate(v); u >= 0 && u < e.n {
		return u
	}
	return v
}

// finalize fixes the pair {a,b}: their only edge left is between them.
func (e *engine) finalize(a, b int) {
	n := e.m.Len()
	for u := 0; u < n; u++ {
		if u != a {
			if u == b {
				e.m.SetWeight(a, u, e.l.maxEdge)
			} else {
				e.m.SetWeight(a, u, e.zero)
			}
		}
		if u != b && u != a {
			e.m.SetWeight(b, u, e.zero)
		}
	}
}

func (t *tournament) pair() ([]Pair, error) {
	sorted := t.sortedForPairing()
	n := len(sorted)
	if n == 0 {
		return nil, nil
	}
	l := t.newLayout(sorted)
	odd := n%2 == 1
	// An odd field gets a dummy vertex, adjacent to everyone with the same
	// weight: being matched to it is the bye. Every matching is then
	// perfect, which lets the matching restart from its last optimum.
	nv := n
	if odd {
		nv++
	}
	e := &engine{t: t, sorted: sorted, l: l, m: matching.NewWeighted(nv, l.words), zero: matching.NewWide(l.words), n: n}
	if odd {
		one := matching.NewWide(l.words)
		one.SetUint(1)
		for v := 0; v < n; v++ {
			e.m.SetWeight(v, n, one)
		}
	}
	score := make([]int, n)
	for i, p := range sorted {
		score[i] = t.scoreOf(p)
	}
	top := score[0]
	bye := &byeSetup{ranks: map[int]int{}}

	// First matching: can the round be paired at all, and who could get
	// the bye (the lowest score that can take it). SetWeight copies the
	// weight, so one scratch number serves every edge.
	w := matching.NewWide(l.words)
	for v := 0; v < n; v++ {
		for u := 0; u < v; u++ {
			w.Clear()
			if odd {
				if t.compatible(sorted[v], sorted[u]) {
					w.SetUint(1 + b2u(!eligibleForBye(sorted[v])) + b2u(!eligibleForBye(sorted[u])))
					w.Shl(l.sgBits)
					w.AddUint(uint64(l.sgShift[score[v]] + l.sgShift[score[u]]))
					w.Shl(l.sizeBits)
					w.AddUint(b2u(score[v] >= top))
				}
				e.m.SetWeight(v, u, w)
			} else {
				t.edgeWeightInto(w, l, sorted[u], sorted[v], false, false, bye)
				e.m.SetWeight(v, u, w)
			}
		}
	}
	e.m.Solve()
	unmatched := -1
	for v := 0; v < n; v++ {
		if u := e.m.Mate(v); u < 0 || u == n {
			if u < 0 || !eligibleForBye(sorted[v]) {
				return nil, ErrNoPairing
			}
			unmatched = v
		}
	}
	if odd {
		bye.score = score[unmatched]
		if bye.score >= top {
			bye.single = true
			for v := 0; v < n && score[v] >= top; v++ {
				if score[e.mate(v)] < top {
					bye.single = false
					break
				}
			}
		}
		var counts []int
		for v := 0; v < n; v++ {
			if score[v] == bye.score {
				counts = append(counts, sorted[v].playedGames)
			}
		}
		sort.Sort(sort.Reverse(sort.IntSlice(counts)))
		for i, c := range counts {
			bye.ranks[c] = i
		}
		for v := 0; v < n; v++ {
			for u := 0; u < v; u++ {
				w.Clear()
				t.edgeWeightInto(w, l, sorted[u], sorted[v], false, false, bye)
				e.m.SetWeight(v, u, w)
			}
		}
	}
	mateOf := e.brackets(score, odd, bye)
	if err := e.check(mateOf, odd); err != nil {
		return nil, err
	}

	var pairs []Pair
	for v := 0; v < n; v++ {
		u := mateOf[v]
		switch {
		case u < 0:
			pairs = append(pairs, Pair{White: sorted[v].id})
		case sorted[v].idx < sorted[u].idx:
			a, b := sorted[v], sorted[u]
			if t.colourFor(a, b) == white {
				pairs = append(pairs, Pair{a.id, b.id})
			} else {
				pairs = append(pairs, Pair{b.id, a.id})
			}
		}
	}
	t.order(pairs)
	return pairs, nil
}

// check verifies what the bracket procedure built before it is published:
// mates are mutual, every pair meets the absolute criteria, and only an
// odd field leaves one player, eligible for it, without an opponent. A
// failure is a fault of the engine, reported as an error rather than a
// wrong pairing.
func (e *engine) check(mateOf []int, odd bool) error {
	byes := 0
	for v, u := range mateOf {
		switch {
		case u < 0:
			byes++
			if !eligibleForBye(e.sorted[v]) {
				return fmt.Errorf("dutch: internal error: the bye went to %d, who may not have it", e.sorted[v].id)
			}
		case u >= len(mateOf) || mateOf[u] != v:
			return fmt.Errorf("dutch: internal error: the opponent of %d is not paired back", e.sorted[v].id)
		case !e.t.compatible(e.sorted[v], e.sorted[u]):
			return fmt.Errorf("dutch: internal error: %d and %d may not meet", e.sorted[v].id, e.sorted[u].id)
		}
	}
	if want := int(b2u(odd)); byes != want {
		return fmt.Errorf("dutch: internal error: players left without an opponent: %d, want %d", byes, want)
	}
	return nil
}

// order sorts boards as published, by the scores without acceleration.
func (t *tournament) order(pairs []Pair) {
	OrderBoards(pairs, func(id int) int { return t.players[id-1].score }, func(id int) int { return t.players[id-1].rank })
}

// OrderBoards sorts boards as the engine publishes them: by the higher
// player's score, then the lower player's score, then the higher player's
// rank; the bye last. Of two players the higher has the greater score,
// then the lower rank. PairNext orders by the scores without
// acceleration and the ranks among the players taking part.
func OrderBoards(pairs []Pair, score, rank func(id int) int) {
	key := func(p Pair) (bool, int, int, int) {
		a := p.White
		if p.Black == 0 {
			return true, -score(a), 0, rank(a)
		}
		b := p.Black
		hi, lo := a, b
		if score(b) > score(a) || (score(b) == score(a) && rank(b) < rank(a)) {
			hi, lo = b, a
		}
		return false, -score(hi), -score(lo), rank(hi)
	}
	sort.SliceStable(pairs, func(i, j int) bool {
		b1, s1, l1, r1 := key(pairs[i])
		b2, s2, l2, r2 := key(pairs[j])
		if b1 != b2 {
			return !b1
		}
		if s1 != s2 {
			return s1 < s2
		}
		if l1 != l2 {
			return l1 < l2
		}
		return r1 < r2
	})
}
