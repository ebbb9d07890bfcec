package svoya

import (
	"sort"
	"strings"
	"turnir/labels"

	"turnir"
)

// Indicators are the S6 indicators of a player over some questions: the
// total (+value right, -value wrong), the sum of the right answers' values
// and the number of right answers. Answered counts every answer given, right
// or wrong; it tells a passive zero from an active one (S9).
type Indicators struct {
	Total      int `json:"total"`
	RightSum   int `json:"right_sum"`
	RightCount int `json:"right_count"`
	Answered   int `json:"answered"`
}

// Add returns the sum of two sets of indicators.
func (a Indicators) Add(b Indicators) Indicators {
	return Indicators{a.Total + b.Total, a.RightSum + b.RightSum, a.RightCount + b.RightCount, a.Answered + b.Answered}
}

// compareS6 compares by the S6 order: total, then right sum, then right count.
func compareS6(a, b Indicators) int {
	switch {
	case a.Total != b.Total:
		return a.Total - b.Total
	case a.RightSum != b.RightSum:
		return a.RightSum - b.RightSum
	default:
		return a.RightCount - b.RightCount
	}
}

// blocks orders players best first by cmp (stable) and cuts them into blocks
// that cmp finds equal.
func blocks(players []string, cmp func(a, b string) int) [][]string {
	order := append([]string(nil), players...)
	sort.SliceStable(order, func(i, j int) bool { return cmp(order[i], order[j]) > 0 })
	var out [][]string
	for i, p := range order {
		if i > 0 && cmp(p, order[i-1]) == 0 {
			out[len(out)-1] = append(out[len(out)-1], p)
			continue
		}
		out = append(out, []string{p})
	}
	return out
}

// byCommittee orders a tied block by the committee's explicit order (S6) when
// the order names every player of the block; otherwise the block stays.
func byCommittee(block []string, committee []string) ([][]string, bool) {
	pos := map[string]int{}
	for i, p := range committee {
		pos[p] = i
	}
	for _, p := range block {
		if _, ok := pos[p]; !ok {
			return [][]string{block}, false
		}
	}
	order := append([]string(nil), block...)
	sort.SliceStable(order, func(i, j int) bool { return pos[order[i]] < pos[order[j]] })
	out := make([][]string, len(order))
	for i, p := range order {
		out[i] = []string{p}
	}
	return out, true
}

// Place is a place in a ranking: Place and PlaceTo differ only while a tie
// is unresolved (Svoya igra shares places only inside a group fight, S9).
type Place struct {
	Place   int `json:"place"`
	PlaceTo int `json:"place_to"`
}

// Tied reports whether the place is an unresolved range.
func (p Place) Tied() bool { return p.PlaceTo > p.Place }

// placesOf numbers ordered blocks: a block of n gets the range of its n places.
func placesOf(bs [][]string) map[string]Place {
	out := map[string]Place{}
	n := 1
	for _, b := range bs {
		for _, p := range b {
			out[p] = Place{n, n + len(b) - 1}
		}
		n += len(b)
	}
	return out
}

// unresolved returns the blocks of more than one player.
func unresolved(bs [][]string) [][]string {
	var out [][]string
	for _, b := range bs {
		if len(b) > 1 {
			out = append(out, b)
		}
	}
	return out
}

// top returns the first n players of ordered blocks, refusing (ECONFLICT) if
// a tie remains among them or across the cut; what refuses lists the tie.
func top(bs [][]string, n int) ([]string, error) {
	var out []string
	for _, b := range bs {
		if len(out) >= n {
			break
		}
		if len(b) > 1 {
			return nil, turnir.Errorf(turnir.ECONFLICT, "players %s are tied on every indicator; the committee must order them",
				"игроки %s равны по всем показателям; порядок определяет оргкомитет", strings.Join(b, ", "))
		}
		out = append(out, b[0])
	}
	if len(out) < n {
		return nil, turnir.Errorf(turnir.EINVALID, "%[1]s needed, there are %[3]d",
			"нужно %[2]s, есть только %[3]d", labels.Count("en", "count.player", n), labels.Count("ru", "count.player", n), len(out))
	}
	return out, nil
}

// cut rebuilds the blocks of a ranked table from its places.
func cut(players []string, places []Place) [][]string {
	var bs [][]string
	for i, p := range players {
		if i > 0 && places[i].Place == places[i-1].Place {
			bs[len(bs)-1] = append(bs[len(bs)-1], p)
			continue
		}
		bs = append(bs, []string{p})
	}
	return bs
}
