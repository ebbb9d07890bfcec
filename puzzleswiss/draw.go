package puzzleswiss

import (
	"math/bits"
	"slices"

	"turnir"
	"turnir/puzzleswiss/pairing"
	"turnir/puzzleswiss/standings"
)

// AutoRounds is the default number of rounds of P1: ceil(log2 n), at least
// 1 and at most n-1.
func AutoRounds(n int) int {
	if n < 2 {
		return 1
	}
	r := bits.Len(uint(n - 1)) // ceil(log2 n) for n >= 2
	return max(1, min(r, n-1))
}

// Records returns every drawn solver's history over the closed rounds, the
// input of the standings (P13). Solvers who withdrew before the draw have
// no lot and are left out; disqualified solvers stay with their results.
func (t *Tournament) Records() []*standings.Record {
	recs := make([]*standings.Record, 0, len(t.Solvers))
	idx := make(map[string]*standings.Record, len(t.Solvers))
	for _, id := range t.Order {
		s := t.Solvers[id]
		if s.Lot == 0 {
			continue
		}
		rec := &standings.Record{ID: id, Lot: s.Lot}
		recs = append(recs, rec)
		idx[id] = rec
	}
	for _, r := range t.Rounds {
		if !r.Closed {
			continue
		}
		for id, res := range r.Results {
			rec := idx[id]
			if rec == nil {
				continue
			}
			opp, _ := r.Opponent(id)
			rec.Games = append(rec.Games, standings.Game{Round: r.N, Opponent: opp, Points: res.Points, Solved: res.Solved, Time: res.Time})
		}
	}
	return recs
}

// Standings returns the table after the closed rounds: points, then the
// regulation's tie-breaks (P13).
func (t *Tournament) Standings() []standings.Row {
	cs, err := standings.Criteria(t.Settings.Tiebreaks)
	if err != nil {
		// The regulation was validated when the tournament was created.
		panic(err)
	}
	return standings.Table(standings.NewField(t.Records(), t.Settings.RoundLength.D()), cs)
}

// drawRoundOne pairs round 1 by lot (P5): the generator is the revealed
// seed's "round-1" stream, applied to the active solvers in lot order.
func (t *Tournament) drawRoundOne(seed turnir.Seed) ([][2]string, string) {
	ids := t.activeByLot()
	p := pairing.DrawRoundOne(len(ids), seed.Rand("round-1"))
	return t.names(ids, p)
}

func (t *Tournament) activeByLot() []string {
	var ids []string
	for _, id := range t.Order {
		if s := t.Solvers[id]; s.Active() && s.Lot > 0 {
			ids = append(ids, id)
		}
	}
	slices.SortFunc(ids, func(a, b string) int { return t.Solvers[a].Lot - t.Solvers[b].Lot })
	return ids
}

func (t *Tournament) names(ids []string, p pairing.TablePairing) ([][2]string, string) {
	pairs := make([][2]string, len(p.Pairs))
	for i, pr := range p.Pairs {
		pairs[i] = [2]string{ids[pr[0]], ids[pr[1]]}
	}
	bye := ""
	if p.Bye >= 0 {
		bye = ids[p.Bye]
	}
	return pairs, bye
}

// drawNext pairs the next round by the current standings (P6, P7): active
// solvers in table order, never repeating a pair.
func (t *Tournament) drawNext() ([][2]string, string, error) {
	var ids []string
	for _, row := range t.Standings() {
		if t.Solvers[row.ID].Active() {
			ids = append(ids, row.ID)
		}
	}
	pos := make(map[string]int, len(ids))
	for i, id := range ids {
		pos[id] = i
	}
	in := pairing.TableInput{N: len(ids), Met: make([][]int, len(ids)), HadBye: make([]bool, len(ids))}
	for _, r := range t.Rounds {
		for _, p := range r.Pairs {
			a, okA := pos[p[0]]
			b, okB := pos[p[1]]
			if okA && okB {
				in.Met[a] = append(in.Met[a], b)
				in.Met[b] = append(in.Met[b], a)
			}
		}
		if i, ok := pos[r.Bye]; ok && r.Bye != "" {
			in.HadBye[i] = true
		}
	}
	p, err := pairing.PairByTable(in)
	if err != nil {
		return nil, "", err
	}
	pairs, bye := t.names(ids, p)
	return pairs, bye, nil
}

// Score computes a round's results (P11, P7): in each pair the first
// correct solver scores First, the second Second, no solution None; equal
// times to the millisecond both score First. The solver without an opponent
// scores as a pair of one, or fixed points, as the regulation says.
func Score(r *Round, s Settings) map[string]Result {
	out := make(map[string]Result, 2*len(r.Pairs)+1)
	res := func(id string) Result {
		if m, ok := r.Manual[id]; ok {
			return m
		}
		if d, ok := r.Solved[id]; ok {
			return Result{Solved: true, Time: d}
		}
		return Result{}
	}
	pts := s.Points
	for _, p := range r.Pairs {
		a, b := res(p[0]), res(p[1])
		switch {
		case a.Solved && b.Solved:
			a.Points, b.Points = pts.First, pts.First
			if a.Time < b.Time {
				b.Points = pts.Second
			} else if b.Time < a.Time {
				a.Points = pts.Second
			}
		case a.Solved:
			a.Points, b.Points = pts.First, pts.None
		case b.Solved:
			a.Points, b.Points = pts.None, pts.First
		default:
			a.Points, b.Points = pts.None, pts.None
		}
		out[p[0]], out[p[1]] = a, b
	}
	if r.Bye != "" {
		b := res(r.Bye)
		switch {
		case s.Bye.Mode == ByeFixed:
			b.Points = s.Bye.Points
		case b.Solved:
			b.Points = pts.First
		default:
			b.Points = pts.None
		}
		out[r.Bye] = b
	}
	return out
}

// drawLots gives every active solver a lot number 1..N (the last tie-break
// of P13), from the seed's "lots" stream over registration order.
func (t *Tournament) drawLots(seed turnir.Seed) map[string]int {
	var ids []string
	for _, id := range t.Order {
		if t.Solvers[id].Active() {
			ids = append(ids, id)
		}
	}
	perm := turnir.Shuffle(seed.Rand("lots"), len(ids))
	lots := make(map[string]int, len(ids))
	for i, j := range perm {
		lots[ids[j]] = i + 1
	}
	return lots
}

// PreviewDraw returns the draw the rules would make now from the closed
// rounds (P6, P7): standings, then the table-order search. It changes
// nothing; Advance is what stores a draw.
func (t *Tournament) PreviewDraw() ([][2]string, string, error) { return t.drawNext() }
