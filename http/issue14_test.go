package http_test

import (
	"strings"
	"testing"
)

// TestIssue14_DurationFields: the settings take a duration as an organizer
// types it, and a wrong one is refused in words, not with Go's parser
// message (issue 14, item 14).
func TestIssue14_DurationFields(t *testing.T) {
	e := newEnv(t)
	org, _ := e.setup(defaultSettings())
	s := defaultSettings()
	s["round_length"], s["pause"] = "5 мин", "1:30"
	var v tview
	org.must("PUT", "/api/tournaments/cup/settings", map[string]any{"settings": s, "reason": "длиннее пауза"}, &v)
	if v.Settings.RoundLength != "5m0s" {
		t.Errorf("round_length = %q, want 5m0s", v.Settings.RoundLength)
	}
	s["round_length"] = "5 парсеков"
	eb := org.refused("PUT", "/api/tournaments/cup/settings", map[string]any{"settings": s}, "invalid")
	if strings.Contains(eb.MessageEN, "time:") || !strings.Contains(eb.MessageRU, "5 мин") || !strings.Contains(eb.MessageEN, "5:00") {
		t.Errorf("refusal: %+v", eb)
	}
}
