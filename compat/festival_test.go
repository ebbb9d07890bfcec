package compat_test

import (
	"crypto/sha256"
	"fmt"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/festival"
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
	do(festival.Create(id, "Малый фестиваль · Small festival", now(), "organizer"))
	teams := []string{"Сфинкс", "Эрудиты", "Ноосфера", "Бегемот", "Архимед", "Синий кит", "Ладья", "Сириус"}
	towns := []string{"Казань", "Тверь", "Новосибирск", "Москва", "Нижний Новгород", "Владивосток", "Великий Новгород", "Сочи"}
	ids := make([]string, len(teams))
	strength := map[string]float64{}
	for i, name := range teams {
		tid := fmt.Sprintf("t%d", i+1)
		ids[i], strength[tid] = tid, 0.3+0.05*float64(len(teams)-i)
		do(f.RegisterTeam(tid, name, towns[i], now(), "organizer"))
		for p := 1; p <= 4; p++ {
			do(f.RegisterPlayer(fmt.Sprintf("%s-p%d", tid, p), fmt.Sprintf("Игрок %d.%d", i+1, p), tid, now(), "organizer"))
		}
		do(f.RegisterCoach(tid+"-coach", fmt.Sprintf("Тренер %d", i+1), tid, now(), "organizer"))
	}
	tasks := reg.Solyanka.QuizTasks()[:3]
	do(f.OpenSolyanka(tasks, ids, now(), "organizer"))
	for k, task := range tasks {
		for i, tid := range ids {
			if pts := float64((i + k) % int(max(task.Max, 2))); pts > 0 {
				do(f.ScoreSolyanka(tid, k+1, pts, now(), "jury", ""))
			}
		}
	}
	do(f.RemoveSolyankaTask(3, now(), "jury", "в задании опечатка, снято"))
	do(f.Decide("Спор о засчитывании ответа в солянке, задание 2", "Ответ не засчитан", now(), "оргкомитет",
		"Ответ не совпадает с авторским по смыслу"))
	do(f.Disqualify(festival.KindPlayer, "t8-p4", now(), "оргкомитет", "использование телефона во время игры (п. 8.2)"))

	cfg := reg.Brainring.Config()
	cfg.Groups = 2
	do(f.OpenBrainring(cfg, ids[:7], now(), "organizer"))
	do(f.EnterBrainringTeam("t8", now(), "organizer"))
	cfg.FightLength = 4
	do(f.ConfigureBrainring(cfg, now(), "organizer", "бои по 4 вопроса: мало времени"))
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
	do(f.OpenSvoya(sc, now(), "organizer"))
	for k := 1; k <= 2; k++ {
		for i := range 5 {
			do(f.EnterSvoya(fmt.Sprintf("t%d-p%d", i+1, k), now(), "jury"))
		}
	}
	do(f.EnterSvoya("t6-p1", now(), "jury"))
	do(f.WithdrawSvoya("t6-p1", now(), "jury", "ушёл на Брейн-ринг"))
	if failed == nil {
		failed = festival.PlaySvoya(seed.Rand("svoya"), f, now, commit, festival.SvoyaHalfway)
	}
	// A played fight reopened: one answer corrected, one removed.
	ref := festival.SvoyaRef{Stage: festival.SvoyaGroups, Venue: 1, Fight: 1}
	do(f.ReopenSvoyaFight(ref, now(), "jury", "ведущий перепутал игроков"))
	if failed == nil {
		a := f.Svoya.Venues[0].Fights[0].Answers[0]
		a.Right = !a.Right
		do(f.SvoyaCorrectAnswer(ref, 0, a, now(), "jury", "ответ был засчитан ошибочно"))
		do(f.SvoyaRemoveAnswer(ref, 1, now(), "jury", "вопрос снят"))
	}
	do(f.CloseSvoyaFight(ref, now(), "jury"))
	if failed != nil {
		return nil, failed
	}
	return log, nil
}
