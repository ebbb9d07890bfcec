package regulation

import (
	"errors"
	"time"

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

// Upper limits of the puzzle Swiss settings: far above any real event, low
// enough that no sum or product of them (a round's end, a solver's points
// over every round) can overflow. maxSwissRounds is puzzle.MaxPuzzles: a
// round needs a puzzle.
const (
	maxSwissRounds  = 100
	maxSwissTime    = 24 * time.Hour
	maxSwissPoints  = 1000
	maxParticipants = 1_000_000
	maxCheckRate    = 1000
)

// Validate checks the settings as a regulation file's are checked (the
// command line's flags set them outside a file); the refusal is EINVALID
// and names the field.
func (p PuzzleSwiss) Validate() error {
	err := p.validate()
	var fe *fieldError
	if errors.As(err, &fe) {
		return turnir.Errorf(turnir.EINVALID, "settings: field %[1]s %[2]s", "настройки: поле %[1]s %[3]s", fe.path, fe.msgEN, fe.msgRU)
	}
	return err
}

func (p *PuzzleSwiss) validate() error {
	pts := func(n int) bool { return n >= -maxSwissPoints && n <= maxSwissPoints }
	switch {
	case p.Rounds < 0 || p.Rounds > maxSwissRounds:
		return errField("puzzle_swiss.rounds", "must be 0 (automatic) or from 1 to %[2]d, got %[1]d", "должно быть 0 (автоматически) или от 1 до %[2]d, а не %[1]d", p.Rounds, maxSwissRounds)
	case p.RoundLength <= 0 || p.RoundLength.D() > maxSwissTime:
		return errField("puzzle_swiss.round_length", "must be positive and at most 24h", "должно быть больше нуля и не больше 24h")
	case p.Pause < 0 || p.Pause.D() > maxSwissTime:
		return errField("puzzle_swiss.pause", "must be from 0 to 24h", "должна быть от 0 до 24h")
	case !pts(p.Points.First) || !pts(p.Points.Second) || !pts(p.Points.None) || !pts(p.Bye.Points):
		return errField("puzzle_swiss.points", "each must be from -%[1]d to %[1]d", "каждое должно быть от -%[1]d до %[1]d", maxSwissPoints)
	case p.Points.First < p.Points.Second || p.Points.Second < p.Points.None:
		return errField("puzzle_swiss.points", "must satisfy first >= second >= none", "должно быть first >= second >= none")
	case p.Bye.Mode != ByePairOfOne && p.Bye.Mode != ByeFixed:
		return errField("puzzle_swiss.bye.mode", "must be %q or %q, got %q", "должно быть %q или %q, а не %q", ByePairOfOne, ByeFixed, p.Bye.Mode)
	case p.MinParticipants < 2 || p.MinParticipants > maxParticipants:
		return errField("puzzle_swiss.min_participants", "must be from 2 to %d", "должно быть от 2 до %d", maxParticipants)
	case p.CheckRate.Burst < 1 || p.CheckRate.PerSecond <= 0 || p.CheckRate.Burst > maxCheckRate || p.CheckRate.PerSecond > maxCheckRate:
		return errField("puzzle_swiss.check_rate", "needs burst from 1 to %[1]d and per_second above 0, at most %[1]d", "нужны burst от 1 до %[1]d и per_second больше 0, не больше %[1]d", maxCheckRate)
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
