package svoya

import (
	"turnir"
	"turnir/labels"
)

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
	FightSize    int    `json:"fight_size"`    // S11: 4 players a fight (= venues; or venues x groups.advance for a straight final)
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
	if len(f.Rounds) > MaxRounds {
		return turnir.Errorf(turnir.EINVALID, "a fight has at most %[1]s", "в бою не больше %[2]s", labels.Count("en", "count.sround", MaxRounds), labels.Count("ru", "count.sround_gen", MaxRounds))
	}
	for i, r := range f.Rounds {
		if r.Themes < 1 || len(r.Values) == 0 {
			return turnir.Errorf(turnir.EINVALID, "round %d has no questions", "в раунде %d нет вопросов", i+1)
		}
		if err := sizes(r.Themes, r.Values); err != nil {
			return err
		}
	}
	return nil
}

// Upper limits of the Svoya igra's settings (Validate): far above any real
// tournament, small enough that no request builds a huge board or sheet.
const (
	MaxRounds  = 10   // rounds of a fight
	MaxThemes  = 100  // themes of a round or of the written qualifying
	MaxValues  = 20   // questions of a theme
	MaxValue   = 1000 // the worth of one question
	MaxPlayers = 1000 // players of a venue; fights of a venue
	MaxVenues  = 64
)

// sizes checks the themes and values of a board against the limits.
func sizes(themes int, values []int) error {
	if themes > MaxThemes || len(values) > MaxValues {
		return turnir.Errorf(turnir.EINVALID, "at most %[1]s of %[3]s", "не больше %[2]s по %[4]s", labels.Count("en", "count.theme", MaxThemes), labels.Count("ru", "count.theme_gen", MaxThemes), labels.Count("en", "count.question", MaxValues), labels.Count("ru", "count.question_per", MaxValues))
	}
	for _, v := range values {
		if v < -MaxValue || v > MaxValue {
			return turnir.Errorf(turnir.EINVALID, "a question is worth from -%[1]d to %[1]d", "стоимость вопроса — от -%[1]d до %[1]d", MaxValue)
		}
	}
	return nil
}

// Validate refuses a config no tournament can be run with, the play-off
// included (see playoffShape): what it accepts plays to the final.
func (c Config) Validate() error {
	g := c.Groups
	if err := sizes(c.Qualifying.Themes, c.Qualifying.Values); err != nil {
		return err
	}
	if g.Venues > MaxVenues || g.PerVenue > MaxPlayers || g.Fights > MaxPlayers || g.FightSize > MaxPlayers || len(g.PlacePoints) > MaxPlayers {
		return turnir.Errorf(turnir.EINVALID, "at most %[1]s of %[3]s and %[5]s", "не больше %[2]s по %[4]s и %[6]s", labels.Count("en", "count.venue", MaxVenues), labels.Count("ru", "count.venue_gen", MaxVenues), labels.Count("en", "count.player", MaxPlayers), labels.Count("ru", "count.player_per", MaxPlayers), labels.Count("en", "count.fight", MaxPlayers), labels.Count("ru", "count.fight_gen", MaxPlayers))
	}
	switch {
	case c.Qualifying.Themes < 1 || len(c.Qualifying.Values) == 0:
		return turnir.Errorf(turnir.EINVALID, "the qualifying needs themes and values", "в отборе должны быть темы и стоимости вопросов")
	case g.Venues < 1 || g.FightSize < 2 || g.PerVenue < g.FightSize || g.PerVenue%g.FightSize != 0:
		return turnir.Errorf(turnir.EINVALID, "a venue of %[1]s cannot be split into fights of %[3]d",
			"площадку из %[2]s нельзя разбить на бои по %[3]d", labels.Count("en", "count.player", g.PerVenue), labels.Count("ru", "count.player_gen", g.PerVenue), g.FightSize)
	case g.Fights < g.PerVenue/g.FightSize || (g.Fights*g.FightSize)%g.PerVenue != 0:
		return turnir.Errorf(turnir.EINVALID, "%[1]s of %[3]d cannot give each of %[5]s the same number of fights",
			"боёв: %[7]d, по %[4]s в каждом — так каждому из %[6]s не достанется поровну боёв", labels.Count("en", "count.fight", g.Fights), labels.Count("ru", "count.fight", g.Fights), labels.Count("en", "count.player", g.FightSize), labels.Count("ru", "count.player_per", g.FightSize), labels.Count("en", "count.player", g.PerVenue), labels.Count("ru", "count.player_gen", g.PerVenue), g.Fights)
	case len(g.PlacePoints) < g.FightSize:
		return turnir.Errorf(turnir.EINVALID, "place points are needed for all %[1]s of a fight",
			"нужны очки за все %[2]s боя", labels.Count("en", "count.seat", g.FightSize), labels.Count("ru", "count.seat", g.FightSize))
	}
	if err := c.playoffShape(); err != nil {
		return err
	}
	for _, f := range []Format{g.Format, c.Playoff.QuarterFinal, c.Playoff.SemiFinal, c.Playoff.Final, c.Playoff.Shootout} {
		if err := f.Validate(); err != nil {
			return err
		}
	}
	return nil
}

// Play-off shapes (S11) FirstRound and NextRound can compose.
const (
	// StandardVenues is the venue count of the full play-off: 4 venues
	// send their top 4 into 4 quarter-finals of 4 (one player of every
	// venue and venue place), then 2 semi-finals and the final of 4.
	StandardVenues = 4
	// PlayoffAdvance is how many of a quarter- or semi-final go on.
	PlayoffAdvance = 2
)

// StraightFinal reports whether the play-off is a single final: every
// venue's qualifiers together fill one fight of playoff.fight_size.
func (c Config) StraightFinal() bool {
	return c.Groups.Venues*c.Groups.Advance == c.Playoff.FightSize
}

// playoffShape refuses the settings the play-off (S11) cannot run, at
// opening rather than after the group stage: either the standard shape
// (4 venues, top 4 of each, fights of 4, top 2 on) or a straight final
// that takes every venue's qualifiers at once (e.g. 2 venues sending
// their top 2 to a final of 4). Each refusal names its setting.
func (c Config) playoffShape() error {
	g, p := c.Groups, c.Playoff
	switch {
	case g.Advance < 1 || g.Advance > g.PerVenue:
		return turnir.Errorf(turnir.EINVALID, "groups.advance must be between 1 and per_venue (%d), got %d",
			"groups.advance должно быть от 1 до per_venue (%d), а не %d", g.PerVenue, g.Advance)
	case p.Advance != PlayoffAdvance:
		return turnir.Errorf(turnir.EINVALID, "playoff.advance must be %d (the top 2 of a fight go on), got %d",
			"playoff.advance должно быть %d (дальше проходят двое лучших в бою), а не %d", PlayoffAdvance, p.Advance)
	case c.StraightFinal():
		if p.FightSize < 2 {
			return turnir.Errorf(turnir.EINVALID, "playoff.fight_size must be at least 2: a final of %d is no fight",
				"playoff.fight_size должно быть не меньше 2: финал из %[2]s — не бой", p.FightSize, labels.Count("ru", "count.player_gen", p.FightSize))
		}
		return nil
	case g.Venues != StandardVenues:
		return turnir.Errorf(turnir.EINVALID,
			"groups.venues must be %[1]d for quarter-finals, semi-finals and a final (or venues x groups.advance must equal playoff.fight_size for a straight final), got %[2]d",
			"groups.venues должно быть %[1]d для четвертьфиналов, полуфиналов и финала (или venues x groups.advance должно равняться playoff.fight_size для одного финала), а не %[2]d",
			StandardVenues, g.Venues)
	case g.Advance != g.Venues:
		return turnir.Errorf(turnir.EINVALID,
			"groups.advance must equal venues (%d): each quarter-final takes one player of every venue place, got %d",
			"groups.advance должно равняться venues (%d): в каждый четвертьфинал выходит по игроку каждого места площадки, а не %d",
			g.Venues, g.Advance)
	case p.FightSize != g.Venues:
		return turnir.Errorf(turnir.EINVALID,
			"playoff.fight_size must equal venues (%d): a quarter-final holds one player of every venue, got %d",
			"playoff.fight_size должно равняться venues (%d): в четвертьфинале по игроку с каждой площадки, а не %d",
			g.Venues, p.FightSize)
	}
	return nil
}
