package brainringtournament

import (
	"maps"
	"math"
	"slices"
	"strings"

	"turnir/brainring"
)

// The computations behind the Brain-ring views and the commands' checks:
// the fights as they count (with the forfeits of DQ2), the group tables
// with disqualified teams taken out of the placing, and the bracket with
// every play entered so far. Package doc of brainring.go says why.

// brainringDQ returns the disqualified teams of the event.
func (f *Festival) brainringDQ() map[string]bool {
	dq := map[string]bool{}
	for _, t := range f.Teams {
		if t.Disqualified {
			dq[t.ID] = true
		}
	}
	return dq
}

// forfeitFight returns fight fg as it counts when dq disqualified one or
// both of its teams: all questions to the other team (0:N), or to nobody
// when both are out.
func forfeitFight(fg brainring.Fight, dq map[string]bool) brainring.Fight {
	out := brainring.NewFight(fg.A, fg.B, fg.Length)
	winner := ""
	switch {
	case dq[fg.A] && !dq[fg.B]:
		winner = fg.B
	case dq[fg.B] && !dq[fg.A]:
		winner = fg.A
	}
	for range fg.Length {
		out.Taken = append(out.Taken, winner)
	}
	return out
}

// countedFight is a group fight as it counts, and whether it is a forfeit
// (DQ2: a fight of a disqualified team not complete when it was
// disqualified).
func countedFight(gf GroupFight, dq map[string]bool) (brainring.Fight, bool) {
	if (dq[gf.Fight.A] || dq[gf.Fight.B]) && !gf.Fight.Complete() {
		return forfeitFight(gf.Fight, dq), true
	}
	return gf.Fight, false
}

// groupTable is a group's standing as the views and commands need it.
type groupTable struct {
	rows       []brainring.Row // the engine's table over every team
	placed     []brainring.Row // the teams not disqualified, placed; then the disqualified, Place 0
	fights     []brainring.Fight
	forfeit    map[string]bool // group fight IDs counted as forfeits
	complete   bool            // every fight counts as complete
	needsLot   bool            // complete, and a tie touches the qualifying places
	qualifiers []string        // the teams that go on, best first, once settled
}

// table computes the table of group g (F5).
func (f *Festival) table(g *BrainringGroup, dq map[string]bool) (groupTable, error) {
	b := f.Brainring
	t := groupTable{forfeit: map[string]bool{}, complete: true}
	for _, gf := range g.Fights {
		fg, ff := countedFight(gf, dq)
		if ff {
			t.forfeit[gf.ID] = true
		}
		t.complete = t.complete && fg.Complete()
		t.fights = append(t.fights, fg)
	}
	rows, err := brainring.Standings(g.Teams, t.fights, b.Config, g.Lot)
	if err != nil {
		return t, err
	}
	t.rows = rows
	out := dq
	if b.Playoff != nil {
		// A team disqualified once in the play-off keeps the group place
		// it went on with, marked: the places behind it were played for
		// and ranked with it there.
		out = maps.Clone(dq)
		for _, e := range b.Playoff.Entries {
			delete(out, e.Team)
		}
	}
	t.placed = placeWithout(rows, out)
	kept := 0
	for _, r := range t.placed {
		if r.Place > 0 {
			kept++
		}
		if r.Place > 0 && r.Shared() && r.Place <= b.Config.Advance {
			t.needsLot = t.complete
		}
	}
	switch {
	case b.Playoff != nil:
		// The play-off entries are stored: a later disqualification does
		// not move a team of the group into a bracket already laid out.
		var es []brainring.Entry
		for _, e := range b.Playoff.Entries {
			if strings.TrimRight(e.Source, "0123456789") == g.Name {
				es = append(es, e)
			}
		}
		// "A1" before "A2": best first.
		slices.SortFunc(es, func(x, y brainring.Entry) int { return strings.Compare(x.Source, y.Source) })
		for _, e := range es {
			t.qualifiers = append(t.qualifiers, e.Team)
		}
	case t.complete && !t.needsLot && kept >= b.Config.Advance:
		q, err := brainring.Qualifiers(t.placed[:kept], b.Config.Advance)
		if err == nil {
			t.qualifiers = q
		}
	}
	return t, nil
}

// placeWithout takes the disqualified teams out of a ranked table: the
// others close up (a shared block keeps its teams that remain) and the
// disqualified follow, unplaced (DQ2).
func placeWithout(rows []brainring.Row, dq map[string]bool) []brainring.Row {
	var out, out2 []brainring.Row
	next := 1
	for i := 0; i < len(rows); {
		j := i
		for j < len(rows) && rows[j].Place == rows[i].Place {
			j++
		}
		var keep []brainring.Row
		for _, r := range rows[i:j] {
			if dq[r.Team] {
				r.Place, r.PlaceTo, r.HeadToHead, r.ByLot = 0, 0, false, false
				out2 = append(out2, r)
				continue
			}
			keep = append(keep, r)
		}
		for _, r := range keep {
			r.Place, r.PlaceTo = next, next+len(keep)-1
			out = append(out, r)
		}
		next += len(keep)
		i = j
	}
	return append(out, out2...)
}

// brBracket is the play-off with every play applied and the matches a
// disqualified team forfeits.
type brBracket struct {
	bracket brainring.Bracket
	forfeit map[string]bool // match IDs decided by forfeit (DQ2)
}

// brainringBracket computes the play-off as it stands. A match with both
// teams known, undecided and one of them disqualified counts as the
// disqualified team's forfeit of every fight (0:N). Winners move on, so
// the forfeits are found round by round, each round applied with the plays
// of the rounds up to it.
func (f *Festival) brainringBracket() (brBracket, error) { return f.bracketThrough(math.MaxInt) }

// bracketThrough is brainringBracket with the plays of the rounds up to
// round index last only (the 3rd-place match counts with the final).
func (f *Festival) bracketThrough(last int) (brBracket, error) {
	b := f.Brainring
	out := brBracket{forfeit: map[string]bool{}}
	if b == nil || b.Playoff == nil {
		return out, noPlayoff()
	}
	base, depth, err := f.emptyBracket()
	if err != nil {
		return out, err
	}
	plays := map[string]brainring.MatchPlay{}
	for id, p := range b.Playoff.Plays {
		if d, ok := depth[id]; !ok || d <= last {
			plays[id] = p
		}
	}
	dq := f.brainringDQ()
	if !slices.ContainsFunc(b.Playoff.Entries, func(e brainring.Entry) bool { return dq[e.Team] }) {
		// No forfeits: the common case, in one pass.
		br, err := base.Apply(plays, b.Config)
		out.bracket = br
		return out, err
	}
	for d := range base.Rounds {
		upTo := map[string]brainring.MatchPlay{}
		for id, p := range plays {
			if dd, ok := depth[id]; !ok || dd <= d {
				upTo[id] = p
			}
		}
		br, err := base.Apply(upTo, b.Config)
		if err != nil {
			return out, err
		}
		for _, m := range bracketMatches(br) {
			if depth[m.ID] != d || m.A == "" || m.B == "" || (m.Result != nil && m.Result.Winner != "") {
				continue
			}
			if (dq[m.A] || dq[m.B]) && !(dq[m.A] && dq[m.B]) {
				var p brainring.MatchPlay
				for k := 1; k <= b.Config.Playoff.FightsPerMatch; k++ {
					a, bb := m.A, m.B
					if k%2 == 0 {
						a, bb = bb, a
					}
					p.Fights = append(p.Fights, forfeitFight(brainring.NewFight(a, bb, m.Length), dq))
				}
				plays[m.ID] = p
				out.forfeit[m.ID] = true
			}
		}
	}
	br, err := base.Apply(plays, b.Config)
	if err != nil {
		return out, err
	}
	out.bracket = br
	return out, nil
}

// emptyBracket lays out the play-off from its stored entries, with the
// round index of each match ID (the 3rd-place match has the final's).
func (f *Festival) emptyBracket() (brainring.Bracket, map[string]int, error) {
	b := f.Brainring
	base, err := brainring.NewBracket(b.Playoff.Entries, b.Config)
	if err != nil {
		return base, nil, err
	}
	depth := map[string]int{}
	for ri, r := range base.Rounds {
		for _, m := range r.Matches {
			depth[m.ID] = ri
		}
	}
	if base.ThirdPlace != nil {
		depth[base.ThirdPlace.ID] = len(base.Rounds) - 1
	}
	return base, depth, nil
}

// bracketMatches lists every match of a bracket: the rounds in order, then
// the 3rd-place match.
func bracketMatches(br brainring.Bracket) []brainring.Match {
	var out []brainring.Match
	for _, r := range br.Rounds {
		out = append(out, r.Matches...)
	}
	if br.ThirdPlace != nil {
		out = append(out, *br.ThirdPlace)
	}
	return out
}

// brainringTables computes every group's table.
func (f *Festival) brainringTables() ([]groupTable, error) {
	dq := f.brainringDQ()
	out := make([]groupTable, len(f.Brainring.Groups))
	for i := range f.Brainring.Groups {
		t, err := f.table(&f.Brainring.Groups[i], dq)
		if err != nil {
			return nil, err
		}
		out[i] = t
	}
	return out, nil
}

// brainringCheck computes everything the views show and returns the first
// error: a command runs it on the state after its input so that nothing
// the views could not show is ever accepted.
func (f *Festival) brainringCheck() error {
	if f.Brainring.Playoff != nil {
		// The group results are final once the play-off starts.
		_, err := f.brainringBracket()
		return err
	}
	_, err := f.brainringTables()
	return err
}

// brainringEligible lists the entered teams not disqualified, in entry
// order.
func (f *Festival) brainringEligible() []string {
	dq := f.brainringDQ()
	return slices.DeleteFunc(slices.Clone(f.Brainring.Teams), func(t string) bool { return dq[t] })
}
