package teamcup

import (
	"slices"
	"turnir"
	"turnir/cup"
)

// CupLotDue is the purpose of the lot the cup's next step draws (C4-C6),
// whose commitment may be published now.
func (f *Festival) CupLotDue() (string, error) {
	if f.Cup == nil {
		return "", noCup()
	}
	step, err := f.Cup.Next()
	if err != nil {
		return "", err
	}
	if p := step.Purpose(); p != "" {
		return p, nil
	}
	en, ru := step.Describe()
	return "", &turnir.Error{Code: turnir.ECONFLICT, EN: "the cup draws no lot now: it waits for " + en, RU: "кубку сейчас не нужен жребий: он ждёт " + ru}
}

// CupDrawDue is the cup's step whose lot is to be drawn now. asked is the
// step the jury saw (nil: the current one): a stale page is told which lot
// the cup waits for. Without a seed of the organizer's own (ownSeed), the
// lot's commitment must have been published.
func (f *Festival) CupDrawDue(asked *cup.Step, ownSeed bool) (cup.Step, error) {
	if f.Cup == nil {
		return cup.Step{}, noCup()
	}
	step, err := f.Cup.Next()
	if err != nil {
		return cup.Step{}, err
	}
	if asked != nil && !asked.Same(step) {
		return cup.Step{}, staleLot(*asked, step)
	}
	if en, ru := step.Describe(); step.Purpose() != "" && !ownSeed && f.Committed(step.Purpose()) == "" {
		return cup.Step{}, &turnir.Error{Code: turnir.ECONFLICT, EN: "first press “Prepare the draw” (" + en + "), then draw",
			RU: "сначала нажмите «Подготовить жеребьёвку» (" + ru + "), затем проведите её"}
	}
	return step, nil
}

// staleLot refuses a draw of a lot the cup no longer waits for.
func staleLot(asked, now cup.Step) error {
	aen, aru := asked.Describe()
	nen, nru := now.Describe()
	if now.Purpose() == "" {
		return &turnir.Error{Code: turnir.ECONFLICT, EN: "the cup draws no lot now (it waits for " + nen + "), not " + aen + "; reload the page",
			RU: "кубку сейчас не нужен жребий (он ждёт " + nru + "), а не " + aru + "; обновите страницу"}
	}
	return &turnir.Error{Code: turnir.ECONFLICT, EN: "the cup waits for another lot: " + nen + ", not " + aen + "; reload the page",
		RU: "кубок ждёт другой жребий: " + nru + ", а не " + aru + "; обновите страницу"}
}

// cupTeam is the cup's view of a festival team with the given roster.
func (f *Festival) cupTeam(id string, roster []string) cup.Team {
	t := cup.Team{ID: id, Roster: slices.Clone(roster)}
	if ft := f.Team(id); ft != nil {
		t.Name = ft.Name
	}
	return t
}

func noCup() error {
	return turnir.Errorf(turnir.ECONFLICT, "this event has no cup", "в этом турнире нет кубка")
}
