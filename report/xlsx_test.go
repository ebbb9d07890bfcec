package report_test

import (
	"bytes"
	"fmt"
	"path"
	"slices"
	"strings"
	"testing"

	"turnir"
	"turnir/report"
)

// standings is a table shaped like puzzleswiss.Tournament.Table: places shared as
// "2-3", IDs, Russian names, numbers, a time with a fraction.
func standings() report.Table {
	t := report.New(
		[]string{"place", "id", "name", "points", "total_time_s", "r1"},
		[][]string{
			{"1", "s7", "Анна Иванова", "3", "125.500", "1 vs s2 12.300s"},
			{"2-3", "s2", `Tom "Tiger" <Jones> & Co`, "2", "300.000", "0 vs s7"},
			{"2-3", "s5", "=HYPERLINK(\"x\")\x01\x1f", "2", "301.250", "1 bye"},
		})
	t.Name = "Таблица"
	return t
}

func TestWriteXLSX(t *testing.T) {
	second := report.Table{
		Name:    "Раунд: 1/2 [финал]",
		Header:  []string{"A", "line\nbreak"},
		Rows:    [][]string{{"x", "1"}, {}, {"", "", "third column"}},
		Numeric: []bool{false, true},
	}
	p := unzip(t, xlsx(t, standings(), second))

	t.Run("parts", func(t *testing.T) {
		want := []string{"[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels",
			"xl/styles.xml", "xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml"}
		if !slices.Equal(p.names, want) {
			t.Fatalf("parts %v, want %v", p.names, want)
		}
		// Every part but the content types is declared, by default or override.
		var ct xTypes
		decode(t, p, "[Content_Types].xml", &ct)
		for _, name := range p.names[1:] {
			declared := slices.ContainsFunc(ct.Overrides, func(o xOverride) bool {
				return o.PartName == "/"+name
			}) || slices.ContainsFunc(ct.Defaults, func(d xDefault) bool {
				return strings.HasSuffix(name, "."+d.Extension)
			})
			if !declared {
				t.Errorf("part %s has no content type", name)
			}
		}
		for _, o := range ct.Overrides {
			if _, ok := p.parts[strings.TrimPrefix(o.PartName, "/")]; !ok {
				t.Errorf("content type for missing part %s", o.PartName)
			}
		}
	})

	t.Run("relationships", func(t *testing.T) {
		var root, wbRels xRels
		decode(t, p, "_rels/.rels", &root)
		if len(root.Rels) != 1 || root.Rels[0].Target != "xl/workbook.xml" || !strings.HasSuffix(root.Rels[0].Type, "/officeDocument") {
			t.Errorf("root relationships %+v", root.Rels)
		}
		decode(t, p, "xl/_rels/workbook.xml.rels", &wbRels)
		targets := map[string]string{}
		for _, r := range wbRels.Rels {
			if _, ok := p.parts[path.Join("xl", r.Target)]; !ok {
				t.Errorf("relationship %s to missing part %s", r.ID, r.Target)
			}
			targets[r.ID] = r.Target
		}
		var wb xWorkbook
		decode(t, p, "xl/workbook.xml", &wb)
		for i, s := range wb.Sheets {
			if want := fmt.Sprintf("worksheets/sheet%d.xml", i+1); targets[s.RID] != want {
				t.Errorf("sheet %q links %s to %q, want %q", s.Name, s.RID, targets[s.RID], want)
			}
		}
		if !slices.ContainsFunc(wbRels.Rels, func(r xRel) bool {
			return r.Target == "styles.xml" && strings.HasSuffix(r.Type, "/styles")
		}) {
			t.Error("styles are not linked from the workbook")
		}
	})

	t.Run("sheet_names", func(t *testing.T) {
		var wb xWorkbook
		decode(t, p, "xl/workbook.xml", &wb)
		var got []string
		for _, s := range wb.Sheets {
			got = append(got, s.Name)
		}
		if want := []string{"Таблица", "Раунд 1 2 финал"}; !slices.Equal(got, want) {
			t.Errorf("sheet names %q, want %q", got, want)
		}
	})

	t.Run("cells_and_types", func(t *testing.T) {
		s, cells := readSheet(t, p, "xl/worksheets/sheet1.xml")
		want := map[string]cell{
			"A1": {Text: "place", Style: 1}, "D1": {Text: "points", Style: 1},
			"A2": {Text: "1"}, // a place column with "2-3" in it stays text throughout
			"A3": {Text: "2-3"},
			"B2": {Text: "s7"},
			"C2": {Text: "Анна Иванова"},
			"C3": {Text: `Tom "Tiger" <Jones> & Co`},
			"C4": {Text: "=HYPERLINK(\"x\")\x01\x1f"}, // an inline string is never a formula: no defusing needed
			"D2": {Text: "3", Number: true},
			"E3": {Text: "300.000", Number: true},
			"E4": {Text: "301.250", Number: true},
			"F2": {Text: "1 vs s2 12.300s"},
		}
		for ref, w := range want {
			w.Present = true
			if got := cells[ref]; got != w {
				t.Errorf("%s = %+v, want %+v", ref, got, w)
			}
		}
		if len(cells) != 6*4 {
			t.Errorf("%d cells, want 24", len(cells))
		}
		if s.Dimension.Ref != "A1:F4" {
			t.Errorf("dimension %q, want A1:F4", s.Dimension.Ref)
		}
	})

	t.Run("ragged_rows_and_wrap", func(t *testing.T) {
		s, cells := readSheet(t, p, "xl/worksheets/sheet2.xml")
		want := map[string]cell{
			"A1": {Text: "A", Style: 1, Present: true},
			"B1": {Text: "line\nbreak", Style: 3, Present: true}, // bold + wrap
			"A2": {Text: "x", Present: true},
			"B2": {Text: "1", Number: true, Present: true},
			"C4": {Text: "third column", Present: true},
		}
		for ref, w := range want {
			if got := cells[ref]; got != w {
				t.Errorf("%s = %+v, want %+v", ref, got, w)
			}
		}
		if len(cells) != len(want) {
			t.Errorf("cells %v: empty cells must be left out", cells)
		}
		rows := []int{}
		for _, r := range s.Rows {
			rows = append(rows, r.R)
		}
		if !slices.Equal(rows, []int{1, 2, 4}) {
			t.Errorf("rows %v, want 1 2 4 (the empty row left out, numbering kept)", rows)
		}
		if s.Dimension.Ref != "A1:C4" || len(s.Cols) != 3 {
			t.Errorf("dimension %q, %d cols", s.Dimension.Ref, len(s.Cols))
		}
	})

	t.Run("header_style_is_bold_and_shared", func(t *testing.T) {
		var st xStyles
		decode(t, p, "xl/styles.xml", &st)
		if len(st.Xfs) != 4 {
			t.Fatalf("%d cell formats, want 4", len(st.Xfs))
		}
		bold := func(xf int) bool { f := st.Xfs[xf].FontID; return f < len(st.Fonts) && st.Fonts[f].Bold != nil }
		wrap := func(xf int) bool { return st.Xfs[xf].Alignment != nil && st.Xfs[xf].Alignment.Wrap == "1" }
		for xf, w := range []struct{ bold, wrap bool }{{false, false}, {true, false}, {false, true}, {true, true}} {
			if bold(xf) != w.bold || wrap(xf) != w.wrap {
				t.Errorf("cell format %d: bold %v wrap %v, want %+v", xf, bold(xf), wrap(xf), w)
			}
		}
		// Every header cell of every sheet uses a bold format, every other
		// cell a plain one.
		for _, name := range []string{"xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml"} {
			_, cells := readSheet(t, p, name)
			for ref, c := range cells {
				header := strings.HasSuffix(ref, "1") && !strings.ContainsAny(ref[len(ref)-2:len(ref)-1], "0123456789")
				if bold(c.Style) != header {
					t.Errorf("%s %s: bold %v", name, ref, bold(c.Style))
				}
			}
		}
	})

	t.Run("frozen_header_and_widths", func(t *testing.T) {
		s, _ := readSheet(t, p, "xl/worksheets/sheet1.xml")
		if s.Pane == nil || s.Pane.YSplit != "1" || s.Pane.TopLeftCell != "A2" || s.Pane.State != "frozen" {
			t.Errorf("pane %+v, want the first row frozen", s.Pane)
		}
		if len(s.Cols) != 6 {
			t.Fatalf("%d column widths, want 6", len(s.Cols))
		}
		for i, c := range s.Cols {
			if c.Min != i+1 || c.Max != i+1 || c.Width < 6 || c.Width > 60 {
				t.Errorf("column %d: %+v", i+1, c)
			}
		}
		if s.Cols[2].Width <= s.Cols[0].Width {
			t.Errorf("the name column (%v) should be wider than the place column (%v)", s.Cols[2].Width, s.Cols[0].Width)
		}
	})
}

func TestWriteXLSXNoHeader(t *testing.T) {
	p := unzip(t, xlsx(t, report.Table{Rows: [][]string{{"a", "b"}}}, report.Table{}))
	s, cells := readSheet(t, p, "xl/worksheets/sheet1.xml")
	if s.Pane != nil {
		t.Error("a sheet without a header has nothing to freeze")
	}
	if c := cells["A1"]; c.Text != "a" || c.Style != 0 {
		t.Errorf("A1 = %+v, want the first row as plain data", c)
	}
	s, cells = readSheet(t, p, "xl/worksheets/sheet2.xml")
	if len(cells) != 0 || len(s.Cols) != 0 || s.Dimension.Ref != "A1" {
		t.Errorf("an empty table gave %+v", s)
	}
	var wb xWorkbook
	decode(t, p, "xl/workbook.xml", &wb)
	if wb.Sheets[0].Name != "Sheet 1" || wb.Sheets[1].Name != "Sheet 2" {
		t.Errorf("unnamed sheets got %q, %q", wb.Sheets[0].Name, wb.Sheets[1].Name)
	}
}

// TestXLSXEscaping checks that text which means something to XML or to Excel
// reads back exactly as written.
func TestXLSXEscaping(t *testing.T) {
	texts := []struct{ name, in, want string }{
		{"markup", `<b>&amp;</b> "q" 'a'`, `<b>&amp;</b> "q" 'a'`},
		{"control_chars", "a\x00b\x01c\x08d\x0be\x0cf\x1bg\x1f", "a\x00b\x01c\x08d\x0be\x0cf\x1bg\x1f"},
		{"whitespace_kept", " \ta\r\nb\n ", " \ta\r\nb\n "},
		{"literal_escape_form", "_x0041_ and _X00e9_", "_x0041_ and _X00e9_"},
		{"not_an_escape", "_x004_ _xZZZZ_ _", "_x004_ _xZZZZ_ _"},
		{"noncharacters", "\uFFFE\uFFFF", "\uFFFE\uFFFF"},
		{"invalid_utf8", "a\xffb", "a\uFFFDb"},
		{"cyrillic_and_emoji", "Ёжик 🦔", "Ёжик 🦔"},
	}
	var rows [][]string
	for _, c := range texts {
		rows = append(rows, []string{c.in})
	}
	// The same texts as a sheet name exercise attribute escaping.
	p := unzip(t, xlsx(t, report.Table{Name: `<&>"`, Header: []string{"text"}, Rows: rows}))
	_, cells := readSheet(t, p, "xl/worksheets/sheet1.xml")
	for i, c := range texts {
		t.Run(c.name, func(t *testing.T) {
			if got := cells[fmt.Sprintf("A%d", i+2)].Text; got != c.want {
				t.Errorf("read back %q, want %q", got, c.want)
			}
		})
	}
	var wb xWorkbook
	decode(t, p, "xl/workbook.xml", &wb)
	if wb.Sheets[0].Name != `<&>"` {
		t.Errorf("sheet name read back %q", wb.Sheets[0].Name)
	}
}

func TestWriteXLSXRefuses(t *testing.T) {
	wide := report.Table{Name: "wide", Header: make([]string, 16385)}
	long := report.Table{Name: "long", Rows: [][]string{{strings.Repeat("я", 32768)}}}
	tall := report.Table{Name: "tall", Rows: make([][]string, 1<<20+1)}
	for _, c := range []struct {
		name   string
		sheets []report.Table
	}{
		{"no_sheets", nil},
		{"too_many_columns", []report.Table{{Name: "ok"}, wide}},
		{"cell_too_long", []report.Table{long}},
		{"too_many_rows", []report.Table{tall}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var b bytes.Buffer
			err := report.WriteXLSX(&b, c.sheets...)
			if turnir.ErrorCode(err) != turnir.EINVALID {
				t.Errorf("error %v, want EINVALID", err)
			}
			if b.Len() != 0 {
				t.Errorf("%d bytes written before refusing", b.Len())
			}
		})
	}
	t.Run("at_the_limits", func(t *testing.T) {
		edge := report.Table{Header: make([]string, 16384), Rows: [][]string{{strings.Repeat("я", 32767)}}}
		edge.Header[16383] = "last"
		_, cells := readSheet(t, unzip(t, xlsx(t, edge)), "xl/worksheets/sheet1.xml")
		if cells["XFD1"].Text != "last" {
			t.Errorf("column 16384 is not XFD: %v", cells)
		}
	})
}

func TestWriteXLSXDeterministic(t *testing.T) {
	a, b := xlsx(t, standings()), xlsx(t, standings())
	if !bytes.Equal(a, b) {
		t.Error("two writes of the same table differ")
	}
}

func TestWorkbook(t *testing.T) {
	var a, b bytes.Buffer
	if err := (report.Workbook{standings(), {Name: "x"}}).WriteXLSX(&a); err != nil {
		t.Fatal(err)
	}
	if err := report.WriteXLSX(&b, standings(), report.Table{Name: "x"}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("Workbook.WriteXLSX differs from WriteXLSX")
	}
}
