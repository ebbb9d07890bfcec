package report

import (
	"fmt"
	"io"
	"regexp"
	"time"

	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// TablesPDF writes tables for print as an A4 PDF: the title and the
// subtitle, then each table under its Name (when it has one), its header
// row repeated on every page it runs onto. The pages turn to landscape
// when a table is too wide for portrait, and a table still too wide is
// set in a smaller size (down to 6 pt) and its longest cells shortened
// with "…". The Go fonts, embedded in the binary, carry Cyrillic; stamp
// dates the file, so the same tables give the same bytes.
func TablesPDF(w io.Writer, title, subtitle string, stamp time.Time, tables ...Table) error {
	const margin, size, minSize = 12.0, 8.5, 6.0
	probe := newPDF("P", stamp)
	widest := 0.0
	for _, t := range tables {
		widest = max(widest, sum(naturalWidths(probe, t, size)))
	}
	orient := "P"
	if widest > 210-2*margin {
		orient = "L"
	}
	pdf := newPDF(orient, stamp)
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(false, margin)
	pageW, pageH := pdf.GetPageSize()
	usable := pageW - 2*margin
	pdf.SetTitle(title, true)
	pdf.AddPage()
	pdf.SetFont("go", "B", 14)
	pdf.MultiCell(0, 7, title, "", "L", false)
	if subtitle != "" {
		pdf.SetFont("go", "", 9)
		pdf.MultiCell(0, 5, subtitle, "", "L", false)
	}
	for _, t := range tables {
		fs := size
		widths := naturalWidths(pdf, t, fs)
		if total := sum(widths); total > usable {
			fs = max(minSize, fs*usable/total)
			widths = naturalWidths(pdf, t, fs)
		}
		if total := sum(widths); total > usable {
			for i := range widths {
				widths[i] *= usable / total
			}
		}
		h := 5.5 * fs / size
		row := func(cells []string, bold bool) {
			style := ""
			if bold {
				style = "B"
			}
			pdf.SetFont("go", style, fs)
			for i := range widths {
				s := ""
				if i < len(cells) {
					s = fit(pdf, cells[i], widths[i]-2)
				}
				align := "L"
				if !bold && numeric.MatchString(s) {
					align = "R"
				}
				pdf.CellFormat(widths[i], h, s, "1", 0, align, false, 0, "")
			}
			pdf.Ln(-1)
		}
		// A table starts on a new page unless its name, header and a few
		// rows fit on this one.
		if pdf.GetY()+8+4*h > pageH-margin {
			pdf.AddPage()
		}
		if t.Name != "" {
			pdf.Ln(3)
			pdf.SetFont("go", "B", 11)
			pdf.MultiCell(0, 6, t.Name, "", "L", false)
		}
		row(t.Header, true)
		for _, r := range t.Rows {
			if pdf.GetY()+h > pageH-margin {
				pdf.AddPage()
				row(t.Header, true)
			}
			row(r, false)
		}
	}
	if err := pdf.Error(); err != nil {
		return fmt.Errorf("tables PDF: %w", err)
	}
	return pdf.Output(w)
}

// numeric is a cell set to the right: a number, a time, a score.
var numeric = regexp.MustCompile(`^[0-9½.,:+\-– ]+$`)

// newPDF is an A4 document in orient ("P" or "L") with the Go fonts.
func newPDF(orient string, stamp time.Time) *fpdf.Fpdf {
	pdf := fpdf.New(orient, "mm", "A4", "")
	pdf.SetCatalogSort(true)
	pdf.SetCreationDate(stamp)
	pdf.SetModificationDate(stamp)
	pdf.AddUTF8FontFromBytes("go", "", goregular.TTF)
	pdf.AddUTF8FontFromBytes("go", "B", gobold.TTF)
	return pdf
}

// naturalWidths are the widths (mm) the columns of t take at size points,
// each its widest cell with padding, capped so one long cell cannot take
// the page.
func naturalWidths(pdf *fpdf.Fpdf, t Table, size float64) []float64 {
	const pad, cap = 3.0, 80.0
	out := make([]float64, len(t.Header))
	measure := func(cells []string, style string) {
		pdf.SetFont("go", style, size)
		for i, s := range cells {
			if i < len(out) {
				out[i] = max(out[i], min(cap, pdf.GetStringWidth(s)+pad))
			}
		}
	}
	measure(t.Header, "B")
	for _, r := range t.Rows {
		measure(r, "")
	}
	return out
}

// fit shortens s with "…" until it is at most width mm in the current font.
func fit(pdf *fpdf.Fpdf, s string, width float64) string {
	if pdf.GetStringWidth(s) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && pdf.GetStringWidth(string(r)+"…") > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

func sum(xs []float64) float64 {
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t
}
