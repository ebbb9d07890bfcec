package matching

import (
	"flag"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"
)

// The -seed flag is shared by every randomised test of the package; it is
// registered only if no other test file did so first.
func init() {
	if flag.Lookup("seed") == nil {
		flag.Uint64("seed", 0, "seed for randomised tests (0: derive from the clock)")
	}
}

// testSeed returns the -seed value, or a fresh one, and logs it so that a
// failure can be replayed with `go test ./matching -run X -seed N`.
func testSeed(t *testing.T) uint64 {
	t.Helper()
	var seed uint64
	if f := flag.Lookup("seed"); f != nil {
		seed, _ = strconv.ParseUint(f.Value.String(), 10, 64)
	}
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	t.Logf("seed %d (replay with -seed %d)", seed, seed)
	return seed
}

// graph is a small dense test graph.
type graph struct {
	n   int
	adj [][]bool
}

func (g *graph) adjacent(v, w int) bool { return g.adj[v][w] }

func randomGraph(r *rand.Rand, n int) *graph {
	p := r.Float64()
	g := &graph{n: n, adj: make([][]bool, n)}
	for v := range n {
		g.adj[v] = make([]bool, n)
	}
	for v := range n {
		for w := v + 1; w < n; w++ {
			if r.Float64() < p {
				g.adj[v][w], g.adj[w][v] = true, true
			}
		}
	}
	return g
}

// bruteMax returns the size of a maximum matching on the vertex set mask by
// trying, for the lowest vertex, every way of leaving it out or pairing it.
func bruteMax(g *graph, mask uint32, memo map[uint32]int) int {
	if mask == 0 {
		return 0
	}
	if s, ok := memo[mask]; ok {
		return s
	}
	v := 0
	for mask&(1<<v) == 0 {
		v++
	}
	rest := mask &^ (1 << v)
	best := bruteMax(g, rest, memo)
	for w := v + 1; w < g.n; w++ {
		if rest&(1<<w) != 0 && g.adj[v][w] {
			best = max(best, 1+bruteMax(g, rest&^(1<<w), memo))
		}
	}
	memo[mask] = best
	return best
}

// checkMatching fails unless m's matching is a valid matching of g on the
// live vertices with m.Size() pairs.
func checkMatching(t *testing.T, g *graph, m *Matcher) {
	t.Helper()
	pairs := 0
	for v := range g.n {
		w := m.Mate(v)
		if w < 0 {
			continue
		}
		if !m.Live(v) || !m.Live(w) || m.Mate(w) != v || !g.adj[v][w] {
			t.Fatalf("bad pair %d-%d (live %v %v, mate of %d is %d, edge %v)", v, w, m.Live(v), m.Live(w), w, m.Mate(w), g.adj[v][w])
		}
		pairs++
	}
	if pairs != 2*m.Size() {
		t.Fatalf("Size() = %d, but %d matched vertices", m.Size(), pairs)
	}
}

func liveMask(m *Matcher, n int) uint32 {
	var mask uint32
	for v := range n {
		if m.Live(v) {
			mask |= 1 << v
		}
	}
	return mask
}

func TestMaximizeAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(testSeed(t), 1))
	for iter := range 4000 {
		g := randomGraph(r, r.IntN(15))
		m := New(g.n, g.adjacent)
		got := m.Maximize()
		want := bruteMax(g, 1<<g.n-1, map[uint32]int{})
		if got != want {
			t.Fatalf("graph %d (n=%d): Maximize = %d, brute force = %d", iter, g.n, got, want)
		}
		checkMatching(t, g, m)
		if mate := MaximumCardinality(g.n, g.adjacent); countPairs(mate) != want {
			t.Fatalf("graph %d: MaximumCardinality has %d pairs, want %d", iter, countPairs(mate), want)
		}
	}
}

func countPairs(mate []int) int {
	n := 0
	for _, w := range mate {
		if w >= 0 {
			n++
		}
	}
	return n / 2
}

// TestRemoveThenAugment plays the incremental use: vertices leave one by
// one, the freed partner gets one augmenting search, and the matching must
// stay maximum on what is left.
func TestRemoveThenAugment(t *testing.T) {
	r := rand.New(rand.NewPCG(testSeed(t), 2))
	for iter := range 2000 {
		g := randomGraph(r, 1+r.IntN(14))
		m := New(g.n, g.adjacent)
		m.Maximize()
		memo := map[uint32]int{}
		for _, v := range r.Perm(g.n)[:r.IntN(g.n)] {
			w := m.Mate(v)
			m.Remove(v)
			if w >= 0 {
				m.Augment(w)
			}
			checkMatching(t, g, m)
			if want := bruteMax(g, liveMask(m, g.n), memo); m.Size() != want {
				t.Fatalf("graph %d: after removing %d, size %d, want %d", iter, v, m.Size(), want)
			}
		}
	}
}

// TestExposableAndShift checks the Gallai-Edmonds view that the pairing
// relies on: x is exposable from root exactly when the graph without x and
// without the other exposed vertices has a perfect matching, and Shift then
// really moves the hole from root to x.
func TestExposableAndShift(t *testing.T) {
	r := rand.New(rand.NewPCG(testSeed(t), 3))
	checked := 0
	for iter := range 3000 {
		g := randomGraph(r, 1+r.IntN(14))
		m := New(g.n, g.adjacent)
		m.Maximize()
		exposed := m.Exposed()
		if len(exposed) == 0 {
			continue
		}
		root := exposed[r.IntN(len(exposed))]
		others := liveMask(m, g.n)
		for _, e := range exposed {
			if e != root {
				others &^= 1 << e
			}
		}
		outer := append([]bool(nil), m.Exposable(root)...)
		if outer == nil {
			t.Fatalf("graph %d: Exposable found an augmenting path in a maximum matching", iter)
		}
		memo := map[uint32]int{}
		for x := range g.n {
			rest := others &^ (1 << x)
			want := others&(1<<x) != 0 && 2*bruteMax(g, rest, memo) == popcount(rest)
			if outer[x] != want {
				t.Fatalf("graph %d: Exposable(%d)[%d] = %v, want %v", iter, root, x, outer[x], want)
			}
			checked++
		}
		// CanExpose must agree, each time from a fresh (early-stopping)
		// search rather than the cached full tree.
		for x := range g.n {
			m.version++
			if got := m.CanExpose(root, x); got != outer[x] {
				t.Fatalf("graph %d: CanExpose(%d, %d) = %v, Exposable says %v", iter, root, x, got, outer[x])
			}
		}
		var targets []int
		for x, ok := range outer {
			if ok {
				targets = append(targets, x)
			}
		}
		x := targets[r.IntN(len(targets))]
		size := m.Size()
		// Shift follows either the partial tree of CanExpose or the full
		// tree of Exposable.
		m.version++
		if r.IntN(2) == 0 {
			if !m.CanExpose(root, x) {
				t.Fatalf("graph %d: CanExpose(%d, %d) refused an exposable vertex", iter, root, x)
			}
		} else {
			m.Exposable(root)
		}
		if !m.Shift(root, x) {
			t.Fatalf("graph %d: Shift(%d, %d) refused an exposable vertex", iter, root, x)
		}
		checkMatching(t, g, m)
		if m.Size() != size || m.Mate(x) >= 0 || (x != root && m.Mate(root) < 0) {
			t.Fatalf("graph %d: after Shift(%d, %d): size %d (was %d), mate(x)=%d, mate(root)=%d",
				iter, root, x, m.Size(), size, m.Mate(x), m.Mate(root))
		}
		for _, e := range exposed {
			if e != root && m.Mate(e) >= 0 {
				t.Fatalf("graph %d: Shift matched the other exposed vertex %d", iter, e)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no case exercised Exposable")
	}
}

func popcount(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

func TestExposableRefusesWhenAugmentingPathExists(t *testing.T) {
	// A path 0-1-2-3 with nothing matched: from 0 an augmenting path exists.
	g := &graph{n: 4, adj: make([][]bool, 4)}
	for v := range 4 {
		g.adj[v] = make([]bool, 4)
	}
	for v := range 3 {
		g.adj[v][v+1], g.adj[v+1][v] = true, true
	}
	m := New(4, g.adjacent)
	if m.Exposable(0) != nil {
		t.Fatal("Exposable on a non-maximum matching should return nil")
	}
	if m.Size() != 0 {
		t.Fatal("Exposable changed the matching")
	}
	if m.Shift(0, 2) {
		t.Fatal("Shift should refuse when an augmenting path exists")
	}
}

func TestBlossomNeededForAugmentingPath(t *testing.T) {
	// Stem 7-0, 0=1 matched, a 5-cycle 1-2-3-4-5 with 2=3 and 4=5 matched,
	// and an exposed pendant 6 on 2. From 7 the search reaches 3 and 4 as
	// outer vertices joined by an edge: the cycle must be contracted before
	// 2 becomes outer and the path 7-0=1-5=4-3=2-6 is found.
	edges := [][2]int{{7, 0}, {0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 1}, {2, 6}}
	g := &graph{n: 8, adj: make([][]bool, 8)}
	for v := range 8 {
		g.adj[v] = make([]bool, 8)
	}
	for _, e := range edges {
		g.adj[e[0]][e[1]], g.adj[e[1]][e[0]] = true, true
	}
	m := New(8, g.adjacent)
	for _, e := range [][2]int{{0, 1}, {2, 3}, {4, 5}} {
		m.mate[e[0]], m.mate[e[1]] = e[1], e[0]
	}
	m.size = 3
	if !m.Augment(7) {
		t.Fatal("no augmenting path found through the blossom")
	}
	checkMatching(t, g, m)
	if !m.Perfect() {
		t.Fatalf("matching not perfect: %v", m.mate)
	}
}
