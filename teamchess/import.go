package teamchess

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"turnir"
)

// RostersFromRows reads the rosters of a table as schools send them (a
// CSV or a spreadsheet), one player a row after a header row: team,
// school, leader, board, name, year or date of birth (2014, 2014-05-03 or
// 03.05.2014), sex (m/f, м/ж, д), rating, the Russian federation's ID and
// the FIDE ID (the last two columns may be left out). Rows of a team may
// come in any order; each player is put on the board the row names, and
// a board no row names is left empty. Nothing is checked here but the
// numbers and two players on one board: the eligibility is the
// registration's (K1, K2), team by team.
func RostersFromRows(rows [][]string) ([]Roster, error) {
	if len(rows) > 0 {
		rows = rows[1:]
	}
	type entry struct {
		row int // in the file, 1-based
		p   Player
	}
	byTeam := map[string]*Roster{}
	boards := map[string]map[int]entry{} // team -> board -> its player
	var order []string
	for i, row := range rows {
		cells := make([]string, 10)
		for j := range cells {
			if j < len(row) {
				cells[j] = strings.TrimSpace(row[j])
			}
		}
		if strings.Join(cells, "") == "" {
			continue
		}
		team := cells[0]
		if byTeam[team] == nil {
			if len(order) >= 500 {
				return nil, turnir.Errorf(turnir.EINVALID, "more than 500 teams in one file", "в одном файле больше 500 команд")
			}
			byTeam[team] = &Roster{Name: team, School: cells[1], Leader: cells[2]}
			order = append(order, team)
		}
		board, err1 := strconv.Atoi(cells[3])
		year, date, err2 := birth(cells[5])
		if err1 != nil || err2 != nil || board < 1 || board > 50 {
			return nil, turnir.Errorf(turnir.EINVALID, "row %d: the board must be a number from 1 and the birth a year or a date", "строка %d: доска — число от 1, рождение — год или дата", i+2)
		}
		rating, err := readRating(cells[7])
		if err != nil {
			return nil, turnir.Errorf(turnir.EINVALID, "row %d: the rating %q is not a number", "строка %d: рейтинг «%s» — не число", i+2, cells[7])
		}
		if boards[team] == nil {
			boards[team] = map[int]entry{}
		}
		if prev, dup := boards[team][board]; dup {
			return nil, turnir.Errorf(turnir.EINVALID, "rows %d and %d: team %q has two players on board %d",
				"строки %d и %d: у команды «%s» два игрока на доске %d", prev.row, i+2, team, board)
		}
		boards[team][board] = entry{i + 2, Player{Name: cells[4], BirthYear: year, BirthDate: date, Sex: readSex(cells[6]),
			Rating: rating, RatingID: cells[8], FideID: cells[9]}}
	}
	var out []Roster
	for _, team := range order {
		// Each player on the board the school wrote: a board left out
		// stays empty (the registration says so), and nobody moves up.
		last := 0
		for b := range boards[team] {
			last = max(last, b)
		}
		ro := byTeam[team]
		ro.Players = make([]Player, last)
		for b, e := range boards[team] {
			ro.Players[b-1] = e.p
		}
		out = append(out, *ro)
	}
	return out, nil
}

// readSex reads the sex column as schools write it: m/f, м/ж, д
// (девочка), boy/girl, мальчик, юноша, девушка. Anything else is kept as
// written, and the registration refuses it with what it says; an empty
// cell is no sex, never a boy (a girl left blank would sit on a boy's
// board unseen).
func readSex(s string) string {
	l := strings.ToLower(strings.TrimSpace(s))
	for _, p := range []string{"f", "g", "ж", "д"} {
		if strings.HasPrefix(l, p) {
			return Girl
		}
	}
	for _, p := range []string{"m", "b", "м", "ю"} {
		if strings.HasPrefix(l, p) {
			return Boy
		}
	}
	return strings.TrimSpace(s)
}

// readRating reads a rating as a spreadsheet may write it, with a space,
// a no-break space or a thin space between the thousands ("1 320"); an
// empty cell is no rating.
func readRating(s string) (int, error) {
	s = strings.Map(func(r rune) rune {
		if r == ' ' || r == '\u00a0' || r == '\u202f' || r == '\u2009' {
			return -1
		}
		return r
	}, s)
	if s == "" {
		return 0, nil
	}
	return strconv.Atoi(s)
}

// birth reads a year of birth or a date (YYYY-MM-DD, DD.MM.YYYY) as a
// year and a date in the form Player.BirthDate keeps.
func birth(s string) (year int, date string, err error) {
	if y, err := strconv.Atoi(s); err == nil {
		return y, "", nil
	}
	for _, layout := range []string{"2006-01-02", "02.01.2006", "2.1.2006"} {
		if d, err := time.Parse(layout, s); err == nil {
			return d.Year(), d.Format("2006-01-02"), nil
		}
	}
	return 0, "", fmt.Errorf("not a year or a date: %q", s)
}

// NextTeamID is the first free team id of the form t01, t02 ..., for an
// entry that names none.
func (t *Tournament) NextTeamID() string {
	for n := len(t.Order) + 1; ; n++ {
		if id := fmt.Sprintf("t%02d", n); t.Teams[id] == nil {
			return id
		}
	}
}
