package festival

// Event types of a festival stream.
const (
	EvCreated          = "FestivalCreated"
	EvTeamRegistered   = "TeamRegistered"
	EvPlayerRegistered = "PlayerRegistered"
	EvCoachRegistered  = "CoachRegistered"
	EvDisqualified     = "Disqualified"     // DQ2
	EvCommitteeDecided = "CommitteeDecided" // DQ1
	EvLotCommitted     = "LotCommitted"
)

// Created opens the event's stream.
type Created struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// TeamRegistered adds a team to the event.
type TeamRegistered struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	City string `json:"city,omitempty"`
}

// PlayerRegistered adds a player to a team of the event.
type PlayerRegistered struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Team   string `json:"team"`
	Rating string `json:"rating,omitempty"` // the rating site's id (CleanRating)
}

// CoachRegistered adds a coach of a team.
type CoachRegistered struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Team   string `json:"team"`
	Rating string `json:"rating,omitempty"` // the rating site's id (CleanRating)
}

// CommitteeDecided records a ruling of the committee on a dispute (DQ1):
// what it is about and what was decided. The event's Actor and Reason are
// its author and grounds.
type CommitteeDecided struct {
	Subject  string `json:"subject"`
	Decision string `json:"decision"`
}

// LotCommitted publishes the commitment (hex SHA-256 of the seed) for the
// lot of one purpose, before it is drawn.
type LotCommitted struct {
	Purpose    string `json:"purpose"`
	Commitment string `json:"commitment"`
}
