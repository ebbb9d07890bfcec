package cup

import (
	"math/rand/v2"
	"slices"

	"turnir"
)

// Play drives a cup forward with simulated results drawn from r: it starts
// the cup, fills and closes each written round, answers shootout questions,
// draws and records every lot, sets line-ups from the front of each roster
// and plays the final. It stops before the first step for which stop
// returns true (nil never stops) or when the cup is done. Teams registered
// earlier are stronger, so that a demo cup looks plausible.
//
// It uses only the cup's public methods, so every simulated input is one an
// aggregate could record; `turnir simulate` and the demo events build on it.
func Play(r *rand.Rand, c *Cup, stop func(Step) bool) error {
	strength := func(team string) float64 {
		i := slices.IndexFunc(c.Teams, func(t Team) bool { return t.ID == team })
		return 0.15 + 0.6*float64(len(c.Teams)-i)/float64(len(c.Teams))
	}
	answers := func(team string, n int) []bool {
		out := make([]bool, n)
		for i := range out {
			out[i] = r.Float64() < strength(team)
		}
		return out
	}
	for guard := 0; guard < 10000; guard++ {
		s, err := c.Next()
		if err != nil {
			return err
		}
		if s.Stage == StageDone || (stop != nil && stop(s)) {
			return nil
		}
		switch s.Stage {
		case StageRegistration:
			err = c.Start()
		case StageRound:
			for _, t := range s.Teams {
				if err = c.AnswerRow(s.Round, t, answers(t, c.Config.Questions)); err != nil {
					return err
				}
			}
			err = c.CloseRound(s.Round)
		case StageShootout:
			var correct []string
			for _, t := range s.Teams {
				if answers(t, 1)[0] {
					correct = append(correct, t)
				}
			}
			err = c.AddShootout(correct)
		case StageCutLot, StagePlaceLot, StageDraw:
			var d Draw
			if d, err = c.Draw(r); err == nil {
				err = c.Record(d)
			}
		case StageLineup:
			for _, id := range s.Teams {
				t, _ := c.Team(id)
				n := min(len(t.Roster), c.Config.FinalLineup)
				if err = c.SetLineup(id, t.Roster[:n]); err != nil {
					return err
				}
			}
		case StageFinalStart:
			err = c.StartFinal()
		case StageFinal:
			a, b := strength(s.Teams[0]), strength(s.Teams[1])
			x := r.Float64() * (a + b + 0.4)
			winner := ""
			switch {
			case x < a:
				winner = s.Teams[0]
			case x < a+b:
				winner = s.Teams[1]
			}
			err = c.AddFinalQuestion(winner)
		}
		if err != nil {
			return err
		}
	}
	return turnir.Errorf(turnir.EINTERNAL, "the simulated cup did not finish", "симуляция кубка не завершилась")
}
