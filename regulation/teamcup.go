package regulation

import (
	"turnir"
	"turnir/brainring"
	"turnir/cup"
)

// TeamCup holds the settings of the team quiz cup (regulations/001,
// RULES.md C1-C15): written ChGK rounds, a knock-out of pairs and a
// Brain-ring final. Config gives the engine's cup.Config; FinalTiming is
// kept for the final's live console (C9-C12), which cup.Config does not
// hold because the jury enters the final question by question.
type TeamCup struct {
	// TableSize is the most people at a team's table, the roster limit (C1).
	TableSize int `yaml:"table_size" json:"table_size"`
	// MinTeams is the fewest teams the cup is held with (C2).
	MinTeams int `yaml:"min_teams" json:"min_teams"`
	// Questions is the number of questions of each written round (C3).
	Questions int `yaml:"questions" json:"questions"`
	// Qualify is how many teams go on from the qualifying round (C4): a
	// power of two, at least 4, halved by each knock-out round down to the
	// two finalists. It fixes the number of rounds: 8 gives rounds 2 and 3
	// and the final as round 4 (C3).
	Qualify int `yaml:"qualify" json:"qualify"`
	// Shootout is the most shootout questions among the teams tied across
	// the cut before the rating decides (C4).
	Shootout int `yaml:"shootout" json:"shootout"`
	// FinalQuestions is the number of counted questions of the final,
	// before extra questions (C7).
	FinalQuestions int `yaml:"final_questions" json:"final_questions"`
	// FinalLineup is the most players of a team in the final (C8).
	FinalLineup int `yaml:"final_lineup" json:"final_lineup"`
	// FinalTiming is the clock of a final question (C11, C12).
	FinalTiming FinalTiming `yaml:"final_timing" json:"final_timing"`
}

// FinalTiming is the clock of one Brain-ring question of the cup final.
type FinalTiming struct {
	// CleanTime is how long the clean time runs when nobody presses (C12).
	CleanTime Duration `yaml:"clean_time" json:"clean_time"`
	// AfterWrong is what the other team gets after a wrong answer, a false
	// start or a lost right (C12).
	AfterWrong Duration `yaml:"after_wrong" json:"after_wrong"`
	// Warning is how long before the end of clean time the host warns (C12).
	Warning Duration `yaml:"warning" json:"warning"`
	// AnswerDelay is how long a named player may delay the answer (C11).
	AnswerDelay Duration `yaml:"answer_delay" json:"answer_delay"`
}

// Live returns the clock as the live Brain-ring engine takes it, for the
// final's live fight (brainring.LiveSettings.Timing).
func (t FinalTiming) Live() brainring.LiveTiming {
	return brainring.LiveTiming{
		CleanTime:   turnir.Duration(t.CleanTime),
		AfterWrong:  turnir.Duration(t.AfterWrong),
		Warning:     turnir.Duration(t.Warning),
		AnswerDelay: turnir.Duration(t.AnswerDelay),
	}
}

// Config returns the cup engine's settings.
func (c *TeamCup) Config() cup.Config {
	return cup.Config{
		TableSize:      c.TableSize,
		MinTeams:       c.MinTeams,
		Questions:      c.Questions,
		Qualify:        c.Qualify,
		Shootout:       c.Shootout,
		FinalQuestions: c.FinalQuestions,
		FinalLineup:    c.FinalLineup,
	}
}

func (c *TeamCup) validate() error {
	const p = "team_quiz_cup."
	t := c.FinalTiming
	switch {
	case c.TableSize < 1:
		return errField(p+"table_size", "must be at least 1, got %d", "должно быть не меньше 1, а не %d", c.TableSize)
	case c.Questions < 1:
		return errField(p+"questions", "must be at least 1, got %d", "должно быть не меньше 1, а не %d", c.Questions)
	case c.Qualify < 4 || c.Qualify&(c.Qualify-1) != 0:
		return errField(p+"qualify", "must be a power of two, at least 4 (each knock-out round halves the field), got %d",
			"должно быть степенью двойки не меньше 4 (каждый тур на выбывание делит число команд пополам), а не %d", c.Qualify)
	case c.MinTeams < c.Qualify:
		return errField(p+"min_teams", "must be at least qualify (%d), got %d", "должно быть не меньше qualify (%d), а не %d", c.Qualify, c.MinTeams)
	case c.Shootout < 0:
		return errField(p+"shootout", "must not be negative, got %d", "не может быть отрицательным: %d", c.Shootout)
	case c.FinalQuestions < 1:
		return errField(p+"final_questions", "must be at least 1, got %d", "должно быть не меньше 1, а не %d", c.FinalQuestions)
	case c.FinalLineup < 1 || c.FinalLineup > c.TableSize:
		return errField(p+"final_lineup", "must be between 1 and table_size (%d), got %d", "должно быть от 1 до table_size (%d), а не %d", c.TableSize, c.FinalLineup)
	case t.CleanTime <= 0:
		return errField(p+"final_timing.clean_time", "must be positive", "должно быть больше нуля")
	case t.AfterWrong <= 0 || t.AfterWrong > t.CleanTime:
		return errField(p+"final_timing.after_wrong", "must be positive and at most clean_time", "должно быть больше нуля и не больше clean_time")
	case t.Warning < 0 || t.Warning >= t.CleanTime:
		return errField(p+"final_timing.warning", "must be at least 0 and shorter than clean_time", "должно быть не меньше 0 и короче clean_time")
	case t.AnswerDelay <= 0:
		return errField(p+"final_timing.answer_delay", "must be positive", "должно быть больше нуля")
	}
	// The engine's own check, so that a file this accepts always opens a cup.
	if err := c.Config().Validate(); err != nil {
		return engineError("team_quiz_cup", err)
	}
	return nil
}
