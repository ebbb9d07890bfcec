package quiz

import (
	"slices"
	"strconv"
)

// Place is a place in a table, possibly shared: From == To for a place held
// alone, From < To when several entries tie ("3-4"). The zero Place means
// "not placed" (for example a disqualified team).
type Place struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// String writes the place as the public sees it: "3", or "3-4" when shared,
// or "" when not placed.
func (p Place) String() string {
	switch {
	case p.From == 0:
		return ""
	case p.From == p.To:
		return strconv.Itoa(p.From)
	default:
		return strconv.Itoa(p.From) + "-" + strconv.Itoa(p.To)
	}
}

// Shared reports whether the place is held by more than one entry.
func (p Place) Shared() bool { return p.To > p.From }

// Places returns the places of a list already sorted best first. cmp(a, b)
// must be negative when a ranks above b and zero when they tie; entries that
// tie with their neighbour share a place, and the next entry's place skips
// the shared ones (1, 2-3, 2-3, 4). Ties must be adjacent, which holds for
// any list sorted by the same cmp.
func Places[T any](sorted []T, cmp func(a, b T) int) []Place {
	places := make([]Place, len(sorted))
	for i := 0; i < len(sorted); {
		j := i + 1
		for j < len(sorted) && cmp(sorted[i], sorted[j]) == 0 {
			j++
		}
		for k := i; k < j; k++ {
			places[k] = Place{From: i + 1, To: j}
		}
		i = j
	}
	return places
}

// Rank sorts a copy of items best first by cmp (stably, so ties keep their
// input order) and returns it with its places (see Places).
func Rank[T any](items []T, cmp func(a, b T) int) ([]T, []Place) {
	sorted := slices.Clone(items)
	slices.SortStableFunc(sorted, cmp)
	return sorted, Places(sorted, cmp)
}
