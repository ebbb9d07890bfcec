package teamchess_test

import (
	"strings"
	"testing"

	"turnir"
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

// TestK2_ImportKeepsTheBoardsTheSchoolWrote: each player is judged on the
// board the school's row names (a file with boards 1, 2, 3, 5 left board
// 4 empty, and the board-5 player moved up to be refused as "a boy on the
// girl's board"); two players on one board are refused by their rows; a
// blank sex is no sex (it was a boy), and "1 320" is a rating of 1320.
func TestK2_ImportKeepsTheBoardsTheSchoolWrote(t *testing.T) {
	head := []string{"команда", "школа", "руководитель", "доска", "игрок", "рождение", "пол", "рейтинг"}
	rows := [][]string{head,
		{"Лицей", "Лицей №1", "Иванова", "1", "Петров Пётр", "2013", "м", "1 320"},
		{"Лицей", "Лицей №1", "Иванова", "5", "Яковлев Пётр", "2017", "м"},
		{"Лицей", "Лицей №1", "Иванова", "2", "Сидоров Иван", "2014", ""},
		{"Лицей", "Лицей №1", "Иванова", "3", "Котов Олег", "2015", "boy"},
	}
	got, err := teamchess.RostersFromRows(rows)
	if err != nil {
		t.Fatal(err)
	}
	ps := got[0].Players
	if len(ps) != 5 || ps[4].Name != "Яковлев Пётр" || ps[3] != (teamchess.Player{}) || ps[0].Rating != 1320 || ps[1].Sex != "" || ps[2].Sex != teamchess.Boy {
		t.Fatalf("the roster read: %+v", ps)
	}
	var said []string
	for _, v := range teamchess.DefaultConfig().Check(got[0]) {
		said = append(said, v.StringRU())
	}
	all := strings.Join(said, "; ")
	for _, want := range []string{"доска 4: на эту доску никто не заявлен", "доска 2 (Сидоров Иван): не указан пол"} {
		if !strings.Contains(all, want) {
			t.Errorf("the check does not say %q: %s", want, all)
		}
	}
	if strings.Contains(all, "Яковлев Пётр): эта доска — для девочки") {
		t.Errorf("the board-5 player was judged on board 4: %s", all)
	}
	_, err = teamchess.RostersFromRows([][]string{head, rows[1], {"Лицей", "Лицей №1", "Иванова", "1", "Орлов Глеб", "2013", "м"}})
	if err == nil || !strings.Contains(turnir.ErrorMessage(err, "ru"), "строки 2 и 3") {
		t.Fatalf("two players on board 1: %v", err)
	}
	if _, err := teamchess.RostersFromRows([][]string{head, {"Лицей", "", "", "1", "Анна", "2013", "ж", "много"}}); err == nil {
		t.Fatal("a rating that is not a number was taken")
	}
}
