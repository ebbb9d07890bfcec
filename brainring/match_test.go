package brainring

import "testing"

func TestDecideMatch(t *testing.T) {
	cfg := DefaultConfig()
	f := func(a, b string, sa, sb int) Fight { return fightOf(a, b, sa, sb, 5) }
	for _, tc := range []struct {
		name    string
		fights  []Fight
		extra   []string
		winner  string
		by      string
		need    bool
		wantErr bool
	}{
		{"F7_points_decide", []Fight{f("x", "y", 2, 1), f("y", "x", 1, 1)}, nil, "x", ByPoints, false, false},
		{"F7_zero_draw_and_loss_lose_on_points", []Fight{f("x", "y", 0, 0), f("x", "y", 0, 1)}, nil, "y", ByPoints, false, false},
		{"F7_level_points_decided_by_difference", []Fight{f("x", "y", 3, 2), f("x", "y", 0, 5)}, nil, "y", ByDiff, false, false},
		{"F7_sides_may_swap_between_fights", []Fight{f("x", "y", 3, 2), f("y", "x", 5, 0)}, nil, "y", ByDiff, false, false},
		{"F7_level_after_two_fights_needs_extra", []Fight{f("x", "y", 3, 2), f("x", "y", 2, 3)}, nil, "", "", true, false},
		{"F7_extra_questions_until_one_team_leads", []Fight{f("x", "y", 3, 2), f("x", "y", 2, 3)}, []string{"", "", "y"}, "y", ByExtra, false, false},
		{"F7_extra_nobody_keeps_it_open", []Fight{f("x", "y", 1, 1), f("x", "y", 0, 0)}, []string{"", ""}, "", "", true, false},
		{"F7_no_extra_after_the_deciding_one", []Fight{f("x", "y", 3, 2), f("x", "y", 2, 3)}, []string{"x", "y"}, "", "", false, true},
		{"F7_no_extra_when_fights_decide", []Fight{f("x", "y", 3, 2), f("x", "y", 3, 3)}, []string{"x"}, "", "", false, true},
		{"F7_no_extra_before_the_fights_end", []Fight{f("x", "y", 3, 2)}, []string{"x"}, "", "", false, true},
		{"F7_foreign_team_refused", []Fight{f("x", "z", 3, 2), f("x", "y", 3, 3)}, nil, "", "", false, true},
		{"F7_too_many_fights_refused", []Fight{f("x", "y", 3, 2), f("x", "y", 3, 3), f("x", "y", 1, 0)}, nil, "", "", false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := DecideMatch("x", "y", tc.fights, tc.extra, cfg)
			if (err != nil) != tc.wantErr {
				t.Fatalf("error %v, want error %v", err, tc.wantErr)
			}
			if err != nil {
				return
			}
			if res.Winner != tc.winner || res.DecidedBy != tc.by || res.NeedExtra != tc.need {
				t.Fatalf("result %+v, want winner %q by %q need extra %v", res, tc.winner, tc.by, tc.need)
			}
			if res.Winner != "" && res.Loser == res.Winner {
				t.Fatal("loser equals winner")
			}
		})
	}
	t.Run("F7_unfinished_match_has_no_winner", func(t *testing.T) {
		g := f("x", "y", 4, 0)
		g.Taken = g.Taken[:4]
		res, err := DecideMatch("x", "y", []Fight{f("x", "y", 3, 0), g}, nil, cfg)
		if err != nil || res.Complete || res.Winner != "" {
			t.Fatalf("%+v %v", res, err)
		}
	})
	t.Run("F7_totals_over_both_fights", func(t *testing.T) {
		res, _ := DecideMatch("x", "y", []Fight{f("x", "y", 3, 2), f("y", "x", 1, 1)}, nil, cfg)
		if res.PointsA != 3 || res.PointsB != 1 || res.TakenA != 4 || res.TakenB != 3 {
			t.Fatalf("%+v", res)
		}
	})
}
