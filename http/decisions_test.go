package http_test

import (
	"testing"
	"time"

	"turnir"
)

// TestOrganizerDecisions drives the organizer's decisions over the API:
// each needs a reason and is logged with its author (DQ1); the round clock
// obeys pause, resume, extend and restart; a disqualified solver can no
// longer act and keeps the results already scored (DQ2).
func TestOrganizerDecisions(t *testing.T) {
	e := newEnv(t)
	org, _ := e.setup(defaultSettings())
	var ids []string
	solvers := map[string]*client{}
	for _, n := range []string{"Аня", "Борис", "Вера", "Глеб"} {
		c, id := e.solver("cup", n)
		ids = append(ids, id)
		solvers[id] = c
	}
	org.must("POST", "/api/tournaments/cup/begin", nil, nil)
	round := func() clock {
		var tv tview
		e.client().must("GET", "/api/tournaments/cup", nil, &tv)
		return *tv.Round
	}
	const R = "/api/tournaments/cup/rounds/1/"

	t.Run("DQ1_a_decision_needs_a_reason", func(t *testing.T) {
		for _, a := range []string{"pause", "extend", "restart", "close"} {
			org.refused("POST", R+a, map[string]any{"reason": " ", "seconds": 60}, turnir.EINVALID)
		}
		org.refused("POST", "/api/tournaments/cup/solvers/"+ids[0]+"/disqualify", map[string]string{"reason": ""}, turnir.EINVALID)
	})
	t.Run("pause_freezes_the_clock_and_resume_continues_it", func(t *testing.T) {
		e.tick(30 * time.Second)
		org.must("POST", R+"pause", map[string]string{"reason": "сбой связи"}, nil)
		e.tick(2 * time.Minute)
		if c := round(); c.State != "paused" || c.RemainingMS != 270000 {
			t.Fatalf("paused: %+v", c)
		}
		solvers[ids[0]].refused("POST", "/api/tournaments/cup/me/start", nil, turnir.ECONFLICT)
		org.must("POST", R+"resume", map[string]string{"reason": "связь восстановлена"}, nil)
		e.tick(10 * time.Second)
		if c := round(); c.State != "open" || c.RemainingMS != 260000 {
			t.Fatalf("resumed: %+v", c)
		}
	})
	t.Run("extend_moves_the_end", func(t *testing.T) {
		org.must("POST", R+"extend", map[string]any{"reason": "сложная задача", "seconds": 60}, nil)
		if c := round(); c.RemainingMS != 320000 {
			t.Fatalf("extended: %+v", c)
		}
		// The log says by how much.
		var log []struct {
			Type string `json:"type"`
			ByMS int64  `json:"by_ms"`
		}
		org.must("GET", "/api/tournaments/cup/decisions", nil, &log)
		if l := log[len(log)-1]; l.Type != "RoundExtended" || l.ByMS != 60000 {
			t.Fatalf("the extension in the log: %+v", l)
		}
	})
	t.Run("restart_runs_the_round_again", func(t *testing.T) {
		solvers[ids[1]].must("POST", "/api/tournaments/cup/me/start", nil, nil)
		org.must("POST", R+"restart", map[string]string{"reason": "ошибка в условии"}, nil)
		var m meView
		solvers[ids[1]].must("GET", "/api/tournaments/cup/me", nil, &m)
		if c := round(); c.RemainingMS != 300000 || m.Round.Started {
			t.Fatalf("restarted: %+v, started=%v", c, m.Round.Started)
		}
	})
	t.Run("DQ2_disqualified_solver_cannot_act_and_keeps_results", func(t *testing.T) {
		c := solvers[ids[2]]
		c.must("POST", "/api/tournaments/cup/me/start", nil, nil)
		c.must("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": key1}, nil)
		org.must("POST", "/api/tournaments/cup/solvers/"+ids[2]+"/disqualify", map[string]string{"reason": "подсказки"}, nil)
		c.refused("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": key1}, turnir.EFORBIDDEN)
		org.must("POST", R+"close", map[string]string{"reason": "все решили"}, nil)
		e.tick(time.Minute)
		c.refused("POST", "/api/tournaments/cup/me/start", nil, turnir.EFORBIDDEN)
		var m struct {
			meView
			Disqualified bool
			History      []struct{ Round int }
		}
		c.must("GET", "/api/tournaments/cup/me", nil, &m)
		if !m.Disqualified || len(m.History) != 1 || m.Round == nil || m.Round.N != 2 || m.Round.InDraw {
			t.Fatalf("disqualified solver: %+v; want round 1 kept, not drawn in round 2", m)
		}
	})
	t.Run("DQ1_every_decision_is_logged_with_author_and_reason", func(t *testing.T) {
		var log []struct{ Actor, Type, Reason string }
		e.client().must("GET", "/api/tournaments/cup/decisions", nil, &log)
		want := map[string]string{"RoundPaused": "сбой связи", "RoundResumed": "связь восстановлена", "RoundExtended": "сложная задача",
			"RoundRestarted": "ошибка в условии", "RoundClosed": "все решили", "SolverDisqualified": "подсказки"}
		for _, d := range log {
			if r, ok := want[d.Type]; ok && d.Reason == r && d.Actor == "organizer" {
				delete(want, d.Type)
			}
		}
		if len(want) > 0 {
			t.Fatalf("not logged: %v in %+v", want, log)
		}
	})
	t.Run("finish_and_publish", func(t *testing.T) {
		org.refused("POST", "/api/tournaments/cup/publish", nil, turnir.ECONFLICT)
		org.refused("POST", "/api/tournaments/cup/finish", map[string]string{"reason": "время вышло"}, turnir.ECONFLICT) // round 2 is open
		var tv tview
		org.must("POST", "/api/tournaments/cup/rounds/2/close", map[string]string{"reason": "время вышло"}, &tv)
		if tv.Phase != "finished" { // P1: 4 solvers play 2 rounds; closing the last finishes
			t.Fatalf("after the last round: %+v", tv)
		}
		org.must("POST", "/api/tournaments/cup/publish", nil, nil)
	})
}
