package puzzleswiss_test

import (
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
	"turnir/puzzleswiss/puzzle"
)

// step runs every step due now, the scheduled Begin included.
func (f *fixture) step() {
	f.t.Helper()
	for range 10 {
		evs, err := f.tour.Step(f.clock.Now(), func() (turnir.Seed, error) { return f.seed, nil })
		f.must(evs, err)
		if len(evs) == 0 {
			return
		}
	}
	f.t.Fatal("Step did not settle")
}

// TestIssue14_P2_ScheduledStart: the organizer schedules round 1 for 13:00
// with registration closing at 12:55; registration stays open until then,
// closes by itself at 12:55 (the Begin is stamped at the deadline however
// late the clock runs), the seed is revealed and round 1 drawn then, and
// the round opens at 13:00 (P2, P5; issue 14, item 7). The log verifies.
func TestIssue14_P2_ScheduledStart(t *testing.T) {
	starts, closes := t0.Add(time.Hour), t0.Add(55*time.Minute)
	for _, late := range []time.Duration{0, 3 * time.Second, 7 * time.Minute} {
		f := newFixture(t, settings(t), 9)
		f.registerN(5)
		f.must(f.tour.Schedule(es.At(t0, "org", "the club evening"), starts, closes))
		if due, ok := f.tour.Due(); !ok || !due.Equal(closes) {
			t.Fatalf("due %v %v, want the deadline", due, ok)
		}
		f.clock.Set(closes.Add(-time.Second))
		f.step()
		if f.tour.Phase != puzzleswiss.PhaseRegistration {
			t.Fatal("registration closed before its deadline")
		}
		f.register("late-but-in-time")
		f.clock.Set(closes.Add(late))
		f.step()
		if f.tour.Phase != puzzleswiss.PhaseRunning || !f.tour.BegunAt.Equal(closes) || f.tour.Seed == "" {
			t.Fatalf("late %v: phase %s begun %v seed %q", late, f.tour.Phase, f.tour.BegunAt, f.tour.Seed)
		}
		r := f.tour.Round(1)
		if r == nil || !r.OpensAt.Equal(starts) || len(r.Pairs) != 3 {
			t.Fatalf("late %v: round 1 %+v", late, r)
		}
		if _, err := f.tour.Register("x", "Too late", "", closes.Add(late)); turnir.ErrorCode(err) != turnir.ECONFLICT {
			t.Errorf("a registration after the deadline: %v", err)
		}
		f.clock.Set(starts)
		f.step()
		if !r.Opened || !r.OpenedAt.Equal(starts) {
			t.Errorf("round 1 opened %v at %v, want at %v", r.Opened, r.OpenedAt, starts)
		}
		rep, err := puzzleswiss.Verify(f.log)
		if err != nil || !rep.OK() {
			t.Fatalf("verify: %v %v", err, rep.Problems())
		}
	}
}

// TestIssue14_ScheduleRules: a start in the past, a deadline after the
// start, or a schedule once registration has closed are refused in both
// languages; a cancelled schedule leaves registration open for a Begin
// by hand; a clock Begin at another time than the schedule is found by
// Verify.
func TestIssue14_ScheduleRules(t *testing.T) {
	f := newFixture(t, settings(t), 3)
	f.registerN(4)
	_, err := f.tour.Schedule(es.At(t0, "org", ""), t0.Add(-time.Minute), time.Time{})
	refused(t, err, turnir.EINVALID)
	_, err = f.tour.Schedule(es.At(t0, "org", ""), t0.Add(time.Hour), t0.Add(2*time.Hour))
	refused(t, err, turnir.EINVALID)
	_, err = f.tour.Schedule(es.At(t0, "org", ""), time.Time{}, time.Time{})
	refused(t, err, turnir.ECONFLICT)
	f.must(f.tour.Schedule(es.At(t0, "org", ""), t0.Add(time.Hour), time.Time{}))
	if !f.tour.ClosesAt().Equal(t0.Add(time.Hour)) {
		t.Errorf("without a deadline registration closes at %v", f.tour.ClosesAt())
	}
	f.must(f.tour.Schedule(es.At(t0, "org", ""), time.Time{}, time.Time{}))
	if _, ok := f.tour.Due(); ok {
		t.Error("a cancelled schedule is still due")
	}
	f.must(f.tour.Schedule(es.At(t0, "org", ""), t0.Add(time.Hour), time.Time{}))
	if d := f.tour.Decisions[len(f.tour.Decisions)-1]; d.Type != puzzleswiss.EvScheduled {
		t.Errorf("the schedule is not in the decision log: %+v", d)
	}
	good := len(f.log)
	f.clock.Set(t0.Add(time.Hour))
	f.step()
	_, err = f.tour.Schedule(es.At(f.clock.Now(), "org", ""), t0.Add(2*time.Hour), time.Time{})
	refused(t, err, turnir.ECONFLICT)

	// The clock's Begin moved off its time is not what the schedule gives.
	bad := append([]turnir.Event(nil), f.log[:good]...)
	e := f.log[good]
	e.At = e.At.Add(time.Minute)
	bad = append(bad, e)
	rep, err := puzzleswiss.Verify(bad)
	if err != nil {
		t.Fatal(err)
	}
	if rep.OK() || !strings.Contains(strings.Join(rep.Problems(), "\n"), "schedule") {
		t.Errorf("a Begin off the schedule verifies: %v", rep.Problems())
	}
}

// TestIssue14_ScheduledStartNeedsPuzzles: the scheduled Begin refuses,
// writing nothing, when the puzzles do not cover the rounds; it stays due.
func TestIssue14_ScheduledStartNeedsPuzzles(t *testing.T) {
	s := settings(t)
	s.Rounds = 3
	f := newFixture(t, s, 3)
	f.registerN(6)
	f.must(f.tour.SetPuzzles(es.At(t0, "org", ""), puzzle.Set{Puzzles: f.tour.Puzzles[:2]}))
	f.must(f.tour.Schedule(es.At(t0, "org", ""), t0.Add(time.Hour), time.Time{}))
	_, err := f.tour.Step(t0.Add(time.Hour), func() (turnir.Seed, error) { return f.seed, nil })
	refused(t, err, turnir.ECONFLICT)
	if !f.tour.BeginDue(t0.Add(time.Hour)) {
		t.Error("the failed Begin is no longer due")
	}
}

// TestIssue14_ALateMendedStartIsNotBackdated: a scheduled start that could
// not begin at its deadline (too few solvers) begins once a registration
// mends it, stamped after that registration, and round 1 opens no earlier
// than the Begin, so no round is scheduled in the past; the log verifies.
func TestIssue14_ALateMendedStartIsNotBackdated(t *testing.T) {
	f := newFixture(t, settings(t), 5)
	f.registerN(1)
	f.must(f.tour.Schedule(es.At(t0, "org", ""), t0.Add(time.Hour), time.Time{}))
	_, err := f.tour.Step(t0.Add(time.Hour), func() (turnir.Seed, error) { return f.seed, nil })
	refused(t, err, turnir.ECONFLICT)
	late := t0.Add(90 * time.Minute)
	f.must(f.tour.Register("s02", "s02", "", late))
	f.clock.Set(late.Add(time.Second))
	f.step()
	if !f.tour.BegunAt.Equal(late) || !f.tour.Round(1).OpensAt.Equal(late) {
		t.Errorf("begun %v, round 1 opens %v; want both at the mending registration %v", f.tour.BegunAt, f.tour.Round(1).OpensAt, late)
	}
	rep, err := puzzleswiss.Verify(f.log)
	if err != nil || !rep.OK() {
		t.Fatalf("verify: %v %v", err, rep.Problems())
	}
}
