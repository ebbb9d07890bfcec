package teamchess_test

import (
	"testing"

	"turnir/teamchess"
)

// TestK2_RostersFromRows: a school's spreadsheet gives the rosters in
// board order whatever the order of its rows, with a year or a date of
// birth and both rating IDs when given.
func TestK2_RostersFromRows(t *testing.T) {
	rows := [][]string{
		{"team", "school", "leader", "board", "name", "born", "sex", "rating", "rcf", "fide"},
		{"Лицей", "Лицей 1", "Иванова", "2", "Борис", "14.05.2014", "м", "1500", "RU-2"},
		{"Лицей", "Лицей 1", "Иванова", "1", "Анна", "2013", "ж", "", "", "34000001"},
		{"Гимназия", "Гимназия 5", "Петров", "1", "Вера", "2013-02-03", "д"},
	}
	got, err := teamchess.RostersFromRows(rows)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Name != "Лицей" || len(got[0].Players) != 2 || got[1].Players[0].Sex != teamchess.Girl {
		t.Fatalf("rosters %+v", got)
	}
	a, b := got[0].Players[0], got[0].Players[1]
	if a.Name != "Анна" || a.BirthYear != 2013 || a.BirthDate != "" || a.FideID != "34000001" || a.Sex != teamchess.Girl {
		t.Errorf("board 1: %+v", a)
	}
	if b.BirthYear != 2014 || b.BirthDate != "2014-05-14" || b.RatingID != "RU-2" || b.Rating != 1500 {
		t.Errorf("board 2: %+v", b)
	}
	if v := got[1].Players[0]; v.BirthYear != 2013 || v.BirthDate != "2013-02-03" {
		t.Errorf("Вера: %+v", v)
	}
	if _, err := teamchess.RostersFromRows([][]string{rows[0], {"Лицей", "", "", "1", "Анна", "весной"}}); err == nil {
		t.Error("a birth that is neither a year nor a date was read")
	}
}
