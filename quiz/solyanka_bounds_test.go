package quiz_test

import (
	"testing"

	"turnir"
	"turnir/quiz"
)

// TestSolyankaPointsHaveARange: a task's maximum and every score stay
// within ±MaxPoints, with or without a maximum, so no total can become
// infinite and the table stays writable (found by review: two scores of
// 1.7e308 made every later read of the table fail).
func TestSolyankaPointsHaveARange(t *testing.T) {
	if _, err := quiz.NewSolyanka([]quiz.Task{{Title: "T1", Max: 1e308}}, []string{"a"}); turnir.ErrorCode(err) != turnir.EINVALID {
		t.Errorf("a maximum of 1e308: %v", err)
	}
	s, err := quiz.NewSolyanka([]quiz.Task{{Title: "T1"}}, []string{"a"})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []float64{1.7e308, quiz.MaxPoints + 1, -quiz.MaxPoints - 1} {
		if err := s.Set("a", 1, p); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("a score of %v on a task without a maximum: %v", p, err)
		}
	}
	if err := s.Set("a", 1, quiz.MaxPoints); err != nil {
		t.Errorf("the largest score is refused: %v", err)
	}
}
