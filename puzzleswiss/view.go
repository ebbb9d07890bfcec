package puzzleswiss

import (
	"fmt"
	"time"
)

// Line is one row of the standings as pages and exports show it.
type Line struct {
	Place        string        `json:"place"`
	ID           string        `json:"id"`
	Name         string        `json:"name"`
	Points       int           `json:"points"`
	Buchholz     int           `json:"buchholz"`
	TotalTime    time.Duration `json:"total_time_ns"`
	Lot          int           `json:"lot"`
	Disqualified bool          `json:"disqualified,omitempty"`
	Rounds       []Cell        `json:"rounds"` // one per closed round
}

// Cell is one solver's round in the crosstable.
type Cell struct {
	Round    int           `json:"round"`
	Opponent string        `json:"opponent,omitempty"` // "" for the bye
	Points   int           `json:"points"`
	Solved   bool          `json:"solved"`
	Time     time.Duration `json:"time_ns,omitempty"`
}

// Lines returns the standings with names and the crosstable cells, in
// table order (P13).
func (t *Tournament) Lines() []Line {
	rows := t.Standings()
	recs := map[string][]Cell{}
	for _, r := range t.Rounds {
		if !r.Closed {
			continue
		}
		for id, res := range r.Results {
			opp, _ := r.Opponent(id)
			recs[id] = append(recs[id], Cell{Round: r.N, Opponent: opp, Points: res.Points, Solved: res.Solved, Time: res.Time})
		}
	}
	idx := map[string]int{}
	for i, c := range t.Settings.Tiebreaks {
		idx[c] = i + 1
	}
	val := func(row []int64, name string) int64 {
		if i, ok := idx[name]; ok {
			return row[i]
		}
		return 0
	}
	out := make([]Line, len(rows))
	for i, row := range rows {
		s := t.Solvers[row.ID]
		out[i] = Line{Place: row.Place, ID: row.ID, Name: s.Name, Points: int(row.Values[0]),
			Buchholz: int(val(row.Values, "buchholz")), TotalTime: time.Duration(val(row.Values, "total_time")) * time.Millisecond,
			Lot: s.Lot, Disqualified: s.Disqualified, Rounds: recs[row.ID]}
	}
	return out
}

// Header and Cells give the standings as a plain table for exports.
func (t *Tournament) Table() (header []string, rows [][]string) {
	header = []string{"place", "id", "name", "points", "buchholz", "total_time_s", "lot"}
	for i := 1; i <= len(t.Rounds); i++ {
		if t.Rounds[i-1].Closed {
			header = append(header, fmt.Sprintf("r%d", i))
		}
	}
	for _, l := range t.Lines() {
		row := []string{l.Place, l.ID, l.Name, fmt.Sprint(l.Points), fmt.Sprint(l.Buchholz), fmt.Sprintf("%.3f", l.TotalTime.Seconds()), fmt.Sprint(l.Lot)}
		if l.Disqualified {
			row[2] += " (DQ)"
		}
		for _, c := range l.Rounds {
			cell := fmt.Sprintf("%d", c.Points)
			if c.Opponent == "" {
				cell += " bye"
			} else {
				cell += " vs " + c.Opponent
			}
			if c.Solved {
				cell += fmt.Sprintf(" %.3fs", c.Time.Seconds())
			}
			row = append(row, cell)
		}
		rows = append(rows, row)
	}
	return header, rows
}
