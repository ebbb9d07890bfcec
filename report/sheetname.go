package report

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf16"
)

// maxSheetName is Excel's limit on a sheet name, in characters.
const maxSheetName = 31

// SheetNames returns the names the tables get in a workbook, in order. Excel
// refuses (or "repairs") a workbook whose sheet names break its rules, so
// each name is made valid:
//
//   - the characters [ ] : * ? / \ and control characters become spaces,
//     runs of spaces collapse and the ends are trimmed;
//   - an apostrophe may not open or close a name, so those are dropped;
//   - "History" is reserved by Excel and gets a suffix;
//   - an empty name becomes "Sheet N" (N its position from 1);
//   - at most 31 characters;
//   - names are unique ignoring case, as Excel compares them: a repeat gets
//     " (2)", " (3)" ..., cutting the name so that the suffix fits.
func SheetNames(tables []Table) []string {
	names := make([]string, len(tables))
	used := map[string]bool{}
	for i, t := range tables {
		base := cleanSheetName(t.Name)
		if base == "" {
			base = fmt.Sprintf("Sheet %d", i+1)
		}
		name := cut(base, maxSheetName)
		for n := 2; used[fold(name)] || strings.EqualFold(name, "History"); n++ {
			suffix := fmt.Sprintf(" (%d)", n)
			name = strings.TrimRight(cut(base, maxSheetName-len(suffix)), " '") + suffix
		}
		used[fold(name)] = true
		names[i] = name
	}
	return names
}

// cleanSheetName replaces what Excel forbids in a sheet name and tidies the
// result.
func cleanSheetName(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`[]:*?/\`, r) || unicode.IsControl(r) || !xmlChar(r) {
			return ' '
		}
		return r
	}, s)
	s = strings.Join(strings.Fields(s), " ")
	return strings.Trim(s, "' ")
}

// cut shortens s to at most n characters as Excel counts them (UTF-16 code
// units, so an emoji counts two) and trims what the cut left at the end (a
// space or an apostrophe would make the name invalid or odd).
func cut(s string, n int) string {
	units := 0
	for i, r := range s {
		units += utf16.RuneLen(r)
		if units > n {
			return strings.TrimRight(s[:i], " '")
		}
	}
	return s
}

// fold is the key under which Excel compares sheet names.
func fold(s string) string { return strings.ToLower(s) }
