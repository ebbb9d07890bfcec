package compat_test

import (
	"crypto/sha256"
	"fmt"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/svoyatournament"
	"turnir/regulation"
	"turnir/svoya"
)

// smallFestival plays a quiz festival of 8 teams half-way, through the
// festival's commands and its seeded simulators, as the demo festival does
// but small enough to keep as text: registrations, the solyanka scored,
// a committee ruling (DQ1) and a player disqualified (DQ2), the Brain-ring
// (2 groups, top 2 on) played to its semi-finals, and Svoya igra (10
// entrants for 8 seats, 2 venues and a straight final) through its
// qualifying and half of its group fights, one of them reopened and
// corrected. The other kinds of input a jury can make are left to later freezes.
func smallFestival(id string, seed turnir.Seed, start time.Time) ([]turnir.Event, error) {
	f := festival.New()
	var log []turnir.Event
	at := start
	now := func() time.Time { at = at.Add(7 * time.Second); return at }
	commit := festival.LocalCommit(f, id, &log)
	var failed error
	do := func(evs []turnir.Event, err error) {
		if failed != nil {
			return
		}
		if err == nil {
			err = commit(evs)
		}
		if err != nil {
			failed = fmt.Errorf("festival %s at event %d: %w", id, f.Version+1, err)
		}
	}
	reg, err := regulation.Builtin("quiz-festival")
	if err != nil {
		return nil, err
	}
	do(festival.Create(es.At(now(), "organizer", ""), id, "Малый фестиваль · Small festival"))
	teams := []string{"Сфинкс", "Эрудиты", "Ноосфера", "Бегемот", "Архимед", "Синий кит", "Ладья", "Сириус"}
	towns := []string{"Казань", "Тверь", "Новосибирск", "Москва", "Нижний Новгород", "Владивосток", "Великий Новгород", "Сочи"}
	ids := make([]string, len(teams))
	strength := map[string]float64{}
	for i, name := range teams {
		tid := fmt.Sprintf("t%d", i+1)
		ids[i], strength[tid] = tid, 0.3+0.05*float64(len(teams)-i)
		do(f.RegisterTeam(es.At(now(), "organizer", ""), tid, name, towns[i]))
		for p := 1; p <= 4; p++ {
			do(f.RegisterPlayer(es.At(now(), "organizer", ""), fmt.Sprintf("%s-p%d", tid, p), fmt.Sprintf("Игрок %d.%d", i+1, p), tid))
		}
		do(f.RegisterCoach(es.At(now(), "organizer", ""), tid+"-coach", fmt.Sprintf("Тренер %d", i+1), tid))
	}
	tasks := reg.Solyanka.QuizTasks()[:3]
	do(f.OpenSolyanka(es.At(now(), "organizer", ""), tasks, ids))
	for k, task := range tasks {
		for i, tid := range ids {
			if pts := float64((i + k) % int(max(task.Max, 2))); pts > 0 {
				do(f.ScoreSolyanka(es.At(now(), "jury", ""), tid, k+1, pts))
			}
		}
	}
	do(f.RemoveSolyankaTask(es.At(now(), "jury", "в задании опечатка, снято"), 3))
	do(f.Decide(es.At(now(), "оргкомитет", "Ответ не совпадает с авторским по смыслу"), "Спор о засчитывании ответа в солянке, задание 2", "Ответ не засчитан"))
	do(f.Disqualify(es.At(now(), "оргкомитет", "использование телефона во время игры (п. 8.2)"), festival.KindPlayer, "t8-p4"))

	cfg := reg.Brainring.Config()
	cfg.Groups = 2
	do(f.OpenBrainring(es.At(now(), "organizer", ""), cfg, ids[:7]))
	do(f.EnterBrainringTeam(es.At(now(), "organizer", ""), "t8"))
	cfg.FightLength = 4
	do(f.ConfigureBrainring(es.At(now(), "organizer", "бои по 4 вопроса: мало времени"), cfg))
	lot := func(purpose string) turnir.Seed {
		h := sha256.Sum256(append(seed[:], "\x00"+purpose...))
		return turnir.Seed(h)
	}
	if failed == nil {
		failed = festival.PlayBrainring(seed.Rand("brainring"), f, festival.BrainringSim{
			Now: now, Commit: commit, LotSeed: lot, Organizer: "organizer", Jury: "jury",
			Strength: func(team string) float64 { return strength[team] },
		}, festival.BrainringUntil(brainring.StageSemiFinal))
	}

	sc := reg.Svoya.Config()
	sc.Qualifying.Themes, sc.Qualifying.Advance = 4, 8
	sc.Groups.Venues, sc.Groups.PerVenue, sc.Groups.Fights, sc.Groups.Advance = 2, 4, 2, 2
	sc.Groups.Format = svoya.Themes(3)
	sc.Playoff.Final = svoya.Themes(4)
	do(f.OpenSvoya(es.At(now(), "organizer", ""), sc))
	for k := 1; k <= 2; k++ {
		for i := range 5 {
			do(f.EnterSvoya(es.At(now(), "jury", ""), fmt.Sprintf("t%d-p%d", i+1, k)))
		}
	}
	do(f.EnterSvoya(es.At(now(), "jury", ""), "t6-p1"))
	do(f.WithdrawSvoya(es.At(now(), "jury", "ушёл на Брейн-ринг"), "t6-p1"))
	if failed == nil {
		failed = festival.PlaySvoya(seed.Rand("svoya"), f, now, commit, festival.SvoyaHalfway)
	}
	// A played fight reopened: one answer corrected, one removed.
	ref := svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaGroups, Venue: 1, Fight: 1}
	do(f.ReopenSvoyaFight(es.At(now(), "jury", "ведущий перепутал игроков"), ref))
	if failed == nil {
		a := f.Svoya.Venues[0].Fights[0].Answers[0]
		a.Right = !a.Right
		do(f.SvoyaCorrectAnswer(es.At(now(), "jury", "ответ был засчитан ошибочно"), ref, 0, a))
		do(f.SvoyaRemoveAnswer(es.At(now(), "jury", "вопрос снят"), ref, 1))
	}
	do(f.CloseSvoyaFight(es.At(now(), "jury", ""), ref))
	if failed != nil {
		return nil, failed
	}
	return log, nil
}
