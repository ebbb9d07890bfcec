package solyanka

import (
	"slices"
	"turnir"
	"turnir/quiz"
)

// SolyankaRow is one line of the solyanka table.
type SolyankaRow struct {
	Place        string    `json:"place"`
	Team         string    `json:"team"`
	Name         string    `json:"name"`
	Points       []float64 `json:"points"`
	Total        float64   `json:"total"`
	Disqualified bool      `json:"disqualified,omitempty"`
}

// SolyankaView is the solyanka: its tasks, the teams in table order and
// the rows in places order (Y2).
type SolyankaView struct {
	Tasks []quiz.Task   `json:"tasks"`
	Teams []string      `json:"teams"` // table order, for the jury
	Rows  []SolyankaRow `json:"rows"`  // places order (Y2)
}

// SolyankaView is the solyanka's table, or ENOTFOUND when the festival
// has none.
func (f *Festival) SolyankaView() (SolyankaView, error) {
	if f.Solyanka == nil {
		return SolyankaView{}, turnir.Errorf(turnir.ENOTFOUND, "this festival has no solyanka", "в этом фестивале нет солянки")
	}
	names := f.TeamNames()
	v := SolyankaView{Tasks: slices.Clone(f.Solyanka.Tasks), Teams: []string{}, Rows: []SolyankaRow{}}
	for _, r := range f.Solyanka.Rows {
		v.Teams = append(v.Teams, r.Team)
	}
	for _, s := range f.SolyankaTable() {
		t := f.Team(s.Team)
		v.Rows = append(v.Rows, SolyankaRow{Place: s.Place.String(), Team: s.Team, Name: names[s.Team], Points: s.Points,
			Total: s.Total, Disqualified: t != nil && t.Disqualified})
	}
	return v, nil
}
