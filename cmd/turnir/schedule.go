package main

import (
	"flag"
	"fmt"
	"io"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
)

func init() {
	commands["schedule"] = command{group: groupPuzzle, summary: "schedule the start: round 1's time and the registration deadline; the clock begins by itself (назначить начало)", run: runSchedule}
}

func runSchedule(args []string, stdout, stderr io.Writer) int {
	o := newOffline("schedule", stdout, stderr)
	starts := o.fs.String("starts-at", "", "when round 1 opens, RFC 3339 (empty: cancel the schedule)")
	closes := o.fs.String("registration-closes-at", "", "when registration closes by itself, RFC 3339 (default: at the start)")
	reason := o.fs.String("reason", "", "why, for the log (optional)")
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	var at [2]time.Time
	for i, v := range []string{*starts, *closes} {
		if v == "" {
			continue
		}
		var err error
		if at[i], err = time.Parse(time.RFC3339, v); err != nil {
			return o.fail(turnir.Errorf(turnir.EINVALID, "%q is not a time like 2026-05-01T18:00:00+03:00", "%q — не время вида 2026-05-01T18:00:00+03:00", v))
		}
	}
	evs, err := o.do(func(t *puzzleswiss.Tournament, now time.Time) ([]turnir.Event, error) {
		return t.Schedule(es.At(now, o.actor, *reason), at[0], at[1])
	})
	if err != nil {
		return o.fail(err)
	}
	o.report(evs)
	now, _ := o.now()
	return o.fail0(o.read(func(t *puzzleswiss.Tournament) error {
		en, ru := waitsFor(t, now)
		fmt.Fprintf(stdout, "%s\n%s\n", en, ru)
		return nil
	}))
}

// fail0 is fail for a non-nil err, else exit code 0.
func (o *offline) fail0(err error) int {
	if err != nil {
		return o.fail(err)
	}
	return 0
}

// durationFlag declares a duration flag that reads what people write
// ("5:00", "300", "5 мин", "5m"; turnir.ParseDuration).
func durationFlag(fs *flag.FlagSet, name string, def time.Duration, usage string) *time.Duration {
	d := def
	fs.Func(name, usage+" (5:00, 300, 5 min, 5 мин or 5m)", func(s string) error {
		v, err := turnir.ParseDuration(s)
		if err != nil {
			return fmt.Errorf("%s / %s", turnir.ErrorMessage(err, "en"), turnir.ErrorMessage(err, "ru"))
		}
		d = v
		return nil
	})
	return &d
}
