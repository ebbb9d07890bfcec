package regulation

import (
	"math"
	"turnir/labels"

	"turnir/svoya"
)

// Svoya holds the settings of the festival's Svoya igra tournament
// (regulations/004 clauses 6.1-6.13, RULES.md S1-S12). Config gives the
// engine's svoya.Config; Qualifying.AnswerTime is kept for the host's
// clock of the written qualifying, which the engine does not time.
type Svoya struct {
	Qualifying SvoyaQualifying `yaml:"qualifying" json:"qualifying"`
	Groups     SvoyaGroups     `yaml:"groups" json:"groups"`
	Playoff    SvoyaPlayoff    `yaml:"playoff" json:"playoff"`
}

// SvoyaQualifying is the written qualifying (S4-S7).
type SvoyaQualifying struct {
	Themes     int      `yaml:"themes" json:"themes"`           // S4: themes of the sheet
	Values     []int    `yaml:"values" json:"values"`           // S4: the values of a theme's questions
	AnswerTime Duration `yaml:"answer_time" json:"answer_time"` // S4: time to write an answer
	Advance    int      `yaml:"advance" json:"advance"`         // S7: places 1..advance go to the groups
}

// SvoyaGroups is the group stage (S8-S10).
type SvoyaGroups struct {
	Venues    int `yaml:"venues" json:"venues"`         // S9
	PerVenue  int `yaml:"per_venue" json:"per_venue"`   // S9: players of a venue
	FightSize int `yaml:"fight_size" json:"fight_size"` // S9: players of a fight
	Fights    int `yaml:"fights" json:"fights"`         // S9: fights of a venue
	// Rounds is the grid of a group fight (S8).
	Rounds SvoyaFormat `yaml:"rounds" json:"rounds"`
	// PlacePoints are the points of fight places 1, 2 ... (S9), in whole
	// points or hundredths (1.5).
	PlacePoints []float64 `yaml:"place_points" json:"place_points"`
	// Advance is how many of each venue go to the play-off (S10).
	Advance int `yaml:"advance" json:"advance"`
}

// SvoyaPlayoff is the play-off (S11, S12).
type SvoyaPlayoff struct {
	FightSize    int         `yaml:"fight_size" json:"fight_size"`       // S11: players of a fight
	Advance      int         `yaml:"advance" json:"advance"`             // S11: the top of a fight that goes on
	QuarterFinal SvoyaFormat `yaml:"quarter_final" json:"quarter_final"` // S11
	SemiFinal    SvoyaFormat `yaml:"semi_final" json:"semi_final"`       // S11
	Final        SvoyaFormat `yaml:"final" json:"final"`                 // S11
	Shootout     SvoyaFormat `yaml:"shootout" json:"shootout"`           // S12
}

// SvoyaFormat is the question grid of a fight: its rounds in order.
type SvoyaFormat []SvoyaRound

// SvoyaRound is one round of a fight: Themes themes, each question of a
// theme worth the next of Values (5 values: 5 questions a theme).
type SvoyaRound struct {
	Themes int   `yaml:"themes" json:"themes"`
	Values []int `yaml:"values,flow" json:"values"`
}

func (f SvoyaFormat) format() svoya.Format {
	var out svoya.Format
	for _, r := range f {
		out.Rounds = append(out.Rounds, svoya.RoundFormat{Themes: r.Themes, Values: append([]int(nil), r.Values...)})
	}
	return out
}

// Config returns the Svoya igra engine's settings.
func (s *Svoya) Config() svoya.Config {
	g := s.Groups
	pts := make([]svoya.Points, len(g.PlacePoints))
	for i, p := range g.PlacePoints {
		pts[i] = svoya.Points(math.Round(p * 100))
	}
	return svoya.Config{
		Qualifying: svoya.QualifyingConfig{Themes: s.Qualifying.Themes, Values: append([]int(nil), s.Qualifying.Values...), Advance: s.Qualifying.Advance},
		Groups: svoya.GroupConfig{
			Venues: g.Venues, PerVenue: g.PerVenue, FightSize: g.FightSize, Fights: g.Fights,
			Format: g.Rounds.format(), PlacePoints: pts, Advance: g.Advance,
		},
		Playoff: svoya.PlayoffConfig{
			FightSize: s.Playoff.FightSize, Advance: s.Playoff.Advance,
			QuarterFinal: s.Playoff.QuarterFinal.format(), SemiFinal: s.Playoff.SemiFinal.format(),
			Final: s.Playoff.Final.format(), Shootout: s.Playoff.Shootout.format(),
		},
	}
}

func (s *Svoya) validate() error {
	const p = "svoya."
	q, g, o := s.Qualifying, s.Groups, s.Playoff
	switch {
	case q.Themes < 1:
		return errField(p+"qualifying.themes", "must be at least 1, got %d", "должно быть не меньше 1, а не %d", q.Themes)
	case q.AnswerTime <= 0:
		return errField(p+"qualifying.answer_time", "must be positive", "должно быть больше нуля")
	}
	if err := checkValues(p+"qualifying.values", q.Values); err != nil {
		return err
	}
	seats := g.Venues * g.PerVenue
	switch {
	case g.Venues < 1:
		return errField(p+"groups.venues", "must be at least 1, got %d", "должно быть не меньше 1, а не %d", g.Venues)
	case g.FightSize < 2:
		return errField(p+"groups.fight_size", "must be at least 2, got %d", "должно быть не меньше 2, а не %d", g.FightSize)
	case g.PerVenue < g.FightSize || g.PerVenue%g.FightSize != 0:
		return errField(p+"groups.per_venue", "must be a multiple of fight_size (%d), got %d", "должно быть кратно fight_size (%d), а не %d", g.FightSize, g.PerVenue)
	case g.Fights < g.PerVenue/g.FightSize || (g.Fights*g.FightSize)%g.PerVenue != 0:
		return errField(p+"groups.fights", "%[1]s of %[3]d do not give each of %[5]s the same number of fights",
			"боёв: %[7]d, по %[4]s в каждом — так каждому из %[6]s не достанется поровну боёв", labels.Count("en", "count.fight", g.Fights), labels.Count("ru", "count.fight", g.Fights), labels.Count("en", "count.player", g.FightSize), labels.Count("ru", "count.player_per", g.FightSize), labels.Count("en", "count.player", g.PerVenue), labels.Count("ru", "count.player_gen", g.PerVenue), g.Fights)
	case q.Advance < 1 || q.Advance > seats:
		return errField(p+"qualifying.advance", "must be between 1 and the seats of the groups (%d), got %d",
			"должно быть от 1 до числа мест в группах (%d), а не %d", seats, q.Advance)
	case len(g.PlacePoints) != g.FightSize:
		return errField(p+"groups.place_points", "needs one value per place of a fight (%d), got %d",
			"нужно по значению на каждое место в бою (%d), задано %d", g.FightSize, len(g.PlacePoints))
	case g.Advance < 1 || g.Advance > g.PerVenue:
		return errField(p+"groups.advance", "must be between 1 and per_venue (%d), got %d", "должно быть от 1 до per_venue (%d), а не %d", g.PerVenue, g.Advance)
	case g.Venues*g.Advance == o.FightSize:
		// A straight final of every venue's qualifiers (svoya.FirstRound).
		if o.FightSize < 2 {
			return errField(p+"playoff.fight_size", "must be at least 2 for a final, got %d", "должно быть не меньше 2 для финала, а не %d", o.FightSize)
		}
	case g.Venues != svoya.StandardVenues:
		return errField(p+"groups.venues", "must be %d for quarter-finals, semi-finals and a final, or venues x groups.advance must equal playoff.fight_size for a straight final; got %d",
			"должно быть %d для четвертьфиналов, полуфиналов и финала, или venues x groups.advance должно равняться playoff.fight_size для одного финала; задано %d", svoya.StandardVenues, g.Venues)
	case g.Advance != g.Venues:
		// Each quarter-final takes one player of every venue (svoya.QuarterFinals).
		return errField(p+"groups.advance", "must equal venues (%d): each quarter-final takes one player of every venue, got %d",
			"должно равняться venues (%d): в каждый четвертьфинал выходит по игроку с каждой площадки, а не %d", g.Venues, g.Advance)
	case o.FightSize != g.Venues:
		return errField(p+"playoff.fight_size", "must equal groups.venues (%d), one player of each venue, got %d",
			"должно равняться groups.venues (%d), по игроку с каждой площадки, а не %d", g.Venues, o.FightSize)
	}
	switch {
	case o.Advance != 2:
		return errField(p+"playoff.advance", "must be 2 (the top 2 of each fight go on), got %d", "должно быть 2 (дальше проходят двое лучших в бою), а не %d", o.Advance)
	}
	for i, x := range g.PlacePoints {
		path := index(p+"groups.place_points", i)
		switch {
		case math.IsNaN(x) || math.IsInf(x, 0) || x < 0:
			return errField(path, "must be a number of at least 0, got %v", "должно быть числом не меньше 0, а не %v", x)
		case math.Abs(x*100-math.Round(x*100)) > 1e-9:
			return errField(path, "has at most two decimals, got %v", "задаётся не более чем с двумя знаками после запятой, а не %v", x)
		case i > 0 && x > g.PlacePoints[i-1]:
			return errField(path, "must not exceed the points of the place above (%v), got %v", "не может быть больше очков места выше (%v), а не %v", g.PlacePoints[i-1], x)
		}
	}
	for _, f := range []struct {
		key string
		f   SvoyaFormat
	}{{"groups.rounds", g.Rounds}, {"playoff.quarter_final", o.QuarterFinal}, {"playoff.semi_final", o.SemiFinal}, {"playoff.final", o.Final}, {"playoff.shootout", o.Shootout}} {
		if err := f.f.validate(p + f.key); err != nil {
			return err
		}
	}
	if err := s.Config().Validate(); err != nil {
		return engineError("svoya", err)
	}
	return nil
}

func (f SvoyaFormat) validate(path string) error {
	if len(f) == 0 {
		return errField(path, "needs at least one round", "должно содержать хотя бы один раунд")
	}
	for i, r := range f {
		at := index(path, i)
		if r.Themes < 1 {
			return errField(at+".themes", "must be at least 1, got %d", "должно быть не меньше 1, а не %d", r.Themes)
		}
		if err := checkValues(at+".values", r.Values); err != nil {
			return err
		}
	}
	return nil
}

// checkValues refuses an empty list of question values or a value that is
// not positive.
func checkValues(path string, vs []int) error {
	if len(vs) == 0 {
		return errField(path, "needs at least one question value", "должно содержать хотя бы одну стоимость вопроса")
	}
	for i, v := range vs {
		if v < 1 {
			return errField(index(path, i), "must be positive, got %d", "должно быть больше нуля, а не %d", v)
		}
	}
	return nil
}
