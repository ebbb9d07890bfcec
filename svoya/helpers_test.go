package svoya

import (
	"flag"
	"fmt"
	"testing"
	"time"

	"math/rand/v2"
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

func playersN(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("p%02d", i+1)
	}
	return out
}

// sheet builds a qualifying sheet from one string per theme of '+', '-' and
// '.', padding missing themes with no answers.
func sheet(player string, c QualifyingConfig, themes ...string) Sheet {
	s := Sheet{Player: player}
	for t := range c.Themes {
		row := make([]Mark, len(c.Values))
		if t < len(themes) {
			for q, ch := range themes[t] {
				switch ch {
				case '+':
					row[q] = Right
				case '-':
					row[q] = Wrong
				}
			}
		}
		s.Marks = append(s.Marks, row)
	}
	return s
}

// ans is a right (or wrong) answer to question q of theme 1, round r.
func ans(player string, r, q int, right bool) Answer {
	return Answer{Round: r, Theme: 1, Question: q, Player: player, Right: right}
}

// at is an answer to question q of theme th, round r.
func at(player string, r, th, q int, right bool) Answer {
	return Answer{Round: r, Theme: th, Question: q, Player: player, Right: right}
}
