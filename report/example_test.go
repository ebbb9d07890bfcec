package report_test

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"

	"turnir/quiz"
	"turnir/report"
)

// A read view's header and rows go straight into New, which finds the
// numeric columns; here written as CSV without the BOM, to show the text.
// The formula-like name is defused with an apostrophe.
func ExampleNew() {
	header := []string{"place", "name", "points"} // as puzzleswiss.Tournament.Table returns
	rows := [][]string{{"1", "Знатоки, Москва", "3"}, {"2-3", `"Ёжики"`, "2"}, {"2-3", "=1+1", "2"}}
	t := report.New(header, rows)
	t.Name = "Итог"
	fmt.Println(t.Numeric)
	var b strings.Builder
	_ = report.CSV{NoBOM: true}.Write(&b, t)
	fmt.Print(strings.ReplaceAll(b.String(), "\r\n", "\n")) // records end in CRLF

	// Output:
	// [false false true]
	// place,name,points
	// 1,"Знатоки, Москва",3
	// 2-3,"""Ёжики""",2
	// 2-3,'=1+1,2
}

// The rating export of question rounds, one sheet per round.
func ExampleRatingSheets() {
	r, _ := quiz.NewRound("Тур 1", 3, []string{"t1"})
	_ = r.SetRow("t1", []bool{true, false, true})
	sheets := report.RatingSheets(quiz.RatingExport([]quiz.Round{r}, map[string]quiz.Label{"t1": {RatingID: "4242", Name: "Знатоки"}}))
	fmt.Println(sheets[0].Header)
	fmt.Println(sheets[0].Rows[0])
	_ = report.WriteXLSX(io.Discard, sheets...)
	// Output:
	// [Team ID Название Город 1 2 3]
	// [4242 Знатоки  1 0 1]
}

// BenchmarkWriteXLSX writes a festival-sized question table: 60 teams, three
// rounds of 12 questions, one sheet per round.
func BenchmarkWriteXLSX(b *testing.B) {
	var rounds []quiz.RatingSheet
	for r := range 3 {
		sh := quiz.RatingSheet{Round: "Тур " + strconv.Itoa(r+1), Questions: 12}
		for tm := range 60 {
			row := quiz.RatingRow{TeamID: strconv.Itoa(1000 + tm), Name: "Команда № " + strconv.Itoa(tm), Answers: make([]int, 12)}
			for q := range row.Answers {
				row.Answers[q] = (tm + q + r) % 2
			}
			sh.Rows = append(sh.Rows, row)
		}
		rounds = append(rounds, sh)
	}
	tables := report.RatingSheets(rounds)
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := report.WriteXLSX(&buf, tables...); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes/file")
}
