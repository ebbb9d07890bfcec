package quiz

// Label names a team for the ChGK rating site: its ID there (which is not
// our internal team ID), its name and its town (the site's Город column,
// which tells apart teams of the same name).
type Label struct {
	RatingID string `json:"rating_id"`
	Name     string `json:"name"`
	Town     string `json:"town,omitempty"`
}

// RatingSheet is one round in the layout the ChGK rating site takes: one
// row per team with its site ID, name, then 0 or 1 per question. The
// report package writes it as CSV (one file per round) or XLSX (one sheet
// per round); this package only decides the content.
type RatingSheet struct {
	Round     string      `json:"round"`
	Questions int         `json:"questions"`
	Removed   []int       `json:"removed,omitempty"` // removed questions, 1-based; their cells are 0
	Rows      []RatingRow `json:"rows"`
}

// RatingRow is one team's line of a RatingSheet.
type RatingRow struct {
	TeamID  string `json:"team_id"`
	Name    string `json:"name"`
	Town    string `json:"town,omitempty"`
	Answers []int  `json:"answers"` // 0 or 1 per question
}

// RatingExport builds one sheet per round. Teams keep table order. A team
// missing from labels is exported with its internal ID and an empty name
// and town, so that the gap is visible rather than the row lost. A removed question is
// 0 for every team: it counted for nobody, and the sheet lists it in Removed
// for a writer that must mark it differently.
func RatingExport(rounds []Round, labels map[string]Label) []RatingSheet {
	sheets := make([]RatingSheet, len(rounds))
	for i, r := range rounds {
		sh := RatingSheet{Round: r.Name, Questions: r.Questions, Rows: make([]RatingRow, len(r.Rows))}
		for _, m := range r.Removed {
			sh.Removed = append(sh.Removed, m.Question)
		}
		for j, row := range r.Rows {
			l, ok := labels[row.Team]
			if !ok || l.RatingID == "" {
				l.RatingID = row.Team
			}
			out := RatingRow{TeamID: l.RatingID, Name: l.Name, Town: l.Town, Answers: make([]int, r.Questions)}
			for q, answered := range row.Answers {
				if answered && !r.IsRemoved(q+1) {
					out.Answers[q] = 1
				}
			}
			sh.Rows[j] = out
		}
		sheets[i] = sh
	}
	return sheets
}
