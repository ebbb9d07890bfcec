package cup_test

import (
	"slices"
	"strings"
	"testing"

	"turnir"
	"turnir/cup"
)

// wantWords checks that a refusal names what it should in both languages
// and not the bare id.
func wantWords(t *testing.T, err error, id string, want ...string) {
	t.Helper()
	e, ok := err.(*turnir.Error)
	if !ok {
		t.Fatalf("error %v is not a *turnir.Error", err)
	}
	for _, w := range want {
		if !strings.Contains(e.EN, w) || !strings.Contains(e.RU, w) {
			t.Errorf("EN %q / RU %q lack %q", e.EN, e.RU, w)
		}
	}
	if id != "" && (strings.Contains(e.EN, `"`+id+`"`) || strings.Contains(e.RU, `"`+id+`"`)) {
		t.Errorf("EN %q / RU %q name the team by its id %q", e.EN, e.RU, id)
	}
}

// The acceptance review of issue 4 (finding 9): refusals name teams as the
// jury sees them and agree in number.
func TestRefusalWords(t *testing.T) {
	outsider := func(t *testing.T, c *cup.Cup) string {
		p, err := c.Progress()
		must(t, err)
		for _, tm := range c.Teams {
			if !slices.Contains(p.Finalists, tm.ID) {
				return tm.ID
			}
		}
		t.Fatal("every team is a finalist")
		return ""
	}
	t.Run("C2_one_team_registered", func(t *testing.T) {
		c := newCup(t, 1)
		err := c.Start()
		wantCode(t, err, turnir.ECONFLICT)
		wantWords(t, err, "", "1")
		if e := err.(*turnir.Error); strings.Contains(e.EN, "1 are") {
			t.Errorf("EN %q: no agreement in number", e.EN)
		}
	})
	t.Run("C8_line_up_of_a_team_not_in_the_final", func(t *testing.T) {
		c := newCup(t, 8)
		must(t, cup.Play(turnir.SeedFromUint64(5).Rand("sim"), c, func(s cup.Step) bool { return s.Stage == cup.StageLineup }))
		id := outsider(t, c)
		err := c.SetLineup(id, []string{id + "-p1"})
		wantCode(t, err, turnir.EINVALID)
		wantWords(t, err, id, `"Team `+id+`"`)
	})
	t.Run("C7_final_question_to_a_team_not_in_the_final", func(t *testing.T) {
		c := newCup(t, 8)
		must(t, cup.Play(turnir.SeedFromUint64(5).Rand("sim"), c, func(s cup.Step) bool { return s.Stage == cup.StageFinal }))
		id := outsider(t, c)
		err := c.AddFinalQuestion(id)
		wantCode(t, err, turnir.EINVALID)
		wantWords(t, err, id, `"Team `+id+`"`)
	})
	t.Run("DQ1_twice", func(t *testing.T) {
		c := newCup(t, 8)
		must(t, c.Disqualify("T3", "devices"))
		err := c.Disqualify("T3", "devices")
		wantCode(t, err, turnir.ECONFLICT)
		wantWords(t, err, "T3", `"Team T3"`)
	})
	t.Run("C7_unknown_team_keeps_its_id", func(t *testing.T) {
		c := newCup(t, 8)
		must(t, cup.Play(turnir.SeedFromUint64(5).Rand("sim"), c, func(s cup.Step) bool { return s.Stage == cup.StageFinal }))
		err := c.AddFinalQuestion("nobody")
		wantWords(t, err, "", `"nobody"`)
	})
}
