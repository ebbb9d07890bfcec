package report_test

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf16"

	"turnir/report"
)

func TestNumber(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"0", true}, {"7", true}, {"-3", true}, {"12.500", true}, {"0.25", true}, {"-0.5", true},
		{"123456789012345", true},   // 15 digits: exact in a double
		{"1234567890123456", false}, // 16: Excel would round it
		{"1234567890.123456", false},
		{"", false}, {"-", false}, {"007", false}, {"00.5", false}, {"+1", false}, {"1.", false}, {".5", false},
		{"1e5", false}, {"1,5", false}, {"1 000", false}, {" 1", false}, {"NaN", false}, {"Inf", false},
		{"0x1F", false}, {"2-3", false}, {"١٢", false}, // Arabic-Indic digits are not ASCII digits
	} {
		if got := report.Number(c.in); got != c.want {
			t.Errorf("Number(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestNewDetectsNumericColumns(t *testing.T) {
	tab := report.New(
		[]string{"place", "id", "points", "time", "code", "blank", "sparse"},
		[][]string{
			{"1", "101", "3", "1.5", "007", "", ""},
			{"2-3", "102", "2", "2.25", "010", "", "5"},
			{"2-3", "t9", "2", "3", "100"},
		})
	want := []bool{false, false, true, true, false, false, true}
	if !slices.Equal(tab.Numeric, want) {
		t.Errorf("Numeric = %v, want %v", tab.Numeric, want)
	}
	if tab.Width() != 7 || tab.IsNumeric(7) || !tab.IsNumeric(2) {
		t.Errorf("Width %d, IsNumeric(7) %v, IsNumeric(2) %v", tab.Width(), tab.IsNumeric(7), tab.IsNumeric(2))
	}
}

func TestSheetNames(t *testing.T) {
	long := strings.Repeat("Квалификация ", 4) // 52 characters
	for _, c := range []struct {
		name string
		in   []string
		want []string
	}{
		{"forbidden_characters", []string{`Тур [1]: a/b\c*?`}, []string{"Тур 1 a b c"}},
		{"apostrophes_at_the_ends", []string{"'Тур 1'", "Rock'n'roll"}, []string{"Тур 1", "Rock'n'roll"}},
		{"control_characters", []string{"a\x00b\tc\nd"}, []string{"a b c d"}},
		{"empty_and_blank", []string{"", "  ", "[]"}, []string{"Sheet 1", "Sheet 2", "Sheet 3"}},
		{"cut_to_31", []string{long}, []string{"Квалификация Квалификация Квали"}},
		{"cut_leaves_no_trailing_space", []string{strings.Repeat("a", 30) + " b"}, []string{strings.Repeat("a", 30)}},
		{"duplicates_ignore_case", []string{"Тур", "ТУР", "тур", "Тур (2)"}, []string{"Тур", "ТУР (2)", "тур (3)", "Тур (2) (2)"}},
		{"duplicate_long_names_keep_suffix", []string{long, long}, []string{"Квалификация Квалификация Квали", "Квалификация Квалификация К (2)"}},
		{"history_is_reserved", []string{"History", "history"}, []string{"History (2)", "history (3)"}},
		{"emoji_counts_two", []string{strings.Repeat("🏆", 16)}, []string{strings.Repeat("🏆", 15)}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var tables []report.Table
			for _, n := range c.in {
				tables = append(tables, report.Table{Name: n})
			}
			got := report.SheetNames(tables)
			if !slices.Equal(got, c.want) {
				t.Errorf("SheetNames(%q) = %q, want %q", c.in, got, c.want)
			}
			for _, n := range got {
				if u := len(utf16.Encode([]rune(n))); u > 31 || n == "" || strings.ContainsAny(n, `[]:*?/\`) {
					t.Errorf("invalid sheet name %q (%d UTF-16 units)", n, u)
				}
			}
		})
	}
}
