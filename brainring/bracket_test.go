package brainring

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

func groupsOf(g int) ([]Group, [][]string) {
	var groups []Group
	var q [][]string
	for i := range g {
		n := GroupName(i)
		groups = append(groups, Group{Name: n, Teams: []string{n + "w", n + "r", n + "3"}})
		q = append(q, []string{n + "w", n + "r"})
	}
	return groups, q
}

func sources(es []Entry) string {
	var s []string
	for i := 0; i < len(es); i += 2 {
		s = append(s, es[i].Source+"-"+es[i+1].Source)
	}
	return strings.Join(s, " ")
}

// playAll plays every playable match with fights drawn from r (level
// matches get extra questions), until the bracket is finished.
func playAll(t *testing.T, b Bracket, cfg Config, r *rand.Rand) (Bracket, map[string]MatchPlay) {
	t.Helper()
	plays := map[string]MatchPlay{}
	for {
		var all []Match
		for _, rd := range b.Rounds {
			all = append(all, rd.Matches...)
		}
		if b.ThirdPlace != nil {
			all = append(all, *b.ThirdPlace)
		}
		progressed := false
		for _, m := range all {
			if m.A == "" || m.B == "" || m.Result != nil {
				continue
			}
			var p MatchPlay
			for k := range cfg.Playoff.FightsPerMatch {
				a, bb := m.A, m.B
				if k%2 == 1 {
					a, bb = bb, a
				}
				sa := r.IntN(m.Length + 1)
				p.Fights = append(p.Fights, fightOf(a, bb, sa, r.IntN(m.Length-sa+1), m.Length))
			}
			res, err := DecideMatch(m.A, m.B, p.Fights, nil, cfg)
			if err != nil {
				t.Fatal(err)
			}
			if res.NeedExtra {
				p.Extra = []string{"", m.B}
			}
			plays[m.ID] = p
			progressed = true
		}
		if !progressed {
			return b, plays
		}
		var err error
		if b, err = b.Apply(plays, cfg); err != nil {
			t.Fatal(err)
		}
	}
}

func TestBracket(t *testing.T) {
	cfg := DefaultConfig()
	t.Run("F6_seeding_winners_meet_runners_up_of_the_paired_group", func(t *testing.T) {
		groups, q := groupsOf(8)
		es, err := PlayoffEntries(groups, q)
		if err != nil {
			t.Fatal(err)
		}
		const want = "A1-B2 C1-D2 E1-F2 G1-H2 B1-A2 D1-C2 F1-E2 H1-G2"
		if got := sources(es); got != want {
			t.Fatalf("got  %s\nwant %s", got, want)
		}
	})
	for _, g := range []int{1, 2, 4, 8, 16} {
		t.Run(fmt.Sprintf("F6_%d_groups_same_group_meets_only_in_the_final", g), func(t *testing.T) {
			groups, q := groupsOf(g)
			es, err := PlayoffEntries(groups, q)
			if err != nil {
				t.Fatal(err)
			}
			half := len(es) / 2
			for i, e := range es {
				if e.Source[len(e.Source)-1] == '1' && i%2 != 0 || e.Source[len(e.Source)-1] == '2' && i%2 != 1 {
					t.Fatalf("slot %d holds %s: winners and runners-up must alternate", i, e.Source)
				}
				for j, o := range es {
					if i != j && e.Source[:len(e.Source)-1] == o.Source[:len(o.Source)-1] && (i < half) == (j < half) {
						t.Fatalf("%s and %s are in one half", e.Source, o.Source)
					}
				}
			}
		})
	}
	t.Run("F6_refuses_group_counts_that_are_not_powers_of_two", func(t *testing.T) {
		groups, q := groupsOf(3)
		if _, err := PlayoffEntries(groups, q); err == nil {
			t.Fatal("3 groups accepted")
		}
	})
	t.Run("F6_sixteen_teams_play_a_round_of_16_and_fight_lengths_per_round", func(t *testing.T) {
		groups, q := groupsOf(8)
		es, _ := PlayoffEntries(groups, q)
		b, err := NewBracket(es, cfg)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, r := range b.Rounds {
			got = append(got, fmt.Sprintf("%s:%dx%d", r.Stage, len(r.Matches), r.Length))
		}
		want := "round_of_16:8x5 quarter_final:4x5 semi_final:2x7 final:1x9"
		if strings.Join(got, " ") != want {
			t.Fatalf("got  %s\nwant %s", strings.Join(got, " "), want)
		}
		if b.ThirdPlace == nil || b.ThirdPlace.Length != 9 || b.ThirdPlace.SourceA != "L:SF1" {
			t.Fatalf("3rd-place match %+v", b.ThirdPlace)
		}
		if m, _ := b.Match("QF2"); m.SourceA != "W:R16-3" || m.SourceB != "W:R16-4" {
			t.Fatalf("QF2 %+v", m)
		}
	})
	t.Run("F6_rounds_before_the_quarter_final_use_its_format", func(t *testing.T) {
		c := cfg
		c.Playoff.QuarterFinal = 6
		c.Playoff.Early = 6
		groups, q := groupsOf(16)
		es, _ := PlayoffEntries(groups, q)
		b, _ := NewBracket(es, c)
		if b.Rounds[0].Stage != "round_of_32" || b.Rounds[0].Length != 6 || b.Rounds[1].Length != 6 {
			t.Fatalf("rounds %+v %+v", b.Rounds[0].Stage, b.Rounds[1].Length)
		}
	})
	t.Run("F6_winners_move_on_and_losers_of_semis_play_for_third", func(t *testing.T) {
		groups, q := groupsOf(4)
		es, _ := PlayoffEntries(groups, q)
		b, _ := NewBracket(es, cfg)
		b, plays := playAll(t, b, cfg, rand.New(rand.NewPCG(1, 2)))
		final := b.Rounds[2].Matches[0]
		if final.Result == nil || final.Result.Winner == "" || b.ThirdPlace.Result == nil || b.ThirdPlace.Result.Winner == "" {
			t.Fatalf("bracket unfinished: %+v", b)
		}
		sf := b.Rounds[1].Matches
		if final.A != sf[0].Result.Winner || final.B != sf[1].Result.Winner ||
			b.ThirdPlace.A != sf[0].Result.Loser || b.ThirdPlace.B != sf[1].Result.Loser {
			t.Fatal("the final or the 3rd-place match has the wrong teams")
		}
		if len(plays) != 4+2+1+1 {
			t.Fatalf("%d matches played, want 8", len(plays))
		}
	})
	t.Run("F6_refuses_play_before_teams_known_and_wrong_length", func(t *testing.T) {
		groups, q := groupsOf(2)
		es, _ := PlayoffEntries(groups, q)
		b, _ := NewBracket(es, cfg)
		if _, err := b.Apply(map[string]MatchPlay{"F": {}}, cfg); err == nil {
			t.Fatal("the final was played before the semis")
		}
		m, _ := b.Match("SF1")
		bad := MatchPlay{Fights: []Fight{fightOf(m.A, m.B, 1, 0, 5)}}
		if _, err := b.Apply(map[string]MatchPlay{"SF1": bad}, cfg); err == nil {
			t.Fatal("a 5-question semi-final fight accepted")
		}
		if _, err := b.Apply(map[string]MatchPlay{"QF9": {}}, cfg); err == nil {
			t.Fatal("an unknown match accepted")
		}
	})
	t.Run("F7_level_semi_final_decided_by_extra_questions", func(t *testing.T) {
		groups, q := groupsOf(2)
		es, _ := PlayoffEntries(groups, q)
		b, _ := NewBracket(es, cfg)
		m, _ := b.Match("SF1")
		p := MatchPlay{Fights: []Fight{fightOf(m.A, m.B, 4, 3, 7), fightOf(m.B, m.A, 4, 3, 7)}, Extra: []string{"", m.B}}
		b, err := b.Apply(map[string]MatchPlay{"SF1": p}, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if f, _ := b.Match("F"); f.A != m.B {
			t.Fatalf("final slot A %q, want %q (won on extra questions)", f.A, m.B)
		}
	})
}

func TestRanking(t *testing.T) {
	cfg := DefaultConfig()
	t.Run("F6_final_ranking_blocks", func(t *testing.T) {
		groups, q := groupsOf(8)
		es, _ := PlayoffEntries(groups, q)
		b, _ := NewBracket(es, cfg)
		b, _ = playAll(t, b, cfg, rand.New(rand.NewPCG(testSeed(t), 1)))
		var tables [][]Row
		for _, g := range groups {
			var rows []Row
			for i, x := range g.Teams {
				rows = append(rows, Row{Team: x, Place: i + 1, PlaceTo: i + 1})
			}
			tables = append(tables, rows)
		}
		rk := Ranking(b, tables)
		var got []string
		count := map[string]int{}
		for _, s := range rk {
			got = append(got, s.String())
			count[s.Team]++
		}
		want := "1 2 3 4 5-8 5-8 5-8 5-8 9-16 9-16 9-16 9-16 9-16 9-16 9-16 9-16" + strings.Repeat(" 17-24", 8)
		if strings.Join(got, " ") != want {
			t.Fatalf("got  %s\nwant %s", strings.Join(got, " "), want)
		}
		if len(count) != 24 {
			t.Fatalf("%d teams ranked, want 24", len(count))
		}
		if rk[0].Team != b.Rounds[3].Matches[0].Result.Winner {
			t.Fatal("1st is not the final's winner")
		}
	})
	t.Run("F6_without_third_place_match_semi_losers_share_3_4", func(t *testing.T) {
		c := cfg
		c.Playoff.ThirdPlaceMatch = false
		groups, q := groupsOf(2)
		es, _ := PlayoffEntries(groups, q)
		b, _ := NewBracket(es, c)
		b, _ = playAll(t, b, c, rand.New(rand.NewPCG(3, 3)))
		rk := Ranking(b, nil)
		if len(rk) != 4 || rk[2].String() != "3-4" || rk[3].String() != "3-4" {
			t.Fatalf("ranking %+v", rk)
		}
	})
}
