package brainring

import "testing"

func TestFight(t *testing.T) {
	p := DefaultConfig().Points
	for _, tc := range []struct {
		name         string
		sa, sb       int
		wantA, wantB int
	}{
		{"F4_win_scores_2_loss_0", 3, 2, 2, 0},
		{"F4_loss_scores_0_win_2", 0, 1, 0, 2},
		{"F4_non_zero_draw_scores_1_each", 2, 2, 1, 1},
		{"F4_zero_draw_scores_0_each", 0, 0, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := fightOf("x", "y", tc.sa, tc.sb, 5)
			if a, b := f.Points(p); a != tc.wantA || b != tc.wantB {
				t.Fatalf("%d:%d scores %d/%d, want %d/%d", tc.sa, tc.sb, a, b, tc.wantA, tc.wantB)
			}
		})
	}
	t.Run("F4_entered_question_by_question", func(t *testing.T) {
		f := NewFight("x", "y", 5)
		var err error
		for q, taker := range []string{"x", "", "y", "x", "x"} {
			if f.Complete() {
				t.Fatal("complete too early")
			}
			if f, err = f.Enter(q+1, taker); err != nil {
				t.Fatal(err)
			}
		}
		if !f.Complete() {
			t.Fatal("not complete after 5 questions")
		}
		if a, b := f.Score(); a != 3 || b != 1 {
			t.Fatalf("score %d:%d, want 3:1", a, b)
		}
		g, err := f.Enter(2, "y") // the jury corrects question 2
		if err != nil {
			t.Fatal(err)
		}
		if a, b := g.Score(); a != 3 || b != 2 {
			t.Fatalf("after correction %d:%d, want 3:2", a, b)
		}
		if a, b := f.Score(); a != 3 || b != 1 {
			t.Fatal("Enter changed the original fight")
		}
	})
	t.Run("F4_refuses_bad_entries", func(t *testing.T) {
		f := NewFight("x", "y", 2)
		if _, err := f.Enter(2, "x"); err == nil {
			t.Fatal("question 2 entered before question 1")
		}
		if _, err := f.Enter(1, "z"); err == nil {
			t.Fatal("a third team took a question")
		}
		f, _ = f.Enter(1, "x")
		f, _ = f.Enter(2, "x")
		if _, err := f.Enter(3, "x"); err == nil {
			t.Fatal("question beyond the fight's length accepted")
		}
		if err := (Fight{A: "x", B: "x", Length: 5}).Validate(); err == nil {
			t.Fatal("a team against itself accepted")
		}
	})
	t.Run("F4_fight_length_is_a_setting", func(t *testing.T) {
		if DefaultConfig().FightLength != 5 {
			t.Fatal("the regulation fights 5 questions")
		}
		f := fightOf("x", "y", 4, 3, 7)
		if !f.Complete() || f.Validate() != nil {
			t.Fatal("a 7-question fight is not valid")
		}
	})
}
