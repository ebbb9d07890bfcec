package svoyatournament

import "turnir/svoya"

// Event types of the Svoya igra tournament (S1-S12).
const (
	EvSvoyaOpened             = "SvoyaOpened"
	EvSvoyaEntered            = "SvoyaEntered"
	EvSvoyaWithdrawn          = "SvoyaWithdrawn"
	EvSvoyaMarked             = "SvoyaMarked"
	EvSvoyaRowMarked          = "SvoyaRowMarked"
	EvSvoyaQualifyingClosed   = "SvoyaQualifyingClosed"
	EvSvoyaQualifyingReopened = "SvoyaQualifyingReopened"
	EvSvoyaOrdered            = "SvoyaOrdered"
	EvSvoyaSeated             = "SvoyaSeated"
	EvSvoyaAnswered           = "SvoyaAnswered"
	EvSvoyaSheetEntered       = "SvoyaSheetEntered"
	EvSvoyaAnswerCorrected    = "SvoyaAnswerCorrected"
	EvSvoyaAnswerRemoved      = "SvoyaAnswerRemoved"
	EvSvoyaFightClosed        = "SvoyaFightClosed"
	EvSvoyaFightReopened      = "SvoyaFightReopened"
	EvSvoyaRoundStarted       = "SvoyaRoundStarted"
	EvSvoyaShootoutOpened     = "SvoyaShootoutOpened"
)

// The stages of the Svoya igra tournament, as SvoyaRef.Stage and
// SvoyaStep.Stage name them.
const (
	SvoyaQualifying   = "qualifying"    // S4-S6: entries and the written qualifying
	SvoyaSeating      = "seating"       // S7: qualifying closed, groups not seated yet
	SvoyaGroups       = "groups"        // S9, S10
	SvoyaQuarterFinal = "quarter_final" // S11: 6 themes
	SvoyaSemiFinal    = "semi_final"    // S11: 7 themes
	SvoyaFinal        = "final"         // S11: 8 themes
	SvoyaDone         = "done"          // the final is ranked
)

// svoyaStageName names a stage in English and in Russian for messages: the
// stage codes are for programs, a Russian message must not show them.
func svoyaStageName(stage string) (en, ru string) {
	switch stage {
	case SvoyaQualifying:
		return "qualifying", "отбор"
	case SvoyaSeating:
		return "seating", "рассадка"
	case SvoyaGroups:
		return "group stage", "групповой этап"
	case SvoyaQuarterFinal:
		return "quarter-final", "четвертьфинал"
	case SvoyaSemiFinal:
		return "semi-final", "полуфинал"
	case SvoyaFinal:
		return "final", "финал"
	case SvoyaDone:
		return "end of the tournament", "конец турнира"
	}
	return stage, stage
}

// SvoyaSeatLot is the purpose of the S3 seat draw's lot.
const SvoyaSeatLot = "svoya-seats"

// SvoyaRef names a fight, a shootout or the scope of a committee order:
// Stage is SvoyaGroups (Venue and Fight, 1-based), a play-off stage (Fight,
// 1-based; Shootout k > 0 for the k-th shootout of that fight) or
// SvoyaQualifying (no numbers). A committee order for a venue table has
// Fight 0.
type SvoyaRef struct {
	Stage    string `json:"stage"`
	Venue    int    `json:"venue,omitempty"`
	Fight    int    `json:"fight,omitempty"`
	Shootout int    `json:"shootout,omitempty"`
}

// SvoyaOpened adds the Svoya igra tournament with its settings (S1).
type SvoyaOpened struct {
	Config svoya.Config `json:"config"`
}

// SvoyaEntered enters a player of a festival team (S2).
type SvoyaEntered struct {
	Player string `json:"player"`
}

// SvoyaWithdrawn takes back an entry made by mistake, before the
// qualifying closes; the entry and its marks stay in History.
type SvoyaWithdrawn struct {
	Player string `json:"player"`
}

// SvoyaMarked sets one answer of a player's qualifying sheet (S4, S5):
// theme and question 1-based, Mark -1 wrong, 0 no answer, 1 right.
// Entering a cell again is a correction; the old event stays in History.
type SvoyaMarked struct {
	Player   string     `json:"player"`
	Theme    int        `json:"theme"`
	Question int        `json:"question"`
	Mark     svoya.Mark `json:"mark"`
}

// SvoyaRowMarked sets a whole theme of a player's sheet at once (the fast
// keyboard entry): Marks holds one mark a question.
type SvoyaRowMarked struct {
	Player string       `json:"player"`
	Theme  int          `json:"theme"`
	Marks  []svoya.Mark `json:"marks"`
}

// SvoyaQualifyingClosed closes the written qualifying: the sheets are final.
type SvoyaQualifyingClosed struct{}

// SvoyaQualifyingReopened reopens it for a correction, before the groups are
// seated.
type SvoyaQualifyingReopened struct{}

// SvoyaOrdered is the committee's explicit order of players tied on every
// indicator (S6, S10; S12 after shootouts): Ref names the table, Order the
// tied players best first. The event's Actor and Reason are the author and
// the grounds.
type SvoyaOrdered struct {
	Ref   SvoyaRef `json:"ref"`
	Order []string `json:"order"`
}

// SvoyaSeated seats the group stage (S7, S9) or, with a Seed, records the
// S3 seat draw. The venues' seats and each venue's fights are stored, so a
// replay never re-runs the seating, the lot or the rotation search.
type SvoyaSeated struct {
	Venues []svoya.Venue `json:"venues"`
	Fights [][][]string  `json:"fights"`         // Fights[v][k]: the players of fight k+1 of venue v+1
	Seed   string        `json:"seed,omitempty"` // S3: the revealed seed of the seat lot
	// Hall marks the S3 seat draw made in the hall and entered by the
	// jury (EnterHallSeats): no seed; a commitment stays unrevealed.
	Hall bool `json:"hall,omitempty"`
}

// SvoyaAnswered records one answer in a fight (S8): who answered which
// question and whether right.
type SvoyaAnswered struct {
	Ref    SvoyaRef     `json:"ref"`
	Answer svoya.Answer `json:"answer"`
}

// SvoyaAnswerCorrected replaces the Index-th answer (0-based) of a fight.
type SvoyaAnswerCorrected struct {
	Ref    SvoyaRef     `json:"ref"`
	Index  int          `json:"index"`
	Answer svoya.Answer `json:"answer"`
}

// SvoyaAnswerRemoved deletes the Index-th answer (0-based) of a fight.
type SvoyaAnswerRemoved struct {
	Ref   SvoyaRef `json:"ref"`
	Index int      `json:"index"`
}

// SvoyaFightClosed marks a fight (or shootout) over; only closed fights
// count.
type SvoyaFightClosed struct {
	Ref SvoyaRef `json:"ref"`
}

// SvoyaFightReopened reopens a closed fight for a correction while nothing
// has been built on it.
type SvoyaFightReopened struct {
	Ref SvoyaRef `json:"ref"`
}

// SvoyaRoundStarted composes a play-off round (S11): its stage and the
// players of each fight, stored as decided.
type SvoyaRoundStarted struct {
	Stage  string     `json:"stage"`
	Fights [][]string `json:"fights"`
}

// SvoyaShootoutOpened opens a shootout (S12) of a play-off fight among
// players tied on every indicator.
type SvoyaShootoutOpened struct {
	Ref     SvoyaRef `json:"ref"` // the play-off fight
	Players []string `json:"players"`
}

// SvoyaSheetEntered sets a fight's answers at once (S8): what a live
// fight writes after each ruling, so its tables follow its play, and the
// fast entry of a whole score sheet.
type SvoyaSheetEntered struct {
	Ref     SvoyaRef       `json:"ref"`
	Answers []svoya.Answer `json:"answers"`
}
