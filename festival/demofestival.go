package festival

import (
	"math"
	"time"

	"turnir"
	"turnir/regulation"
)

// DemoFestivalTeams is the number of teams of DemoFestival: 8 groups of 4
// for the Brain-ring (F2, F3).
const DemoFestivalTeams = 32

// DemoFestival returns the log of a quiz festival half-way through, built
// from seed and starting at at: 32 teams from 32 towns with their players
// and coaches, the solyanka finished with shared places (Y1, Y2), a
// committee ruling (DQ1) and a player disqualified for using a phone
// (DQ2).
//
// The Brain-ring and Svoya igra tournaments join the demo as they are
// wired into the festival (see the stages below). The lots drawn later are
// committed with seeds from DemoLotSeed, so a server carrying the demo on
// can draw them.
//
// Like DemoCup, every event is written by the festival's commands, the log
// replays and passes Verify, and the same seed and time give the same log.
func DemoFestival(seed turnir.Seed, at time.Time) ([]turnir.Event, error) {
	d := newDemo(DemoFestivalStream, seed, at)
	teams := d.register("Фестиваль интеллектуальных игр «Кубок Волги»", DemoFestivalTeams)
	reg, err := regulation.Builtin("quiz-festival")
	if err != nil {
		return nil, err
	}
	d.tick(30 * time.Minute)
	d.playSolyanka(teams, reg.Solyanka)
	d.tick(15 * time.Minute)
	d.rulings(teams)
	return d.result()
}

// playSolyanka opens the solyanka with the regulation's tasks for every
// team and scores each task: a share of its maximum by the team's
// strength, in half points, so equal totals (Y2) come up naturally.
func (d *demo) playSolyanka(teams []demoTeam, reg *regulation.Solyanka) {
	ids := make([]string, len(teams))
	for i, t := range teams {
		ids[i] = t.id
	}
	tasks := reg.QuizTasks()
	d.do(func(at time.Time) ([]turnir.Event, error) { return d.f.OpenSolyanka(tasks, ids, at, "organizer") })
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
			d.do(func(at time.Time) ([]turnir.Event, error) { return d.f.ScoreSolyanka(t.id, k+1, pts, at, "jury", "") })
		}
	}
}

// rulings records the committee's work of the day: a ruling on a dispute
// (DQ1) and a player disqualified (DQ2).
func (d *demo) rulings(teams []demoTeam) {
	r := d.rand("rulings")
	t := teams[r.IntN(len(teams))]
	d.do(func(at time.Time) ([]turnir.Event, error) {
		return d.f.Decide("Спор о засчитывании ответа в солянке, задание 3",
			"Ответ не засчитан, результат остаётся без изменений", at, "оргкомитет",
			"Ответ команды "+t.name+" не совпадает с авторским по смыслу")
	})
	u := teams[(1+r.IntN(len(teams)-1)+slicesIndex(teams, t))%len(teams)] // another team
	p := d.f.Roster(u.id)[len(d.f.Roster(u.id))-1]
	d.do(func(at time.Time) ([]turnir.Event, error) {
		return d.f.Disqualify(KindPlayer, p, at, "оргкомитет", "использование телефона во время игры (п. 8.2)")
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
