package svoya

import (
	"time"
	"turnir/labels"

	"turnir"
	"turnir/buzzer"
)

// StartLive returns the event that opens a live fight of players (in seat
// order) on the board of format, refusing a bad board, settings, or
// players who are not distinct non-empty ids.
func StartLive(at time.Time, players []string, format Format, s LiveSettings) ([]LiveEvent, error) {
	if err := format.Validate(); err != nil {
		return nil, err
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	if len(players) < 2 || len(players) > MaxPlayers {
		return nil, turnir.Errorf(turnir.EINVALID, "a fight needs 2 to %[1]s, got %[3]d", "в бою должно быть от 2 до %[2]s, а не %[3]d", labels.Count("en", "count.player", MaxPlayers), labels.Count("ru", "count.player_gen", MaxPlayers), len(players))
	}
	seen := map[string]bool{}
	for _, p := range players {
		if p == "" || seen[p] {
			return nil, turnir.Errorf(turnir.EINVALID, "fight players must be distinct non-empty ids, got %q",
				"игроки боя должны иметь различные непустые идентификаторы, получено %q", p)
		}
		seen[p] = true
	}
	return []LiveEvent{LiveStarted{At: at, Players: append([]string(nil), players...), Format: format, Settings: s}}, nil
}

// Due returns the events whose time has come by now, each stamped at the
// time it fell due, not at now: the press window closing with nobody
// pressing (the question ends), the answerer's time running out. Run it
// before every command and on every scheduler tick; every command below
// runs it too, so no command is judged against a state whose time has
// passed.
func (f *Live) Due(now time.Time) []LiveEvent {
	c := f.Clone()
	return c.due(now)
}

// due applies and returns the events due by now on f itself.
func (f *Live) due(now time.Time) []LiveEvent {
	var out []LiveEvent
	switch {
	case f.Phase == LiveOpen && !now.Before(f.Deadline):
		out = f.end(f.Deadline, LiveEndTimeout, "")
	case f.Phase == LiveAnswering && !f.Overtime && !now.Before(f.Deadline):
		out = f.apply(LiveAnswerTimeUp{At: f.Deadline, Player: f.Answerer})
	}
	return out
}

// apply folds events a command made itself (they cannot be refused) and
// returns them.
func (f *Live) apply(es ...LiveEvent) []LiveEvent {
	for _, e := range es {
		if err := f.Apply(e); err != nil {
			panic("svoya: a live command made an event it cannot apply: " + err.Error())
		}
	}
	return es
}

// end ends the question in play and, when it was the round's last, starts
// the next round or finishes the fight.
func (f *Live) end(at time.Time, reason, winner string) []LiveEvent {
	r := f.Current
	out := f.apply(LiveQuestionEnded{At: at, Ref: r, Reason: reason, Winner: winner})
	if f.roundDone(r.Round) {
		next := r.Round + 1
		for next <= len(f.Played) && f.roundDone(next) {
			next++ // a round reopened and replayed: skip those done
		}
		if next > len(f.Played) {
			out = append(out, f.apply(LiveFinished{At: at})...)
		} else if next != f.Round {
			out = append(out, f.apply(LiveRoundStarted{At: at, Round: next})...)
		}
	}
	return out
}

// command runs a command on a copy of f after the events due by at, and
// returns those events and the command's, or the command's refusal.
func (f *Live) command(at time.Time, cmd func(c *Live) ([]LiveEvent, error)) ([]LiveEvent, error) {
	if f.Phase == "" {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the live fight has not started", "живой бой не начат")
	}
	c := f.Clone()
	out := c.due(at)
	evs, err := cmd(c)
	if err != nil {
		return nil, err
	}
	return append(out, evs...), nil
}

func (f *Live) phase(want ...LivePhase) error {
	for _, p := range want {
		if f.Phase == p {
			return nil
		}
	}
	return turnir.Errorf(turnir.ECONFLICT, "not now: the fight is %s", "сейчас нельзя: бой в состоянии %s", f.Phase)
}

// Choose puts a question of the current round in play: the host starts
// reading it. by is who chose it: "" for the host, or the player who has
// the choice (LiveChoiceAnswerer, once a player has answered right).
func (f *Live) Choose(at time.Time, ref LiveRef, by string) ([]LiveEvent, error) {
	return f.command(at, func(c *Live) ([]LiveEvent, error) {
		if err := c.phase(LiveChoosing); err != nil {
			return nil, err
		}
		if by != c.Chooser {
			if c.Chooser == "" {
				return nil, turnir.Errorf(turnir.ECONFLICT, "the host chooses this question, not %q", "этот вопрос выбирает ведущий, а не %q", by)
			}
			return nil, turnir.Errorf(turnir.ECONFLICT, "%q has the choice, not %q", "выбирает %q, а не %q", c.Chooser, by)
		}
		v, ok := c.Format.Value(ref.Round, ref.Theme, ref.Question)
		if !ok || ref.Round != c.Round {
			return nil, turnir.Errorf(turnir.EINVALID, "there is no question %d.%d.%d in round %d", "в раунде %[4]d нет вопроса %[1]d.%[2]d.%[3]d",
				ref.Round, ref.Theme, ref.Question, c.Round)
		}
		if c.played(ref) {
			return nil, turnir.Errorf(turnir.ECONFLICT, "question %d.%d.%d is already played", "вопрос %d.%d.%d уже сыгран", ref.Round, ref.Theme, ref.Question)
		}
		return c.apply(LiveChosen{At: at, Ref: ref, Value: v, By: by}), nil
	})
}

// Unlock is the host's signal after reading: the buttons open for the
// press window.
func (f *Live) Unlock(at time.Time) ([]LiveEvent, error) {
	return f.command(at, func(c *Live) ([]LiveEvent, error) {
		if err := c.phase(LiveReading); err != nil {
			return nil, err
		}
		return c.apply(LiveUnlocked{At: at, Until: at.Add(c.Settings.PressWindow.D())}), nil
	})
}

// Press judges a press of a player's button, stamped by the server when
// the whole request arrived. Every press of a player of the fight is
// logged with its verdict (package buzzer), early or late; only a press of
// someone who does not play is refused. What a press does:
//
//   - while the host reads: the player's first press is a false start
//     (the button is blocked for the false-start time); pressing again
//     while blocked is a duplicate;
//   - buttons unlocked: the first press of a player who has not answered
//     this question and is not blocked answers (first); a blocked player
//     is logged as blocked, one who has answered as having no right;
//   - a player answering: another player's press is beaten;
//   - no question in play: closed.
func (f *Live) Press(p buzzer.Press) ([]LiveEvent, error) {
	return f.command(p.At, func(c *Live) ([]LiveEvent, error) {
		if !c.plays(p.Seat) {
			return nil, turnir.Errorf(turnir.EINVALID, "%q does not play in this fight", "%q не играет в этом бою", p.Seat)
		}
		e := buzzer.Entry{Seq: c.Presses.Next(), Press: p, Phase: string(c.Phase)}
		if c.Phase == LiveReading || c.Phase == LiveOpen || c.Phase == LiveAnswering {
			e.Question = c.Asked
		}
		logged := func(v buzzer.Verdict) []LiveEvent {
			e.Verdict = v
			return c.apply(LivePressLogged{At: p.At, Entry: e})
		}
		switch c.Phase {
		case LiveReading:
			if _, ok := c.Blocked[p.Seat]; ok {
				return logged(buzzer.VerdictDuplicate), nil
			}
			e.Verdict = buzzer.VerdictFalseStart
			return c.apply(LiveFalseStart{At: p.At, Player: p.Seat, Until: p.At.Add(c.Settings.FalseStart.D()), Entry: e}), nil
		case LiveOpen:
			if c.Tried[p.Seat] {
				return logged(buzzer.VerdictNoRight), nil
			}
			if until, ok := c.Blocked[p.Seat]; ok && p.At.Before(until) {
				return logged(buzzer.VerdictBlocked), nil
			}
			e.Verdict = buzzer.VerdictFirst
			return c.apply(LivePressed{At: p.At, Player: p.Seat, Until: p.At.Add(c.Settings.AnswerTime.D()), Entry: e}), nil
		case LiveAnswering:
			if c.Answerer == p.Seat {
				return logged(buzzer.VerdictDuplicate), nil
			}
			return logged(buzzer.VerdictBeaten), nil
		}
		return logged(buzzer.VerdictClosed), nil
	})
}

// Rule is the host's ruling on the answer given. Right: the answerer gets
// the value and the question ends. Wrong: the answerer loses the value
// and may not press again on it; the others may press in a new press
// window, and when nobody is left the question ends.
func (f *Live) Rule(at time.Time, right bool) ([]LiveEvent, error) {
	return f.command(at, func(c *Live) ([]LiveEvent, error) {
		if err := c.phase(LiveAnswering); err != nil {
			return nil, err
		}
		r := LiveRuled{At: at, Ref: c.Current, Player: c.Answerer, Value: c.Value, Right: right}
		if right {
			out := c.apply(r)
			return append(out, c.end(at, LiveEndRight, r.Player)...), nil
		}
		if len(c.eligible()) > 1 { // the answerer is among them until ruled
			r.Until = at.Add(c.Settings.PressWindow.D())
			return c.apply(r), nil
		}
		out := c.apply(r)
		return append(out, c.end(at, LiveEndWrong, "")...), nil
	})
}

// EndQuestion is the host ending the question in play with nobody to
// score: while reading or with the buttons open (rule an answer first).
func (f *Live) EndQuestion(at time.Time) ([]LiveEvent, error) {
	return f.command(at, func(c *Live) ([]LiveEvent, error) {
		if err := c.phase(LiveReading, LiveOpen); err != nil {
			return nil, err
		}
		return c.end(at, LiveEndHost, ""), nil
	})
}

// Undo takes back the last ruling, with the reason: its player answers
// again and the host rules anew (a correction that stays in the log). It
// is allowed on the question in play (buttons open after a wrong answer)
// or on the question that ended last, until another is chosen.
func (f *Live) Undo(at time.Time, reason string) ([]LiveEvent, error) {
	return f.command(at, func(c *Live) ([]LiveEvent, error) {
		if reason == "" {
			return nil, turnir.Errorf(turnir.EINVALID, "undoing a ruling needs a reason", "для отмены решения нужна причина")
		}
		if len(c.Rulings) == 0 {
			return nil, turnir.Errorf(turnir.ECONFLICT, "no ruling to undo", "нет решения для отмены")
		}
		last := c.Rulings[len(c.Rulings)-1]
		ok := (c.Phase == LiveOpen && last.Ref == c.Current) ||
			((c.Phase == LiveChoosing || c.Phase == LiveDone) && last.Ref == c.LastEnded)
		if !ok {
			return nil, turnir.Errorf(turnir.ECONFLICT, "the last ruling (question %d.%d.%d) can no longer be undone: play has moved on",
				"последнее решение (вопрос %d.%d.%d) уже нельзя отменить: игра ушла дальше", last.Ref.Round, last.Ref.Theme, last.Ref.Question)
		}
		return c.apply(LiveUndone{At: at, Ruling: last, Until: at.Add(c.Settings.AnswerTime.D()), Reason: reason}), nil
	})
}

// Reopen puts back in play the question that ended last without a right
// answer (ended by mistake, or a press the hardware lost), with the
// reason, until another question is chosen: the players who have not
// answered it may press in a new press window.
func (f *Live) Reopen(at time.Time, reason string) ([]LiveEvent, error) {
	return f.command(at, func(c *Live) ([]LiveEvent, error) {
		if reason == "" {
			return nil, turnir.Errorf(turnir.EINVALID, "reopening a question needs a reason", "для возврата вопроса нужна причина")
		}
		r := c.LastEnded
		if (c.Phase != LiveChoosing && c.Phase != LiveDone) || r.IsZero() {
			return nil, turnir.Errorf(turnir.ECONFLICT, "no question to reopen: only the one that ended last, before the next is chosen",
				"нечего возвращать: вернуть можно только последний законченный вопрос, пока не выбран следующий")
		}
		tried := 0
		for _, x := range c.Rulings {
			if x.Ref == r {
				if x.Right {
					return nil, turnir.Errorf(turnir.ECONFLICT, "question %d.%d.%d was answered right: undo the ruling instead",
						"на вопрос %d.%d.%d ответили верно: отмените решение", r.Round, r.Theme, r.Question)
				}
				tried++
			}
		}
		if tried >= len(c.Players) {
			return nil, turnir.Errorf(turnir.ECONFLICT, "every player has answered question %d.%d.%d", "на вопрос %d.%d.%d ответили все игроки", r.Round, r.Theme, r.Question)
		}
		return c.apply(LiveReopened{At: at, Ref: r, Until: at.Add(c.Settings.PressWindow.D()), Reason: reason}), nil
	})
}
