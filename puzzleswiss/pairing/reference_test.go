package pairing

import (
	"errors"
	"flag"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"turnir"
)

func init() {
	if flag.Lookup("seed") == nil {
		flag.Uint64("seed", 0, "seed for randomised tests (0: derive from the clock)")
	}
}

// testSeed returns the -seed value, or a fresh one, and logs it so that a
// failure can be replayed with `go test ./pairing -run X -seed N`.
func testSeed(t testing.TB) uint64 {
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

// errBudget aborts a literal search that has run too long.
var errBudget = errors.New("search budget exhausted")

// literal is the regulation's procedure word for word, with no cleverness:
// the bye by P7, then "take the highest unpaired participant, pair with the
// nearest below not yet met; if the rest cannot all be paired, change the
// opponent in the last formed pair to the next one in the table", i.e. a
// depth-first search in table order. The only addition is a memo of the
// sets of unpaired participants already proved unpairable, which cannot
// change the first pairing found (the same set fails the same way however
// it is reached) and keeps the reference usable on hard cases. n <= 64.
type literal struct {
	n      int
	met    [][]bool
	paired uint64
	pairs  [][2]int
	failed map[uint64]bool
	nodes  int
	budget int
}

func newLiteral(in TableInput, budget int) *literal {
	s := &literal{n: in.N, met: make([][]bool, in.N), failed: map[uint64]bool{}, budget: budget}
	for i := range s.met {
		s.met[i] = make([]bool, in.N)
	}
	for i, row := range in.Met {
		for _, j := range row {
			s.met[i][j], s.met[j][i] = true, true
		}
	}
	return s
}

// literalPairByTable returns the pairing of the literal procedure, ok=false
// when none exists, or errBudget.
func literalPairByTable(in TableInput, budget int) (res TablePairing, ok bool, err error) {
	res, ok, _, err = literalSearch(in, budget)
	return res, ok, err
}

// literalSearch is literalPairByTable that also reports whether the search
// had to go back on a choice (of a pair or of the bye).
func literalSearch(in TableInput, budget int) (res TablePairing, ok, backtracked bool, err error) {
	s := newLiteral(in, budget)
	defer func() {
		if r := recover(); r != nil {
			if r != errBudget {
				panic(r)
			}
			err = errBudget
		}
	}()
	if in.N%2 == 0 {
		if s.dfs() {
			return TablePairing{Pairs: s.pairs, Bye: -1}, true, s.nodes > len(s.pairs)+1, nil
		}
		return TablePairing{}, false, true, nil
	}
	// P7: who has not sat out, from the bottom up; then who has, likewise.
	for _, had := range []bool{false, true} {
		for b := in.N - 1; b >= 0; b-- {
			if (in.HadBye != nil && in.HadBye[b]) != had {
				continue
			}
			s.paired = 1 << b
			s.pairs = nil
			tried := s.nodes
			if s.dfs() {
				return TablePairing{Pairs: s.pairs, Bye: b}, true, tried > 0 || s.nodes > len(s.pairs)+1, nil
			}
		}
	}
	return TablePairing{}, false, true, nil
}

func (s *literal) dfs() bool {
	if s.nodes++; s.nodes > s.budget {
		panic(errBudget)
	}
	i := 0
	for i < s.n && s.paired&(1<<i) != 0 {
		i++
	}
	if i == s.n {
		return true
	}
	if s.failed[s.paired] {
		return false
	}
	key := s.paired
	s.paired |= 1 << i
	for j := i + 1; j < s.n; j++ {
		if s.paired&(1<<j) != 0 || s.met[i][j] {
			continue
		}
		s.paired |= 1 << j
		s.pairs = append(s.pairs, [2]int{i, j})
		if s.dfs() {
			return true
		}
		s.pairs = s.pairs[:len(s.pairs)-1]
		s.paired &^= 1 << j
	}
	s.paired = key
	s.failed[key] = true
	return false
}

// checkPairing fails unless res is a valid round for in: everyone paired
// once except the bye, no pair met before, pairs written higher first and
// formed top-down.
func checkPairing(t *testing.T, in TableInput, res TablePairing) {
	t.Helper()
	met := map[[2]int]bool{}
	for i, row := range in.Met {
		for _, j := range row {
			met[[2]int{i, j}], met[[2]int{j, i}] = true, true
		}
	}
	seen := make([]bool, in.N)
	if (in.N%2 == 1) != (res.Bye >= 0) {
		t.Fatalf("N=%d but bye %d", in.N, res.Bye)
	}
	if res.Bye >= 0 {
		seen[res.Bye] = true
	}
	for k, p := range res.Pairs {
		if p[0] >= p[1] || p[0] < 0 || p[1] >= in.N {
			t.Fatalf("pair %d = %v is not {higher, lower}", k, p)
		}
		if k > 0 && p[0] <= res.Pairs[k-1][0] {
			t.Fatalf("pairs not formed top-down: %v", res.Pairs)
		}
		if seen[p[0]] || seen[p[1]] {
			t.Fatalf("pair %v uses a participant twice: %v bye %d", p, res.Pairs, res.Bye)
		}
		seen[p[0]], seen[p[1]] = true, true
		if met[p] {
			t.Fatalf("pair %v repeats a past game", p)
		}
	}
	for i, ok := range seen {
		if !ok {
			t.Fatalf("participant %d is neither paired nor sitting out", i)
		}
	}
}

// randomHistory plays up to rounds random rounds among n participants and
// returns who met whom and who sat out. Rounds are paired either by
// PairByTable on random standings (what a tournament does) or by a random
// greedy draw (other shapes of history); it stops early when a round cannot
// be paired.
func randomHistory(r *rand.Rand, n, rounds int) (met [][]bool, hadBye []bool) {
	met = make([][]bool, n)
	for i := range met {
		met[i] = make([]bool, n)
	}
	hadBye = make([]bool, n)
	for range rounds {
		order := r.Perm(n)
		var pairs [][2]int
		bye := -1
		if r.IntN(2) == 0 {
			in := TableInput{N: n, Met: make([][]int, n), HadBye: make([]bool, n)}
			pos := make([]int, n)
			for t, p := range order {
				pos[p] = t
				in.HadBye[t] = hadBye[p]
			}
			for a := range n {
				for b := range n {
					if met[a][b] {
						in.Met[pos[a]] = append(in.Met[pos[a]], pos[b])
					}
				}
			}
			res, err := PairByTable(in)
			if err != nil {
				return met, hadBye
			}
			for _, p := range res.Pairs {
				pairs = append(pairs, [2]int{order[p[0]], order[p[1]]})
			}
			if res.Bye >= 0 {
				bye = order[res.Bye]
			}
		} else {
			var ok bool
			if pairs, bye, ok = greedyRound(r, met); !ok {
				return met, hadBye
			}
		}
		for _, p := range pairs {
			met[p[0]][p[1]], met[p[1]][p[0]] = true, true
		}
		if bye >= 0 {
			hadBye[bye] = true
		}
	}
	return met, hadBye
}

// greedyRound tries a few random orders, pairing each participant with the
// first unmet one after it.
func greedyRound(r *rand.Rand, met [][]bool) ([][2]int, int, bool) {
	n := len(met)
	for range 20 {
		order := r.Perm(n)
		bye := -1
		if n%2 == 1 {
			bye, order = order[n-1], order[:n-1]
		}
		used := make([]bool, n)
		var pairs [][2]int
		for a, p := range order {
			if used[p] {
				continue
			}
			used[p] = true
			for _, q := range order[a+1:] {
				if !used[q] && !met[p][q] {
					used[q] = true
					pairs = append(pairs, [2]int{p, q})
					break
				}
			}
		}
		if 2*len(pairs) == len(order) {
			return pairs, bye, true
		}
	}
	return nil, -1, false
}

// randomInput builds a P6 input: a random history among 2..40 participants,
// some of them then withdrawn, the rest in random table order.
func randomInput(r *rand.Rand) TableInput { return randomSizedInput(r, 2, 40, 40) }

// randomSizedInput is randomInput with minN..maxN participants and at most
// maxRounds past rounds.
func randomSizedInput(r *rand.Rand, minN, maxN, maxRounds int) TableInput {
	n0 := minN + r.IntN(maxN-minN+1)
	met, hadBye := randomHistory(r, n0, 2+r.IntN(max(1, min(n0-2, maxRounds-1))))
	var keep []int
	drop := []float64{0, 0, 0.1, 0.3}[r.IntN(4)]
	for _, p := range r.Perm(n0) {
		if r.Float64() >= drop {
			keep = append(keep, p)
		}
	}
	n := len(keep)
	in := TableInput{N: n, Met: make([][]int, n), HadBye: make([]bool, n)}
	randomByes := r.IntN(2) == 0
	pBye := r.Float64()
	for a, p := range keep {
		for b, q := range keep {
			if met[p][q] {
				in.Met[a] = append(in.Met[a], b)
			}
		}
		in.HadBye[a] = hadBye[p]
		if randomByes {
			in.HadBye[a] = r.Float64() < pBye
		}
	}
	return in
}

// TestP6_P7_equals_literal_search compares PairByTable with the literal
// procedure on thousands of random histories, including the verdict that no
// pairing exists.
func TestP6_P7_equals_literal_search(t *testing.T) {
	r := rand.New(rand.NewPCG(testSeed(t), 6))
	var compared, impossible, skipped, backtracked int
	for iter := range 4000 {
		in := randomInput(r)
		got, err := PairByTable(in)
		want, ok, back, rerr := literalSearch(in, 2_000_000)
		if rerr != nil {
			skipped++
			continue
		}
		compared++
		if back && ok {
			backtracked++
		}
		if !ok {
			impossible++
			if err == nil {
				t.Fatalf("case %d (N=%d): PairByTable found %v bye %d, the literal search found none\nMet=%v HadBye=%v",
					iter, in.N, got.Pairs, got.Bye, in.Met, in.HadBye)
			}
			if code := turnir.ErrorCode(err); code != turnir.ECONFLICT {
				t.Fatalf("case %d: error code %q, want %q", iter, code, turnir.ECONFLICT)
			}
			continue
		}
		if err != nil {
			t.Fatalf("case %d (N=%d): PairByTable: %v; literal search found %v bye %d\nMet=%v HadBye=%v",
				iter, in.N, err, want.Pairs, want.Bye, in.Met, in.HadBye)
		}
		checkPairing(t, in, got)
		if got.Bye != want.Bye || !equalPairs(got.Pairs, want.Pairs) {
			t.Fatalf("case %d (N=%d): PairByTable = %v bye %d, literal = %v bye %d\nMet=%v HadBye=%v",
				iter, in.N, got.Pairs, got.Bye, want.Pairs, want.Bye, in.Met, in.HadBye)
		}
	}
	t.Logf("%d compared (%d with no pairing, %d where the search went back on a choice), %d skipped as too long for the literal search",
		compared, impossible, backtracked, skipped)
	if skipped > compared/20 {
		t.Fatalf("the literal search gave up on %d of %d cases", skipped, compared+skipped)
	}
	if impossible == 0 || backtracked == 0 {
		t.Fatal("no case without a pairing or with backtracking was generated; the generator lost its hard cases")
	}
}

func equalPairs(a, b [][2]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}

// TestP6_met_lookup_by_binary_search_agrees forces the adjacency used for
// huge matchers (binary search in the history) and checks it draws the same
// as the bit matrix.
func TestP6_met_lookup_by_binary_search_agrees(t *testing.T) {
	r := rand.New(rand.NewPCG(testSeed(t), 13))
	for iter := range 500 {
		in := randomInput(r)
		want, werr := PairByTable(in)
		bitMatrixMax = 0
		got, gerr := PairByTable(in)
		bitMatrixMax = 1 << 13
		if (werr == nil) != (gerr == nil) || got.Bye != want.Bye || !equalPairs(got.Pairs, want.Pairs) {
			t.Fatalf("case %d: binary search gives %v bye %d (%v), bit matrix %v bye %d (%v)",
				iter, got.Pairs, got.Bye, gerr, want.Pairs, want.Bye, werr)
		}
	}
}
