package festival_test

import (
	"testing"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/solyanka"
	"turnir/quiz"
)

// TestSolyanka plays a solyanka through commands: scores, a correction,
// a removed task, shared places and a disqualified team, then replays.
func TestSolyanka(t *testing.T) {
	h := newHarness(t)
	h.teams(5, 2)
	tasks := []quiz.Task{{Title: "Ребус", Max: 3}, {Title: "Музыка", Max: 2}, {Title: "Фото", Max: 2}}
	h.refused(turnir.ENOTFOUND, "T9")(h.f.OpenSolyanka(es.At(h.now(), "org", ""), tasks, []string{"T1", "T9"}))
	h.do(h.f.OpenSolyanka(es.At(h.now(), "org", ""), tasks, []string{"T1", "T2", "T3", "T4", "T5"}))

	score := func(team string, pts ...float64) {
		for i, p := range pts {
			h.do(h.f.ScoreSolyanka(es.At(h.now(), "jury", ""), team, i+1, p))
		}
	}
	places := func() map[string]string {
		m := map[string]string{}
		for _, s := range h.f.SolyankaTable() {
			m[s.Team] = s.Place.String()
		}
		return m
	}
	want := func(t *testing.T, w map[string]string) {
		t.Helper()
		got := places()
		for team, p := range w {
			if got[team] != p {
				t.Fatalf("places %v, want %v", got, w)
			}
		}
	}

	h.run(t, "Y1_tasks_scored_and_checked_by_the_engine", func(t *testing.T) {
		h.refused(turnir.EINVALID, "не более")(h.f.ScoreSolyanka(es.At(h.now(), "jury", ""), "T1", 2, 2.5))
		h.refused(turnir.ENOTFOUND, "солянке")(h.f.ScoreSolyanka(es.At(h.now(), "jury", ""), "T7", 1, 1))
		score("T1", 3, 2, 0.1)
		score("T2", 3, 1, 1.5)
		score("T3", 2, 0.5, 0.3)
		score("T4", 1, 1, 0.2)
		score("T5", 0, 1, 0)
		// T1 5.1, T2 5.5, T3 2.8, T4 2.2, T5 1.
		want(t, map[string]string{"T2": "1", "T1": "2", "T3": "3", "T4": "4", "T5": "5"})
	})

	h.run(t, "Y2_equal_totals_share_the_place_after_a_correction", func(t *testing.T) {
		// The jury corrects T1's photo task: 0.1 was 0.5. T1 = 5.5 = T2.
		h.do(h.f.ScoreSolyanka(es.At(h.now(), "jury", "ошибка при вводе"), "T1", 3, 0.5))
		want(t, map[string]string{"T1": "1-2", "T2": "1-2", "T3": "3"})
		if last := h.f.Decisions[len(h.f.Decisions)-1]; last.Type != solyanka.EvSolyankaScored || last.Reason != "ошибка при вводе" {
			t.Fatalf("the correction is not logged with its reason: %+v", last)
		}
		// Float sums tie when they are equal to the point: T3 becomes
		// 2 + 0.1 + 0.2 (2.3000000000000003 in floats), T4 becomes 1 + 1 + 0.3.
		h.do(h.f.ScoreSolyanka(es.At(h.now(), "jury", "апелляция"), "T3", 2, 0.1))
		h.do(h.f.ScoreSolyanka(es.At(h.now(), "jury", "апелляция"), "T3", 3, 0.2))
		h.do(h.f.ScoreSolyanka(es.At(h.now(), "jury", "апелляция"), "T4", 3, 0.3))
		want(t, map[string]string{"T3": "3-4", "T4": "3-4", "T5": "5"})
	})

	h.run(t, "Y2_removed_task_and_disqualified_team_unplaced", func(t *testing.T) {
		h.refused(turnir.EINVALID, "причина")(h.f.RemoveSolyankaTask(es.At(h.now(), "jury", ""), 3))
		h.do(h.f.RemoveSolyankaTask(es.At(h.now(), "jury", "ошибка в задании"), 3))
		// T1 5, T2 4, T3 2.1, T4 2, T5 1.
		want(t, map[string]string{"T1": "1", "T2": "2", "T3": "3", "T4": "4", "T5": "5"})
		h.do(h.f.Disqualify(es.At(h.now(), "committee", "порча имущества"), festival.KindTeam, "T2"))
		want(t, map[string]string{"T1": "1", "T2": "", "T3": "2", "T4": "3", "T5": "4"})
		tbl := h.f.SolyankaTable()
		if tbl[len(tbl)-1].Team != "T2" || tbl[len(tbl)-1].Total != 4 {
			t.Fatalf("the disqualified team's line must stay, last: %+v", tbl[len(tbl)-1])
		}
	})

	h.run(t, "replay_gives_the_identical_state", func(t *testing.T) { h.replayMatches() })
}

// TestRefusals checks that the cup's rules surface through the festival's
// commands with their Russian messages, and that nothing reaches the log.
func TestRefusals(t *testing.T) {
	cases := []struct {
		name string
		code string
		ru   string
		cmd  func(h *harness) ([]turnir.Event, error)
	}{
		{"C1_roster_over_the_table_limit", turnir.EINVALID, "не более 8 (C1)", func(h *harness) ([]turnir.Event, error) {
			h.do(h.f.RegisterPlayer(es.At(h.now(), "org", ""), "T1-p9", "Девятый", "T1"))
			return h.f.EnterCupTeam(es.At(h.now(), "org", ""), "T1", nil)
		}},
		{"C1_roster_change_over_the_limit", turnir.EINVALID, "(C1)", func(h *harness) ([]turnir.Event, error) {
			h.do(h.f.EnterCupTeam(es.At(h.now(), "org", ""), "T1", nil))
			h.do(h.f.RegisterPlayer(es.At(h.now(), "org", ""), "T1-p9", "Девятый", "T1"))
			return h.f.SetCupRoster(es.At(h.now(), "org", ""), "T1", h.f.Roster("T1"))
		}},
		{"C1_player_of_another_team", turnir.EINVALID, "не игрок команды", func(h *harness) ([]turnir.Event, error) {
			return h.f.EnterCupTeam(es.At(h.now(), "org", ""), "T1", []string{"T1-p1", "T2-p1"})
		}},
		{"C2_seven_teams_cannot_start", turnir.ECONFLICT, "нужно не меньше 8 команд, заявлено 7 (C2)", func(h *harness) ([]turnir.Event, error) {
			for _, id := range []string{"T1", "T2", "T3", "T4", "T5", "T6", "T7"} {
				h.do(h.f.EnterCupTeam(es.At(h.now(), "org", ""), id, nil))
			}
			return h.f.StartCup(es.At(h.now(), "org", ""))
		}},
		{"C2_disqualified_team_does_not_count", turnir.ECONFLICT, "(C2)", func(h *harness) ([]turnir.Event, error) {
			for _, id := range []string{"T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8"} {
				h.do(h.f.EnterCupTeam(es.At(h.now(), "org", ""), id, nil))
			}
			h.do(h.f.Disqualify(es.At(h.now(), "committee", "неявка"), festival.KindTeam, "T8"))
			return h.f.StartCup(es.At(h.now(), "org", ""))
		}},
		{"DQ2_disqualified_team_cannot_enter", turnir.ECONFLICT, "дисквалифицирована (DQ2)", func(h *harness) ([]turnir.Event, error) {
			h.do(h.f.Disqualify(es.At(h.now(), "committee", "неспортивное поведение"), festival.KindTeam, "T3"))
			return h.f.EnterCupTeam(es.At(h.now(), "org", ""), "T3", nil)
		}},
		{"DQ2_unknown_kind", turnir.ENOTFOUND, "не найден", func(h *harness) ([]turnir.Event, error) {
			return h.f.Disqualify(es.At(h.now(), "committee", "причина"), "judge", "T1")
		}},
		{"DQ1_decision_needs_grounds", turnir.EINVALID, "обоснование (DQ1)", func(h *harness) ([]turnir.Event, error) {
			return h.f.Decide(es.At(h.now(), "committee", " "), "спор", "решение")
		}},
		{"no_lot_outside_a_lot_step", turnir.ECONFLICT, "не нужен жребий", func(h *harness) ([]turnir.Event, error) {
			return h.f.DrawLot(es.At(h.now(), "org", ""), h.next(), turnir.SeedFromUint64(1))
		}},
		{"person_id_taken", turnir.ECONFLICT, "занят", func(h *harness) ([]turnir.Event, error) {
			return h.f.RegisterCoach(es.At(h.now(), "org", ""), "T1-p1", "Тренер", "T1")
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t)
			h.teams(8, 8)
			h.do(h.f.OpenCup(es.At(h.now(), "org", ""), defaultCup()))
			before := len(h.log)
			evs, err := c.cmd(h)
			h.refused(c.code, c.ru)(evs, err)
			if len(h.f.History) != len(h.log) || len(h.log) < before {
				t.Fatalf("history %d, log %d", len(h.f.History), len(h.log))
			}
			h.replayMatches()
		})
	}
}
