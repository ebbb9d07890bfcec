package main

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"turnir"
	"turnir/teamchess"
)

// readRosters reads the rosters of a CSV file as schools send them, one
// player a line: team; school; leader; board; name; birth year; sex (m/f,
// м/ж); rating; rating ID, after a header line. The separator is ";" or
// ",", whichever the header uses more; a UTF-8 BOM is skipped.
func readRosters(path string) ([]teamchess.Roster, error) {
	if path == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "--csv FILE is required", "нужен --csv ФАЙЛ")
	}
	var src io.Reader = os.Stdin
	if path != "-" {
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, turnir.Errorf(turnir.EINVALID, "cannot read %s: %v", "не удалось прочитать %s: %v", path, err)
		}
		src = bytes.NewReader(b)
	}
	br := bufio.NewReader(io.LimitReader(src, 4<<20))
	all, _ := io.ReadAll(br)
	all = bytes.TrimPrefix(all, []byte("\xef\xbb\xbf"))
	first, _, _ := bytes.Cut(all, []byte("\n"))
	r := csv.NewReader(bytes.NewReader(all))
	if bytes.Count(first, []byte(";")) >= bytes.Count(first, []byte(",")) {
		r.Comma = ';'
	}
	r.FieldsPerRecord = -1
	rows, err := r.ReadAll()
	if err != nil {
		return nil, turnir.Errorf(turnir.EINVALID, "%s is not CSV: %v", "%s — не CSV: %v", path, err)
	}
	if len(rows) > 0 {
		rows = rows[1:]
	}
	type entry struct {
		board int
		p     teamchess.Player
	}
	byTeam := map[string]*teamchess.Roster{}
	boards := map[string][]entry{}
	var order []string
	for i, row := range rows {
		for len(row) < 9 {
			row = append(row, "")
		}
		for j := range row {
			row[j] = strings.TrimSpace(row[j])
		}
		if strings.Join(row, "") == "" {
			continue
		}
		team := row[0]
		if byTeam[team] == nil {
			byTeam[team] = &teamchess.Roster{Name: team, School: row[1], Leader: row[2]}
			order = append(order, team)
		}
		board, err1 := strconv.Atoi(row[3])
		year, err2 := strconv.Atoi(row[5])
		if err1 != nil || err2 != nil {
			return nil, turnir.Errorf(turnir.EINVALID, "line %d: the board and the year of birth must be numbers", "строка %d: доска и год рождения — числа", i+2)
		}
		sex := teamchess.Boy
		if s := strings.ToLower(row[6]); strings.HasPrefix(s, "f") || strings.HasPrefix(s, "ж") || strings.HasPrefix(s, "д") {
			sex = teamchess.Girl
		}
		rating, _ := strconv.Atoi(row[7])
		boards[team] = append(boards[team], entry{board, teamchess.Player{Name: row[4], BirthYear: year, Sex: sex, Rating: rating, RatingID: row[8]}})
	}
	var out []teamchess.Roster
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

// nextTeamID is the first free id t01, t02 ...
func nextTeamID(t *teamchess.Tournament) string {
	for n := len(t.Order) + 1; ; n++ {
		if id := fmt.Sprintf("t%02d", n); t.Teams[id] == nil {
			return id
		}
	}
}
