package regulation

import (
	"math"
	"strings"

	"turnir/quiz"
)

// Solyanka holds the settings of the intellectual solyanka (regulations/004
// clauses 7.1-7.2, RULES.md Y1-Y2): its tasks, in the order they are played.
// The text names no tasks and no points, so the built-in file is a template
// of typical tasks for the organizer to edit. Places follow from the totals
// with shared places (Y2), which has nothing to set.
type Solyanka struct {
	Tasks []SolyankaTask `yaml:"tasks" json:"tasks"`
}

// SolyankaTask is one task (Y1): its title and the most a team can score on
// it, 0 for no limit.
type SolyankaTask struct {
	Title string  `yaml:"title" json:"title"`
	Max   float64 `yaml:"max,omitempty" json:"max,omitempty"`
}

// QuizTasks returns the tasks as quiz.NewSolyanka takes them.
func (s *Solyanka) QuizTasks() []quiz.Task {
	out := make([]quiz.Task, len(s.Tasks))
	for i, t := range s.Tasks {
		out[i] = quiz.Task{Title: t.Title, Max: t.Max}
	}
	return out
}

func (s *Solyanka) validate() error {
	if len(s.Tasks) == 0 {
		return errField("solyanka.tasks", "needs at least one task", "должно содержать хотя бы одно задание")
	}
	for i, t := range s.Tasks {
		at := index("solyanka.tasks", i)
		switch {
		case strings.TrimSpace(t.Title) == "":
			return errField(at+".title", "is required", "обязательно")
		case t.Max < 0 || math.IsNaN(t.Max) || math.IsInf(t.Max, 0):
			return errField(at+".max", "must be 0 (no limit) or positive, got %v", "должно быть 0 (без ограничения) или больше, а не %v", t.Max)
		}
	}
	if _, err := quiz.NewSolyanka(s.QuizTasks(), nil); err != nil {
		return engineError("solyanka", err)
	}
	return nil
}
