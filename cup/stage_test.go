package cup

import (
	"regexp"
	"testing"

	"turnir"
)

// latinWord finds English in a Russian message (rule codes like "C8" aside).
var latinWord = regexp.MustCompile(`[A-Za-z]{3,}`)

// TestNotNowSpeaksRussian: a refusal for the wrong stage names the action
// and the stage the cup waits for in Russian, not by their English codes.
func TestNotNowSpeaksRussian(t *testing.T) {
	stages := []Step{
		{Stage: StageRegistration}, {Stage: StageRound, Round: 1}, {Stage: StageShootout, Round: 1, Question: 2},
		{Stage: StageCutLot, Round: 1}, {Stage: StagePlaceLot, Round: 1}, {Stage: StageDraw, Round: 2},
		{Stage: StageLineup, Round: 5}, {Stage: StageFinalStart, Round: 5}, {Stage: StageFinal, Round: 5, Question: 3},
		{Stage: StageDone},
	}
	for _, s := range stages {
		t.Run("C4_C8_"+string(s.Stage), func(t *testing.T) {
			en, ru := s.Describe()
			if en == string(s.Stage) || latinWord.MatchString(ru) || ru == "" {
				t.Fatalf("Describe(%+v) = %q / %q", s, en, ru)
			}
			err := notNow("enter a shootout question", "вводить вопрос перестрелки", s)
			msg := turnir.ErrorMessage(err, "ru")
			if latinWord.MatchString(msg) || turnir.ErrorCode(err) != turnir.ECONFLICT {
				t.Fatalf("Russian refusal with English in it: %q", msg)
			}
		})
	}
}

// TestCorrectShootout: a shootout entry is corrected while nothing built on
// it stands; afterwards the refusal names what depends on it.
func TestCorrectShootout(t *testing.T) {
	c, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"} {
		if err := c.AddTeam(Team{ID: id, Name: "Команда " + id, Roster: []string{id + "1"}}); err != nil {
			t.Fatal(err)
		}
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(c.Start())
	for i, id := range []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"} {
		n := 12 - i
		if i >= 7 {
			n = 3 // h, i, j tie across the cut for one place
		}
		row := make([]bool, 12)
		for q := range n {
			row[q] = true
		}
		must(c.AnswerRow(1, id, row))
	}
	must(c.CloseRound(1))
	must(c.AddShootout(nil))
	t.Run("C4_correction_of_an_entry_decides_the_cut", func(t *testing.T) {
		if err := c.CorrectShootout(2, []string{"i"}); turnir.ErrorCode(err) != turnir.ENOTFOUND {
			t.Fatalf("a question not entered: %v", err)
		}
		if err := c.CorrectShootout(1, []string{"a"}); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Fatalf("a team not in the shootout: %v", err)
		}
		must(c.CorrectShootout(1, []string{"i"}))
		p, err := c.Progress()
		must(err)
		if p.Next.Stage != StageDraw || p.Seeds[7] != "i" {
			t.Fatalf("after the correction: %+v seeds %v", p.Next, p.Seeds)
		}
	})
	t.Run("C4_correction_refused_once_the_round_2_draw_depends_on_it", func(t *testing.T) {
		must(c.Record(Draw{Stage: StageDraw, Round: 2, Pairs: []Pair{{A: "e", B: "a"}, {A: "f", B: "b"}, {A: "g", B: "c"}, {A: "i", B: "d"}}}))
		err := c.CorrectShootout(1, []string{"h"})
		if turnir.ErrorCode(err) != turnir.ECONFLICT || latinWord.MatchString(turnir.ErrorMessage(err, "ru")) {
			t.Fatalf("refusal: %v / %q", err, turnir.ErrorMessage(err, "ru"))
		}
		if c.Shootout[0].Correct[0] != "i" {
			t.Fatalf("the refused correction changed the entry: %+v", c.Shootout)
		}
	})
}
