// Package names checks the human names that enter the event logs: solvers,
// teams, players, coaches. A name is shown on pages, in exports and on
// terminals, and compared with the names already entered, so it must look
// like what it is: no control characters that move a terminal's cursor or
// colour its text, no bidi overrides that turn "Alice" around on screen, no
// zero-width characters that make "Alice" and "Alice\u200b" two people.
//
// Clean is for a name that is about to be written (a command); Key is the
// form two names are compared in; Printable escapes what an old log, written
// before these rules, may still hold, for a terminal.
package names

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"

	"turnir"
)

// MaxLen is the longest name in characters (after cleaning): room for a
// full Russian name with patronymic and city, or a long team name.
const MaxLen = 80

// Clean returns the name as it is stored: in Unicode NFC (so that "й" typed
// as one character or as "и" plus a breve is the same text), every run of
// white space (spaces, tabs, line breaks, no-break spaces) made one space,
// no space at either end. It refuses an empty or too long name, invalid
// UTF-8, and any control, format or otherwise invisible character (see
// Invisible), naming the character so the person can find it.
func Clean(s string) (string, error) { return CleanLen(s, MaxLen) }

// CleanLen is Clean with another length limit, for a name that is
// officially long: a school's full name runs to 200 characters.
func CleanLen(s string, max int) (string, error) {
	if !utf8.ValidString(s) {
		return "", turnir.Errorf(turnir.EINVALID, "the name is not valid UTF-8 text", "имя — не корректный текст UTF-8")
	}
	s = strings.Join(strings.Fields(norm.NFC.String(s)), " ")
	for i, r := range []rune(s) {
		if Invisible(r) {
			return "", turnir.Errorf(turnir.EINVALID,
				"the name holds an invisible or control character %s at position %d: type it again without it",
				"в имени невидимый или управляющий символ %s (позиция %d): наберите имя заново без него", code(r), i+1)
		}
	}
	if n := utf8.RuneCountInString(s); n == 0 || n > max {
		return "", turnir.Errorf(turnir.EINVALID, "a name of 1 to %d characters is required", "нужно имя длиной от 1 до %d символов", max)
	}
	return s, nil
}

// Invisible reports whether r has no place in a name: a control character
// (Cc; white space is collapsed by Clean before this is asked), a format
// character (Cf: zero-width space and joiners, bidi embeddings, overrides
// and isolates, the byte order mark, the soft hyphen), another default
// ignorable code point (Hangul fillers and the like), a private-use or
// unassigned code point, the replacement character of broken text, or the
// blank Braille pattern. Variation selectors are allowed, since emoji in
// team names carry them; Key ignores them.
func Invisible(r rune) bool {
	switch {
	case unicode.IsSpace(r):
		return r != ' '
	case unicode.Is(unicode.Variation_Selector, r):
		return false
	case unicode.In(r, unicode.Cc, unicode.Cf, unicode.Co, unicode.Other_Default_Ignorable_Code_Point):
		return true
	case r == utf8.RuneError || r == '\u2800':
		return true
	}
	return !unicode.IsGraphic(r) // unassigned, surrogates, non-characters
}

// fold is full Unicode case folding ("ß" and "SS" are one key).
var fold = cases.Fold()

// Key is the form in which two names are the same name: compatibility
// normalised (NFKC: a full-width "Ａ" is "A"), with every invisible
// character and variation selector dropped, white space collapsed, and case
// folded. Two names with one Key are one person (or one team) to a reader,
// so a registration whose name has the Key of an entered one is refused.
// Ё is read as Е, as Russian writes it more often than not: "Фёдоров" and
// "Федоров" are one surname on two forms (Й stays a letter of its own).
// Key accepts any text, including names of old logs that Clean would refuse.
func Key(s string) string {
	s = strings.ToValidUTF8(s, "")
	s = strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return ' '
		}
		if Invisible(r) || unicode.Is(unicode.Variation_Selector, r) {
			return -1
		}
		return r
	}, norm.NFKC.String(s))
	return strings.ReplaceAll(fold.String(strings.Join(strings.Fields(s), " ")), "ё", "е")
}

// Printable returns s with every character that Clean refuses (and every
// white space other than a plain space) written as a \u escape, for output
// to a terminal: a name in a log written before Clean existed must not
// colour the organizer's terminal or move its cursor. Clean names come out
// unchanged.
func Printable(s string) string {
	var b strings.Builder
	for i, w := 0, 0; i < len(s); i += w {
		r, n := utf8.DecodeRuneInString(s[i:])
		w = n
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case Invisible(r):
			b.WriteString(escape(r))
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// code names a character for a refusal: U+200B.
func code(r rune) string { return fmt.Sprintf("U+%04X", r) }

// escape writes r as a Go-style escape: \u200b, \U000e0001.
func escape(r rune) string {
	if r > 0xFFFF {
		return fmt.Sprintf(`\U%08x`, r)
	}
	return fmt.Sprintf(`\u%04x`, r)
}
