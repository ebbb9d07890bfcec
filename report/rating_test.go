package report_test

import (
	"bytes"
	"fmt"
	"slices"
	"testing"

	"turnir/quiz"
	"turnir/report"
)

// ratingRounds is two rounds of a small cup: three teams, 3 and 2
// questions, question 2 of round 1 removed, one team without a site ID.
func ratingRounds(t *testing.T) []quiz.RatingSheet {
	t.Helper()
	r1, err := quiz.NewRound("Тур 1", 3, []string{"t1", "t2", "t3"})
	if err != nil {
		t.Fatal(err)
	}
	r2, err := quiz.NewRound("Тур 2", 2, []string{"t3", "t1", "t2"})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []struct {
		r    *quiz.Round
		team string
		ans  []bool
	}{
		{&r1, "t1", []bool{true, true, false}},
		{&r1, "t2", []bool{false, true, true}},
		{&r1, "t3", []bool{true, false, true}},
		{&r2, "t3", []bool{true, true}},
		{&r2, "t1", []bool{false, true}},
	} {
		if err := s.r.SetRow(s.team, s.ans); err != nil {
			t.Fatal(err)
		}
	}
	if err := r1.Remove(2, "неточность в вопросе"); err != nil {
		t.Fatal(err)
	}
	labels := map[string]quiz.Label{
		"t1": {RatingID: "54321", Name: "Знатоки"},
		"t2": {RatingID: "777", Name: `"Кот & <Пёс>"`},
		"t3": {Name: "Без ID"},
	}
	return quiz.RatingExport([]quiz.Round{r1, r2}, labels)
}

func TestRatingSheets(t *testing.T) {
	tables := report.RatingSheets(ratingRounds(t))
	want := []report.Table{
		{
			Name:   "Тур 1",
			Header: []string{"Team ID", "Название", "Город", "1", "2", "3"},
			Rows: [][]string{
				{"54321", "Знатоки", "", "1", "0", "0"}, // question 2 removed: 0 for everyone
				{"777", `"Кот & <Пёс>"`, "", "0", "0", "1"},
				{"t3", "Без ID", "", "1", "0", "1"},
			},
		},
		{
			Name:   "Тур 2",
			Header: []string{"Team ID", "Название", "Город", "4", "5"}, // numbered through the package
			Rows: [][]string{
				{"t3", "Без ID", "", "1", "1"},
				{"54321", "Знатоки", "", "0", "1"},
				{"777", `"Кот & <Пёс>"`, "", "0", "0"},
			},
		},
	}
	if len(tables) != len(want) {
		t.Fatalf("%d tables, want one per round", len(tables))
	}
	for i, w := range want {
		got := tables[i]
		if got.Name != w.Name || !slices.Equal(got.Header, w.Header) || !slices.EqualFunc(got.Rows, w.Rows, slices.Equal) {
			t.Errorf("table %d = %q %q %q\nwant %q %q %q", i, got.Name, got.Header, got.Rows, w.Name, w.Header, w.Rows)
		}
		for c := range got.Header {
			if numeric := c == 0 || c >= 3; got.IsNumeric(c) != numeric {
				t.Errorf("table %d column %d numeric %v", i, c, got.IsNumeric(c))
			}
		}
	}

	t.Run("xlsx_one_sheet_per_round", func(t *testing.T) {
		p := unzip(t, xlsx(t, tables...))
		var wb xWorkbook
		decode(t, p, "xl/workbook.xml", &wb)
		if len(wb.Sheets) != 2 || wb.Sheets[0].Name != "Тур 1" || wb.Sheets[1].Name != "Тур 2" {
			t.Fatalf("sheets %+v", wb.Sheets)
		}
		_, cells := readSheet(t, p, "xl/worksheets/sheet1.xml")
		for ref, w := range map[string]cell{
			"A1": {Text: "Team ID", Style: 1},
			"D1": {Text: "1", Number: true, Style: 1}, // question numbers are numbers
			"A2": {Text: "54321", Number: true},
			"B3": {Text: `"Кот & <Пёс>"`},
			"A4": {Text: "t3"}, // no site ID: the internal one, as text
			"D2": {Text: "1", Number: true},
			"E2": {Text: "0", Number: true},
		} {
			w.Present = true
			if got := cells[ref]; got != w {
				t.Errorf("%s = %+v, want %+v", ref, got, w)
			}
		}
		if cells["C2"].Present {
			t.Error("the town is unknown and must be blank")
		}
	})

	t.Run("csv_zip_one_file_per_round", func(t *testing.T) {
		var b bytes.Buffer
		if err := (report.CSV{}).WriteZip(&b, tables...); err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(b.Bytes(), []byte("Тур 2.csv")) {
			t.Error("no file for round 2")
		}
	})
}

func TestRatingSheetsShortAnswers(t *testing.T) {
	// A row with fewer answers than questions (a hand-built sheet) is padded
	// with 0, and any non-zero answer is written as 1.
	tables := report.RatingSheets([]quiz.RatingSheet{{Round: "R", Questions: 3, Rows: []quiz.RatingRow{{TeamID: "1", Answers: []int{2}}}}})
	if got := fmt.Sprint(tables[0].Rows[0][3:]); got != "[1 0 0]" {
		t.Errorf("answers %s, want [1 0 0]", got)
	}
}

// TestRatingSheetsTown: the Город column carries the town of the team's
// label, and stays blank for a team whose label has none.
func TestRatingSheetsTown(t *testing.T) {
	r, err := quiz.NewRound("Тур 1", 1, []string{"t1", "t2"})
	if err != nil {
		t.Fatal(err)
	}
	labels := map[string]quiz.Label{"t1": {RatingID: "54321", Name: "Знатоки", Town: "Казань"}, "t2": {RatingID: "777", Name: "Эрудиты"}}
	tables := report.RatingSheets(quiz.RatingExport([]quiz.Round{r}, labels))
	if got := tables[0].Header[2]; got != report.RatingTown {
		t.Fatalf("column 3 is %q, want %q", got, report.RatingTown)
	}
	if got := tables[0].Rows[0][2]; got != "Казань" {
		t.Errorf("t1's town cell = %q, want Казань", got)
	}
	if got := tables[0].Rows[1][2]; got != "" {
		t.Errorf("t2 has no town, cell = %q", got)
	}
}
