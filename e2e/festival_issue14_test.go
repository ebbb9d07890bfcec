package e2e

import (
	"testing"

	thttp "turnir/http"
)

// TestIssue14_FestivalPages is what issue 14 found on the festival's
// public pages, on the demo cup and the demo festival, on a desktop and a
// phone: the bracket draws the lots between the rounds (item 1).
func TestIssue14_FestivalPages(t *testing.T) {
	e := newEnv(t)
	if err := thttp.DemoFestivals(e.ctx, e.srv); err != nil {
		t.Fatal(err)
	}
	pub := newTab(t, e, 1280, 900, false)
	phone := newTab(t, e, 390, 844, true)
	steps(t, pub, []step{
		{"item1_C6_the_bracket_draws_the_lot_between_the_rounds", func(t *testing.T) {
			pub.open("/festival.html?f=demo-cup")
			pub.waitVisible("svg.bracket text.blot")
			lots := eval[[]string](pub, `[...document.querySelectorAll("svg.bracket text.blot")].map((e) => e.dataset.lot + ":" + e.textContent)`)
			if len(lots) != 2 || lots[0] != "seeded:жеребьёвка" || lots[1] != "general:жеребьёвка" {
				t.Errorf("lots drawn in the bracket %v, want the seeded lot before round 2 and the general lot before round 3", lots)
			}
			// Lines join only the round-3 pairs to the final and the final
			// to the cup: no round-2 pair is wired into a round-3 match.
			if n := eval[int](pub, `document.querySelectorAll("svg.bracket path.link").length`); n != 3 {
				t.Errorf("%d lines in the bracket, want 3 (two into the final, one to the cup)", n)
			}
			pub.shotAt("festival-cup-bracket", "#bracket-card")
			phone.open("/festival.html?f=demo-cup")
			phone.waitVisible("svg.bracket text.blot")
			phone.shotAt("festival-cup-bracket-phone", "#bracket-card")
		}},
	})
}
