package report

import (
	"bytes"
	"encoding/csv"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"

	"turnir"
	"turnir/labels"
)

// ReadTable returns the rows of a table file as schools and clubs send
// them: an XLSX (its first sheet, ReadXLSX) or a CSV, told apart by the
// zip signature. A CSV's separator is ";", "," or a tab, whichever its
// first line uses most (Excel writes ";" where the decimal mark is a
// comma, and cells copied from it are tab-separated); a UTF-8 BOM is
// skipped, and a file that is not UTF-8 is read as Windows-1251, the
// encoding of a CSV saved by a Russian Excel.
func ReadTable(b []byte) ([][]string, error) {
	if bytes.HasPrefix(b, []byte("PK\x03\x04")) {
		return ReadXLSX(b)
	}
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(b) {
		// Every byte is a character of Windows-1251: this cannot fail.
		b, _ = charmap.Windows1251.NewDecoder().Bytes(b)
	}
	first, _, _ := bytes.Cut(b, []byte("\n"))
	r := csv.NewReader(bytes.NewReader(b))
	r.Comma = ';'
	for _, sep := range []rune{',', '\t'} {
		if bytes.Count(first, []byte(string(sep))) > bytes.Count(first, []byte(string(r.Comma))) {
			r.Comma = sep
		}
	}
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	rows, err := r.ReadAll()
	if err != nil {
		return nil, turnir.Errorf(turnir.EINVALID, "the file is neither XLSX nor CSV: %v", "файл — не XLSX и не CSV: %v", err)
	}
	if len(rows) > maxXLSXRows {
		return nil, turnir.Errorf(turnir.EINVALID, "more than %[1]s", "больше %[2]s", labels.Count("en", "count.row", maxXLSXRows), labels.Count("ru", "count.row_gen", maxXLSXRows))
	}
	return rows, nil
}
