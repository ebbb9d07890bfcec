package festival_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/cup"
	"turnir/es"
	"turnir/festival"
)

// harness runs commands against a festival the way es.Host does: the
// command returns events, the events are numbered, logged and only then
// applied.
type harness struct {
	t     *testing.T
	f     *festival.Festival
	log   []turnir.Event
	clock *turnir.ManualClock
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	h := &harness{t: t, f: festival.New(), clock: turnir.NewManualClock(time.Date(2026, 5, 9, 10, 0, 0, 0, time.UTC))}
	h.do(festival.Create(es.At(h.now(), "org", ""), "fest", "Кубок города"))
	return h
}

// now moves the clock a minute on, so every event has its own time.
func (h *harness) now() time.Time { return h.clock.Advance(time.Minute) }

// do commits the events a command returned, or fails the test.
func (h *harness) do(evs []turnir.Event, err error) []turnir.Event {
	h.t.Helper()
	if err != nil {
		h.t.Fatalf("command refused: %v", err)
	}
	for i := range evs {
		evs[i].Stream = "fest"
		evs[i].Version = h.f.Version + 1
		if err := h.f.Apply(evs[i]); err != nil {
			h.t.Fatalf("apply %s: %v", evs[i].Type, err)
		}
		h.log = append(h.log, evs[i])
	}
	return evs
}

// refused checks that a command was refused with code and a Russian
// message containing ru, and that it returned no events.
func (h *harness) refused(code, ru string) func([]turnir.Event, error) {
	return func(evs []turnir.Event, err error) {
		h.t.Helper()
		var te *turnir.Error
		if !errors.As(err, &te) {
			h.t.Fatalf("want a *turnir.Error %s, got %v (events %d)", code, err, len(evs))
		}
		if te.Code != code || te.EN == "" || te.RU == "" || !strings.Contains(te.RU, ru) {
			h.t.Fatalf("refusal %q / %q (code %s), want code %s with Russian text containing %q", te.EN, te.RU, te.Code, code, ru)
		}
		if len(evs) != 0 {
			h.t.Fatalf("a refused command returned %d events", len(evs))
		}
	}
}

// teams registers n teams T1..Tn with players Tk-p1..Tk-pm and a coach.
func (h *harness) teams(n, m int) {
	h.t.Helper()
	for k := 1; k <= n; k++ {
		id := fmt.Sprintf("T%d", k)
		h.do(h.f.RegisterTeam(es.At(h.now(), "org", ""), id, "Команда "+id, "Город"))
		for p := 1; p <= m; p++ {
			pid := fmt.Sprintf("%s-p%d", id, p)
			h.do(h.f.RegisterPlayer(es.At(h.now(), "org", ""), pid, "Игрок "+pid, id))
		}
		h.do(h.f.RegisterCoach(es.At(h.now(), "org", ""), id+"-coach", "Тренер "+id, id))
	}
}

// next is the cup's next step.
func (h *harness) next() cup.Step {
	h.t.Helper()
	s, err := h.f.Cup.Next()
	if err != nil {
		h.t.Fatal(err)
	}
	return s
}

// replayMatches replays the log into a fresh state and compares its JSON
// with the live state's.
func (h *harness) replayMatches() {
	h.t.Helper()
	// Through JSON, as a store would hand the events back.
	b, err := json.Marshal(h.log)
	if err != nil {
		h.t.Fatal(err)
	}
	var stored []turnir.Event
	if err := json.Unmarshal(b, &stored); err != nil {
		h.t.Fatal(err)
	}
	g, err := festival.Replay(stored)
	if err != nil {
		h.t.Fatalf("replay: %v", err)
	}
	live, _ := json.Marshal(h.f)
	replayed, _ := json.Marshal(g)
	if string(live) != string(replayed) {
		h.t.Fatalf("replayed state differs from the live one:\nlive     %s\nreplayed %s", live, replayed)
	}
}

// prefix returns n marks of which the first k are answered.
func prefix(k, n int) []bool {
	out := make([]bool, n)
	for i := range k {
		out[i] = true
	}
	return out
}

// run is t.Run with the harness reporting to the sub-test, so that a
// failure stops the sub-test that caused it.
func (h *harness) run(t *testing.T, name string, fn func(t *testing.T)) {
	t.Run(name, func(st *testing.T) {
		parent := h.t
		h.t = st
		defer func() { h.t = parent }()
		fn(st)
	})
}

// defaultCup is the cup as the regulation writes it.
func defaultCup() cup.Config { return cup.DefaultConfig() }

// The festival is hosted like the puzzle Swiss.

// TestApplyRefusesAGap: an event numbered out of order is refused rather
// than folded into a state that no longer matches the log.
func TestApplyRefusesAGap(t *testing.T) {
	h := newHarness(t)
	evs, err := h.f.RegisterTeam(es.At(h.now(), "org", ""), "T1", "Команда", "")
	if err != nil {
		t.Fatal(err)
	}
	evs[0].Version = h.f.Version + 2
	if err := h.f.Apply(evs[0]); turnir.ErrorCode(err) != turnir.EINTERNAL {
		t.Fatalf("apply with a gap: %v", err)
	}
}
