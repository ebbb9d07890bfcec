package matching

// Blossom expansion and augmentation for Weighted. Child lists of a blossom
// are walked with indices that may go negative (the walk runs either way
// round the odd cycle), hence at().

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
