package svoya

import (
	"encoding/json"
	"fmt"
	"testing"
)

func fightRows(rows []FightRow) string {
	s := ""
	for _, r := range rows {
		p := fmt.Sprint(r.Place)
		if r.PlaceTo > r.Place {
			p = fmt.Sprintf("%d-%d", r.Place, r.PlaceTo)
		}
		s += fmt.Sprintf("%s:%s:%s ", r.Player, p, r.Points)
	}
	return s
}

func TestGroupFight(t *testing.T) {
	g := DefaultConfig().Groups
	four := []string{"a", "b", "c", "d"}
	for _, tc := range []struct {
		name    string
		answers []Answer
		want    string
	}{
		{"S9_places_score_4_2_1_0",
			[]Answer{ans("a", 1, 5, true), ans("b", 1, 4, true), ans("c", 1, 3, true), ans("d", 1, 1, true)},
			"a:1:4.00 b:2:2.00 c:3:1.00 d:4:0.00 "},
		{"S9_two_sharing_first_get_3_00",
			[]Answer{ans("a", 1, 5, true), ans("b", 2, 2, true), ans("b", 1, 1, true), ans("c", 1, 3, true), ans("d", 1, 2, true)},
			"a:1-2:3.00 b:1-2:3.00 c:3:1.00 d:4:0.00 "},
		{"S9_three_sharing_second_get_1_00",
			[]Answer{ans("a", 1, 5, true), ans("b", 1, 2, true), ans("c", 2, 1, true), at("d", 1, 2, 2, true)},
			"a:1:4.00 b:2-4:1.00 c:2-4:1.00 d:2-4:1.00 "},
		{"S9_rounding_to_hundredths_7_over_3",
			[]Answer{ans("a", 1, 1, true), ans("b", 1, 2, false), ans("b", 1, 3, true), ans("c", 1, 4, false), ans("c", 1, 5, true)},
			"a:1-3:2.33 b:1-3:2.33 c:1-3:2.33 d:4:0.00 "},
		{"S9_sharing_third_gets_0_50",
			[]Answer{ans("a", 1, 5, true), ans("b", 1, 4, true), ans("c", 1, 1, true), at("d", 1, 2, 1, true)},
			"a:1:4.00 b:2:2.00 c:3-4:0.50 d:3-4:0.50 "},
		{"S9_passive_zero_shares_the_place_but_scores_0",
			// c gave no answer (passive zero); d answered 20 right and 20 wrong (active zero).
			[]Answer{ans("a", 1, 5, true), ans("b", 1, 4, true), at("d", 1, 2, 2, true), at("d", 1, 3, 2, false), ans("a", 1, 3, true)},
			"a:1:4.00 b:2:2.00 c:3-4:0.00 d:3-4:0.50 "},
		{"S9_active_zero_scores_by_its_place",
			[]Answer{ans("a", 1, 5, true), ans("b", 1, 4, true), at("c", 1, 2, 2, true), at("c", 1, 3, 2, false), ans("d", 1, 1, false)},
			"a:1:4.00 b:2:2.00 c:3:1.00 d:4:0.00 "},
		{"S9_negative_total_scores_0_whatever_the_place",
			// three negative totals: the best of them is 2nd yet scores 0.
			[]Answer{ans("a", 1, 5, true), ans("b", 1, 1, false), ans("c", 1, 2, false), ans("d", 1, 3, false)},
			"a:1:4.00 b:2:0.00 c:3:0.00 d:4:0.00 "},
		{"S9_all_passive_share_and_score_0",
			nil,
			"a:1-4:0.00 b:1-4:0.00 c:1-4:0.00 d:1-4:0.00 "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rows, err := ScoreGroupFight(Fight{Players: four, Answers: tc.answers, Done: true}, g)
			if err != nil {
				t.Fatal(err)
			}
			if got := fightRows(rows); got != tc.want {
				t.Fatalf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
	t.Run("S9_passive_flag", func(t *testing.T) {
		rows, _ := ScoreGroupFight(Fight{Players: four, Answers: []Answer{ans("a", 1, 1, true), ans("b", 1, 2, true), ans("b", 1, 3, false)}}, g)
		for _, r := range rows {
			if r.Passive != (r.Player == "c" || r.Player == "d") {
				t.Fatalf("%s passive %v", r.Player, r.Passive)
			}
		}
	})
	t.Run("S8_four_rounds_of_four_themes_values_per_round", func(t *testing.T) {
		f := g.Format
		if len(f.Rounds) != 4 {
			t.Fatalf("%d rounds", len(f.Rounds))
		}
		for r, want := range []string{"[10 20 30 40 50]", "[20 40 60 80 100]", "[30 60 90 120 150]", "[40 80 120 160 200]"} {
			if f.Rounds[r].Themes != 4 || fmt.Sprint(f.Rounds[r].Values) != want {
				t.Fatalf("round %d: %+v", r+1, f.Rounds[r])
			}
		}
		ind, err := Fight{Players: four, Answers: []Answer{
			{Round: 4, Theme: 4, Question: 5, Player: "a", Right: true},
			{Round: 3, Theme: 2, Question: 1, Player: "a", Right: false},
		}}.Tally(f)
		if err != nil || ind["a"].Total != 200-30 || ind["a"].RightSum != 200 {
			t.Fatalf("%+v %v", ind["a"], err)
		}
	})
	for _, tc := range []struct {
		name    string
		answers []Answer
	}{
		{"S8_refuses_a_question_outside_the_grid", []Answer{{Round: 5, Theme: 1, Question: 1, Player: "a"}}},
		{"S8_refuses_theme_5", []Answer{{Round: 1, Theme: 5, Question: 1, Player: "a"}}},
		{"S8_refuses_a_player_outside_the_fight", []Answer{ans("z", 1, 1, true)}},
		{"S8_refuses_two_right_answers", []Answer{ans("a", 1, 1, true), ans("b", 1, 1, true)}},
		{"S8_refuses_a_second_answer_of_one_player", []Answer{ans("a", 1, 1, false), ans("a", 1, 1, false)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := ScoreGroupFight(Fight{Players: four, Answers: tc.answers}, g); err == nil {
				t.Fatal("accepted")
			}
		})
	}
	t.Run("S8_several_wrong_then_one_right", func(t *testing.T) {
		ind, err := Fight{Players: four, Answers: []Answer{ans("a", 1, 3, false), ans("b", 1, 3, false), ans("c", 1, 3, true)}}.Tally(g.Format)
		if err != nil || ind["a"].Total != -30 || ind["b"].Total != -30 || ind["c"].Total != 30 {
			t.Fatalf("%v %v", ind, err)
		}
	})
	t.Run("S9_three_players_when_a_seat_is_empty", func(t *testing.T) {
		rows, err := ScoreGroupFight(Fight{Players: []string{"a", "b", "c"}, Answers: []Answer{ans("a", 1, 2, true), ans("b", 1, 1, true)}}, g)
		if err != nil || fightRows(rows) != "a:1:4.00 b:2:2.00 c:3:0.00 " {
			t.Fatalf("%s %v", fightRows(rows), err)
		}
	})
}

func TestPoints(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   []Points
		want string
	}{
		{"S9_average_2_1_0_is_1_00", []Points{P(2), P(1), P(0)}, "1.00"},
		{"S9_average_4_2_is_3_00", []Points{P(4), P(2)}, "3.00"},
		{"S9_average_4_2_1_is_2_33", []Points{P(4), P(2), P(1)}, "2.33"},
		{"S9_average_2_1_is_1_50", []Points{P(2), P(1)}, "1.50"},
		{"S9_average_2_1_0_0_is_0_75", []Points{P(2), P(1), P(0), P(0)}, "0.75"},
		{"S9_half_hundredth_rounds_up", []Points{1, 2}, "0.02"},
		{"S9_negative_rounds_away_from_zero", []Points{-1, -2}, "-0.02"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := average(tc.in).String(); got != tc.want {
				t.Fatalf("got %s, want %s", got, tc.want)
			}
		})
	}
	t.Run("S9_points_json_round_trip", func(t *testing.T) {
		in := []Points{P(4), 133, 50, -75, 0}
		b, err := json.Marshal(in)
		if err != nil || string(b) != "[4.00,1.33,0.50,-0.75,0.00]" {
			t.Fatalf("%s %v", b, err)
		}
		var out []Points
		if err := json.Unmarshal([]byte("[4,1.33,0.5,-0.75,0]"), &out); err != nil || fmt.Sprint(out) != fmt.Sprint(in) {
			t.Fatalf("%v %v", out, err)
		}
		if err := json.Unmarshal([]byte("[1.333]"), &out); err == nil {
			t.Fatal("three decimals accepted")
		}
	})
}
