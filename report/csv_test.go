package report_test

import (
	"archive/zip"
	"bytes"
	"encoding/csv"
	"io"
	"slices"
	"strings"
	"testing"

	"turnir"
	"turnir/report"
)

// readCSV parses what WriteCSV wrote, the BOM removed, with encoding/csv.
func readCSV(t *testing.T, data []byte, comma rune) [][]string {
	t.Helper()
	r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\uFEFF"))))
	r.FieldsPerRecord = -1
	if comma != 0 {
		r.Comma = comma
	}
	recs, err := r.ReadAll()
	if err != nil {
		t.Fatalf("written CSV does not parse: %v\n%q", err, data)
	}
	return recs
}

func TestWriteCSV(t *testing.T) {
	tab := report.Table{
		Header: []string{"Место", "Команда", "Очки"},
		Rows: [][]string{
			{"1", "Знатоки, Москва", "12"},
			{"2-3", `"Кавычки" и 'апостроф'`, "-3"},
			{"2-3", "две\nстроки", "10.5"},
			{"4", " пробел в начале", ""},
		},
		Numeric: []bool{false, false, true},
	}
	var b bytes.Buffer
	if err := report.WriteCSV(&b, tab); err != nil {
		t.Fatal(err)
	}
	want := "\uFEFF" +
		"Место,Команда,Очки\r\n" +
		"1,\"Знатоки, Москва\",12\r\n" +
		"2-3,\"\"\"Кавычки\"\" и 'апостроф'\",-3\r\n" +
		"2-3,\"две\nстроки\",10.5\r\n" + // a line break inside a field is kept as it is

		"4,\" пробел в начале\",\r\n"
	t.Run("rfc4180_bytes", func(t *testing.T) {
		if got := b.String(); got != want {
			t.Errorf("got\n%q\nwant\n%q", got, want)
		}
	})
	t.Run("round_trip", func(t *testing.T) {
		got := readCSV(t, b.Bytes(), 0)
		if !slices.EqualFunc(got, append([][]string{tab.Header}, tab.Rows...), slices.Equal) {
			t.Errorf("read back %q", got)
		}
	})
	t.Run("bom_by_default_and_off", func(t *testing.T) {
		if !bytes.HasPrefix(b.Bytes(), []byte{0xEF, 0xBB, 0xBF}) {
			t.Error("no UTF-8 BOM by default")
		}
		var nb bytes.Buffer
		if err := (report.CSV{NoBOM: true}).Write(&nb, tab); err != nil {
			t.Fatal(err)
		}
		if nb.String() != strings.TrimPrefix(want, "\uFEFF") {
			t.Errorf("NoBOM wrote %q", nb.String())
		}
	})
	t.Run("semicolon_for_russian_excel", func(t *testing.T) {
		var sb bytes.Buffer
		if err := (report.CSV{Comma: ';'}).Write(&sb, tab); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(sb.String(), "1;Знатоки, Москва;12\r\n") {
			t.Errorf("semicolon CSV:\n%s", sb.String())
		}
		if got := readCSV(t, sb.Bytes(), ';'); !slices.Equal(got[1], tab.Rows[0]) {
			t.Errorf("read back %q", got[1])
		}
	})
	t.Run("invalid_separator", func(t *testing.T) {
		for _, c := range []rune{'"', '\n', '\r', 0xFFFD} {
			var w bytes.Buffer
			err := (report.CSV{Comma: c}).Write(&w, tab)
			if turnir.ErrorCode(err) != turnir.EINVALID || w.Len() != 0 {
				t.Errorf("separator %q: error %v, %d bytes written", c, err, w.Len())
			}
		}
	})
	t.Run("ragged_rows", func(t *testing.T) {
		var w bytes.Buffer
		if err := report.WriteCSV(&w, report.Table{Rows: [][]string{{"a"}, {"b", "c", "d"}, {}}}); err != nil {
			t.Fatal(err)
		}
		// A blank row is written as one empty quoted field: a blank line
		// would be skipped by readers and the row lost.
		if got := w.String(); got != "\uFEFFa\r\nb,c,d\r\n\"\"\r\n" {
			t.Errorf("got %q", got)
		}
		if got := readCSV(t, w.Bytes(), 0); len(got) != 3 {
			t.Errorf("read back %d records, want 3", len(got))
		}
	})
}

// TestCSVFormulaDefusing: a name from public registration must not run as a
// formula when the organizer opens the CSV in a spreadsheet.
func TestCSVFormulaDefusing(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"equals", `=HYPERLINK("http://x","клик")`, `'=HYPERLINK("http://x","клик")`},
		{"plus", "+7 999 123", "'+7 999 123"},
		{"minus_text", "-1+2", "'-1+2"},
		{"at", "@SUM(A1)", "'@SUM(A1)"},
		{"tab", "\t=1", "'\t=1"},
		{"negative_number_is_data", "-3", "-3"},
		{"lone_dash_is_a_placeholder", "-", "-"},
		{"plain_text", "Знатоки", "Знатоки"},
		{"equals_inside", "a=b", "a=b"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tab := report.Table{Rows: [][]string{{c.in}}}
			var def, raw bytes.Buffer
			if err := report.WriteCSV(&def, tab); err != nil {
				t.Fatal(err)
			}
			if got := readCSV(t, def.Bytes(), 0)[0][0]; got != c.want {
				t.Errorf("default: %q, want %q", got, c.want)
			}
			if err := (report.CSV{Raw: true}).Write(&raw, tab); err != nil {
				t.Fatal(err)
			}
			if got := readCSV(t, raw.Bytes(), 0)[0][0]; got != c.in {
				t.Errorf("raw: %q, want %q unchanged", got, c.in)
			}
		})
	}
}

func TestCSVWriteZip(t *testing.T) {
	tables := []report.Table{
		{Name: "Тур 1", Header: []string{"a"}, Rows: [][]string{{"1"}}},
		{Name: "тур 1", Header: []string{"b"}},
		{Name: `a<b>"c"|`, Header: []string{"c"}},
		{Name: `a_b_"c"_`, Header: []string{"d"}},
	}
	var b bytes.Buffer
	if err := (report.CSV{}).WriteZip(&b, tables...); err != nil {
		t.Fatal(err)
	}
	z, err := zip.NewReader(bytes.NewReader(b.Bytes()), int64(b.Len()))
	if err != nil {
		t.Fatal(err)
	}
	var names, firsts []string
	for _, f := range z.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(rc)
		rc.Close()
		names = append(names, f.Name)
		firsts = append(firsts, readCSV(t, data, 0)[0][0])
	}
	wantNames := []string{"Тур 1.csv", "тур 1 (2).csv", "a_b__c__.csv", "a_b__c__-2.csv"}
	if !slices.Equal(names, wantNames) {
		t.Errorf("files %q, want %q", names, wantNames)
	}
	if !slices.Equal(firsts, []string{"a", "b", "c", "d"}) {
		t.Errorf("files hold %q, want the tables in order", firsts)
	}
	var again bytes.Buffer
	if err := (report.CSV{}).WriteZip(&again, tables...); err != nil || !bytes.Equal(again.Bytes(), b.Bytes()) {
		t.Errorf("second zip differs (err %v)", err)
	}
}
