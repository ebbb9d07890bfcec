package cup

import (
	"fmt"

	"turnir"
)

// Describe names what the step waits for, in English and in Russian, for
// refusals and pages: the stage codes ("cut_lot") are for programs, not
// for the jury.
func (s Step) Describe() (en, ru string) {
	switch s.Stage {
	case StageRegistration:
		return "the registration of teams", "регистрацию команд"
	case StageRound:
		return fmt.Sprintf("the answers of round %d", s.Round), fmt.Sprintf("ответы %d-го тура", s.Round)
	case StageShootout:
		return fmt.Sprintf("shootout question %d", s.Question), fmt.Sprintf("%d-й вопрос перестрелки", s.Question)
	case StageCutLot:
		return "the lot for the places in the next round", "жребий за выход в следующий тур"
	case StagePlaceLot:
		return "the lot for the qualifying places", "жребий мест по итогам отбора"
	case StageDraw:
		return fmt.Sprintf("the draw of round %d", s.Round), fmt.Sprintf("жеребьёвку %d-го тура", s.Round)
	case StageLineup:
		return "the final line-ups", "составы на финал"
	case StageFinalStart:
		return "the start of the final", "начало финала"
	case StageFinal:
		return fmt.Sprintf("final question %d", s.Question), fmt.Sprintf("%d-й вопрос финала", s.Question)
	case StageDone:
		return "nothing: the cup is over", "ничего: кубок завершён"
	}
	return string(s.Stage), string(s.Stage)
}

// Same reports whether o is the step s: the same stage and round among the
// same teams, so a step a page showed can be told from a stale one.
func (s Step) Same(o Step) bool {
	if s.Stage != o.Stage || s.Round != o.Round || len(s.Teams) != len(o.Teams) {
		return false
	}
	for i := range s.Teams {
		if s.Teams[i] != o.Teams[i] {
			return false
		}
	}
	return true
}

// notNow refuses an input that does not fit the step the cup is at. en and
// ru name the action ("start the final", "начать финал").
func notNow(en, ru string, s Step) error {
	if s.Stage == StageDone {
		return &turnir.Error{Code: turnir.ECONFLICT, EN: "cannot " + en + " now: the cup is over", RU: "сейчас нельзя " + ru + ": кубок завершён"}
	}
	wen, wru := s.Describe()
	return &turnir.Error{Code: turnir.ECONFLICT, EN: "cannot " + en + " now: the cup waits for " + wen,
		RU: "сейчас нельзя " + ru + ": кубок ждёт " + wru}
}
