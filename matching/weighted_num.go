package matching

import "math/bits"

// Wide is a non-negative integer of a fixed number of 64-bit words, least
// significant word first. Pairing weights pack twenty-odd criteria into one
// number, one bit field per criterion in priority order, and need far more
// than 64 bits for large tournaments; Wide keeps them exact without the
// allocations of math/big. All operands of one computation have the same
// length.
type Wide []uint64

// NewWide returns a zero Wide of the given number of words.
func NewWide(words int) Wide { return make(Wide, words) }

// IsZero reports whether x is zero.
func (x Wide) IsZero() bool {
	for _, w := range x {
		if w != 0 {
			return false
		}
	}
	return true
}

// Cmp returns -1, 0 or +1 as x is less than, equal to or greater than y.
func (x Wide) Cmp(y Wide) int {
	for i := len(x) - 1; i >= 0; i-- {
		if x[i] != y[i] {
			if x[i] < y[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// Set copies y into x.
func (x Wide) Set(y Wide) { copy(x, y) }

// Clear sets x to zero.
func (x Wide) Clear() {
	for i := range x {
		x[i] = 0
	}
}

// SetUint sets x to the small value v.
func (x Wide) SetUint(v uint64) {
	x.Clear()
	x[0] = v
}

// Add sets x to x+y (modulo the width).
func (x Wide) Add(y Wide) {
	var c uint64
	for i := range x {
		x[i], c = bits.Add64(x[i], y[i], c)
	}
}

// Sub sets x to x-y (modulo the width).
func (x Wide) Sub(y Wide) {
	var b uint64
	for i := range x {
		x[i], b = bits.Sub64(x[i], y[i], b)
	}
}

// AddUint sets x to x+v.
func (x Wide) AddUint(v uint64) {
	c := v
	for i := 0; i < len(x) && c != 0; i++ {
		x[i], c = bits.Add64(x[i], c, 0)
	}
}

// SubUint sets x to x-v (modulo the width).
func (x Wide) SubUint(v uint64) {
	b := v
	for i := 0; i < len(x) && b != 0; i++ {
		x[i], b = bits.Sub64(x[i], b, 0)
	}
}

// AddBit sets x to x + v<<shift, for a small v.
func (x Wide) AddBit(v uint64, shift uint) {
	if v == 0 {
		return
	}
	i := int(shift / 64)
	s := shift % 64
	lo := v << s
	var hi uint64
	if s != 0 {
		hi = v >> (64 - s)
	}
	var c uint64
	x[i], c = bits.Add64(x[i], lo, 0)
	for j := i + 1; j < len(x) && (c != 0 || hi != 0); j++ {
		x[j], c = bits.Add64(x[j], hi, c)
		hi = 0
	}
}

// SubBit sets x to x - v<<shift (modulo the width), for a small v.
func (x Wide) SubBit(v uint64, shift uint) {
	if v == 0 {
		return
	}
	i := int(shift / 64)
	s := shift % 64
	lo := v << s
	var hi uint64
	if s != 0 {
		hi = v >> (64 - s)
	}
	var b uint64
	x[i], b = bits.Sub64(x[i], lo, 0)
	for j := i + 1; j < len(x) && (b != 0 || hi != 0); j++ {
		x[j], b = bits.Sub64(x[j], hi, b)
		hi = 0
	}
}

// Shl shifts x left by s bits, dropping what leaves the width.
func (x Wide) Shl(s uint) {
	if s == 0 {
		return
	}
	words := int(s / 64)
	r := s % 64
	n := len(x)
	for i := n - 1; i >= 0; i-- {
		var v uint64
		if j := i - words; j >= 0 {
			v = x[j] << r
			if r != 0 && j-1 >= 0 {
				v |= x[j-1] >> (64 - r)
			}
		}
		x[i] = v
	}
}

// Shr1 halves x (rounding down).
func (x Wide) Shr1() {
	for i := 0; i < len(x); i++ {
		x[i] >>= 1
		if i+1 < len(x) {
			x[i] |= x[i+1] << 63
		}
	}
}

// BitLen returns the number of bits needed to write x.
func (x Wide) BitLen() int {
	for i := len(x) - 1; i >= 0; i-- {
		if x[i] != 0 {
			return i*64 + bits.Len64(x[i])
		}
	}
	return 0
}

// SignedCmp compares x and y as two's complement signed numbers.
func (x Wide) SignedCmp(y Wide) int {
	n := len(x) - 1
	xs, ys := x[n]>>63, y[n]>>63
	if xs != ys {
		if xs == 1 {
			return -1
		}
		return 1
	}
	return x.Cmp(y)
}
