package simulate

import (
	"fmt"
	"sort"
	"strconv"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
	"turnir/puzzleswiss/puzzle"
)

// Config says what to simulate.
type Config struct {
	ID       string
	Solvers  int
	Rounds   int // 0: the regulation's default (P1)
	Seed     uint64
	Start    time.Time
	Settings puzzleswiss.Settings
}

// Run plays a whole tournament in memory and returns its final state and
// its log (versions numbered from 1), ready to be appended to a Store.
func Run(c Config) (*puzzleswiss.Tournament, []turnir.Event, error) {
	if c.Solvers < 2 {
		return nil, nil, turnir.Errorf(turnir.EINVALID, "a simulation needs at least 2 solvers", "для моделирования нужно не меньше 2 участников")
	}
	s := c.Settings
	s.Rounds = c.Rounds
	seed := turnir.SeedFromUint64(c.Seed)
	rng := seed.Rand("simulation")
	clock := turnir.NewManualClock(c.Start)
	t := puzzleswiss.New()
	var log []turnir.Event
	apply := func(evs []turnir.Event, err error) error {
		if err != nil {
			return err
		}
		for _, e := range evs {
			e.Stream, e.Version = c.ID, t.Version+1
			if err := t.Apply(e); err != nil {
				return err
			}
			log = append(log, e)
		}
		return nil
	}
	if err := apply(puzzleswiss.Create(es.At(clock.Now(), "simulation", ""), c.ID, "Simulation, solvers: "+strconv.Itoa(c.Solvers), s, seed.Commitment())); err != nil {
		return nil, nil, err
	}
	rounds := c.Rounds
	if rounds == 0 {
		rounds = puzzleswiss.AutoRounds(c.Solvers)
	}
	if err := apply(t.SetPuzzles(es.At(clock.Now(), "simulation", ""), puzzle.DemoSet(seed.Rand("puzzles"), rounds))); err != nil {
		return nil, nil, err
	}
	bots := map[string]Bot{}
	for i := 1; i <= c.Solvers; i++ {
		id := fmt.Sprintf("s%d", i)
		bots[id] = NewBot(rng)
		clock.Advance(time.Millisecond)
		if err := apply(t.Register(id, fmt.Sprintf("Solver %d", i), "", clock.Now())); err != nil {
			return nil, nil, err
		}
	}
	if err := apply(t.Begin(es.At(clock.Now(), "simulation", ""), seed, clock.Now())); err != nil {
		return nil, nil, err
	}
	advance := func() error {
		for {
			evs, err := t.Advance(clock.Now())
			if err != nil {
				return err
			}
			if len(evs) == 0 {
				return nil
			}
			if err := apply(evs, nil); err != nil {
				return err
			}
		}
	}
	for t.Phase == puzzleswiss.PhaseRunning {
		if err := advance(); err != nil {
			return nil, nil, err
		}
		r := t.Current()
		if r == nil || t.Phase != puzzleswiss.PhaseRunning {
			break
		}
		if !r.Opened {
			clock.Set(r.OpensAt)
			continue
		}
		if err := playRound(t, r, bots, seed, clock, apply); err != nil {
			return nil, nil, err
		}
		clock.Set(r.EndsAt)
	}
	return t, log, nil
}

type action struct {
	at     time.Duration
	id     string
	start  bool
	answer string
}

// playRound turns every bot's plan into Start and Check commands in time
// order, each at its own clock reading.
func playRound(t *puzzleswiss.Tournament, r *puzzleswiss.Round, bots map[string]Bot, seed turnir.Seed, clock *turnir.ManualClock, apply func([]turnir.Event, error) error) error {
	open := clock.Now()
	pz := t.Puzzles[r.N-1]
	right := pz.RightAnswer()
	wrong := func(i int) string { return fmt.Sprintf("wrong %d", i) }
	if pz.Kind == puzzle.KindSudoku {
		wrong = func(int) string { return pz.Public().Givens } // an unfinished grid
	}
	length := r.EndsAt.Sub(open)
	var acts []action
	ids := make([]string, 0, len(bots))
	for id := range bots {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	plans := seed.Rand(fmt.Sprintf("plans-%d", r.N))
	for _, id := range ids {
		if _, in := r.Opponent(id); !in {
			continue
		}
		p := bots[id].Plan(plans, length)
		if p.Absent {
			continue
		}
		acts = append(acts, action{at: p.Start, id: id, start: true})
		for i, w := range p.Wrong {
			if w < length {
				acts = append(acts, action{at: w, id: id, answer: wrong(i)})
			}
		}
		if p.Solve > 0 {
			acts = append(acts, action{at: p.Solve, id: id, answer: right})
		}
	}
	sort.SliceStable(acts, func(i, j int) bool { return acts[i].at < acts[j].at })
	for _, a := range acts {
		if a.at >= length {
			continue
		}
		clock.Set(open.Add(a.at))
		if a.start {
			if err := apply(t.Start(a.id, clock.Now())); err != nil {
				return err
			}
			continue
		}
		evs, _, err := t.Check(a.id, a.answer, clock.Now())
		if err := apply(evs, err); err != nil {
			return err
		}
	}
	return nil
}
