package teamchess

import (
	"time"

	"turnir"
)

// Event types of a school team chess stream, unique across every kind of
// stream (a grep for one finds one rule).
const (
	EvCreated        = "TeamChessCreated"
	EvConfigured     = "TeamChessConfigured" // the regulation changed before the draw
	EvTeamRegistered = "TeamChessTeamRegistered"
	EvRosterAmended  = "RosterAmended" // a correction of a roster before the draw
	EvTeamWithdrawn  = "TeamWithdrawn"
	EvBegun          = "TeamChessBegun" // registration closed, seed revealed, lots drawn
	EvRoundPaired    = "TeamChessRoundPaired"
	EvResultsEntered = "ResultsEntered" // results of games of one match (or their correction)
	EvRoundClosed    = "TeamChessRoundClosed"
	EvFinished       = "TeamChessFinished"
	EvTeamRefused    = "TeamChessTeamRefused"   // the admission committee refused a roster, with its reason
	EvDrawScheduled  = "TeamChessDrawScheduled" // the round-1 draw is to happen by itself at a time (K7)
	EvPairingUndone  = "TeamChessPairingUndone" // the arbiters took back the pairing of a round before any result
)

// renamed are the names the team chess log used before event types were
// unique across kinds (the puzzle Swiss's RoundPaired and RoundClosed, the
// festival's TeamRegistered): upcast renames them as they are read, so an
// old log replays and verifies as a new one, payloads unchanged.
var renamed = map[string]string{
	"TeamRegistered": EvTeamRegistered,
	"RoundPaired":    EvRoundPaired,
	"RoundClosed":    EvRoundClosed,
}

// upcast gives an event read from an older log its current type name.
func upcast(e turnir.Event) turnir.Event {
	if now, ok := renamed[e.Type]; ok {
		e.Type = now
	}
	return e
}

// Created opens an event. Commitment is the SHA-256 of the seed revealed
// at the round-1 draw (turnir.Seed); Config is the regulation in force.
type Created struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	Config     Config `json:"config"`
	Commitment string `json:"commitment"`
}

// Configured replaces the regulation in force before the draw (the number
// of rounds fitted to the field, for instance); the event's Reason says
// why.
type Configured struct {
	Config Config `json:"config"`
}

// TeamRegistered admits a team whose roster passed the eligibility check
// (K1, K2). Player IDs are filled in.
type TeamRegistered struct {
	ID     string `json:"id"`
	Roster Roster `json:"roster"`
}

// RosterAmended replaces a team's roster before the draw (the eligibility
// commission's correction); the event's Reason says why.
type RosterAmended struct {
	ID     string `json:"id"`
	Roster Roster `json:"roster"`
}

// TeamRefused records the admission committee's refusal of a roster
// (K7 "комиссия по допуску"): the roster as presented and the violations
// the regulation finds in it (none when the committee refused for a
// reason of its own, a missing document say); the event's Reason says
// why. Nothing is entered: the school may present a corrected roster.
type TeamRefused struct {
	Roster     Roster      `json:"roster"`
	Violations []Violation `json:"violations"`
}

// DrawScheduled sets the time the round-1 draw happens by itself (K7:
// "23.59 – жеребьёвка 1-го тура"); a zero At cancels it. The draw is then
// made by the server's clock at that time, stamped with it.
type DrawScheduled struct {
	At time.Time `json:"at,omitzero"`
}

// PairingUndone takes back the pairing of the latest round, before any of
// its results was entered (a team that did not come, an error in the
// pairing), by the arbiters' decision; the event's Reason says why. The
// round is then paired again, by the engine or by hand.
type PairingUndone struct {
	Round int `json:"round"`
}

// TeamWithdrawn removes a team: before the draw from the entry, during
// the event from later pairings (its results stay).
type TeamWithdrawn struct {
	ID string `json:"id"`
}

// Begun closes registration: the seed is revealed, every team draws a lot
// number, and the starting order (the pairing numbers) is fixed: by the
// sum of the players' ratings, then by lot. InitialColour ('w' or 'b') is
// the drawn colour of the first team on board 1 in round 1.
type Begun struct {
	Seed          string         `json:"seed"`
	Lots          map[string]int `json:"lots"`
	Start         []string       `json:"start"` // team IDs, pairing number 1 first
	InitialColour string         `json:"initial_colour"`
}

// RoundPaired stores a round's pairing as made (K3); replay never pairs
// again. Bye is the team without an opponent, or "".
type RoundPaired struct {
	Round   int     `json:"round"`
	Matches []Match `json:"matches"`
	Bye     string  `json:"bye,omitempty"`
	// ByHand marks a pairing made by the arbiters (PairManually), which
	// Verify does not re-make.
	ByHand bool `json:"by_hand,omitempty"`
	// Fallback marks a pairing made by the no-repeat fallback after the
	// Dutch engine found none; the event's Reason says why.
	Fallback bool `json:"fallback,omitempty"`
	// LookAhead marks a pairing made by the look-ahead (lookahead.go):
	// the engine's pairing would have left a later round unpairable
	// without a repeat. The event's Reason says so.
	LookAhead bool `json:"look_ahead,omitempty"`
}

// ResultsEntered sets results of games of one match, by slot (see
// Config.Games). Entered again, a slot's result is replaced; after the
// round is closed that is a correction and carries a reason.
type ResultsEntered struct {
	Round   int            `json:"round"`
	Match   int            `json:"match"` // index in RoundPaired.Matches
	Results map[int]Result `json:"results"`
}

// RoundClosed ends a round when every game has a result; it records the
// game points of each team in halves, for audit.
type RoundClosed struct {
	Round  int            `json:"round"`
	Points map[string]int `json:"points_halves"`
}

// Finished ends the event after the last round, or earlier by the
// arbiters' decision, whose reason the event carries.
type Finished struct{}
