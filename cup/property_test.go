package cup_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"turnir"
	"turnir/cup"
)

// TestRandomCupsC4C5C6C7C15 plays many random cups, with few questions so that ties
// across the cut, shootouts, rating ties and lots are common, and checks the
// invariants of C4-C7 and C15 on each. Rerun a failure with -seed.
func TestRandomCupsC4C5C6C7C15(t *testing.T) {
	seed := *seedFlag
	if seed == 0 {
		seed = rand.Uint64()
	}
	t.Logf("seed %d (rerun with -seed %d)", seed, seed)
	rng := rand.New(rand.NewPCG(seed, 42))
	stats := map[string]int{}
	for iter := range 300 {
		cfg := cup.DefaultConfig()
		cfg.Qualify = []int{4, 8, 8, 8, 16}[rng.IntN(5)]
		cfg.MinTeams = cfg.Qualify
		cfg.Questions = 1 + rng.IntN(6)
		cfg.Shootout = rng.IntN(6)
		n := cfg.Qualify + rng.IntN(2*cfg.Qualify+1)
		c, err := cup.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for _, tm := range teams(n, 1+rng.IntN(8)) {
			must(t, c.AddTeam(tm))
		}
		fail := func(format string, args ...any) {
			t.Helper()
			t.Fatalf("seed %d iter %d (%d teams, qualify %d): %s", seed, iter, n, cfg.Qualify, fmt.Sprintf(format, args...))
		}
		if err := cup.Play(rand.New(rand.NewPCG(seed, uint64(iter))), &c, nil); err != nil {
			fail("play: %v", err)
		}
		p, err := c.Progress()
		if err != nil {
			fail("progress: %v", err)
		}
		q := p.Qualifying
		stats[q.DecidedBy]++
		if len(c.Shootout) > 0 {
			stats["shootout_played"]++
		}

		// C4: exactly Qualify distinct qualified teams, all better or equal
		// on points than every team out.
		if len(p.Seeds) != cfg.Qualify || len(slices.Compact(slices.Sorted(slices.Values(p.Seeds)))) != cfg.Qualify {
			fail("seeds %v", p.Seeds)
		}
		if len(p.Seeds)+len(q.Out) != n {
			fail("qualified %v + out %v != %d teams", p.Seeds, q.Out, n)
		}
		points := map[string]int{}
		for _, tot := range c.Rounds[0].Questions.Totals() {
			points[tot.Team] = tot.Points
		}
		for _, in := range p.Seeds {
			for _, out := range q.Out {
				if points[in] < points[out] {
					fail("%s (%d) went on ahead of %s (%d)", in, points[in], out, points[out])
				}
			}
		}
		// C5: seeds ordered by points.
		for i := 1; i < len(p.Seeds); i++ {
			if points[p.Seeds[i-1]] < points[p.Seeds[i]] {
				fail("seeds not by points: %v", p.Seeds)
			}
		}
		// C5/C6: every knock-out round seats each survivor exactly once,
		// halving the field; round 2 joins the halves.
		alive := p.Seeds
		for k, rd := range c.Rounds[1:] {
			var seated []string
			for _, pr := range rd.Pairs {
				seated = append(seated, pr.A, pr.B)
			}
			if !sameSet(seated, alive) || len(seated) != len(slices.Compact(slices.Sorted(slices.Values(seated)))) {
				fail("round %d seats %v, survivors %v", k+2, seated, alive)
			}
			if err := cup.CheckPairs(alive, rd.Pairs, k == 0); err != nil {
				fail("round %d: %v", k+2, err)
			}
			var next []string
			for _, r := range p.Results[k] {
				next = append(next, r.Winner)
			}
			alive = next
		}
		// C7: two finalists, a decided final.
		if len(p.Finalists) != 2 || p.Finalists[0] == p.Finalists[1] || !slices.Equal(p.Finalists, alive) {
			fail("finalists %v", p.Finalists)
		}
		f := p.Final
		if !f.Decided || f.Counted < cfg.FinalQuestions || (f.Extra == 0) != (f.Counted == cfg.FinalQuestions) {
			fail("final %+v", *f)
		}
		if f.Extra > 0 {
			stats["extra_questions"]++
		}
		// C15: one of each cup, every team once.
		r, err := c.Ranking()
		if err != nil {
			fail("ranking: %v", err)
		}
		if len(r) != n || r[0].Team != f.Winner || r[0].Place.String() != "1" || r[1].Team != f.Loser || r[1].Place.String() != "2" {
			fail("ranking top %+v", r[:2])
		}
		// Determinism: the same seed plays the same cup.
		again, _ := cup.New(cfg)
		for _, tm := range c.Teams {
			must(t, again.AddTeam(tm))
		}
		must(t, cup.Play(rand.New(rand.NewPCG(seed, uint64(iter))), &again, nil))
		a, _ := json.Marshal(c)
		b, _ := json.Marshal(again)
		if string(a) != string(b) {
			fail("the same seed played a different cup")
		}
	}
	t.Logf("cut decided by %v", stats)
	if stats[cup.ByShootout]+stats[cup.ByRating]+stats[cup.ByLot] == 0 {
		t.Errorf("no random cup needed a shootout: the test does not reach C4's hard cases")
	}
}

// TestSimulatedCupGolden pins whole simulated cups for fixed seeds, so that
// a change in any lot or rule shows up as a changed champion here.
func TestSimulatedCupGolden(t *testing.T) {
	tests := []struct {
		seed   uint64
		teams  int
		round2 []cup.Pair
		winner string
	}{
		{1, 12, pairs("T5", "T1", "T10", "T3", "T7", "T2", "T6", "T4"), "T3"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("C5_C6_C7_seed_%d", tt.seed), func(t *testing.T) {
			c := newCup(t, tt.teams)
			must(t, cup.Play(turnir.SeedFromUint64(tt.seed).Rand("sim"), c, nil))
			p, err := c.Progress()
			must(t, err)
			if !slices.Equal(c.Rounds[1].Pairs, tt.round2) || p.Final.Winner != tt.winner {
				t.Errorf("round 2 %v winner %s, want %v and %s", c.Rounds[1].Pairs, p.Final.Winner, tt.round2, tt.winner)
			}
		})
	}
}
