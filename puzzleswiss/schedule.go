package puzzleswiss

import (
	"time"

	"turnir"
	"turnir/es"
)

// EvScheduled sets (or, with a zero StartsAt, cancels) the scheduled
// start of a tournament. Logs written before it simply have none.
const EvScheduled = "StartScheduled"

// Scheduled is the organizer's schedule: round 1 opens at StartsAt, and
// registration closes by itself at RegistrationClosesAt (StartsAt when
// zero), when the clock makes the Begin: the seed is revealed, the lots
// are drawn and round 1 is paired, as a Begin by hand does (P2, P5).
type Scheduled struct {
	StartsAt             time.Time `json:"starts_at,omitzero"`
	RegistrationClosesAt time.Time `json:"registration_closes_at,omitzero"`
}

// MaxScheduleAhead is how far ahead a start may be scheduled.
const MaxScheduleAhead = 366 * 24 * time.Hour

// Schedule sets the start of round 1 and the registration deadline, or
// cancels the schedule when startsAt is zero (a decision, logged). Both
// must lie ahead of the command's time; the deadline may not be after the
// start (zero: registration closes at the start).
func (t *Tournament) Schedule(m es.Meta, startsAt, closesAt time.Time) ([]turnir.Event, error) {
	if err := t.inRegistration(); err != nil {
		return nil, err
	}
	if startsAt.IsZero() {
		if t.StartsAt.IsZero() {
			return nil, turnir.Errorf(turnir.ECONFLICT, "no start is scheduled", "начало не назначено")
		}
		return []turnir.Event{m.Event(EvScheduled, Scheduled{})}, nil
	}
	startsAt = startsAt.UTC().Truncate(time.Second)
	if closesAt.IsZero() {
		closesAt = startsAt
	}
	closesAt = closesAt.UTC().Truncate(time.Second)
	switch {
	case !startsAt.After(m.At):
		return nil, turnir.Errorf(turnir.EINVALID, "the start must be in the future", "время начала должно быть в будущем")
	case startsAt.Sub(m.At) > MaxScheduleAhead:
		return nil, turnir.Errorf(turnir.EINVALID, "the start may be scheduled up to a year ahead", "начало можно назначить не дальше чем через год")
	case !closesAt.After(m.At):
		return nil, turnir.Errorf(turnir.EINVALID, "the registration deadline must be in the future", "окончание регистрации должно быть в будущем")
	case closesAt.After(startsAt):
		return nil, turnir.Errorf(turnir.EINVALID, "registration must close no later than the start", "регистрация должна закончиться не позже начала")
	}
	d := Scheduled{StartsAt: startsAt}
	if !closesAt.Equal(startsAt) {
		d.RegistrationClosesAt = closesAt
	}
	return []turnir.Event{m.Event(EvScheduled, d)}, nil
}

// ClosesAt is when registration closes by itself: the deadline, or the
// scheduled start; zero when no start is scheduled.
func (t *Tournament) ClosesAt() time.Time {
	if t.RegistrationClosesAt.IsZero() {
		return t.StartsAt
	}
	return t.RegistrationClosesAt
}

// BeginDue reports whether the scheduled Begin has fallen due by now: the
// tournament is in registration and its deadline has come.
func (t *Tournament) BeginDue(now time.Time) bool {
	return t.Phase == PhaseRegistration && !t.StartsAt.IsZero() && !now.Before(t.ClosesAt())
}

// ScheduledBegin is the clock's Begin at the registration deadline,
// stamped at the deadline whenever the clock runs (like every step of the
// round clock), with round 1 to open at the scheduled start. seed is the
// secret whose commitment was published at creation. It refuses, and
// writes nothing, when the puzzle set does not cover the rounds the draw
// fixes or the Begin itself refuses (too few solvers); the Begin then
// stays due until the organizer mends it or moves the start, and is
// stamped when it is made (after the mending event, never before it),
// with round 1 then no earlier than the Begin (beginTimes).
func (t *Tournament) ScheduledBegin(seed turnir.Seed) ([]turnir.Event, error) {
	if t.Phase != PhaseRegistration || t.StartsAt.IsZero() {
		return nil, turnir.Errorf(turnir.ECONFLICT, "no start is scheduled", "начало не назначено")
	}
	if err := t.PuzzlesCover(); err != nil {
		return nil, err
	}
	at, first := t.beginTimes()
	return t.Begin(es.At(at, System, ""), seed, first)
}

// beginTimes are the scheduled Begin's time and round 1's opening: the
// deadline and the start, or, for a Begin that could be made only after
// a later event mended it, that event's time and no earlier opening.
func (t *Tournament) beginTimes() (at, first time.Time) {
	at = later(t.ClosesAt(), t.lastAt)
	return at, later(t.StartsAt, at)
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// Step is the clock's next step due by now, as Advance, with the
// scheduled Begin too: seed gives the secret seed when the Begin falls due
// (the server's or the command line's seed store). One step per call.
func (t *Tournament) Step(now time.Time, seed func() (turnir.Seed, error)) ([]turnir.Event, error) {
	if !t.BeginDue(now) {
		return t.Advance(now)
	}
	s, err := seed()
	if err != nil {
		return nil, err
	}
	return t.ScheduledBegin(s)
}

// PuzzlesCover refuses a Begin whose draw would fix more rounds (P1)
// than the puzzle set has puzzles.
func (t *Tournament) PuzzlesCover() error {
	if t.Phase != PhaseRegistration {
		return nil
	}
	rounds := t.Settings.Rounds
	if rounds == 0 {
		n := 0
		for _, s := range t.Solvers {
			if s.Active() {
				n++
			}
		}
		rounds = AutoRounds(n)
	}
	if len(t.Puzzles) < rounds {
		return turnir.Errorf(turnir.ECONFLICT, "rounds: %d, so puzzles needed: %d; uploaded: %d", "туров: %d, значит нужно головоломок: %d; загружено: %d", rounds, rounds, len(t.Puzzles))
	}
	return nil
}

func init() {
	es.On(&folds, EvScheduled, func(t *Tournament, d Scheduled, _ turnir.Event) error {
		t.StartsAt, t.RegistrationClosesAt = d.StartsAt, d.RegistrationClosesAt
		return nil
	})
	es.Command(&reissues, EvScheduled, func(t *Tournament, d Scheduled, m es.Meta) ([]turnir.Event, error) {
		return t.Schedule(m, d.StartsAt, d.RegistrationClosesAt)
	})
}
