package svoya

import (
	"time"

	"turnir"
	"turnir/buzzer"
)

// Apply folds one event into the fight. Events come from the fight's own
// commands (or a log of them), so Apply trusts their rules but refuses an
// event of another shape or out of place, rather than fold nonsense.
func (f *Live) Apply(e LiveEvent) error {
	if _, ok := e.(LiveStarted); !ok && f.Phase == "" {
		return turnir.Errorf(turnir.ECONFLICT, "the live fight has not started", "живой бой не начат")
	}
	switch e := e.(type) {
	case LiveStarted:
		if f.Phase != "" {
			return turnir.Errorf(turnir.ECONFLICT, "the live fight has already started", "живой бой уже начат")
		}
		*f = Live{Players: append([]string(nil), e.Players...), Format: e.Format, Settings: e.Settings, Round: 1, Phase: LiveChoosing}
		for _, r := range e.Format.Rounds {
			round := make([][]bool, r.Themes)
			for t := range round {
				round[t] = make([]bool, len(r.Values))
			}
			f.Played = append(f.Played, round)
		}
	case LiveChosen:
		f.Asked++
		f.Phase, f.Current, f.Value = LiveReading, e.Ref, e.Value
		f.Answerer, f.Overtime, f.Deadline = "", false, time.Time{}
		f.Tried, f.Blocked, f.LastEnded = map[string]bool{}, map[string]time.Time{}, LiveRef{}
	case LiveUnlocked:
		f.Phase, f.Deadline = LiveOpen, e.Until
		f.Signals = append(f.Signals, LiveSignal{Question: f.Asked, At: e.At})
	case LiveFalseStart:
		f.Blocked[e.Player] = e.Until
		f.logPress(e.Entry)
	case LivePressed:
		f.Phase, f.Answerer, f.Deadline, f.Overtime = LiveAnswering, e.Player, e.Until, false
		f.logPress(e.Entry)
	case LivePressLogged:
		f.logPress(e.Entry)
	case LiveAnswerTimeUp:
		f.Overtime = true
	case LiveRuled:
		f.Rulings = append(f.Rulings, LiveRuling{Ref: e.Ref, Player: e.Player, Value: e.Value, Right: e.Right, Chooser: f.Chooser})
		f.Tried[e.Player] = true
		f.Answerer, f.Overtime = "", false
		if e.Right && f.Settings.Choice == LiveChoiceAnswerer {
			f.Chooser = e.Player
		}
		if !e.Until.IsZero() {
			f.Phase, f.Deadline = LiveOpen, e.Until
			f.Signals = append(f.Signals, LiveSignal{Question: f.Asked, At: e.At})
		}
	case LiveQuestionEnded:
		f.Played[e.Ref.Round-1][e.Ref.Theme-1][e.Ref.Question-1] = true
		f.Phase, f.Current, f.Value, f.Answerer = LiveChoosing, LiveRef{}, 0, ""
		f.Deadline, f.Overtime, f.Tried, f.Blocked = time.Time{}, false, nil, nil
		f.LastEnded = e.Ref
	case LiveRoundStarted:
		f.Round = e.Round
	case LiveFinished:
		f.Phase = LiveDone
	case LiveUndone:
		last := len(f.Rulings) - 1
		if last < 0 || f.Rulings[last] != e.Ruling {
			return turnir.Errorf(turnir.ECONFLICT, "the ruling to undo is not the last one", "отменяемое решение — не последнее")
		}
		f.Rulings = f.Rulings[:last]
		f.Chooser = e.Ruling.Chooser
		f.back(e.Ruling.Ref)
		delete(f.Tried, e.Ruling.Player)
		f.Phase, f.Answerer, f.Deadline, f.Overtime = LiveAnswering, e.Ruling.Player, e.Until, false
	case LiveReopened:
		f.Asked++
		f.back(e.Ref)
		f.Phase, f.Deadline = LiveOpen, e.Until
	default:
		return turnir.Errorf(turnir.EINVALID, "%T is not an event of a live fight", "%T — не событие живого боя", e)
	}
	return nil
}

// back puts the question at r in play again, as it stood when it ended:
// unplayed, its round the current one, its answerers those of its rulings.
func (f *Live) back(r LiveRef) {
	f.Played[r.Round-1][r.Theme-1][r.Question-1] = false
	f.Round, f.Current, f.LastEnded = r.Round, r, LiveRef{}
	f.Value, _ = f.Format.Value(r.Round, r.Theme, r.Question)
	f.Tried, f.Blocked = map[string]bool{}, map[string]time.Time{}
	for _, x := range f.Rulings {
		if x.Ref == r {
			f.Tried[x.Player] = true
		}
	}
}

// logPress adds a press to the press log; an entry with no sequence
// number is none (an event written before the log was kept).
func (f *Live) logPress(e buzzer.Entry) {
	if e.Seq != 0 {
		f.Presses = append(f.Presses, e)
	}
}
