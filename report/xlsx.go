package report

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"turnir"
)

// zipTime is the modification time of every part: fixed, so that the same
// tables always give the same bytes. 1980-01-01 is the MS-DOS epoch, the
// earliest a zip header can hold.
var zipTime = time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC)

// Cell styles of xl/styles.xml, by index into cellXfs. The two flags add up:
// a header cell with a line break is styleHeader+styleWrap.
const (
	styleNormal = 0
	styleHeader = 1 // bold, for the header row
	styleWrap   = 2 // wrap text, so a cell with line breaks shows them
)

// Column widths in Excel's units (about one digit of the default font).
const (
	minWidth = 6
	maxWidth = 60
)

// WriteXLSX writes the tables as one workbook, a sheet per table in order:
// inline strings for text, numbers for the numeric cells, the header row
// bold and frozen, columns sized to their text. Sheet names are made valid
// and unique (SheetNames). At least one table is needed: a workbook without
// sheets is invalid.
//
// Nothing is written when a table is past the spreadsheet limits (rows,
// columns, characters in a cell): the error is a turnir EINVALID.
func WriteXLSX(w io.Writer, sheets ...Table) error {
	if len(sheets) == 0 {
		return turnir.Errorf(turnir.EINVALID, "a workbook needs at least one sheet", "в книге должен быть хотя бы один лист")
	}
	for _, t := range sheets {
		if err := t.check(); err != nil {
			return err
		}
	}
	names := SheetNames(sheets)
	parts := []struct {
		name string
		body []byte
	}{
		{"[Content_Types].xml", contentTypes(len(sheets))},
		{"_rels/.rels", []byte(xmlHeader + rootRels)},
		{"xl/workbook.xml", workbook(names)},
		{"xl/_rels/workbook.xml.rels", workbookRels(len(sheets))},
		{"xl/styles.xml", []byte(xmlHeader + styles)},
	}
	for i, t := range sheets {
		parts = append(parts, struct {
			name string
			body []byte
		}{fmt.Sprintf("xl/worksheets/sheet%d.xml", i+1), worksheet(t, i == 0)})
	}
	z := zip.NewWriter(w)
	for _, p := range parts {
		f, err := z.CreateHeader(&zip.FileHeader{Name: p.name, Method: zip.Deflate, Modified: zipTime})
		if err != nil {
			return err
		}
		if _, err := f.Write(p.body); err != nil {
			return err
		}
	}
	return z.Close()
}

// WriteXLSX writes the workbook; see the function WriteXLSX.
func (b Workbook) WriteXLSX(w io.Writer) error { return WriteXLSX(w, b...) }

const xmlHeader = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n"

// Namespaces and relationship types of Office Open XML (ECMA-376).
const (
	nsMain     = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
	nsRel      = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
	nsPkgRel   = "http://schemas.openxmlformats.org/package/2006/relationships"
	ctSheet    = "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"
	ctWorkbook = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"
	ctStyles   = "application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"
)

const rootRels = `<Relationships xmlns="` + nsPkgRel + `">` +
	`<Relationship Id="rId1" Type="` + nsRel + `/officeDocument" Target="xl/workbook.xml"/>` +
	`</Relationships>`

// styles holds the minimum a strict reader wants (two fills are mandatory:
// none and gray125) plus our three styles: bold header, wrap, bold wrap.
const styles = `<styleSheet xmlns="` + nsMain + `">` +
	`<fonts count="2">` +
	`<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
	`<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
	`</fonts>` +
	`<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
	`<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
	`<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
	`<cellXfs count="4">` +
	`<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
	`<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
	`<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>` +
	`<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>` +
	`</cellXfs>` +
	`<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
	`</styleSheet>`

func contentTypes(n int) []byte {
	var b bytes.Buffer
	b.WriteString(xmlHeader)
	b.WriteString(`<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`)
	b.WriteString(`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>`)
	b.WriteString(`<Default Extension="xml" ContentType="application/xml"/>`)
	b.WriteString(`<Override PartName="/xl/workbook.xml" ContentType="` + ctWorkbook + `"/>`)
	b.WriteString(`<Override PartName="/xl/styles.xml" ContentType="` + ctStyles + `"/>`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<Override PartName="/xl/worksheets/sheet%d.xml" ContentType="%s"/>`, i, ctSheet)
	}
	b.WriteString(`</Types>`)
	return b.Bytes()
}

func workbook(names []string) []byte {
	var b bytes.Buffer
	b.WriteString(xmlHeader)
	b.WriteString(`<workbook xmlns="` + nsMain + `" xmlns:r="` + nsRel + `">`)
	b.WriteString(`<bookViews><workbookView activeTab="0"/></bookViews><sheets>`)
	for i, name := range names {
		b.WriteString(`<sheet name="`)
		writeText(&b, name)
		fmt.Fprintf(&b, `" sheetId="%d" r:id="rId%d"/>`, i+1, i+1)
	}
	b.WriteString(`</sheets></workbook>`)
	return b.Bytes()
}

// workbookRels links the sheets as rId1..rIdN and the styles as rIdN+1, the
// ids workbook.xml refers to.
func workbookRels(n int) []byte {
	var b bytes.Buffer
	b.WriteString(xmlHeader)
	b.WriteString(`<Relationships xmlns="` + nsPkgRel + `">`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<Relationship Id="rId%d" Type="%s/worksheet" Target="worksheets/sheet%d.xml"/>`, i, nsRel, i)
	}
	fmt.Fprintf(&b, `<Relationship Id="rId%d" Type="%s/styles" Target="styles.xml"/>`, n+1, nsRel)
	b.WriteString(`</Relationships>`)
	return b.Bytes()
}

// worksheet writes one sheet. Empty cells are left out (a spreadsheet
// treats a missing cell as blank); a row with no cells at all is left out
// too, which keeps row numbers honest since every row carries its r.
func worksheet(t Table, selected bool) []byte {
	var b bytes.Buffer
	width := t.Width()
	rows := t.Rows
	first := 1 // spreadsheet row of rows[0]
	if len(t.Header) > 0 {
		first = 2
	}
	last := first + len(rows) - 1
	b.WriteString(xmlHeader)
	b.WriteString(`<worksheet xmlns="` + nsMain + `" xmlns:r="` + nsRel + `">`)
	if width > 0 && last >= 1 {
		fmt.Fprintf(&b, `<dimension ref="A1:%s%d"/>`, column(width-1), last)
	} else {
		b.WriteString(`<dimension ref="A1"/>`)
	}
	b.WriteString(`<sheetViews><sheetView workbookViewId="0"`)
	if selected {
		b.WriteString(` tabSelected="1"`)
	}
	if len(t.Header) > 0 {
		// Freeze the header so it stays on screen while scrolling 50+ teams.
		b.WriteString(`><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>` +
			`<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView>`)
	} else {
		b.WriteString(`/>`)
	}
	b.WriteString(`</sheetViews><sheetFormatPr defaultRowHeight="15"/>`)
	if width > 0 {
		b.WriteString(`<cols>`)
		for c, wd := range columnWidths(t) {
			fmt.Fprintf(&b, `<col min="%d" max="%d" width="%s" customWidth="1"/>`, c+1, c+1, strconv.FormatFloat(wd, 'f', -1, 64))
		}
		b.WriteString(`</cols>`)
	}
	b.WriteString(`<sheetData>`)
	if len(t.Header) > 0 {
		writeRow(&b, t, 1, t.Header, styleHeader)
	}
	for i, r := range rows {
		writeRow(&b, t, first+i, r, styleNormal)
	}
	b.WriteString(`</sheetData></worksheet>`)
	return b.Bytes()
}

// writeRow writes spreadsheet row n. A header cell of a numeric column that
// is itself a number (a question number of the rating layout) is written as
// a number too, in the header style, so a reader matching numbers finds it.
func writeRow(b *bytes.Buffer, t Table, n int, cells []string, style int) {
	empty := true
	for _, s := range cells {
		if s != "" {
			empty = false
			break
		}
	}
	if empty {
		return
	}
	fmt.Fprintf(b, `<row r="%d">`, n)
	for c, s := range cells {
		if s == "" {
			continue
		}
		ref := column(c) + strconv.Itoa(n)
		st := style
		if strings.ContainsAny(s, "\n\r") {
			st += styleWrap
		}
		b.WriteString(`<c r="` + ref + `"`)
		if st != styleNormal {
			fmt.Fprintf(b, ` s="%d"`, st)
		}
		if t.numberCell(c, s) {
			b.WriteString(`><v>` + s + `</v></c>`)
			continue
		}
		b.WriteString(` t="inlineStr"><is><t xml:space="preserve">`)
		writeText(b, s)
		b.WriteString(`</t></is></c>`)
	}
	b.WriteString(`</row>`)
}

// column returns the letters of the 0-based column c: A..Z, AA..ZZ, AAA...
func column(c int) string {
	var buf [3]byte // XFD, the last column, has three letters
	i := len(buf)
	for c++; c > 0; c = (c - 1) / 26 {
		i--
		buf[i] = byte('A' + (c-1)%26)
	}
	return string(buf[i:])
}

// columnWidths sizes each column to its longest line, header included (bold
// text is wider, so it gets one extra), within [minWidth, maxWidth].
func columnWidths(t Table) []float64 {
	w := make([]float64, t.Width())
	measure := func(c int, s string, extra float64) {
		for line := range strings.SplitSeq(s, "\n") {
			w[c] = max(w[c], float64(utf8.RuneCountInString(line))+extra)
		}
	}
	for c, s := range t.Header {
		measure(c, s, 1)
	}
	for _, r := range t.Rows {
		for c, s := range r {
			measure(c, s, 0)
		}
	}
	for c := range w {
		w[c] = min(max(w[c]+2, minWidth), maxWidth) // +2 for the cell padding
	}
	return w
}
