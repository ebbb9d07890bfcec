package teamcup

import "turnir/cup"

// Event types of the team quiz cup.
const (
	EvCupOpened            = "CupOpened"
	EvCupTeamEntered       = "CupTeamEntered"
	EvCupRosterSet         = "CupRosterSet"
	EvCupStarted           = "CupStarted"
	EvCupAnswered          = "CupAnswered"
	EvCupRowEntered        = "CupRowEntered"
	EvCupQuestionRemoved   = "CupQuestionRemoved"
	EvCupQuestionRestored  = "CupQuestionRestored"
	EvCupRoundClosed       = "CupRoundClosed"
	EvCupRoundReopened     = "CupRoundReopened"
	EvCupShootoutAnswered  = "CupShootoutAnswered"
	EvCupLotDrawn          = "CupLotDrawn"
	EvCupLineupSet         = "CupLineupSet"
	EvCupFinalStarted      = "CupFinalStarted"
	EvFinalQuestionScored  = "FinalQuestionScored"
	EvFinalQuestionRemoved = "FinalQuestionRemoved"
)

// CupOpened adds the team quiz cup to the event with its settings.
type CupOpened struct {
	Config cup.Config `json:"config"`
}

// CupTeamEntered enters a registered team into the cup with a roster of
// its players (C1).
type CupTeamEntered struct {
	Team   string   `json:"team"`
	Roster []string `json:"roster"`
}

// CupRosterSet replaces a cup team's roster (C1, C8).
type CupRosterSet struct {
	Team   string   `json:"team"`
	Roster []string `json:"roster"`
}

// CupStarted closes the cup's registration and opens round 1 (C2).
type CupStarted struct{}

// CupAnswered sets one cell of a written round: did Team answer Question.
type CupAnswered struct {
	Round    int    `json:"round"`
	Team     string `json:"team"`
	Question int    `json:"question"`
	Answered bool   `json:"answered"`
}

// CupRowEntered sets a team's whole line of a written round.
type CupRowEntered struct {
	Round   int    `json:"round"`
	Team    string `json:"team"`
	Answers []bool `json:"answers"`
}

// CupQuestionRemoved takes a question of a written round out of the count.
type CupQuestionRemoved struct {
	Round    int    `json:"round"`
	Question int    `json:"question"`
	Reason   string `json:"reason"`
}

// CupQuestionRestored puts a removed question back.
type CupQuestionRestored struct {
	Round    int `json:"round"`
	Question int `json:"question"`
}

// CupRoundClosed closes a written round.
type CupRoundClosed struct {
	Round int `json:"round"`
}

// CupRoundReopened reopens a closed written round for a correction.
type CupRoundReopened struct {
	Round int `json:"round"`
}

// CupShootoutAnswered records one shootout question: who answered it (C4).
type CupShootoutAnswered struct {
	Correct []string `json:"correct"`
}

// CupLotDrawn stores a lot of the cup (C4, C5, C6): the step it was drawn
// for, the result and the revealed seed, so that anyone can redraw it and
// a replay never does.
type CupLotDrawn struct {
	Step cup.Step `json:"step"`
	Draw cup.Draw `json:"draw"`
	Seed string   `json:"seed"`
	// Hall marks a lot drawn in the hall (captains pulling envelopes) and
	// entered as its result by the jury, a decision with its reason:
	// there is no seed, and Verify checks the draw is one the rules allow.
	Hall bool `json:"hall,omitempty"`
}

// CupLineupSet names a finalist's players for the final (C8).
type CupLineupSet struct {
	Team    string   `json:"team"`
	Players []string `json:"players"`
}

// CupFinalStarted locks the line-ups and opens the final (C8).
type CupFinalStarted struct{}

// FinalQuestionScored records who took the next final question, "" for
// nobody (C7).
type FinalQuestionScored struct {
	Winner string `json:"winner"`
}

// FinalQuestionRemoved removes the Index-th entered final question.
type FinalQuestionRemoved struct {
	Index  int    `json:"index"`
	Reason string `json:"reason"`
}
