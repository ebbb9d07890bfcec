package report

import (
	"strconv"
	"strings"

	"turnir/brainring"
	"turnir/festival"
	"turnir/festival/brainringtournament"
	"turnir/festival/svoyatournament"
	"turnir/labels"
)

// The export tables of the Brain-ring and Svoya igra tournaments beyond
// their standings (see FestivalTables): the Brain-ring crosstables, play-off
// bracket and fights, the Svoya igra fight scoreboards and play-off. Codes
// the engines use (stages, how a match was decided) are written as words
// of the language asked for: a table is for people.

// tableAdder appends a named table to an export.
type tableAdder func(name string, header []string, rows [][]string)

// words picks the Russian or the English of a label.
type words func(ru, en string) string

// cupByWords says how a cup pair was decided (C5, C6, DQ2).
func cupByWords(by string, h words) string {
	switch by {
	case "points":
		return h("больше очков", "more points")
	case "lower_place":
		return h("равенство очков: ниже место в отборе (C5)", "equal points: lower qualifying place (C5)")
	case "walkover":
		return h("соперник дисквалифицирован (DQ2)", "walkover (DQ2)")
	}
	return by
}

// brainringStageWords names a Brain-ring stage: "group", a play-off round
// ("round_of_16" ...), in the words the pages use (the label catalog).
func brainringStageWords(stage string, h words) string {
	lang := h("ru", "en")
	switch stage {
	case "group":
		return labels.Text(lang, "br.group_stage")
	case brainring.StageFinal:
		return labels.Text(lang, "br.final")
	case brainring.StageThirdPlace:
		return labels.Text(lang, "br.third_place")
	case brainring.StageSemiFinal:
		return labels.Text(lang, "br.semi_final")
	case brainring.StageQuarterFinal:
		return labels.Text(lang, "br.quarter_final")
	}
	if n, ok := strings.CutPrefix(stage, "round_of_"); ok {
		return labels.Text(lang, "br.round_of", atoiOr(n)/2, n) // "1/8 финала", "round of 16"
	}
	return stage
}

func atoiOr(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// brainringByWords says which indicator decided a play-off match (F7).
func brainringByWords(by string, h words) string {
	switch by {
	case brainring.ByPoints:
		return h("очки за бои", "fight points")
	case brainring.ByDiff:
		return h("разность взятых и отданных", "taken - given")
	case brainring.ByTaken:
		return h("взятые вопросы", "questions taken")
	case brainring.ByExtra:
		return h("дополнительные вопросы", "extra questions")
	}
	return by
}

// svoyaStageWords names a Svoya igra stage in the words the pages use
// (the label catalog).
func svoyaStageWords(stage string, h words) string {
	switch stage {
	case svoyatournament.SvoyaQualifying, svoyatournament.SvoyaSeating, svoyatournament.SvoyaGroups, svoyatournament.SvoyaQuarterFinal,
		svoyatournament.SvoyaSemiFinal, svoyatournament.SvoyaFinal, svoyatournament.SvoyaDone:
		return labels.Text(h("ru", "en"), "sv.stage_"+stage)
	}
	return stage
}

// brainringTables adds the crosstable of every group, the play-off bracket
// and every fight entered.
func brainringTables(f *festival.Festival, h words, add tableAdder) {
	itoa := strconv.Itoa
	groups, err := f.BrainringGroups()
	if err != nil {
		groups = nil
	}
	for _, g := range groups {
		header := []string{"ID", h("Команда", "Team")}
		for _, r := range g.Cross {
			header = append(header, r.Name)
		}
		var rows [][]string
		for _, r := range g.Cross {
			line := []string{r.Team, r.Name}
			for _, c := range r.Cells {
				if c.Self {
					line = append(line, "—")
					continue
				}
				var games []string
				for _, x := range c.Fights {
					if x.Status == brainringtournament.FightScheduled {
						continue
					}
					games = append(games, itoa(x.Taken)+":"+itoa(x.Given))
				}
				line = append(line, strings.Join(games, " / "))
			}
			rows = append(rows, line)
		}
		add("brainring-cross-"+strings.ToLower(g.Name), header, rows)
	}

	fightHeader := []string{h("Стадия", "Stage"), h("Матч или группа", "Match or group"), h("Бой", "Fight"), h("Команда A", "Team A"),
		"A", "B", h("Команда B", "Team B"), h("Очки A", "Points A"), h("Очки B", "Points B"), h("Вопросы", "Questions"), h("Состояние", "Status")}
	var fights [][]string
	fight := func(stage, where string, x brainringtournament.BrainringFightView) {
		var qs []string
		for _, t := range x.Taken {
			switch t {
			case x.A:
				qs = append(qs, "A")
			case x.B:
				qs = append(qs, "B")
			default:
				qs = append(qs, "-")
			}
		}
		pa, pb := "", ""
		if x.Status == brainringtournament.FightComplete || x.Status == brainringtournament.FightForfeit {
			pa, pb = itoa(x.PointsA), itoa(x.PointsB)
		}
		fights = append(fights, []string{stage, where, x.ID, x.NameA, itoa(x.ScoreA), itoa(x.ScoreB), x.NameB, pa, pb,
			strings.Join(qs, " "), fightStatusWords(x.Status, h)})
	}
	for _, g := range groups {
		for _, rd := range g.Rounds {
			for _, x := range rd.Fights {
				fight(brainringStageWords("group", h), g.Name, x)
			}
		}
	}

	b, err := f.BrainringBracket()
	if err != nil || b == nil {
		add("brainring-fights", fightHeader, fights)
		return
	}
	var matches []brainringtournament.BrainringMatchView
	for _, rd := range b.Rounds {
		matches = append(matches, rd.Matches...)
	}
	if b.ThirdPlace != nil {
		matches = append(matches, *b.ThirdPlace)
	}
	var bracket [][]string
	for _, m := range matches {
		row := []string{brainringStageWords(m.Stage, h), m.ID, m.SourceA, orDash(m.NameA), m.SourceB, orDash(m.NameB)}
		if r := m.Result; r != nil {
			row = append(row, itoa(r.PointsA)+":"+itoa(r.PointsB), itoa(r.TakenA)+":"+itoa(r.TakenB), brainringByWords(r.DecidedBy, h))
		} else {
			row = append(row, "", "", "")
		}
		winner := ""
		if m.Winner == m.A {
			winner = m.NameA
		} else if m.Winner == m.B {
			winner = m.NameB
		}
		bracket = append(bracket, append(row, winner))
		for _, x := range m.Fights {
			fight(brainringStageWords(m.Stage, h), m.ID, x)
		}
	}
	add("brainring-playoff", []string{h("Стадия", "Stage"), h("Матч", "Match"), h("Откуда A", "From A"), h("Команда A", "Team A"),
		h("Откуда B", "From B"), h("Команда B", "Team B"), h("Очки", "Points"), h("Взято", "Taken"), h("Решено по", "Decided by"),
		h("Прошла", "Went on")}, bracket)
	add("brainring-fights", fightHeader, fights)
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

// fightStatusWords names the state of a Brain-ring fight.
func fightStatusWords(s string, h words) string {
	switch s {
	case brainringtournament.FightScheduled:
		return h("не начат", "scheduled")
	case brainringtournament.FightInProgress:
		return h("идёт", "in progress")
	case brainringtournament.FightComplete:
		return h("сыгран", "complete")
	case brainringtournament.FightForfeit:
		return h("техническое поражение (DQ2)", "forfeit (DQ2)")
	}
	return s
}

// svoyaTables adds the scoreboard of every group-stage fight and of every
// play-off fight and shootout: one line a player a fight.
func svoyaTables(f *festival.Festival, h words, add tableAdder) {
	itoa := strconv.Itoa
	header := []string{h("Стадия", "Stage"), h("Площадка", "Venue"), h("Бой", "Fight"), h("Перестрелка", "Shootout"), "ID", h("Игрок", "Player"),
		h("Сумма", "Total"), h("Сумма верных", "Right sum"), h("Верных", "Right"), h("Ответов", "Answered"), h("Место", "Place"),
		h("Очки", "Points"), h("Примечание", "Note")}
	board := func(rows [][]string, x svoyatournament.SvoyaFight) [][]string {
		for _, b := range x.Board {
			venue, shoot, points := "", "", ""
			if x.Ref.Venue > 0 {
				venue = itoa(x.Ref.Venue)
			}
			if x.Ref.Shootout > 0 {
				shoot = itoa(x.Ref.Shootout)
			}
			if b.Points != nil {
				points = b.Points.String()
			}
			var note []string
			if b.Passive {
				note = append(note, h("пассивный ноль (S9)", "passive zero (S9)"))
			}
			if b.ByCommittee {
				note = append(note, h("решение оргкомитета", "committee decision"))
			}
			if b.Disqualified {
				note = append(note, h("дискв.", "DQ"))
			}
			if !x.Done {
				note = append(note, h("бой не закрыт", "fight open"))
			}
			rows = append(rows, []string{svoyaStageWords(x.Ref.Stage, h), venue, itoa(x.Ref.Fight), shoot, b.Player, b.Name,
				itoa(b.Total), itoa(b.RightSum), itoa(b.RightCount), itoa(b.Answered), b.Place, points, strings.Join(note, "; ")})
		}
		return rows
	}
	var all func(rows [][]string, x svoyatournament.SvoyaFight) [][]string
	all = func(rows [][]string, x svoyatournament.SvoyaFight) [][]string {
		rows = board(rows, x)
		for _, s := range x.Shootouts {
			rows = all(rows, s)
		}
		return rows
	}
	if venues, err := f.SvoyaVenues(); err == nil && len(venues) > 0 {
		var rows [][]string
		for _, v := range venues {
			for _, x := range v.Fights {
				rows = all(rows, x)
			}
		}
		add("svoya-fights", header, rows)
	}
	if po, err := f.SvoyaPlayoff(); err == nil && len(po) > 0 {
		var rows [][]string
		for _, r := range po {
			for _, x := range r.Fights {
				rows = all(rows, x)
			}
		}
		add("svoya-playoff", header, rows)
	}
}
