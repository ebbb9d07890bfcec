package regulation

import (
	"turnir"
	"turnir/puzzleswiss"
)

// PuzzleSwiss is the puzzle_swiss block of a regulation file
// (regulations/000, RULES.md P1-P13). It is the file's schema; Settings
// converts it to the settings the puzzle Swiss stores in its log, whose
// rules (puzzleswiss.Settings.Check) it is checked by.
type PuzzleSwiss struct {
	// Rounds fixes the number of rounds; 0 means ceil(log2 N) at the draw,
	// at least 1 and at most N-1 (P1).
	Rounds int `yaml:"rounds" json:"rounds"`
	// RoundLength is the time of one round, one puzzle (P8).
	RoundLength Duration `yaml:"round_length" json:"round_length"`
	// Pause is the break between rounds for results and the draw (P12).
	Pause Duration `yaml:"pause" json:"pause"`
	// Points for the first and second correct solver of a pair and for no
	// solution (P11).
	Points PairPoints `yaml:"points" json:"points"`
	// Bye says how the participant without an opponent scores (P7).
	Bye ByeRule `yaml:"bye" json:"bye"`
	// Tiebreaks orders the standings after points, by name (P13). Known:
	// buchholz, total_time, lot.
	Tiebreaks []string `yaml:"tiebreaks" json:"tiebreaks"`
	// MinParticipants refuses a draw with fewer solvers.
	MinParticipants int `yaml:"min_participants" json:"min_participants"`
	// CheckRate limits Check presses per solver: at most Burst at once,
	// refilled at PerSecond (P10: against bots, never biting a human).
	CheckRate RateLimit `yaml:"check_rate" json:"check_rate"`
}

// PairPoints are the points of P11.
type PairPoints struct {
	First  int `yaml:"first" json:"first"`
	Second int `yaml:"second" json:"second"`
	None   int `yaml:"none" json:"none"`
}

// ByeRule is how a participant without an opponent scores (P7):
// "pair-of-one" or "fixed" (puzzleswiss.ByePairOfOne, puzzleswiss.ByeFixed).
type ByeRule struct {
	Mode   string `yaml:"mode" json:"mode"`
	Points int    `yaml:"points,omitempty" json:"points,omitempty"`
}

// RateLimit is a token bucket.
type RateLimit struct {
	Burst     int     `yaml:"burst" json:"burst"`
	PerSecond float64 `yaml:"per_second" json:"per_second"`
}

// Bye modes, as the file writes them.
const (
	ByePairOfOne = puzzleswiss.ByePairOfOne
	ByeFixed     = puzzleswiss.ByeFixed
)

// Settings converts the block to the puzzle Swiss's stored settings.
func (p PuzzleSwiss) Settings() puzzleswiss.Settings {
	return puzzleswiss.Settings{
		Rounds: p.Rounds, RoundLength: turnir.Duration(p.RoundLength), Pause: turnir.Duration(p.Pause),
		Points:    puzzleswiss.PairPoints(p.Points),
		Bye:       puzzleswiss.ByeRule(p.Bye),
		Tiebreaks: append([]string(nil), p.Tiebreaks...), MinParticipants: p.MinParticipants,
		CheckRate: puzzleswiss.RateLimit(p.CheckRate),
	}
}

// Validate checks the settings as a regulation file's are checked; the
// refusal is EINVALID and names the field.
func (p PuzzleSwiss) Validate() error { return p.Settings().Validate() }

func (p *PuzzleSwiss) validate() error {
	if e := p.Settings().Check(); e != nil {
		return &fieldError{path: "puzzle_swiss." + e.Field, msgEN: e.EN, msgRU: e.RU}
	}
	return nil
}
