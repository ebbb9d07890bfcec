package compat_test

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/puzzleswiss"
	"turnir/puzzleswiss/puzzle"
	"turnir/regulation"
)

// The logs a freeze writes, built with fixed seeds and times through each
// kind's own commands, as the server, the jury pages and the arbiters
// would write them.

// freezeStart is the clock reading of every frozen log's first event.
var freezeStart = time.Date(2026, time.May, 16, 9, 0, 0, 0, time.UTC)

// frozenLogs returns the streams of one freeze and their events (Stream
// and Version set, as a Store would number them).
func frozenLogs() (map[string][]turnir.Event, error) {
	logs := map[string][]turnir.Event{}
	var err error
	if logs["puzzle-finished"], err = puzzleSwiss("puzzle-finished", 0); err != nil {
		return nil, err
	}
	if logs["puzzle-running"], err = puzzleSwiss("puzzle-running", 2); err != nil {
		return nil, err
	}
	seed := turnir.SeedFromUint64(2026) // the server's demo festival seed
	// The demo's finished team quiz cup, as the server writes it; the demo
	// festival (3,600 events) is too big to keep as text, so a smaller one
	// has the Brain-ring and Svoya igra under way.
	if logs["fest."+festival.DemoCupID], err = festival.DemoCup(seed, freezeStart); err != nil {
		return nil, err
	}
	if logs["fest.small-festival"], err = smallFestival("small-festival", seed, freezeStart); err != nil {
		return nil, err
	}
	// Team chess is not hosted by the server yet; its stream is named
	// "chess." and the event's id.
	if logs["chess.school-2027"], err = schoolChess("school-2027", turnir.SeedFromUint64(7), freezeStart); err != nil {
		return nil, err
	}
	for stream, evs := range logs {
		for i := range evs {
			evs[i].Stream, evs[i].Version = stream, int64(i+1)
		}
	}
	return logs, nil
}

// puzzleSwiss plays a 9-solver puzzle Swiss of 4 rounds on a manual clock
// with every kind of organizer decision the engine knows: settings
// changed, a withdrawal, a solver with a login token, a round extended,
// paused and resumed, a round restarted, a result entered by hand, a
// disqualification, a round closed early, the finish and the publication.
// With stopAfter > 0 it stops while round stopAfter+1 is running.
func puzzleSwiss(id string, stopAfter int) ([]turnir.Event, error) {
	seed := turnir.SeedFromUint64(9221185)
	clock := turnir.NewManualClock(freezeStart)
	rng := rand.New(rand.NewPCG(9221185, 1))
	t := puzzleswiss.New()
	var log []turnir.Event
	do := func(evs []turnir.Event, err error) {
		if err != nil {
			panic(fmt.Sprintf("puzzle Swiss %s at event %d: %v", id, t.Version+1, err))
		}
		for _, e := range evs {
			e.Stream, e.Version = id, t.Version+1
			if err := t.Apply(e); err != nil {
				panic(err)
			}
			log = append(log, e)
		}
		clock.Advance(time.Second)
	}
	reg, err := regulation.Builtin("puzzle-swiss")
	if err != nil {
		return nil, err
	}
	set := reg.PuzzleSwiss.Settings()
	set.RoundLength, set.Pause = turnir.Duration(90*time.Second), turnir.Duration(20*time.Second)
	do(puzzleswiss.Create(es.At(clock.Now(), "organizer", ""), id, "Кубок головоломок · Puzzle Cup", set, seed.Commitment()))
	set.Rounds = 4
	do(t.ChangeSettings(es.At(clock.Now(), "organizer", "четыре тура по регламенту"), set))
	do(t.SetPuzzles(es.At(clock.Now(), "organizer", ""), puzzle.DemoSet(seed.Rand("puzzles"), 4)))
	names := []string{"Анна Лебедева", "Борис Орлов", "Вера Соколова", "Глеб Морозов", "Дарья Волкова",
		"Егор Зайцев", "Alice Walker", "Ben Carter", "Chloe Evans", "Daniel Hughes"}
	for i, name := range names {
		token := ""
		if i == 0 {
			h := sha256.Sum256([]byte("token of the one human"))
			token = hex.EncodeToString(h[:])
		}
		do(t.Register(fmt.Sprintf("s%d", i+1), name, token, clock.Now()))
	}
	do(t.Withdraw(es.At(clock.Now(), "s10", ""), "s10"))
	do(t.Begin(es.At(clock.Now(), "organizer", ""), seed, clock.Now().Add(30*time.Second)))
	advance := func() {
		for {
			evs, err := t.Advance(clock.Now())
			if len(evs) == 0 && err == nil {
				return
			}
			do(evs, err)
		}
	}
	for t.Phase == puzzleswiss.PhaseRunning {
		advance()
		r := t.Current()
		if r == nil || t.Phase != puzzleswiss.PhaseRunning {
			break
		}
		if !r.Opened {
			clock.Set(r.OpensAt)
			continue
		}
		if stopAfter > 0 && r.N > stopAfter {
			playRound(t, r, rng, clock, do, 30*time.Second)
			break
		}
		switch r.N {
		case 1:
			playRound(t, r, rng, clock, do, 40*time.Second)
			do(t.Extend(es.At(clock.Now(), "organizer", "сбой проектора"), 1, 30*time.Second))
			do(t.Pause(es.At(clock.Now(), "organizer", "пожарная тревога"), 1))
			clock.Advance(2 * time.Minute)
			do(t.Resume(es.At(clock.Now(), "organizer", "тревога учебная"), 1))
			playRound(t, r, rng, clock, do, t.Current().EndsAt.Sub(clock.Now()))
		case 2:
			playRound(t, r, rng, clock, do, 20*time.Second)
			do(t.Restart(es.At(clock.Now(), "organizer", "в условии опечатка"), 2))
			playRound(t, r, rng, clock, do, 80*time.Second)
			do(t.EnterResult(es.At(clock.Now(), "judge", "решил на бумаге, кнопка не сработала"), 2, "s2", true, 75*time.Second))
		case 3:
			playRound(t, r, rng, clock, do, 50*time.Second)
			do(t.Disqualify(es.At(clock.Now(), "organizer", "подсказка по телефону (DQ2)"), "s5"))
			do(t.CloseRound(es.At(clock.Now(), "organizer", "все решили или сдались"), 3))
			continue
		default:
			playRound(t, r, rng, clock, do, 85*time.Second)
		}
		clock.Set(t.Current().EndsAt)
	}
	if stopAfter == 0 {
		do(t.Publish(es.At(clock.Now(), "organizer", "")))
	}
	return log, nil
}

// playRound has the solvers of the running round press Start and Check
// over the next span of the clock, each by a plan drawn from rng.
func playRound(t *puzzleswiss.Tournament, r *puzzleswiss.Round, rng *rand.Rand, clock *turnir.ManualClock, do func([]turnir.Event, error), span time.Duration) {
	from := clock.Now()
	answer := t.Puzzles[r.N-1].RightAnswer()
	type act struct {
		at    time.Duration
		id    string
		start bool
		right bool
	}
	var acts []act
	for _, id := range t.Order {
		s := t.Solvers[id]
		if _, in := r.Opponent(id); !in || !s.Active() {
			continue
		}
		at := time.Duration(rng.IntN(int(span/time.Second)/3+1)) * time.Second
		if _, started := r.Started[id]; !started {
			acts = append(acts, act{at: at, id: id, start: true})
		}
		if _, solved := r.Solved[id]; solved || rng.IntN(4) == 0 {
			continue
		}
		solve := at + time.Duration(rng.IntN(int((span-at)/time.Second)))*time.Second
		if rng.IntN(3) == 0 {
			acts = append(acts, act{at: (at + solve) / 2, id: id})
		}
		acts = append(acts, act{at: solve, id: id, right: true})
	}
	slices.SortStableFunc(acts, func(a, b act) int { return cmp.Compare(a.at, b.at) })
	for _, a := range acts {
		clock.Set(from.Add(a.at))
		if a.start {
			do(t.Start(a.id, clock.Now()))
			continue
		}
		if _, solved := t.Current().Solved[a.id]; solved {
			continue
		}
		ans := "не знаю"
		if a.right {
			ans = answer
		} else if t.Puzzles[r.N-1].Kind == puzzle.KindSudoku {
			ans = t.Puzzles[r.N-1].Public().Givens // an unfinished grid
		}
		evs, _, err := t.Check(a.id, ans, clock.Now())
		do(evs, err)
	}
	clock.Set(from.Add(span))
}
