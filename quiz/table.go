package quiz

import "cmp"

// TieBreak says how a question-round table orders teams with equal points.
type TieBreak string

const (
	// SharePoints places by points alone: equal points share the place
	// ("3-4"). Teams of a shared place are listed by rating, then table order.
	SharePoints TieBreak = "points"
	// ByRating breaks equal points by the ChGK question rating (C4); teams
	// equal on both share the place.
	ByRating TieBreak = "rating"
)

// Standing is one line of a table summed over several rounds.
type Standing struct {
	Team     string `json:"team"`
	Points   int    `json:"points"`
	Rating   int    `json:"rating"`
	PerRound []int  `json:"per_round"` // points in each round, 0 where the team did not play
	Place    Place  `json:"place"`
}

// Table sums points and ratings over rounds and places the teams. Each
// round's rating is computed among the teams of that round (a question's
// value depends on who missed it there), then summed. Teams are listed in
// order of first appearance before sorting, so equal teams keep table order.
// An unknown tie-break is treated as SharePoints.
func Table(rounds []Round, tb TieBreak) []Standing {
	index := map[string]int{}
	var rows []Standing
	for ri, r := range rounds {
		for _, t := range r.Totals() {
			i, ok := index[t.Team]
			if !ok {
				i = len(rows)
				index[t.Team] = i
				rows = append(rows, Standing{Team: t.Team, PerRound: make([]int, len(rounds))})
			}
			rows[i].Points += t.Points
			rows[i].Rating += t.Rating
			rows[i].PerRound[ri] = t.Points
		}
	}
	place := func(a, b Standing) int {
		if c := cmp.Compare(b.Points, a.Points); c != 0 || tb != ByRating {
			return c
		}
		return cmp.Compare(b.Rating, a.Rating)
	}
	order := func(a, b Standing) int {
		if c := place(a, b); c != 0 {
			return c
		}
		return cmp.Compare(b.Rating, a.Rating)
	}
	sorted, _ := Rank(rows, order)
	for i, p := range Places(sorted, place) {
		sorted[i].Place = p
	}
	return sorted
}
