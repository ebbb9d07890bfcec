package puzzle

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Options choose the optional folds of Normalize. The zero value is the
// default comparison: case, Ё/Е, quotes, dashes and runs of spaces folded,
// single spaces between words kept.
type Options struct {
	// IgnoreSpaces drops every space, so that "северный полюс" and
	// "северныйполюс" compare equal. Useful for answers that are codes or
	// sequences of letters, where a solver's spacing means nothing.
	IgnoreSpaces bool
}

// Normalize returns the form of s in which two answers are compared. Two
// answers a solver would call "the same" should normalize equal; answers that
// differ in letters or digits never do. In order:
//
//   - Unicode NFKC, so that a decomposed "й" or "ё" (as some phone keyboards
//     and copy-paste produce) equals the composed letter, full-width digits
//     equal ASCII ones and no-break spaces are spaces;
//   - lower case (all scripts, Russian and Latin included) and Ё/ё as Е/е;
//   - stress marks and other combining accents left over by NFKC removed,
//     so "молоко́" equals "молоко";
//   - double quotes of every kind («», „“, "") removed, single quotes and
//     apostrophes (’ ‘ ` ´ ʼ) folded to ', every dash and minus (‐ – — −)
//     folded to -, invisible format characters (soft hyphen, zero-width
//     space, BOM) removed;
//   - whitespace collapsed to single spaces and trimmed, and no space kept
//     around - , ; : or before . ! ? ) or after (, so "Ростов – на – Дону"
//     equals "Ростов-на-Дону" and "1 , 2" equals "1,2";
//   - a final . ! ? (or …) dropped unless nothing else is left;
//   - with o.IgnoreSpaces, every remaining space dropped.
func Normalize(s string, o Options) string {
	s = norm.NFKC.String(s)
	rs := make([]rune, 0, len(s))
	for _, r := range s {
		r = fold(unicode.ToLower(r))
		if r < 0 {
			continue
		}
		rs = append(rs, r)
	}
	rs = tighten(rs)
	if end := trimFinal(rs); end > 0 {
		rs = rs[:end]
	}
	if o.IgnoreSpaces {
		rs = dropSpaces(rs)
	}
	return string(rs)
}

// fold maps one lower-cased rune to its canonical form, or to -1 when the
// rune carries no meaning for an answer.
func fold(r rune) rune {
	switch {
	case r == 'ё':
		return 'е'
	case r == '"', r == '«', r == '»', r == '„', r == '“', r == '”', r == '‟',
		r == '‹', r == '›', r == '〝', r == '〞', r == '〟':
		return -1
	case r == '‘', r == '’', r == '‚', r == '‛', r == '`', r == '´',
		r == 'ʹ', r == 'ʻ', r == 'ʼ', r == 'ʽ', r == '′':
		return '\''
	case r >= '\u2010' && r <= '\u2015', r == '\u2212', r == '\u2E3A', r == '\u2E3B',
		r == '\uFE58', r == '\uFE63':
		return '-'
	case unicode.IsSpace(r):
		return ' '
	case r >= '\u0300' && r <= '\u036F': // combining diacritics left after NFKC
		return -1
	case unicode.Is(unicode.Cf, r), unicode.Is(unicode.Cc, r):
		return -1
	}
	return r
}

// tighten collapses runs of spaces to one, trims both ends and removes the
// spaces that punctuation makes meaningless. It works in place.
func tighten(rs []rune) []rune {
	out := rs[:0]
	for i, r := range rs {
		if r != ' ' {
			out = append(out, r)
			continue
		}
		// Keep a space only between two non-spaces that do not bind it.
		if len(out) == 0 || out[len(out)-1] == ' ' || noSpaceAfter(out[len(out)-1]) {
			continue
		}
		next := nextNonSpace(rs, i+1)
		if next < 0 || noSpaceBefore(next) {
			continue
		}
		out = append(out, ' ')
	}
	return out
}

// nextNonSpace returns the first rune of rs[from:] that is not a space, or -1.
func nextNonSpace(rs []rune, from int) rune {
	for _, r := range rs[from:] {
		if r != ' ' {
			return r
		}
	}
	return -1
}

// noSpaceAfter reports whether a space after r carries no meaning.
func noSpaceAfter(r rune) bool {
	return strings.ContainsRune("-,;:(", r)
}

// noSpaceBefore reports whether a space before r carries no meaning.
func noSpaceBefore(r rune) bool {
	return strings.ContainsRune("-,;:.!?)", r)
}

// trimFinal returns the length of rs without its final sentence punctuation,
// or 0 when that would leave nothing (an answer may be "?" itself).
func trimFinal(rs []rune) int {
	end := len(rs)
	for end > 0 && strings.ContainsRune(".!?", rs[end-1]) {
		end--
	}
	for end > 0 && rs[end-1] == ' ' {
		end--
	}
	return end
}

// dropSpaces removes every space, in place.
func dropSpaces(rs []rune) []rune {
	out := rs[:0]
	for _, r := range rs {
		if r != ' ' {
			out = append(out, r)
		}
	}
	return out
}
