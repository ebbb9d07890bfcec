package solyanka

import "turnir/quiz"

// Event types of the solyanka.
const (
	EvSolyankaOpened      = "SolyankaOpened"
	EvSolyankaScored      = "SolyankaScored"
	EvSolyankaTaskRemoved = "SolyankaTaskRemoved"
)

// SolyankaOpened adds the solyanka with its tasks and teams (Y1).
type SolyankaOpened struct {
	Tasks []quiz.Task `json:"tasks"`
	Teams []string    `json:"teams"`
}

// SolyankaScored sets a team's points on a task (Y1).
type SolyankaScored struct {
	Team   string  `json:"team"`
	Task   int     `json:"task"`
	Points float64 `json:"points"`
}

// SolyankaTaskRemoved takes a task out of the count.
type SolyankaTaskRemoved struct {
	Task   int    `json:"task"`
	Reason string `json:"reason"`
}
