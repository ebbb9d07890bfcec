package teamchess

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"turnir"
)

// RostersFromRows reads the rosters of a table as schools send them (a
// CSV or a spreadsheet), one player a row after a header row: team,
// school, leader, board, name, year or date of birth (2014, 2014-05-03 or
// 03.05.2014), sex (m/f, м/ж, д), rating, the Russian federation's ID and
// the FIDE ID (the last two columns may be left out). Rows of a team may come in any order; players are put in
// board order. Nothing is checked here but the numbers: the eligibility
// is the registration's (K1, K2), team by team.
func RostersFromRows(rows [][]string) ([]Roster, error) {
	if len(rows) > 0 {
		rows = rows[1:]
	}
	type entry struct {
		board int
		p     Player
	}
	byTeam := map[string]*Roster{}
	boards := map[string][]entry{}
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
		if err1 != nil || err2 != nil {
			return nil, turnir.Errorf(turnir.EINVALID, "row %d: the board must be a number and the birth a year or a date", "строка %d: доска — число, рождение — год или дата", i+2)
		}
		sex := Boy
		if s := strings.ToLower(cells[6]); strings.HasPrefix(s, "f") || strings.HasPrefix(s, "ж") || strings.HasPrefix(s, "д") {
			sex = Girl
		}
		rating, _ := strconv.Atoi(cells[7])
		boards[team] = append(boards[team], entry{board, Player{Name: cells[4], BirthYear: year, BirthDate: date, Sex: sex,
			Rating: rating, RatingID: cells[8], FideID: cells[9]}})
	}
	var out []Roster
	for _, team := range order {
		list := boards[team]
		sort.SliceStable(list, func(i, j int) bool { return list[i].board < list[j].board })
		ro := byTeam[team]
		for _, e := range list {
			ro.Players = append(ro.Players, e.p)
		}
		out = append(out, *ro)
	}
	return out, nil
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
