package report

import (
	"bytes"
	"encoding/csv"
	"turnir/labels"

	"turnir"
)

// ReadTable returns the rows of a table file as schools and clubs send
// them: an XLSX (its first sheet, ReadXLSX) or a CSV, told apart by the
// zip signature. A CSV's separator is ";" or ",", whichever its first
// line uses more (Excel writes ";" where the decimal mark is a comma); a
// UTF-8 BOM is skipped.
func ReadTable(b []byte) ([][]string, error) {
	if bytes.HasPrefix(b, []byte("PK\x03\x04")) {
		return ReadXLSX(b)
	}
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	first, _, _ := bytes.Cut(b, []byte("\n"))
	r := csv.NewReader(bytes.NewReader(b))
	if bytes.Count(first, []byte(";")) >= bytes.Count(first, []byte(",")) {
		r.Comma = ';'
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
