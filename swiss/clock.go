package swiss

import (
	"time"

	"turnir"
)

// Advance returns the next step the clock makes due at now, or nothing:
// draw round 1 after the Begin; open a drawn round at its time; close a
// round at its end and score it (P8, P11); draw the next round after a close,
// to open after the pause (P12); finish after the last round. One step per
// call: the caller appends and applies it, then calls again until nothing is
// due. A draw that cannot be made (no pairing without repeats) is returned
// as an error and nothing is written.
func (t *Tournament) Advance(now time.Time) ([]turnir.Event, error) {
	if t.Phase != PhaseRunning {
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
		return []turnir.Event{turnir.NewEvent(EvRoundPaired, now, System, RoundPaired{Round: 1, Pairs: pairs, Bye: bye, OpensAt: t.FirstAt})}, nil
	case !r.Opened:
		if now.Before(r.OpensAt) {
			return nil, nil
		}
		return []turnir.Event{turnir.NewEvent(EvRoundOpened, now, System, RoundOpened{Round: r.N, EndsAt: now.Add(t.Settings.RoundLength.D())})}, nil
	case !r.Closed:
		if !r.PausedAt.IsZero() || now.Before(r.EndsAt) {
			return nil, nil
		}
		return t.close(r, now, System, "")
	case r.N >= t.NumRounds:
		return []turnir.Event{turnir.NewEvent(EvFinished, now, System, Finished{})}, nil
	default:
		pairs, bye, err := t.drawNext()
		if err != nil {
			return nil, err
		}
		return []turnir.Event{turnir.NewEvent(EvRoundPaired, now, System, RoundPaired{Round: r.N + 1, Pairs: pairs, Bye: bye, OpensAt: now.Add(t.Settings.Pause.D())})}, nil
	}
}

func (t *Tournament) close(r *Round, at time.Time, actor, reason string) ([]turnir.Event, error) {
	e := turnir.NewEvent(EvRoundClosed, at, actor, RoundClosed{Round: r.N, Results: Score(r, t.Settings)})
	e.Reason = reason
	return []turnir.Event{e}, nil
}

// NextAt is when Advance next has something to do, or the zero time when
// it waits for nobody (finished, paused, or due now).
func (t *Tournament) NextAt() time.Time {
	r := t.Current()
	switch {
	case t.Phase != PhaseRunning || r == nil:
		return time.Time{}
	case !r.Opened:
		return r.OpensAt
	case !r.Closed && r.PausedAt.IsZero():
		return r.EndsAt
	}
	return time.Time{}
}

// roundForDecision returns the current round if it is open and not closed.
func (t *Tournament) openRound(n int) (*Round, error) {
	r := t.Round(n)
	if t.Phase != PhaseRunning || r == nil || r != t.Current() || r.Closed {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is not the running round", "тур %d сейчас не идёт", n)
	}
	return r, nil
}

func decision(typ string, at time.Time, actor, reason string, data any) ([]turnir.Event, error) {
	if reason == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "an organizer's decision needs a reason for the log", "для решения организатора нужна причина для протокола")
	}
	e := turnir.NewEvent(typ, at, actor, data)
	e.Reason = reason
	return []turnir.Event{e}, nil
}

// CloseRound ends the running round now, before its time (a decision).
func (t *Tournament) CloseRound(n int, at time.Time, actor, reason string) ([]turnir.Event, error) {
	r, err := t.openRound(n)
	if err != nil {
		return nil, err
	}
	if reason == "" {
		return nil, turnir.Errorf(turnir.EINVALID, "an organizer's decision needs a reason for the log", "для решения организатора нужна причина для протокола")
	}
	return t.close(r, at, actor, reason)
}

// Extend moves the running round's end by d (a decision).
func (t *Tournament) Extend(n int, d time.Duration, at time.Time, actor, reason string) ([]turnir.Event, error) {
	r, err := t.openRound(n)
	if err != nil {
		return nil, err
	}
	if !r.Opened || d <= 0 || d > time.Hour {
		return nil, turnir.Errorf(turnir.EINVALID, "a round can be extended once it is open, by up to an hour", "продлить можно открытый тур, не больше чем на час")
	}
	return decision(EvRoundExtended, at, actor, reason, RoundExtended{Round: n, By: d})
}

// Pause stops the running round's clock (a decision).
func (t *Tournament) Pause(n int, at time.Time, actor, reason string) ([]turnir.Event, error) {
	r, err := t.openRound(n)
	if err != nil {
		return nil, err
	}
	if !r.Running(at) {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is not running", "тур %d не идёт", n)
	}
	return decision(EvRoundPaused, at, actor, reason, RoundPaused{Round: n})
}

// Resume restarts a paused round; its end and every unsolved solver's
// start move by the length of the pause (a decision).
func (t *Tournament) Resume(n int, at time.Time, actor, reason string) ([]turnir.Event, error) {
	r, err := t.openRound(n)
	if err != nil {
		return nil, err
	}
	if r.PausedAt.IsZero() {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d is not paused", "тур %d не приостановлен", n)
	}
	return decision(EvRoundResumed, at, actor, reason, RoundResumed{Round: n})
}

// Restart runs the open round again from scratch for a full round length,
// discarding its starts and checks (a decision).
func (t *Tournament) Restart(n int, at time.Time, actor, reason string) ([]turnir.Event, error) {
	r, err := t.openRound(n)
	if err != nil {
		return nil, err
	}
	if !r.Opened {
		return nil, turnir.Errorf(turnir.ECONFLICT, "round %d has not opened", "тур %d ещё не начался", n)
	}
	return decision(EvRoundRestarted, at, actor, reason, RoundRestarted{Round: n, EndsAt: at.Add(t.Settings.RoundLength.D())})
}

// Finish ends the tournament early, after a closed round (a decision).
func (t *Tournament) Finish(at time.Time, actor, reason string) ([]turnir.Event, error) {
	if t.Phase != PhaseRunning {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the tournament is not running", "турнир не идёт")
	}
	if r := t.Current(); r != nil && r.Opened && !r.Closed {
		return nil, turnir.Errorf(turnir.ECONFLICT, "close round %d first", "сначала закройте тур %d", r.N)
	}
	return decision(EvFinished, at, actor, reason, Finished{})
}

// Publish makes the final table public.
func (t *Tournament) Publish(at time.Time, actor string) ([]turnir.Event, error) {
	if t.Phase != PhaseFinished {
		return nil, turnir.Errorf(turnir.ECONFLICT, "the final table can be published when the tournament is over", "итоговую таблицу можно опубликовать после окончания турнира")
	}
	return []turnir.Event{turnir.NewEvent(EvPublished, at, actor, Published{})}, nil
}
