package cup

import (
	"math/rand/v2"
	"slices"
	"strconv"

	"turnir"
	"turnir/quiz"
)

// Draw is the result of one lot of the cup, as it is recorded: the order
// drawn for a cut or place lot, or the pairs drawn for a knock-out round.
type Draw struct {
	Stage Stage    `json:"stage"`           // StageCutLot, StagePlaceLot or StageDraw
	Round int      `json:"round,omitempty"` // the knock-out round, for StageDraw
	Order []string `json:"order,omitempty"`
	Pairs []Pair   `json:"pairs,omitempty"`
}

// Draw makes the lot the cup waits for, from r, without changing the cup.
// The caller derives r from the published seed with Seed.Rand(step.Purpose())
// and records the result with Record, so that replaying the log replays the
// decision instead of re-drawing it.
//
// Round 2 is drawn seeded (DrawSeeded, C5); every later knock-out round by a
// general lot of the survivors in round-1 place order (DrawGeneral, C6).
func (c Cup) Draw(r *rand.Rand) (Draw, error) {
	s, err := c.Next()
	if err != nil {
		return Draw{}, err
	}
	switch s.Stage {
	case StageCutLot, StagePlaceLot:
		return Draw{Stage: s.Stage, Order: DrawLot(r, s.Teams)}, nil
	case StageDraw:
		d := Draw{Stage: s.Stage, Round: s.Round}
		if s.Round == 2 {
			d.Pairs = DrawSeeded(r, s.Teams)
		} else {
			d.Pairs = DrawGeneral(r, c.bySeed(s.Teams))
		}
		return d, nil
	}
	return Draw{}, notNow("draw a lot", "тянуть жребий", s)
}

// bySeed orders teams by their round-1 place, so that a general lot does
// not depend on the order of the previous round's pairs.
func (c Cup) bySeed(teams []string) []string {
	p, _ := c.Progress()
	out := slices.Clone(teams)
	slices.SortFunc(out, func(a, b string) int { return slices.Index(p.Seeds, a) - slices.Index(p.Seeds, b) })
	return out
}

// Record applies a drawn lot. It refuses a draw that does not fit the
// current step: the wrong stage or round, other teams, a team twice, or (in
// round 2) a pair that does not join the lower half with the upper half.
func (c *Cup) Record(d Draw) error {
	s, err := c.Next()
	if err != nil {
		return err
	}
	if d.Stage != s.Stage || (s.Stage == StageDraw && d.Round != s.Round) {
		en, ru := Step{Stage: d.Stage, Round: d.Round}.Describe()
		return notNow("record "+en, "записывать "+ru, s)
	}
	switch s.Stage {
	case StageCutLot, StagePlaceLot:
		if !sameSet(d.Order, s.Teams) {
			return turnir.Errorf(turnir.EINVALID, "the lot %v is not an order of the teams %v",
				"жребий %v не является порядком команд %v", d.Order, s.Teams)
		}
		if s.Stage == StageCutLot {
			c.CutLot = slices.Clone(d.Order)
		} else {
			c.PlaceLot = slices.Clone(d.Order)
		}
		return nil
	case StageDraw:
		if err := CheckPairs(s.Teams, d.Pairs, s.Round == 2); err != nil {
			return err
		}
		return c.openKnockout(s.Round, d.Pairs)
	}
	return notNow("record a lot", "записывать жребий", s)
}

// openKnockout seats the pairs of knock-out round n in a new written round.
// A team disqualified before the round is not seated; its opponent goes on
// by walkover.
func (c *Cup) openKnockout(n int, pairs []Pair) error {
	dq := c.dq()
	var teams []string
	for _, p := range pairs {
		for _, t := range p.Teams() {
			if !dq[t] {
				teams = append(teams, t)
			}
		}
	}
	q, err := quiz.NewRound(strconv.Itoa(n), c.Config.Questions, teams)
	if err != nil {
		return err
	}
	c.Rounds = append(c.Rounds, Round{Number: n, Pairs: slices.Clone(pairs), Questions: q})
	return nil
}
