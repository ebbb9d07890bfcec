package report

import (
	"archive/zip"
	"encoding/csv"
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
// RFC 4180 (comma, CRLF line ends, quotes where needed), UTF-8 with a BOM,
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
func (o CSV) Write(w io.Writer, t Table) error {
	if err := o.check(); err != nil {
		return err
	}
	if !o.NoBOM {
		if _, err := io.WriteString(w, bom); err != nil {
			return err
		}
	}
	cw := csv.NewWriter(w)
	cw.UseCRLF = true // RFC 4180 line ends
	if o.Comma != 0 {
		cw.Comma = o.Comma
	}
	line := make([]string, 0, t.Width())
	write := func(cells []string) error {
		line = line[:0]
		for _, s := range cells {
			if !o.Raw {
				s = defuse(s)
			}
			line = append(line, s)
		}
		return cw.Write(line)
	}
	if len(t.Header) > 0 {
		if err := write(t.Header); err != nil {
			return err
		}
	}
	for _, r := range t.Rows {
		if err := write(r); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
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

// check refuses a separator that cannot delimit fields (the rules of
// encoding/csv), before anything is written.
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
