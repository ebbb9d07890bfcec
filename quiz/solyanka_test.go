package quiz_test

import (
	"slices"
	"testing"

	"turnir"
	"turnir/quiz"
)

func TestSolyanka(t *testing.T) {
	tasks := []quiz.Task{{Title: "handout", Max: 5}, {Title: "music", Max: 3}, {Title: "open"}}
	s, err := quiz.NewSolyanka(tasks, []string{"A", "B", "C", "D"})
	if err != nil {
		t.Fatal(err)
	}
	set := func(team string, task int, p float64) {
		t.Helper()
		if err := s.Set(team, task, p); err != nil {
			t.Fatal(err)
		}
	}
	set("A", 1, 5)
	set("A", 2, 0.5)
	set("B", 1, 4)
	set("B", 2, 1.5)
	set("C", 1, 0.1)
	set("C", 2, 0.2)
	set("C", 3, 5.2)
	set("D", 3, 5.5)

	placesOf := func(st []quiz.SolyankaStanding) map[string]string {
		m := map[string]string{}
		for _, r := range st {
			m[r.Team] = r.Place.String()
		}
		return m
	}
	t.Run("Y1_tasks_score_more_than_one_point", func(t *testing.T) {
		for _, r := range s.Standings() {
			if r.Total != 5.5 {
				t.Errorf("%s total %v, want 5.5", r.Team, r.Total)
			}
			if r.Team == "B" && !slices.Equal(r.Points, []float64{4, 1.5, 0}) {
				t.Errorf("B points %v", r.Points)
			}
		}
	})
	t.Run("Y2_equal_totals_share_place", func(t *testing.T) {
		// A 5.5, B 5.5, C 0.1+0.2+5.2 = 5.5 (float sums rounded), D 5.5: all share 1-4.
		got := placesOf(s.Standings())
		for _, team := range []string{"A", "B", "C", "D"} {
			if got[team] != "1-4" {
				t.Errorf("%s placed %q, want 1-4 (%v)", team, got[team], got)
			}
		}
	})
	t.Run("Y2_removed_task_counts_for_nobody", func(t *testing.T) {
		s2 := quiz.Solyanka{Tasks: slices.Clone(s.Tasks), Rows: s.Rows}
		if err := s2.Remove(3, "projector broke"); err != nil {
			t.Fatal(err)
		}
		st := s2.Standings()
		got := placesOf(st)
		want := map[string]string{"A": "1-2", "B": "1-2", "C": "3", "D": "4"}
		for team, p := range want {
			if got[team] != p {
				t.Errorf("%s placed %q, want %q", team, got[team], p)
			}
		}
		for _, r := range st {
			if r.Team == "D" && (r.Total != 0 || r.Points[2] != 5.5) {
				t.Errorf("D = %+v: total must drop the removed task, points must keep it", r)
			}
		}
		if err := s2.Remove(3, "again"); turnir.ErrorCode(err) != turnir.ECONFLICT {
			t.Errorf("removing twice: %v", err)
		}
	})
	t.Run("Y1_refusals", func(t *testing.T) {
		for name, err := range map[string]error{
			"over_max":     s.Set("A", 1, 5.5),
			"unknown_task": s.Set("A", 4, 1),
			"unknown_team": s.Set("Z", 1, 1),
			"repeat_team":  s.AddTeam("A"),
			"negative_max": s.AddTask(quiz.Task{Title: "x", Max: -1}),
		} {
			if err == nil {
				t.Errorf("%s: accepted", name)
			}
		}
	})
	t.Run("Y1_task_added_later", func(t *testing.T) {
		s3, _ := quiz.NewSolyanka(nil, []string{"A"})
		if err := s3.AddTask(quiz.Task{Title: "late", Max: 2}); err != nil {
			t.Fatal(err)
		}
		if err := s3.Set("A", 1, 2); err != nil {
			t.Fatal(err)
		}
		if st := s3.Standings(); st[0].Total != 2 || st[0].Place.String() != "1" {
			t.Errorf("got %+v", st[0])
		}
	})
}
