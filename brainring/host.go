package brainring

import (
	"strings"
	"time"

	"turnir"
)

// Attention is the host's "Attention, question N" (C9): the next question
// begins, numbered NextNumber, and the host reads it. It is refused while
// a question is in play and once the fight is done; after the regular
// questions, a level score goes on with extra questions when the settings
// play them (C7, F7).
func (l Live) Attention(at time.Time) ([]LiveEvent, error) {
	c, out, err := l.catchUp(at)
	if err != nil {
		return nil, err
	}
	if q := c.inPlay(); q != nil {
		return nil, turnir.Errorf(turnir.ECONFLICT, "question %d is still in play", "вопрос %d ещё играется", q.Number)
	}
	if c.Done() {
		a, b := c.Score()
		return nil, turnir.Errorf(turnir.ECONFLICT, "the fight is over, %d:%d", "бой окончен, %d:%d", a, b)
	}
	n := c.NextNumber()
	return append(out, LiveAttention{At: at, Question: n, Extra: n > c.Settings.Length}), nil
}

// Time is the host's "Time" (C9): clean time starts with the signal. Both
// teams get the clean time (60 s); after a false start the other team
// alone gets the time after a wrong answer (20 s, C12), since the host
// has finished reading and the false starter has lost its right.
func (l Live) Time(at time.Time) ([]LiveEvent, error) {
	c, out, err := l.catchUp(at)
	if err != nil {
		return nil, err
	}
	q := c.inPlay()
	if q == nil || q.Phase != PhaseReading {
		return nil, turnir.Errorf(turnir.ECONFLICT, "\"Time\" is said only after \"Attention, question\", while the host reads",
			"«Время» говорят только после «Внимание, вопрос», пока ведущий читает вопрос")
	}
	var teams []string
	for side := range 2 {
		if q.HasRight(side) {
			teams = append(teams, c.team(side))
		}
	}
	d := c.Settings.Timing.CleanTime
	if len(teams) < 2 {
		d = c.Settings.Timing.AfterWrong
	}
	deadline, warn := c.Settings.Timing.clock(at, d)
	return append(out, LiveTimeStarted{At: at, Question: q.Number, Teams: teams, Deadline: deadline, WarnAt: warn}), nil
}

// Rule is the host's ruling on the answer of the team with the button
// (C11, C13). Right scores the point and ends the question. Wrong,
// prompting and delay cost the team its right; the other team, if it
// still has its right, gets the time after a wrong answer (20 s) from the
// ruling on, otherwise the question ends with nobody.
func (l Live) Rule(at time.Time, r Ruling) ([]LiveEvent, error) {
	if err := checkRuling(r); err != nil {
		return nil, err
	}
	c, out, err := l.catchUp(at)
	if err != nil {
		return nil, err
	}
	q := c.inPlay()
	if q == nil || q.Phase != PhaseAnswering {
		return nil, turnir.Errorf(turnir.ECONFLICT, "no team is answering: nothing to rule on",
			"никто не отвечает: решать нечего")
	}
	ruled := LiveRuled{At: at, Question: q.Number, Team: q.Answering, Ruling: r}
	if r == RulingRight {
		return append(out, ruled, LiveQuestionOver{At: at, Question: q.Number, Taker: q.Answering, End: EndRight}), nil
	}
	if other := 1 - c.Side(q.Answering); q.HasRight(other) {
		ruled.Opponent = c.team(other)
		ruled.Deadline, ruled.WarnAt = c.Settings.Timing.clock(at, c.Settings.Timing.AfterWrong)
		return append(out, ruled), nil
	}
	return append(out, ruled, LiveQuestionOver{At: at, Question: q.Number, End: EndBothLost}), nil
}

// Remove removes the question in play, or the last one once over while
// the next has not begun, with its reason (C14: a dispute, the host's
// technical error, a prompt from the hall). The removal stays in the log
// and in Results; the replacement is played under the same number, as the
// cup's final counts it (cup.FinalScore.NextQuestion).
func (l Live) Remove(at time.Time, reason string) ([]LiveEvent, error) {
	reason = strings.TrimSpace(reason)
	if reason == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "a question is removed only with a reason",
			"вопрос снимают только с указанием причины")
	}
	c, out, err := l.catchUp(at)
	if err != nil {
		return nil, err
	}
	q := c.Current()
	if q == nil || q.Removed() {
		return nil, turnir.Errorf(turnir.ECONFLICT, "there is no question to remove", "снимать нечего: вопроса нет")
	}
	return append(out, LiveQuestionRemoved{At: at, Question: q.Number, Reason: reason}), nil
}

// Undo undoes the host's last ruling on the question in play, or on the
// last one while the next has not begun: a correction of a mis-click, not
// a removal. The question is back as it was before the ruling, the team
// answering; a point given is taken back, the other team's clock stops.
// Presses since stay in the press log. Rulings can be undone one by one,
// back to the first of the question.
func (l Live) Undo(at time.Time, reason string) ([]LiveEvent, error) {
	c, out, err := l.catchUp(at)
	if err != nil {
		return nil, err
	}
	q := c.Current()
	if q == nil || q.Removed() || len(c.Snapshots) == 0 {
		return nil, turnir.Errorf(turnir.ECONFLICT, "there is no ruling of this question to undo",
			"отменять нечего: по этому вопросу решений не было")
	}
	last := c.Snapshots[len(c.Snapshots)-1].Ruling
	return append(out, LiveRulingUndone{At: at, Question: q.Number, Team: last.Team, Ruling: last.Ruling,
		Reason: strings.TrimSpace(reason)}), nil
}
