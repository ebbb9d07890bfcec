package brainring

import (
	"turnir"
	"turnir/labels"
)

// Config holds every number of the Brain-ring regulation. The zero value is
// not useful; start from DefaultConfig and change what the organizer changes.
type Config struct {
	Groups      int           `json:"groups"`       // F2: groups drawn
	Advance     int           `json:"advance"`      // F5: teams of each group that go on
	FightLength int           `json:"fight_length"` // F4: questions in a group fight
	Points      FightPoints   `json:"points"`       // F4: points of a fight
	Playoff     PlayoffConfig `json:"playoff"`      // F6, F7
}

// FightPoints are the points a fight gives (F4).
type FightPoints struct {
	Win      int `json:"win"`       // the team that took more questions
	Draw     int `json:"draw"`      // each team in a non-zero draw
	ZeroDraw int `json:"zero_draw"` // each team in a 0:0 draw
	Loss     int `json:"loss"`      // the team that took fewer questions
}

// PlayoffConfig describes the play-off matches (F6, F7). A match is
// FightsPerMatch fights; the fight length depends on the round.
type PlayoffConfig struct {
	FightsPerMatch  int  `json:"fights_per_match"`  // fights in one match
	Early           int  `json:"early"`             // questions a fight in rounds before the quarter-final
	QuarterFinal    int  `json:"quarter_final"`     // questions a fight in the quarter-final
	SemiFinal       int  `json:"semi_final"`        // questions a fight in the semi-final
	Final           int  `json:"final"`             // questions a fight in the final
	ThirdPlace      int  `json:"third_place"`       // questions a fight in the 3rd-place match
	ThirdPlaceMatch bool `json:"third_place_match"` // whether the semi-final losers play for 3rd place
}

// DefaultConfig returns the values of the festival regulation (clauses
// 5.2-5.6): 8 groups, top 2 go on, fights of 5 questions scored 2/1/0 with a
// 0:0 draw giving 0, play-off matches of two fights of 5 (quarter-final and
// earlier), 7 (semi-final) and 9 (final and 3rd place).
func DefaultConfig() Config {
	return Config{
		Groups:      8,
		Advance:     2,
		FightLength: 5,
		Points:      FightPoints{Win: 2, Draw: 1, ZeroDraw: 0, Loss: 0},
		Playoff: PlayoffConfig{
			FightsPerMatch:  2,
			Early:           5,
			QuarterFinal:    5,
			SemiFinal:       7,
			Final:           9,
			ThirdPlace:      9,
			ThirdPlaceMatch: true,
		},
	}
}

// Validate refuses a config no tournament can be run with.
// Upper limits of the Brain-ring's settings (Validate): far above any real
// tournament, small enough that no request builds a huge table.
const (
	MaxGroups    = 64
	MaxQuestions = 200  // questions of one fight
	MaxFights    = 15   // fights of one play-off match
	MaxPoints    = 1000 // points of a fight result
)

func (c Config) Validate() error {
	p := c.Playoff
	pts := c.Points
	big := func(ns ...int) bool {
		for _, n := range ns {
			if n > MaxQuestions {
				return true
			}
		}
		return false
	}
	out := func(ns ...int) bool {
		for _, n := range ns {
			if n < -MaxPoints || n > MaxPoints {
				return true
			}
		}
		return false
	}
	switch {
	case c.Groups > MaxGroups || c.Advance > MaxGroups:
		return turnir.Errorf(turnir.EINVALID, "at most %[1]s and %[3]s going on from each", "не больше %[2]s, и из группы выходят не больше %[4]s", labels.Count("en", "count.group", MaxGroups), labels.Count("ru", "count.group_gen", MaxGroups), labels.Count("en", "count.team", MaxGroups), labels.Count("ru", "count.team_gen", MaxGroups))
	case big(c.FightLength, p.Early, p.QuarterFinal, p.SemiFinal, p.Final, p.ThirdPlace):
		return turnir.Errorf(turnir.EINVALID, "a fight has at most %[1]s", "в бою не больше %[2]s", labels.Count("en", "count.question", MaxQuestions), labels.Count("ru", "count.question_gen", MaxQuestions))
	case p.FightsPerMatch > MaxFights:
		return turnir.Errorf(turnir.EINVALID, "a play-off match has at most %[1]s", "в матче плей-офф не больше %[2]s", labels.Count("en", "count.fight", MaxFights), labels.Count("ru", "count.fight_gen", MaxFights))
	case out(pts.Win, pts.Draw, pts.ZeroDraw, pts.Loss):
		return turnir.Errorf(turnir.EINVALID, "fight points are from -%[1]d to %[1]d", "очки за бой — от -%[1]d до %[1]d", MaxPoints)
	}
	switch {
	case c.Groups < 1:
		return turnir.Errorf(turnir.EINVALID, "there must be at least one group, got %d",
			"нужна хотя бы одна группа, задано %d", c.Groups)
	case c.Advance < 1:
		return turnir.Errorf(turnir.EINVALID, "at least one team of a group must go on, got %d",
			"из группы должна выходить хотя бы одна команда, задано %d", c.Advance)
	case c.FightLength < 1 || p.Early < 1 || p.QuarterFinal < 1 || p.SemiFinal < 1 || p.Final < 1 || p.ThirdPlace < 1:
		return turnir.Errorf(turnir.EINVALID, "every fight must have at least one question",
			"в каждом бою должен быть хотя бы один вопрос")
	case p.FightsPerMatch < 1:
		return turnir.Errorf(turnir.EINVALID, "a play-off match must have at least one fight, got %d",
			"матч плей-офф должен состоять хотя бы из одного боя, задано %d", p.FightsPerMatch)
	}
	return nil
}
