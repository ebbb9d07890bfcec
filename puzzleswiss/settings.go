package puzzleswiss

import (
	"fmt"
	"time"

	"turnir"
)

// Settings are the rules of one puzzle Swiss as its events store them
// (regulations/000, RULES.md P1-P13); every default of RULES.md is a field.
// The regulation file has a type of its own (regulation.PuzzleSwiss) that
// converts to these, so that the file's schema can grow without touching
// the log's.
type Settings struct {
	// Rounds fixes the number of rounds; 0 means ceil(log2 N) at the draw,
	// at least 1 and at most N-1 (P1).
	Rounds int `json:"rounds"`
	// RoundLength is the time of one round, one puzzle (P8).
	RoundLength turnir.Duration `json:"round_length"`
	// Pause is the break between rounds for results and the draw (P12).
	Pause turnir.Duration `json:"pause"`
	// Points for the first and second correct solver of a pair and for no
	// solution (P11).
	Points PairPoints `json:"points"`
	// Bye says how the participant without an opponent scores (P7).
	Bye ByeRule `json:"bye"`
	// Tiebreaks orders the standings after points, by name (P13): see
	// Tiebreaks.
	Tiebreaks []string `json:"tiebreaks"`
	// MinParticipants refuses a draw with fewer solvers.
	MinParticipants int `json:"min_participants"`
	// CheckRate limits Check presses per solver: at most Burst at once,
	// refilled at PerSecond (P10: against bots, never biting a human).
	CheckRate RateLimit `json:"check_rate"`
}

// PairPoints are the points of P11.
type PairPoints struct {
	First  int `json:"first"`
	Second int `json:"second"`
	None   int `json:"none"`
}

// ByeRule is how a participant without an opponent scores (P7):
// "pair-of-one" scores as a pair of one (First if solved, else None);
// "fixed" gives Points whatever happens.
type ByeRule struct {
	Mode   string `json:"mode"`
	Points int    `json:"points,omitempty"`
}

// RateLimit is a token bucket.
type RateLimit struct {
	Burst     int     `json:"burst"`
	PerSecond float64 `json:"per_second"`
}

// Bye modes.
const (
	ByePairOfOne = "pair-of-one"
	ByeFixed     = "fixed"
)

// Tiebreaks are the tie-breaks the puzzle Swiss knows (P13).
var Tiebreaks = []string{"buchholz", "total_time", "lot"}

// Upper limits of the settings: far above any real event, low enough that
// no sum or product of them (a round's end, a solver's points over every
// round) can overflow. MaxRounds is puzzle.MaxPuzzles: a round needs a
// puzzle.
const (
	MaxRounds       = 100
	MaxTime         = 24 * time.Hour
	MaxPoints       = 1000
	MaxParticipants = 1_000_000
	MaxCheckRate    = 1000
)

// SettingError is a refused setting: the field (as the regulation file
// names it under puzzle_swiss, e.g. "bye.mode") and why, in English and
// Russian, each ending the sentence "field X ...".
type SettingError struct {
	Field  string
	EN, RU string
}

func (e *SettingError) Error() string { return "settings: field " + e.Field + " " + e.EN }

// Turnir returns the refusal as a *turnir.Error.
func (e *SettingError) Turnir() *turnir.Error {
	return &turnir.Error{Code: turnir.EINVALID, EN: "settings: field puzzle_swiss." + e.Field + " " + e.EN, RU: "настройки: поле puzzle_swiss." + e.Field + " " + e.RU}
}

func bad(field, en, ru string, args ...any) *SettingError {
	return &SettingError{Field: field, EN: fmt.Sprintf(en, args...), RU: fmt.Sprintf(ru, args...)}
}

// Check refuses settings that break a rule, naming the first field at
// fault (nil when they are good).
func (p Settings) Check() *SettingError {
	pts := func(n int) bool { return n >= -MaxPoints && n <= MaxPoints }
	switch {
	case p.Rounds < 0 || p.Rounds > MaxRounds:
		return bad("rounds", "must be 0 (automatic) or from 1 to %[2]d, got %[1]d", "должно быть 0 (автоматически) или от 1 до %[2]d, а не %[1]d", p.Rounds, MaxRounds)
	case p.RoundLength <= 0 || p.RoundLength.D() > MaxTime:
		return bad("round_length", "must be positive and at most 24h", "должно быть больше нуля и не больше 24h")
	case p.Pause < 0 || p.Pause.D() > MaxTime:
		return bad("pause", "must be from 0 to 24h", "должна быть от 0 до 24h")
	case !pts(p.Points.First) || !pts(p.Points.Second) || !pts(p.Points.None) || !pts(p.Bye.Points):
		return bad("points", "each must be from -%[1]d to %[1]d", "каждое должно быть от -%[1]d до %[1]d", MaxPoints)
	case p.Points.First < p.Points.Second || p.Points.Second < p.Points.None:
		return bad("points", "must satisfy first >= second >= none", "должно быть first >= second >= none")
	case p.Bye.Mode != ByePairOfOne && p.Bye.Mode != ByeFixed:
		return bad("bye.mode", "must be %q or %q, got %q", "должно быть %q или %q, а не %q", ByePairOfOne, ByeFixed, p.Bye.Mode)
	case p.MinParticipants < 2 || p.MinParticipants > MaxParticipants:
		return bad("min_participants", "must be from 2 to %d", "должно быть от 2 до %d", MaxParticipants)
	case p.CheckRate.Burst < 1 || p.CheckRate.PerSecond <= 0 || p.CheckRate.Burst > MaxCheckRate || p.CheckRate.PerSecond > MaxCheckRate:
		return bad("check_rate", "needs burst from 1 to %[1]d and per_second above 0, at most %[1]d", "нужны burst от 1 до %[1]d и per_second больше 0, не больше %[1]d", MaxCheckRate)
	}
	seen := map[string]bool{}
	for _, t := range p.Tiebreaks {
		known := false
		for _, k := range Tiebreaks {
			known = known || k == t
		}
		if !known {
			return bad("tiebreaks", "unknown tie-break %q (known: buchholz, total_time, lot)", "неизвестный дополнительный показатель %q (известны: buchholz, total_time, lot)", t)
		}
		if seen[t] {
			return bad("tiebreaks", "%q is listed twice", "%q указан дважды", t)
		}
		seen[t] = true
	}
	return nil
}

// Validate is Check as a *turnir.Error (EINVALID), for commands and flags.
func (p Settings) Validate() error {
	if e := p.Check(); e != nil {
		return e.Turnir()
	}
	return nil
}

// DefaultSettings are the settings of RULES.md P1-P13, as the built-in
// regulation puzzle-swiss writes them (a regulation test keeps the two
// equal).
func DefaultSettings() Settings {
	return Settings{
		Rounds: 0, RoundLength: turnir.Duration(5 * time.Minute), Pause: turnir.Duration(time.Minute),
		Points: PairPoints{First: 2, Second: 1, None: 0}, Bye: ByeRule{Mode: ByePairOfOne},
		Tiebreaks: []string{"buchholz", "total_time", "lot"}, MinParticipants: 2,
		CheckRate: RateLimit{Burst: 10, PerSecond: 2},
	}
}
