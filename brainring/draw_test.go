package brainring

import (
	"fmt"
	"testing"
)

func TestDrawGroups(t *testing.T) {
	cfg := DefaultConfig()
	t.Run("F2_golden_plain_lot_seed_1", func(t *testing.T) {
		groups, err := DrawGroups(teamsN(16), cfg, lot(1, "group-draw"))
		if err != nil {
			t.Fatal(err)
		}
		got := fmt.Sprint(groups)
		const want = "[{A [tap tan]} {B [tal tao]} {C [tah taj]} {D [tad taf]} {E [tac tag]} {F [tam tab]} {G [tai tae]} {H [taa tak]}]"
		if got != want {
			t.Fatalf("the draw changed:\n got %s\nwant %s", got, want)
		}
	})
	t.Run("F2_same_seed_same_draw_other_seed_other_draw", func(t *testing.T) {
		a, _ := DrawGroups(teamsN(32), cfg, lot(7, "group-draw"))
		b, _ := DrawGroups(teamsN(32), cfg, lot(7, "group-draw"))
		c, _ := DrawGroups(teamsN(32), cfg, lot(8, "group-draw"))
		if fmt.Sprint(a) != fmt.Sprint(b) {
			t.Fatal("one seed gave two draws")
		}
		if fmt.Sprint(a) == fmt.Sprint(c) {
			t.Fatal("two seeds gave the same draw")
		}
	})
	t.Run("F2_eight_groups_sizes_differ_by_at_most_one", func(t *testing.T) {
		groups, err := DrawGroups(teamsN(30), cfg, lot(2, "group-draw"))
		if err != nil {
			t.Fatal(err)
		}
		if len(groups) != 8 || groups[0].Name != "A" || groups[7].Name != "H" {
			t.Fatalf("groups %v", groups)
		}
		seen := map[string]bool{}
		for _, g := range groups {
			if len(g.Teams) < 3 || len(g.Teams) > 4 {
				t.Fatalf("group %s has %d teams", g.Name, len(g.Teams))
			}
			for _, x := range g.Teams {
				seen[x] = true
			}
		}
		if len(seen) != 30 {
			t.Fatalf("%d teams drawn, want 30", len(seen))
		}
	})
	t.Run("F2_pots_snake_one_team_of_each_pot_a_group", func(t *testing.T) {
		teams := teamsN(32)
		pots := [][]string{teams[:8], teams[8:16], teams[16:24], teams[24:]}
		groups, err := DrawGroupsSeeded(pots, cfg, lot(3, "group-draw"))
		if err != nil {
			t.Fatal(err)
		}
		potOf := map[string]int{}
		for i, p := range pots {
			for _, x := range p {
				potOf[x] = i
			}
		}
		for _, g := range groups {
			for k, x := range g.Teams {
				if potOf[x] != k {
					t.Fatalf("group %s slot %d holds %s of pot %d", g.Name, k, x, potOf[x])
				}
			}
		}
	})
	t.Run("F2_uneven_pots_follow_the_snake", func(t *testing.T) {
		c := cfg
		c.Groups = 2
		// 3 seeded teams: a snake deals A, B, then B again.
		groups, err := DrawGroupsSeeded([][]string{{"s1", "s2", "s3"}, {"u1"}}, c, lot(4, "group-draw"))
		if err != nil {
			t.Fatal(err)
		}
		if len(groups[0].Teams) != 2 || len(groups[1].Teams) != 2 || groups[0].Teams[1] != "u1" {
			t.Fatalf("groups %v: the unseeded team must fill group A second", groups)
		}
	})
	t.Run("F2_refuses_bad_input", func(t *testing.T) {
		if _, err := DrawGroups(teamsN(15), cfg, lot(1, "x")); err == nil {
			t.Fatal("15 teams accepted for 8 groups")
		}
		if _, err := DrawGroups([]string{"a", "b", "a", "c"}, Config{Groups: 1, Advance: 1, FightLength: 5, Playoff: cfg.Playoff}, lot(1, "x")); err == nil {
			t.Fatal("a duplicate accepted")
		}
		bad := cfg
		bad.Groups = 0
		if _, err := DrawGroups(teamsN(16), bad, lot(1, "x")); err == nil {
			t.Fatal("0 groups accepted")
		}
	})
}
