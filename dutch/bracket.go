package dutch

import "turnir/matching"

// brackets pairs the score brackets from the top down (C.04.3 article 2)
// and returns each vertex's opponent (-1 for the bye). Vertices are indices
// into e.sorted.
//
// In each step the current bracket (moved-down players first, then the
// resident score group) is optimised together with the next score group,
// while the rest of the field only has to stay pairable. Decisions are
// fixed in the rules' order: which moved-down players are paired (highest
// first), their opponents, the exchanges between S1 and S2 (fewest, then
// the smallest differences of pairing numbers), and the opponent of each
// S1 player (transpositions).
func (e *engine) brackets(score []int, odd bool, bye *byeSetup) []int {
	n := len(e.sorted)
	t, l, m := e.t, e.l, e.m
	result := make([]int, n)
	for i := range result {
		result[i] = -1
	}
	var vi []int
	next := 0
	for next < n && score[next] >= score[0] {
		vi = append(vi, next)
		next++
	}
	matched := make([]bool, n)
	sgBegin, sgBeginV := 0, 0
	var stable []int
	solve := func() {
		m.Solve()
		stable = stable[:0]
		for v := 0; v < n; v++ {
			stable = append(stable, e.mate(v))
		}
	}
	inBracket := func(v, lo, hi int) bool { return v >= lo && v < hi }
	var cellBlock []matching.Wide
	var wordBlock []uint64
	for len(vi) > 1 || next < n {
		if next == n && sgBegin == len(vi) {
			// Every score group is paired, and moved-down players are
			// left that no resident could take: the matching kept the
			// round complete only by pairing them with each other. The
			// weights make this the last resort (such pairs count in no
			// bracket), so it happens only when nothing else completes
			// the round; the matching's pairs are then the pairing of
			// this collapsed last bracket.
			solve()
			for _, pv := range vi {
				if mv := stable[pv]; mv != pv {
					result[pv] = mv
				}
			}
			break
		}
		nsgBegin := len(vi)
		nsgBeginV := sgBeginV + (nsgBegin - sgBegin)
		sgIter := next
		for next < n && score[next] >= score[sgIter] {
			vi = append(vi, next)
			next++
		}
		// Base weights of the bracket and the next score group, in one
		// block of memory that every step reuses (a million weights per
		// step for 5,000 players).
		base := make([][]matching.Wide, len(vi))
		cells := 0
		for li := sgBegin; li < len(vi); li++ {
			cells += li
		}
		if cap(cellBlock) < cells {
			cellBlock = make([]matching.Wide, cells)
			wordBlock = make([]uint64, cells*l.words)
		}
		rows, block := cellBlock[:cells], wordBlock[:cells*l.words]
		clear(block)
		for li := sgBegin; li < len(vi); li++ {
			base[li], rows = rows[:li:li], rows[li:]
			for si := 0; si < li; si++ {
				w := matching.Wide(block[:l.words:l.words])
				block = block[l.words:]
				t.edgeWeightInto(w, l, e.sorted[vi[si]], e.sorted[vi[li]], li < nsgBegin, li >= nsgBegin, bye)
				base[li][si] = w
				m.SetWeight(vi[li], vi[si], w)
			}
		}
		// Two moved-down players never meet inside a bracket (only an MDP
		// and a resident, or two residents, do), yet an edge between them
		// still carries the bits of the bracket in which the lower one was
		// a resident. Stale, those bits would count a second "pair in the
		// current bracket" for a bracket whose fields are sized by its
		// residents: the count overflows into the completion and PAB field
		// above it, and the matching can then trade away the PAB assignee
		// (seen with teams' game points as accelerated scores, where every
		// score group has one player). Such an edge is kept only as a plain
		// edge, for completion; removed edges stay removed.
		plain := matching.NewWide(l.words)
		for li := 1; li < sgBegin; li++ {
			for si := 0; si < li; si++ {
				if !m.Weight(vi[li], vi[si]).IsZero() {
					plain.Clear()
					t.edgeWeightInto(plain, l, e.sorted[vi[si]], e.sorted[vi[li]], false, false, bye)
					m.SetWeight(vi[li], vi[si], plain) // SetWeight copies
				}
			}
		}
		size := len(vi)
		tmp := matching.NewWide(l.words)
		remW, remA := matching.NewWide(l.words), matching.NewWide(l.words)
		// withRem is a base weight with the exchange tie-break bits: fewer
		// exchanges, then smaller differences of pairing numbers. The
		// result is scratch, valid until the next call (SetWeight copies).
		withRem := func(si, li, siRem, remPairs int) matching.Wide {
			w := remW
			w.Set(base[li][si])
			if !w.IsZero() {
				a := remA
				a.SetUint(b2u(siRem < remPairs))
				a.Shl(2 * l.sizeBits)
				a.SubUint(uint64(siRem))
				a.Shl(1)
				w.Add(a)
			}
			return w
		}
		solve()

		// Which moved-down players are paired in this bracket.
		var mdScore, remMD, remMatchedMD int
		for pi := 0; pi < sgBegin; pi++ {
			if pi == 0 || score[vi[pi]] < mdScore {
				mdScore = score[vi[pi]]
				remMD, remMatchedMD = 0, 0
				for j := pi; score[vi[j]] >= mdScore; j++ {
					remMD++
					if inBracket(stable[vi[j]], sgBeginV, nsgBeginV) {
						remMatchedMD++
					}
				}
			}
			if remMatchedMD == 0 {
				continue
			}
			pv := vi[pi]
			if remMD <= remMatchedMD {
				matched[pv] = true
				continue
			}
			remMD--
			if !inBracket(stable[pv], sgBeginV, nsgBeginV) {
				for oi := sgBegin; oi < nsgBegin; oi++ {
					if w := base[oi][pi]; !w.IsZero() {
						tmp.Set(w)
						tmp[0] |= 1
						m.SetWeight(pv, vi[oi], tmp)
					}
				}
				solve()
			}
			if inBracket(stable[pv], sgBeginV, nsgBeginV) {
				matched[pv] = true
				remMatchedMD--
				for oi := sgBegin; oi < nsgBegin; oi++ {
					if w := base[oi][pi]; !w.IsZero() {
						tmp.Set(w)
						tmp[0] |= uint64(nsgBegin - sgBegin)
						tmp.AddUint(1)
						m.SetWeight(pv, vi[oi], tmp)
					}
				}
			}
		}
		// Their opponents: the highest possible resident.
		for pi := 0; pi < sgBegin; pi++ {
			pv := vi[pi]
			if !matched[pv] {
				continue
			}
			add := uint64(size)
			for oi := nsgBegin - 1; oi >= sgBegin; oi-- {
				ov := vi[oi]
				if matched[ov] {
					continue
				}
				if w := base[oi][pi]; !w.IsZero() {
					tmp.Set(w)
					tmp.AddUint(add)
					m.SetWeight(pv, ov, tmp)
					add++
				}
			}
			solve()
			mv := stable[pv]
			matched[mv] = true
			e.finalize(pv, mv)
		}

		// The remainder: residents not paired with moved-down players.
		var rem []int
		remPairs := 0
		for pi := sgBegin; pi < nsgBegin; pi++ {
			pv := vi[pi]
			if stable[pv] < sgBeginV {
				continue
			}
			rem = append(rem, pi)
			if stable[pv] < pv {
				remPairs++
			}
		}
		for b, oi := range rem {
			for a := 0; a < b; a++ {
				m.SetWeight(vi[rem[a]], vi[oi], withRem(rem[a], oi, a, remPairs))
			}
		}
		solve()
		exchanges := 0
		for a := 0; a < remPairs && a < len(rem); a++ {
			pv := vi[rem[a]]
			if stable[pv] <= pv || stable[pv] >= nsgBeginV {
				exchanges++
			}
		}
		// Exchange the lowest S1 players possible.
		left := exchanges
		for it := remPairs; it > 0 && left > 0; {
			it--
			pi := rem[it]
			pv := vi[pi]
			if stable[pv] > pv && stable[pv] < nsgBeginV {
				for o := it + 1; o < len(rem); o++ {
					w := withRem(pi, rem[o], it, remPairs)
					if !w.IsZero() {
						w.SubUint(1)
						m.SetWeight(pv, vi[rem[o]], w)
					}
				}
				solve()
			}
			exchange := stable[pv] <= pv || stable[pv] >= nsgBeginV
			if exchange {
				left--
			}
			for o := it + 1; o < len(rem); o++ {
				if exchange {
					base[rem[o]][pi] = e.zero
				}
				m.SetWeight(pv, vi[rem[o]], withRem(pi, rem[o], it, remPairs))
			}
		}
		// Exchange the highest S2 players possible.
		left = exchanges
		for it := remPairs; it < len(rem) && left > 1; it++ {
			pi := rem[it]
			pv := vi[pi]
			already := stable[pv] > pv && stable[pv] < nsgBeginV
			if !already {
				for o := it + 1; o < len(rem); o++ {
					w := withRem(pi, rem[o], it, remPairs)
					if !w.IsZero() {
						w.AddUint(1)
						m.SetWeight(pv, vi[rem[o]], w)
					}
				}
				solve()
			}
			if stable[pv] > pv && stable[pv] < nsgBeginV {
				left--
				for o := 0; o < it; o++ {
					base[pi][rem[o]] = e.zero
					m.SetWeight(pv, vi[rem[o]], e.zero)
				}
				for oi := nsgBegin; oi < size; oi++ {
					base[oi][pi] = e.zero
					m.SetWeight(pv, vi[oi], e.zero)
				}
				for ov := vi[size-1] + 1; ov < n; ov++ {
					m.SetWeight(pv, ov, e.zero)
				}
			}
			if !already {
				for o := it + 1; o < len(rem); o++ {
					m.SetWeight(pv, vi[rem[o]], withRem(pi, rem[o], it, remPairs))
				}
			}
		}
		// Fix who is in S1 and who in S2.
		for a := range rem {
			pv := vi[rem[a]]
			for b := a + 1; b < len(rem); b++ {
				ov := vi[rem[b]]
				if stable[pv] <= pv || stable[pv] >= nsgBeginV || (stable[ov] > ov && stable[ov] < nsgBeginV) {
					base[rem[b]][rem[a]] = e.zero
				}
				m.SetWeight(pv, ov, base[rem[b]][rem[a]])
			}
		}
		// Each S1 player, from the top, gets the highest S2 opponent possible.
		for _, pi := range rem {
			pv := vi[pi]
			if !(stable[pv] > pv && stable[pv] < nsgBeginV) {
				continue
			}
			add := uint64(0)
			for o := len(rem) - 1; o >= 0; o-- {
				oi := rem[o]
				ov := vi[oi]
				if oi <= pi || matched[ov] {
					continue
				}
				if w := base[oi][pi]; !w.IsZero() {
					tmp.Set(w)
					tmp.AddUint(add)
					m.SetWeight(pv, ov, tmp)
				}
				add++
			}
			solve()
			mv := stable[pv]
			matched[pv], matched[mv] = true, true
			e.finalize(pv, mv)
		}

		// Carry the unpaired players into the next bracket.
		var nvi []int
		sgBegin = 0
		bye.single = odd && sgIter < n && bye.score >= score[sgIter]
		for pi, pv := range vi {
			if pi < nsgBegin && matched[pv] {
				result[pv] = stable[pv]
				result[stable[pv]] = pv
				continue
			}
			nvi = append(nvi, pv)
			if pi < nsgBegin {
				sgBegin++
			}
			if bye.single && score[stable[pv]] < score[sgIter] {
				bye.single = false
			}
		}
		vi = nvi
		sgBeginV = nsgBeginV
	}
	return result
}
