package cup

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"turnir/labels"

	"turnir"
	"turnir/quiz"
)

// next is Next for the mutating methods.
func (c *Cup) next() (Step, error) { return c.Next() }

// AddTeam registers a team before the cup starts. The roster must pass C1
// and no player may sit at two tables.
func (c *Cup) AddTeam(t Team) error {
	if c.Started {
		return turnir.Errorf(turnir.ECONFLICT, "the cup has started; team %q cannot be added",
			"кубок начался, команду %q добавить нельзя", t.Name)
	}
	if _, ok := c.Team(t.ID); ok {
		return turnir.Errorf(turnir.EINVALID, "team ID %q is already registered",
			"команда с идентификатором %q уже заявлена", t.ID)
	}
	if err := c.checkRoster(t); err != nil {
		return err
	}
	t.Roster = slices.Clone(t.Roster)
	c.Teams = append(c.Teams, t)
	return nil
}

// checkRoster applies C1 and refuses a player already on another team.
func (c *Cup) checkRoster(t Team) error {
	if err := CheckRoster(c.Config, t); err != nil {
		return err
	}
	for _, other := range c.Teams {
		if other.ID == t.ID {
			continue
		}
		for _, p := range t.Roster {
			if slices.Contains(other.Roster, p) {
				return turnir.Errorf(turnir.EINVALID, "player %q already plays for team %q",
					"игрок %q уже играет за команду %q", p, other.Name)
			}
		}
	}
	return nil
}

// SetRoster replaces a team's roster (C1). A finalist's roster is frozen
// once the final has started, and a player in a set line-up cannot be
// dropped without changing the line-up first.
func (c *Cup) SetRoster(team string, roster []string) error {
	i := slices.IndexFunc(c.Teams, func(t Team) bool { return t.ID == team })
	if i < 0 {
		return turnir.Errorf(turnir.ENOTFOUND, "no team %q", "нет команды %q", team)
	}
	l := c.Final.lineup(team)
	if l != nil && c.Final.Locked {
		return turnir.Errorf(turnir.ECONFLICT, "the final has started; the roster of %q is locked (C8)",
			"финал начался, состав команды %q изменить нельзя (C8)", c.Teams[i].Name)
	}
	t := c.Teams[i]
	t.Roster = slices.Clone(roster)
	if err := c.checkRoster(t); err != nil {
		return err
	}
	if l != nil {
		for _, p := range l.Players {
			if !slices.Contains(roster, p) {
				return turnir.Errorf(turnir.ECONFLICT, "player %q is in the final line-up of %q; change the line-up first",
					"игрок %q заявлен в финал за %q; сначала измените состав на финал", p, t.Name)
			}
		}
	}
	c.Teams[i] = t
	return nil
}

// Disqualify records a committee decision against a team (DQ2). Its past
// results stay; it is left out of the cut, loses any pair and the final by
// walkover, and ends the ranking unplaced.
func (c *Cup) Disqualify(team, reason string) error {
	if _, ok := c.Team(team); !ok {
		return turnir.Errorf(turnir.ENOTFOUND, "no team %q", "нет команды %q", team)
	}
	if c.dq()[team] {
		return turnir.Errorf(turnir.ECONFLICT, "team %q is already disqualified", "команда %q уже дисквалифицирована", c.teamWord(team))
	}
	if reason == "" {
		return turnir.Errorf(turnir.EINVALID, "a disqualification needs a reason (DQ1)",
			"у дисквалификации должна быть причина (DQ1)")
	}
	d := Disqualification{Team: team, Reason: reason, Begun: len(c.Rounds)}
	for _, r := range c.Rounds {
		if r.Closed {
			d.Closed++
		}
	}
	c.Disqualified = append(c.Disqualified, d)
	return nil
}

// teamWord names a team in a message: its name when the cup knows the
// team, else the id the jury sent (an id alone means little to a jury
// that sees names on its page).
func (c Cup) teamWord(id string) string {
	if t, ok := c.Team(id); ok && t.Name != "" {
		return t.Name
	}
	return id
}

// Start closes registration and opens round 1 with every team not
// disqualified. C2: fewer than Config.MinTeams teams is refused.
func (c *Cup) Start() error {
	if c.Started {
		return turnir.Errorf(turnir.ECONFLICT, "the cup has already started", "кубок уже начался")
	}
	teams := c.eligible()
	if len(teams) < c.Config.MinTeams {
		return turnir.Errorf(turnir.ECONFLICT, "the cup needs at least %[1]s; registered: %[3]d (C2)",
			"для кубка нужно не меньше %[2]s, заявлено %[3]d (C2)", labels.Count("en", "count.team", c.Config.MinTeams), labels.Count("ru", "count.team_gen", c.Config.MinTeams), len(teams))
	}
	r, err := quiz.NewRound("1", c.Config.Questions, teams)
	if err != nil {
		return err
	}
	c.Rounds = []Round{{Number: 1, Questions: r}}
	c.Started = true
	return nil
}

// openRound returns the written round n if the jury may still change it.
func (c *Cup) openRound(n int) (*Round, error) {
	if n < 1 || n > len(c.Rounds) {
		return nil, turnir.Errorf(turnir.ENOTFOUND, "round %d has not begun", "тур %d ещё не начался", n)
	}
	rd := &c.Rounds[n-1]
	if rd.Closed {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is closed; reopen it to correct it",
			"тур %d закрыт; чтобы исправить, откройте его снова", n)
	}
	return rd, nil
}

// Answer marks whether team answered question q of written round n.
func (c *Cup) Answer(n int, team string, q int, answered bool) error {
	rd, err := c.openRound(n)
	if err != nil {
		return err
	}
	return rd.Questions.Set(team, q, answered)
}

// AnswerRow sets a team's whole line of written round n.
func (c *Cup) AnswerRow(n int, team string, answers []bool) error {
	rd, err := c.openRound(n)
	if err != nil {
		return err
	}
	return rd.Questions.SetRow(team, answers)
}

// RemoveQuestion removes question q of written round n with a reason; it
// then counts for nobody (C14 applied to written rounds).
func (c *Cup) RemoveQuestion(n, q int, reason string) error {
	rd, err := c.openRound(n)
	if err != nil {
		return err
	}
	return rd.Questions.Remove(q, reason)
}

// RestoreQuestion puts a removed question of round n back into the count.
func (c *Cup) RestoreQuestion(n, q int) error {
	rd, err := c.openRound(n)
	if err != nil {
		return err
	}
	return rd.Questions.Restore(q)
}

// CloseRound ends written round n: its table is final and the cup moves on.
func (c *Cup) CloseRound(n int) error {
	rd, err := c.openRound(n)
	if err != nil {
		return err
	}
	rd.Closed = true
	return nil
}

// ReopenRound lets the jury correct a closed round, but only while nothing
// was built on it: no shootout answer, lot or draw after round 1, no later
// round or final line-up after a knock-out round.
func (c *Cup) ReopenRound(n int) error {
	if n < 1 || n > len(c.Rounds) || !c.Rounds[n-1].Closed {
		return turnir.Errorf(turnir.ECONFLICT, "round %d is not closed", "тур %d не закрыт", n)
	}
	var en, ru []string
	if len(c.Rounds) > n {
		en, ru = append(en, fmt.Sprintf("round %d", n+1)), append(ru, fmt.Sprintf("%d-й тур", n+1))
	}
	if len(c.Final.Lineups) > 0 || c.Final.Locked {
		en, ru = append(en, "the final line-ups"), append(ru, "составы на финал")
	}
	if n == 1 {
		if len(c.Shootout) > 0 {
			en, ru = append(en, "the shootout (correct its entries instead)"), append(ru, "перестрелка (исправьте её ответы)")
		}
		e, r := c.lotsDrawn()
		en, ru = append(en, e...), append(ru, r...)
	}
	if len(en) > 0 {
		return turnir.Errorf(turnir.ECONFLICT, "round %[1]d cannot be reopened: %[2]s depend on it",
			"тур %[1]d нельзя открыть: от него зависят %[3]s", n, strings.Join(en, ", "), strings.Join(ru, ", "))
	}
	c.Rounds[n-1].Closed = false
	return nil
}

// AddShootout records the next shootout question (C4): the teams that
// answered it right, all of them among the teams the step names.
func (c *Cup) AddShootout(correct []string) error {
	s, err := c.next()
	if err != nil {
		return err
	}
	if s.Stage != StageShootout {
		return notNow("enter a shootout question", "вводить вопрос перестрелки", s)
	}
	if err := checkShootout(s, correct); err != nil {
		return err
	}
	c.Shootout = append(c.Shootout, ShootoutQuestion{Correct: slices.Clone(correct)})
	return nil
}

// SetLineup sets a finalist's line-up (C8). It is refused once the final
// has started: no substitutions during the final.
func (c *Cup) SetLineup(team string, players []string) error {
	if c.Final.Locked {
		return turnir.Errorf(turnir.ECONFLICT, "the final has started; line-ups are locked (C8)",
			"финал начался, составы изменить нельзя (C8)")
	}
	p, err := c.Progress()
	if err != nil {
		return err
	}
	if p.Next.Stage != StageLineup && p.Next.Stage != StageFinalStart {
		return notNow("set a final line-up", "задавать состав на финал", p.Next)
	}
	if !slices.Contains(p.Finalists, team) {
		return turnir.Errorf(turnir.EINVALID, "team %q is not in the final", "команда %q не играет в финале", c.teamWord(team))
	}
	t, _ := c.Team(team)
	if err := CheckLineup(c.Config, t, players); err != nil {
		return err
	}
	if l := c.Final.lineup(team); l != nil {
		l.Players = slices.Clone(players)
		return nil
	}
	c.Final.Lineups = append(c.Final.Lineups, Lineup{Team: team, Players: slices.Clone(players)})
	return nil
}

// StartFinal locks both line-ups (C8) and opens the final.
func (c *Cup) StartFinal() error {
	s, err := c.next()
	if err != nil {
		return err
	}
	if s.Stage == StageLineup {
		// Name the finalists still without a line-up: that is what the
		// jury has to fix.
		var names []string
		for _, id := range s.Teams {
			t, _ := c.Team(id)
			names = append(names, strconv.Quote(t.Name))
		}
		return turnir.Errorf(turnir.ECONFLICT, "the final cannot start: no line-up is set for %s (C8)",
			"финал начать нельзя: не задан состав на финал у %s (C8)", strings.Join(names, ", "))
	}
	if s.Stage != StageFinalStart {
		return notNow("start the final", "начинать финал", s)
	}
	c.Final.Locked = true
	return nil
}

// AddFinalQuestion records who took the next question of the final:
// a finalist's ID, or "" when nobody did (C7).
func (c *Cup) AddFinalQuestion(winner string) error {
	s, err := c.next()
	if err != nil {
		return err
	}
	if s.Stage != StageFinal {
		return notNow("enter a final question", "вводить вопрос финала", s)
	}
	if winner != "" && !slices.Contains(s.Teams, winner) {
		return turnir.Errorf(turnir.EINVALID, "team %q is not in the final", "команда %q не играет в финале", c.teamWord(winner))
	}
	c.Final.Questions = append(c.Final.Questions, FinalQuestion{Winner: winner})
	return nil
}

// RemoveFinalQuestion removes the i-th entered question of the final
// (1-based, removed ones included) with a reason (C14); a replacement is
// then asked. While the final runs any question may be removed; once it is
// decided only the deciding (last) one may, which reopens the final (C15).
func (c *Cup) RemoveFinalQuestion(i int, reason string) error {
	if err := c.finalRemovable(i); err != nil {
		return err
	}
	c.Final.Questions[i-1].Removed = true
	c.Final.Questions[i-1].Reason = reason
	return nil
}

// FinalQuestionRemovable reports whether RemoveFinalQuestion(i) would be
// accepted now: the page offers the removal of exactly these questions.
func (c Cup) FinalQuestionRemovable(i int) bool { return c.finalRemovable(i) == nil }

// finalRemovable is RemoveFinalQuestion's check: the question exists, is
// not removed yet and, once the final is decided, is its last one (C15).
func (c Cup) finalRemovable(i int) error {
	if !c.Final.Locked || i < 1 || i > len(c.Final.Questions) {
		return turnir.Errorf(turnir.ENOTFOUND, "the final has no question %d", "в финале нет вопроса %d", i)
	}
	if c.Final.Questions[i-1].Removed {
		return turnir.Errorf(turnir.ECONFLICT, "final question %d is already removed", "вопрос финала %d уже снят", i)
	}
	s, err := c.next()
	if err != nil {
		return err
	}
	if s.Stage == StageDone && i != len(c.Final.Questions) {
		return turnir.Errorf(turnir.ECONFLICT, "the final is decided; only its last question can still be removed (C15)",
			"финал завершён; снять можно только последний вопрос (C15)")
	}
	return nil
}
