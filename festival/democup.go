package festival

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"time"

	"turnir"
	"turnir/cup"
	"turnir/es"
)

// DemoCup returns the log of a finished team quiz cup, built from seed
// and starting at at: 12 teams from 12 towns with their rosters and
// coaches, the built-in cup regulation (the engine's defaults), a qualifying round with a tie
// across the cut and its shootout (C4), the lots with their commitments
// published when the cup starts (C4-C6), the knock-out rounds with a
// removed question and a corrected answer, the final with its line-ups
// (C7, C8) and the cups (C15).
//
// Results are simulated (each team has a drawn strength), but every event
// is written by the festival's own commands, as the jury's pages would
// write it, so the log replays and passes Verify. The same seed and time
// give the same log, event for event.
func DemoCup(seed turnir.Seed, at time.Time) ([]turnir.Event, error) {
	d := newDemo(DemoCupID, seed, at)
	teams := d.register("Кубок городов по интеллектуальным играм", 12)
	// The engine's defaults are the built-in regulation's settings
	// (regulation's round-trip tests prove it).
	cfg := cup.DefaultConfig()
	d.tick(30 * time.Minute)
	d.do(func(at time.Time) ([]turnir.Event, error) { return d.f.OpenCup(es.At(at, "organizer", ""), cfg) })
	for _, t := range teams {
		d.do(func(at time.Time) ([]turnir.Event, error) {
			return d.f.EnterCupTeam(es.At(at, "organizer", ""), t.id, nil)
		})
	}
	d.playCup(strengths(teams), nil)
	return d.result()
}

// playCup drives the cup to the end, or until stop says so, the way
// cup.Play does but through the festival's commands.
func (d *demo) playCup(strength map[string]float64, stop func(cup.Step) bool) {
	r := d.rand("cup")
	answers := func(team string, n int) []bool {
		out := make([]bool, n)
		for i := range out {
			out[i] = r.Float64() < strength[team]
		}
		return out
	}
	for guard := 0; d.err == nil && guard < 10000; guard++ {
		s, err := d.f.Cup.Next()
		if err != nil {
			d.err = err
			return
		}
		if s.Stage == cup.StageDone || (stop != nil && stop(s)) {
			return
		}
		switch s.Stage {
		case cup.StageRegistration:
			d.do(func(at time.Time) ([]turnir.Event, error) { return d.f.StartCup(es.At(at, "organizer", "")) })
			// Every lot's seed is fixed before any result is known.
			purposes := []string{(cup.Step{Stage: cup.StageCutLot}).Purpose(), (cup.Step{Stage: cup.StagePlaceLot}).Purpose()}
			for k := 2; k <= d.f.Cup.Config.KnockoutRounds()+1; k++ {
				purposes = append(purposes, (cup.Step{Stage: cup.StageDraw, Round: k}).Purpose())
			}
			for _, p := range purposes {
				d.commitLot(p)
			}
		case cup.StageRound:
			d.tick(20 * time.Minute)
			rows := map[string][]bool{}
			for _, t := range s.Teams {
				rows[t] = answers(t, d.f.Cup.Config.Questions)
			}
			if s.Round == 1 {
				tieAcrossTheCut(rows, d.f.Cup.Config.Qualify)
			}
			d.enterRound(r, s, rows)
		case cup.StageShootout:
			d.tick(2 * time.Minute)
			var correct []string
			for _, t := range s.Teams {
				if answers(t, 1)[0] {
					correct = append(correct, t)
				}
			}
			d.do(func(at time.Time) ([]turnir.Event, error) { return d.f.CupShootout(es.At(at, "jury", ""), correct) })
		case cup.StageCutLot, cup.StagePlaceLot, cup.StageDraw:
			d.tick(3 * time.Minute)
			d.do(func(at time.Time) ([]turnir.Event, error) {
				return d.f.DrawLot(es.At(at, "organizer", ""), s, DemoLotSeed(d.seed, s.Purpose()))
			})
		case cup.StageLineup:
			for _, id := range s.Teams {
				t, _ := d.f.Cup.Team(id)
				players := t.Roster[:min(len(t.Roster), d.f.Cup.Config.FinalLineup)]
				d.do(func(at time.Time) ([]turnir.Event, error) { return d.f.CupLineup(es.At(at, "jury", ""), id, players) })
			}
		case cup.StageFinalStart:
			d.tick(10 * time.Minute)
			d.do(func(at time.Time) ([]turnir.Event, error) { return d.f.CupStartFinal(es.At(at, "jury", "")) })
		case cup.StageFinal:
			d.tick(time.Minute)
			a, b := strength[s.Teams[0]], strength[s.Teams[1]]
			x, winner := r.Float64()*(a+b+0.4), ""
			switch {
			case x < a:
				winner = s.Teams[0]
			case x < a+b:
				winner = s.Teams[1]
			}
			d.do(func(at time.Time) ([]turnir.Event, error) {
				return d.f.ScoreFinalQuestion(es.At(at, "jury", ""), winner)
			})
		}
	}
}

// enterRound enters a written round row by row as the jury would, with a
// slip corrected after an appeal in round 1 and a question removed in
// round 2 (both with their reasons), then closes it.
func (d *demo) enterRound(r *rand.Rand, s cup.Step, rows map[string][]bool) {
	slip := s.Teams[r.IntN(len(s.Teams))]
	slipQ := r.IntN(len(rows[slip]))
	for _, t := range s.Teams {
		row := slices.Clone(rows[t])
		if s.Round == 1 && t == slip {
			row[slipQ] = !row[slipQ]
		}
		d.do(func(at time.Time) ([]turnir.Event, error) {
			return d.f.CupAnswerRow(es.At(at, "jury", ""), s.Round, t, row)
		})
	}
	if s.Round == 1 {
		d.do(func(at time.Time) ([]turnir.Event, error) {
			return d.f.CupAnswer(es.At(at, "jury", "апелляция: ошибка при вводе бланка"), 1, slip, slipQ+1, rows[slip][slipQ])
		})
	}
	if s.Round == 2 {
		q := 1 + r.IntN(len(rows[s.Teams[0]]))
		d.do(func(at time.Time) ([]turnir.Event, error) {
			return d.f.CupRemoveQuestion(es.At(at, "jury", "снят: в вопросе фактическая ошибка"), 2, q)
		})
	}
	d.do(func(at time.Time) ([]turnir.Event, error) { return d.f.CupCloseRound(es.At(at, "jury", ""), s.Round) })
}

// tieAcrossTheCut makes the team just below the cut score as many as the
// last team above it, so that the demo shows the C4 shootout: it gives the
// team (in a stable order) the answers it missed until the totals meet.
func tieAcrossTheCut(rows map[string][]bool, spots int) {
	type total struct {
		team string
		n    int
	}
	var ts []total
	for t, row := range rows {
		n := 0
		for _, a := range row {
			if a {
				n++
			}
		}
		ts = append(ts, total{t, n})
	}
	if len(ts) <= spots {
		return
	}
	slices.SortFunc(ts, func(a, b total) int {
		if c := cmp.Compare(b.n, a.n); c != 0 {
			return c
		}
		return cmp.Compare(a.team, b.team)
	})
	last, first := ts[spots-1], ts[spots]
	row := rows[first.team]
	for i := range row {
		if first.n >= last.n {
			break
		}
		if !row[i] {
			row[i] = true
			first.n++
		}
	}
}
