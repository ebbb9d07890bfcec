package buzzer_test

import (
	"slices"
	"testing"
	"time"

	"turnir"
	"turnir/buzzer"
)

var t0 = time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

// sample builds a ping exchange of a client whose clock is behind the
// server's by lag, with one-way delays up and down.
func sample(at time.Time, lag, up, down time.Duration) buzzer.Sample {
	send := at.Add(-lag)
	return buzzer.Sample{ClientSend: send, Server: at.Add(up), ClientReceive: send.Add(up + down)}
}

func TestEstimatorTakesTheShortestRoundTrip(t *testing.T) {
	var e buzzer.Estimator
	if _, ok := e.Estimate(); ok {
		t.Fatal("an estimate before any sample")
	}
	lag := ms(3000)
	// Jittery samples first, then a clean symmetric one.
	for i, d := range [][2]int{{80, 20}, {30, 90}, {25, 25}, {60, 60}} {
		if err := e.Add(sample(t0.Add(time.Duration(i)*time.Second), lag, ms(d[0]), ms(d[1]))); err != nil {
			t.Fatal(err)
		}
	}
	est, ok := e.Estimate()
	if !ok || est.RTT.D() != ms(50) || est.Offset.D() != lag || est.Samples != 4 {
		t.Fatalf("estimate %+v, want rtt 50ms offset %s from 4 samples", est, lag)
	}
}

func TestEstimatorKeepsOnlyRecentSamples(t *testing.T) {
	e := buzzer.Estimator{Keep: 2}
	_ = e.Add(sample(t0, 0, ms(5), ms(5))) // the best, but old
	_ = e.Add(sample(t0.Add(time.Second), 0, ms(40), ms(40)))
	_ = e.Add(sample(t0.Add(2*time.Second), 0, ms(30), ms(30)))
	est, _ := e.Estimate()
	if est.RTT.D() != ms(60) || len(e.Samples) != 2 {
		t.Fatalf("estimate %+v from %d samples, want rtt 60ms from the last 2", est, len(e.Samples))
	}
}

func TestEstimatorRefusesAReplyBeforeItsPing(t *testing.T) {
	var e buzzer.Estimator
	err := e.Add(buzzer.Sample{ClientSend: t0, Server: t0, ClientReceive: t0.Add(-ms(1))})
	if turnir.ErrorCode(err) != turnir.EINVALID || len(e.Samples) != 0 {
		t.Fatalf("err %v, samples %d", err, len(e.Samples))
	}
}

func TestCompensateIsBoundedByHalfTheRoundTripAndTheWindow(t *testing.T) {
	fair := buzzer.Config{Fair: true, Grace: turnir.Duration(ms(150))}
	arrive := t0.Add(time.Second)
	sync := &buzzer.Estimate{Offset: turnir.Duration(ms(2000)), RTT: turnir.Duration(ms(100))}
	for _, c := range []struct {
		name    string
		claim   time.Duration // the client's claim, relative to arrival on the server's clock
		sync    *buzzer.Estimate
		want    time.Duration // compensated, relative to arrival
		clamped bool
	}{
		{"honest 40ms one way", -ms(40), sync, -ms(40), false},
		{"a liar claims 5s earlier: moved by RTT/2 only", -ms(5000), sync, -ms(50), true},
		{"a claim after arrival counts at arrival", ms(30), sync, 0, true},
		{"a liar with a huge RTT gains at most the window", -ms(5000),
			&buzzer.Estimate{Offset: turnir.Duration(ms(2000)), RTT: turnir.Duration(ms(4000))}, -ms(150), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := buzzer.Press{Seat: "a", At: arrive, Client: arrive.Add(c.claim).Add(-c.sync.Offset.D()), Sync: c.sync}
			ev := fair.Compensate(1, p)
			if got := ev.Compensated.Sub(arrive); got != c.want || ev.Clamped != c.clamped || ev.Raw {
				t.Fatalf("compensated %s clamped %v raw %v, want %s clamped %v", got, ev.Clamped, ev.Raw, c.want, c.clamped)
			}
		})
	}
	t.Run("server order ignores the client", func(t *testing.T) {
		ev := buzzer.Config{}.Compensate(1, buzzer.Press{Seat: "a", At: arrive, Client: arrive.Add(-time.Hour), Sync: sync})
		if !ev.Compensated.Equal(arrive) || !ev.Raw {
			t.Fatalf("%+v", ev)
		}
	})
	t.Run("no estimate counts at arrival", func(t *testing.T) {
		ev := fair.Compensate(1, buzzer.Press{Seat: "a", At: arrive, Client: arrive.Add(-ms(40))})
		if !ev.Compensated.Equal(arrive) || !ev.Raw {
			t.Fatalf("%+v", ev)
		}
	})
}

func TestOrderByCompensatedTimeThenArrival(t *testing.T) {
	ev := []buzzer.Evidence{
		{Seq: 1, Seat: "near", Compensated: t0.Add(ms(30))},
		{Seq: 2, Seat: "far", Compensated: t0.Add(ms(10))},
		{Seq: 3, Seat: "tie", Compensated: t0.Add(ms(30))},
	}
	var got []string
	for _, e := range buzzer.Order(ev) {
		got = append(got, e.Seat)
	}
	if want := []string{"far", "near", "tie"}; !slices.Equal(got, want) {
		t.Fatalf("order %v, want %v", got, want)
	}
	if ev[0].Seat != "near" {
		t.Fatal("Order changed its argument")
	}
}

func TestConfigValidate(t *testing.T) {
	for _, c := range []struct {
		cfg buzzer.Config
		ok  bool
	}{
		{buzzer.Config{}, true},
		{buzzer.Config{Fair: true, Grace: buzzer.DefaultGrace}, true},
		{buzzer.Config{Fair: true}, false},
		{buzzer.Config{Grace: -1}, false},
		{buzzer.Config{Fair: true, Grace: buzzer.MaxGrace + 1}, false},
	} {
		if err := c.cfg.Validate(); (err == nil) != c.ok {
			t.Errorf("%+v: err %v, want ok %v", c.cfg, err, c.ok)
		}
	}
}

func TestLogRowsCarryMillisecondStamps(t *testing.T) {
	at := t0.Add(ms(1234))
	log := buzzer.Log{
		{Seq: 1, Question: 2, Phase: "reading", Press: buzzer.Press{Seat: "a", At: at}, Verdict: buzzer.VerdictFalseStart},
		{Seq: 2, Question: 2, Phase: "clean", Press: buzzer.Press{Seat: "b", At: at.Add(ms(5)), Client: at}, Verdict: buzzer.VerdictFirst,
			Evidence: &buzzer.Evidence{Offset: turnir.Duration(ms(7)), RTT: turnir.Duration(ms(60)), Compensated: at.Add(ms(2))}},
	}
	rows := log.Rows()
	if len(rows) != 2 {
		t.Fatalf("%d rows", len(rows))
	}
	head := buzzer.RowHeader()
	want0 := []string{"1", "2", "reading", "a", "1777636801234", "2026-05-01T12:00:01.234Z", "", "", "", "", "false_start"}
	want1 := []string{"2", "2", "clean", "b", "1777636801239", "2026-05-01T12:00:01.239Z", "1777636801234", "7", "60", "1777636801236", "first"}
	for i, want := range [][]string{want0, want1} {
		got := rows[i].Cells()
		if len(got) != len(head) || !slices.Equal(got, want) {
			t.Errorf("row %d: %q, want %q", i, got, want)
		}
	}
	if log.Find(2) != &log[1] || log.Find(3) != nil {
		t.Error("Find")
	}
}
