package cup

// Final is the Brain-ring final (C7-C8): the two line-ups, locked when the
// final starts, and the questions as the jury enters them one by one.
type Final struct {
	Lineups   []Lineup        `json:"lineups,omitempty"`
	Locked    bool            `json:"locked"`
	Questions []FinalQuestion `json:"questions,omitempty"`
}

// Lineup is a team's players in the final (C8).
type Lineup struct {
	Team    string   `json:"team"`
	Players []string `json:"players"`
}

// FinalQuestion is one question of the final: the team that took it, or ""
// when nobody did. A removed question (C14: dispute, technical error, prompt
// from the hall) stays as a trace and is replaced by the next one.
type FinalQuestion struct {
	Winner  string `json:"winner,omitempty"`
	Removed bool   `json:"removed,omitempty"`
	Reason  string `json:"reason,omitempty"`
}

// lineup returns the line-up of team, or nil.
func (f Final) lineup(team string) *Lineup {
	for i := range f.Lineups {
		if f.Lineups[i].Team == team {
			return &f.Lineups[i]
		}
	}
	return nil
}

// FinalScore is the state of the final computed from its questions.
type FinalScore struct {
	Teams    [2]string `json:"teams"`
	Points   [2]int    `json:"points"`
	Counted  int       `json:"counted"` // questions that count (not removed), extra ones included
	Extra    int       `json:"extra"`   // counted questions beyond the regular ones
	Decided  bool      `json:"decided"`
	Winner   string    `json:"winner,omitempty"`
	Loser    string    `json:"loser,omitempty"`
	Walkover bool      `json:"walkover,omitempty"`
}

// NextQuestion is the number the host announces for the next question:
// counted questions so far plus one (removed questions are replaced, so
// they take no number).
func (s FinalScore) NextQuestion() int { return s.Counted + 1 }

// ScoreFinal applies C7: regular counted questions, one point each; if the
// score is level after them, extra questions go on until a team takes one,
// and that team wins. Questions after the deciding one are ignored (the
// Cup refuses to record them). A disqualified finalist loses by walkover.
func ScoreFinal(regular int, teams [2]string, qs []FinalQuestion, dq map[string]bool) FinalScore {
	s := FinalScore{Teams: teams}
	for _, q := range qs {
		if s.Decided {
			break
		}
		if q.Removed {
			continue
		}
		s.Counted++
		if s.Counted > regular {
			s.Extra++
		}
		for i, t := range teams {
			if q.Winner == t {
				s.Points[i]++
			}
		}
		if s.Counted >= regular && s.Points[0] != s.Points[1] {
			s.Decided = true
		}
	}
	switch {
	case dq[teams[0]] != dq[teams[1]]:
		s.Decided, s.Walkover = true, true
		if dq[teams[0]] {
			s.Winner, s.Loser = teams[1], teams[0]
		} else {
			s.Winner, s.Loser = teams[0], teams[1]
		}
	case s.Decided && s.Points[0] > s.Points[1]:
		s.Winner, s.Loser = teams[0], teams[1]
	case s.Decided:
		s.Winner, s.Loser = teams[1], teams[0]
	}
	if dq[teams[0]] && dq[teams[1]] {
		s.Decided, s.Winner, s.Loser = false, "", ""
	}
	return s
}
