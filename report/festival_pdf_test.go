package report

import (
	"bytes"
	"testing"
	"time"
	"unicode"

	"turnir"
	"turnir/festival"
)

// TestFestivalPDF: a festival's tables print (all.pdf, or one table),
// the same bytes twice, and every table of the demo festival is printed
// under a heading in words in each language, not under its file name.
func TestFestivalPDF(t *testing.T) {
	evs, err := festival.DemoFestival(turnir.SeedFromUint64(3), time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	f, err := festival.Replay(evs)
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"all.pdf", "teams.pdf"} {
		var a, b bytes.Buffer
		ct, err := FestivalFile(&a, f, file, "ru")
		if err != nil || ct != "application/pdf" {
			t.Fatalf("%s: %s, %v", file, ct, err)
		}
		if _, err := FestivalFile(&b, f, file, "ru"); err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(a.Bytes(), []byte("%PDF-")) || !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Fatalf("%s is not a PDF, or not the same twice", file)
		}
	}
	tables := FestivalTables(f, "ru")
	if len(tables) < 10 {
		t.Fatalf("the demo festival has %d tables", len(tables))
	}
	for _, tb := range tables {
		for _, lang := range []string{"ru", "en"} {
			h := func(ru, en string) string {
				if lang == "en" {
					return en
				}
				return ru
			}
			c := festivalCaption(tb.Name, h)
			cyrillic := false
			for _, r := range c {
				cyrillic = cyrillic || unicode.Is(unicode.Cyrillic, r)
			}
			if c == tb.Name || cyrillic != (lang == "ru") {
				t.Errorf("table %s is printed under %q in %s", tb.Name, c, lang)
			}
		}
	}
}
