package regulation

import "turnir/brainring"

// Brainring holds the settings of the festival's Brain-ring tournament
// (regulations/004 clauses 5.1-5.7, RULES.md F1-F7). Config gives the
// engine's brainring.Config.
//
// The group schedule is always a double round robin (F3: every team meets
// every other twice), so its number of fights follows from the group size
// (12 for a group of 4) and is not a setting.
type Brainring struct {
	// Groups is the number of groups drawn (F2): a power of two, since the
	// play-off pairs group A with B, C with D ...
	Groups int `yaml:"groups" json:"groups"`
	// Advance is how many teams of each group go on (F5). The play-off
	// seeding (winners against runners-up of the neighbouring group) takes
	// exactly 2.
	Advance int `yaml:"advance" json:"advance"`
	// FightLength is the number of questions of a group fight (F4).
	FightLength int `yaml:"fight_length" json:"fight_length"`
	// Points are the points of a fight (F4).
	Points BrainringPoints `yaml:"points" json:"points"`
	// Playoff describes the play-off matches (F6, F7).
	Playoff BrainringPlayoff `yaml:"playoff" json:"playoff"`
}

// BrainringPoints are the points a fight gives (F4).
type BrainringPoints struct {
	Win      int `yaml:"win" json:"win"`             // the team that took more questions
	Draw     int `yaml:"draw" json:"draw"`           // each team of a draw that is not 0:0
	ZeroDraw int `yaml:"zero_draw" json:"zero_draw"` // each team of a 0:0 draw
	Loss     int `yaml:"loss" json:"loss"`           // the team that took fewer questions
}

// BrainringPlayoff is the play-off (F6, F7): matches of FightsPerMatch
// fights whose length depends on the round.
type BrainringPlayoff struct {
	FightsPerMatch int `yaml:"fights_per_match" json:"fights_per_match"`
	// FightLength is the number of questions of a fight per round.
	FightLength BrainringRounds `yaml:"fight_length" json:"fight_length"`
	// ThirdPlaceMatch says whether the semi-final losers play for 3rd place.
	ThirdPlaceMatch bool `yaml:"third_place_match" json:"third_place_match"`
}

// BrainringRounds gives a number per play-off round.
type BrainringRounds struct {
	// Early is every round before the quarter-final (the round of 16 of 8
	// groups); the text is silent, RULES.md F6 takes the quarter-final's.
	Early        int `yaml:"early" json:"early"`
	QuarterFinal int `yaml:"quarter_final" json:"quarter_final"`
	SemiFinal    int `yaml:"semi_final" json:"semi_final"`
	Final        int `yaml:"final" json:"final"`
	ThirdPlace   int `yaml:"third_place" json:"third_place"`
}

// Config returns the Brain-ring engine's settings.
func (b *Brainring) Config() brainring.Config {
	l := b.Playoff.FightLength
	return brainring.Config{
		Groups:      b.Groups,
		Advance:     b.Advance,
		FightLength: b.FightLength,
		Points:      brainring.FightPoints{Win: b.Points.Win, Draw: b.Points.Draw, ZeroDraw: b.Points.ZeroDraw, Loss: b.Points.Loss},
		Playoff: brainring.PlayoffConfig{
			FightsPerMatch:  b.Playoff.FightsPerMatch,
			Early:           l.Early,
			QuarterFinal:    l.QuarterFinal,
			SemiFinal:       l.SemiFinal,
			Final:           l.Final,
			ThirdPlace:      l.ThirdPlace,
			ThirdPlaceMatch: b.Playoff.ThirdPlaceMatch,
		},
	}
}

func (b *Brainring) validate() error {
	const p = "brainring."
	pt := b.Points
	switch {
	case b.Groups < 1 || b.Groups&(b.Groups-1) != 0:
		return errField(p+"groups", "must be 1, 2, 4, 8 ... (the play-off pairs neighbouring groups), got %d",
			"должно быть 1, 2, 4, 8 ... (в плей-офф встречаются соседние группы), а не %d", b.Groups)
	case b.Advance != 2:
		return errField(p+"advance", "must be 2 (group winners meet the runners-up of the neighbouring group), got %d",
			"должно быть 2 (победители групп играют со вторыми местами соседней группы), а не %d", b.Advance)
	case b.FightLength < 1:
		return errField(p+"fight_length", "must be at least 1 question, got %d", "должно быть не меньше 1 вопроса, а не %d", b.FightLength)
	case pt.Loss < 0 || pt.ZeroDraw < pt.Loss || pt.Draw < pt.ZeroDraw || pt.Win <= pt.Draw:
		return errField(p+"points", "must satisfy win > draw >= zero_draw >= loss >= 0", "должно быть win > draw >= zero_draw >= loss >= 0")
	case b.Playoff.FightsPerMatch < 1:
		return errField(p+"playoff.fights_per_match", "must be at least 1, got %d", "должно быть не меньше 1, а не %d", b.Playoff.FightsPerMatch)
	}
	l := b.Playoff.FightLength
	for _, r := range []struct {
		key string
		n   int
	}{{"early", l.Early}, {"quarter_final", l.QuarterFinal}, {"semi_final", l.SemiFinal}, {"final", l.Final}, {"third_place", l.ThirdPlace}} {
		if r.n < 1 {
			return errField(p+"playoff.fight_length."+r.key, "must be at least 1 question, got %d", "должно быть не меньше 1 вопроса, а не %d", r.n)
		}
	}
	if err := b.Config().Validate(); err != nil {
		return engineError("brainring", err)
	}
	return nil
}
