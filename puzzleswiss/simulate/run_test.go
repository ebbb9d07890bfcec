package simulate_test

import (
	"encoding/json"
	"testing"
	"time"

	"turnir/puzzleswiss"
	"turnir/puzzleswiss/simulate"
	"turnir/regulation"
)

func TestSimulation(t *testing.T) {
	reg, err := regulation.Builtin("puzzle-swiss")
	if err != nil {
		t.Fatal(err)
	}
	c := simulate.Config{ID: "sim", Solvers: 101, Seed: 5, Start: time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC), Settings: reg.PuzzleSwiss.Settings()}
	tour, log, err := simulate.Run(c)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("P1_P12_runs_every_round_to_the_end", func(t *testing.T) {
		if tour.Phase != puzzleswiss.PhaseFinished || len(tour.Rounds) != 7 {
			t.Fatalf("phase %s after %d rounds, want finished after 7", tour.Phase, len(tour.Rounds))
		}
	})
	t.Run("P5_P6_P11_log_verifies", func(t *testing.T) {
		rep, err := puzzleswiss.Verify(log)
		if err != nil {
			t.Fatal(err)
		}
		if !rep.OK() || rep.Draws != 7 || rep.Checks == 0 {
			t.Fatalf("verify: %+v", rep)
		}
	})
	t.Run("deterministic", func(t *testing.T) {
		_, again, err := simulate.Run(c)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(log)
		b, _ := json.Marshal(again)
		if string(a) != string(b) {
			t.Fatal("the same config gave another log")
		}
	})
	t.Run("P11_points_spread", func(t *testing.T) {
		lines := tour.Lines()
		if lines[0].Points <= lines[len(lines)-1].Points {
			t.Errorf("leader %d points, last %d", lines[0].Points, lines[len(lines)-1].Points)
		}
	})
}
