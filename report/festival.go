package report

import (
	"cmp"
	"io"
	"slices"
	"strconv"
	"strings"

	"turnir"
	"turnir/festival"
	"turnir/festival/teamcup"
	"turnir/labels"
	"turnir/quiz"
)

// The exports of a festival, for the server (GET .../export/{file}) and
// `turnir export` alike (FestivalFile):
//
//	{name}.csv   one table, UTF-8 CSV with a BOM
//	{name}.xlsx  one table as a workbook
//	all.xlsx     every table, one sheet each
//	all.zip      every table, one CSV each
//	{name}.pdf   one table for print (A4, festivalCaption's heading)
//	all.pdf      every table for print
//	rating.xlsx  the ChGK rating-site layout, one sheet per round
//	rating.zip   the same as CSV files
//
// Table names: teams, cup-ranking, cup-round-N, cup-questions, cup-bracket,
// cup-final, brainring-group-a..., brainring-cross-a... (crosstables),
// brainring-playoff (the bracket), brainring-fights (every fight, question
// by question), brainring-ranking, svoya-qualifying, svoya-venue-N,
// svoya-fights (the scoreboard of every group fight), svoya-playoff (the
// scoreboards of the play-off fights and shootouts), svoya-ranking,
// solyanka. Headers and words follow the language asked for ("ru" or "en").

// FestivalTables returns every table of f in a stable order, its headers
// and words in lang ("en", else Russian).
func FestivalTables(f *festival.Festival, lang string) []Table {
	var h words = func(ru, en string) string {
		if lang == "en" {
			return en
		}
		return ru
	}
	names := f.TeamNames()
	dq := h("дискв.", "DQ")
	var out []Table
	var add tableAdder = func(name string, header []string, rows [][]string) {
		t := New(header, rows)
		t.Name = name
		out = append(out, t)
	}
	itoa := strconv.Itoa
	yes := func(b bool, s string) string {
		if b {
			return s
		}
		return ""
	}

	var teams [][]string
	for _, t := range f.TeamList() {
		var ps, cs []string
		for _, p := range t.Players {
			// A rating id in brackets, as the team import reads it.
			ps = append(ps, p.Name+yes(p.Rating != "", " ("+p.Rating+")")+yes(p.Disqualified, " ("+dqNote(dq, p.DQReason)+")"))
		}
		for _, p := range t.Coaches {
			cs = append(cs, p.Name+yes(p.Rating != "", " ("+p.Rating+")"))
		}
		teams = append(teams, []string{t.ID, t.Name, t.City, strings.Join(ps, ", "), strings.Join(cs, ", "), yes(t.Disqualified, dqNote(dq, t.DQReason))})
	}
	add("teams", []string{"ID", h("Команда", "Team"), h("Город", "City"), h("Игроки", "Players"), h("Тренеры", "Coaches"), h("Примечание", "Note")}, teams)

	if f.Cup != nil {
		v, _ := f.CupView()
		var rk [][]string
		for _, r := range v.Ranking {
			cupName := map[int]string{1: labels.Text(lang, "fest.cup_first"), 2: labels.Text(lang, "fest.cup_second")}[r.Cup]
			rk = append(rk, []string{r.Place, r.Team, r.Name, itoa(r.Reached), itoa(r.Points), itoa(r.Rating), cupName, yes(r.Disqualified, dqNote(dq, r.Reason))})
		}
		add("cup-ranking", []string{h("Место", "Place"), "ID", h("Команда", "Team"), labels.Text(lang, "fest.reached"),
			h("Очки (тур 1)", "Points (round 1)"), h("Рейтинг (тур 1)", "Rating (round 1)"), h("Награда", "Award"), h("Примечание", "Note")}, rk)
		var qs [][]string
		for _, rd := range v.Rounds {
			header := []string{h("Место", "Place"), "ID", h("Команда", "Team")}
			for q := 1; q <= rd.Questions; q++ {
				label := itoa(q)
				if rd.Values[q-1] == 0 {
					label += h(" (снят)", " (removed)")
				}
				header = append(header, label)
			}
			header = append(header, h("Очки", "Points"), h("Рейтинг", "Rating"))
			var rows [][]string
			for _, row := range byPlace(rd.Rows) {
				line := []string{row.Place, row.Team, row.Name}
				for _, a := range row.Answers {
					line = append(line, map[bool]string{true: "1", false: "0"}[a])
				}
				rows = append(rows, append(line, itoa(row.Points), itoa(row.Rating)))
			}
			add("cup-round-"+itoa(rd.Number), header, rows)
			for q := range rd.Questions {
				qs = append(qs, []string{itoa(rd.Number), itoa(q + 1), itoa(rd.Taken[q]), itoa(rd.Values[q]), yes(rd.Values[q] == 0, h("снят", "removed"))})
			}
		}
		add("cup-questions", []string{h("Тур", "Round"), h("Вопрос", "Question"), h("Взяли", "Taken by"), h("Рейтинг вопроса", "Question value"), h("Примечание", "Note")}, qs)
		var br [][]string
		for _, b := range v.Bracket {
			for _, p := range b.Pairs {
				br = append(br, []string{itoa(b.Round), names[p.A], itoa(p.PointsA), itoa(p.PointsB), names[p.B], names[p.Winner], cupByWords(p.By, h)})
			}
		}
		add("cup-bracket", []string{h("Тур", "Round"), h("Команда A", "Team A"), "A", "B", h("Команда B", "Team B"), h("Прошла", "Went on"), h("Как", "By")}, br)
		if v.Final != nil {
			fin := finalRows(v.Final.Questions, v.Config.FinalQuestions, names, h)
			add("cup-final", []string{"#", h("Взяла вопрос", "Taken by"), h("Примечание", "Note")}, fin)
		}
	}
	if f.Brainring != nil {
		if groups, err := f.BrainringGroups(); err == nil {
			for _, g := range groups {
				var rows [][]string
				for _, r := range g.Table {
					rows = append(rows, []string{r.Label, r.Team, r.Name, itoa(r.Played), itoa(r.Won), itoa(r.Drawn), itoa(r.Lost),
						itoa(r.Points), itoa(r.Taken), itoa(r.Given), itoa(r.Diff), yes(r.Qualified, h("проходит", "goes on")) + yes(r.Disqualified, dq)})
				}
				add("brainring-group-"+strings.ToLower(g.Name), []string{h("Место", "Place"), "ID", h("Команда", "Team"), h("Боёв", "Fights"),
					h("Побед", "Won"), h("Ничьих", "Drawn"), h("Поражений", "Lost"), h("Очки", "Points"), h("Взято", "Taken"), h("Отдано", "Given"),
					h("Разница", "Diff"), h("Примечание", "Note")}, rows)
			}
		}
		if rk, err := f.BrainringRanking(); err == nil {
			var rows [][]string
			for _, r := range rk {
				rows = append(rows, []string{r.Label, r.Team, r.Name, brainringStageWords(r.Stage, h), yes(r.Disqualified, dq)})
			}
			add("brainring-ranking", []string{h("Место", "Place"), "ID", h("Команда", "Team"), h("Стадия", "Stage"), h("Примечание", "Note")}, rows)
		}
		brainringTables(f, h, add)
	}
	if f.Svoya != nil {
		if q, err := f.SvoyaQualifying(); err == nil {
			var rows [][]string
			for _, r := range q.Rows {
				rows = append(rows, []string{r.Place, r.Player, r.Name, names[r.Team], itoa(r.Total), itoa(r.RightSum), itoa(r.RightCount),
					yes(r.Qualified, h("проходит", "goes on")) + yes(r.Disqualified, dq)})
			}
			add("svoya-qualifying", []string{h("Место", "Place"), "ID", h("Игрок", "Player"), h("Команда", "Team"), h("Сумма", "Total"),
				h("Сумма верных", "Right sum"), h("Верных", "Right"), h("Примечание", "Note")}, rows)
		}
		if venues, err := f.SvoyaVenues(); err == nil {
			for _, v := range venues {
				var rows [][]string
				for _, r := range v.Table {
					rows = append(rows, []string{r.Place, r.Player, r.Name, r.Points.String(), itoa(r.Fights), itoa(r.Total),
						yes(r.Qualified, h("проходит", "goes on")) + yes(r.Disqualified, dq)})
				}
				add("svoya-venue-"+itoa(v.Number), []string{h("Место", "Place"), "ID", h("Игрок", "Player"), h("Очки", "Points"),
					h("Боёв", "Fights"), h("Сумма", "Total"), h("Примечание", "Note")}, rows)
			}
		}
		svoyaTables(f, h, add)
		if rk, err := f.SvoyaRanking(); err == nil {
			var rows [][]string
			for _, r := range rk {
				rows = append(rows, []string{r.Place, r.Player, r.Name, names[r.Team], svoyaStageWords(r.Reached, h), yes(r.Disqualified, dq)})
			}
			add("svoya-ranking", []string{h("Место", "Place"), "ID", h("Игрок", "Player"), h("Команда", "Team"), h("Стадия", "Stage"), h("Примечание", "Note")}, rows)
		}
	}
	if f.Solyanka != nil {
		v, _ := f.SolyankaView()
		header := []string{h("Место", "Place"), "ID", h("Команда", "Team")}
		for i, t := range v.Tasks {
			header = append(header, itoa(i+1)+". "+t.Title+yes(t.Removed, h(" (снято)", " (removed)")))
		}
		header = append(header, h("Сумма", "Total"))
		var rows [][]string
		for _, r := range v.Rows {
			line := []string{r.Place, r.Team, r.Name}
			for _, p := range r.Points {
				line = append(line, strconv.FormatFloat(p, 'f', -1, 64))
			}
			rows = append(rows, append(line, strconv.FormatFloat(r.Total, 'f', -1, 64)))
		}
		add("solyanka", header, rows)
	}
	return out
}

// dqNote is the note of a disqualification: the word of the request's
// language and, when the jury gave one, the reason.
func dqNote(word, reason string) string {
	if reason == "" {
		return word
	}
	return word + ": " + reason
}

// byPlace returns a round's rows by place, then by the round's rating
// (higher first), then by name, as the pages show them (views-cup.js:
// points, then rating); the view keeps them in entry order. Places are
// "1" or shared ones like "2-4"; a row with no place goes last.
func byPlace(rows []teamcup.RoundRow) []teamcup.RoundRow {
	key := func(p string) int {
		if i := strings.IndexAny(p, "-–—"); i >= 0 {
			p = p[:i]
		}
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil {
			return int(^uint(0) >> 1)
		}
		return n
	}
	out := slices.Clone(rows)
	slices.SortStableFunc(out, func(a, b teamcup.RoundRow) int {
		if c := cmp.Compare(key(a.Place), key(b.Place)); c != 0 {
			return c
		}
		if c := cmp.Compare(b.Rating, a.Rating); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	return out
}

// FestivalRating lays the cup's question rounds out for the ChGK rating
// site: team id, name, 0/1 per question, one sheet per round. The Team ID
// column is turnir's own team id: turnir does not know the site's team
// ids, so a jury that wants them in the file registers each team with its
// rating-site id as the team id (POST .../teams {"id": "12345", ...}).
// When any player of the cup has a rating id, a last sheet, Составы, lists
// each cup team's roster with its players' ids (RatingRosters), which the
// site asks for beside the results.
func FestivalRating(f *festival.Festival) ([]Table, error) {
	if f.Cup == nil || len(f.Cup.Rounds) == 0 {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "no question round has been played yet", "ещё не сыгран ни один тур вопросов")
	}
	labels := map[string]quiz.Label{}
	for _, t := range f.Teams {
		labels[t.ID] = quiz.Label{RatingID: t.ID, Name: t.Name, Town: t.City}
	}
	var rounds []quiz.Round
	for _, r := range f.Cup.Rounds {
		q := r.Questions
		q.Name = "Тур " + strconv.Itoa(r.Number)
		rounds = append(rounds, q)
	}
	out := RatingSheets(quiz.RatingExport(rounds, labels))
	if r, ok := RatingRosters(f); ok {
		out = append(out, r)
	}
	return out, nil
}

// Header cells of the rosters sheet.
const (
	RatingPlayerID = "Player ID"
	RatingPlayer   = "Игрок"
)

// RatingRosters is the rosters sheet of the rating export: one row a player
// of a cup team's roster, with the team's id, name and town and the
// player's rating-site id (blank when not known) and name. ok is false
// when no player of the cup has a rating id, so a festival that never
// entered one exports as before.
func RatingRosters(f *festival.Festival) (t Table, ok bool) {
	t = Table{Name: "Составы", Header: []string{RatingTeamID, RatingName, RatingTown, RatingPlayerID, RatingPlayer},
		Numeric: []bool{true, false, false, true, false}}
	for _, ct := range f.Cup.Teams {
		tm := f.Team(ct.ID)
		if tm == nil {
			continue
		}
		for _, id := range ct.Roster {
			p := f.Player(id)
			if p == nil {
				continue
			}
			ok = ok || p.Rating != ""
			t.Rows = append(t.Rows, []string{tm.ID, tm.Name, tm.City, p.Rating, p.Name})
		}
	}
	return t, ok
}

// FestivalFile writes the export file of f ("cup-ranking.csv",
// "all.xlsx", "rating.zip" ...; see above) to w and returns its content
// type. An unknown table or extension is ENOTFOUND.
func FestivalFile(w io.Writer, f *festival.Festival, file, lang string) (contentType string, err error) {
	name, ext, _ := strings.Cut(file, ".")
	var tables []Table
	switch name {
	case "rating":
		if tables, err = FestivalRating(f); err != nil {
			return "", err
		}
	case "all":
		tables = FestivalTables(f, lang)
	default:
		for _, t := range FestivalTables(f, lang) {
			if t.Name == name {
				tables = []Table{t}
			}
		}
	}
	if len(tables) == 0 {
		return "", turnir.Errorf(turnir.ENOTFOUND, "no table %q in this festival", "в этом фестивале нет таблицы %q", name)
	}
	switch {
	case ext == "xlsx":
		return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", WriteXLSX(w, tables...)
	case ext == "zip":
		return "application/zip", CSV{}.WriteZip(w, tables...)
	case ext == "csv" && len(tables) == 1:
		return "text/csv; charset=utf-8", WriteCSV(w, tables[0])
	case ext == "pdf":
		return "application/pdf", festivalPDF(w, f, tables, lang)
	}
	return "", turnir.Errorf(turnir.ENOTFOUND, "export %q: use .csv for one table, .xlsx, .zip or .pdf", "выгрузка %q: .csv — для одной таблицы, иначе .xlsx, .zip или .pdf", file)
}

// finalRows are the cup final's questions as the host announced them: a
// removed question under the number its replacement was played under,
// the extra ones (C7) as "extra 1", not 14 (the jury page's numbers).
func finalRows(qs []teamcup.FinalQuestionView, regular int, names map[string]string, h func(ru, en string) string) [][]string {
	var out [][]string
	played := 0
	for _, q := range qs {
		n := played + 1
		if !q.Removed {
			played++
		}
		num := strconv.Itoa(n)
		if n > regular {
			num = h("доп. ", "extra ") + strconv.Itoa(n-regular)
		}
		note := ""
		if q.Removed {
			note = h("снят: ", "removed: ") + q.Reason
		}
		out = append(out, []string{num, names[q.Winner], note})
	}
	return out
}
