package puzzleswiss

import (
	"time"

	"turnir"
	"turnir/es"
)

// Advance returns the next step of the clock that is due at or before
// now, or nothing: draw round 1 after the Begin; open a drawn round at its
// time; close a round at its end and score it (P8, P11); draw the next
// round after a close, to open after the pause (P12); finish after the last
// round. Each step is stamped with the time it fell due, not with now, so a
// clock that runs late or misses calls (a slow tick, a restart, a command
// line used once an hour) writes the same schedule as one called on time.
// One step per call: the caller appends and applies it, then calls again
// until nothing is due. A draw that cannot be made (no pairing without
// repeats) is returned as an error and nothing is written.
func (t *Tournament) Advance(now time.Time) ([]turnir.Event, error) {
	due, ok := t.Due()
	if !ok || now.Before(due) || t.Phase != PhaseRunning {
		return nil, nil
	}
	r := t.Current()
	switch {
	case r == nil:
		seed, err := turnir.ParseSeed(t.Seed)
		if err != nil {
			return nil, err
		}
		pairs, bye := t.drawRoundOne(seed)
		return []turnir.Event{turnir.NewEvent(EvRoundPaired, due, System, RoundPaired{Round: 1, Pairs: pairs, Bye: bye, OpensAt: t.FirstAt})}, nil
	case !r.Opened:
		return []turnir.Event{turnir.NewEvent(EvRoundOpened, due, System, RoundOpened{Round: r.N, EndsAt: due.Add(t.Settings.RoundLength.D())})}, nil
	case !r.Closed:
		return t.close(es.At(due, System, ""), r)
	case r.N >= t.NumRounds:
		return []turnir.Event{turnir.NewEvent(EvFinished, due, System, Finished{})}, nil
	default:
		pairs, bye, err := t.drawNext()
		if err != nil {
			return nil, err
		}
		return []turnir.Event{turnir.NewEvent(EvRoundPaired, due, System, RoundPaired{Round: r.N + 1, Pairs: pairs, Bye: bye, OpensAt: due.Add(t.Settings.Pause.D())})}, nil
	}
}

// NextOpening says whether the clock's next step is the opening of a
// drawn round, and which round and when: at that moment every solver
// presses Start within seconds, and the server makes ready for them.
func (t *Tournament) NextOpening() (round int, at time.Time, ok bool) {
	r := t.Current()
	if t.Phase != PhaseRunning || r == nil || r.Opened {
		return 0, time.Time{}, false
	}
	return r.N, r.OpensAt, true
}

func (t *Tournament) close(m es.Meta, r *Round) ([]turnir.Event, error) {
	e := turnir.NewEvent(EvRoundClosed, m.At, m.Actor, RoundClosed{Round: r.N, Results: Score(r, t.Settings)})
	e.Reason = m.Reason
	return []turnir.Event{e}, nil
}

// Due is when the clock's next step falls due, and false when there is
// none (not running, finished, or the round is paused: a paused round
// waits for the organizer). The round-1 draw falls due at the Begin; an
// opening at the round's drawn time; a close at the round's end (moved
// only by decisions: extend, resume, restart); the next draw, or the
// finish, at the close, whether the clock or the organizer closed it. A
// tournament in registration with a scheduled start is due at its
// registration deadline (BeginDue, ScheduledBegin).
func (t *Tournament) Due() (time.Time, bool) {
	if t.Phase == PhaseRegistration && !t.StartsAt.IsZero() {
		// The scheduled Begin (schedule.go): Advance cannot make it, the
		// seed is the server's secret; ScheduledBegin does.
		return t.ClosesAt(), true
	}
	if t.Phase != PhaseRunning {
		return time.Time{}, false
	}
	r := t.Current()
	switch {
	case r == nil:
		return t.BegunAt, true
	case !r.Opened:
		return r.OpensAt, true
	case !r.Closed && !r.PausedAt.IsZero():
		return time.Time{}, false
	case !r.Closed:
		return r.EndsAt, true
	}
	return r.ClosedAt, true
}

// openRound returns round n if it is the current round if it is open and not closed.
func (t *Tournament) openRound(n int) (*Round, error) {
	r := t.Round(n)
	if t.Phase != PhaseRunning || r == nil || r != t.Current() || r.Closed {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is not the running round", "тур %d сейчас не идёт", n)
	}
	return r, nil
}

// CloseRound ends the running round now, before its time (a decision).
func (t *Tournament) CloseRound(m es.Meta, n int) ([]turnir.Event, error) {
	r, err := t.openRound(n)
	if err != nil {
		return nil, err
	}
	if m.Reason == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "an organizer's decision needs a reason for the log", "для решения организатора нужна причина для протокола")
	}
	return t.close(m, r)
}

// Extend moves the running round's end by d (a decision).
func (t *Tournament) Extend(m es.Meta, n int, d time.Duration) ([]turnir.Event, error) {
	r, err := t.openRound(n)
	if err != nil {
		return nil, err
	}
	if !r.Opened || d <= 0 || d > time.Hour {
		return nil, turnir.Errorf(turnir.EINVALID, "a round can be extended once it is open, by up to an hour", "продлить можно открытый тур, не больше чем на час")
	}
	return m.Decision(EvRoundExtended, RoundExtended{Round: n, By: d})
}

// Pause stops the running round's clock (a decision).
func (t *Tournament) Pause(m es.Meta, n int) ([]turnir.Event, error) {
	r, err := t.openRound(n)
	if err != nil {
		return nil, err
	}
	if !r.Running(m.At) {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is not running", "тур %d не идёт", n)
	}
	return m.Decision(EvRoundPaused, RoundPaused{Round: n})
}

// Resume restarts a paused round; its end and every unsolved solver's
// start move by the length of the pause (a decision).
func (t *Tournament) Resume(m es.Meta, n int) ([]turnir.Event, error) {
	r, err := t.openRound(n)
	if err != nil {
		return nil, err
	}
	if r.PausedAt.IsZero() {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is not paused", "тур %d не приостановлен", n)
	}
	return m.Decision(EvRoundResumed, RoundResumed{Round: n})
}

// Restart runs the open round again from scratch for a full round length,
// discarding its starts and checks (a decision).
func (t *Tournament) Restart(m es.Meta, n int) ([]turnir.Event, error) {
	r, err := t.openRound(n)
	if err != nil {
		return nil, err
	}
	if !r.Opened {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d has not opened", "тур %d ещё не начался", n)
	}
	return m.Decision(EvRoundRestarted, RoundRestarted{Round: n, EndsAt: m.At.Add(t.Settings.RoundLength.D())})
}

// Finish ends the tournament early, after a closed round (a decision).
func (t *Tournament) Finish(m es.Meta) ([]turnir.Event, error) {
	if t.Phase != PhaseRunning {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the tournament is not running", "турнир не идёт")
	}
	if r := t.Current(); r != nil && r.Opened && !r.Closed {
		return nil, turnir.Errorf(turnir.ECONFLICT, "close round %d first", "сначала закройте тур %d", r.N)
	}
	return m.Decision(EvFinished, Finished{})
}

// Publish makes the final table public.
func (t *Tournament) Publish(m es.Meta) ([]turnir.Event, error) {
	if t.Phase != PhaseFinished {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the final table can be published when the tournament is over", "итоговую таблицу можно опубликовать после окончания турнира")
	}
	return []turnir.Event{turnir.NewEvent(EvPublished, m.At, m.Actor, Published{})}, nil
}
