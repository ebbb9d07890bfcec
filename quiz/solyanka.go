package quiz

import (
	"cmp"
	"math"
	"slices"

	"turnir"
)

// Solyanka is the intellectual solyanka (Y1): a written game of tasks, each
// handed out (or shown on screen), answered by the teams and then scored.
// A task may be worth more than one point, so points are numbers; a removed
// task keeps its scores as a trace and counts for nobody.
//
// Build one with NewSolyanka and change it through its methods.
type Solyanka struct {
	Tasks []Task     `json:"tasks"`
	Rows  []ScoreRow `json:"rows"`
}

// Task is one task of a solyanka. Max, when positive, is the most a team can
// score on it; zero means no limit. Removed tasks count for nobody.
type Task struct {
	Title   string  `json:"title"`
	Max     float64 `json:"max,omitempty"`
	Removed bool    `json:"removed,omitempty"`
	Reason  string  `json:"reason,omitempty"`
}

// DefaultTasks is the solyanka of the festival's regulation as a template
// (Y1): six tasks with their maximum points. The built-in regulation file
// gives exactly these; an organizer edits them for the game.
func DefaultTasks() []Task {
	return []Task{
		{Title: "Ребусы", Max: 5},
		{Title: "Музыкальный конкурс", Max: 5},
		{Title: "Фотовопросы", Max: 5},
		{Title: "Логическая задача", Max: 3},
		{Title: "Кроссворд", Max: 10},
		{Title: "Блиц", Max: 3},
	}
}

// ScoreRow is one team's points per task (Points[i] is task i+1).
type ScoreRow struct {
	Team   string    `json:"team"`
	Points []float64 `json:"points"`
}

// precision is the number of decimal digits kept when totals are compared.
// Points like 0.5 or 1.25 add up exactly only up to float rounding; totals
// are rounded to 1e-6 so that 0.1+0.2 ties with 0.3 (Y2 shared places).
const precision = 1e6

func roundPoints(x float64) float64 { return math.Round(x*precision) / precision }

// NewSolyanka returns an empty game with the given tasks and teams.
func NewSolyanka(tasks []Task, teams []string) (Solyanka, error) {
	s := Solyanka{}
	for _, t := range tasks {
		if err := s.AddTask(t); err != nil {
			return Solyanka{}, err
		}
	}
	for _, t := range teams {
		if err := s.AddTeam(t); err != nil {
			return Solyanka{}, err
		}
	}
	return s, nil
}

// MaxPoints bounds a task's maximum and every score of it, with or
// without a maximum: far above any real solyanka, small enough that no sum
// of a table overflows (a score of 1e308 made the table unwritable).
const MaxPoints = 1000

// AddTask appends a task; every team scores 0 on it until set.
func (s *Solyanka) AddTask(t Task) error {
	if t.Max < 0 || t.Max > MaxPoints || math.IsNaN(t.Max) || math.IsInf(t.Max, 0) {
		return turnir.Errorf(turnir.EINVALID, "task %q has an invalid maximum %v",
			"у задания %q неверный максимум %v", t.Title, t.Max)
	}
	s.Tasks = append(s.Tasks, t)
	for i := range s.Rows {
		s.Rows[i].Points = append(s.Rows[i].Points, 0)
	}
	return nil
}

// AddTeam appends a team with 0 on every task.
func (s *Solyanka) AddTeam(team string) error {
	if team == "" || s.row(team) >= 0 {
		return turnir.Errorf(turnir.EINVALID, "team ID %q is empty or already in the solyanka",
			"идентификатор команды %q пуст или уже есть в солянке", team)
	}
	s.Rows = append(s.Rows, ScoreRow{Team: team, Points: make([]float64, len(s.Tasks))})
	return nil
}

func (s Solyanka) row(team string) int {
	return slices.IndexFunc(s.Rows, func(r ScoreRow) bool { return r.Team == team })
}

func (s Solyanka) checkTask(task int) error {
	if task < 1 || task > len(s.Tasks) {
		return turnir.Errorf(turnir.EINVALID, "the solyanka has tasks 1-%d, not %d",
			"в солянке задания 1-%d, а не %d", len(s.Tasks), task)
	}
	return nil
}

// Set records team's points on task (1-based). Points must be finite and,
// when the task has a maximum, between -Max and Max: a task may take points
// away, but never more than it can give.
func (s *Solyanka) Set(team string, task int, points float64) error {
	if err := s.checkTask(task); err != nil {
		return err
	}
	i := s.row(team)
	if i < 0 {
		return turnir.Errorf(turnir.ENOTFOUND, "team %q does not play the solyanka",
			"команда %q не играет в солянке", team)
	}
	t := s.Tasks[task-1]
	if math.IsNaN(points) || math.IsInf(points, 0) || math.Abs(points) > MaxPoints || (t.Max > 0 && math.Abs(points) > t.Max) {
		most := t.Max
		if most == 0 {
			most = MaxPoints
		}
		return turnir.Errorf(turnir.EINVALID, "task %d (%q) scores at most %v, got %v",
			"задание %d (%q): очков не более %v, задано %v", task, t.Title, most, points)
	}
	s.Rows[i].Points[task-1] = points
	return nil
}

// Remove takes a task out of the count, keeping its scores as a trace.
func (s *Solyanka) Remove(task int, reason string) error {
	if err := s.checkTask(task); err != nil {
		return err
	}
	if s.Tasks[task-1].Removed {
		return turnir.Errorf(turnir.ECONFLICT, "task %d is already removed", "задание %d уже снято", task)
	}
	s.Tasks[task-1].Removed, s.Tasks[task-1].Reason = true, reason
	return nil
}

// SolyankaStanding is one line of the solyanka table.
type SolyankaStanding struct {
	Team   string    `json:"team"`
	Points []float64 `json:"points"` // per task, removed ones included as a trace
	Total  float64   `json:"total"`  // removed tasks excluded, rounded to 1e-6
	Place  Place     `json:"place"`
}

// Standings places the teams by total points, more is better; equal totals
// share the place, "3-4" (Y2). Teams of a shared place keep table order.
func (s Solyanka) Standings() []SolyankaStanding {
	rows := make([]SolyankaStanding, len(s.Rows))
	for i, r := range s.Rows {
		var total float64
		for ti, p := range r.Points {
			if !s.Tasks[ti].Removed {
				total += p
			}
		}
		rows[i] = SolyankaStanding{Team: r.Team, Points: slices.Clone(r.Points), Total: roundPoints(total)}
	}
	sorted, places := Rank(rows, func(a, b SolyankaStanding) int { return cmp.Compare(b.Total, a.Total) })
	for i := range sorted {
		sorted[i].Place = places[i]
	}
	return sorted
}
