package teamchess

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"turnir"
	"turnir/es"
)

// Simulation is a whole event played by seeded bots through the commands,
// as es.Host would run it: every command's events are numbered, applied
// and kept in Log.
type Simulation struct {
	T   *Tournament
	Log []turnir.Event
}

func (s *Simulation) run(evs []turnir.Event, err error) error {
	if err != nil {
		return err
	}
	for _, e := range evs {
		e.Stream, e.Version = s.T.ID, s.T.Version+1
		if s.T.ID == "" {
			e.Stream = "sim"
		}
		if err := s.T.Apply(e); err != nil {
			return err
		}
		s.Log = append(s.Log, e)
	}
	return nil
}

// SimRoster returns an eligible roster for team i of a simulation: birth
// years within each board's limits, a girl where the board asks for one,
// and ratings drawn from r.
func SimRoster(cfg Config, i int, r *rand.Rand) Roster {
	school := fmt.Sprintf("School %d", i+1)
	ro := Roster{Name: fmt.Sprintf("Team %d", i+1), School: school, Leader: fmt.Sprintf("Leader %d", i+1)}
	for _, b := range cfg.Boards {
		year := b.BornFrom
		if year == 0 {
			year = 2015
		}
		if b.BornTo == 0 || b.BornTo > year {
			year += r.IntN(2)
		}
		sex := Boy
		if b.Girl || r.IntN(2) == 0 {
			sex = Girl
		}
		ro.Players = append(ro.Players, Player{Name: fmt.Sprintf("Player %d.%d", i+1, b.Board), BirthYear: year,
			Sex: sex, School: school, Rating: 1000 + r.IntN(800)})
	}
	return ro
}

// simResult draws a game between ratings rw (White) and rb from r: the
// expected score of the Elo formula, a third of the undecided share drawn.
func simResult(rw, rb int, r *rand.Rand) Result {
	e := 1 / (1 + math.Pow(10, float64(rb-rw)/400))
	draw := 0.25 * (1 - math.Abs(2*e-1))
	x := r.Float64()
	switch {
	case x < e-draw/2:
		return WhiteWins
	case x < e+draw/2:
		return Drawn
	}
	return BlackWins
}

// Simulate plays a whole event of n teams under cfg with seed: entry,
// the draw, every round paired, every game of every match entered, every
// round closed, and the end. Rounds start at their scheduled times when
// the programme gives them, else two hours apart. On an error it returns
// the simulation as far as it got, with the error.
func Simulate(cfg Config, n int, seed turnir.Seed) (*Simulation, error) {
	s := &Simulation{T: New()}
	at := time.Date(2027, time.February, 16, 11, 0, 0, 0, time.UTC)
	if len(cfg.Schedule) > 0 {
		at = cfg.Schedule[0].At
	}
	if err := s.run(Create(es.At(at, "org", ""), "sim", "Simulated school team chess", cfg, seed.Commitment())); err != nil {
		return s, err
	}
	rr := seed.Rand("sim-rosters")
	for i := 0; i < n; i++ {
		if err := s.run(s.T.RegisterTeam(es.At(at, "org", ""), fmt.Sprintf("t%02d", i+1), SimRoster(cfg, i, rr))); err != nil {
			return s, err
		}
	}
	if err := s.run(s.T.Begin(es.At(at, "org", ""), seed)); err != nil {
		return s, err
	}
	games := seed.Rand("sim-games")
	for round := 1; round <= cfg.Rounds; round++ {
		if t, ok := cfg.RoundAt(round); ok && t.After(at) {
			at = t
		} else {
			at = at.Add(2 * time.Hour)
		}
		if err := s.run(s.T.PairRound(es.At(at, "org", ""))); err != nil {
			return s, fmt.Errorf("round %d: %w", round, err)
		}
		r := s.T.Round(round)
		for i, m := range r.Matches {
			res := map[int]Result{}
			for _, g := range cfg.Games(m) {
				res[g.Slot] = simResult(s.rating(g.White), s.rating(g.Black), games)
			}
			if err := s.run(s.T.EnterResults(es.At(at.Add(90*time.Minute), "arbiter", ""), round, i, res)); err != nil {
				return s, err
			}
		}
		if err := s.run(s.T.CloseRound(es.At(at.Add(100*time.Minute), "arbiter", ""), round)); err != nil {
			return s, err
		}
	}
	return s, s.run(s.T.Finish(es.At(at.Add(2*time.Hour), "org", "")))
}

func (s *Simulation) rating(side Side) int {
	return s.T.Teams[side.Team].Roster.Players[side.Board-1].Rating
}
