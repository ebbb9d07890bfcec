package report

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
	"strconv"
	"strings"

	"turnir"
)

// Limits of ReadXLSX: a roster spreadsheet is a few kilobytes; these keep
// a zip bomb or a sheet of a million rows from costing the server more.
const (
	maxXLSXPart  = 8 << 20 // bytes of one decompressed part (sheet, shared strings)
	maxXLSXRows  = 5000
	maxXLSXCells = 64 // per row
)

// ReadXLSX returns the rows of the first worksheet of an XLSX file as
// text (numbers as written, shared and inline strings resolved), so that
// the spreadsheets schools send can be read like a CSV. Only what a
// roster needs is read: no formulas are evaluated (their cached value is
// taken), dates stay serial numbers.
func ReadXLSX(b []byte) ([][]string, error) {
	bad := func(what string) error {
		return turnir.Errorf(turnir.EINVALID, "not a readable XLSX file: %s", "не удаётся прочитать файл XLSX: %s", what)
	}
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return nil, bad(err.Error())
	}
	part := func(name string) ([]byte, error) {
		for _, f := range zr.File {
			if f.Name == name {
				rc, err := f.Open()
				if err != nil {
					return nil, bad(err.Error())
				}
				defer rc.Close()
				data, err := io.ReadAll(io.LimitReader(rc, maxXLSXPart+1))
				if err != nil {
					return nil, bad(err.Error())
				}
				if len(data) > maxXLSXPart {
					return nil, bad(name + " is too large")
				}
				return data, nil
			}
		}
		return nil, nil
	}
	var shared []string
	if data, err := part("xl/sharedStrings.xml"); err != nil {
		return nil, err
	} else if data != nil {
		var sst struct {
			SI []struct {
				T string `xml:"t"`
				R []struct {
					T string `xml:"t"`
				} `xml:"r"`
			} `xml:"si"`
		}
		if err := xml.Unmarshal(data, &sst); err != nil {
			return nil, bad("shared strings: " + err.Error())
		}
		for _, si := range sst.SI {
			s := si.T
			for _, r := range si.R {
				s += r.T
			}
			shared = append(shared, s)
		}
	}
	sheet, err := part("xl/worksheets/sheet1.xml")
	if err != nil {
		return nil, err
	}
	if sheet == nil {
		return nil, bad("it has no first worksheet")
	}
	var ws struct {
		Rows []struct {
			C []struct {
				R  string `xml:"r,attr"`
				T  string `xml:"t,attr"`
				V  string `xml:"v"`
				IS struct {
					T string `xml:"t"`
				} `xml:"is"`
			} `xml:"c"`
		} `xml:"sheetData>row"`
	}
	if err := xml.Unmarshal(sheet, &ws); err != nil {
		return nil, bad("sheet: " + err.Error())
	}
	if len(ws.Rows) > maxXLSXRows {
		return nil, bad("more than " + strconv.Itoa(maxXLSXRows) + " rows")
	}
	out := make([][]string, 0, len(ws.Rows))
	for _, row := range ws.Rows {
		var cells []string
		for i, c := range row.C {
			col := columnIndex(c.R)
			if col < 0 {
				col = i
			}
			if col >= maxXLSXCells {
				continue
			}
			for len(cells) <= col {
				cells = append(cells, "")
			}
			v := c.V
			switch c.T {
			case "s":
				n, err := strconv.Atoi(strings.TrimSpace(v))
				if err != nil || n < 0 || n >= len(shared) {
					return nil, bad("a shared string out of range")
				}
				v = shared[n]
			case "inlineStr":
				v = c.IS.T
			}
			cells[col] = v
		}
		out = append(out, cells)
	}
	return out, nil
}

// columnIndex returns the 0-based column of a cell reference ("C7" is 2),
// or -1 without one.
func columnIndex(ref string) int {
	n := 0
	i := 0
	for ; i < len(ref) && ref[i] >= 'A' && ref[i] <= 'Z'; i++ {
		n = n*26 + int(ref[i]-'A'+1)
		if n > maxXLSXCells {
			return maxXLSXCells
		}
	}
	if i == 0 {
		return -1
	}
	return n - 1
}
