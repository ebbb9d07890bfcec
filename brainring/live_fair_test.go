package brainring_test

import (
	"encoding/json"
	"testing"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/buzzer"
)

// fairGame is a fight in the fair mode with a 150-ms window, at clean
// time from 5 s.
func fairGame(t *testing.T) *game {
	s := liveSettings(5, false)
	s.Buzzer = buzzer.Config{Fair: true, Grace: buzzer.DefaultGrace}
	g := newGame(t, s)
	g.attention(0)
	g.time(5)
	return g
}

// remote is a client whose clock is behind the server's by offset, with a
// measured round trip rtt.
type remote struct{ offset, rtt time.Duration }

// press is a press the client made at server time pressed (its clock
// shows pressed - offset) that arrives at arrive.
func (c remote) press(seat string, pressed, arrive float64) buzzer.Press {
	return buzzer.Press{Seat: seat, At: at(arrive), Client: at(pressed).Add(-c.offset),
		Sync: &buzzer.Estimate{Offset: turnir.Duration(c.offset), RTT: turnir.Duration(c.rtt), Samples: 8}}
}

var (
	near = remote{offset: 2 * time.Second, rtt: 20 * time.Millisecond}
	far  = remote{offset: -time.Second, rtt: 300 * time.Millisecond}
)

func TestFairModeOrdersByCompensatedTimeAndKeepsTheEvidence(t *testing.T) {
	g := fairGame(t)
	// A, near, pressed at 9.990 and arrived at 10.000; B, far, pressed
	// earlier, at 9.950, and arrived 100 ms after A.
	if v := g.pressP(near.press("A", 9.990, 10.000)); v != buzzer.VerdictPending {
		t.Fatalf("A in the window: %s", v)
	}
	if g.l.Phase() != brainring.PhaseDeciding || !g.q().Window.Equal(at(10.150)) {
		t.Fatalf("phase %s window %s", g.l.Phase(), g.q().Window)
	}
	g.pressP(far.press("B", 9.950, 10.100))
	ans, ok := g.last().(brainring.LiveAnswering)
	if !ok {
		t.Fatalf("both teams pressed, no decision: %T", g.last())
	}
	// Both teams with the right pressed: decided at once, not at the window's end.
	if ans.Team != "B" || !ans.At.Equal(at(10.100)) || !ans.PressedAt.Equal(at(9.950)) || len(ans.Evidence) != 2 {
		t.Fatalf("decision %+v", ans)
	}
	if e := ans.Evidence[1]; e.Seat != "A" || !e.Compensated.Equal(at(9.990)) || e.Bound.D() != 10*time.Millisecond || e.Clamped {
		t.Fatalf("A's evidence %+v", e)
	}
	if a, b := g.l.Presses.Find(1), g.l.Presses.Find(2); a.Verdict != buzzer.VerdictBeaten || b.Verdict != buzzer.VerdictFirst || b.Evidence == nil {
		t.Fatalf("log: A %s, B %s with evidence %v", a.Verdict, b.Verdict, b.Evidence)
	}
	rows := g.l.Presses.Rows()
	if !rows[1].Fair || rows[1].CompensatedMS != at(9.950).UnixMilli() || rows[1].RTTMS != 300 {
		t.Fatalf("B's row %+v", rows[1])
	}
}

func TestFairModeDecidesWhenTheWindowCloses(t *testing.T) {
	g := fairGame(t)
	g.pressP(near.press("A", 9.990, 10.000))
	if due := g.l.Due(at(10.149)); len(due) != 0 {
		t.Fatalf("decided inside the window: %v", due)
	}
	// B arrives after the window: the decision falls due first, stamped
	// at the window's end, and B, whatever it claims, is beaten.
	if v := g.pressP(far.press("B", 9.000, 10.300)); v != buzzer.VerdictBeaten {
		t.Fatalf("B after the window: %s", v)
	}
	ans := g.history[len(g.history)-2].(brainring.LiveAnswering)
	if ans.Team != "A" || !ans.At.Equal(at(10.150)) {
		t.Fatalf("decision %+v", ans)
	}
}

func TestFairModeALiarGainsAtMostTheWindow(t *testing.T) {
	g := fairGame(t)
	g.pressP(near.press("A", 9.990, 10.000))
	// B claims it pressed 5 s before it arrived and says its round trip
	// is 4 s: it is moved back by the window, 150 ms, no more.
	liar := remote{offset: 0, rtt: 4 * time.Second}
	g.pressP(liar.press("B", 5.100, 10.100))
	ans := g.last().(brainring.LiveAnswering)
	var b buzzer.Evidence
	for _, e := range ans.Evidence {
		if e.Seat == "B" {
			b = e
		}
	}
	if !b.Clamped || !b.Compensated.Equal(at(9.950)) || b.Bound != buzzer.DefaultGrace {
		t.Fatalf("the liar's evidence %+v", b)
	}
}

func TestFairModeATeamAloneIsDecidedAtOnce(t *testing.T) {
	g := fairGame(t)
	g.pressP(near.press("A", 9.990, 10.000))
	g.tick(10.150)
	g.rule(12, brainring.RulingWrong)
	g.pressP(far.press("B", 14.000, 14.150))
	if ans, ok := g.last().(brainring.LiveAnswering); !ok || ans.Team != "B" || !ans.At.Equal(at(14.150)) {
		t.Fatalf("B alone: %+v", g.last())
	}
}

func TestLiveEventsSurviveTheLog(t *testing.T) {
	g := fairGame(t)
	g.pressP(near.press("A", 9.990, 10.000))
	g.pressP(far.press("B", 9.950, 10.100))
	g.rule(12, brainring.RulingWrong)
	g.tick(25)
	g.do(g.l.Undo(at(26), "mis-click"))
	g.rule(27, brainring.RulingRight)
	g.attention(40)
	g.press("A", 41)
	g.do(g.l.Remove(at(42), "a technical error"))
	var back []brainring.LiveEvent
	seen := map[string]bool{}
	for _, e := range g.history {
		stored := turnir.NewEvent(e.LiveType(), e.Stamp(), "host", e)
		d, err := brainring.DecodeLiveEvent(stored.Type, stored.Data)
		if err != nil {
			t.Fatal(err)
		}
		back = append(back, d)
		seen[e.LiveType()] = true
	}
	for _, typ := range brainring.LiveEventTypes() {
		if !seen[typ] {
			t.Errorf("the game did not exercise %s", typ)
		}
	}
	l, err := brainring.ReplayLive(back)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(g.l)
	got, _ := json.Marshal(l)
	if string(got) != string(want) {
		t.Fatalf("replayed from the log:\n%s\nwant\n%s", got, want)
	}
	if _, err := brainring.DecodeLiveEvent("CupAnswered", []byte("{}")); err == nil {
		t.Error("a foreign event decoded")
	}
}
