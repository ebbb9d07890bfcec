package brainring_test

import (
	"encoding/json"
	"testing"
	"time"

	"pgregory.net/rapid"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
)

// TestLiveProperties plays random sequences of presses, host commands and
// ticks (rapid prints the seed of a failure; -rapid.seed replays it) and
// checks, event by event, that no team scores without the right, no two
// teams answer at once, the clock never runs backwards, every press is in
// the log, and the log replays to the same state.
func TestLiveProperties(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s := liveSettings(rapid.IntRange(0, 4).Draw(rt, "length"), rapid.Bool().Draw(rt, "extra"))
		if s.Length == 0 {
			s.Extra = true
		}
		if rapid.Bool().Draw(rt, "fair") {
			s.Buzzer = buzzer.Config{Fair: true, Grace: buzzer.DefaultGrace}
		}
		open, err := brainring.OpenLive("A", "B", s, start)
		if err != nil {
			rt.Fatal(err)
		}
		l, _ := brainring.ReplayLive([]brainring.LiveEvent{open})
		history := []brainring.LiveEvent{open}
		now, presses := start, 0
		for step := range rapid.IntRange(1, 80).Draw(rt, "steps") {
			// Mostly short steps, so presses meet inside windows and
			// before deadlines; sometimes long ones past them.
			now = now.Add(time.Duration(rapid.SampledFrom([]int{0, 1, 40, 120, 900, 5000, 15000, 25000}).Draw(rt, "ms")) * time.Millisecond)
			var evs []brainring.LiveEvent
			switch rapid.IntRange(0, 7).Draw(rt, "action") {
			case 0:
				evs, err = l.Attention(now)
			case 1:
				evs, err = l.Time(now)
			case 2, 3:
				team := rapid.SampledFrom([]string{"A", "B"}).Draw(rt, "team")
				p := buzzer.Press{Seat: team, At: now}
				if rapid.Bool().Draw(rt, "client") {
					p.Client = now.Add(-time.Duration(rapid.IntRange(-100, 5000).Draw(rt, "claim")) * time.Millisecond)
					p.Sync = &buzzer.Estimate{RTT: turnir.Duration(time.Duration(rapid.IntRange(0, 2000).Draw(rt, "rtt")) * time.Millisecond)}
				}
				evs, err = l.Press(p)
				if err == nil {
					presses++
				}
			case 4:
				evs, err = l.Rule(now, rapid.SampledFrom([]brainring.Ruling{brainring.RulingRight, brainring.RulingWrong, brainring.RulingPrompting, brainring.RulingDelay}).Draw(rt, "ruling"))
			case 5:
				evs, err = l.Remove(now, "a dispute")
			case 6:
				evs, err = l.Undo(now, "")
			case 7:
				evs = l.Due(now)
			}
			if err != nil {
				if c := turnir.ErrorCode(err); c != turnir.ECONFLICT {
					rt.Fatalf("step %d: refused with %s: %v", step, c, err)
				}
				continue
			}
			for _, e := range evs {
				checkLiveEvent(rt, l, e, now)
				if err := l.Apply(e); err != nil {
					rt.Fatalf("step %d: %v", step, err)
				}
				history = append(history, e)
			}
			if len(l.Presses) != presses {
				rt.Fatalf("step %d: %d presses made, %d in the log", step, presses, len(l.Presses))
			}
			if err := checkFightLine(l); err != nil {
				rt.Fatalf("step %d: %v", step, err)
			}
		}
		back, err := brainring.ReplayLive(history)
		if err != nil {
			rt.Fatal(err)
		}
		a, _ := json.Marshal(l)
		b, _ := json.Marshal(back)
		if string(a) != string(b) {
			rt.Fatalf("the history replays to another state")
		}
	})
}

// checkLiveEvent checks one event against the state before it.
func checkLiveEvent(rt *rapid.T, l brainring.Live, e brainring.LiveEvent, now time.Time) {
	if e.Stamp().Before(l.Clock) || e.Stamp().After(now) {
		rt.Fatalf("%s stamped %s: the last event was at %s, the input at %s", e.LiveType(), e.Stamp(), l.Clock, now)
	}
	q := l.Current()
	switch e := e.(type) {
	case brainring.LiveAnswering:
		if q.Answering != "" {
			rt.Fatalf("%s gets the button while %s answers", e.Team, q.Answering)
		}
		if !q.HasRight(l.Side(e.Team)) {
			rt.Fatalf("%s gets the button without the right (%s)", e.Team, q.Lost[l.Side(e.Team)])
		}
	case brainring.LiveRuled:
		if e.Team != q.Answering || !q.HasRight(l.Side(e.Team)) {
			rt.Fatalf("a ruling on %s while %q answers", e.Team, q.Answering)
		}
	case brainring.LiveQuestionOver:
		if e.Taker != "" && (e.Taker != q.Answering || !q.HasRight(l.Side(e.Taker))) {
			rt.Fatalf("a point to %s, answering %q, lost %q", e.Taker, q.Answering, q.Lost)
		}
	}
}

// checkFightLine checks that the live state maps onto a valid Fight line.
func checkFightLine(l brainring.Live) error {
	f := l.Fight()
	if l.Settings.Length == 0 {
		return nil
	}
	return f.Validate()
}
