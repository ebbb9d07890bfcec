package compat_test

import (
	"fmt"
	"slices"
	"time"

	"turnir"
	"turnir/es"
	"turnir/teamchess"
)

// schoolChess plays a school team chess event of 7 teams (so a bye) over 5
// rounds through its commands, as the arbiters would: the rosters, one
// amended before the draw, the draw, every round paired by the engine and
// its games entered, a result corrected after its round was closed, a team
// withdrawn during the event, and the finish.
func schoolChess(id string, seed turnir.Seed, start time.Time) ([]turnir.Event, error) {
	cfg := teamchess.DefaultConfig()
	cfg.Rounds = 5
	cfg.Schedule = slices.DeleteFunc(cfg.Schedule, func(s teamchess.ScheduleItem) bool { return s.Round > cfg.Rounds })
	t := teamchess.New()
	var log []turnir.Event
	at := start
	now := func() time.Time { at = at.Add(time.Minute); return at }
	var failed error
	do := func(evs []turnir.Event, err error) {
		if failed != nil {
			return
		}
		if err != nil {
			failed = fmt.Errorf("team chess %s at event %d: %w", id, t.Version+1, err)
			return
		}
		for _, e := range evs {
			e.Stream, e.Version = id, t.Version+1
			if err := t.Apply(e); err != nil {
				failed = err
				return
			}
			log = append(log, e)
		}
	}
	do(teamchess.Create(es.At(now(), "org", ""), id, "Школьная лига · School league", cfg, seed.Commitment()))
	rosters := seed.Rand("rosters")
	for i := range 7 {
		do(t.RegisterTeam(es.At(now(), "org", ""), fmt.Sprintf("t%d", i+1), teamchess.SimRoster(cfg, i, rosters)))
	}
	amended := teamchess.SimRoster(cfg, 2, rosters)
	do(t.AmendRoster(es.At(now(), "org", "заменён игрок четвёртой доски"), "t3", amended))
	do(t.Begin(es.At(now(), "org", ""), seed))
	games := seed.Rand("games")
	results := []teamchess.Result{teamchess.WhiteWins, teamchess.Drawn, teamchess.BlackWins}
	for round := 1; round <= cfg.Rounds && failed == nil; round++ {
		if round == 4 {
			do(t.WithdrawTeam(es.At(now(), "org", "команда уехала на олимпиаду"), "t7"))
		}
		do(t.PairRound(es.At(now(), "org", "")))
		if failed != nil {
			break
		}
		for i, m := range t.Round(round).Matches {
			res := map[int]teamchess.Result{}
			for _, g := range cfg.Games(m) {
				res[g.Slot] = results[games.IntN(len(results))]
			}
			do(t.EnterResults(es.At(now(), "arbiter", ""), round, i, res))
		}
		do(t.CloseRound(es.At(now(), "arbiter", ""), round))
		if round == 2 {
			do(t.EnterResults(es.At(now(), "arbiter", "бланк партии: ничья, а не победа"), 2, 0, map[int]teamchess.Result{1: teamchess.Drawn}))
		}
	}
	do(t.Finish(es.At(now(), "org", "")))
	if failed != nil {
		return nil, failed
	}
	return log, nil
}
