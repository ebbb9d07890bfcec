package svoya

import (
	"sort"
	"turnir/labels"

	"turnir"
)

// Mark is one answer on a qualifying sheet (S5).
type Mark int8

// The marks a sheet holds.
const (
	Wrong Mark = -1 // minus the question's value
	None  Mark = 0  // no answer: 0
	Right Mark = 1  // plus the question's value
)

// Sheet is one player's written qualifying (S4): Marks[theme][question].
type Sheet struct {
	Player string   `json:"player"`
	Marks  [][]Mark `json:"marks"`
}

// Score returns the S6 indicators of the sheet, refusing a sheet whose shape
// is not Themes x len(Values) or that holds other marks.
func (s Sheet) Score(c QualifyingConfig) (Indicators, error) {
	var ind Indicators
	if len(s.Marks) != c.Themes {
		return ind, turnir.Errorf(turnir.EINVALID, "the sheet of %[1]s has %[2]s, want %[4]d",
			"в бланке %[1]s тем: %[3]d, должно быть %[4]d", s.Player, labels.Count("en", "count.theme", len(s.Marks)), len(s.Marks), c.Themes)
	}
	for t, theme := range s.Marks {
		if len(theme) != len(c.Values) {
			return ind, turnir.Errorf(turnir.EINVALID, "theme %[1]d of %[2]s has %[3]s, want %[5]d",
				"в теме %[1]d бланка %[2]s ответов: %[4]d, должно быть %[5]d", t+1, s.Player, labels.Count("en", "count.answer", len(theme)), len(theme), len(c.Values))
		}
		for q, m := range theme {
			v := c.Values[q]
			switch m {
			case Right:
				ind.Total += v
				ind.RightSum += v
				ind.RightCount++
				ind.Answered++
			case Wrong:
				ind.Total -= v
				ind.Answered++
			case None:
			default:
				return ind, turnir.Errorf(turnir.EINVALID, "mark %d is not -1, 0 or 1", "отметка %d — не -1, 0 или 1", m)
			}
		}
	}
	return ind, nil
}

// QualifyingRow is one line of the qualifying table.
type QualifyingRow struct {
	Player string `json:"player"`
	Indicators
	Place
	ByCommittee bool `json:"by_committee,omitempty"` // the place came from the committee's order
}

// CheckEntrants checks that every entrant is a player of the festival's
// teams (S2: eligible holds them) and enters once.
func CheckEntrants(entrants []string, eligible map[string]bool) error {
	seen := map[string]bool{}
	for _, p := range entrants {
		if !eligible[p] {
			return turnir.Errorf(turnir.EINVALID, "%q is not a player of a festival team",
				"%q не является игроком команды фестиваля", p)
		}
		if seen[p] {
			return turnir.Errorf(turnir.EINVALID, "%q is entered twice", "%q заявлен дважды", p)
		}
		seen[p] = true
	}
	return nil
}

// Qualifying ranks the written qualifying (S5, S6): by total, then the sum
// of right answers only, then the number of right answers, then the order of
// committee (the committee's explicit decision; nil before it is taken).
// There are no shared places: ties left after all of that come back as
// blocks in ties, best first, with a provisional range in their rows.
func Qualifying(sheets []Sheet, cfg Config, committee []string) (rows []QualifyingRow, ties [][]string, err error) {
	ind := map[string]Indicators{}
	var players []string
	for _, s := range sheets {
		if s.Player == "" {
			return nil, nil, turnir.Errorf(turnir.EINVALID, "a sheet has no player", "бланк без игрока")
		}
		if _, dup := ind[s.Player]; dup {
			return nil, nil, turnir.Errorf(turnir.EINVALID, "%q has two sheets", "у %q два бланка", s.Player)
		}
		i, err := s.Score(cfg.Qualifying)
		if err != nil {
			return nil, nil, err
		}
		ind[s.Player] = i
		players = append(players, s.Player)
	}
	sort.Strings(players) // a stable, input-independent order inside unresolved ties
	var ordered [][]string
	byCom := map[string]bool{}
	for _, b := range blocks(players, func(a, b string) int { return compareS6(ind[a], ind[b]) }) {
		if len(b) == 1 {
			ordered = append(ordered, b)
			continue
		}
		sub, ok := byCommittee(b, committee)
		for _, p := range b {
			byCom[p] = ok
		}
		ordered = append(ordered, sub...)
	}
	pl := placesOf(ordered)
	for _, b := range ordered {
		for _, p := range b {
			rows = append(rows, QualifyingRow{Player: p, Indicators: ind[p], Place: pl[p], ByCommittee: byCom[p]})
		}
	}
	return rows, unresolved(ordered), nil
}

// Qualifiers returns the players of places 1..n in order (S7: 32 go on). Any
// tie among them or across the cut must be settled by the committee first:
// the group seating depends on every one of these places.
func Qualifiers(rows []QualifyingRow, n int) ([]string, error) {
	players := make([]string, len(rows))
	places := make([]Place, len(rows))
	for i, r := range rows {
		players[i], places[i] = r.Player, r.Place
	}
	bs := cut(players, places)
	if n > len(rows) {
		n = len(rows) // fewer entrants than seats: everyone goes on
	}
	return top(bs, n)
}
