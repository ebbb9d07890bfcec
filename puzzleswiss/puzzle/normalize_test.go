package puzzle_test

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"turnir/puzzleswiss/puzzle"
)

func TestNormalize(t *testing.T) {
	tests := []struct {
		name string
		in   string
		opts puzzle.Options
		want string
	}{
		{"lower_case_russian", "ЁЛКА", puzzle.Options{}, "елка"},
		{"yo_folds_to_ye", "Ёлка", puzzle.Options{}, "елка"},
		{"small_yo_folds", "ёжик в тумане", puzzle.Options{}, "ежик в тумане"},
		{"decomposed_yo", "Е\u0308лка", puzzle.Options{}, "елка"},
		{"decomposed_short_i", "чаи\u0306", puzzle.Options{}, "чай"},
		{"short_i_is_not_i", "Чай", puzzle.Options{}, "чай"},
		{"stress_mark_removed", "моло\u0301ко", puzzle.Options{}, "молоко"},
		{"lower_case_latin", "New York", puzzle.Options{}, "new york"},
		{"spaces_trimmed_and_collapsed", "  северный \t\n полюс  ", puzzle.Options{}, "северный полюс"},
		{"no_break_space", "северный\u00a0полюс", puzzle.Options{}, "северный полюс"},
		{"ignore_spaces", " север ный  полюс ", puzzle.Options{IgnoreSpaces: true}, "северныйполюс"},
		{"guillemets_removed", "«Война и мир»", puzzle.Options{}, "война и мир"},
		{"typographic_quotes_removed", "„Война и мир“", puzzle.Options{}, "война и мир"},
		{"ascii_quotes_removed", `"Война и мир"`, puzzle.Options{}, "война и мир"},
		{"apostrophe_variants", "O’Neill", puzzle.Options{}, "o'neill"},
		{"backtick_apostrophe", "O`Neill", puzzle.Options{}, "o'neill"},
		{"em_dash_with_spaces", "Ростов — на — Дону", puzzle.Options{}, "ростов-на-дону"},
		{"en_dash", "Ростов–на–Дону", puzzle.Options{}, "ростов-на-дону"},
		{"minus_sign", "\u22125", puzzle.Options{}, "-5"},
		{"non_breaking_hyphen", "кто\u2011то", puzzle.Options{}, "кто-то"},
		{"soft_hyphen_removed", "пере\u00adнос", puzzle.Options{}, "перенос"},
		{"zero_width_removed", "\ufeffответ\u200b", puzzle.Options{}, "ответ"},
		{"comma_spacing", "1 , 2,3,  4", puzzle.Options{}, "1,2,3,4"},
		{"final_period", "Москва.", puzzle.Options{}, "москва"},
		{"final_ellipsis", "и так далее…", puzzle.Options{}, "и так далее"},
		{"final_exclamation_after_space", "ура !", puzzle.Options{}, "ура"},
		{"lone_question_mark_kept", "?", puzzle.Options{}, "?"},
		{"inner_period_kept", "3.14", puzzle.Options{}, "3.14"},
		{"full_width_digits", "１２３", puzzle.Options{}, "123"},
		{"parentheses", "( Лев Толстой )", puzzle.Options{}, "(лев толстой)"},
		{"empty", "   ", puzzle.Options{}, ""},
		{"only_quotes", "«»", puzzle.Options{}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := puzzle.Normalize(tt.in, tt.opts); got != tt.want {
				t.Errorf("Normalize(%q, %+v) = %q, want %q", tt.in, tt.opts, got, tt.want)
			}
		})
	}
}

// TestNormalizeKeepsLettersApart guards against folding too much: answers
// that differ in a letter or a digit must never normalize equal.
func TestNormalizeKeepsLettersApart(t *testing.T) {
	pairs := [][2]string{
		{"ёж", "уж"},
		{"чай", "чаи"},
		{"все", "всё и все"},
		{"12", "21"},
		{"1,5", "15"},
		{"кот", "код"},
		{"Латинская c", "Латинская с"}, // Latin c vs Cyrillic с: different letters
		{"северный полюс", "северныйполюс"},
		{"-5", "5"},
	}
	for _, p := range pairs {
		t.Run(p[0]+"_vs_"+p[1], func(t *testing.T) {
			a, b := puzzle.Normalize(p[0], puzzle.Options{}), puzzle.Normalize(p[1], puzzle.Options{})
			if a == b {
				t.Errorf("Normalize(%q) = Normalize(%q) = %q, want them different", p[0], p[1], a)
			}
		})
	}
}

// TestNormalizeIdempotent checks that normalizing twice changes nothing, so
// normalizing an accepted answer at upload and again at check agrees.
func TestNormalizeIdempotent(t *testing.T) {
	inputs := []string{
		"Ёлка", " Ростов — на — Дону! ", "«Война и мир»", "1 , 2 , 3 .", "a - - b", "( x ) .",
		"моло\u0301ко?!", "O’Neill", "   ", "?!", "x ,", "..", "- -",
	}
	for _, in := range inputs {
		for _, o := range []puzzle.Options{{}, {IgnoreSpaces: true}} {
			once := puzzle.Normalize(in, o)
			if twice := puzzle.Normalize(once, o); twice != once {
				t.Errorf("Normalize(%q, %+v) = %q but normalizing that gives %q", in, o, once, twice)
			}
		}
	}
}

// TestNormalizeProperties checks on random strings of tricky characters that
// Normalize is idempotent, never yields spaces at the ends or two in a row,
// and with IgnoreSpaces equals the default form without its spaces.
func TestNormalizeProperties(t *testing.T) {
	alphabet := []rune("аЁёеЕйи\u0306\u0308\u0301 \t\u00a0-–—,;:.!?()«»\"'’`xX1\u00ad\u200b")
	rapid.Check(t, func(t *rapid.T) {
		s := string(rapid.SliceOfN(rapid.SampledFrom(alphabet), 0, 20).Draw(t, "s"))
		n := puzzle.Normalize(s, puzzle.Options{})
		if again := puzzle.Normalize(n, puzzle.Options{}); again != n {
			t.Fatalf("not idempotent: %q -> %q -> %q", s, n, again)
		}
		if strings.HasPrefix(n, " ") || strings.HasSuffix(n, " ") || strings.Contains(n, "  ") {
			t.Fatalf("stray spaces: %q -> %q", s, n)
		}
		ns := puzzle.Normalize(s, puzzle.Options{IgnoreSpaces: true})
		if want := strings.ReplaceAll(n, " ", ""); ns != want {
			t.Fatalf("IgnoreSpaces: %q -> %q, want %q", s, ns, want)
		}
	})
}
