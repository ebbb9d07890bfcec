package matching

// Warm restart of Weighted after edge weights changed around a few
// vertices ("dirty" vertices).
//
// Duals are kept in the scaled form of the algorithm: an edge (i,j) is
// feasible when dual(i)+dual(j)+2·Σ dual(B) over the blossoms B holding
// both ends is at least 2·w(i,j). Dissolving a blossom B moves dual(B) onto
// each of its vertices, which keeps every edge feasible and every edge
// inside B as tight as it was; only the matched edge from B's base to the
// outside may lose tightness, so that pair is unmatched. A dirty vertex,
// once no blossom holds it, has its dual reset to the least value that
// makes all its edges feasible, and loses its partner only if their edge
// is no longer tight (the Dutch engine's "fix this pair" edits keep it,
// which spares a search per fixed pair). Vertex duals may become negative
// (the search is in maximum-cardinality mode, where their sign is free);
// the modular arithmetic of Wide handles that, and only slacks and blossom
// duals, which stay non-negative, are ever compared.

func (m *Weighted) warmStart() {
	for _, v := range m.dirty {
		for m.inblossom[v] != v {
			m.dissolve(m.inblossom[v])
		}
	}
	need := NewWide(m.words)
	for _, v := range m.dirty {
		first := true
		for _, u32 := range m.neighbours(v) {
			u := int(u32)
			// 2w(v,u) - dual(u), compared as signed numbers.
			m.t1.Set(m.w(v, u))
			m.t1.Add(m.w(v, u))
			m.t1.Sub(m.dv(u))
			if first || m.t1.SignedCmp(need) > 0 {
				need.Set(m.t1)
				first = false
			}
		}
		if !first {
			m.dv(v).Set(need)
		}
	}
	// A dirty vertex keeps its partner when their edge is still tight.
	for _, v := range m.dirty {
		if p := m.mp[v]; p >= 0 && (m.ids[p] == 0 || !m.slack(m.t1, v, m.ep(p))) {
			m.mp[m.ep(p)] = -1
			m.mp[v] = -1
		}
	}
	// Halving a slack (a dual change between two trees) is exact only when
	// all free vertices have duals of one parity, which tight edges then
	// carry to every labelled vertex. Free vertices are taken out of their
	// blossoms and their duals raised by one where needed.
	parity := uint64(2)
	for f := 0; f < m.n; f++ {
		if m.mp[f] >= 0 {
			continue
		}
		for m.inblossom[f] != f {
			m.dissolve(m.inblossom[f])
		}
		d := m.dv(f)
		if parity == 2 {
			parity = d[0] & 1
		} else if d[0]&1 != parity {
			d.AddUint(1)
		}
	}
}

// dissolve removes top-level blossom b, handing its dual to its vertices.
func (m *Weighted) dissolve(b int) {
	d := m.dv(b)
	m.leaves = m.blossomLeaves(b, m.leaves[:0])
	for _, x := range m.leaves {
		m.dv(x).Add(d)
	}
	for _, s := range m.bchilds[b] {
		m.bparent[s] = -1
		if s < m.n {
			m.inblossom[s] = s
		} else {
			for _, x := range m.blossomLeaves(s, nil) {
				m.inblossom[x] = s
			}
		}
	}
	base := m.bbase[b]
	if !d.IsZero() {
		if p := m.mp[base]; p >= 0 {
			m.mp[m.ep(p)] = -1
			m.mp[base] = -1
		}
	}
	d.Clear()
	m.label[b], m.labelend[b] = 0, -1
	m.bchilds[b], m.bendps[b] = nil, nil
	m.bbase[b] = -1
	m.bbest[b] = m.bbest[b][:0]
	m.hasBBest[b] = false
	m.bestedge[b] = -1
	m.unused = append(m.unused, b)
}
