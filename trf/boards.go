package trf

import (
	"fmt"
	"sort"
)

// Boards returns the pairings recorded for round r as sorted "white-black"
// strings of player ids, "id-0" for the pairing-allocated bye: the form in
// which a re-pairing is compared with what was played.
func (t *Tournament) Boards(r int) []string {
	var out []string
	for _, p := range t.Players {
		if len(p.Entries) < r {
			continue
		}
		e := p.Entries[r-1]
		switch {
		case e.Opponent == 0 && e.Result == 'U':
			out = append(out, fmt.Sprintf("%d-0", p.ID))
		case e.Opponent != 0 && e.Colour == 'w':
			out = append(out, fmt.Sprintf("%d-%d", p.ID, e.Opponent))
		}
	}
	sort.Strings(out)
	return out
}
