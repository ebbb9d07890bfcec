package http_test

import (
	"context"
	"testing"
	"time"

	turnirhttp "turnir/http"
)

// TestDemoRunsItself drives the demo on a ManualClock through a whole
// tournament: simulated solvers start and solve, rounds follow each other
// (P8, P12), the tournament finishes and the next one begins by itself,
// while a newcomer can register in the open one.
func TestDemoRunsItself(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	o := turnirhttp.DemoOptions{Solvers: 8, RoundLength: 90 * time.Second, Pause: 20 * time.Second, Registration: 30 * time.Second, Between: 10 * time.Second}
	step := func() {
		e.clock.Advance(time.Second)
		e.srv.Tick(ctx)
		if err := turnirhttp.DemoStep(ctx, e.srv, o); err != nil {
			t.Fatal(err)
		}
	}
	step()
	me, _ := e.solver("demo-1", "Новичок")
	var solvedByBots, sawRunning2 bool
	for range 20 * 60 {
		step()
		var live struct{ Solvers []struct{ Solved bool } }
		if st, _ := e.org().call("GET", "/api/tournaments/demo-1/rounds/1/live", nil, &live); st == 200 {
			for _, s := range live.Solvers {
				solvedByBots = solvedByBots || s.Solved
			}
		}
		var tv tview
		if st, _ := e.client().call("GET", "/api/tournaments/demo-2", nil, &tv); st == 200 && tv.Phase == "running" {
			sawRunning2 = true
			break
		}
	}
	var t1 tview
	e.client().must("GET", "/api/tournaments/demo-1", nil, &t1)
	if t1.Phase != "finished" || t1.Rounds != 4 { // 9 solvers: ceil(log2 9) = 4 rounds (P1)
		t.Fatalf("demo-1 after 20 minutes: %+v", t1)
	}
	if !solvedByBots {
		t.Error("no simulated solver solved round 1")
	}
	if !sawRunning2 {
		t.Error("the next demo tournament did not begin by itself")
	}
	var m meView
	me.must("GET", "/api/tournaments/demo-1/me", nil, &m)
	if m.Name != "Новичок" {
		t.Errorf("the newcomer's view: %+v", m)
	}
}
