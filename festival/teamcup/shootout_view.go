package teamcup

import (
	"slices"

	"turnir/cup"
)

// ShootoutView is the shootout for the last places of the cut (C4) as the
// public reads it after the fact: the teams tied across the cut, each
// question with the teams it was put to and those who answered it, and
// how each tied team's fate was settled. Only the questions that counted
// are listed; the view is computed from the entered answers, never stored.
type ShootoutView struct {
	Teams     []string           `json:"teams"` // tied across the cut, in table order
	Spots     int                `json:"spots"` // how many of them could go on
	Questions []ShootoutQuestion `json:"questions"`
	// Decided says for each tied team how the cut settled it, once it has.
	Decided map[string]CutDecision `json:"decided"`
}

// ShootoutQuestion is one counted question of the shootout.
type ShootoutQuestion struct {
	Number  int      `json:"number"`
	Teams   []string `json:"teams"`   // those it was put to
	Spots   int      `json:"spots"`   // how many of them could still go on
	Correct []string `json:"correct"` // those who answered it
}

// CutDecision is how the cut settled a tied team: By is cup.ByShootout
// (Question is the question that settled it), cup.ByRating or cup.ByLot
// (after the shootout decided nothing more); Through says it went on.
type CutDecision struct {
	By       string `json:"by"`
	Question int    `json:"question,omitempty"`
	Through  bool   `json:"through"`
}

// shootoutView is the cup's shootout, or nil when the cut needed none. The
// step of each question is what the cup asked with only the questions
// before it entered (and no lot drawn), as the jury saw it.
func shootoutView(c *cup.Cup, q *cup.Qualifying) *ShootoutView {
	var steps []cup.Step
	for k := 0; k <= len(c.Shootout); k++ {
		trial := *c
		trial.Shootout, trial.CutLot, trial.PlaceLot = c.Shootout[:k], nil, nil
		trial.Rounds, trial.Final = c.Rounds[:min(1, len(c.Rounds))], cup.Final{}
		p, err := trial.Progress()
		if err != nil || p.Next.Stage != cup.StageShootout {
			break
		}
		steps = append(steps, p.Next)
	}
	if len(steps) == 0 {
		return nil
	}
	v := &ShootoutView{Teams: slices.Clone(steps[0].Teams), Spots: steps[0].Spots, Questions: []ShootoutQuestion{},
		Decided: map[string]CutDecision{}}
	for i, st := range steps {
		if i >= len(c.Shootout) {
			break // the question being asked now: the stage says so
		}
		sq := ShootoutQuestion{Number: st.Question, Teams: slices.Clone(st.Teams), Spots: st.Spots, Correct: []string{}}
		sq.Correct = append(sq.Correct, c.Shootout[i].Correct...)
		v.Questions = append(v.Questions, sq)
	}
	if q == nil || !q.CutDecided {
		return v
	}
	through := func(t string) bool { return slices.Contains(q.Qualified, t) }
	counted := min(len(steps), len(c.Shootout))
	for i := 0; i < counted; i++ {
		var next []string
		if i+1 < len(steps) {
			next = steps[i+1].Teams
		}
		last := i+1 == counted
		for _, t := range steps[i].Teams {
			if _, done := v.Decided[t]; done || slices.Contains(next, t) {
				continue
			}
			if last && q.DecidedBy != cup.ByShootout && q.DecidedBy != "" {
				continue // still tied after the last question: settled below
			}
			v.Decided[t] = CutDecision{By: cup.ByShootout, Question: i + 1, Through: through(t)}
		}
	}
	for _, t := range v.Teams {
		if _, done := v.Decided[t]; !done {
			by := q.DecidedBy
			if by == cup.ByShootout || by == "" {
				by = cup.ByShootout
			}
			v.Decided[t] = CutDecision{By: by, Through: through(t)}
		}
	}
	return v
}
