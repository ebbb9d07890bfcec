package http_test

import (
	"testing"
	"time"

	"turnir"
)

// TestRestartKeepsTheClock stops the server in the middle of a round and
// starts a new one on the same SQLite file: the round ends when it would
// have (P8), and the Start stored before the restart counts for the solving
// time (P9).
func TestRestartKeepsTheClock(t *testing.T) {
	e := newEnv(t)
	org, _ := e.setup(defaultSettings())
	a, _ := e.solver("cup", "Аня")
	e.solver("cup", "Борис")
	org.must("POST", "/api/tournaments/cup/begin", nil, nil)
	e.tick(10 * time.Second)
	a.must("POST", "/api/tournaments/cup/me/start", nil, nil)
	e.tick(5 * time.Second)

	var before, after tview
	e.client().must("GET", "/api/tournaments/cup", nil, &before)
	var liveBefore, liveAfter struct {
		Solvers []struct {
			ID        string
			StartedMS int64 `json:"started_ms"`
		}
	}
	org.must("GET", "/api/tournaments/cup/rounds/1/live", nil, &liveBefore)

	e.stop()
	e.start()
	org, a.e = e.org(), e
	e.client().must("GET", "/api/tournaments/cup", nil, &after)
	org.must("GET", "/api/tournaments/cup/rounds/1/live", nil, &liveAfter)

	t.Run("P8_round_end_unchanged", func(t *testing.T) {
		if after.Round == nil || after.Round.State != "open" || after.Round.RemainingMS != before.Round.RemainingMS ||
			before.Round.RemainingMS != (5*time.Minute-15*time.Second).Milliseconds() {
			t.Fatalf("before %+v, after %+v", before.Round, after.Round)
		}
	})
	t.Run("P9_start_time_is_the_stored_one", func(t *testing.T) {
		if len(liveAfter.Solvers) != 2 || liveAfter.Solvers[0] != liveBefore.Solvers[0] || liveAfter.Solvers[1] != liveBefore.Solvers[1] {
			t.Fatalf("live view before %+v, after %+v", liveBefore, liveAfter)
		}
		e.tick(20 * time.Second)
		var cv checkView
		a.must("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": key1}, &cv)
		if !cv.Correct || cv.SolveMS != 25000 {
			t.Fatalf("check after restart: %+v, want solved in 25 s (Start before the restart)", cv)
		}
	})
	t.Run("P8_round_closes_at_its_stored_end", func(t *testing.T) {
		e.tick(5*time.Minute - 35*time.Second - time.Millisecond)
		var v tview
		e.client().must("GET", "/api/tournaments/cup", nil, &v)
		if v.Round.N != 1 || v.Round.State != "open" || v.Round.RemainingMS != 1 {
			t.Fatalf("1 ms before the end: %+v", v.Round)
		}
		e.tick(time.Millisecond)
		e.client().must("GET", "/api/tournaments/cup", nil, &v)
		if v.Round.N != 1 || v.Round.State != "closed" || v.Phase != "finished" {
			t.Fatalf("at the end of the only round (P1: 2 solvers, 1 round): %+v %s", v.Round, v.Phase)
		}
	})
}

// TestCheckRateLimit proves the P10 rate limit: a burst of presses passes,
// a bot's flood is refused with 429 and a wait, and a human's pace (one
// check a second for a whole round) is never refused.
func TestCheckRateLimit(t *testing.T) {
	e := newEnv(t)
	org, _ := e.setup(defaultSettings())
	a, _ := e.solver("cup", "Аня")
	b, _ := e.solver("cup", "Борис")
	org.must("POST", "/api/tournaments/cup/begin", nil, nil)
	a.must("POST", "/api/tournaments/cup/me/start", nil, nil)
	b.must("POST", "/api/tournaments/cup/me/start", nil, nil)

	t.Run("P10_burst_then_429", func(t *testing.T) {
		for i := range 10 {
			var cv checkView
			a.must("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": "bot guess"}, &cv)
			if cv.Attempts != i+1 {
				t.Fatalf("attempt %d counted as %d", i+1, cv.Attempts)
			}
		}
		eb := a.refused("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": "bot guess"}, turnir.ETOOMANY)
		if eb.RetryAfterMS <= 0 || eb.RetryAfterMS > 501 {
			t.Fatalf("retry_after_ms = %d, want about 500", eb.RetryAfterMS)
		}
		e.tick(time.Duration(eb.RetryAfterMS) * time.Millisecond)
		a.must("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": "bot guess"}, nil)
	})
	t.Run("P10_a_human_pace_is_never_limited", func(t *testing.T) {
		for range 200 {
			b.must("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": "human guess"}, nil)
			e.tick(time.Second)
		}
	})
	t.Run("P10_limit_is_per_solver", func(t *testing.T) {
		var cv checkView
		b.must("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": key1}, &cv)
		if !cv.Correct {
			t.Fatal("right answer judged wrong")
		}
	})
}
