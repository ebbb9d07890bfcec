package brainring_test

import (
	"testing"
	"time"

	"turnir/brainring"
	"turnir/buzzer"
)

// benchLive returns a fight in clean time at its 12th question, with a
// realistic press log behind it (a few dozen presses).
func benchLive(b *testing.B, fair bool) brainring.Live {
	s := liveSettings(13, true)
	if fair {
		s.Buzzer = buzzer.Config{Fair: true, Grace: buzzer.DefaultGrace}
	}
	g := newGame(b, s)
	for i := range 11 {
		sec := float64(i * 100)
		g.attention(sec)
		g.press("A", sec+1)
		g.time(sec + 5)
		g.press("B", sec+10)
		g.press("A", sec+10.2)
		g.tick(sec + 10.5)
		g.rule(sec+12, brainring.RulingRight)
	}
	g.attention(1100)
	g.time(1105)
	return g.l
}

// BenchmarkLivePress is the engine's cost of the press that stops the
// clock: judging it and folding its events, in server order.
func BenchmarkLivePress(b *testing.B) {
	l := benchLive(b, false)
	p := buzzer.Press{Seat: "A", At: at(1110)}
	b.ReportAllocs()
	for b.Loop() {
		evs, err := l.Press(p)
		if err != nil {
			b.Fatal(err)
		}
		c := l.Clone()
		for _, e := range evs {
			if err := c.Apply(e); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkLivePressFair is the same in the fair mode, with both teams
// pressing inside the window (the decision taken at the second press).
func BenchmarkLivePressFair(b *testing.B) {
	l := benchLive(b, true)
	sync := &buzzer.Estimate{RTT: 80 * 1e6}
	pa := buzzer.Press{Seat: "A", At: at(1110), Client: at(1109.98), Sync: sync}
	pb := buzzer.Press{Seat: "B", At: at(1110.05), Client: at(1109.99), Sync: sync}
	b.ReportAllocs()
	for b.Loop() {
		c := l.Clone()
		for _, p := range []buzzer.Press{pa, pb} {
			evs, err := c.Press(p)
			if err != nil {
				b.Fatal(err)
			}
			for _, e := range evs {
				if err := c.Apply(e); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}

// BenchmarkLiveLatePress is a press judged against a state with nothing
// due: the cost a press pays when the button is already taken (no copy).
func BenchmarkLiveLatePress(b *testing.B) {
	l := benchLive(b, false)
	evs, _ := l.Press(buzzer.Press{Seat: "A", At: at(1110)})
	for _, e := range evs {
		_ = l.Apply(e)
	}
	p := buzzer.Press{Seat: "B", At: at(1110).Add(time.Millisecond)}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := l.Press(p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLiveDue is a scheduler tick with nothing due, the common case.
func BenchmarkLiveDue(b *testing.B) {
	l := benchLive(b, false)
	now := at(1106)
	b.ReportAllocs()
	for b.Loop() {
		if len(l.Due(now)) != 0 {
			b.Fatal("due")
		}
	}
}
