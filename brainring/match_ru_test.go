package brainring

import (
	"regexp"
	"testing"

	"turnir"
)

// TestDecideMatchRefusalInRussian: the refusal of an extra question after
// a decided match names the deciding indicator in Russian, not its code.
func TestDecideMatchRefusalInRussian(t *testing.T) {
	latin := regexp.MustCompile(`[A-Za-z]{3,}`)
	f := func(a, b string, sa, sb int) Fight { return fightOf(a, b, sa, sb, 5) }
	for _, tc := range []struct {
		name   string
		fights []Fight
		extra  []string
	}{
		{"F7_decided_by_points", []Fight{f("x", "y", 3, 2), f("x", "y", 3, 3)}, []string{"x"}},
		{"F7_decided_by_difference", []Fight{f("x", "y", 3, 2), f("x", "y", 0, 5)}, []string{"y"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DecideMatch("x", "y", tc.fights, tc.extra, DefaultConfig())
			ru := turnir.ErrorMessage(err, "ru")
			if err == nil || latin.MatchString(ru) {
				t.Fatalf("refusal %v, Russian %q", err, ru)
			}
		})
	}
}
