package report

import (
	"turnir"
	"turnir/labels"
)

// Table is one sheet of an export: plain strings, as the read views give
// them. Rows may be ragged; the widest row or the header sets the width.
type Table struct {
	// Name is the sheet name in XLSX and the file name stem in a CSV zip.
	// It is sanitised on writing (see SheetNames), so any text is accepted.
	Name   string
	Header []string
	Rows   [][]string
	// Numeric marks columns whose cells are written as numbers in XLSX. A
	// cell of a numeric column that is not a plain decimal number (see
	// Number) is still written as text, so marking a column is never lossy.
	// Columns past the end of the slice are text.
	Numeric []bool
}

// Workbook is several tables written together, one sheet each.
type Workbook []Table

// New returns an unnamed table over header and rows with Numeric detected:
// a column is numeric when it has at least one non-empty cell and every
// non-empty cell is a plain decimal number. It takes the two results of a
// read view directly: report.New(tour.Table()).
func New(header []string, rows [][]string) Table {
	t := Table{Header: header, Rows: rows}
	t.Numeric = make([]bool, t.Width())
	for c := range t.Numeric {
		seen, all := false, true
		for _, r := range rows {
			if c >= len(r) || r[c] == "" {
				continue
			}
			seen = true
			if !Number(r[c]) {
				all = false
				break
			}
		}
		t.Numeric[c] = seen && all
	}
	return t
}

// Width is the number of columns: the longest of the header and the rows.
func (t Table) Width() int {
	w := len(t.Header)
	for _, r := range t.Rows {
		w = max(w, len(r))
	}
	return w
}

// IsNumeric reports whether column c is marked numeric.
func (t Table) IsNumeric(c int) bool { return c < len(t.Numeric) && t.Numeric[c] }

// numberCell reports whether the cell in column c with text s is written as
// a number.
func (t Table) numberCell(c int, s string) bool { return t.IsNumeric(c) && Number(s) }

// maxDigits is the precision of a spreadsheet number (an IEEE double as
// Excel shows it). Longer digit strings are identifiers, not quantities, and
// would be silently rounded, so they stay text.
const maxDigits = 15

// Number reports whether s is a plain decimal number that a spreadsheet
// stores exactly as written: an optional minus, digits without a leading
// zero (so "007" stays a code), an optional fraction, at most 15 digits in
// all. Exponents, plus signs, spaces, thousands separators and decimal
// commas are refused: such text was not meant as a number by our engines.
func Number(s string) bool {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	start, digits := i, 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	intLen := i - start
	if intLen == 0 || (intLen > 1 && s[start] == '0') {
		return false
	}
	digits += intLen
	if i < len(s) && s[i] == '.' {
		i++
		f := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == f {
			return false
		}
		digits += i - f
	}
	return i == len(s) && digits <= maxDigits
}

// Spreadsheet limits that Excel enforces on opening a file; a file past them
// is "repaired" with data loss, so we refuse it up front.
const (
	maxRows     = 1 << 20 // 1,048,576 rows including the header
	maxCols     = 1 << 14 // 16,384 columns (XFD)
	maxCellText = 32767   // characters in one cell
)

// check refuses a table that no spreadsheet can hold.
func (t Table) check() error {
	rows := len(t.Rows)
	if len(t.Header) > 0 {
		rows++
	}
	if rows > maxRows {
		return turnir.Errorf(turnir.EINVALID, "table %[1]q has %[2]s; a spreadsheet holds at most %[4]d",
			"в таблице %[1]q %[3]s, а в электронной таблице помещается не больше %[4]d", t.Name, labels.Count("en", "count.row", rows), labels.Count("ru", "count.row", rows), maxRows)
	}
	if w := t.Width(); w > maxCols {
		return turnir.Errorf(turnir.EINVALID, "table %q has %d columns; a spreadsheet holds at most %d",
			"в таблице %q %d столбцов, а в электронной таблице помещается не больше %d", t.Name, w, maxCols)
	}
	for _, r := range append([][]string{t.Header}, t.Rows...) {
		for _, s := range r {
			if n := utf16Len(s); n > maxCellText {
				return turnir.Errorf(turnir.EINVALID, "a cell of table %q has %d characters; a spreadsheet cell holds at most %d",
					"в ячейке таблицы %q %d символов, а в ячейку помещается не больше %d", t.Name, n, maxCellText)
			}
		}
	}
	return nil
}

// utf16Len counts s the way Excel counts characters: in UTF-16 code units.
// It is a cheap upper bound first: byte length never undercounts units.
func utf16Len(s string) int {
	if len(s) <= maxCellText {
		return len(s) // every UTF-16 unit takes at least one UTF-8 byte
	}
	n := 0
	for _, r := range s {
		n++
		if r >= 0x10000 {
			n++
		}
	}
	return n
}
