package report_test

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"strconv"
	"strings"
	"testing"

	"turnir/report"
)

var (
	update   = flag.Bool("update", false, "rewrite the golden files in testdata/")
	seedFlag = flag.Uint64("seed", 0, "seed for the randomised tests (0: a fresh one)")
)

// pkg is an unpacked XLSX: its parts in zip order and their bodies.
type pkg struct {
	names []string
	parts map[string][]byte
}

// unzip opens an XLSX and checks that every part is well-formed XML by
// reading all its tokens with encoding/xml, which refuses characters XML
// cannot carry, unbalanced tags and bad entities.
func unzip(t *testing.T, data []byte) pkg {
	t.Helper()
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatalf("not a zip: %v", err)
	}
	p := pkg{parts: map[string][]byte{}}
	for _, f := range z.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatalf("open %s: %v", f.Name, err)
		}
		body, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatalf("read %s: %v", f.Name, err)
		}
		if _, dup := p.parts[f.Name]; dup {
			t.Fatalf("part %s twice", f.Name)
		}
		p.names = append(p.names, f.Name)
		p.parts[f.Name] = body
		wellFormed(t, f.Name, body)
	}
	return p
}

func wellFormed(t *testing.T, name string, body []byte) {
	t.Helper()
	if !bytes.HasPrefix(body, []byte(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`)) {
		t.Errorf("%s: no XML declaration", name)
	}
	d := xml.NewDecoder(bytes.NewReader(body))
	for {
		_, err := d.Token()
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			t.Fatalf("%s is not well-formed XML: %v", name, err)
		}
	}
}

// decode unmarshals a part into v.
func decode(t *testing.T, p pkg, name string, v any) {
	t.Helper()
	body, ok := p.parts[name]
	if !ok {
		t.Fatalf("no part %s in %v", name, p.names)
	}
	if err := xml.Unmarshal(body, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// The shapes of the parts we read back. encoding/xml matches local names, so
// the namespaces are checked separately where they matter.
type (
	xTypes struct {
		XMLName   xml.Name    `xml:"Types"`
		Defaults  []xDefault  `xml:"Default"`
		Overrides []xOverride `xml:"Override"`
	}
	xDefault struct {
		Extension   string `xml:",attr"`
		ContentType string `xml:",attr"`
	}
	xOverride struct {
		PartName    string `xml:",attr"`
		ContentType string `xml:",attr"`
	}
	xRels struct {
		Rels []xRel `xml:"Relationship"`
	}
	xRel struct {
		ID     string `xml:"Id,attr"`
		Type   string `xml:",attr"`
		Target string `xml:",attr"`
	}
	xWorkbook struct {
		XMLName xml.Name `xml:"workbook"`
		Sheets  []struct {
			Name    string `xml:"name,attr"`
			SheetID string `xml:"sheetId,attr"`
			RID     string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
		} `xml:"sheets>sheet"`
	}
	xStyles struct {
		Fonts []struct {
			Bold *struct{} `xml:"b"`
		} `xml:"fonts>font"`
		Xfs []struct {
			FontID    int `xml:"fontId,attr"`
			Alignment *struct {
				Wrap string `xml:"wrapText,attr"`
			} `xml:"alignment"`
		} `xml:"cellXfs>xf"`
	}
	xSheet struct {
		XMLName   xml.Name `xml:"worksheet"`
		Dimension struct {
			Ref string `xml:"ref,attr"`
		} `xml:"dimension"`
		Pane *struct {
			YSplit      string `xml:"ySplit,attr"`
			TopLeftCell string `xml:"topLeftCell,attr"`
			State       string `xml:"state,attr"`
		} `xml:"sheetViews>sheetView>pane"`
		Cols []struct {
			Min   int     `xml:"min,attr"`
			Max   int     `xml:"max,attr"`
			Width float64 `xml:"width,attr"`
		} `xml:"cols>col"`
		Rows []struct {
			R     int     `xml:"r,attr"`
			Cells []xCell `xml:"c"`
		} `xml:"sheetData>row"`
	}
	xCell struct {
		Ref   string  `xml:"r,attr"`
		Type  string  `xml:"t,attr"`
		Style int     `xml:"s,attr"`
		V     *string `xml:"v"`
		IS    *struct {
			T string `xml:"t"`
		} `xml:"is"`
	}
)

// cell is what a spreadsheet shows in a cell, read back from a sheet part.
type cell struct {
	Text    string
	Number  bool
	Style   int
	Present bool
}

// readSheet returns the cells of a sheet part by reference ("B3"), with
// inline strings decoded from the _xHHHH_ escapes as Excel does.
func readSheet(t *testing.T, p pkg, name string) (xSheet, map[string]cell) {
	t.Helper()
	var s xSheet
	decode(t, p, name, &s)
	if s.XMLName.Space != "http://schemas.openxmlformats.org/spreadsheetml/2006/main" {
		t.Errorf("%s: namespace %q", name, s.XMLName.Space)
	}
	cells := map[string]cell{}
	for _, r := range s.Rows {
		for _, c := range r.Cells {
			if !strings.HasSuffix(c.Ref, strconv.Itoa(r.R)) {
				t.Errorf("%s: cell %s in row %d", name, c.Ref, r.R)
			}
			got := cell{Style: c.Style, Present: true}
			switch c.Type {
			case "inlineStr":
				if c.IS == nil || c.V != nil {
					t.Errorf("%s: inline string cell %s without <is> or with <v>", name, c.Ref)
					continue
				}
				got.Text = unescapeST(c.IS.T)
			case "", "n":
				if c.V == nil {
					t.Errorf("%s: numeric cell %s without <v>", name, c.Ref)
					continue
				}
				if _, err := strconv.ParseFloat(*c.V, 64); err != nil {
					t.Errorf("%s: numeric cell %s = %q: %v", name, c.Ref, *c.V, err)
				}
				got.Text, got.Number = *c.V, true
			default:
				t.Errorf("%s: cell %s of unexpected type %q", name, c.Ref, c.Type)
			}
			if _, dup := cells[c.Ref]; dup {
				t.Errorf("%s: cell %s twice", name, c.Ref)
			}
			cells[c.Ref] = got
		}
	}
	return s, cells
}

// unescapeST decodes ST_Xstring escapes: _xHHHH_ is the character HHHH.
func unescapeST(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		if i+7 <= len(s) && s[i] == '_' && (s[i+1] == 'x' || s[i+1] == 'X') && s[i+6] == '_' {
			if n, err := strconv.ParseUint(s[i+2:i+6], 16, 32); err == nil {
				b.WriteRune(rune(n))
				i += 7
				continue
			}
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}

func xlsx(t *testing.T, sheets ...report.Table) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := report.WriteXLSX(&b, sheets...); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
