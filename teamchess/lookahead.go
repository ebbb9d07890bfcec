package teamchess

import (
	"sort"
	"strconv"
)

// The look-ahead (K3 decision). A Swiss of few teams and many rounds (9 or
// 10 teams and 9 rounds: a round robin in all but name) can reach a round
// that no pairing without a repeat exists for, because an earlier round's
// pairing used up the meetings the last rounds needed; the event could then
// never be finished. So every pairing the engine makes is checked: if the
// rounds still to come could not all be paired without a repeat after it,
// the round is paired instead by the look-ahead, which takes, team by team
// from the top of the standings, the nearest-placed opponent (and, in an
// odd field, gives the bye to the lowest-placed team without one) such
// that the event can still be completed. The event says so in its reason
// and in RoundPaired.LookAhead, and Verify re-makes it.

// lookAheadBudget bounds the search of one completion check, in steps;
// past it the rounds to come are taken as pairable. It is far above what
// fields of up to 20 teams need, and the search is deterministic, so the
// same state always gives the same pairing.
const lookAheadBudget = 2_000_000

// field is the state the look-ahead works on: the teams to pair in
// standings order, who has met whom, who has had the bye.
type field struct {
	ids    []string
	score  map[string]int // game points, halves
	met    [][]bool
	hadBye []bool
	steps  int
}

// newField builds the view of the event before its next round that the
// look-ahead and the fallback pair from: the teams still in, by game
// points, then starting number.
func (t *Tournament) newField() (*field, map[string][]played) {
	h := t.history()
	var ids []string
	for _, id := range t.Start {
		if !t.Teams[id].Withdrawn {
			ids = append(ids, id)
		}
	}
	score := map[string]int{}
	for _, id := range ids {
		for _, g := range h[id] {
			score[id] += g.own
		}
	}
	num := map[string]int{}
	for i, id := range t.Start {
		num[id] = i
	}
	sort.SliceStable(ids, func(i, j int) bool {
		if score[ids[i]] != score[ids[j]] {
			return score[ids[i]] > score[ids[j]]
		}
		return num[ids[i]] < num[ids[j]]
	})
	at := map[string]int{}
	for i, id := range ids {
		at[id] = i
	}
	f := &field{ids: ids, score: score, met: make([][]bool, len(ids)), hadBye: make([]bool, len(ids))}
	for i := range f.met {
		f.met[i] = make([]bool, len(ids))
	}
	for i, id := range ids {
		for _, g := range h[id] {
			if g.opp == "" {
				f.hadBye[i] = true
			} else if j, ok := at[g.opp]; ok {
				f.met[i][j], f.met[j][i] = true, true
			}
		}
	}
	return f, h
}

// roundsLeft is the number of rounds still to pair after the next one.
func (t *Tournament) roundsLeft() int { return t.Config.Rounds - len(t.Rounds) - 1 }

// completable reports whether the pairing d of the next round leaves the
// rounds after it pairable without a repeat (and with one bye a team at
// most).
func (t *Tournament) completable(d RoundPaired) bool {
	f, _ := t.newField()
	at := map[string]int{}
	for i, id := range f.ids {
		at[id] = i
	}
	for _, m := range d.Matches {
		i, j := at[m.White], at[m.Black]
		f.met[i][j], f.met[j][i] = true, true
	}
	if d.Bye != "" {
		f.hadBye[at[d.Bye]] = true
	}
	return f.rounds(t.roundsLeft())
}

// rounds reports whether k more rounds can be paired.
func (f *field) rounds(k int) bool {
	if k <= 0 {
		return true
	}
	free := make([]bool, len(f.ids))
	for i := range free {
		free[i] = true
	}
	return f.round(free, len(f.ids), len(f.ids)%2 == 1, func() bool { return f.rounds(k - 1) })
}

// round pairs the free teams (left of them) one pairing at a time, the
// team with the fewest possible opponents first, and calls then on each
// complete pairing until then succeeds; bye says the bye is still to give.
func (f *field) round(free []bool, left int, bye bool, then func() bool) bool {
	f.steps++
	if f.steps > lookAheadBudget {
		return true
	}
	if left == 0 {
		return then()
	}
	// The free team with the fewest choices.
	best, bestN := -1, 1<<30
	for i, ok := range free {
		if !ok {
			continue
		}
		n := 0
		for j, ok2 := range free {
			if ok2 && j != i && !f.met[i][j] {
				n++
			}
		}
		if bye && !f.hadBye[i] {
			n++
		}
		if n < bestN {
			best, bestN = i, n
		}
	}
	if bestN == 0 {
		return false
	}
	i := best
	free[i] = false
	defer func() { free[i] = true }()
	if bye && !f.hadBye[i] {
		f.hadBye[i] = true
		ok := f.round(free, left-1, false, then)
		f.hadBye[i] = false
		if ok {
			return true
		}
	}
	for j, ok := range free {
		if !ok || f.met[i][j] {
			continue
		}
		free[j] = false
		f.met[i][j], f.met[j][i] = true, true
		ok := f.round(free, left-2, bye, then)
		f.met[i][j], f.met[j][i] = false, false
		free[j] = true
		if ok {
			return true
		}
	}
	return false
}

// lookAheadPairing pairs the next round so that the rounds after it can
// still be paired: the bye (in an odd field) to the lowest-placed team
// that has not had one, then from the top, each team against the
// nearest-placed team it has not met, taking the first such pairing that
// leaves the event completable. It returns false when there is none.
func (t *Tournament) lookAheadPairing() (RoundPaired, bool) {
	f, h := t.newField()
	n := len(f.ids)
	free := make([]bool, n)
	for i := range free {
		free[i] = true
	}
	var pairs [][2]int
	bye := -1
	var pair func(left int) bool
	pair = func(left int) bool {
		if left == 0 {
			return f.rounds(t.roundsLeft())
		}
		i := 0
		for !free[i] {
			i++
		}
		free[i] = false
		for j := i + 1; j < n; j++ {
			if !free[j] || f.met[i][j] {
				continue
			}
			free[j] = false
			f.met[i][j], f.met[j][i] = true, true
			pairs = append(pairs, [2]int{i, j})
			if pair(left - 2) {
				return true
			}
			pairs = pairs[:len(pairs)-1]
			f.met[i][j], f.met[j][i] = false, false
			free[j] = true
		}
		free[i] = true
		return false
	}
	found := false
	if n%2 == 0 {
		found = pair(n)
	} else {
		for b := n - 1; b >= 0 && !found; b-- {
			if f.hadBye[b] {
				continue
			}
			free[b], f.hadBye[b], bye = false, true, b
			if found = pair(n - 1); !found {
				free[b], f.hadBye[b] = true, false
			}
		}
	}
	if !found {
		return RoundPaired{}, false
	}
	d := RoundPaired{Round: len(t.Rounds) + 1, LookAhead: true}
	for _, p := range pairs {
		a, b := f.ids[p[0]], f.ids[p[1]]
		if white(h[b], h[a]) {
			a, b = b, a
		}
		d.Matches = append(d.Matches, Match{White: a, Black: b})
	}
	if bye >= 0 {
		d.Bye = f.ids[bye]
	}
	return d, true
}

// lookAheadReason is the reason a look-ahead pairing is logged with.
func lookAheadReason(round int) string {
	return "the engine's pairing of round " + strconv.Itoa(round) + " would leave a later round without a pairing free of repeats (K3); paired by the look-ahead"
}
