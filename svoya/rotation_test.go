package svoya

import (
	"fmt"
	"testing"
)

// TestRotationIsOptimal checks the S9 rotation's claim of fewest repeat
// meetings by a plain enumeration independent of rotation.go's search:
// every multiset of further fights (any foursome, repeats allowed) that
// gives each seat the same number of fights, after the seeded foursomes.
func TestRotationIsOptimal(t *testing.T) {
	for _, g := range []GroupConfig{
		{PerVenue: 8, FightSize: 4, Fights: 8},
		{PerVenue: 6, FightSize: 3, Fights: 6},
	} {
		t.Run(fmt.Sprintf("S9_no_rotation_of_%d_in_%d_fights_of_%d_has_fewer_repeats", g.PerVenue, g.Fights, g.FightSize), func(t *testing.T) {
			rot, err := Rotation(g)
			if err != nil {
				t.Fatal(err)
			}
			got := pairCost(g.PerVenue, rot)
			seeded := rot[:g.PerVenue/g.FightSize]
			best := bruteBest(g, seeded)
			if got != best {
				t.Fatalf("%+v: rotation costs %d, the enumeration finds %d", g, got, best)
			}
			t.Logf("%+v: least sum of C(m,2) over pairs is %d", g, best)
		})
	}
}

// pairCost is the sum over seat pairs of C(m,2), m the pair's meetings.
func pairCost(n int, fights [][]int) int {
	meet := make([][]int, n)
	for i := range meet {
		meet[i] = make([]int, n)
	}
	for _, f := range fights {
		for i, a := range f {
			for _, b := range f[i+1:] {
				meet[a][b]++
				meet[b][a]++
			}
		}
	}
	cost := 0
	for a := range n {
		for b := a + 1; b < n; b++ {
			cost += meet[a][b] * (meet[a][b] - 1) / 2
		}
	}
	return cost
}

// bruteBest enumerates, in non-decreasing order of the subsets' bit masks,
// every choice of the remaining fights that keeps each seat at its fair
// number of fights, and returns the least pairCost of seeded + choice.
func bruteBest(g GroupConfig, seeded [][]int) int {
	n, k := g.PerVenue, g.FightSize
	per := g.Fights * k / n
	var masks []int
	for m := 0; m < 1<<n; m++ {
		if popcount(m) == k {
			masks = append(masks, m)
		}
	}
	deg := make([]int, n)
	for _, f := range seeded {
		for _, s := range f {
			deg[s]++
		}
	}
	best := -1
	chosen := append([][]int(nil), seeded...)
	var rec func(from, left int)
	rec = func(from, left int) {
		if left == 0 {
			if c := pairCost(n, chosen); best < 0 || c < best {
				best = c
			}
			return
		}
		for i := from; i < len(masks); i++ {
			var f []int
			ok := true
			for s := range n {
				if masks[i]>>s&1 == 1 {
					if deg[s] == per {
						ok = false
						break
					}
					f = append(f, s)
				}
			}
			if !ok {
				continue
			}
			for _, s := range f {
				deg[s]++
			}
			chosen = append(chosen, f)
			rec(i, left-1)
			chosen = chosen[:len(chosen)-1]
			for _, s := range f {
				deg[s]--
			}
		}
	}
	rec(0, g.Fights-len(seeded))
	return best
}

func popcount(m int) int {
	c := 0
	for ; m > 0; m &= m - 1 {
		c++
	}
	return c
}
