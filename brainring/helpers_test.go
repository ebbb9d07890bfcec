package brainring

import (
	"flag"
	"math/rand/v2"
	"testing"
	"time"

	"turnir"
)

var seedFlag = flag.Uint64("seed", 0, "seed for the randomised tests (0: a fresh one)")

// testSeed returns the seed of a randomised test and logs it, so a failure
// can be replayed with -seed.
func testSeed(t *testing.T) uint64 {
	t.Helper()
	s := *seedFlag
	if s == 0 {
		s = uint64(time.Now().UnixNano())
	}
	t.Logf("seed %d (replay with -seed %d)", s, s)
	return s
}

func lot(n uint64, purpose string) *rand.Rand { return turnir.SeedFromUint64(n).Rand(purpose) }

// fightOf builds a complete fight of length questions where a took sa, b took
// sb and nobody the rest.
func fightOf(a, b string, sa, sb, length int) Fight {
	f := NewFight(a, b, length)
	for range sa {
		f.Taken = append(f.Taken, a)
	}
	for range sb {
		f.Taken = append(f.Taken, b)
	}
	for len(f.Taken) < length {
		f.Taken = append(f.Taken, "")
	}
	return f
}

func teamsN(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = "t" + string(rune('a'+i/26)) + string(rune('a'+i%26))
	}
	return out
}
