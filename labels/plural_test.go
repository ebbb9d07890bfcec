package labels

import (
	"strings"
	"testing"
)

// TestPlural: the Russian forms of "команда" and the English of "team" on
// the counts where a wrong rule shows ("11 команда", "21 teams" is right,
// "21 team" is not).
func TestPlural(t *testing.T) {
	ru := map[int]string{0: "команд", 1: "команда", 2: "команды", 5: "команд", 11: "команд", 12: "команд", 14: "команд",
		21: "команда", 22: "команды", 25: "команд", 101: "команда", 111: "команд", 104: "команды", 112: "команд", -3: "команды"}
	for n, want := range ru {
		if got := Plural(n, "команда", "команды", "команд"); got != want {
			t.Errorf("Plural(%d) = %q, want %q", n, got, want)
		}
	}
	en := map[int]string{0: "teams", 1: "team", 2: "teams", 11: "teams", 21: "teams", 101: "teams"}
	for n, want := range en {
		if got := PluralEN(n, "team", "teams"); got != want {
			t.Errorf("PluralEN(%d) = %q, want %q", n, got, want)
		}
	}
	if got := Count("ru", "count.team", 3); got != "3 команды" {
		t.Errorf("Count ru 3 = %q", got)
	}
	if got := Count("en", "count.team", 21); got != "21 teams" {
		t.Errorf("Count en 21 = %q", got)
	}
}

// TestCountLabelsHaveEveryForm: every count label has three Russian forms
// and two English ones, so no count falls back to a wrong one.
func TestCountLabelsHaveEveryForm(t *testing.T) {
	n := 0
	for _, k := range Keys() {
		if !strings.HasPrefix(k, "count.") {
			continue
		}
		n++
		if ru := strings.Split(catalog["ru"][k], "|"); len(ru) != 3 {
			t.Errorf("%s: Russian %q, want one|few|many", k, catalog["ru"][k])
		}
		if en := strings.Split(catalog["en"][k], "|"); len(en) != 2 {
			t.Errorf("%s: English %q, want one|other", k, catalog["en"][k])
		}
	}
	if n == 0 {
		t.Fatal("no count labels")
	}
}

// TestCaseForms: the forms after a preposition follow the number as the
// nominative does (после "не больше" the genitive, "при" the prepositional,
// "по" its own): "не больше 21 команды", "при 5 игроках", "по 1 вопросу".
func TestCaseForms(t *testing.T) {
	for _, c := range []struct {
		key  string
		n    int
		want string
	}{
		{"count.team_gen", 1, "1 команды"}, {"count.team_gen", 2, "2 команд"}, {"count.team_gen", 5, "5 команд"}, {"count.team_gen", 21, "21 команды"},
		{"count.player_prep", 1, "1 игроке"}, {"count.player_prep", 2, "2 игроках"}, {"count.player_prep", 21, "21 игроке"},
		{"count.question_per", 1, "1 вопросу"}, {"count.question_per", 2, "2 вопроса"}, {"count.question_per", 5, "5 вопросов"}, {"count.question_per", 21, "21 вопросу"},
		{"count.fight_gen", 1, "1 боя"}, {"count.fight_gen", 12, "12 боёв"}, {"count.venue_gen", 3, "3 площадок"},
	} {
		if got := Count("ru", c.key, c.n); got != c.want {
			t.Errorf("Count(ru, %s, %d) = %q, want %q", c.key, c.n, got, c.want)
		}
		if got, want := Count("en", c.key, c.n), Count("en", strings.Split(c.key, "_")[0], c.n); got != want {
			t.Errorf("Count(en, %s, %d) = %q, want the nominative's %q", c.key, c.n, got, want)
		}
	}
}
