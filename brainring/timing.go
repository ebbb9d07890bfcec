package brainring

import (
	"time"
	"turnir/labels"

	"turnir"
	"turnir/buzzer"
)

// LiveTiming is the clock of one live question (C11, C12). Its fields are
// named as regulation.FinalTiming's, which converts to it.
type LiveTiming struct {
	// CleanTime is how long the clean time runs after "Time" when both
	// teams have the right (C12: 60 s).
	CleanTime turnir.Duration `json:"clean_time"`
	// AfterWrong is what a team alone gets: after the other's wrong answer,
	// prompting or delay, and at "Time" after the other's false start (C12:
	// 20 s).
	AfterWrong turnir.Duration `json:"after_wrong"`
	// Warning is how long before the end of a running clock the 10-second
	// signal goes to every screen (C12); 0 for none.
	Warning turnir.Duration `json:"warning"`
	// AnswerDelay is the count the host's console shows once a team has
	// the button (C11: 5 s); the host rules a delay, the clock does not.
	AnswerDelay turnir.Duration `json:"answer_delay"`
}

// DefaultLiveTiming returns the regulation's clock: 60 s of clean time,
// 20 s after a wrong answer, the warning at 10 s, a 5-s answer delay.
func DefaultLiveTiming() LiveTiming {
	return LiveTiming{
		CleanTime:   turnir.Duration(60 * time.Second),
		AfterWrong:  turnir.Duration(20 * time.Second),
		Warning:     turnir.Duration(10 * time.Second),
		AnswerDelay: turnir.Duration(5 * time.Second),
	}
}

// LiveSettings are every number of a live fight.
type LiveSettings struct {
	Timing LiveTiming `json:"timing"`
	// Length is the number of regular questions: 5 in a group fight (F4),
	// 7 or 9 in the play-off (F6), 13 in the cup final (C7). It may be 0
	// for a run of extra questions alone (F7: a match level after its
	// fights).
	Length int `json:"length"`
	// Extra says a level score after Length questions goes on with extra
	// questions until a team takes one (C7, F7).
	Extra bool `json:"extra,omitempty"`
	// Buzzer is how presses are ordered: the server's order or the fair
	// mode.
	Buzzer buzzer.Config `json:"buzzer"`
}

// MaxLiveTime is the longest clock accepted: far above any Brain-ring
// question, small enough to catch minutes typed as hours.
const MaxLiveTime = turnir.Duration(30 * time.Minute)

// Validate refuses settings no fight can be run with.
func (s LiveSettings) Validate() error {
	t := s.Timing
	switch {
	case t.CleanTime <= 0 || t.CleanTime > MaxLiveTime:
		return turnir.Errorf(turnir.EINVALID, "clean time must be above 0 and at most %s, got %s",
			"чистое время должно быть больше 0 и не больше %s, задано %s", MaxLiveTime, t.CleanTime)
	case t.AfterWrong <= 0 || t.AfterWrong > t.CleanTime:
		return turnir.Errorf(turnir.EINVALID, "the time after a wrong answer must be above 0 and at most the clean time, got %s",
			"время после неверного ответа должно быть больше 0 и не больше чистого времени, задано %s", t.AfterWrong)
	case t.Warning < 0 || t.Warning >= t.CleanTime:
		return turnir.Errorf(turnir.EINVALID, "the warning must be at least 0 and shorter than the clean time, got %s",
			"предупреждение должно быть не меньше 0 и короче чистого времени, задано %s", t.Warning)
	case t.AnswerDelay <= 0 || t.AnswerDelay > MaxLiveTime:
		return turnir.Errorf(turnir.EINVALID, "the answer delay must be above 0 and at most %s, got %s",
			"задержка ответа должна быть больше 0 и не больше %s, задано %s", MaxLiveTime, t.AnswerDelay)
	case s.Length < 0 || s.Length > MaxQuestions:
		return turnir.Errorf(turnir.EINVALID, "a live fight has from 0 to %[1]s, got %[3]d",
			"в бою от 0 до %[2]s, задано %[3]d", labels.Count("en", "count.question", MaxQuestions), labels.Count("ru", "count.question_gen", MaxQuestions), s.Length)
	case s.Length == 0 && !s.Extra:
		return turnir.Errorf(turnir.EINVALID, "a fight of no regular questions must play extra questions",
			"бой без основных вопросов должен состоять из дополнительных")
	}
	return s.Buzzer.Validate()
}

// clock returns the deadline and the warning time of a clock of d started
// at at; warn is zero when the warning does not fit in d.
func (t LiveTiming) clock(at time.Time, d turnir.Duration) (deadline, warn time.Time) {
	deadline = at.Add(d.D())
	if t.Warning > 0 && t.Warning < d {
		warn = deadline.Add(-t.Warning.D())
	}
	return deadline, warn
}
