package matching

import "encoding/binary"

// weightPool stores each distinct edge weight of a Weighted once. The Dutch
// engine's weights are wide (ten to twenty words for large fields) but take
// few distinct values at a time: the rest of the field shares a handful of
// completion weights, and only the bracket being paired has many. The
// n×n matrix therefore holds 32-bit ids into this pool, which cuts the
// matrix of a 5,000-player round from gigabytes to a hundred megabytes and
// keeps the values the search reads in cache.
//
// Id 0 is zero (no edge). Ids are reference-counted by the edges holding
// them and recycled when the last one lets go, so the pool never holds more
// values than there are edges.
type weightPool struct {
	words int
	vals  []uint64 // id*words .. id*words+words-1
	dbl   []uint64 // the same values doubled, for slacks
	refs  []int32
	free  []int32
	index map[string]int32
	key   []byte
}

func newWeightPool(words int) *weightPool {
	return &weightPool{
		words: words,
		vals:  make([]uint64, words),
		dbl:   make([]uint64, words),
		refs:  []int32{1},
		index: map[string]int32{},
	}
}

// val returns the weight of id; it stays valid until the next acquire.
func (p *weightPool) val(id int32) Wide {
	o := int(id) * p.words
	return Wide(p.vals[o : o+p.words : o+p.words])
}

// double returns twice the weight of id.
func (p *weightPool) double(id int32) Wide {
	o := int(id) * p.words
	return Wide(p.dbl[o : o+p.words : o+p.words])
}

func (p *weightPool) keyOf(x Wide) []byte {
	p.key = p.key[:0]
	for _, w := range x {
		p.key = binary.LittleEndian.AppendUint64(p.key, w)
	}
	return p.key
}

// lookup returns the id of x, or -1 when the pool does not hold it.
func (p *weightPool) lookup(x Wide) int32 {
	if x.IsZero() {
		return 0
	}
	if id, ok := p.index[string(p.keyOf(x))]; ok {
		return id
	}
	return -1
}

// acquire returns the id of x, adding it if needed, and counts one more
// holder of it.
func (p *weightPool) acquire(x Wide) int32 {
	id := p.lookup(x)
	if id == 0 {
		return 0
	}
	if id < 0 {
		if k := len(p.free); k > 0 {
			id = p.free[k-1]
			p.free = p.free[:k-1]
		} else {
			id = int32(len(p.refs))
			p.refs = append(p.refs, 0)
			p.vals = append(p.vals, x...)
			p.dbl = append(p.dbl, x...)
		}
		copy(p.val(id), x)
		d := p.double(id)
		copy(d, x)
		d.Add(x)
		p.index[string(p.keyOf(x))] = id
	}
	p.refs[id]++
	return id
}

// release counts one holder of id fewer, recycling it when none is left.
func (p *weightPool) release(id int32) {
	if id == 0 {
		return
	}
	p.refs[id]--
	if p.refs[id] == 0 {
		delete(p.index, string(p.keyOf(p.val(id))))
		p.free = append(p.free, id)
	}
}
