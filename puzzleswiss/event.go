package puzzleswiss

import (
	"time"

	"turnir/puzzleswiss/puzzle"
)

// Event types of a puzzle Swiss stream.
const (
	EvCreated         = "TournamentCreated"
	EvSettingsChanged = "SettingsChanged"
	EvPuzzlesSet      = "PuzzlesSet"
	EvRegistered      = "SolverRegistered"
	EvWithdrew        = "SolverWithdrew"
	EvDisqualified    = "SolverDisqualified"
	EvBegun           = "TournamentBegun" // registration closed, seed revealed, lots drawn
	EvRoundPaired     = "RoundPaired"
	EvRoundOpened     = "RoundOpened"
	EvStarted         = "SolverStarted"
	EvChecked         = "AnswerChecked"
	EvResultEntered   = "ResultEntered" // organizer's manual result (import or correction)
	EvRoundExtended   = "RoundExtended"
	EvRoundPaused     = "RoundPaused"
	EvRoundResumed    = "RoundResumed"
	EvRoundRestarted  = "RoundRestarted"
	EvRoundClosed     = "RoundClosed"
	EvFinished        = "TournamentFinished"
	EvPublished       = "ResultsPublished"
)

// Created opens a tournament. Commitment is the SHA-256 of the seed that
// will be revealed at the round-1 draw (see turnir.Seed).
type Created struct {
	ID         string   `json:"id"`
	Name       string   `json:"name"`
	Settings   Settings `json:"settings"`
	Commitment string   `json:"commitment"`
}

// SettingsChanged replaces the settings before the draw.
type SettingsChanged struct {
	Settings Settings `json:"settings"`
}

// PuzzlesSet stores the puzzle set (with its keys: the log stays on the
// server; keys never reach a client).
type PuzzlesSet struct {
	Puzzles []puzzle.Puzzle `json:"puzzles"` // Puzzles[r-1] is round r's
}

// Registered adds a solver. TokenHash is the SHA-256 of the solver's secret
// link token; the token itself is never stored.
type Registered struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	TokenHash string `json:"token_hash,omitempty"`
}

// Withdrew removes a solver before the draw (P3).
type Withdrew struct {
	ID string `json:"id"`
}

// Disqualified removes a solver from later draws; past results stay (DQ2).
type Disqualified struct {
	ID string `json:"id"`
}

// Begun closes registration (P2): the seed is revealed, lot numbers drawn
// and the number of rounds fixed (P1).
type Begun struct {
	Seed   string         `json:"seed"`
	Lots   map[string]int `json:"lots"` // solver -> lot number, 1..N
	Rounds int            `json:"rounds"`
	// FirstRoundAt is when round 1 opens; round 1 is drawn right after.
	FirstRoundAt time.Time `json:"first_round_at"`
}

// RoundPaired stores a draw (P4-P7). Pairs list {higher, lower} in table
// order of the search; Bye is the solver without an opponent or "".
type RoundPaired struct {
	Round   int         `json:"round"`
	Pairs   [][2]string `json:"pairs"`
	Bye     string      `json:"bye,omitempty"`
	OpensAt time.Time   `json:"opens_at"`
}

// RoundOpened starts a round's clock (P8).
type RoundOpened struct {
	Round  int       `json:"round"`
	EndsAt time.Time `json:"ends_at"`
}

// Started records a solver's Start press (P9); the event's At is the time.
type Started struct {
	Round int    `json:"round"`
	ID    string `json:"id"`
}

// Checked records a Check press and its verdict (P10). The verdict is
// stored so that replay never needs the key.
type Checked struct {
	Round   int    `json:"round"`
	ID      string `json:"id"`
	Answer  string `json:"answer"`
	Correct bool   `json:"correct"`
}

// ResultEntered sets a solver's result of a round by hand: an import of
// results run elsewhere, or a committee correction. The event's Reason says
// why.
type ResultEntered struct {
	Round  int           `json:"round"`
	ID     string        `json:"id"`
	Solved bool          `json:"solved"`
	Time   time.Duration `json:"time_ns"`
}

// RoundExtended moves a round's end (an organizer's decision).
type RoundExtended struct {
	Round int           `json:"round"`
	By    time.Duration `json:"by_ns"`
}

// RoundPaused stops a round's clock (technical failure); RoundResumed
// restarts it and moves the end and every running solver's start by the
// length of the pause, so nobody loses time.
type RoundPaused struct {
	Round int `json:"round"`
}

// RoundResumed: see RoundPaused.
type RoundResumed struct {
	Round int `json:"round"`
}

// RoundRestarted discards a running round's starts and checks and runs it
// again from the event's time for a full round length.
type RoundRestarted struct {
	Round  int       `json:"round"`
	EndsAt time.Time `json:"ends_at"`
}

// RoundClosed ends a round and stores its scoring (P11).
type RoundClosed struct {
	Round   int               `json:"round"`
	Results map[string]Result `json:"results"`
}

// Result is one solver's outcome of one round.
type Result struct {
	Points int           `json:"points"`
	Solved bool          `json:"solved"`
	Time   time.Duration `json:"time_ns"` // solving time, when solved
}

// Finished ends the tournament.
type Finished struct{}

// Published makes the final table public.
type Published struct{}
