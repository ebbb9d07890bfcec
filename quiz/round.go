package quiz

import (
	"slices"
	"turnir/labels"

	"turnir"
)

// Round is one written question round: a table of teams x questions where
// each cell says whether the team answered the question. A removed question
// (dispute, technical error, a prompt from the hall) keeps its cells and its
// Removal record as a trace but counts for nobody, neither in points nor in
// the rating.
//
// The zero Round has no questions and no teams; build one with NewRound and
// change it only through its methods, which keep it valid.
type Round struct {
	Name      string    `json:"name,omitempty"`
	Questions int       `json:"questions"`
	Rows      []Row     `json:"rows"`
	Removed   []Removal `json:"removed,omitempty"`
}

// Row is one team's line of a Round: Answers[i] is question i+1.
type Row struct {
	Team    string `json:"team"`
	Answers []bool `json:"answers"`
}

// Removal records that a question was removed and why.
type Removal struct {
	Question int    `json:"question"` // 1-based
	Reason   string `json:"reason,omitempty"`
}

// NewRound returns an empty round of the given number of questions for the
// teams in table order. Team IDs must be non-empty and distinct.
func NewRound(name string, questions int, teams []string) (Round, error) {
	r := Round{Name: name, Questions: questions, Rows: make([]Row, 0, len(teams))}
	if questions < 1 {
		return Round{}, turnir.Errorf(turnir.EINVALID, "a round needs at least one question, got %d",
			"в туре должен быть хотя бы один вопрос, задано %d", questions)
	}
	for _, t := range teams {
		if err := r.AddTeam(t); err != nil {
			return Round{}, err
		}
	}
	return r, nil
}

// AddTeam appends a team with no answers. It refuses an empty or repeated ID.
func (r *Round) AddTeam(team string) error {
	if team == "" {
		return turnir.Errorf(turnir.EINVALID, "a team ID is empty", "пустой идентификатор команды")
	}
	if r.row(team) >= 0 {
		return turnir.Errorf(turnir.EINVALID, "team %q is already in round %q",
			"команда %q уже есть в туре %q", team, r.Name)
	}
	r.Rows = append(r.Rows, Row{Team: team, Answers: make([]bool, r.Questions)})
	return nil
}

// Teams lists the team IDs in table order.
func (r Round) Teams() []string {
	ids := make([]string, len(r.Rows))
	for i, row := range r.Rows {
		ids[i] = row.Team
	}
	return ids
}

// Has reports whether team plays this round.
func (r Round) Has(team string) bool { return r.row(team) >= 0 }

func (r Round) row(team string) int {
	return slices.IndexFunc(r.Rows, func(row Row) bool { return row.Team == team })
}

func (r Round) checkQuestion(q int) error {
	if q < 1 || q > r.Questions {
		return turnir.Errorf(turnir.EINVALID, "round %q has questions 1-%d, not %d",
			"в туре %q вопросы 1-%d, а не %d", r.Name, r.Questions, q)
	}
	return nil
}

func (r Round) unknownTeam(team string) error {
	return turnir.Errorf(turnir.ENOTFOUND, "team %q does not play round %q",
		"команда %q не играет в туре %q", team, r.Name)
}

// Set marks whether team answered question q (1-based). Setting a cell of a
// removed question is allowed: the cell is kept as a trace and still counts
// for nobody.
func (r *Round) Set(team string, q int, answered bool) error {
	if err := r.checkQuestion(q); err != nil {
		return err
	}
	i := r.row(team)
	if i < 0 {
		return r.unknownTeam(team)
	}
	r.Rows[i].Answers[q-1] = answered
	return nil
}

// SetRow replaces a team's whole line at once, the fast way for a jury that
// types a row of 12 marks per team.
func (r *Round) SetRow(team string, answers []bool) error {
	if len(answers) != r.Questions {
		return turnir.Errorf(turnir.EINVALID, "round %[1]q has %[2]s, got %[4]s for team %[6]q",
			"в туре %[1]q %[3]s, а отметок для команды %[6]q задано: %[7]d", r.Name, labels.Count("en", "count.question", r.Questions), labels.Count("ru", "count.question", r.Questions), labels.Count("en", "count.mark", len(answers)), "", team, len(answers))
	}
	i := r.row(team)
	if i < 0 {
		return r.unknownTeam(team)
	}
	r.Rows[i].Answers = slices.Clone(answers)
	return nil
}

// Remove takes question q out of the count with a reason. Removing a
// question twice is refused so that the log shows one decision per question.
func (r *Round) Remove(q int, reason string) error {
	if err := r.checkQuestion(q); err != nil {
		return err
	}
	if r.IsRemoved(q) {
		return turnir.Errorf(turnir.ECONFLICT, "question %d of round %q is already removed",
			"вопрос %d тура %q уже снят", q, r.Name)
	}
	r.Removed = append(r.Removed, Removal{Question: q, Reason: reason})
	return nil
}

// Restore puts a removed question back into the count (the committee
// reversed its decision).
func (r *Round) Restore(q int) error {
	i := slices.IndexFunc(r.Removed, func(m Removal) bool { return m.Question == q })
	if i < 0 {
		return turnir.Errorf(turnir.ECONFLICT, "question %d of round %q is not removed",
			"вопрос %d тура %q не снят", q, r.Name)
	}
	r.Removed = slices.Delete(r.Removed, i, i+1)
	return nil
}

// IsRemoved reports whether question q (1-based) is removed.
func (r Round) IsRemoved(q int) bool {
	return slices.ContainsFunc(r.Removed, func(m Removal) bool { return m.Question == q })
}

// Validate checks a Round that came from outside (JSON, a replayed log):
// positive question count, distinct non-empty teams, rows of the right
// length, removals of existing questions at most once each.
func (r Round) Validate() error {
	if r.Questions < 1 {
		return turnir.Errorf(turnir.EINVALID, "a round needs at least one question, got %d",
			"в туре должен быть хотя бы один вопрос, задано %d", r.Questions)
	}
	seen := map[string]bool{}
	for _, row := range r.Rows {
		if row.Team == "" || seen[row.Team] {
			return turnir.Errorf(turnir.EINVALID, "team ID %q is empty or repeated in round %q",
				"идентификатор команды %q пуст или повторяется в туре %q", row.Team, r.Name)
		}
		seen[row.Team] = true
		if len(row.Answers) != r.Questions {
			return turnir.Errorf(turnir.EINVALID, "round %[1]q has %[2]s, team %[4]q has %[5]s",
				"в туре %[1]q %[3]s, а отметок у команды %[4]q: %[6]d", r.Name, labels.Count("en", "count.question", r.Questions), labels.Count("ru", "count.question", r.Questions), row.Team, labels.Count("en", "count.mark", len(row.Answers)), len(row.Answers))
		}
	}
	removed := map[int]bool{}
	for _, m := range r.Removed {
		if err := r.checkQuestion(m.Question); err != nil {
			return err
		}
		if removed[m.Question] {
			return turnir.Errorf(turnir.EINVALID, "question %d of round %q is removed twice",
				"вопрос %d тура %q снят дважды", m.Question, r.Name)
		}
		removed[m.Question] = true
	}
	return nil
}

// Values returns the ChGK rating value of each question (index q-1): one
// plus the number of teams of this round that missed it, or 0 for a removed
// question. A question nobody answered is worth the most but adds to nobody's
// rating.
func (r Round) Values() []int {
	v := make([]int, r.Questions)
	for q := range v {
		if r.IsRemoved(q + 1) {
			continue
		}
		v[q] = 1
		for _, row := range r.Rows {
			if !row.Answers[q] {
				v[q]++
			}
		}
	}
	return v
}

// Total is one team's result in one round.
type Total struct {
	Team   string `json:"team"`
	Points int    `json:"points"` // answered questions, removed ones excluded
	Rating int    `json:"rating"` // sum of Values over the answered questions (C4)
}

// Totals returns every team's points and rating in table order.
func (r Round) Totals() []Total {
	values := r.Values()
	out := make([]Total, len(r.Rows))
	for i, row := range r.Rows {
		out[i].Team = row.Team
		for q, ok := range row.Answers {
			if ok && values[q] > 0 {
				out[i].Points++
				out[i].Rating += values[q]
			}
		}
	}
	return out
}

// Total returns one team's points and rating; ok is false when the team does
// not play this round.
func (r Round) Total(team string) (t Total, ok bool) {
	i := r.row(team)
	if i < 0 {
		return Total{Team: team}, false
	}
	return r.Totals()[i], true
}
