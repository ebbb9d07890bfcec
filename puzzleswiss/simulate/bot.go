package simulate

import (
	"math"
	"math/rand/v2"
	"sort"
	"time"
)

// Plan is what one simulated solver does in one round, as offsets from the
// round's opening.
type Plan struct {
	Absent bool            // never presses Start
	Start  time.Duration   // Start press
	Wrong  []time.Duration // wrong Check presses
	Solve  time.Duration   // the right Check; 0 = gives up
}

// Bot is a simulated solver of a given skill (0 weak .. 1 strong).
type Bot struct {
	Skill float64
}

// NewBot draws a solver's skill.
func NewBot(r *rand.Rand) Bot { return Bot{Skill: r.Float64()} }

// Plan draws the bot's behaviour in a round of the given length: humans
// start within half a minute, a few never come, solving time is log-normal
// around a skill-dependent median, and wrong tries come before the right one.
func (b Bot) Plan(r *rand.Rand, length time.Duration) Plan {
	if r.Float64() < 0.04 {
		return Plan{Absent: true}
	}
	p := Plan{Start: time.Duration(r.ExpFloat64() * float64(8*time.Second))}
	median := float64(length) * (0.75 - 0.55*b.Skill)
	solve := time.Duration(median * math.Exp(0.5*r.NormFloat64()))
	p.Solve = p.Start + max(solve, 5*time.Second)
	n := r.IntN(4)
	for range n {
		p.Wrong = append(p.Wrong, p.Start+time.Duration(r.Float64()*float64(p.Solve-p.Start)))
	}
	sort.Slice(p.Wrong, func(i, j int) bool { return p.Wrong[i] < p.Wrong[j] })
	if p.Solve >= length {
		p.Solve = 0 // ran out of time; the wrong tries that fit still happen
	}
	return p
}
