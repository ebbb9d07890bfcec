package svoya

import (
	"sync"
	"turnir/labels"

	"turnir"
)

// rotations memoises Rotation: the search is pure but takes a fraction of a
// second, and every venue of every replay asks for the same schedule.
var rotations sync.Map // rotationKey -> [][]int

type rotationKey struct{ n, k, f int }

// searchBudget caps the exhaustive search of Rotation, so an unusual config
// still returns (with the best schedule found) instead of running for ever.
// The default venue takes well under a second (BenchmarkRotationSearch).
const searchBudget = 2_000_000

// Rotation returns the fights of one venue as seat numbers (S9): seat s is
// the venue's seed s+1. Fights 1..PerVenue/FightSize are the foursomes
// composed from places by a snake over the seeds (for 8 seats: 0,3,4,7 and
// 1,2,5,6). The other fights come from an exhaustive search over seat sets
// in lexicographic order that gives every seat the same number of fights
// and minimises the sum over pairs of C(m,2), m being how often the pair
// meets; the first optimum found wins, so the result is fixed. The fights
// after the seeded ones are then ordered so that players who have waited
// longest play next.
func Rotation(g GroupConfig) ([][]int, error) {
	n, k, f := g.PerVenue, g.FightSize, g.Fights
	if k < 2 || n < k || n%k != 0 || f < n/k || (f*k)%n != 0 {
		return nil, turnir.Errorf(turnir.EINVALID, "%[1]s of %[3]d cannot rotate %[5]s evenly",
			"боёв: %[7]d, по %[4]s в каждом — так не сделать равномерной ротации %[6]s", labels.Count("en", "count.fight", f), labels.Count("ru", "count.fight", f), labels.Count("en", "count.player", k), labels.Count("ru", "count.player_per", k), labels.Count("en", "count.player", n), labels.Count("ru", "count.player_gen", n), f)
	}
	key := rotationKey{n, k, f}
	if r, ok := rotations.Load(key); ok {
		return clone(r.([][]int)), nil
	}
	per := f * k / n
	seeded := make([][]int, n/k)
	for s := range n {
		r, j := s/(n/k), s%(n/k)
		if r%2 == 1 {
			j = n/k - 1 - j
		}
		seeded[j] = append(seeded[j], s)
	}
	st := &search{n: n, k: k, per: per, want: f - len(seeded), deg: make([]int, n), meet: make([][]int, n), best: -1}
	for i := range st.meet {
		st.meet[i] = make([]int, n)
	}
	st.sets = combinations(n, k)
	cost := 0
	for _, b := range seeded {
		cost += st.add(b, 1)
	}
	st.bound = lowerBound(n, k, f)
	st.dfs(0, cost, nil)
	if st.best < 0 {
		return nil, turnir.Errorf(turnir.EINVALID, "no rotation of %[1]s in %[3]s of %[5]d was found",
			"не найдена ротация %[2]s в %[4]s по %[5]d", labels.Count("en", "count.player", n), labels.Count("ru", "count.player_gen", n), labels.Count("en", "count.fight", f), labels.Count("ru", "count.fight_prep", f), k)
	}
	rest := make([][]int, 0, len(st.bestSets))
	for _, i := range st.bestSets {
		rest = append(rest, st.sets[i])
	}
	out := append(seeded, orderByRest(n, seeded, rest)...)
	rotations.Store(key, clone(out))
	return out, nil
}

func clone(fs [][]int) [][]int {
	out := make([][]int, len(fs))
	for i, f := range fs {
		out[i] = append([]int(nil), f...)
	}
	return out
}

type search struct {
	n, k, per, want int
	sets            [][]int
	deg             []int
	meet            [][]int
	bound           int
	best            int
	bestSets        []int
	nodes           int
}

// add adds (sign 1) or removes (sign -1) a fight and returns the change of
// the cost sum C(m,2): a new meeting of a pair that met m times costs m.
func (s *search) add(b []int, sign int) int {
	c := 0
	for _, x := range b {
		s.deg[x] += sign
	}
	for i := range b {
		for j := i + 1; j < len(b); j++ {
			if sign > 0 {
				c += s.meet[b[i]][b[j]]
			}
			s.meet[b[i]][b[j]] += sign
			if sign < 0 {
				c -= s.meet[b[i]][b[j]]
			}
		}
	}
	return c
}

func (s *search) dfs(from, cost int, chosen []int) {
	s.nodes++
	if s.best >= 0 && (cost >= s.best || s.best == s.bound || s.nodes > searchBudget) {
		return
	}
	if len(chosen) == s.want {
		s.best, s.bestSets = cost, append([]int(nil), chosen...)
		return
	}
	// Fights are chosen in lexicographic order, so their first seats never
	// decrease: the lowest seat still short of fights must open the next one.
	first := 0
	for first < s.n && s.deg[first] >= s.per {
		first++
	}
	for i := from; i < len(s.sets); i++ {
		b := s.sets[i]
		if b[0] != first {
			if b[0] > first {
				break
			}
			continue
		}
		ok := true
		for _, x := range b {
			if s.deg[x] >= s.per {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		c := s.add(b, 1)
		s.dfs(i, cost+c, append(chosen, i))
		s.add(b, -1)
	}
}

// lowerBound is the least possible sum of C(m,2) over pairs: the meetings of
// all fights spread as evenly as possible over the pairs.
func lowerBound(n, k, f int) int {
	meetings, pairs := f*k*(k-1)/2, n*(n-1)/2
	q, r := meetings/pairs, meetings%pairs
	return (pairs-r)*q*(q-1)/2 + r*(q+1)*q/2
}

// combinations lists the k-subsets of 0..n-1 in lexicographic order.
func combinations(n, k int) [][]int {
	var out [][]int
	cur := make([]int, 0, k)
	var rec func(from int)
	rec = func(from int) {
		if len(cur) == k {
			out = append(out, append([]int(nil), cur...))
			return
		}
		for i := from; i <= n-(k-len(cur)); i++ {
			cur = append(cur, i)
			rec(i + 1)
			cur = cur[:len(cur)-1]
		}
	}
	rec(0)
	return out
}

// orderByRest orders fights so that each next fight is the one whose players
// have waited longest in total (ties: the earlier fight), after the played
// ones.
func orderByRest(n int, played, rest [][]int) [][]int {
	last := make([]int, n)
	for i := range last {
		last[i] = -1
	}
	t := 0
	for _, f := range played {
		for _, x := range f {
			last[x] = t
		}
		t++
	}
	var out [][]int
	used := make([]bool, len(rest))
	for range rest {
		best, bestWait := -1, -1
		for i, f := range rest {
			if used[i] {
				continue
			}
			w := 0
			for _, x := range f {
				w += t - last[x]
			}
			if w > bestWait {
				best, bestWait = i, w
			}
		}
		used[best] = true
		out = append(out, rest[best])
		for _, x := range rest[best] {
			last[x] = t
		}
		t++
	}
	return out
}

// Meetings counts how often each pair of seats meets in fights:
// Meetings(f)[a][b] for a < b.
func Meetings(n int, fights [][]int) [][]int {
	m := make([][]int, n)
	for i := range m {
		m[i] = make([]int, n)
	}
	for _, f := range fights {
		for i := range f {
			for j := i + 1; j < len(f); j++ {
				a, b := f[i], f[j]
				if a > b {
					a, b = b, a
				}
				m[a][b]++
			}
		}
	}
	return m
}
