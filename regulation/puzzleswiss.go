package regulation

import (
	"errors"

	"turnir"
)

// PuzzleSwiss holds the settings of an online puzzle Swiss
// (regulations/000, RULES.md P1-P13). Every default of RULES.md is a field.
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
// "pair-of-one" scores as a pair of one (First if solved, else None);
// "fixed" gives Points whatever happens.
type ByeRule struct {
	Mode   string `yaml:"mode" json:"mode"`
	Points int    `yaml:"points,omitempty" json:"points,omitempty"`
}

// RateLimit is a token bucket.
type RateLimit struct {
	Burst     int     `yaml:"burst" json:"burst"`
	PerSecond float64 `yaml:"per_second" json:"per_second"`
}

// Bye modes.
const (
	ByePairOfOne = "pair-of-one"
	ByeFixed     = "fixed"
)

// Tie-break names known to the puzzle Swiss.
var puzzleTiebreaks = map[string]bool{"buchholz": true, "total_time": true, "lot": true}

// Validate checks settings that did not come from a regulation file (the
// settings of a pairing history, of an API request) by the rules Parse
// applies to the puzzle_swiss block. A refusal is an EINVALID *turnir.Error
// naming the field, so that no engine meets settings it cannot use (an
// unknown tie-break, a round of no length).
func (p PuzzleSwiss) Validate() error {
	if err := p.validate(); err != nil {
		var fe *fieldError
		if errors.As(err, &fe) {
			return &turnir.Error{Code: turnir.EINVALID, EN: "settings: field " + fe.path + " " + fe.msgEN, RU: "настройки: поле " + fe.path + " " + fe.msgRU}
		}
		return err
	}
	return nil
}

func (p *PuzzleSwiss) validate() error {
	switch {
	case p.Rounds < 0:
		return errField("puzzle_swiss.rounds", "must be 0 (automatic) or positive, got %d", "должно быть 0 (автоматически) или больше, а не %d", p.Rounds)
	case p.RoundLength <= 0:
		return errField("puzzle_swiss.round_length", "must be positive", "должно быть больше нуля")
	case p.Pause < 0:
		return errField("puzzle_swiss.pause", "must not be negative", "не может быть отрицательной")
	case p.Points.First < p.Points.Second || p.Points.Second < p.Points.None:
		return errField("puzzle_swiss.points", "must satisfy first >= second >= none", "должно быть first >= second >= none")
	case p.Bye.Mode != ByePairOfOne && p.Bye.Mode != ByeFixed:
		return errField("puzzle_swiss.bye.mode", "must be %q or %q, got %q", "должно быть %q или %q, а не %q", ByePairOfOne, ByeFixed, p.Bye.Mode)
	case p.MinParticipants < 2:
		return errField("puzzle_swiss.min_participants", "must be at least 2", "должно быть не меньше 2")
	case p.CheckRate.Burst < 1 || p.CheckRate.PerSecond <= 0:
		return errField("puzzle_swiss.check_rate", "needs burst >= 1 and per_second > 0", "нужны burst >= 1 и per_second > 0")
	}
	seen := map[string]bool{}
	for _, t := range p.Tiebreaks {
		if !puzzleTiebreaks[t] {
			return errField("puzzle_swiss.tiebreaks", "unknown tie-break %q (known: buchholz, total_time, lot)", "неизвестный дополнительный показатель %q (известны: buchholz, total_time, lot)", t)
		}
		if seen[t] {
			return errField("puzzle_swiss.tiebreaks", "%q is listed twice", "%q указан дважды", t)
		}
		seen[t] = true
	}
	return nil
}
