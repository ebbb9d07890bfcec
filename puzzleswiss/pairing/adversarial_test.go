package pairing

import (
	"math/rand/v2"
	"testing"

	"turnir/matching"
)

// circleRounds returns the first `rounds` rounds of the circle-method round
// robin among members (with an odd count one of them rests each round).
func circleRounds(members []int, rounds int) [][2]int {
	p := append([]int(nil), members...)
	if len(p)%2 == 1 {
		p = append(p, -1)
	}
	n := len(p)
	var out [][2]int
	for range rounds {
		for k := range n / 2 {
			a, b := p[k], p[n-1-k]
			if a >= 0 && b >= 0 {
				out = append(out, [2]int{a, b})
			}
		}
		// Keep p[0] fixed and rotate the rest by one.
		last := p[n-1]
		copy(p[2:], p[1:n-1])
		p[1] = last
	}
	return out
}

// history is a set of past games among n participants (by id) to be put in
// a table order.
type history struct {
	n     int
	games [][2]int
}

// input lays the history out in table order: order[t] is the id at table
// position t.
func (h history) input(order []int) TableInput {
	pos := make([]int, h.n)
	for t, id := range order {
		pos[id] = t
	}
	in := TableInput{N: h.n, Met: make([][]int, h.n)}
	for _, g := range h.games {
		a, b := pos[g[0]], pos[g[1]]
		in.Met[a] = append(in.Met[a], b)
		in.Met[b] = append(in.Met[b], a)
	}
	return in
}

// trapHistory is 200 participants after 149 rounds: two halves A (ids
// 0..99) and B (100..199) have played each other completely except the
// single game 0-100, and each half has played 49 rounds of a round robin
// within itself. A pairing must stay inside the halves. With 0 and 100 on
// top of the table the literal search pairs them first, leaving two odd
// halves, and only finds out at the bottom of the table, again and again.
func trapHistory() history {
	h := history{n: 200}
	for a := range 100 {
		for b := 100; b < 200; b++ {
			if a != 0 || b != 100 {
				h.games = append(h.games, [2]int{a, b})
			}
		}
	}
	var lo, hi []int
	for v := range 100 {
		lo, hi = append(lo, v), append(hi, 100+v)
	}
	h.games = append(h.games, circleRounds(lo, 49)...)
	h.games = append(h.games, circleRounds(hi, 49)...)
	return h
}

// trapOrder puts 0 and 100 on top and the rest in random order.
func trapOrder(r *rand.Rand) []int {
	order := []int{0, 100}
	for _, v := range r.Perm(198) {
		if v >= 99 {
			v++ // skip 100
		}
		order = append(order, v+1)
	}
	return order
}

// oddHalvesHistory is 200 participants split into halves of 101 and 99 who
// have played every game across, plus 48 circle rounds inside each half: no
// pairing exists (both halves are odd), but only a parity argument shows
// it; the literal search tries pairing after pairing of each half.
func oddHalvesHistory() history {
	h := history{n: 200}
	var lo, hi []int
	for v := range 200 {
		if v < 101 {
			lo = append(lo, v)
		} else {
			hi = append(hi, v)
		}
	}
	for _, a := range lo {
		for _, b := range hi {
			h.games = append(h.games, [2]int{a, b})
		}
	}
	h.games = append(h.games, circleRounds(lo, 48)...)
	h.games = append(h.games, circleRounds(hi, 48)...)
	return h
}

// naiveSearch is the literal depth-first search with no memo and no
// pruning; it reports false when it exceeds budget nodes.
func naiveSearch(in TableInput, budget int) (finished bool) {
	met := make([][]bool, in.N)
	for i := range met {
		met[i] = make([]bool, in.N)
	}
	for i, row := range in.Met {
		for _, j := range row {
			met[i][j], met[j][i] = true, true
		}
	}
	paired := make([]bool, in.N)
	nodes := 0
	var dfs func() bool
	dfs = func() bool {
		if nodes++; nodes > budget {
			panic(errBudget)
		}
		i := 0
		for i < in.N && paired[i] {
			i++
		}
		if i == in.N {
			return true
		}
		paired[i] = true
		for j := i + 1; j < in.N; j++ {
			if !paired[j] && !met[i][j] {
				paired[j] = true
				if dfs() {
					return true
				}
				paired[j] = false
			}
		}
		paired[i] = false
		return false
	}
	defer func() {
		if r := recover(); r != nil {
			if r != errBudget {
				panic(r)
			}
			finished = false
		}
	}()
	dfs()
	return true
}

// firstFeasible checks the defining property of the P6 result without the
// incremental machinery: at every step the chosen partner is the nearest
// unmet participant below whose choice leaves a perfect matching, judged by
// a matching computed from scratch.
func firstFeasible(t *testing.T, in TableInput, res TablePairing) {
	t.Helper()
	met := make([][]bool, in.N)
	for i := range met {
		met[i] = make([]bool, in.N)
	}
	for i, row := range in.Met {
		for _, j := range row {
			met[i][j], met[j][i] = true, true
		}
	}
	gone := make([]bool, in.N)
	perfect := func() bool {
		var vs []int
		for v, g := range gone {
			if !g {
				vs = append(vs, v)
			}
		}
		mate := matching.MaximumCardinality(len(vs), func(a, b int) bool { return a != b && !met[vs[a]][vs[b]] })
		for _, m := range mate {
			if m < 0 {
				return false
			}
		}
		return true
	}
	if res.Bye >= 0 {
		// P7: every candidate before the bye in the order "not sat out,
		// lowest first; then sat out, lowest first" must leave no pairing.
		var order []int
		for _, had := range []bool{false, true} {
			for b := in.N - 1; b >= 0; b-- {
				if (in.HadBye != nil && in.HadBye[b]) == had {
					order = append(order, b)
				}
			}
		}
		for _, b := range order {
			gone[b] = true
			if b == res.Bye {
				break
			}
			if perfect() {
				t.Fatalf("bye %d, but without %d the rest can be paired", res.Bye, b)
			}
			gone[b] = false
		}
	}
	for _, p := range res.Pairs {
		i := p[0]
		gone[i] = true
		for j := i + 1; j < p[1]; j++ {
			if gone[j] || met[i][j] {
				continue
			}
			gone[j] = true
			if perfect() {
				t.Fatalf("pair %v: the nearer %d-%d also leaves a pairable rest", p, i, j)
			}
			gone[j] = false
		}
		gone[p[1]] = true
	}
}

// TestP6_P7_larger_fields_take_the_first_feasible_partner covers fields too
// large for the literal search: every choice is checked against matchings
// computed from scratch.
func TestP6_P7_larger_fields_take_the_first_feasible_partner(t *testing.T) {
	r := rand.New(rand.NewPCG(testSeed(t), 300))
	checked := 0
	for range 100 {
		in := randomSizedInput(r, 41, 300, 40)
		res, err := PairByTable(in)
		if err != nil {
			// Rare at these sizes; the literal comparison covers refusals.
			continue
		}
		checkPairing(t, in, res)
		firstFeasible(t, in, res)
		checked++
	}
	if checked < 50 {
		t.Fatalf("only %d of 100 random fields could be paired", checked)
	}
}

func TestP6_adversarial_history_boxes_in_naive_search(t *testing.T) {
	r := rand.New(rand.NewPCG(testSeed(t), 150))
	tests := []struct {
		name     string
		in       TableInput
		pairable bool
	}{
		{"P6_trap_pair_on_top_splits_the_field_into_odd_halves", trapHistory().input(trapOrder(r)), true},
		{"P6_odd_halves_have_no_pairing", oddHalvesHistory().input(r.Perm(200)), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if naiveSearch(tt.in, 1_000_000) {
				t.Fatal("the naive search finished; the case is not adversarial")
			}
			res, err := PairByTable(tt.in)
			if !tt.pairable {
				if err == nil {
					t.Fatalf("found a pairing where none exists: %v", res.Pairs)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			checkPairing(t, tt.in, res)
			firstFeasible(t, tt.in, res)
		})
	}
}
