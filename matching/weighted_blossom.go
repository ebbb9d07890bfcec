package matching

import "sort"

// Blossoms of Weighted: finding and making one (scanBlossom, addBlossom),
// dissolving it (expandBlossom) and augmenting through it. Child lists of
// a blossom are walked with indices that may go negative (the walk runs
// either way round the odd cycle), hence at().

func at(s []int, j int) int {
	l := len(s)
	return s[((j%l)+l)%l]
}

func indexOf(s []int, x int) int {
	for i, y := range s {
		if y == x {
			return i
		}
	}
	return -1
}

// scanBlossom traces back from v and w to find a new blossom's base, or -1
// when the two trees differ (an augmenting path).
func (m *Weighted) scanBlossom(v, w int) int {
	var path []int
	base := -1
	for v != -1 || w != -1 {
		b := m.inblossom[v]
		if m.label[b]&4 != 0 {
			base = m.bbase[b]
			break
		}
		path = append(path, b)
		m.label[b] = 5
		if m.labelend[b] == -1 {
			v = -1
		} else {
			v = m.ep(m.labelend[b])
			b = m.inblossom[v]
			v = m.ep(m.labelend[b])
		}
		if w != -1 {
			v, w = w, v
		}
	}
	for _, b := range path {
		m.label[b] = 1
	}
	return base
}

func (m *Weighted) addBlossom(base, v, w int) {
	n := m.n
	v0, w0 := v, w
	bb := m.inblossom[base]
	bv := m.inblossom[v]
	bw := m.inblossom[w]
	b := m.unused[len(m.unused)-1]
	m.unused = m.unused[:len(m.unused)-1]
	m.bbase[b] = base
	m.bparent[b] = -1
	m.bparent[bb] = b
	path, endps := m.bchilds[b][:0], m.bendps[b][:0]
	for bv != bb {
		m.bparent[bv] = b
		path = append(path, bv)
		endps = append(endps, m.labelend[bv])
		v = m.ep(m.labelend[bv])
		bv = m.inblossom[v]
	}
	path = append(path, bb)
	reverseInts(path)
	reverseInts(endps)
	endps = append(endps, w0*n+v0)
	for bw != bb {
		m.bparent[bw] = b
		path = append(path, bw)
		endps = append(endps, m.rev(m.labelend[bw]))
		w = m.ep(m.labelend[bw])
		bw = m.inblossom[w]
	}
	m.bchilds[b] = path
	m.bendps[b] = endps
	m.label[b] = 1
	m.labelend[b] = m.labelend[bb]
	m.dv(b).Clear()
	m.leaves = m.blossomLeaves(b, m.leaves[:0])
	for _, x := range m.leaves {
		if m.label[m.inblossom[x]] == 2 {
			m.queue = append(m.queue, x)
		}
		m.inblossom[x] = b
	}
	// bestto is all -1 between calls; touched lists where it is not.
	bestto := m.bestto
	touched := m.touched[:0]
	// consider offers edge (i,j), i inside b, as the best to j's blossom.
	consider := func(i, j int) {
		bj := m.inblossom[j]
		if bj != b && m.label[bj] == 1 {
			m.slack(m.t1, i, j)
			if bestto[bj] == -1 {
				touched = append(touched, bj)
			} else if m.t1.Cmp(m.bestSlack(bj)) >= 0 {
				return
			}
			bestto[bj] = i*n + j
			m.bestSlack(bj).Set(m.t1)
		}
	}
	for _, s := range path {
		if s >= n && m.hasBBest[s] {
			for _, p := range m.bbest[s] {
				consider(p/n, p%n)
			}
		} else {
			m.lv = m.blossomLeaves(s, m.lv[:0])
			for _, x := range m.lv {
				for _, y := range m.neighbours(x) {
					y := int(y)
					consider(x, y)
				}
			}
		}
		if s >= n {
			m.bbest[s] = m.bbest[s][:0]
			m.hasBBest[s] = false
		}
		m.bestedge[s] = -1
	}
	// The list goes by blossom number, as a scan of bestto would.
	sort.Ints(touched)
	list := m.bbest[b][:0]
	for _, bj := range touched {
		list = append(list, bestto[bj])
		bestto[bj] = -1
	}
	m.touched = touched
	m.bbest[b] = list
	m.hasBBest[b] = true
	m.bestedge[b] = -1
	for _, p := range list {
		// bestSlack holds the slack of each listed edge, by its far blossom.
		s := m.bestSlack(m.inblossom[p%n])
		if m.bestedge[b] == -1 || s.Cmp(m.bestSlackOf(b)) < 0 {
			m.setBest(b, p, s)
		}
	}
}

func reverseInts(s []int) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// expandBlossom dissolves top-level blossom b. In the middle of a stage a
// T-blossom's children are relabelled so the alternating tree stays valid.
func (m *Weighted) expandBlossom(b int, endstage bool) {
	n := m.n
	for _, s := range m.bchilds[b] {
		m.bparent[s] = -1
		if s < n {
			m.inblossom[s] = s
		} else if endstage && m.dv(s).IsZero() {
			m.expandBlossom(s, endstage)
		} else {
			for _, v := range m.blossomLeaves(s, nil) {
				m.inblossom[v] = s
			}
		}
	}
	if !endstage && m.label[b] == 2 {
		childs := m.bchilds[b]
		endps := m.bendps[b]
		entrychild := m.inblossom[m.ep(m.rev(m.labelend[b]))]
		j := indexOf(childs, entrychild)
		var jstep, endptrick int
		if j&1 != 0 {
			j -= len(childs)
			jstep, endptrick = 1, 0
		} else {
			jstep, endptrick = -1, 1
		}
		flip := func(p int) int {
			if endptrick == 1 {
				return m.rev(p)
			}
			return p
		}
		p := m.labelend[b]
		for j != 0 {
			m.label[m.ep(m.rev(p))] = 0
			q := at(endps, j-endptrick)
			m.label[m.ep(m.rev(flip(q)))] = 0
			m.assignLabel(m.ep(m.rev(p)), 2, p)
			m.setAllow(q)
			j += jstep
			p = flip(at(endps, j-endptrick))
			m.setAllow(p)
			j += jstep
		}
		bv := at(childs, j)
		x := m.ep(m.rev(p))
		m.label[x], m.label[bv] = 2, 2
		m.labelend[x], m.labelend[bv] = p, p
		m.bestedge[bv] = -1
		j += jstep
		for at(childs, j) != entrychild {
			bv := at(childs, j)
			if m.label[bv] == 1 {
				j += jstep
				continue
			}
			var found = -1
			for _, v := range m.blossomLeaves(bv, nil) {
				if m.label[v] != 0 {
					found = v
					break
				}
			}
			if found >= 0 {
				v := found
				m.label[v] = 0
				m.label[m.ep(m.mp[m.bbase[bv]])] = 0
				m.assignLabel(v, 2, m.labelend[v])
			}
			j += jstep
		}
	}
	m.label[b], m.labelend[b] = -1, -1
	m.bchilds[b], m.bendps[b] = nil, nil
	m.bbase[b] = -1
	m.bbest[b] = m.bbest[b][:0]
	m.hasBBest[b] = false
	m.bestedge[b] = -1
	m.unused = append(m.unused, b)
}

// augmentBlossom swaps matched and unmatched edges inside blossom b along
// the even path from vertex v to the base, and makes v's child the base.
func (m *Weighted) augmentBlossom(b, v int) {
	n := m.n
	t := v
	for m.bparent[t] != b {
		t = m.bparent[t]
	}
	if t >= n {
		m.augmentBlossom(t, v)
	}
	childs := m.bchilds[b]
	endps := m.bendps[b]
	i := indexOf(childs, t)
	j := i
	var jstep, endptrick int
	if i&1 != 0 {
		j -= len(childs)
		jstep, endptrick = 1, 0
	} else {
		jstep, endptrick = -1, 1
	}
	for j != 0 {
		j += jstep
		t = at(childs, j)
		p := at(endps, j-endptrick)
		if endptrick == 1 {
			p = m.rev(p)
		}
		if t >= n {
			m.augmentBlossom(t, m.ep(p))
		}
		j += jstep
		t = at(childs, j)
		if t >= n {
			m.augmentBlossom(t, m.ep(m.rev(p)))
		}
		m.mp[m.ep(p)] = m.rev(p)
		m.mp[m.ep(m.rev(p))] = p
	}
	nc := append(append([]int(nil), childs[i:]...), childs[:i]...)
	ne := append(append([]int(nil), endps[i:]...), endps[:i]...)
	m.bchilds[b], m.bendps[b] = nc, ne
	m.bbase[b] = m.bbase[nc[0]]
}

// augmentMatching flips the augmenting path through edge (v,w).
func (m *Weighted) augmentMatching(v, w int) {
	n := m.n
	type sp struct{ s, p int }
	for _, x := range [2]sp{{v, v*n + w}, {w, w*n + v}} {
		s, p := x.s, x.p
		for {
			bs := m.inblossom[s]
			if bs >= n {
				m.augmentBlossom(bs, s)
			}
			m.mp[s] = p
			if m.labelend[bs] == -1 {
				break
			}
			t := m.ep(m.labelend[bs])
			bt := m.inblossom[t]
			s = m.ep(m.labelend[bt])
			j := m.ep(m.rev(m.labelend[bt]))
			if bt >= n {
				m.augmentBlossom(bt, j)
			}
			m.mp[j] = m.labelend[bt]
			p = m.rev(m.labelend[bt])
		}
	}
}
