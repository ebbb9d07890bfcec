package report_test

import (
	"bytes"
	"fmt"
	"regexp"
	"testing"
	"time"

	"turnir/report"
)

// TestTablesPDF: tables set for print on A4 with the fonts embedded, the
// same bytes twice; a narrow table stays portrait, a wide one turns the
// pages to landscape, and a long one runs onto more pages.
func TestTablesPDF(t *testing.T) {
	stamp := time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)
	narrow := report.New([]string{"место", "участник", "очки"}, [][]string{{"1", "Ёлкина Алёна", "6"}, {"2", "Борис Котов", "4"}})
	narrow.Name = "Таблица"
	var rows [][]string
	for i := range 120 {
		rows = append(rows, []string{fmt.Sprint(i + 1), "Участник с довольно длинным именем " + fmt.Sprint(i), "2 — Соперник (0:42.250)",
			"0 — Другой соперник", "2 — Третий (1:01.000)", "1 — Четвёртый", "2 — Пятый (4:59.999)"})
	}
	wide := report.New([]string{"место", "участник", "тур 1", "тур 2", "тур 3", "тур 4", "тур 5"}, rows)
	wide.Name = "Кросс-таблица"
	render := func(tables ...report.Table) []byte {
		var b bytes.Buffer
		if err := report.TablesPDF(&b, "Кубок «Весна»", "Итоговая таблица", stamp, tables...); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	pages := func(pdf []byte) int { return len(regexp.MustCompile(`/Type /Page\b`).FindAll(pdf, -1)) }
	a, b := render(narrow), render(narrow)
	if !bytes.HasPrefix(a, []byte("%PDF-")) || !bytes.Equal(a, b) || !bytes.Contains(a, []byte("/FontFile2")) {
		t.Fatal("not a PDF with its font, or not the same twice")
	}
	if !bytes.Contains(a, []byte("/MediaBox [0 0 595.28 841.89]")) || pages(a) != 1 {
		t.Errorf("a narrow table: want one portrait page, got %d pages", pages(a))
	}
	if !bytes.Contains(a, []byte("/CreationDate (D:20261203")) {
		t.Error("the file is not dated by its stamp")
	}
	w := render(narrow, wide)
	if !bytes.Contains(w, []byte("/MediaBox [0 0 841.89 595.28]")) {
		t.Error("a wide table did not turn the pages to landscape")
	}
	if n := pages(w); n < 3 {
		t.Errorf("120 rows on %d pages", n)
	}
}
