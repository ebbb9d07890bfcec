package cup_test

import (
	"testing"

	"turnir"
	"turnir/cup"
)

// TestC1_SettingsHaveUpperLimits: a cup whose settings would build a
// billion-cell table is refused at opening (found by review: questions =
// 1e9 took the server's memory).
func TestC1_SettingsHaveUpperLimits(t *testing.T) {
	for name, edit := range map[string]func(*cup.Config){
		"questions":       func(c *cup.Config) { c.Questions = 1_000_000_000 },
		"table_size":      func(c *cup.Config) { c.TableSize = 1_000_000 },
		"final_questions": func(c *cup.Config) { c.FinalQuestions = cup.MaxQuestions + 1 },
		"shootout":        func(c *cup.Config) { c.Shootout = cup.MaxQuestions + 1 },
		"min_teams":       func(c *cup.Config) { c.MinTeams = cup.MaxTeams + 1 },
	} {
		c := cup.DefaultConfig()
		edit(&c)
		if err := c.Validate(); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("%s too large: %v", name, err)
		}
	}
	if err := cup.DefaultConfig().Validate(); err != nil {
		t.Fatalf("the default cup is refused: %v", err)
	}
}
