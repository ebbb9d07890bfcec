package report

import (
	"io"
	"strconv"
	"strings"

	"turnir"
	"turnir/teamchess"
)

// The exports of a school team chess event (K5), for the server (GET
// /api/chess/{cid}/export/{file}) and `turnir export` alike
// (TeamChessFile):
//
//	{name}.csv   one table, UTF-8 CSV with a BOM
//	{name}.xlsx  one table as a workbook
//	all.xlsx     every table, one sheet each
//	all.zip      every table, one CSV each
//
// Table names: standings (K5 order with every tie-break), crosstable,
// boards (the board prizes, board-match games only), players (every
// player's board-match and simul score), teams (the rosters), round-N
// (the games and results of round N). The rating report (TRF, board-match
// games only) is trf.TeamChessRating. Points are written as decimals
// ("6.5"); headers follow lang ("en", else Russian).

// halves writes a score kept in halves as a decimal.
func halves(n int) string {
	s := strconv.Itoa(n / 2)
	if n%2 != 0 {
		s += ".5"
	}
	return s
}

// place writes a place, shared places as "3-4".
func place(from, to int) string {
	if to > from {
		return strconv.Itoa(from) + "-" + strconv.Itoa(to)
	}
	return strconv.Itoa(from)
}

// TeamChessTables returns every table of t in a stable order.
func TeamChessTables(t *teamchess.Tournament, lang string) []Table {
	var h words = func(ru, en string) string {
		if lang == "en" {
			return en
		}
		return ru
	}
	name := func(id string) string {
		if tm := t.Teams[id]; tm != nil {
			return tm.Roster.Name
		}
		return id
	}
	var out []Table
	add := func(n string, header []string, rows [][]string) {
		tb := New(header, rows)
		tb.Name = n
		out = append(out, tb)
	}
	itoa := strconv.Itoa
	wd := h("выбыла", "withdrawn")

	var rows [][]string
	for _, s := range t.Standings() {
		nm := s.Name
		if s.Withdrawn {
			nm += " (" + wd + ")"
		}
		hh := ""
		if s.HeadToHead >= 0 {
			hh = halves(s.HeadToHead)
		}
		rows = append(rows, []string{place(s.Place, s.PlaceTo), nm, halves(s.GamePoints), itoa(s.MatchPoints), halves(s.Buchholz), hh, itoa(s.Played), itoa(s.Byes)})
	}
	add("standings", []string{h("место", "place"), h("команда", "team"), h("очки", "game points"), h("командные очки", "match points"),
		h("Бухгольц", "Buchholz"), h("личная встреча", "head-to-head"), h("матчей", "matches"), h("без соперника", "byes")}, rows)

	rows = nil
	cross := t.Crosstable()
	number := map[string]int{}
	for i, r := range cross {
		number[r.Team] = i + 1
	}
	header := []string{"#", h("команда", "team")}
	for r := 1; r <= t.Config.Rounds; r++ {
		header = append(header, h("тур ", "round ")+itoa(r))
	}
	header = append(header, h("очки", "points"), h("место", "place"))
	for i, r := range cross {
		row := []string{itoa(i + 1), r.Name}
		cells := make([]string, t.Config.Rounds)
		for _, c := range r.Rounds {
			if c.Round < 1 || c.Round > len(cells) {
				continue
			}
			if c.Bye {
				cells[c.Round-1] = h("своб. ", "bye ") + halves(c.Own)
				continue
			}
			col := h("ч", "b")
			if c.White {
				col = h("б", "w")
			}
			cells[c.Round-1] = itoa(number[c.Opp]) + col + " " + halves(c.Own) + ":" + halves(c.Against)
		}
		row = append(row, cells...)
		row = append(row, halves(r.GamePoints), place(r.Place, r.PlaceTo))
		rows = append(rows, row)
	}
	add("crosstable", header, rows)

	rows = nil
	for _, board := range t.BoardPrizes() {
		for _, b := range board {
			rows = append(rows, []string{itoa(b.Board), itoa(b.Place), b.Name, name(b.Team), halves(b.Points), itoa(b.Games)})
		}
	}
	add("boards", []string{h("доска", "board"), h("место", "place"), h("игрок", "player"), h("команда", "team"), h("очки", "points"), h("партий", "games")}, rows)

	rows = nil
	for _, p := range t.PlayerScores() {
		rows = append(rows, []string{name(p.Team), itoa(p.Board), p.Name, halves(p.BoardPoints), itoa(p.BoardGames), halves(p.SimulPoints), itoa(p.SimulGames)})
	}
	add("players", []string{h("команда", "team"), h("доска", "board"), h("игрок", "player"), h("очки (матч)", "board-match points"),
		h("партий (матч)", "board-match games"), h("очки (сеанс)", "simul points"), h("партий (сеанс)", "simul games")}, rows)

	rows = nil
	for _, id := range t.Order {
		tm := t.Teams[id]
		for b, p := range tm.Roster.Players {
			rt := ""
			if p.Rating > 0 {
				rt = itoa(p.Rating)
			}
			rows = append(rows, []string{tm.Roster.Name, tm.Roster.School, tm.Roster.Leader, itoa(b + 1), p.Name, itoa(p.BirthYear), p.Sex, rt, p.RatingID})
		}
	}
	add("teams", []string{h("команда", "team"), h("организация", "school"), h("руководитель", "leader"), h("доска", "board"), h("игрок", "player"),
		h("год рождения", "born"), h("пол", "sex"), h("рейтинг", "rating"), h("ID рейтинга", "rating ID")}, rows)

	for _, r := range t.Rounds {
		rows = nil
		for i, m := range r.Matches {
			for _, g := range t.Config.Games(m) {
				kind := h("стыковой матч", "board match")
				if g.Kind == teamchess.GameSimul {
					kind = h("сеанс", "simul")
				}
				side := func(s teamchess.Side) string {
					tm := t.Teams[s.Team]
					if tm == nil || s.Board < 1 || s.Board > len(tm.Roster.Players) {
						return s.Team
					}
					return tm.Roster.Players[s.Board-1].Name
				}
				rows = append(rows, []string{itoa(i + 1), kind, name(g.White.Team), itoa(g.White.Board), side(g.White),
					name(g.Black.Team), itoa(g.Black.Board), side(g.Black), string(r.Results[i][g.Slot])})
			}
		}
		if r.Bye != "" {
			rows = append(rows, []string{"", h("без соперника", "bye"), name(r.Bye)})
		}
		add("round-"+itoa(r.N), []string{h("матч", "match"), h("партия", "game"), h("белые: команда", "white: team"), h("доска", "board"),
			h("белые", "white"), h("чёрные: команда", "black: team"), h("доска", "board"), h("чёрные", "black"), h("результат", "result")}, rows)
	}
	return out
}

// TeamChessFile writes the export file of t ("standings.csv",
// "all.xlsx", ...; see above) to w and returns its content type. An
// unknown table or extension is ENOTFOUND.
func TeamChessFile(w io.Writer, t *teamchess.Tournament, file, lang string) (contentType string, err error) {
	name, ext, _ := strings.Cut(file, ".")
	var tables []Table
	for _, tb := range TeamChessTables(t, lang) {
		if name == "all" || tb.Name == name {
			tables = append(tables, tb)
		}
	}
	if len(tables) == 0 {
		return "", turnir.Errorf(turnir.ENOTFOUND, "no table %q in this event", "в этом турнире нет таблицы %q", name)
	}
	switch {
	case ext == "xlsx":
		return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", WriteXLSX(w, tables...)
	case ext == "zip":
		return "application/zip", CSV{}.WriteZip(w, tables...)
	case ext == "csv" && len(tables) == 1:
		return "text/csv; charset=utf-8", WriteCSV(w, tables[0])
	}
	return "", turnir.Errorf(turnir.ENOTFOUND, "export %q: use .csv for one table, .xlsx or .zip", "выгрузка %q: .csv — для одной таблицы, иначе .xlsx или .zip", file)
}
