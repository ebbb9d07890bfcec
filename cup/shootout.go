package cup

import (
	"slices"
	"strings"

	"turnir"
)

// The correction of a shootout entry (C4). A shootout question decides who
// plays the next one and, in the end, who goes through the cut; so an entry
// may be corrected only while what was built on it still stands: no lot
// drawn and no round 2 drawn after the cut, and every later shootout
// question still put to the same teams. Otherwise the refusal names what
// depends on the entry.

// CorrectShootout replaces the teams that answered shootout question i
// (1-based) right.
func (c *Cup) CorrectShootout(i int, correct []string) error {
	if i < 1 || i > len(c.Shootout) {
		return turnir.Errorf(turnir.ENOTFOUND, "the shootout has no question %d", "в перестрелке нет вопроса %d", i)
	}
	if en, ru := c.lotsDrawn(); len(en) > 0 {
		return turnir.Errorf(turnir.ECONFLICT, "shootout question %[1]d cannot be corrected: %[2]s depend on it",
			"вопрос перестрелки %[1]d исправить нельзя: от него зависят %[3]s", i, strings.Join(en, ", "), strings.Join(ru, ", "))
	}
	before, err := c.shootoutSteps()
	if err != nil {
		return err
	}
	if i > len(before) {
		return turnir.Errorf(turnir.ECONFLICT, "shootout question %d did not count: the cut was decided before it",
			"вопрос перестрелки %d не учитывался: выход решился раньше", i)
	}
	if err := checkShootout(before[i-1], correct); err != nil {
		return err
	}
	trial := *c
	trial.Shootout = slices.Clone(c.Shootout)
	trial.Shootout[i-1] = ShootoutQuestion{Correct: slices.Clone(correct)}
	after, err := trial.shootoutSteps()
	if err != nil {
		return err
	}
	for j := i + 1; j <= len(before); j++ {
		if j > len(after) || !after[j-1].Same(before[j-1]) {
			return turnir.Errorf(turnir.ECONFLICT,
				"shootout question %[1]d cannot be corrected this way: question %[2]d was put to other teams and depends on it",
				"вопрос перестрелки %[1]d так исправить нельзя: от него зависит %[2]d-й вопрос, заданный другим командам", i, j)
		}
	}
	c.Shootout = trial.Shootout
	return nil
}

// ShootoutFixTeams returns the teams a correction of an entered shootout
// question may name (C4): those tied across the cut, to whom the shootout
// was put, in table order. It is nil when there is nothing to correct: no
// shootout question entered, or round 2 already drawn on the cut. (While
// only a lot stands on it the correction is still offered, and
// CorrectShootout refuses it naming the lot.)
func (c Cup) ShootoutFixTeams() []string {
	if len(c.Shootout) == 0 || len(c.Rounds) > 1 {
		return nil
	}
	steps, err := c.shootoutSteps()
	if err != nil || len(steps) == 0 {
		return nil
	}
	return slices.Clone(steps[0].Teams)
}

// shootoutSteps returns, for each entered shootout question that counted,
// the step it answered: the teams it was put to.
func (c *Cup) shootoutSteps() ([]Step, error) {
	var steps []Step
	for k := 0; k < len(c.Shootout); k++ {
		in := c.qualifyInput()
		in.Shootout = c.Shootout[:k]
		in.CutLot, in.PlaceLot = nil, nil
		q, err := Qualify(in)
		if err != nil {
			return nil, err
		}
		if q.Need == nil || q.Need.Kind != NeedShootout {
			break
		}
		steps = append(steps, Step{Stage: StageShootout, Round: 1, Question: q.Need.Question, Teams: q.Need.Teams, Spots: q.Need.Spots})
	}
	return steps, nil
}

// checkShootout refuses an entry naming a team that does not play the
// question, or one twice.
func checkShootout(s Step, correct []string) error {
	for i, t := range correct {
		if !slices.Contains(s.Teams, t) || slices.Contains(correct[:i], t) {
			return turnir.Errorf(turnir.EINVALID, "team %q does not play shootout question %d or is listed twice",
				"команда %q не участвует в вопросе перестрелки %d или указана дважды", t, s.Question)
		}
	}
	return nil
}

// lotsDrawn names the steps drawn after the cut, which depend on round 1
// and the shootout.
func (c *Cup) lotsDrawn() (en, ru []string) {
	if len(c.CutLot) > 0 {
		en, ru = append(en, "the lot for the places in the next round"), append(ru, "жребий за выход в следующий тур")
	}
	if len(c.PlaceLot) > 0 {
		en, ru = append(en, "the lot for the qualifying places"), append(ru, "жребий мест по итогам отбора")
	}
	if len(c.Rounds) > 1 {
		en, ru = append(en, "the draw of round 2"), append(ru, "жеребьёвка 2-го тура")
	}
	return en, ru
}
