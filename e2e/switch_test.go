package e2e

import (
	"strings"
	"testing"
)

// TestPersonalLinkAsksOnThePage: a browser signed in to a tournament as
// one solver opens another solver's personal link (a shared computer in a
// school, a link forwarded by mistake). The page asks, naming both; Cancel
// keeps the first solver, Confirm switches to the second (security.md,
// issue 9 item 6).
func TestPersonalLinkAsksOnThePage(t *testing.T) {
	e := newEnv(t)
	tr := e.newTournament("Кубок класса")
	anna := e.register(tr.ID, "Анна Петрова")
	boris := e.register(tr.ID, "Борис Котов")
	b := newTab(t, e, 390, 844, true)

	steps(t, b, []step{
		{"first_link_signs_in", func(t *testing.T) {
			b.open("/enter/" + tr.ID + "/" + anna.token)
			b.waitText("#me-name", "Анна Петрова")
			b.waitHidden("#switch")
		}},
		{"second_link_asks_naming_both", func(t *testing.T) {
			b.open("/enter/" + tr.ID + "/" + boris.token)
			q := b.waitText("#switch-q", "Борис Котов")
			if !strings.Contains(q, "Анна Петрова") {
				t.Errorf("the question does not name the solver signed in: %q", q)
			}
			b.shot("solver-switch-question")
		}},
		{"cancel_keeps_the_first_solver", func(t *testing.T) {
			b.click("#switch-no")
			b.waitHidden("#switch")
			b.waitText("#me-name", "Анна Петрова")
		}},
		{"confirm_switches", func(t *testing.T) {
			b.open("/enter/" + tr.ID + "/" + boris.token)
			b.waitText("#switch-q", "Борис Котов")
			b.click("#switch-yes")
			b.waitText("#me-name", "Борис Котов")
		}},
	})
}
