package cup

import (
	"math/rand/v2"
	"slices"
	"turnir/labels"

	"turnir"
)

// Pair is one pair of a knock-out round. In round 2, A is the team placed in
// the lower half that drew and B the team it drew from the upper half; in a
// general lot A and B are the first and second team drawn.
type Pair struct {
	A string `json:"a"`
	B string `json:"b"`
}

// Teams returns both teams of the pair.
func (p Pair) Teams() [2]string { return [2]string{p.A, p.B} }

// DrawLot returns teams in a drawn order. The same generator state gives
// the same order; the input order only fixes which index means which team.
func DrawLot(r *rand.Rand, teams []string) []string {
	out := make([]string, len(teams))
	for i, j := range turnir.Shuffle(r, len(teams)) {
		out[i] = teams[j]
	}
	return out
}

// DrawSeeded draws the round-2 pairs (C5). seeds holds the qualified teams
// in place order 1..n. The teams of the lower half draw in place order
// (5, 6, 7, 8): each takes an opponent uniformly from the upper-half teams
// not yet drawn. The result lists the pairs in the order they were drawn.
func DrawSeeded(r *rand.Rand, seeds []string) []Pair {
	half := len(seeds) / 2
	free := slices.Clone(seeds[:half])
	pairs := make([]Pair, 0, half)
	for _, drawer := range seeds[half:] {
		i := r.IntN(len(free))
		pairs = append(pairs, Pair{A: drawer, B: free[i]})
		free = slices.Delete(free, i, i+1)
	}
	return pairs
}

// DrawGeneral draws pairs by a general lot regardless of places (C6): the
// teams are drawn one by one and paired in the order drawn.
func DrawGeneral(r *rand.Rand, teams []string) []Pair {
	order := DrawLot(r, teams)
	pairs := make([]Pair, 0, len(order)/2)
	for i := 0; i+1 < len(order); i += 2 {
		pairs = append(pairs, Pair{A: order[i], B: order[i+1]})
	}
	return pairs
}

// CheckPairs verifies recorded pairs against the teams that must play: every
// team exactly once, no team against itself. With seeded set, each pair must
// also join one team of the lower half of teams (A) with one of the upper
// half (B), as DrawSeeded makes them.
func CheckPairs(teams []string, pairs []Pair, seeded bool) error {
	if len(pairs)*2 != len(teams) {
		return turnir.Errorf(turnir.EINVALID, "%[1]s cannot seat %[3]s",
			"пар: %[5]d, а команд: %[6]d — так не рассадить", labels.Count("en", "count.pair", len(pairs)), "", labels.Count("en", "count.team", len(teams)), "", len(pairs), len(teams))
	}
	seen := map[string]bool{}
	half := len(teams) / 2
	for _, p := range pairs {
		for _, t := range p.Teams() {
			if !slices.Contains(teams, t) || seen[t] {
				return turnir.Errorf(turnir.EINVALID, "team %q does not play this round or plays twice in it",
					"команда %q не играет в этом туре или играет в нём дважды", t)
			}
			seen[t] = true
		}
		if seeded && (slices.Index(teams, p.A) < half || slices.Index(teams, p.B) >= half) {
			return turnir.Errorf(turnir.EINVALID,
				"pair %s-%s does not join a team placed %d-%d with one placed 1-%d (C5)",
				"пара %s-%s не соединяет команду с мест %d-%d с командой с мест 1-%d (C5)",
				p.A, p.B, half+1, len(teams), half)
		}
	}
	return nil
}

// PairResult is the outcome of a pair in a written knock-out round.
type PairResult struct {
	Pair     Pair   `json:"pair"`
	PointsA  int    `json:"points_a"`
	PointsB  int    `json:"points_b"`
	Winner   string `json:"winner"`
	By       string `json:"by"` // "points", "lower_place" (C5 equal points) or "walkover" (DQ2)
	Walkover bool   `json:"walkover,omitempty"`
}

// Decide applies C5/C6 to one pair: more points goes on; on equal points the
// team placed lower in round 1 goes on (the regulation favours the weaker
// team). The same rule serves round 3, whose pairs come from a general lot:
// the text says round 3 is played "by the same scheme" as round 2, and
// round-1 places are the only ranking every survivor has. seed gives each
// team's round-1 place (1-based). A disqualified team loses by walkover; if
// both are disqualified the committee must decide and Decide refuses.
func Decide(p Pair, pointsA, pointsB int, seed map[string]int, dq map[string]bool) (PairResult, error) {
	res := PairResult{Pair: p, PointsA: pointsA, PointsB: pointsB}
	switch {
	case dq[p.A] && dq[p.B]:
		return res, turnir.Errorf(turnir.ECONFLICT, "both %q and %q are disqualified; the committee decides who goes on (DQ1)",
			"дисквалифицированы обе команды %q и %q; кто проходит, решает оргкомитет (DQ1)", p.A, p.B)
	case dq[p.A]:
		res.Winner, res.By, res.Walkover = p.B, "walkover", true
	case dq[p.B]:
		res.Winner, res.By, res.Walkover = p.A, "walkover", true
	case pointsA > pointsB:
		res.Winner, res.By = p.A, "points"
	case pointsB > pointsA:
		res.Winner, res.By = p.B, "points"
	case seed[p.A] > seed[p.B]:
		res.Winner, res.By = p.A, "lower_place"
	default:
		res.Winner, res.By = p.B, "lower_place"
	}
	return res, nil
}

// Loser returns the team of the pair that did not go on.
func (r PairResult) Loser() string {
	if r.Winner == r.Pair.A {
		return r.Pair.B
	}
	return r.Pair.A
}
