package pairing

import (
	"slices"

	"turnir"
	"turnir/matching"
)

// TableInput is everything the P6 draw depends on, participants already
// sorted in table order (index 0 = leader). Withdrawn or disqualified
// participants are simply left out by the caller.
type TableInput struct {
	N      int
	Met    [][]int // Met[i] = table indices i has already played (symmetric)
	HadBye []bool  // HadBye[i] = i already sat out a round (P7); nil = nobody
}

// TablePairing is a drawn round. Pairs[k] = {higher, lower} table indices
// (so Pairs[k][0] < Pairs[k][1]), in the order the search formed them. Bye
// is the table index sitting out, or -1.
type TablePairing struct {
	Pairs [][2]int
	Bye   int
}

// PairByTable draws a round after the first: the bye by P7, then the pairs
// by P6, identical to the literal depth-first search described in doc.go.
// It returns a *turnir.Error with code EINVALID for malformed input and
// ECONFLICT when no pairing without repeated pairs exists.
func PairByTable(in TableInput) (TablePairing, error) {
	d, err := newDraw(in)
	if err != nil {
		return TablePairing{}, err
	}
	res := TablePairing{Bye: -1, Pairs: make([][2]int, 0, in.N/2)}
	if in.N%2 == 1 {
		if res.Bye, err = d.chooseBye(in.HadBye); err != nil {
			return TablePairing{}, err
		}
	}
	for d.left > 0 {
		i, j, err := d.pairHighest()
		if err != nil {
			return TablePairing{}, err
		}
		res.Pairs = append(res.Pairs, [2]int{i, j})
	}
	return res, nil
}

// draw is the state of one PairByTable call.
type draw struct {
	met    [][]int // deduplicated, symmetric
	maxMet int     // bound on how many of the unpaired anyone has met

	// The unpaired participants as a doubly linked list in table order, so
	// that the highest one and the scan below it cost nothing for the
	// participants already paired.
	next, prev []int
	head       int // first unpaired, or n
	left       int // number unpaired

	seen []int // seen[w] == stamp: w met the participant being paired
	mark int

	// Once Dirac's bound no longer vouches for the rest, mt holds a perfect
	// matching of the unpaired participants in local numbering.
	mt     *matching.Matcher
	local  []int // table index -> local vertex, -1 if not in mt
	global []int // local vertex -> table index
}

func newDraw(in TableInput) (*draw, error) {
	n := in.N
	if n < 0 || len(in.Met) != n || (in.HadBye != nil && len(in.HadBye) != n) {
		return nil, turnir.Errorf(turnir.EINVALID,
			"pairing input is inconsistent: participants: %d, history rows: %d, bye flags: %d",
			"данные для жеребьёвки не согласованы: участников %d, строк истории %d, отметок о пропуске тура %d",
			n, len(in.Met), len(in.HadBye))
	}
	d := &draw{met: make([][]int, n), next: make([]int, n), prev: make([]int, n), seen: make([]int, n), left: n}
	// Symmetrise, so that a one-sided record still forbids the pair; one
	// flat buffer holds every row (seen doubles as the row counter here).
	count := d.seen
	total := 0
	for i, row := range in.Met {
		for _, j := range row {
			if j < 0 || j >= n || j == i {
				return nil, turnir.Errorf(turnir.EINVALID,
					"pairing input: participant %d is recorded as having met %d",
					"данные для жеребьёвки: у участника %d записана встреча с %d", i, j)
			}
			count[i]++
			count[j]++
			total += 2
		}
	}
	buf := make([]int, total)
	for i := range d.met {
		d.met[i], buf = buf[:0:count[i]], buf[count[i]:]
	}
	for i, row := range in.Met {
		for _, j := range row {
			d.met[i] = append(d.met[i], j)
			d.met[j] = append(d.met[j], i)
		}
	}
	// Drop duplicates (a pair recorded on both sides, or twice) with a
	// stamp per row; sorting every row costs more than the draw itself.
	for i := range d.seen {
		d.seen[i] = -1
	}
	for i, row := range d.met {
		kept := row[:0]
		for _, j := range row {
			if d.seen[j] != i {
				d.seen[j] = i
				kept = append(kept, j)
			}
		}
		d.met[i] = kept
		d.maxMet = max(d.maxMet, len(kept))
		d.next[i], d.prev[i] = i+1, i-1
	}
	for i := range d.seen {
		d.seen[i] = -1
	}
	return d, nil
}

// remove takes table index v off the unpaired list and out of the matcher.
func (d *draw) remove(v int) {
	d.unlink(v)
	if d.mt != nil {
		d.mt.Remove(d.local[v])
	}
}

// unlink takes table index v off the unpaired list only.
func (d *draw) unlink(v int) {
	if p := d.prev[v]; p >= 0 {
		d.next[p] = d.next[v]
	} else {
		d.head = d.next[v]
	}
	if nx := d.next[v]; nx < len(d.next) {
		d.prev[nx] = d.prev[v]
	}
	d.left--
}

// dirac reports whether k unpaired participants, none of whom has met more
// than d.maxMet of the others, surely have a perfect matching: the "not yet
// met" graph then has minimum degree >= k/2, hence a Hamiltonian cycle
// (Dirac) and every other edge of it pairs everyone.
func (d *draw) dirac(k int) bool { return k == 0 || k >= 2*d.maxMet+2 }

// tighten recomputes maxMet over the unpaired participants only; degrees
// within a shrinking set never grow, so the bound stays valid afterwards.
func (d *draw) tighten() {
	d.mark++
	for v := d.head; v < len(d.next); v = d.next[v] {
		d.seen[v] = d.mark
	}
	d.maxMet = 0
	for v := d.head; v < len(d.next); v = d.next[v] {
		c := 0
		for _, w := range d.met[v] {
			if d.seen[w] == d.mark {
				c++
			}
		}
		d.maxMet = max(d.maxMet, c)
	}
}

// needMatcher decides, before the unpaired set shrinks to k, whether the
// Dirac bound still vouches for it; if not, it builds the matcher over the
// unpaired participants. It returns an error when they have no perfect (or,
// for an odd number, near-perfect) matching at all.
func (d *draw) needMatcher(k int) error {
	if d.mt != nil || d.dirac(k) {
		return nil
	}
	d.tighten()
	if d.dirac(k) {
		return nil
	}
	d.buildMatcher()
	if 2*d.mt.Maximize() < d.left-1 {
		return noPairing(d.left)
	}
	return nil
}

func (d *draw) buildMatcher() {
	n := len(d.next)
	d.local = make([]int, n)
	for i := range d.local {
		d.local[i] = -1
	}
	d.global = d.global[:0]
	for v := d.head; v < n; v = d.next[v] {
		d.local[v] = len(d.global)
		d.global = append(d.global, v)
	}
	d.mt = matching.New(len(d.global), d.adjacency())
}

// bitMatrixMax bounds the matcher size that gets a k×k bit matrix for "not
// yet met" (8 MB at the bound); beyond it the met lists are binary-searched.
// Only histories with thousands of rounds get there. A variable for tests.
var bitMatrixMax = 1 << 13

// adjacency returns the "not yet met" predicate in local numbering.
func (d *draw) adjacency() func(v, w int) bool {
	k := len(d.global)
	if k > bitMatrixMax {
		for _, v := range d.global {
			slices.Sort(d.met[v])
		}
		return func(v, w int) bool {
			_, found := slices.BinarySearch(d.met[d.global[v]], d.global[w])
			return v != w && !found
		}
	}
	words := (k + 63) / 64
	bits := make([]uint64, k*words)
	for lv, v := range d.global {
		for _, w := range d.met[v] {
			if lw := d.local[w]; lw >= 0 {
				bits[lv*words+lw/64] |= 1 << (lw % 64)
			}
		}
	}
	return func(v, w int) bool {
		return v != w && bits[v*words+w/64]&(1<<(w%64)) == 0
	}
}

// chooseBye applies P7: candidates are those who have not sat out, lowest
// first, then those who have, lowest first; the first whose absence leaves a
// pairable rest sits out.
func (d *draw) chooseBye(hadBye []bool) (int, error) {
	n := len(d.next)
	order := make([]int, 0, n)
	for pass := range 2 {
		for v := n - 1; v >= 0; v-- {
			had := hadBye != nil && hadBye[v]
			if had == (pass == 1) {
				order = append(order, v)
			}
		}
	}
	if err := d.needMatcher(n - 1); err != nil {
		return -1, err
	}
	if d.mt == nil {
		d.remove(order[0])
		return order[0], nil
	}
	// The matching is near-perfect: its one hole can be moved exactly onto
	// the participants whose absence leaves a perfect matching.
	root := d.mt.Exposed()[0]
	can := d.mt.Exposable(root)
	for _, v := range order {
		if can[d.local[v]] {
			d.mt.Shift(root, d.local[v])
			d.remove(v)
			return v, nil
		}
	}
	return -1, noPairing(n) // unreachable: root itself is exposable
}

// pairHighest forms the next pair of the P6 search: the highest unpaired
// participant with the nearest one below whom they have not met and whose
// choice leaves the rest pairable.
func (d *draw) pairHighest() (int, int, error) {
	// needMatcher may use seen itself, so it runs before i's games are marked.
	if err := d.needMatcher(d.left - 2); err != nil {
		return 0, 0, err
	}
	i := d.head
	d.mark++
	for _, w := range d.met[i] {
		d.seen[w] = d.mark
	}
	first := d.next[i]
	for first < len(d.next) && d.seen[first] == d.mark {
		first = d.next[first]
	}
	if first >= len(d.next) {
		return 0, 0, noPairing(d.left)
	}
	if d.mt == nil {
		// Dirac vouches for the rest: the nearest candidate it is.
		d.remove(i)
		d.remove(first)
		return i, first, nil
	}
	// Free i's partner (root) and ask who can take over its hole: exactly
	// the partners for i that leave the rest perfectly matchable. Usually
	// the nearest candidate can, and a search that stops when it gets
	// there says so cheaply (at once when it is i's own partner); else one
	// complete search lists them all and the nearest such one is where the
	// literal search would stop.
	li := d.local[i]
	root := d.mt.Mate(li)
	d.mt.Remove(li)
	pick := -1
	if d.mt.CanExpose(root, d.local[first]) {
		pick = first
	} else {
		can := d.mt.Exposable(root)
		for j := d.next[first]; j < len(d.next); j = d.next[j] {
			if d.seen[j] != d.mark && can[d.local[j]] {
				pick = j
				break
			}
		}
	}
	if pick >= 0 {
		d.mt.Shift(root, d.local[pick])
		d.mt.Remove(d.local[pick])
		d.unlink(i)
		d.unlink(pick)
		return i, pick, nil
	}
	return 0, 0, noPairing(d.left) // unreachable: root is a candidate
}

func noPairing(n int) error {
	return turnir.Errorf(turnir.ECONFLICT,
		"no pairing without repeated opponents exists for these participants (%d)",
		"невозможно составить пары без повторных встреч для этих участников (%d)", n)
}
