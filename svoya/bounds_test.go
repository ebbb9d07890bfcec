package svoya_test

import (
	"testing"

	"turnir"
	"turnir/svoya"
)

// TestS4_SettingsHaveUpperLimits: a qualifying of a billion themes, a
// board of a billion values or a venue of a billion players is refused at
// opening (found by review).
func TestS4_SettingsHaveUpperLimits(t *testing.T) {
	for name, edit := range map[string]func(*svoya.Config){
		"qualifying.themes": func(c *svoya.Config) { c.Qualifying.Themes = 1_000_000_000 },
		"qualifying.values": func(c *svoya.Config) { c.Qualifying.Values = make([]int, svoya.MaxValues+1) },
		"value":             func(c *svoya.Config) { c.Qualifying.Values = []int{10, 1_000_000_000} },
		"venues":            func(c *svoya.Config) { c.Groups.Venues = svoya.MaxVenues + 1 },
		"round themes":      func(c *svoya.Config) { c.Groups.Format.Rounds[0].Themes = svoya.MaxThemes + 1 },
	} {
		c := svoya.DefaultConfig()
		edit(&c)
		if err := c.Validate(); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("%s too large: %v", name, err)
		}
	}
	if err := svoya.DefaultConfig().Validate(); err != nil {
		t.Fatalf("the default Svoya igra is refused: %v", err)
	}
}
