package report

import (
	"strconv"

	"turnir/quiz"
)

// Header cells of the rating-site layout, as the site's own upload template
// names them.
const (
	RatingTeamID = "Team ID"
	RatingName   = "Название"
	RatingTown   = "Город"
)

// RatingSheets lays out question-round results for the ChGK rating site:
// one table per round, named after it, with the columns Team ID, Название,
// Город, then one column per question holding 1 (taken) or 0.
//
// Questions are numbered through the whole package, as the site counts them
// (round 2 of 12-question rounds starts at 13), so sheets must be given in
// round order and all of them. A removed question is 0 for every team, as
// quiz.RatingExport already made it; its column stays so that the numbering
// matches the package.
//
// The team ID and the answers are numeric columns: a site ID is a number,
// while a team without one keeps its internal ID as text (quiz.RatingExport
// falls back to it), so the gap is visible. Город is the team's town from
// its quiz.Label, blank when the label has none.
func RatingSheets(sheets []quiz.RatingSheet) []Table {
	out := make([]Table, len(sheets))
	first := 1 // package number of the current round's first question
	for i, sh := range sheets {
		header := []string{RatingTeamID, RatingName, RatingTown}
		for q := range sh.Questions {
			header = append(header, strconv.Itoa(first+q))
		}
		numeric := make([]bool, len(header))
		numeric[0] = true
		for c := 3; c < len(numeric); c++ {
			numeric[c] = true
		}
		rows := make([][]string, len(sh.Rows))
		for j, r := range sh.Rows {
			row := make([]string, len(header))
			row[0], row[1], row[2] = r.TeamID, r.Name, r.Town
			for q := range sh.Questions {
				v := 0
				if q < len(r.Answers) && r.Answers[q] != 0 {
					v = 1
				}
				row[3+q] = strconv.Itoa(v)
			}
			rows[j] = row
		}
		out[i] = Table{Name: sh.Round, Header: header, Rows: rows, Numeric: numeric}
		first += sh.Questions
	}
	return out
}
