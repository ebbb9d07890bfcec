package puzzleswiss_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
)

// schedule is a log's clock steps, one line each: type, time, payload.
func schedule(log []turnir.Event) string {
	var b strings.Builder
	for _, e := range log {
		if e.Actor == puzzleswiss.System {
			fmt.Fprintf(&b, "%s %s %s\n", e.Type, e.At.Format("15:04:05.000"), e.Data)
		}
	}
	return b.String()
}

// clockRun is a 4-solver, 2-round tournament begun at t0, its clock
// called at the given times only (nobody plays: the schedule alone).
func clockRun(t *testing.T, calls []time.Time) *fixture {
	t.Helper()
	f := newFixture(t, settings(t), 7)
	f.registerN(4)
	f.must(f.tour.Begin(es.At(t0, "org", ""), f.seed, t0.Add(time.Minute)))
	for _, at := range calls {
		f.clock.Set(at)
		f.advance()
	}
	return f
}

// TestP8_P12_ScheduleFromDueTimes: the clock stamps each step at the time
// it fell due, so however late or seldom it is called, the schedule is the
// one an on-time clock writes: round 1 opens 12:01, closes 12:06 (P8), the
// next is drawn at 12:06 and opens 12:07 after the one-minute pause (P12),
// closes 12:12, and the tournament finishes at 12:12.
func TestP8_P12_ScheduleFromDueTimes(t *testing.T) {
	m := func(min int, sec ...int) time.Time {
		s := 0
		if len(sec) > 0 {
			s = sec[0]
		}
		return t0.Add(time.Duration(min)*time.Minute + time.Duration(s)*time.Second)
	}
	onTime := clockRun(t, []time.Time{t0, m(1), m(6), m(7), m(12)})
	want := schedule(onTime.log)
	for _, line := range []string{"RoundOpened 12:01:00.000", "RoundClosed 12:06:00.000", "RoundPaired 12:06:00.000", `"opens_at":"2026-03-01T12:07:00Z"`, "RoundOpened 12:07:00.000", "RoundClosed 12:12:00.000", "Finished 12:12:00.000"} {
		if !strings.Contains(want, line) {
			t.Fatalf("the on-time schedule lacks %q:\n%s", line, want)
		}
	}
	for _, c := range []struct {
		name  string
		calls []time.Time
	}{
		{"one_call_an_hour_late", []time.Time{m(60)}},
		{"late_by_75s_each_time", []time.Time{m(0, 1), m(2, 15), m(7, 15), m(8, 15), m(13, 15)}},
		{"a_missed_close_then_a_late_call", []time.Time{m(1), m(7, 59), m(13)}},
		{"every_4m37s", []time.Time{m(4, 37), m(9, 14), m(13, 51)}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := schedule(clockRun(t, c.calls).log); got != want {
				t.Errorf("schedule:\n%s\nwant, as called on time:\n%s", got, want)
			}
		})
	}
	t.Run("a_restart_does_not_shift_it", func(t *testing.T) {
		f := clockRun(t, []time.Time{m(1), m(6, 40)})
		// The process stops for a while; the next one folds the log and
		// carries on at 12:30.
		tour, err := puzzleswiss.Replay(f.log)
		if err != nil {
			t.Fatal(err)
		}
		f.tour = tour
		f.clock.Set(m(30))
		f.advance()
		if got := schedule(f.log); got != want {
			t.Errorf("schedule:\n%s\nwant:\n%s", got, want)
		}
	})
}

// TestP12_PauseFromDueTime is the example: a round that ended at
// 10:21:00, with the clock next called at 10:22:15, closes at 10:21:00 and
// the next round opens at 10:22:00, one minute later, not at 10:23:15. At
// 10:22:15 it is already open, with its full five minutes from 10:22:00.
func TestP12_PauseFromDueTime(t *testing.T) {
	open := time.Date(2026, 3, 1, 10, 16, 0, 0, time.UTC)
	f := newFixture(t, settings(t), 3)
	f.registerN(4)
	f.clock.Set(open.Add(-time.Minute))
	f.must(f.tour.Begin(es.At(f.clock.Now(), "org", ""), f.seed, open))
	f.clock.Set(open)
	f.advance()
	f.clock.Set(time.Date(2026, 3, 1, 10, 22, 15, 0, time.UTC))
	f.advance()
	r1, r2 := f.tour.Round(1), f.tour.Round(2)
	at := func(h, m int) time.Time { return time.Date(2026, 3, 1, h, m, 0, 0, time.UTC) }
	if !r1.Closed || !r1.ClosedAt.Equal(at(10, 21)) {
		t.Errorf("P8: round 1 closed %v at %v, want at 10:21:00", r1.Closed, r1.ClosedAt)
	}
	if r2 == nil || !r2.OpensAt.Equal(at(10, 22)) {
		t.Fatalf("P12: round 2 opens at %v, want 10:22:00 (one minute after the end)", r2)
	}
	if !r2.Opened || !r2.EndsAt.Equal(at(10, 27)) {
		t.Errorf("P8: round 2 opened %v, ends %v; want open, ending 10:27:00", r2.Opened, r2.EndsAt)
	}
}

// TestP8_DecisionsKeepTheirTimes: the organizer's decisions are stamped when
// taken, and the clock's steps follow from them: a paused round's close
// falls due at its end moved by the pause; an early close makes the next
// draw due at the close, to open a pause later; an extension moves the
// close.
func TestP8_DecisionsKeepTheirTimes(t *testing.T) {
	mins := func(n int) time.Duration { return time.Duration(n) * time.Minute }
	start := func(t *testing.T) *fixture {
		f := newFixture(t, settings(t), 5)
		f.registerN(4)
		f.begin() // round 1 opens at t0, ends t0+5m
		return f
	}
	t.Run("pause_and_resume", func(t *testing.T) {
		f := start(t)
		f.must(f.tour.Pause(es.At(t0.Add(mins(1)), "org", "power cut"), 1))
		f.clock.Set(t0.Add(mins(30)))
		f.advance()
		if f.tour.Round(1).Closed {
			t.Fatal("a paused round closed by the clock")
		}
		f.must(f.tour.Resume(es.At(t0.Add(mins(31)), "org", "power back"), 1))
		f.clock.Set(t0.Add(mins(60)))
		f.advance()
		// 30 minutes paused: the end moved from 12:05 to 12:35.
		if r := f.tour.Round(1); !r.ClosedAt.Equal(t0.Add(mins(35))) {
			t.Errorf("closed at %v, want 12:35 (the end moved by the pause)", r.ClosedAt)
		}
		if r := f.tour.Round(2); !r.OpensAt.Equal(t0.Add(mins(36))) {
			t.Errorf("P12: round 2 opens at %v, want 12:36", r.OpensAt)
		}
	})
	t.Run("early_close", func(t *testing.T) {
		f := start(t)
		f.must(f.tour.CloseRound(es.At(t0.Add(mins(2)), "org", "everyone solved"), 1))
		f.clock.Set(t0.Add(mins(10)))
		f.advance()
		if r := f.tour.Round(2); !r.OpensAt.Equal(t0.Add(mins(3))) || !r.EndsAt.Equal(t0.Add(mins(8))) {
			t.Errorf("P12: round 2 opens %v ends %v, want 12:03 and 12:08", r.OpensAt, r.EndsAt)
		}
	})
	t.Run("extend", func(t *testing.T) {
		f := start(t)
		f.must(f.tour.Extend(es.At(t0.Add(mins(4)), "org", "server hiccup"), 1, mins(2)))
		f.clock.Set(t0.Add(mins(20)))
		f.advance()
		if r := f.tour.Round(1); !r.ClosedAt.Equal(t0.Add(mins(7))) {
			t.Errorf("closed at %v, want 12:07", r.ClosedAt)
		}
	})
}

// TestP9_NoPressBeforeTheOpening: a Start stamped before the round opened
// is refused even when it is judged after the opening (requests queue),
// and so is a Check stamped after the end even when judged before the
// clock closed the round.
func TestP9_NoPressBeforeTheOpening(t *testing.T) {
	f := newFixture(t, settings(t), 5)
	ids := f.registerN(4)
	f.must(f.tour.Begin(es.At(t0, "org", ""), f.seed, t0.Add(time.Minute)))
	f.clock.Set(t0.Add(time.Minute))
	f.advance()
	_, err := f.tour.Start(ids[0], t0.Add(time.Minute-time.Millisecond))
	refused(t, err, turnir.ECONFLICT)
	f.start(ids[0], t0.Add(time.Minute))
	_, _, err = f.tour.Check(ids[0], f.right(1), t0.Add(6*time.Minute))
	refused(t, err, turnir.ECONFLICT)
}

// TestP8_OldLateStampsStillVerify: a log written by the old clock, which
// stamped its steps when it happened to run (each late), still replays,
// verifies (Verify re-makes draws and scorings, not the clock's times), and
// the new clock carries on from its recorded times: the next round opens
// a pause after the close as recorded.
func TestP8_OldLateStampsStillVerify(t *testing.T) {
	f := newFixture(t, settings(t), 9)
	f.registerN(4)
	f.begin()
	late := t0.Add(5*time.Minute + 75*time.Second)
	r := f.tour.Current()
	// What the old Advance(late) wrote: the close and the next draw at the
	// late call, the next round opening a pause after it.
	f.apply([]turnir.Event{turnir.NewEvent(puzzleswiss.EvRoundClosed, late, puzzleswiss.System, puzzleswiss.RoundClosed{Round: 1, Results: puzzleswiss.Score(r, f.tour.Settings)})})
	next, err := f.tour.Advance(late)
	if err != nil || len(next) != 1 || next[0].Type != puzzleswiss.EvRoundPaired || !next[0].At.Equal(late) {
		t.Fatalf("the draw after a late-stamped close: %+v %v", next, err)
	}
	f.apply(next)
	f.clock.Set(t0.Add(time.Hour))
	f.advance()
	rep, err := puzzleswiss.Verify(f.log)
	if err != nil || !rep.OK() || !rep.Final {
		t.Fatalf("a log with late clock stamps does not verify: %+v %v", rep, err)
	}
	if r2 := f.tour.Round(2); !r2.OpensAt.Equal(late.Add(time.Minute)) || !r2.ClosedAt.Equal(late.Add(6*time.Minute)) {
		t.Errorf("round 2 opens %v closes %v, want a pause and a round after the recorded close", r2.OpensAt, r2.ClosedAt)
	}
}

// TestNextOpeningNamesEachRoundBeforeItOpens: the clock's next step is an
// opening only between a round's draw and its opening: round 1 at 12:01
// once drawn, nothing while it runs, round 2 at 12:07 after its draw, and
// nothing once finished.
func TestNextOpeningNamesEachRoundBeforeItOpens(t *testing.T) {
	m := func(min int) time.Time { return t0.Add(time.Duration(min) * time.Minute) }
	f := newFixture(t, settings(t), 7)
	f.registerN(4)
	if _, _, ok := f.tour.NextOpening(); ok {
		t.Fatal("an opening is next during registration")
	}
	f.must(f.tour.Begin(es.At(t0, "org", ""), f.seed, m(1)))
	want := []struct {
		at    time.Time
		round int
		opens time.Time
	}{
		{t0, 1, m(1)},   // drawn at the Begin
		{m(1), 0, t0},   // open
		{m(6), 2, m(7)}, // closed, round 2 drawn
		{m(7), 0, t0},
		{m(12), 0, t0}, // finished
	}
	for _, w := range want {
		f.clock.Set(w.at)
		f.advance()
		n, at, ok := f.tour.NextOpening()
		if ok != (w.round > 0) || n != w.round || (ok && !at.Equal(w.opens)) {
			t.Errorf("at %s: NextOpening = %d %s %v, want round %d at %s", w.at.Format("15:04"), n, at.Format("15:04"), ok, w.round, w.opens.Format("15:04"))
		}
	}
}
