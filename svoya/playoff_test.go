package svoya

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

func TestVenueStandings(t *testing.T) {
	cfg := DefaultConfig()
	players := []string{"a", "b", "c", "d", "e"}
	f1 := Fight{Players: []string{"a", "b", "c", "d"}, Done: true, Answers: []Answer{
		ans("a", 1, 5, true), ans("b", 1, 4, true), ans("c", 1, 3, true), ans("d", 1, 1, true)}}
	f2 := Fight{Players: []string{"b", "c", "d", "e"}, Done: true, Answers: []Answer{
		ans("e", 1, 5, true), ans("c", 1, 4, true), ans("d", 1, 3, true), ans("b", 1, 1, true)}}
	t.Run("S10_points_summed_over_done_fights", func(t *testing.T) {
		open := Fight{Players: []string{"a", "e"}, Answers: []Answer{ans("e", 1, 5, true)}}
		rows, ties, err := VenueStandings(players, []Fight{f1, f2, open}, cfg, nil)
		if err != nil || len(ties) != 1 {
			t.Fatal(err, ties)
		}
		got := ""
		for _, r := range rows {
			got += fmt.Sprintf("%s:%s ", r.Player, r.Points)
		}
		// a 4; b 2+0; c 1+2; d 0+1; e 4. a and e tie on 4.00 with right
		// sum 50 each and 1 right each: the committee must speak.
		if got != "a:4.00 e:4.00 c:3.00 b:2.00 d:1.00 " || rows[0].Tied() != true {
			t.Fatalf("got %s", got)
		}
	})
	t.Run("S10_ties_by_S6_indicators_over_the_group_fights", func(t *testing.T) {
		g := f2
		g.Answers = append([]Answer(nil), f2.Answers...)
		g.Answers = append(g.Answers, at("e", 1, 2, 1, true))
		rows, ties, _ := VenueStandings(players, []Fight{f1, g}, cfg, nil)
		if rows[0].Player != "e" || rows[1].Player != "a" || len(ties) != 0 {
			t.Fatalf("%+v", rows[:2])
		}
	})
	t.Run("S10_committee_settles_what_indicators_leave", func(t *testing.T) {
		rows, ties, _ := VenueStandings(players, []Fight{f1, f2}, cfg, nil)
		if len(ties) != 1 || fmt.Sprint(ties[0]) != "[a e]" {
			t.Fatalf("ties %v", ties)
		}
		if _, err := VenueQualifiers(rows, 4); err == nil {
			t.Fatal("an unresolved tie went on")
		}
		rows, _, _ = VenueStandings(players, []Fight{f1, f2}, cfg, []string{"e", "a"})
		top, err := VenueQualifiers(rows, cfg.Groups.Advance)
		if err != nil || fmt.Sprint(top) != "[e a c b]" {
			t.Fatalf("%v %v", top, err)
		}
	})
}

func TestPlayoff(t *testing.T) {
	cfg := DefaultConfig()
	t.Run("S11_fight_lengths_6_7_8_themes", func(t *testing.T) {
		p := cfg.Playoff
		if p.QuarterFinal.Rounds[0].Themes != 6 || p.SemiFinal.Rounds[0].Themes != 7 || p.Final.Rounds[0].Themes != 8 ||
			p.Shootout.Rounds[0].Themes != 2 || len(p.Shootout.Rounds[0].Values) != 5 || p.Advance != 2 || p.FightSize != 4 {
			t.Fatalf("%+v", p)
		}
	})
	t.Run("S11_quarter_finals_one_player_of_each_venue_and_place", func(t *testing.T) {
		tops := [][]string{{"1a", "1b", "1c", "1d"}, {"2a", "2b", "2c", "2d"}, {"3a", "3b", "3c", "3d"}, {"4a", "4b", "4c", "4d"}}
		qf, err := QuarterFinals(tops)
		if err != nil {
			t.Fatal(err)
		}
		const want = "[[1a 2b 3c 4d] [2a 3b 4c 1d] [3a 4b 1c 2d] [4a 1b 2c 3d]]"
		if fmt.Sprint(qf) != want {
			t.Fatalf("got %v", qf)
		}
	})
	t.Run("S11_semi_finals_and_final_from_the_top_2", func(t *testing.T) {
		sf, err := NextRound([][]string{{"q1w", "q1r"}, {"q2w", "q2r"}, {"q3w", "q3r"}, {"q4w", "q4r"}})
		if err != nil || fmt.Sprint(sf) != "[[q1w q2w q3r q4r] [q3w q4w q1r q2r]]" {
			t.Fatalf("%v %v", sf, err)
		}
		f, err := NextRound([][]string{{"s1w", "s1r"}, {"s2w", "s2r"}})
		if err != nil || fmt.Sprint(f) != "[[s1w s2w s1r s2r]]" {
			t.Fatalf("%v %v", f, err)
		}
	})
	qfFormat := cfg.Playoff.QuarterFinal
	four := []string{"a", "b", "c", "d"}
	// a 50; b and c 30 each, both one right answer of 30: tied on every indicator.
	tied := Fight{Players: four, Done: true, Answers: []Answer{
		ans("a", 1, 5, true), ans("b", 1, 3, true), at("c", 1, 2, 3, true), ans("d", 1, 1, true)}}
	t.Run("S11_winner_by_total_then_S6_indicators", func(t *testing.T) {
		f := Fight{Players: four, Answers: []Answer{
			ans("a", 1, 5, true), at("b", 1, 2, 5, true), ans("b", 1, 1, false), at("b", 1, 3, 1, true),
			ans("c", 1, 4, true), ans("d", 1, 1, true)}}
		// a 50 (right 50); b 50 - 10 + 10 = 50 (right 60): b first.
		rows, ties, err := RankPlayoff(f, qfFormat, nil, cfg, nil)
		if err != nil || len(ties) != 0 || rows[0].Player != "b" || rows[1].Player != "a" {
			t.Fatalf("%+v %v %v", rows, ties, err)
		}
		top, err := PlayoffQualifiers(rows, cfg.Playoff.Advance)
		if err != nil || fmt.Sprint(top) != "[b a]" {
			t.Fatalf("%v %v", top, err)
		}
	})
	t.Run("S12_tie_across_the_cut_needs_a_shootout", func(t *testing.T) {
		rows, ties, err := RankPlayoff(tied, qfFormat, nil, cfg, nil)
		if err != nil || len(ties) != 1 || fmt.Sprint(ties[0]) != "[b c]" {
			t.Fatalf("%v %v", ties, err)
		}
		if _, err := PlayoffQualifiers(rows, 2); err == nil {
			t.Fatal("a tie across the cut went on")
		}
	})
	t.Run("S12_shootout_of_2_themes_most_points_wins", func(t *testing.T) {
		so := Fight{Players: []string{"c", "b"}, Answers: []Answer{at("b", 1, 1, 2, true), at("c", 1, 2, 4, true)}}
		rows, ties, err := RankPlayoff(tied, qfFormat, []Fight{so}, cfg, nil)
		if err != nil || len(ties) != 0 {
			t.Fatal(err, ties)
		}
		top, _ := PlayoffQualifiers(rows, 2)
		if fmt.Sprint(top) != "[a c]" || rows[1].Shootout == nil || rows[1].Shootout.Total != 40 {
			t.Fatalf("%v %+v", top, rows[1])
		}
		bad := Fight{Players: []string{"b", "c"}, Answers: []Answer{at("b", 3, 1, 1, true)}}
		if _, _, err := RankPlayoff(tied, qfFormat, []Fight{bad}, cfg, nil); err == nil {
			t.Fatal("a shootout answer outside 2 themes accepted")
		}
	})
	t.Run("S12_shootout_tie_uses_S6_indicators", func(t *testing.T) {
		// b: 40 right in 1; c: 50 - 10 = 40, right 50: c wins on the right sum.
		so := Fight{Players: []string{"b", "c"}, Answers: []Answer{at("b", 1, 1, 4, true), at("c", 1, 2, 5, true), at("c", 1, 1, 1, false)}}
		rows, _, err := RankPlayoff(tied, qfFormat, []Fight{so}, cfg, nil)
		if err != nil || rows[1].Player != "c" {
			t.Fatalf("%+v %v", rows, err)
		}
	})
	t.Run("S12_shootout_that_settles_nothing_goes_to_a_second_or_the_committee", func(t *testing.T) {
		level := Fight{Players: []string{"b", "c"}, Answers: []Answer{at("b", 1, 1, 4, true), at("c", 1, 2, 4, true)}}
		_, ties, err := RankPlayoff(tied, qfFormat, []Fight{level}, cfg, nil)
		if err != nil || len(ties) != 1 {
			t.Fatalf("%v %v", ties, err)
		}
		second := Fight{Players: []string{"b", "c"}, Answers: []Answer{at("b", 1, 1, 1, true)}}
		rows, ties, err := RankPlayoff(tied, qfFormat, []Fight{level, second}, cfg, nil)
		if err != nil || len(ties) != 0 || rows[1].Player != "b" {
			t.Fatalf("%+v %v %v", rows, ties, err)
		}
		rows, ties, _ = RankPlayoff(tied, qfFormat, []Fight{level}, cfg, []string{"c", "b"})
		if len(ties) != 0 || rows[1].Player != "c" || !rows[1].ByCommittee {
			t.Fatalf("%+v", rows)
		}
	})
	t.Run("S12_shootout_must_match_a_tie", func(t *testing.T) {
		so := Fight{Players: []string{"a", "b"}}
		if _, _, err := RankPlayoff(tied, qfFormat, []Fight{so}, cfg, nil); err == nil {
			t.Fatal("a shootout of untied players accepted")
		}
	})
}

// TestTournament runs the three stages with random answers (S1).
func TestTournament(t *testing.T) {
	t.Run("S1_qualifying_groups_playoff", func(t *testing.T) {
		seed := testSeed(t)
		cfg := DefaultConfig()
		r := rand.New(rand.NewPCG(seed, 11))
		var sheets []Sheet
		for _, p := range playersN(40) {
			s := sheet(p, cfg.Qualifying)
			for th := range s.Marks {
				for q := range s.Marks[th] {
					s.Marks[th][q] = Mark(r.IntN(3) - 1)
				}
			}
			sheets = append(sheets, s)
		}
		rows, ties, err := Qualifying(sheets, cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(ties) > 0 { // the committee orders ties by name here
			var com []string
			for _, tb := range ties {
				com = append(com, tb...)
			}
			rows, _, _ = Qualifying(sheets, cfg, com)
		}
		q, err := Qualifiers(rows, cfg.Qualifying.Advance)
		if err != nil {
			t.Fatal(err)
		}
		vs, err := SeatVenues(q, cfg)
		if err != nil {
			t.Fatal(err)
		}
		randomFight := func(players []string, f Format) Fight {
			fight := Fight{Players: players, Done: true}
			for ri, rd := range f.Rounds {
				for th := range rd.Themes {
					for qn := range rd.Values {
						p := players[r.IntN(len(players))]
						if r.IntN(4) > 0 {
							fight.Answers = append(fight.Answers, Answer{ri + 1, th + 1, qn + 1, p, r.IntN(3) > 0})
						}
					}
				}
			}
			return fight
		}
		var tops [][]string
		for _, v := range vs {
			fs, _ := VenueFights(v, cfg)
			var fights []Fight
			for _, ps := range fs {
				fights = append(fights, randomFight(ps, cfg.Groups.Format))
			}
			_, ties, err := VenueStandings(v.Seats, fights, cfg, nil)
			if err != nil {
				t.Fatal(err)
			}
			var com []string
			for _, tb := range ties {
				com = append(com, tb...)
			}
			rows, _, _ := VenueStandings(v.Seats, fights, cfg, com)
			top, err := VenueQualifiers(rows, cfg.Groups.Advance)
			if err != nil {
				t.Fatal(err)
			}
			tops = append(tops, top)
		}
		round, err := QuarterFinals(tops)
		if err != nil {
			t.Fatal(err)
		}
		formats := []Format{cfg.Playoff.QuarterFinal, cfg.Playoff.SemiFinal, cfg.Playoff.Final}
		for stage, f := range formats {
			var adv [][]string
			for _, ps := range round {
				fight := randomFight(ps, f)
				_, ties, err := RankPlayoff(fight, f, nil, cfg, nil)
				if err != nil {
					t.Fatal(err)
				}
				var com []string
				for _, tb := range ties {
					com = append(com, tb...)
				}
				rows, _, _ := RankPlayoff(fight, f, nil, cfg, com)
				top, err := PlayoffQualifiers(rows, cfg.Playoff.Advance)
				if err != nil {
					t.Fatal(err)
				}
				adv = append(adv, top)
			}
			if stage == len(formats)-1 {
				if len(adv) != 1 {
					t.Fatalf("%d finals", len(adv))
				}
				return
			}
			if round, err = NextRound(adv); err != nil {
				t.Fatal(err)
			}
		}
	})
}

func BenchmarkRotationSearch(b *testing.B) {
	g := DefaultConfig().Groups
	for b.Loop() {
		rotations.Clear()
		if _, err := Rotation(g); err != nil {
			b.Fatal(err)
		}
	}
}
