package svoya

import "turnir"

// Config holds every number of the Svoya igra regulation. Start from
// DefaultConfig.
type Config struct {
	Qualifying QualifyingConfig `json:"qualifying"` // S4-S7
	Groups     GroupConfig      `json:"groups"`     // S8-S10
	Playoff    PlayoffConfig    `json:"playoff"`    // S11, S12
}

// QualifyingConfig is the written qualifying (S4-S7).
type QualifyingConfig struct {
	Themes  int   `json:"themes"`  // S4: 24
	Values  []int `json:"values"`  // S4: the values of a theme's questions, 10-50
	Advance int   `json:"advance"` // S7: places 1-32 go on
}

// GroupConfig is the group stage (S8-S10).
type GroupConfig struct {
	Venues      int      `json:"venues"`       // S9: 4
	PerVenue    int      `json:"per_venue"`    // S9: 8 players, two foursomes
	FightSize   int      `json:"fight_size"`   // S9: 4 players a fight
	Fights      int      `json:"fights"`       // S9: 8 fights a venue
	Format      Format   `json:"format"`       // S8: 4 rounds of 4 themes
	PlacePoints []Points `json:"place_points"` // S9: 4/2/1/0
	Advance     int      `json:"advance"`      // S10: the top 4 of each venue
}

// PlayoffConfig is the play-off (S11, S12).
type PlayoffConfig struct {
	FightSize    int    `json:"fight_size"`    // S11: 4 players a fight
	Advance      int    `json:"advance"`       // S11: the top 2 of a quarter- or semi-final go on
	QuarterFinal Format `json:"quarter_final"` // S11: 6 themes
	SemiFinal    Format `json:"semi_final"`    // S11: 7 themes
	Final        Format `json:"final"`         // S11: 8 themes
	Shootout     Format `json:"shootout"`      // S12: 2 themes
}

// Format is the question grid of a fight: rounds of themes, each theme's
// questions worth the round's values.
type Format struct {
	Rounds []RoundFormat `json:"rounds"`
}

// RoundFormat is one round of a fight: Themes themes whose questions are
// worth Values (one value a question, 5 questions a theme by default).
type RoundFormat struct {
	Themes int   `json:"themes"`
	Values []int `json:"values"`
}

func values(step int) []int { return []int{step, 2 * step, 3 * step, 4 * step, 5 * step} }

// Themes returns a one-round format of n themes valued 10-50.
func Themes(n int) Format { return Format{Rounds: []RoundFormat{{Themes: n, Values: values(10)}}} }

// DefaultConfig returns the values of the festival regulation (clauses
// 6.4-6.13).
func DefaultConfig() Config {
	return Config{
		Qualifying: QualifyingConfig{Themes: 24, Values: values(10), Advance: 32},
		Groups: GroupConfig{
			Venues: 4, PerVenue: 8, FightSize: 4, Fights: 8,
			Format: Format{Rounds: []RoundFormat{
				{Themes: 4, Values: values(10)},
				{Themes: 4, Values: values(20)},
				{Themes: 4, Values: values(30)},
				{Themes: 4, Values: values(40)},
			}},
			PlacePoints: []Points{P(4), P(2), P(1), P(0)},
			Advance:     4,
		},
		Playoff: PlayoffConfig{
			FightSize: 4, Advance: 2,
			QuarterFinal: Themes(6), SemiFinal: Themes(7), Final: Themes(8),
			Shootout: Themes(2),
		},
	}
}

// Validate refuses a format without questions.
func (f Format) Validate() error {
	if len(f.Rounds) == 0 {
		return turnir.Errorf(turnir.EINVALID, "a fight needs at least one round", "в бою должен быть хотя бы один раунд")
	}
	for i, r := range f.Rounds {
		if r.Themes < 1 || len(r.Values) == 0 {
			return turnir.Errorf(turnir.EINVALID, "round %d has no questions", "в раунде %d нет вопросов", i+1)
		}
	}
	return nil
}

// Validate refuses a config no tournament can be run with.
func (c Config) Validate() error {
	g := c.Groups
	switch {
	case c.Qualifying.Themes < 1 || len(c.Qualifying.Values) == 0:
		return turnir.Errorf(turnir.EINVALID, "the qualifying needs themes and values", "в отборе должны быть темы и стоимости вопросов")
	case g.Venues < 1 || g.FightSize < 2 || g.PerVenue < g.FightSize || g.PerVenue%g.FightSize != 0:
		return turnir.Errorf(turnir.EINVALID, "a venue of %d players cannot be split into fights of %d",
			"площадку из %d игроков нельзя разбить на бои по %d", g.PerVenue, g.FightSize)
	case g.Fights < g.PerVenue/g.FightSize || (g.Fights*g.FightSize)%g.PerVenue != 0:
		return turnir.Errorf(turnir.EINVALID, "%d fights of %d cannot give each of %d players the same number of fights",
			"%d боёв по %d игроков не дают каждому из %d игроков поровну боёв", g.Fights, g.FightSize, g.PerVenue)
	case len(g.PlacePoints) < g.FightSize:
		return turnir.Errorf(turnir.EINVALID, "place points are needed for all %d places of a fight",
			"нужны очки за все %d мест боя", g.FightSize)
	}
	for _, f := range []Format{g.Format, c.Playoff.QuarterFinal, c.Playoff.SemiFinal, c.Playoff.Final, c.Playoff.Shootout} {
		if err := f.Validate(); err != nil {
			return err
		}
	}
	return nil
}
