package report

import (
	"archive/zip"
	"bufio"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"turnir"
)

// bom is the UTF-8 byte order mark. Excel reads a CSV without it in the
// system's legacy code page (cp1251 on Russian Windows) and shows Russian
// names as mojibake; with it, Excel reads UTF-8. Other programs (LibreOffice,
// Python's csv with utf-8-sig, Go's tests below) skip it.
const bom = "\uFEFF"

// CSV says how tables are written as CSV. The zero value is the default:
// RFC 4180 (comma, CRLF record ends, quotes where needed), UTF-8 with a BOM,
// formula-like text defused.
//
// The BOM is on by default because organizers open exports in Excel by
// double-click, where it decides between readable names and mojibake. Turn
// it off for programs that keep it as part of the first header name.
//
// Excel with Russian regional settings splits fields on ';', not ',': for
// those users set Comma to ';', or better give them the XLSX export, which
// has no such ambiguity.
type CSV struct {
	NoBOM bool // omit the UTF-8 byte order mark
	Comma rune // field separator; ',' when zero
	// Raw writes text exactly as given. By default a text cell that a
	// spreadsheet would run as a formula (starting with = + - @ or a tab or
	// CR, and not a plain number) gets a leading apostrophe. Team and player
	// names come from public registration, and a name like
	// =HYPERLINK("http://…") must not become a live formula on the
	// organizer's machine (CSV injection, CWE-1236).
	Raw bool
}

// WriteCSV writes t as CSV with the default options (see CSV).
func WriteCSV(w io.Writer, t Table) error { return CSV{}.Write(w, t) }

// Write writes the header (when there is one) and the rows of t. Rows are
// written as they are, ragged or not: CSV has no fixed width.
//
// The writer is our own rather than encoding/csv's, whose CRLF mode drops a
// lone carriage return inside a field. Here a field is quoted when it holds
// the separator, a quote, CR or LF, or starts with a space or tab (so that
// readers which trim fields keep it); quotes are doubled; every byte of a
// field is kept, except that invalid UTF-8 becomes U+FFFD. Records end with
// CRLF.
func (o CSV) Write(w io.Writer, t Table) error {
	if err := o.check(); err != nil {
		return err
	}
	comma := o.Comma
	if comma == 0 {
		comma = ','
	}
	bw := bufio.NewWriter(w)
	if !o.NoBOM {
		bw.WriteString(bom)
	}
	write := func(cells []string) {
		if len(cells) == 0 || len(cells) == 1 && cells[0] == "" {
			// A blank line is skipped by most readers: a record of one
			// empty field must say so, or the row would vanish.
			bw.WriteString(`""` + "\r\n")
			return
		}
		for i, s := range cells {
			if i > 0 {
				bw.WriteRune(comma)
			}
			s = strings.ToValidUTF8(s, "\uFFFD")
			if !o.Raw {
				s = defuse(s)
			}
			if !needsQuotes(s, comma) {
				bw.WriteString(s)
				continue
			}
			bw.WriteByte('"')
			bw.WriteString(strings.ReplaceAll(s, `"`, `""`))
			bw.WriteByte('"')
		}
		bw.WriteString("\r\n")
	}
	if len(t.Header) > 0 {
		write(t.Header)
	}
	for _, r := range t.Rows {
		write(r)
	}
	return bw.Flush() // bufio keeps the first write error and returns it here
}

// needsQuotes reports whether field s must be quoted (RFC 4180 section 2,
// plus a leading space or tab, which some readers would trim).
func needsQuotes(s string, comma rune) bool {
	if s == "" {
		return false
	}
	if s[0] == ' ' || s[0] == '\t' || strings.ContainsAny(s, "\"\r\n") {
		return true
	}
	return strings.ContainsRune(s, comma)
}

// WriteZip writes the tables as a zip archive of CSV files, one per table,
// named after the sheet names (SheetNames) with ".csv": the CSV form of a
// workbook, e.g. the rating export with one file per round. Timestamps are
// fixed, as in WriteXLSX.
func (o CSV) WriteZip(w io.Writer, tables ...Table) error {
	if err := o.check(); err != nil {
		return err
	}
	z := zip.NewWriter(w)
	used := map[string]bool{}
	for i, name := range SheetNames(tables) {
		file := fileName(name)
		for n := 2; file == "" || used[fold(file)]; n++ {
			// Only when cleaning merged two names: keep the files apart.
			file = fmt.Sprintf("%s-%d", fileName(name), n)
		}
		used[fold(file)] = true
		f, err := z.CreateHeader(&zip.FileHeader{Name: file + ".csv", Method: zip.Deflate, Modified: zipTime})
		if err != nil {
			return err
		}
		if err := o.Write(f, tables[i]); err != nil {
			return err
		}
	}
	return z.Close()
}

// fileName makes a sheet name safe as a file name on every system the zip
// may be unpacked on: sheet names already exclude / \ : * ?, this also
// removes what Windows refuses (< > " |) and a trailing dot.
func fileName(s string) string {
	s = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`<>"|`, r) {
			return '_'
		}
		return r
	}, s)
	return strings.TrimRight(s, ". ")
}

// defuse prefixes an apostrophe to text that a spreadsheet would evaluate
// as a formula. A lone sign ("-" for "no result") is not a formula and a
// plain number ("-3") is data: both stay as they are.
func defuse(s string) string {
	if len(s) < 2 || !strings.ContainsRune("=+-@\t\r", rune(s[0])) || Number(s) {
		return s
	}
	return "'" + s
}

// check refuses a separator that cannot delimit fields, before anything is
// written: a quote, a line break, or something that is not a character.
func (o CSV) check() error {
	c := o.Comma
	if c == 0 {
		return nil
	}
	if c == '"' || c == '\r' || c == '\n' || c == utf8.RuneError || !utf8.ValidRune(c) {
		return turnir.Errorf(turnir.EINVALID, "invalid CSV field separator %q", "недопустимый разделитель полей CSV %q", c)
	}
	return nil
}
