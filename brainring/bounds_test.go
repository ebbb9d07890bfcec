package brainring_test

import (
	"testing"

	"turnir"
	"turnir/brainring"
)

// TestF4_SettingsHaveUpperLimits: fights of a billion questions, a billion
// groups or points are refused at opening (found by review).
func TestF4_SettingsHaveUpperLimits(t *testing.T) {
	for name, edit := range map[string]func(*brainring.Config){
		"fight_length":     func(c *brainring.Config) { c.FightLength = 1_000_000_000 },
		"groups":           func(c *brainring.Config) { c.Groups = brainring.MaxGroups + 1 },
		"points":           func(c *brainring.Config) { c.Points.Win = 1_000_000_000 },
		"playoff.final":    func(c *brainring.Config) { c.Playoff.Final = brainring.MaxQuestions + 1 },
		"fights_per_match": func(c *brainring.Config) { c.Playoff.FightsPerMatch = brainring.MaxFights + 1 },
	} {
		c := brainring.DefaultConfig()
		edit(&c)
		if err := c.Validate(); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("%s too large: %v", name, err)
		}
	}
	if err := brainring.DefaultConfig().Validate(); err != nil {
		t.Fatalf("the default Brain-ring is refused: %v", err)
	}
}
