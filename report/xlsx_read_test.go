package report

import (
	"archive/zip"
	"bytes"
	"reflect"
	"testing"
)

// TestReadXLSXReadsWhatWriteXLSXWrites: a table written and read back
// gives the same cells, header first; a file that is not XLSX is refused.
func TestReadXLSXReadsWhatWriteXLSXWrites(t *testing.T) {
	tb := New([]string{"команда", "доска", "ФИО"}, [][]string{{"Школа 1", "1", "Петров Пётр"}, {"Школа 1", "2", ""}, {"Лицей «А»", "5", "Орлова <Дарья> & Co"}})
	var b bytes.Buffer
	if err := WriteXLSX(&b, tb); err != nil {
		t.Fatal(err)
	}
	rows, err := ReadXLSX(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"команда", "доска", "ФИО"}, {"Школа 1", "1", "Петров Пётр"}, {"Школа 1", "2"}, {"Лицей «А»", "5", "Орлова <Дарья> & Co"}}
	if !reflect.DeepEqual(rows, want) {
		t.Fatalf("read %q, want %q", rows, want)
	}
	if _, err := ReadXLSX([]byte("team;board\n")); err == nil {
		t.Error("a CSV was read as XLSX")
	}
	var z bytes.Buffer
	zw := zip.NewWriter(&z)
	w, _ := zw.Create("xl/worksheets/sheet1.xml")
	w.Write(bytes.Repeat([]byte(" "), maxXLSXPart+10)) // a zip bomb in miniature
	zw.Close()
	if _, err := ReadXLSX(z.Bytes()); err == nil {
		t.Error("an oversized sheet was read")
	}
}
