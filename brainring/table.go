package brainring

import (
	"sort"
	"strings"
	"turnir/labels"

	"turnir"
)

// Row is one line of a group table (F5). Place and PlaceTo are equal unless
// the place is shared ("3-4" has Place 3, PlaceTo 4).
type Row struct {
	Team       string `json:"team"`
	Played     int    `json:"played"`
	Won        int    `json:"won"`
	Drawn      int    `json:"drawn"`
	Lost       int    `json:"lost"`
	Points     int    `json:"points"`
	Taken      int    `json:"taken"` // questions the team took
	Given      int    `json:"given"` // questions its opponents took
	Place      int    `json:"place"`
	PlaceTo    int    `json:"place_to"`
	HeadToHead bool   `json:"head_to_head,omitempty"` // the place came from the mutual fights of tied teams
	ByLot      bool   `json:"by_lot,omitempty"`       // the place came from the lot
}

// Diff is the first tie-break of F5: questions taken minus questions given.
func (r Row) Diff() int { return r.Taken - r.Given }

// Shared reports whether the row shares its place with other rows.
func (r Row) Shared() bool { return r.PlaceTo > r.Place }

type tally struct{ points, taken, given int }

func (t tally) better(u tally) int {
	switch {
	case t.points != u.points:
		return t.points - u.points
	case t.taken-t.given != u.taken-u.given:
		return (t.taken - t.given) - (u.taken - u.given)
	default:
		return t.taken - u.taken
	}
}

// Standings ranks a group (F5) from its complete fights; fights still being
// entered do not count. Teams are ordered by points, then taken - given, then
// taken. Teams equal on all three are ranked by a mini-table of their mutual
// fights with the same indicators; a smaller block the mini-table leaves tied
// gets its own mini-table, and so on while the blocks shrink. Teams still
// tied share the place, unless lot (an order drawn with DrawLot, possibly
// nil) contains them all: then the lot orders them.
func Standings(teams []string, fights []Fight, cfg Config, lot []string) ([]Row, error) {
	idx := map[string]int{}
	rows := make([]Row, len(teams))
	for i, t := range teams {
		if _, dup := idx[t]; dup || t == "" {
			return nil, turnir.Errorf(turnir.EINVALID, "group teams must be distinct non-empty ids, got %q",
				"команды группы должны иметь различные непустые идентификаторы, получено %q", t)
		}
		idx[t] = i
		rows[i].Team = t
	}
	var done []Fight
	for _, f := range fights {
		if err := f.Validate(); err != nil {
			return nil, err
		}
		_, okA := idx[f.A]
		_, okB := idx[f.B]
		if !okA || !okB {
			return nil, turnir.Errorf(turnir.EINVALID, "fight %s - %s is not between teams of the group",
				"бой %s - %s сыгран не командами группы", f.A, f.B)
		}
		if !f.Complete() {
			continue
		}
		done = append(done, f)
		for _, t := range []string{f.A, f.B} {
			tk, gv, pts, _ := f.Of(t, cfg.Points)
			r := &rows[idx[t]]
			r.Played++
			r.Points += pts
			r.Taken += tk
			r.Given += gv
			switch {
			case tk > gv:
				r.Won++
			case tk < gv:
				r.Lost++
			default:
				r.Drawn++
			}
		}
	}
	all := map[string]tally{}
	for _, r := range rows {
		all[r.Team] = tally{r.Points, r.Taken, r.Given}
	}
	order := make([]string, len(teams))
	copy(order, teams)
	blocks := split(order, all)
	lotPos := map[string]int{}
	for i, t := range lot {
		lotPos[t] = i
	}
	h2h := map[string]bool{}
	byLot := map[string]bool{}
	var final [][]string
	for _, b := range blocks {
		if len(b) == 1 {
			final = append(final, b)
			continue
		}
		for _, sub := range headToHead(b, done, cfg.Points) {
			if len(sub) < len(b) {
				for _, t := range sub {
					h2h[t] = true
				}
			}
			if len(sub) > 1 && coveredBy(sub, lotPos) {
				sort.SliceStable(sub, func(i, j int) bool { return lotPos[sub[i]] < lotPos[sub[j]] })
				for _, t := range sub {
					byLot[t] = true
					final = append(final, []string{t})
				}
				continue
			}
			final = append(final, sub)
		}
	}
	out := make([]Row, 0, len(rows))
	place := 1
	for _, b := range final {
		for _, t := range b {
			r := rows[idx[t]]
			r.Place, r.PlaceTo = place, place+len(b)-1
			r.HeadToHead = h2h[t] && len(b) == 1 && !byLot[t]
			r.ByLot = byLot[t]
			out = append(out, r)
		}
		place += len(b)
	}
	return out, nil
}

// split orders teams by their tallies (best first, stable) and cuts them into
// blocks of equal tallies.
func split(teams []string, ts map[string]tally) [][]string {
	sort.SliceStable(teams, func(i, j int) bool { return ts[teams[i]].better(ts[teams[j]]) > 0 })
	var blocks [][]string
	for i, t := range teams {
		if i > 0 && ts[t].better(ts[teams[i-1]]) == 0 {
			blocks[len(blocks)-1] = append(blocks[len(blocks)-1], t)
			continue
		}
		blocks = append(blocks, []string{t})
	}
	return blocks
}

// headToHead orders a tied block by the mini-table of its mutual fights,
// recursing into any smaller block left tied. A block the mini-table cannot
// split at all comes back whole.
func headToHead(block []string, fights []Fight, p FightPoints) [][]string {
	in := map[string]bool{}
	for _, t := range block {
		in[t] = true
	}
	mini := map[string]tally{}
	for _, f := range fights {
		if !in[f.A] || !in[f.B] {
			continue
		}
		for _, t := range []string{f.A, f.B} {
			tk, gv, pts, _ := f.Of(t, p)
			m := mini[t]
			mini[t] = tally{m.points + pts, m.taken + tk, m.given + gv}
		}
	}
	order := append([]string(nil), block...)
	subs := split(order, mini)
	if len(subs) == 1 {
		return subs
	}
	var out [][]string
	for _, s := range subs {
		if len(s) == 1 {
			out = append(out, s)
			continue
		}
		out = append(out, headToHead(s, fights, p)...)
	}
	return out
}

func coveredBy(teams []string, pos map[string]int) bool {
	for _, t := range teams {
		if _, ok := pos[t]; !ok {
			return false
		}
	}
	return true
}

// Unresolved returns the blocks of teams that share a place in rows, best
// first. A lot (DrawLot) over a block settles it.
func Unresolved(rows []Row) [][]string {
	var out [][]string
	for i := 0; i < len(rows); {
		j := i
		for j < len(rows) && rows[j].Place == rows[i].Place {
			j++
		}
		if j-i > 1 {
			var b []string
			for _, r := range rows[i:j] {
				b = append(b, r.Team)
			}
			out = append(out, b)
		}
		i = j
	}
	return out
}

// Qualifiers returns the first n teams of a ranked table (F5: the top 2 go
// on). It refuses, with ECONFLICT, when a shared place crosses the cut: the
// lot must settle it first.
func Qualifiers(rows []Row, n int) ([]string, error) {
	if n > len(rows) {
		return nil, turnir.Errorf(turnir.EINVALID, "a group of %[1]s cannot send %[3]d on",
			"из группы из %[2]s не выходят %[3]d", labels.Count("en", "count.team", len(rows)), labels.Count("ru", "count.team_gen", len(rows)), n)
	}
	if n > 0 && n < len(rows) && rows[n-1].PlaceTo > n {
		var tied []string
		for _, r := range rows {
			if r.Place == rows[n-1].Place {
				tied = append(tied, r.Team)
			}
		}
		return nil, turnir.Errorf(turnir.ECONFLICT, "teams %s are tied across the cut; draw a lot",
			"команды %s равны на границе выхода; нужен жребий", strings.Join(tied, ", "))
	}
	out := make([]string, 0, n)
	for _, r := range rows[:n] {
		out = append(out, r.Team)
	}
	return out, nil
}
