package simulate

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"time"

	"turnir/puzzleswiss"
	"turnir/puzzleswiss/puzzle"
)

// The demo's solvers: the server's self-running demo tournament plays its
// simulated solvers (the ones registered without a token) through the
// server's own Start and Check; what each does and when is decided here,
// from the tournament's state alone, so a restart carries on as before.

// Act is one press a simulated solver makes now: Start, or Check with an
// answer.
type Act struct {
	Solver string
	Start  bool
	Answer string
}

// demoPlan is one simulated solver's behaviour in one round, drawn from a
// generator seeded by tournament, round and solver, so it needs no memory
// across restarts.
type demoPlan struct {
	start  time.Duration   // after the opening
	wrong  []time.Duration // wrong checks, after the start
	solve  time.Duration   // right check, after the start; 0 = never
	answer string
	bad    string
}

func planFor(tid string, round int, id string, p puzzle.Puzzle, length time.Duration) demoPlan {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%d/%s", tid, round, id)
	r := rand.New(rand.NewPCG(h.Sum64(), 7))
	pl := demoPlan{start: time.Duration(1+r.IntN(15)) * time.Second, answer: p.RightAnswer()}
	pl.bad = "не знаю"
	if p.Kind == puzzle.KindSudoku {
		b := []byte(pl.answer)
		b[0] = '1' + (b[0]-'1'+1)%9
		pl.bad = string(b)
	}
	room := length - pl.start - 5*time.Second
	if r.IntN(100) < 80 && room > 10*time.Second {
		pl.solve = 10*time.Second + time.Duration(r.Int64N(int64(room-10*time.Second)))
		for range r.IntN(3) {
			pl.wrong = append(pl.wrong, time.Duration(r.Int64N(int64(pl.solve))))
		}
		slices.Sort(pl.wrong)
	}
	return pl
}

// DemoActs returns the presses the simulated solvers of t's running round
// make at now, as their plans say: a Start once its time has come, then
// the wrong Checks and the right one. Solvers with a token are people and
// are left alone.
func DemoActs(t *puzzleswiss.Tournament, now time.Time) []Act {
	r := t.Current()
	if r == nil || !r.Running(now) || r.N > len(t.Puzzles) {
		return nil
	}
	length := t.Settings.RoundLength.D()
	opened := r.EndsAt.Add(-length)
	el := now.Sub(opened)
	var acts []Act
	for _, sv := range t.Solvers {
		if sv.TokenHash != "" || !sv.Active() {
			continue
		}
		if _, in := r.Opponent(sv.ID); !in {
			continue
		}
		pl := planFor(t.ID, r.N, sv.ID, t.Puzzles[r.N-1], length)
		st, started := r.Started[sv.ID]
		if !started {
			if el >= pl.start {
				acts = append(acts, Act{Solver: sv.ID, Start: true})
			}
			continue
		}
		if _, solved := r.Solved[sv.ID]; solved {
			continue
		}
		mine := now.Sub(st)
		switch n := r.Attempts[sv.ID]; {
		case n < len(pl.wrong) && mine >= pl.wrong[n]:
			acts = append(acts, Act{Solver: sv.ID, Answer: pl.bad})
		case n >= len(pl.wrong) && pl.solve > 0 && mine >= pl.solve:
			acts = append(acts, Act{Solver: sv.ID, Answer: pl.answer})
		}
	}
	return acts
}
