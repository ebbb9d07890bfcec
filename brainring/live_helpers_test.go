package brainring_test

import (
	"encoding/json"
	"testing"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
)

// start is the fake clock's zero: every stamp of a test is start plus the
// seconds the test names.
var start = time.Date(2026, 5, 2, 15, 0, 0, 0, time.UTC)

// at returns the stamp sec seconds after start.
func at(sec float64) time.Time { return start.Add(time.Duration(sec * float64(time.Second))) }

// game drives a live fight of teams "A" and "B": it applies what each
// command returns and keeps the history.
type game struct {
	t       testing.TB
	l       brainring.Live
	history []brainring.LiveEvent
}

// liveSettings are the regulation's clock with length questions in
// server order.
func liveSettings(length int, extra bool) brainring.LiveSettings {
	return brainring.LiveSettings{Timing: brainring.DefaultLiveTiming(), Length: length, Extra: extra}
}

func newGame(t testing.TB, s brainring.LiveSettings) *game {
	t.Helper()
	open, err := brainring.OpenLive("A", "B", s, start)
	if err != nil {
		t.Fatal(err)
	}
	g := &game{t: t}
	g.apply(open)
	return g
}

// apply folds events into the game.
func (g *game) apply(evs ...brainring.LiveEvent) []brainring.LiveEvent {
	g.t.Helper()
	for _, e := range evs {
		if err := g.l.Apply(e); err != nil {
			g.t.Fatalf("apply %T: %v", e, err)
		}
		g.history = append(g.history, e)
	}
	return evs
}

// do applies a command's events, failing the test on a refusal.
func (g *game) do(evs []brainring.LiveEvent, err error) []brainring.LiveEvent {
	g.t.Helper()
	if err != nil {
		g.t.Fatalf("refused: %v", err)
	}
	return g.apply(evs...)
}

// refused checks that a command was refused with a *turnir.Error that
// blames the input or the moment, not the engine.
func (g *game) refused(evs []brainring.LiveEvent, err error) {
	g.t.Helper()
	if c := turnir.ErrorCode(err); (c != turnir.ECONFLICT && c != turnir.EINVALID) || evs != nil {
		g.t.Fatalf("got %d events and error %v, want a refusal", len(evs), err)
	}
}

func (g *game) attention(sec float64)                { g.t.Helper(); g.do(g.l.Attention(at(sec))) }
func (g *game) time(sec float64)                     { g.t.Helper(); g.do(g.l.Time(at(sec))) }
func (g *game) rule(sec float64, r brainring.Ruling) { g.t.Helper(); g.do(g.l.Rule(at(sec), r)) }
func (g *game) tick(sec float64) []brainring.LiveEvent {
	g.t.Helper()
	return g.apply(g.l.Due(at(sec))...)
}

// press presses team's button at sec and returns its verdict in the log.
func (g *game) press(team string, sec float64) buzzer.Verdict {
	g.t.Helper()
	return g.pressP(buzzer.Press{Seat: team, At: at(sec)})
}

// pressP presses and returns the verdict the press has in the log once
// its command's events are applied.
func (g *game) pressP(p buzzer.Press) buzzer.Verdict {
	g.t.Helper()
	g.do(g.l.Press(p))
	return g.l.Presses[len(g.l.Presses)-1].Verdict
}

// q returns the current question.
func (g *game) q() brainring.LiveQuestion {
	g.t.Helper()
	q := g.l.Current()
	if q == nil {
		g.t.Fatal("no question")
	}
	return *q
}

// wantPhase checks the fight's phase.
func (g *game) wantPhase(p brainring.Phase) {
	g.t.Helper()
	if got := g.l.Phase(); got != p {
		g.t.Fatalf("phase %s, want %s", got, p)
	}
}

// last returns the last event of the history.
func (g *game) last() brainring.LiveEvent { return g.history[len(g.history)-1] }

// takeQuestion plays a question that team answers right (or nobody, for
// "", by letting the clean time run out), from second sec.
func (g *game) takeQuestion(team string, sec float64) {
	g.t.Helper()
	g.attention(sec)
	g.time(sec + 5)
	if team == "" {
		g.tick(sec + 70)
		return
	}
	g.press(team, sec+10)
	g.rule(sec+12, brainring.RulingRight)
}

// sameJSON reports whether two events marshal alike.
func sameJSON(t *testing.T, a, b brainring.LiveEvent) bool {
	t.Helper()
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return a.LiveType() == b.LiveType() && string(ja) == string(jb)
}
