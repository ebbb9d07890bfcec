package cup

import (
	"cmp"
	"slices"

	"turnir"
	"turnir/quiz"
)

// Standing is one team's line in the cup's ranking.
type Standing struct {
	Team         string     `json:"team"`
	Name         string     `json:"name"`
	Place        quiz.Place `json:"place"`          // zero for a disqualified team
	Reached      int        `json:"reached"`        // the last cup round the team reached (4 = the final)
	Winner       bool       `json:"winner"`         // won the final: the 1st-place cup (C15)
	Seed         int        `json:"seed,omitempty"` // round-1 place among the qualified (C5)
	Round1       quiz.Total `json:"round1"`         // points and rating in round 1
	Disqualified bool       `json:"disqualified,omitempty"`
	Reason       string     `json:"reason,omitempty"` // why it was disqualified
}

// Ranking returns the cup's table as far as it is known (C15). The winner
// of the final is 1st and the loser 2nd; teams out in the last knock-out
// round share the next places ("3-4"), those out in the round before share
// the places after ("5-8"): they met different opponents, so nothing ranks
// them fairly against each other, and they are listed by round-1 place.
// Teams out after round 1 follow by round-1 points, equal points sharing a
// place. While the cup runs, the teams still in it share the top places of
// their level. Disqualified teams (DQ2) end the table unplaced.
func (c Cup) Ranking() ([]Standing, error) {
	if !c.Started {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the cup has not started", "кубок ещё не начался")
	}
	p, err := c.Progress()
	if err != nil {
		return nil, err
	}
	reason := map[string]string{}
	for _, d := range c.Disqualified {
		reason[d.Team] = d.Reason
	}
	lines := map[string]*Standing{}
	var all []*Standing
	for _, tot := range c.Rounds[0].Questions.Totals() {
		t, _ := c.Team(tot.Team)
		s := &Standing{Team: t.ID, Name: t.Name, Reached: 1, Round1: tot}
		s.Reason, s.Disqualified = reason[t.ID], reason[t.ID] != ""
		lines[t.ID] = s
		all = append(all, s)
	}
	if q := p.Qualifying; q != nil && q.CutDecided {
		for i, t := range q.Qualified {
			lines[t].Reached, lines[t].Seed = 2, i+1
		}
	}
	for k, results := range p.Results {
		for _, r := range results {
			lines[r.Winner].Reached = k + 3
		}
	}
	if f := p.Final; f != nil && f.Decided {
		lines[f.Winner].Winner = true
	}

	level := func(a, b *Standing) int {
		if c := cmp.Compare(b.Reached, a.Reached); c != 0 {
			return c
		}
		if c := boolCmp(b.Winner, a.Winner); c != 0 || a.Reached > 1 {
			return c
		}
		return cmp.Compare(b.Round1.Points, a.Round1.Points)
	}
	order := func(a, b *Standing) int {
		if c := level(a, b); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Seed, b.Seed); c != 0 {
			return c
		}
		return cmp.Compare(b.Round1.Rating, a.Round1.Rating)
	}
	var placed, dq []*Standing
	for _, s := range all {
		if s.Disqualified {
			dq = append(dq, s)
		} else {
			placed = append(placed, s)
		}
	}
	sorted, _ := quiz.Rank(placed, order)
	out := make([]Standing, 0, len(all))
	for i, pl := range quiz.Places(sorted, level) {
		sorted[i].Place = pl
		out = append(out, *sorted[i])
	}
	slices.SortStableFunc(dq, order)
	for _, s := range dq {
		out = append(out, *s)
	}
	return out, nil
}

func boolCmp(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	default:
		return -1
	}
}
