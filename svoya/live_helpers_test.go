package svoya_test

import (
	"time"

	"turnir"
	"turnir/buzzer"
	"turnir/svoya"
)

// t0 is the fake clock's start; a live fight test moves its game's clock
// by hand, so a whole fight runs in microseconds.
var t0 = time.Date(2026, 2, 17, 10, 0, 0, 0, time.UTC)

// tb is what a game needs of a test: *testing.T and *rapid.T both give it.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
}

// game is a live fight on a fake clock with the log of every event.
type game struct {
	t   tb
	f   svoya.Live
	now time.Time
	log []svoya.LiveEvent
}

func newGame(t tb, players []string, format svoya.Format, s svoya.LiveSettings) *game {
	t.Helper()
	g := &game{t: t, now: t0}
	g.do(svoya.StartLive(g.now, players, format, s))
	return g
}

// do applies a command's events, failing the test on a refusal.
func (g *game) do(evs []svoya.LiveEvent, err error) []svoya.LiveEvent {
	g.t.Helper()
	if err != nil {
		g.t.Fatalf("at %s: %v", g.now.Sub(t0), err)
	}
	for _, e := range evs {
		if err := g.f.Apply(e); err != nil {
			g.t.Fatalf("apply %s: %v", e.LiveType(), err)
		}
	}
	g.log = append(g.log, evs...)
	return evs
}

// refuse asserts that a command is refused with code and changes nothing.
func (g *game) refuse(code string) func([]svoya.LiveEvent, error) {
	return func(evs []svoya.LiveEvent, err error) {
		g.t.Helper()
		if err == nil || turnir.ErrorCode(err) != code || evs != nil {
			g.t.Fatalf("want a refusal %s, got %v (events %v)", code, err, evs)
		}
	}
}

// logged asserts that a press changed nothing but the press log, where it
// stands with verdict v.
func (g *game) logged(v buzzer.Verdict) func([]svoya.LiveEvent, error) {
	return func(evs []svoya.LiveEvent, err error) {
		g.t.Helper()
		before := g.f.Phase
		evs = g.do(evs, err)
		last, ok := evs[len(evs)-1].(svoya.LivePressLogged)
		if !ok || last.Entry.Verdict != v || g.f.Presses[len(g.f.Presses)-1] != last.Entry {
			g.t.Fatalf("want a press logged as %s, got %+v", v, evs)
		}
		if len(evs) == 1 && g.f.Phase != before {
			g.t.Fatalf("a logged press moved the fight from %s to %s", before, g.f.Phase)
		}
	}
}

// wait moves the clock on and applies what fell due.
func (g *game) wait(d time.Duration) []svoya.LiveEvent {
	g.now = g.now.Add(d)
	return g.do(g.f.Due(g.now), nil)
}

// question plays the next question of the sport's order: the host reads
// for 3 s and unlocks; each answer ("A+" right, "B-" wrong) is a press
// half a second after the buttons open and a ruling a second later. With
// no right answer and players left, the press window runs out.
func (g *game) question(answers ...string) svoya.LiveRef {
	g.t.Helper()
	ref, ok := g.f.Next()
	if !ok {
		g.t.Fatalf("no question left (phase %s)", g.f.Phase)
	}
	g.do(g.f.Choose(g.now, ref, g.f.Chooser))
	g.now = g.now.Add(3 * time.Second)
	g.do(g.f.Unlock(g.now))
	for _, a := range answers {
		player, right := a[:len(a)-1], a[len(a)-1] == '+'
		g.now = g.now.Add(500 * time.Millisecond)
		g.do(g.f.Press(buzzer.Press{Seat: player, At: g.now}))
		g.now = g.now.Add(time.Second)
		g.do(g.f.Rule(g.now, right))
	}
	if g.f.Phase == svoya.LiveOpen {
		g.wait(g.f.Settings.PressWindow.D())
	}
	if g.f.Current == ref {
		g.t.Fatalf("question %v still in play", ref)
	}
	return ref
}

// silent plays n questions nobody answers.
func (g *game) silent(n int) {
	for range n {
		g.question()
	}
}

// rest plays silent questions until the fight is over.
func (g *game) rest() {
	for g.f.Phase != svoya.LiveDone {
		g.question()
	}
}

func sheetOf(g *game) map[string]svoya.LiveScore {
	out := map[string]svoya.LiveScore{}
	for _, s := range g.f.Sheet() {
		out[s.Player] = s
	}
	return out
}
