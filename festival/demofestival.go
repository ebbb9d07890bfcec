package festival

import (
	"fmt"
	"math"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/quiz"
	"turnir/svoya"
)

// DemoFestivalTeams is the number of teams of DemoFestival: 8 groups of 4
// for the Brain-ring (F2, F3).
const DemoFestivalTeams = 32

// DemoSvoyaEntrants is the number of players of DemoFestival who enter
// the Svoya igra's written qualifying (S2): more than the 32 seats of the
// groups, so that the cut of S7 shows.
const DemoSvoyaEntrants = 48

// DemoFestival returns the log of a quiz festival half-way through, built
// from seed and starting at at, with the settings of the built-in
// quiz-festival regulation:
//   - 32 teams from 32 towns with their players and coaches;
//   - the solyanka finished, with shared places (Y1, Y2);
//   - a committee ruling (DQ1) and a player disqualified for using a phone
//     (DQ2);
//   - the Brain-ring: 8 groups drawn by a committed lot and played out
//     (F2-F5), the play-off's round of 16 and quarter-finals decided (F6,
//     F7), the semi-finals waiting for the jury;
//   - Svoya igra: 48 players through the written qualifying (S4-S7), the
//     groups seated (S9) and half of their fights played.
//
// The Brain-ring and Svoya igra results come from their seeded simulators
// (PlayBrainring, PlaySvoya). Like DemoCup, every event is written by the
// festival's commands, the log replays and passes Verify, and the same
// seed and time give the same log.
func DemoFestival(seed turnir.Seed, at time.Time) ([]turnir.Event, error) {
	d := newDemo(DemoFestivalID, seed, at)
	teams := d.register("Фестиваль интеллектуальных игр «Кубок Волги»", DemoFestivalTeams)
	d.tick(30 * time.Minute)
	d.playSolyanka(teams, quiz.DefaultTasks())
	d.tick(15 * time.Minute)
	d.rulings(teams)
	d.tick(30 * time.Minute)
	d.playBrainring(teams, brainring.DefaultConfig()) // brainring_demo.go
	d.tick(time.Hour)
	d.playSvoya(svoya.DefaultConfig())
	return d.result()
}

// playSvoya opens Svoya igra, enters DemoSvoyaEntrants players (the first
// players of the teams in turn, none disqualified) and plays the
// qualifying and half of the group fights.
func (d *demo) playSvoya(cfg svoya.Config) {
	d.do(func(at time.Time) ([]turnir.Event, error) { return d.f.OpenSvoya(es.At(at, "organizer", ""), cfg) })
	entered := 0
	for k := 0; entered < DemoSvoyaEntrants && k < 8; k++ {
		for _, t := range d.f.Teams {
			roster := d.f.Roster(t.ID)
			if entered == DemoSvoyaEntrants || k >= len(roster) || d.f.Player(roster[k]).Disqualified {
				continue
			}
			p := roster[k]
			d.do(func(at time.Time) ([]turnir.Event, error) { return d.f.EnterSvoya(es.At(at, "jury", ""), p) })
			entered++
		}
	}
	if d.err != nil {
		return
	}
	if err := PlaySvoya(d.rand("svoya"), d.f, d.clock, d.commit, SvoyaHalfway); err != nil {
		d.err = fmt.Errorf("demo Svoya igra: %w", err)
	}
}

// playSolyanka opens the solyanka with the regulation's tasks for every
// team and scores each task: a share of its maximum by the team's
// strength, in half points, so equal totals (Y2) come up naturally.
func (d *demo) playSolyanka(teams []demoTeam, tasks []quiz.Task) {
	ids := make([]string, len(teams))
	for i, t := range teams {
		ids[i] = t.id
	}
	d.do(func(at time.Time) ([]turnir.Event, error) {
		return d.f.OpenSolyanka(es.At(at, "organizer", ""), tasks, ids)
	})
	r := d.rand("solyanka")
	for k, task := range tasks {
		d.tick(15 * time.Minute)
		max := task.Max
		if max == 0 {
			max = 5
		}
		for _, t := range teams {
			x := t.strength + 0.3*(r.Float64()-0.5)
			pts := math.Round(2*max*min(1, max0(x))) / 2
			if pts == 0 {
				continue // an empty cell is 0 already
			}
			d.do(func(at time.Time) ([]turnir.Event, error) {
				return d.f.ScoreSolyanka(es.At(at, "jury", ""), t.id, k+1, pts)
			})
		}
	}
}

// rulings records the committee's work of the day: a ruling on a dispute
// (DQ1) and a player disqualified (DQ2).
func (d *demo) rulings(teams []demoTeam) {
	r := d.rand("rulings")
	t := teams[r.IntN(len(teams))]
	d.do(func(at time.Time) ([]turnir.Event, error) {
		return d.f.Decide(es.At(at, "оргкомитет", "Ответ команды "+t.name+" не совпадает с авторским по смыслу"), "Спор о засчитывании ответа в солянке, задание 3",
			"Ответ не засчитан, результат остаётся без изменений")
	})
	u := teams[(1+r.IntN(len(teams)-1)+slicesIndex(teams, t))%len(teams)] // another team
	p := d.f.Roster(u.id)[len(d.f.Roster(u.id))-1]
	d.do(func(at time.Time) ([]turnir.Event, error) {
		return d.f.Disqualify(es.At(at, "оргкомитет", "использование телефона во время игры (п. 8.2)"), KindPlayer, p)
	})
}

func slicesIndex(teams []demoTeam, t demoTeam) int {
	for i := range teams {
		if teams[i].id == t.id {
			return i
		}
	}
	return -1
}

func max0(x float64) float64 { return math.Max(0, x) }
