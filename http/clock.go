package http

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"turnir"
	"turnir/app"
	"turnir/es"
	"turnir/puzzleswiss"
)

// maxSteps bounds one catch-up; a tournament makes four steps a round, so
// this is a clock called late by days of rounds.
const maxSteps = 1000

// catchUp makes every step of stream's round clock that fell due by at,
// each stamped at its due time (puzzleswiss.Advance), one commit a step. Every
// command runs after a catch-up to its own time, so a Start at 10:06:05
// for a round drawn to open at 10:06:00 finds it open whether or not the
// scheduler has ticked since. A scheduled start is a step too: at the
// registration deadline the clock begins the tournament with the stored
// seed (puzzleswiss.Step). A step that fails (a draw that cannot be made,
// a scheduled start with too few solvers) is logged once and stays due;
// the command still runs, against the state as it stands.
func catchUp(ctx context.Context, host *es.Host[*puzzleswiss.Tournament], c *clockDeps, stream string, at time.Time) error {
	for range maxSteps {
		if c.herd != nil {
			// An opening due now that the ticks did not see coming (a
			// Begin with the first round at once): collect first (herd.go).
			if n := openingDue(ctx, host, stream, at, 0); n > 0 {
				c.herd.before(stream, n)
			}
		}
		evs, err := host.Do(ctx, stream, func(t *puzzleswiss.Tournament) ([]turnir.Event, error) {
			return t.Step(at, func() (turnir.Seed, error) { return c.seeds.Get(t.ID) })
		})
		if err != nil {
			msg := turnir.ErrorMessage(err, "en")
			if old, ok := c.failed.Swap(stream, err); !ok || turnir.ErrorMessage(old.(error), "en") != msg {
				slog.Error("round clock step failed", "tournament", stream, "err", err)
			}
			return err
		}
		c.failed.Delete(stream)
		if len(evs) == 0 {
			return nil
		}
	}
	return nil
}

// clockDeps is what the clock needs besides the state: the seeds, for a
// scheduled start, and the last failure of each stream's due step, so
// that a failure retried every tick is logged once and the organizer's
// page can say why nothing happened.
type clockDeps struct {
	seeds  app.Seeds
	failed sync.Map  // stream -> error
	herd   *herdRoom // the collection before each opening (herd.go); nil: none
}

// failure is the refusal of stream's due step, if its last try failed.
func (c *clockDeps) failure(stream string) error {
	v, ok := c.failed.Load(stream)
	if !ok {
		return nil
	}
	return v.(error)
}

// clockKey is the key of the scheduler's op: no solver's or name's key.
const clockKey = "\x00clock"

// advance runs tournament id's clock up to now for the scheduler. It goes
// through the group commit like a press, so a Check stamped before a
// round's end that is still queued is judged before the close that would
// refuse it: the batch runs in time order, the clock catching up to each
// op's time before the op.
func (s *Server) advance(ctx context.Context, id string) {
	s.batch.of(id).do(ctx, &op{key: clockKey, at: s.clock.Now(),
		run: func(*puzzleswiss.Tournament, time.Time) ([]turnir.Event, any, error) { return nil, nil, nil }})
}
