package cup

import "turnir"

// Config holds every number of the cup regulation; DefaultConfig gives the
// values of the original text. An organizer may change them in the
// regulation file.
type Config struct {
	TableSize      int `json:"table_size"`      // C1: most people at a team's table (roster limit)
	MinTeams       int `json:"min_teams"`       // C2: fewest teams to hold the cup
	Questions      int `json:"questions"`       // C3: questions in each written round
	Qualify        int `json:"qualify"`         // C4: teams that go on from round 1 (a power of two, at least 4)
	Shootout       int `json:"shootout"`        // C4: most shootout questions before the rating decides
	FinalQuestions int `json:"final_questions"` // C7: counted questions of the final
	FinalLineup    int `json:"final_lineup"`    // C8: most players per team in the final
}

// DefaultConfig returns the cup as written: tables of 8, at least 8 teams,
// 12 questions per round, 8 go on, a shootout of up to 5 questions, a final
// of 13 questions with at most 6 players per team.
func DefaultConfig() Config {
	return Config{TableSize: 8, MinTeams: 8, Questions: 12, Qualify: 8, Shootout: 5, FinalQuestions: 13, FinalLineup: 6}
}

// Validate refuses a config the engine cannot run. Qualify must be a power
// of two so that each knock-out round halves the field down to the two
// finalists; MinTeams may not be below it.
// Upper limits of a cup's settings (Validate).
const (
	MaxTableSize = 30   // players at one team's table
	MaxQuestions = 200  // questions of one round, shootout or final
	MaxTeams     = 4096 // teams qualifying or needed
)

func (c Config) Validate() error {
	bad := func(what string, v int) error {
		return turnir.Errorf(turnir.EINVALID, "cup setting %s = %d is not allowed",
			"недопустимое значение настройки кубка %s = %d", what, v)
	}
	// The upper limits are far above any real cup and keep every table a
	// request can make small: a jury typo must not build a billion cells.
	switch {
	case c.TableSize > MaxTableSize:
		return bad("table_size", c.TableSize)
	case c.Questions > MaxQuestions:
		return bad("questions", c.Questions)
	case c.Qualify > MaxTeams || c.MinTeams > MaxTeams:
		return bad("qualify", max(c.Qualify, c.MinTeams))
	case c.Shootout > MaxQuestions:
		return bad("shootout", c.Shootout)
	case c.FinalQuestions > MaxQuestions:
		return bad("final_questions", c.FinalQuestions)
	}
	switch {
	case c.TableSize < 1:
		return bad("table_size", c.TableSize)
	case c.Questions < 1:
		return bad("questions", c.Questions)
	case c.Qualify < 4 || c.Qualify&(c.Qualify-1) != 0:
		return bad("qualify", c.Qualify)
	case c.MinTeams < c.Qualify:
		return bad("min_teams", c.MinTeams)
	case c.Shootout < 0:
		return bad("shootout", c.Shootout)
	case c.FinalQuestions < 1:
		return bad("final_questions", c.FinalQuestions)
	case c.FinalLineup < 1 || c.FinalLineup > c.TableSize:
		return bad("final_lineup", c.FinalLineup)
	}
	return nil
}

// KnockoutRounds is the number of written knock-out rounds between the
// qualifying round and the final: 2 for 8 qualifiers (rounds 2 and 3).
func (c Config) KnockoutRounds() int {
	n := 0
	for q := c.Qualify; q > 2; q /= 2 {
		n++
	}
	return n
}

// FinalRound is the cup round number of the final: 4 by default (C3).
func (c Config) FinalRound() int { return c.KnockoutRounds() + 2 }
