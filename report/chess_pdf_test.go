package report_test

import (
	"bytes"
	"regexp"
	"testing"

	"turnir"
	"turnir/report"
	"turnir/teamchess"
)

// TestK6_PairingSheetPDF: the pairing sheet of a round is an A4 PDF with a
// page for the pairing and a result slip a match, its Cyrillic in an
// embedded font, and the same event gives the same file byte for byte.
func TestK6_PairingSheetPDF(t *testing.T) {
	sim, err := teamchess.Simulate(teamchess.DefaultConfig(), 11, turnir.SeedFromUint64(5))
	if err != nil {
		t.Fatal(err)
	}
	var a, b bytes.Buffer
	if err := report.ChessSheetPDF(&a, sim.T, 3, "ru"); err != nil {
		t.Fatal(err)
	}
	if err := report.ChessSheetPDF(&b, sim.T, 3, "ru"); err != nil {
		t.Fatal(err)
	}
	pdf := a.Bytes()
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) || !bytes.Equal(pdf, b.Bytes()) {
		t.Fatalf("not a PDF, or not the same twice (%d and %d bytes)", a.Len(), b.Len())
	}
	pages := len(regexp.MustCompile(`/Type /Page\b`).FindAll(pdf, -1))
	if want := 1 + len(sim.T.Round(3).Matches); pages < want {
		t.Errorf("%d pages, want the sheet and a slip a match (%d at least)", pages, want)
	}
	if !bytes.Contains(pdf, []byte("/FontFile2")) || !bytes.Contains(pdf, []byte("/MediaBox [0 0 595.28 841.89]")) {
		t.Errorf("the font is not embedded, or the page is not A4")
	}
	// Dated as the programme dates round 3 (the regulation's 18 February
	// 2027), not 1970.
	if !bytes.Contains(pdf, []byte("/CreationDate (D:20270218")) {
		t.Errorf("the sheet's date: %q", regexp.MustCompile(`/CreationDate \([^)]*\)`).Find(pdf))
	}
	if err := report.ChessSheetPDF(&a, sim.T, 42, "en"); turnir.ErrorCode(err) != turnir.ENOTFOUND {
		t.Errorf("a round not paired: %v", err)
	}
}
