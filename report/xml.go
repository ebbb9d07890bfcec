package report

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// xmlChar reports whether r may appear in an XML 1.0 document at all
// (the Char production): tab, newline, carriage return and everything from
// space up, except the surrogates and U+FFFE, U+FFFF.
func xmlChar(r rune) bool {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return true
	case r < 0x20:
		return false
	case r >= 0xD800 && r <= 0xDFFF:
		return false
	case r == 0xFFFE || r == 0xFFFF:
		return false
	}
	return r <= utf8.MaxRune
}

// writeText appends s to b escaped for XML element content or an attribute
// value, in the form SpreadsheetML reads (ST_Xstring):
//
//   - & < > " are entities; tab, newline and carriage return are character
//     references, so no XML parser normalises them away (a raw CR becomes LF,
//     a raw newline in an attribute becomes a space);
//   - a character XML cannot carry at all (the C0 controls, U+FFFE, U+FFFF)
//     is written _xHHHH_, which Excel decodes back to the character;
//   - because of that, text that already looks like _xHHHH_ gets its
//     underscore written as _x005F_, so it reads back literally;
//   - invalid UTF-8 becomes U+FFFD rather than breaking the document.
func writeText(b *bytes.Buffer, s string) {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteString("\uFFFD")
			i++
			continue
		}
		switch {
		case r == '&':
			b.WriteString("&amp;")
		case r == '<':
			b.WriteString("&lt;")
		case r == '>':
			b.WriteString("&gt;")
		case r == '"':
			b.WriteString("&quot;")
		case r == '\t':
			b.WriteString("&#x9;")
		case r == '\n':
			b.WriteString("&#xA;")
		case r == '\r':
			b.WriteString("&#xD;")
		case r == '_' && looksEscaped(s[i:]):
			b.WriteString("_x005F_")
		case !xmlChar(r):
			const hex = "0123456789ABCDEF"
			b.WriteString("_x")
			for shift := 12; shift >= 0; shift -= 4 {
				b.WriteByte(hex[(r>>shift)&0xF])
			}
			b.WriteByte('_')
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
}

// looksEscaped reports whether s starts with _xHHHH_, the form Excel would
// decode as an escaped character.
func looksEscaped(s string) bool {
	if len(s) < 7 || s[0] != '_' || (s[1] != 'x' && s[1] != 'X') || s[6] != '_' {
		return false
	}
	return strings.IndexFunc(s[2:6], func(r rune) bool {
		return !('0' <= r && r <= '9' || 'a' <= r && r <= 'f' || 'A' <= r && r <= 'F')
	}) < 0
}
