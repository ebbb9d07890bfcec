package matching

// Matcher holds a matching of a general graph and keeps it maximum while
// vertices leave the graph, with Edmonds' blossom algorithm.
//
// Vertices are 0..n-1; all are live at first. The graph is given by an
// adjacency predicate that must be symmetric and false on the diagonal. A
// search scans the live vertices and asks the predicate for each, so one
// search costs O(L²) predicate calls for L live vertices: the right shape for
// the dense "not yet met" graphs of a Swiss draw, which are never stored as
// edge lists.
//
// A Matcher is not safe for concurrent use.
type Matcher struct {
	adjacent func(v, w int) bool

	mate []int // mate[v] is v's partner, or -1 when v is exposed or removed
	live []int // the live vertices, in no particular order
	pos  []int // pos[v] is v's index in live, or -1 once removed
	size int   // number of matched pairs

	// Scratch state of the last alternating search, kept so that Shift can
	// follow the tree that Exposable grew.
	parent    []int  // the vertex an inner vertex was reached from
	base      []int  // base of the (contracted) blossom holding the vertex
	outer     []bool // reached by an even alternating path from the root
	inBlossom []bool
	onPath    []bool
	queue     []int
	lastRoot  int  // root of the last search that found no augmenting path, -1 if none
	complete  bool // that search ran to the end (else it stopped at a target)
	version   int  // bumped on every change of the matching or live set
	searched  int  // version at which that search ran
}

// New returns a Matcher over vertices 0..n-1, all live, with an empty
// matching. adjacent(v, w) reports whether v and w are joined by an edge.
func New(n int, adjacent func(v, w int) bool) *Matcher {
	m := &Matcher{
		adjacent:  adjacent,
		mate:      make([]int, n),
		live:      make([]int, n),
		pos:       make([]int, n),
		parent:    make([]int, n),
		base:      make([]int, n),
		outer:     make([]bool, n),
		inBlossom: make([]bool, n),
		onPath:    make([]bool, n),
		queue:     make([]int, 0, n),
		lastRoot:  -1,
		searched:  -1,
	}
	for v := range n {
		m.mate[v] = -1
		m.live[v] = v
		m.pos[v] = v
	}
	return m
}

// MaximumCardinality returns a maximum matching of the graph on n vertices
// as a mate slice: mate[v] is v's partner or -1.
func MaximumCardinality(n int, adjacent func(v, w int) bool) []int {
	m := New(n, adjacent)
	m.Maximize()
	return append([]int(nil), m.mate...)
}

// Len returns the number of live vertices.
func (m *Matcher) Len() int { return len(m.live) }

// Live reports whether v is still in the graph.
func (m *Matcher) Live(v int) bool { return m.pos[v] >= 0 }

// Mate returns v's partner in the current matching, or -1.
func (m *Matcher) Mate(v int) int { return m.mate[v] }

// Size returns the number of pairs in the current matching.
func (m *Matcher) Size() int { return m.size }

// Perfect reports whether the current matching covers every live vertex.
func (m *Matcher) Perfect() bool { return 2*m.size == len(m.live) }

// Exposed returns the live vertices the current matching leaves uncovered,
// in ascending order.
func (m *Matcher) Exposed() []int {
	var out []int
	for v, p := range m.pos {
		if p >= 0 && m.mate[v] < 0 {
			out = append(out, v)
		}
	}
	return out
}

// Remove takes live vertex v out of the graph. Its partner, if any, becomes
// exposed, so the matching may stop being maximum until Augment is called
// from that partner.
func (m *Matcher) Remove(v int) {
	if w := m.mate[v]; w >= 0 {
		m.mate[w] = -1
		m.mate[v] = -1
		m.size--
	}
	i, last := m.pos[v], len(m.live)-1
	m.live[i] = m.live[last]
	m.pos[m.live[i]] = i
	m.live = m.live[:last]
	m.pos[v] = -1
	m.version++
}

// Maximize grows the matching to a maximum one and returns its size. It
// starts with a greedy pass (cheap on dense graphs) and then runs one
// augmenting-path search from each exposed vertex; one search per vertex is
// enough, because a vertex with no augmenting path never gains one when other
// paths are augmented.
func (m *Matcher) Maximize() int {
	for _, v := range m.live {
		if m.mate[v] >= 0 {
			continue
		}
		for _, w := range m.live {
			if w != v && m.mate[w] < 0 && m.adjacent(v, w) {
				m.mate[v], m.mate[w] = w, v
				m.size++
				m.version++
				break
			}
		}
	}
	for _, v := range m.live {
		if m.mate[v] < 0 {
			m.Augment(v)
		}
	}
	return m.size
}

// Augment searches for an augmenting path from the exposed live vertex root
// and, if one exists, flips it so the matching grows by one pair. It reports
// whether it did.
func (m *Matcher) Augment(root int) bool {
	end := m.search(root, -1)
	if end < 0 {
		return false
	}
	// Walk back from the exposed end: each step matches a vertex to the one
	// it was reached from and moves on to that vertex's former partner.
	for v := end; v >= 0; {
		pv := m.parent[v]
		next := m.mate[pv]
		m.mate[v], m.mate[pv] = pv, v
		v = next
	}
	m.size++
	m.version++
	return true
}

// Exposable reports which live vertices could be left exposed in place of
// root by a matching of the same size: outer[x] is true exactly when an even
// alternating path leads from root to x (root itself included). Equivalently,
// when root is the only exposed vertex, outer[x] says whether the live
// graph without x has a perfect matching.
//
// root must be live and exposed. If the matching is not maximum and an
// augmenting path from root exists, Exposable returns nil and changes
// nothing. The returned slice belongs to the Matcher and is valid until its
// next call.
func (m *Matcher) Exposable(root int) []bool {
	if m.fresh(root) && m.complete {
		return m.outer
	}
	if m.search(root, -1) >= 0 {
		m.lastRoot = -1
		return nil
	}
	m.lastRoot, m.searched, m.complete = root, m.version, true
	return m.outer
}

// CanExpose reports whether Exposable(root)[v] would be true, stopping the
// search as soon as v is reached: in a dense graph that is usually after a
// scan or two of the live vertices instead of a whole search. Like
// Exposable it reports false when an augmenting path from root exists, and
// Shift(root, v) reuses its tree.
func (m *Matcher) CanExpose(root, v int) bool {
	if m.pos[v] < 0 || m.pos[root] < 0 || m.mate[root] >= 0 {
		return false
	}
	if v == root {
		return true
	}
	if m.fresh(root) && (m.outer[v] || m.complete) {
		return m.outer[v]
	}
	switch m.search(root, v) {
	case -1:
		m.lastRoot, m.searched, m.complete = root, m.version, true
		return false
	case -2:
		m.lastRoot, m.searched, m.complete = root, m.version, false
		return true
	default: // an augmenting path: the matching was not maximum
		m.lastRoot = -1
		return false
	}
}

// fresh reports whether the search state is a valid tree from root.
func (m *Matcher) fresh(root int) bool { return m.lastRoot == root && m.searched == m.version }

// Shift flips the even alternating path from the exposed vertex root to v,
// so that v becomes exposed and root matched; the matching keeps its size.
// It reports false, changing nothing, when no such path exists (v is not in
// Exposable(root)) or an augmenting path from root exists. It reuses the
// tree of the last Exposable(root) or CanExpose(root, v) when nothing
// changed since.
func (m *Matcher) Shift(root, v int) bool {
	if !m.CanExpose(root, v) {
		return false
	}
	if v == root {
		return true
	}
	// As if an exposed vertex hung off v and were augmented to root, then
	// dropped: v's old partner rematches along the tree down to root.
	w := m.mate[v]
	m.mate[v] = -1
	for w >= 0 {
		pw := m.parent[w]
		next := m.mate[pw]
		m.mate[w], m.mate[pw] = pw, w
		w = next
	}
	m.version++
	return true
}

// search grows an alternating tree from the exposed vertex root, contracting
// blossoms as it meets them. It returns an exposed vertex reached by an
// augmenting path (the path is recorded in parent), or -1 when there is none;
// then outer marks every vertex an even alternating path reaches. With a
// target >= 0 it returns -2 as soon as target is outer, the tree left
// consistent so that Shift can follow it.
func (m *Matcher) search(root, target int) int {
	for _, v := range m.live {
		m.parent[v] = -1
		m.base[v] = v
		m.outer[v] = false
	}
	m.outer[root] = true
	m.queue = append(m.queue[:0], root)
	for qi := 0; qi < len(m.queue); qi++ {
		v := m.queue[qi]
		for _, to := range m.live {
			if to == v || m.base[v] == m.base[to] || m.mate[v] == to || !m.adjacent(v, to) {
				continue
			}
			if to == root || m.mate[to] >= 0 && m.parent[m.mate[to]] >= 0 {
				// Both ends are outer: an odd cycle. Contract it into a
				// blossom whose base is where the two tree paths meet.
				b := m.commonBase(v, to)
				for _, u := range m.live {
					m.inBlossom[u] = false
				}
				m.markPath(v, b, to)
				m.markPath(to, b, v)
				for _, u := range m.live {
					if m.inBlossom[m.base[u]] {
						m.base[u] = b
						if !m.outer[u] {
							m.outer[u] = true
							m.queue = append(m.queue, u)
						}
					}
				}
				if target >= 0 && m.outer[target] {
					return -2
				}
			} else if m.parent[to] < 0 {
				m.parent[to] = v
				if m.mate[to] < 0 {
					return to
				}
				m.outer[m.mate[to]] = true
				m.queue = append(m.queue, m.mate[to])
				if m.mate[to] == target {
					return -2
				}
			}
		}
	}
	return -1
}

// commonBase returns the base of the blossom where the tree paths from a and
// b towards the root first meet.
func (m *Matcher) commonBase(a, b int) int {
	for _, u := range m.live {
		m.onPath[u] = false
	}
	for {
		a = m.base[a]
		m.onPath[a] = true
		if m.mate[a] < 0 {
			break
		}
		a = m.parent[m.mate[a]]
	}
	for {
		b = m.base[b]
		if m.onPath[b] {
			return b
		}
		b = m.parent[m.mate[b]]
	}
}

// markPath walks from v down to the blossom base b, marking the blossoms it
// crosses and pointing parent the other way round the cycle, so that every
// vertex of the new blossom keeps an even alternating path to the root.
func (m *Matcher) markPath(v, b, child int) {
	for m.base[v] != b {
		m.inBlossom[m.base[v]] = true
		m.inBlossom[m.base[m.mate[v]]] = true
		m.parent[v] = child
		child = m.mate[v]
		v = m.parent[m.mate[v]]
	}
}
