package matching

import (
	"fmt"
	"math/bits"
	"sort"
)

// Weighted finds a maximum-weight matching of a dense general graph whose
// edge weights are Wide integers, by Edmonds' primal-dual blossom algorithm
// in Galil's O(n³) organisation (labels, blossoms with dual variables,
// best-edge bookkeeping per blossom).
//
// Weights live in an n×n matrix of ids into a pool of distinct values
// (weightPool) that the caller edits between solves (SetWeight); a zero
// weight means "no edge". The FIDE Dutch engine builds
// one such matrix per round and re-solves it after each decision, exactly
// as the endorsed engines do.
//
// A Weighted is not safe for concurrent use.
type Weighted struct {
	n, words int
	ids      []int32 // n*n ids into pool, symmetric
	pool     *weightPool
	mate     []int // mate[v] = partner or -1, after Solve

	// State of one solve (see solve); kept to avoid reallocations.
	mp        []int // mate as remote endpoint code, or -1
	label     []int
	labelend  []int
	inblossom []int
	bparent   []int
	bchilds   [][]int
	bbase     []int
	bendps    [][]int
	bestedge  []int
	bbest     [][]int
	hasBBest  []bool
	unused    []int
	dual      []uint64 // 2n*words
	allow     []bool   // n*n
	allowed   []int    // edge codes set in allow this stage
	queue     []int
	nb        [][]int32 // neighbours, sorted; may hold dead (zero) edges
	listed    []bool    // n*n: j is in nb[i]
	dead      []int     // dead edges in nb[i]
	t1, t2    Wide
	delta     Wide
	leaves    []int

	bestto  []int    // scratch of addBlossom: least-slack edge per blossom
	bestSl  []uint64 // and its slack
	touched []int    // the blossoms bestto holds an edge for
	lv      []int    // scratch of addBlossom: leaves of one sub-blossom

	// Slack of bestedge[b], valid while bestVer[b] == dualVer: the search
	// compares each candidate edge with the best so far, and the duals
	// only change between its scans.
	bestSlE []uint64
	bestVer []int
	dualVer int

	solved  bool  // the state above holds an optimum of earlier weights
	dirty   []int // vertices whose edges changed since that optimum
	isDirty []bool
}

// NewWeighted returns a graph on n vertices with no edges, whose weights are
// Wide numbers of the given number of words. Weights must stay below
// 2^(64*words-3) so that dual variables cannot overflow.
func NewWeighted(n, words int) *Weighted {
	m := &Weighted{n: n, words: words}
	m.ids = make([]int32, n*n)
	m.pool = newWeightPool(words)
	m.mate = make([]int, n)
	for i := range m.mate {
		m.mate[i] = -1
	}
	m.t1, m.t2, m.delta = NewWide(words), NewWide(words), NewWide(words)
	m.isDirty = make([]bool, n)
	m.nb = make([][]int32, n)
	m.listed = make([]bool, n*n)
	m.dead = make([]int, n)
	return m
}

// Len returns the number of vertices.
func (m *Weighted) Len() int { return m.n }

// Words returns the width of the weights.
func (m *Weighted) Words() int { return m.words }

func (m *Weighted) w(i, j int) Wide {
	return m.pool.val(m.ids[i*m.n+j])
}

// SetWeight sets the weight of edge {i,j} (zero removes the edge).
func (m *Weighted) SetWeight(i, j int, x Wide) {
	old := m.ids[i*m.n+j]
	if m.pool.lookup(x) == old {
		return
	}
	id := m.pool.acquire(x)
	m.pool.release(old)
	if was, now := old != 0, id != 0; was != now {
		if now {
			m.link(i, j)
			m.link(j, i)
		} else {
			m.dead[i]++
			m.dead[j]++
		}
	}
	m.ids[i*m.n+j], m.ids[j*m.n+i] = id, id
	if !m.isDirty[i] && !m.isDirty[j] {
		m.isDirty[i] = true
		m.dirty = append(m.dirty, i)
	}
}

// Weight returns the weight of edge {i,j}; the result must not be modified
// and is valid until the next SetWeight.
func (m *Weighted) Weight(i, j int) Wide { return m.w(i, j) }

// Mate returns v's partner in the last matching computed, or -1.
func (m *Weighted) Mate(v int) int { return m.mate[v] }

func (m *Weighted) dv(v int) Wide {
	o := v * m.words
	return Wide(m.dual[o : o+m.words])
}

// slack writes dual(i)+dual(j)-2w(i,j) into dst and reports whether it is
// zero. It is the inner loop of the whole engine, hence the doubled weights
// kept by the pool, and the blocks of four words: within a block the
// carries go from one add to the next without being saved and restored.
func (m *Weighted) slack(dst Wide, i, j int) bool {
	a, b, w := m.dv(i), m.dv(j), m.pool.double(m.ids[i*m.n+j])
	n := len(dst)
	a, b, w = a[:n], b[:n], w[:n]
	var c, d, or uint64
	k := 0
	for ; k+4 <= n; k += 4 {
		aa, bb, ww, out := a[k:k+4:k+4], b[k:k+4:k+4], w[k:k+4:k+4], dst[k:k+4:k+4]
		x0, c0 := bits.Add64(aa[0], bb[0], c)
		x1, c1 := bits.Add64(aa[1], bb[1], c0)
		x2, c2 := bits.Add64(aa[2], bb[2], c1)
		x3, c3 := bits.Add64(aa[3], bb[3], c2)
		y0, d0 := bits.Sub64(x0, ww[0], d)
		y1, d1 := bits.Sub64(x1, ww[1], d0)
		y2, d2 := bits.Sub64(x2, ww[2], d1)
		y3, d3 := bits.Sub64(x3, ww[3], d2)
		c, d = c3, d3
		out[0], out[1], out[2], out[3] = y0, y1, y2, y3
		or |= y0 | y1 | y2 | y3
	}
	for ; k < n; k++ {
		var x uint64
		x, c = bits.Add64(a[k], b[k], c)
		x, d = bits.Sub64(x, w[k], d)
		dst[k] = x
		or |= x
	}
	return or == 0
}

// setAllow marks edge code p, both ways, as usable by the search (tight).
func (m *Weighted) setAllow(p int) {
	if !m.allow[p] {
		m.allow[p], m.allow[m.rev(p)] = true, true
		m.allowed = append(m.allowed, p)
	}
}

func (m *Weighted) ep(p int) int  { return p % m.n }
func (m *Weighted) rev(p int) int { return (p%m.n)*m.n + p/m.n }

func (m *Weighted) blossomLeaves(b int, out []int) []int {
	if b < m.n {
		return append(out, b)
	}
	for _, t := range m.bchilds[b] {
		out = m.blossomLeaves(t, out)
	}
	return out
}

// Solve computes a maximum-weight matching among the matchings of maximum
// cardinality of the current graph.
//
// After the first call, a solve restarts from the previous optimum when the
// vertex count is even: only the blossoms around vertices whose edges
// changed are dissolved, those vertices are unmatched and their duals
// raised until every edge is feasible again, and the search resumes. This
// is what makes the Dutch engine's hundreds of re-solves per round cheap.
// If such a warm solve cannot reach a perfect matching, Solve falls back to
// a solve from scratch, whose result is exact in every case.
func (m *Weighted) Solve() {
	if m.n == 0 {
		return
	}
	if m.solved && m.n%2 == 0 && len(m.dirty) <= m.n/2 {
		m.warmStart()
		if debugVerify != nil {
			debugVerify(m, "after warm start")
		}
		m.stages()
		if debugVerify != nil {
			debugVerify(m, "after stages")
		}
		free := false
		for v := 0; v < m.n; v++ {
			if m.mp[v] < 0 {
				free = true
			}
		}
		if !free {
			m.finish()
			return
		}
	}
	m.coldStart()
	m.stages()
	if debugVerify != nil {
		debugVerify(m, "after cold stages")
	}
	m.finish()
}

// debugVerify, when set by a test, checks the primal-dual invariants at
// each step of a solve.
var debugVerify func(*Weighted, string)

func (m *Weighted) finish() {
	for _, v := range m.dirty {
		m.isDirty[v] = false
	}
	m.dirty = m.dirty[:0]
	m.solved = true
	for v := 0; v < m.n; v++ {
		if m.mp[v] >= 0 {
			m.mate[v] = m.ep(m.mp[v])
		} else {
			m.mate[v] = -1
		}
	}
}

// link puts j in i's neighbour list unless it is there (alive or dead).
func (m *Weighted) link(i, j int) {
	if m.listed[i*m.n+j] {
		m.dead[i]--
		return
	}
	m.listed[i*m.n+j] = true
	m.nb[i] = insertSorted(m.nb[i], int32(j))
}

// neighbours returns the vertices joined to v, in increasing order. Removed
// edges are only counted when they go (fixing a pair removes 2n edges, and
// deleting each from a sorted list made the round cubic in memory moves);
// the list is swept here, when read with dead entries in it.
func (m *Weighted) neighbours(v int) []int32 {
	if m.dead[v] == 0 {
		return m.nb[v]
	}
	row := m.ids[v*m.n : v*m.n+m.n]
	live := m.nb[v][:0]
	for _, u := range m.nb[v] {
		if row[u] != 0 {
			live = append(live, u)
		} else {
			m.listed[v*m.n+int(u)] = false
		}
	}
	m.nb[v], m.dead[v] = live, 0
	return live
}

// insertSorted adds x to the sorted list s. Adjacency lists stay sorted so
// that the search visits neighbours in a fixed order whatever the history of
// edits.
func insertSorted(s []int32, x int32) []int32 {
	k := sort.Search(len(s), func(i int) bool { return s[i] >= x })
	s = append(s, 0)
	copy(s[k+1:], s[k:])
	s[k] = x
	return s
}

func (m *Weighted) coldStart() {
	n, W := m.n, m.words
	m.init()
	maxw := NewWide(W)
	for v := 0; v < n; v++ {
		for _, u32 := range m.neighbours(v) {
			u := int(u32)
			if x := m.w(v, u); x.Cmp(maxw) > 0 {
				maxw.Set(x)
			}
		}
	}
	for v := 0; v < n; v++ {
		m.dv(v).Set(maxw)
	}
	for b := n; b < 2*n; b++ {
		m.dv(b).Clear()
	}
}

// stages runs Edmonds' stages until no augmenting path is left.
func (m *Weighted) stages() {
	n, W := m.n, m.words
	kslack := NewWide(W)
	for stage := 0; stage < n; stage++ {
		m.dualVer++
		for i := range m.label {
			m.label[i] = 0
			m.bestedge[i] = -1
		}
		for b := n; b < 2*n; b++ {
			m.bbest[b] = m.bbest[b][:0]
			m.hasBBest[b] = false
		}
		for _, p := range m.allowed {
			m.allow[p], m.allow[m.rev(p)] = false, false
		}
		m.allowed = m.allowed[:0]
		m.queue = m.queue[:0]
		if debugVerify != nil {
			for v := 0; v < n; v++ {
				if m.mp[v] == -1 && m.bbase[m.inblossom[v]] != v {
					debugVerify(nil, fmt.Sprintf("free vertex %d is not the base of blossom %d", v, m.inblossom[v]))
				}
			}
		}
		for v := 0; v < n; v++ {
			if m.mp[v] == -1 && m.label[m.inblossom[v]] == 0 {
				m.assignLabel(v, 1, -1)
			}
		}
		augmented := false
		for {
			for len(m.queue) > 0 && !augmented {
				v := m.queue[len(m.queue)-1]
				m.queue = m.queue[:len(m.queue)-1]
				for _, w32 := range m.neighbours(v) {
					w := int(w32)
					if m.inblossom[v] == m.inblossom[w] {
						continue
					}
					p := v*n + w
					computed := false
					if !m.allow[p] {
						computed = true
						if m.slack(kslack, v, w) {
							m.setAllow(p)
						}
					}
					if m.allow[p] {
						bw := m.inblossom[w]
						if m.label[bw] == 0 {
							m.assignLabel(w, 2, m.rev(p))
						} else if m.label[bw] == 1 {
							base := m.scanBlossom(v, w)
							if base >= 0 {
								m.addBlossom(base, v, w)
							} else {
								if debugVerify != nil {
									debugVerify(m, fmt.Sprintf("before augment via %d-%d", v, w))
								}
								m.augmentMatching(v, w)
								if debugVerify != nil {
									debugVerify(m, "after augment")
								}
								augmented = true
								break
							}
						} else if m.label[w] == 0 {
							m.label[w] = 2
							m.labelend[w] = m.rev(p)
						}
					} else if m.label[m.inblossom[w]] == 1 {
						if !computed {
							m.slack(kslack, v, w)
						}
						b := m.inblossom[v]
						if m.bestedge[b] == -1 || kslack.Cmp(m.bestSlackOf(b)) < 0 {
							m.setBest(b, p, kslack)
						}
					} else if m.label[w] == 0 {
						if !computed {
							m.slack(kslack, v, w)
						}
						if m.bestedge[w] == -1 || kslack.Cmp(m.bestSlackOf(w)) < 0 {
							m.setBest(w, p, kslack)
						}
					}
				}
			}
			if augmented {
				break
			}
			// Choose the dual change.
			// Maximum-cardinality mode: no vertex-dual bound (delta1); the
			// search ends when no dual change can make progress.
			deltatype := -1
			delta := m.delta
			deltaedge, deltablossom := -1, -1
			for v := 0; v < n; v++ {
				if m.label[m.inblossom[v]] == 0 && m.bestedge[v] != -1 {
					p := m.bestedge[v]
					if sl := m.bestSlackOf(v); deltatype == -1 || sl.Cmp(delta) < 0 {
						delta.Set(sl)
						deltatype, deltaedge = 2, p
					}
				}
			}
			for b := 0; b < 2*n; b++ {
				if m.bparent[b] == -1 && m.label[b] == 1 && m.bestedge[b] != -1 && (b < n || m.bbase[b] >= 0) {
					p := m.bestedge[b]
					m.t1.Set(m.bestSlackOf(b))
					m.t1.Shr1()
					if deltatype == -1 || m.t1.Cmp(delta) < 0 {
						delta.Set(m.t1)
						deltatype, deltaedge = 3, p
					}
				}
			}
			for b := n; b < 2*n; b++ {
				if m.bbase[b] >= 0 && m.bparent[b] == -1 && m.label[b] == 2 && (deltatype == -1 || m.dv(b).Cmp(delta) < 0) {
					delta.Set(m.dv(b))
					deltatype, deltablossom = 4, b
				}
			}
			if deltatype == -1 {
				break
			}
			m.dualVer++
			for v := 0; v < n; v++ {
				switch m.label[m.inblossom[v]] {
				case 1:
					m.dv(v).Sub(delta)
				case 2:
					m.dv(v).Add(delta)
				}
			}
			for b := n; b < 2*n; b++ {
				if m.bbase[b] >= 0 && m.bparent[b] == -1 {
					switch m.label[b] {
					case 1:
						m.dv(b).Add(delta)
					case 2:
						m.dv(b).Sub(delta)
					}
				}
			}
			if debugVerify != nil {
				debugVerify(m, fmt.Sprintf("after dual update type %d", deltatype))
			}
			switch deltatype {
			case 2:
				i, j := deltaedge/n, deltaedge%n
				m.setAllow(i*n + j)
				if m.label[m.inblossom[i]] == 0 {
					i = j
				}
				m.queue = append(m.queue, i)
			case 3:
				i, j := deltaedge/n, deltaedge%n
				m.setAllow(i*n + j)
				m.queue = append(m.queue, i)
			case 4:
				m.expandBlossom(deltablossom, false)
			}
		}
		if !augmented {
			break
		}
		for b := n; b < 2*n; b++ {
			if m.bparent[b] == -1 && m.bbase[b] >= 0 && m.label[b] == 1 && m.dv(b).IsZero() {
				m.expandBlossom(b, true)
			}
		}
	}
}

func (m *Weighted) bestSlack(b int) Wide {
	o := b * m.words
	return Wide(m.bestSl[o : o+m.words])
}

// setBest makes edge code p, of slack s, the best edge of b.
func (m *Weighted) setBest(b, p int, s Wide) {
	m.bestedge[b] = p
	o := b * m.words
	copy(m.bestSlE[o:o+m.words], s)
	m.bestVer[b] = m.dualVer
}

// bestSlackOf returns the slack of bestedge[b] under the current duals.
func (m *Weighted) bestSlackOf(b int) Wide {
	o := b * m.words
	s := Wide(m.bestSlE[o : o+m.words])
	if m.bestVer[b] != m.dualVer {
		p := m.bestedge[b]
		m.slack(s, p/m.n, p%m.n)
		m.bestVer[b] = m.dualVer
	}
	return s
}

func (m *Weighted) init() {
	n := m.n
	if m.mp == nil {
		m.mp = make([]int, n)
		m.label = make([]int, 2*n)
		m.labelend = make([]int, 2*n)
		m.inblossom = make([]int, n)
		m.bparent = make([]int, 2*n)
		m.bchilds = make([][]int, 2*n)
		m.bbase = make([]int, 2*n)
		m.bendps = make([][]int, 2*n)
		m.bestedge = make([]int, 2*n)
		m.bbest = make([][]int, 2*n)
		m.hasBBest = make([]bool, 2*n)
		m.dual = make([]uint64, 2*n*m.words)
		m.bestto = make([]int, 2*n)
		for i := range m.bestto {
			m.bestto[i] = -1
		}
		m.bestSl = make([]uint64, 2*n*m.words)
		m.bestSlE = make([]uint64, 2*n*m.words)
		m.bestVer = make([]int, 2*n)
		m.allow = make([]bool, n*n)
	}
	for v := 0; v < n; v++ {
		m.mp[v] = -1
		m.inblossom[v] = v
	}
	m.unused = m.unused[:0]
	for b := 0; b < 2*n; b++ {
		m.label[b] = 0
		m.labelend[b] = -1
		m.bparent[b] = -1
		m.bchilds[b] = nil
		m.bendps[b] = nil
		m.bestedge[b] = -1
		m.bbest[b] = m.bbest[b][:0]
		m.hasBBest[b] = false
		if b < n {
			m.bbase[b] = b
		} else {
			m.bbase[b] = -1
			m.unused = append(m.unused, b)
		}
	}
}

func (m *Weighted) assignLabel(w, t, p int) {
	b := m.inblossom[w]
	m.label[w], m.label[b] = t, t
	m.labelend[w], m.labelend[b] = p, p
	m.bestedge[w], m.bestedge[b] = -1, -1
	if t == 1 {
		m.queue = m.blossomLeaves(b, m.queue)
	} else if t == 2 {
		base := m.bbase[b]
		mp := m.mp[base]
		m.assignLabel(m.ep(mp), 1, m.rev(mp))
	}
}
