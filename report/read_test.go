package report_test

import (
	"slices"
	"testing"

	"golang.org/x/text/encoding/charmap"

	"turnir/report"
)

// TestReadTableAsSchoolsSendIt: a CSV as a Russian Excel saves it
// (Windows-1251, ";"), with a BOM, with ",", or cells copied out of the
// sheet (tabs) all read as the same rows.
func TestReadTableAsSchoolsSendIt(t *testing.T) {
	want := [][]string{{"Команда", "Доска", "ФИО"}, {"Школа №5", "1", "Ёлкина Алёна"}}
	cp1251, err := charmap.Windows1251.NewEncoder().String("Команда;Доска;ФИО\r\nШкола №5;1;Ёлкина Алёна\r\n")
	if err != nil {
		t.Fatal(err)
	}
	for name, in := range map[string]string{
		"windows-1251":    cp1251,
		"utf-8 with bom":  "\xef\xbb\xbfКоманда;Доска;ФИО\nШкола №5;1;Ёлкина Алёна\n",
		"commas":          "Команда,Доска,ФИО\nШкола №5,1,Ёлкина Алёна\n",
		"copied as tabs":  "Команда\tДоска\tФИО\nШкола №5\t1\tЁлкина Алёна\n",
		"quoted, a comma": "Команда;Доска;ФИО\n\"Школа №5\";1;\"Ёлкина Алёна\"\n",
	} {
		rows, err := report.ReadTable([]byte(in))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !slices.EqualFunc(rows, want, slices.Equal) {
			t.Errorf("%s: rows %q, want %q", name, rows, want)
		}
	}
}
