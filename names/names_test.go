package names_test

import (
	"strings"
	"testing"

	"turnir"
	"turnir/names"
)

// TestCleanRefusesHiddenCharacters: every character that can hide in a
// name or take over a terminal is refused, with EINVALID.
func TestCleanRefusesHiddenCharacters(t *testing.T) {
	for _, tc := range []struct{ what, name string }{
		{"NUL", "Ali\x00ce"},
		{"ESC sequence", "\x1b[31mAlice\x1b[0m"},
		{"bell", "Alice\a"},
		{"DEL", "Alice\x7f"},
		{"C1 control", "Alice\u009b31m"},
		{"zero-width space", "Alice\u200b"},
		{"zero-width joiner", "Al\u200dice"},
		{"zero-width non-joiner", "Al\u200cice"},
		{"word joiner", "Al\u2060ice"},
		{"right-to-left override", "\u202eecilA"},
		{"left-to-right embedding", "\u202aAlice\u202c"},
		{"right-to-left isolate", "\u2067Alice\u2069"},
		{"left-to-right mark", "Alice\u200e"},
		{"arabic letter mark", "Alice\u061c"},
		{"byte order mark", "\ufeffAlice"},
		{"soft hyphen", "Ali\u00adce"},
		{"hangul filler", "\u3164"},
		{"combining grapheme joiner", "Al\u034fice"},
		{"tag character", "Alice\U000e0041"},
		{"private use", "Alice\ue000"},
		{"braille blank", "Alice\u2800"},
		{"replacement character", "Alice\ufffd"},
		{"invalid UTF-8", "Alice\xff"},
		{"only spaces", " \t\u00a0\u3000 "},
		{"too long", strings.Repeat("я", names.MaxLen+1)},
	} {
		t.Run(tc.what, func(t *testing.T) {
			got, err := names.Clean(tc.name)
			if turnir.ErrorCode(err) != turnir.EINVALID {
				t.Fatalf("Clean(%q) = %q, %v; want an EINVALID refusal", tc.name, got, err)
			}
		})
	}
}

// TestCleanNormalises: NFC, white space collapsed, and what people really
// type (Cyrillic, accents, apostrophes, emoji with variation selectors)
// kept.
func TestCleanNormalises(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"  Анна \t  Петрова\n", "Анна Петрова"},
		{"Анна\u00a0Петрова", "Анна Петрова"},
		{"И\u0306ван", "Йван"}, // И + combining breve is Й
		{"Zoe\u0308", "Zoë"},
		{"O'Brien-Smith", "O'Brien-Smith"},
		{"Команда ❤\ufe0f", "Команда ❤\ufe0f"},
		{strings.Repeat("я", names.MaxLen), strings.Repeat("я", names.MaxLen)},
	} {
		got, err := names.Clean(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("Clean(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

// TestKeyJoinsLookalikes: names that read the same have one Key, names
// that differ do not.
func TestKeyJoinsLookalikes(t *testing.T) {
	same := [][2]string{
		{"Alice", "Alice\u200b"},
		{"Alice", "ALICE"},
		{"Alice", " alice  "},
		{"Alice", "Ａｌｉｃｅ"},
		{"Alice", "\u202aAlice\u202c"},
		{"Straße", "STRASSE"},
		{"Йод", "И\u0306од"},
		{"❤ team", "❤\ufe0f team"},
		{"Ёжик", "Ежик"},
		{"Фёдоров", "ФЕДОРОВ"},
		{"Е\u0308жик", "ежик"},
	}
	for _, p := range same {
		if names.Key(p[0]) != names.Key(p[1]) {
			t.Errorf("Key(%q) = %q, Key(%q) = %q: want one key", p[0], names.Key(p[0]), p[1], names.Key(p[1]))
		}
	}
	if names.Key("Alice") == names.Key("Alicia") || names.Key("Иванов") == names.Key("Иванова") || names.Key("Йод") == names.Key("Иод") {
		t.Error("different names share a key")
	}
}

// TestPrintableEscapesTerminalControls: a name from an old log cannot
// colour or move the terminal.
func TestPrintableEscapesTerminalControls(t *testing.T) {
	for in, want := range map[string]string{
		"\x1b[31mAlice":  `\u001b[31mAlice`,
		"Alice\u202e":    `Alice\u202e`,
		"A\tB":           `A\u0009B`,
		"Bad\xffUTF":     `Bad\xffUTF`,
		"Анна Петрова ❤": "Анна Петрова ❤",
	} {
		if got := names.Printable(in); got != want {
			t.Errorf("Printable(%q) = %q, want %q", in, got, want)
		}
	}
}
