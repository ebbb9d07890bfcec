package cup_test

import (
	"strings"
	"testing"

	"turnir/cup"
)

// final builds questions from a string: 'a' or 'b' took it, '-' nobody,
// 'x' removed (after A took it, to show that a removed point is lost).
func final(s string) []cup.FinalQuestion {
	var qs []cup.FinalQuestion
	for _, c := range s {
		switch c {
		case 'a':
			qs = append(qs, cup.FinalQuestion{Winner: "A"})
		case 'b':
			qs = append(qs, cup.FinalQuestion{Winner: "B"})
		case '-':
			qs = append(qs, cup.FinalQuestion{})
		case 'x':
			qs = append(qs, cup.FinalQuestion{Winner: "A", Removed: true, Reason: "prompt from the hall"})
		}
	}
	return qs
}

func TestScoreFinal(t *testing.T) {
	tests := []struct {
		name     string
		qs       string
		dq       string
		decided  bool
		winner   string
		points   [2]int
		extra    int
		next     int
		walkover bool
	}{
		{"C7_13_questions_one_point_each", "aababbaa-abab", "", true, "A", [2]int{7, 5}, 0, 14, false},
		{"C7_undecided_before_13", "aaaaaaa", "", false, "", [2]int{7, 0}, 0, 8, false},
		{"C7_level_after_13_goes_on", "aaaaaabbbbbb-", "", false, "", [2]int{6, 6}, 0, 14, false},
		{"C7_extra_question_nobody_takes_continues", "aaaaaabbbbbb--", "", false, "", [2]int{6, 6}, 1, 15, false},
		{"C7_extra_question_first_score_wins", "aaaaaabbbbbb---b", "", true, "B", [2]int{6, 7}, 3, 17, false},
		{"C7_questions_after_the_decision_ignored", "aaaaaabbbbbb-aa", "", true, "A", [2]int{7, 6}, 1, 15, false},
		{"C14_removed_question_does_not_count_and_is_replaced", "aaaaaabbbbbbx-", "", false, "", [2]int{6, 6}, 0, 14, false},
		{"C14_removed_extra_question_does_not_decide", "aaaaaabbbbbb-xb", "", true, "B", [2]int{6, 7}, 1, 15, false},
		{"DQ2_disqualified_finalist_loses_by_walkover", "aa", "A", true, "B", [2]int{2, 0}, 0, 3, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dq := map[string]bool{}
			if tt.dq != "" {
				dq[tt.dq] = true
			}
			s := cup.ScoreFinal(13, [2]string{"A", "B"}, final(tt.qs), dq)
			if s.Decided != tt.decided || s.Winner != tt.winner || s.Points != tt.points || s.Extra != tt.extra ||
				s.NextQuestion() != tt.next || s.Walkover != tt.walkover {
				t.Errorf("%q: got %+v next %d", tt.qs, s, s.NextQuestion())
			}
			if s.Decided && (s.Loser == s.Winner || !strings.Contains("AB", s.Loser)) {
				t.Errorf("loser %q", s.Loser)
			}
		})
	}
}
