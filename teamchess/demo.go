package teamchess

import (
	"fmt"
	"math/rand/v2"
	"time"

	"turnir"
	"turnir/es"
)

// DemoID is the id of the demo event (stream "chess.demo-chess").
const DemoID = "demo-chess"

var demoSchools = []string{"Гимназия № 1", "Лицей № 3", "Школа № 5", "Школа № 8", "Гимназия № 10", "Лицей № 11",
	"Школа № 14", "Школа № 17", "Гимназия № 21", "Лицей № 27", "Школа № 31", "Школа № 36"}

var demoGiven = []string{"Артём", "Иван", "Михаил", "Егор", "Лев", "Матвей", "Тимофей", "Глеб", "Марк", "Фёдор", "Савва"}
var demoGivenGirl = []string{"Мария", "София", "Анна", "Алиса", "Ева", "Варвара", "Полина", "Вера", "Дарья", "Милана", "Ксения"}
var demoFamily = []string{"Смирнов", "Кузнецов", "Попов", "Васильев", "Петров", "Соколов", "Михайлов", "Новиков", "Фёдоров", "Морозов",
	"Волков", "Алексеев", "Лебедев", "Семёнов", "Егоров"}

// demoRoster is team i of the demo: an eligible roster (SimRoster's
// years and sexes) with Russian names.
func demoRoster(cfg Config, i int, r *rand.Rand) Roster {
	ro := SimRoster(cfg, i, r)
	ro.Name, ro.School = demoSchools[i%len(demoSchools)], "МБОУ «"+demoSchools[i%len(demoSchools)]+"»"
	ro.Leader = fmt.Sprintf("%s %s", demoFamily[(i+7)%len(demoFamily)], demoGiven[(i+5)%len(demoGiven)])
	for b := range ro.Players {
		p := &ro.Players[b]
		fam := demoFamily[(i*5+b)%len(demoFamily)]
		given := demoGiven[(i+3*b)%len(demoGiven)]
		if p.Sex == Girl {
			fam += "а"
			given = demoGivenGirl[(i+3*b)%len(demoGivenGirl)]
		}
		p.Name = fmt.Sprintf("%s %s", fam, given)
		p.School = ro.School
	}
	return ro
}

// Demo plays the demo event half-way through the commands: 12 schools
// entered, the draw made with seed, rounds 1 to 4 played and closed,
// round 5 paired with the first half of its matches entered, so that a
// newcomer sees pairings, results and standings and can carry it on.
// The events are stamped from at on, a minute apart.
func Demo(cfg Config, seed turnir.Seed, at time.Time) ([]turnir.Event, error) {
	s := &Simulation{T: New()}
	tick := func() es.Meta { at = at.Add(time.Minute); return es.At(at, "organizer", "") }
	if err := s.run(Create(tick(), DemoID, "Белая ладья — демо", cfg, seed.Commitment())); err != nil {
		return nil, err
	}
	rr := seed.Rand("demo-rosters")
	for i := range demoSchools {
		if err := s.run(s.T.RegisterTeam(tick(), fmt.Sprintf("t%02d", i+1), demoRoster(cfg, i, rr))); err != nil {
			return nil, err
		}
	}
	if err := s.run(s.T.Begin(tick(), seed)); err != nil {
		return nil, err
	}
	games := seed.Rand("demo-games")
	for round := 1; round <= 5; round++ {
		if err := s.run(s.T.PairRound(tick())); err != nil {
			return nil, err
		}
		r := s.T.Round(round)
		for i, m := range r.Matches {
			if round == 5 && i >= len(r.Matches)/2 {
				break
			}
			res := map[int]Result{}
			for _, g := range cfg.Games(m) {
				res[g.Slot] = simResult(s.rating(g.White), s.rating(g.Black), games)
			}
			if err := s.run(s.T.EnterResults(es.At(at, "arbiter", ""), round, i, res)); err != nil {
				return nil, err
			}
		}
		if round < 5 {
			if err := s.run(s.T.CloseRound(es.At(at, "arbiter", ""), round)); err != nil {
				return nil, err
			}
		}
	}
	for i := range s.Log {
		s.Log[i].Stream, s.Log[i].Version = "", 0
	}
	return s.Log, nil
}
