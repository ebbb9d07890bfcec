package turnir

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	mrand "math/rand/v2"
)

// Seed is the secret behind a lot. It is committed to (its SHA-256 published)
// before the draw and revealed after it, so anyone can replay the draw from
// the log and see that the organizer did not choose it afterwards.
type Seed [32]byte

// NewSeed draws a fresh seed from the operating system. Only adapters and
// commands call it; engines receive seeds through events.
func NewSeed() Seed {
	var s Seed
	if _, err := rand.Read(s[:]); err != nil {
		panic("turnir: no system randomness: " + err.Error())
	}
	return s
}

// String returns the seed in hex.
func (s Seed) String() string { return hex.EncodeToString(s[:]) }

// Commitment returns the published hash of the seed (hex SHA-256).
func (s Seed) Commitment() string {
	h := sha256.Sum256(s[:])
	return hex.EncodeToString(h[:])
}

// ParseSeed reads a seed written by String.
func ParseSeed(h string) (Seed, error) {
	var s Seed
	b, err := hex.DecodeString(h)
	if err != nil || len(b) != len(s) {
		return s, Errorf(EINVALID, "a seed is 64 hex digits, got %q", "жребий задаётся 64 шестнадцатеричными цифрами, получено %q", h)
	}
	copy(s[:], b)
	return s, nil
}

// VerifyCommitment reports whether seed matches a published commitment.
func VerifyCommitment(seed Seed, commitment string) bool { return seed.Commitment() == commitment }

// Rand returns a deterministic generator for one named draw made with this
// seed, e.g. s.Rand("round-1") or s.Rand("group-draw"). Different purposes
// give independent streams, and the same seed and purpose always give the
// same sequence (ChaCha8, stable across Go releases).
func (s Seed) Rand(purpose string) *mrand.Rand {
	h := sha256.New()
	h.Write(s[:])
	h.Write([]byte{0})
	h.Write([]byte(purpose))
	var key [32]byte
	copy(key[:], h.Sum(nil))
	return mrand.New(mrand.NewChaCha8(key))
}

// SeedFromUint64 derives a seed from a small number. It is for tests and for
// `turnir simulate`, where a reproducible run matters more than secrecy.
func SeedFromUint64(n uint64) Seed {
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], n)
	return Seed(sha256.Sum256(b[:]))
}

// Shuffle returns a permutation of 0..n-1 drawn from r (Fisher-Yates, using
// r.IntN so the result is fixed for a given generator).
func Shuffle(r *mrand.Rand, n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		p[i], p[j] = p[j], p[i]
	}
	return p
}
