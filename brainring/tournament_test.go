package brainring

import (
	"math/rand/v2"
	"testing"
)

// TestTournament runs a whole festival tournament of 32 teams with random
// fights: the group stage feeds the play-off, and everyone ends ranked.
func TestTournament(t *testing.T) {
	t.Run("F1_groups_then_playoff", func(t *testing.T) {
		seed := testSeed(t)
		cfg := DefaultConfig()
		r := rand.New(rand.NewPCG(seed, 9))
		groups, err := DrawGroups(teamsN(32), cfg, lot(seed, "group-draw"))
		if err != nil {
			t.Fatal(err)
		}
		var tables [][]Row
		var qualifiers [][]string
		for _, g := range groups {
			rounds, err := Schedule(g.Teams)
			if err != nil {
				t.Fatal(err)
			}
			var fights []Fight
			for _, rd := range rounds {
				for _, p := range rd.Fights {
					sa := r.IntN(cfg.FightLength + 1)
					fights = append(fights, fightOf(p.A, p.B, sa, r.IntN(cfg.FightLength-sa+1), cfg.FightLength))
				}
			}
			if len(fights) != 12 {
				t.Fatalf("group %s played %d fights, want 12", g.Name, len(fights))
			}
			rows, err := Standings(g.Teams, fights, cfg, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(Unresolved(rows)) > 0 {
				rows, _ = Standings(g.Teams, fights, cfg, DrawLot(g.Teams, lot(seed, "tie-"+g.Name)))
			}
			q, err := Qualifiers(rows, cfg.Advance)
			if err != nil {
				t.Fatal(err)
			}
			tables = append(tables, rows)
			qualifiers = append(qualifiers, q)
		}
		es, err := PlayoffEntries(groups, qualifiers)
		if err != nil {
			t.Fatal(err)
		}
		b, err := NewBracket(es, cfg)
		if err != nil {
			t.Fatal(err)
		}
		b, _ = playAll(t, b, cfg, r)
		rk := Ranking(b, tables)
		seen := map[string]bool{}
		for _, s := range rk {
			seen[s.Team] = true
		}
		if len(rk) != 32 || len(seen) != 32 {
			t.Fatalf("%d rows for %d teams, want 32", len(rk), len(seen))
		}
	})
}

func BenchmarkStandings(b *testing.B) {
	cfg := DefaultConfig()
	teams := teamsN(8)
	rounds, _ := Schedule(teams)
	r := rand.New(rand.NewPCG(1, 1))
	var fights []Fight
	for _, rd := range rounds {
		for _, p := range rd.Fights {
			fights = append(fights, fightOf(p.A, p.B, r.IntN(3), r.IntN(3), 5))
		}
	}
	for b.Loop() {
		if _, err := Standings(teams, fights, cfg, nil); err != nil {
			b.Fatal(err)
		}
	}
}
