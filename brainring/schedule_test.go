package brainring

import (
	"math/rand/v2"
	"testing"
)

func checkDoubleRoundRobin(t *testing.T, teams []string, rounds []Round) {
	t.Helper()
	n := len(teams)
	meet := map[[2]string]int{}
	rests := map[string]int{}
	for _, r := range rounds {
		seen := map[string]bool{}
		for _, f := range r.Fights {
			for _, x := range []string{f.A, f.B} {
				if seen[x] {
					t.Fatalf("round %d: %s plays twice", r.Number, x)
				}
				seen[x] = true
			}
			meet[[2]string{f.A, f.B}]++
		}
		for _, x := range r.Rest {
			if seen[x] {
				t.Fatalf("round %d: %s both plays and rests", r.Number, x)
			}
			seen[x] = true
			rests[x]++
		}
		if len(seen) != n {
			t.Fatalf("round %d covers %d of %d teams", r.Number, len(seen), n)
		}
	}
	for i, a := range teams {
		for j, b := range teams {
			if i != j && meet[[2]string{a, b}] != 1 {
				t.Fatalf("%s on side A against %s %d times, want 1", a, b, meet[[2]string{a, b}])
			}
		}
	}
	wantRounds := 2 * (n - 1)
	if n%2 == 1 {
		wantRounds = 2 * n
		for _, x := range teams {
			if rests[x] != 2 {
				t.Fatalf("%s rests %d times, want 2", x, rests[x])
			}
		}
	}
	if len(rounds) != wantRounds {
		t.Fatalf("%d rounds, want %d", len(rounds), wantRounds)
	}
}

func TestSchedule(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5, 6, 7, 8} {
		t.Run("F3_double_round_robin_"+string(rune('0'+n))+"_teams", func(t *testing.T) {
			teams := teamsN(n)
			rounds, err := Schedule(teams)
			if err != nil {
				t.Fatal(err)
			}
			checkDoubleRoundRobin(t, teams, rounds)
		})
	}
	t.Run("F3_group_of_4_plays_12_fights", func(t *testing.T) {
		rounds, _ := Schedule(teamsN(4))
		fights := 0
		for _, r := range rounds {
			fights += len(r.Fights)
		}
		if fights != 12 || len(rounds) != 6 {
			t.Fatalf("%d fights in %d rounds, want 12 in 6", fights, len(rounds))
		}
	})
	t.Run("F3_odd_group_of_3_one_fight_a_round_one_rests", func(t *testing.T) {
		rounds, _ := Schedule([]string{"x", "y", "z"})
		for _, r := range rounds {
			if len(r.Fights) != 1 || len(r.Rest) != 1 {
				t.Fatalf("round %d: %d fights, %d resting", r.Number, len(r.Fights), len(r.Rest))
			}
		}
	})
	t.Run("F3_odd_group_of_5_two_fights_a_round_one_rests", func(t *testing.T) {
		rounds, _ := Schedule(teamsN(5))
		for _, r := range rounds {
			if len(r.Fights) != 2 || len(r.Rest) != 1 {
				t.Fatalf("round %d: %d fights, %d resting", r.Number, len(r.Fights), len(r.Rest))
			}
		}
	})
	t.Run("F3_second_cycle_swaps_sides", func(t *testing.T) {
		rounds, _ := Schedule(teamsN(4))
		for i := 0; i < 3; i++ {
			a, b := rounds[i].Fights, rounds[i+3].Fights
			for k := range a {
				if a[k].A != b[k].B || a[k].B != b[k].A {
					t.Fatalf("round %d fight %d is %v, round %d has %v", i+1, k, a[k], i+4, b[k])
				}
			}
		}
	})
	t.Run("F3_refuses_duplicates_and_singletons", func(t *testing.T) {
		if _, err := Schedule([]string{"x", "x"}); err == nil {
			t.Fatal("duplicate accepted")
		}
		if _, err := Schedule([]string{"x"}); err == nil {
			t.Fatal("a group of one accepted")
		}
	})
}

// TestScheduleProperty checks random group sizes: every pair meets exactly
// twice, once on each side, and no team plays twice in a round.
func TestScheduleProperty(t *testing.T) {
	t.Run("F3_every_pair_twice_no_team_twice_a_round", func(t *testing.T) {
		r := rand.New(rand.NewPCG(testSeed(t), 3))
		for range 200 {
			n := 2 + r.IntN(15)
			teams := teamsN(n)
			r.Shuffle(n, func(i, j int) { teams[i], teams[j] = teams[j], teams[i] })
			rounds, err := Schedule(teams)
			if err != nil {
				t.Fatal(err)
			}
			checkDoubleRoundRobin(t, teams, rounds)
		}
	})
}
