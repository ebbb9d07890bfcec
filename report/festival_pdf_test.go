package report

import (
	"bytes"
	"strings"
	"testing"
	"time"
	"unicode"

	"turnir"
	"turnir/festival"
	"turnir/festival/teamcup"
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

// TestRoundRowsInThePagesOrder: a cup round's exported rows follow the
// public page (points, then the round's rating): three teams sharing 7-9
// came out by name in the exports and by rating on the page.
func TestRoundRowsInThePagesOrder(t *testing.T) {
	rows := []teamcup.RoundRow{
		{Name: "Ла Эскина", Place: "7-9", Rating: 40}, {Name: "Лидеры", Place: "1", Rating: 90},
		{Name: "Рыбки", Place: "7-9", Rating: 55}, {Name: "Солярис", Place: "7-9", Rating: 31},
	}
	var got []string
	for _, r := range byPlace(rows) {
		got = append(got, r.Name)
	}
	if strings.Join(got, ", ") != "Лидеры, Рыбки, Ла Эскина, Солярис" {
		t.Fatalf("rows in the order %v", got)
	}
}
