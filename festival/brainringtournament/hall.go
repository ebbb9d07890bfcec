package brainringtournament

import (
	"slices"
	"strconv"
	"strings"

	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/festival/register"
	"turnir/labels"
)

// Lots drawn in the hall (issue 14, item 11): captains pull envelopes for
// the groups (F2) or for a group's tie (F5), and the jury enters what they
// drew as the lot's result instead of the server's draw. Each is a
// decision with who entered it and why; the draw must be one the server's
// own could have given, so the hall cannot do what a lot may not; a
// commitment published for the lot stays unrevealed.

// GroupSizes are the groups a draw from pots gives, in group order: each
// group's name and how many teams of each pot it takes (the snake of
// brainring.DrawGroupsSeeded, whatever the shuffle inside each pot).
func GroupSizes(pots [][]string, groups int) []GroupSize {
	out := make([]GroupSize, groups)
	for j := range out {
		out[j] = GroupSize{Name: brainring.GroupName(j), FromPot: make([]int, len(pots))}
	}
	i := 0
	for p, pot := range pots {
		for range pot {
			k, j := i/groups, i%groups
			if k%2 == 1 {
				j = groups - 1 - j
			}
			out[j].Teams++
			out[j].FromPot[p]++
			i++
		}
	}
	return out
}

// GroupSize is one group of a draw: its name, its number of teams and how
// many of them come from each pot.
type GroupSize struct {
	Name    string `json:"name"`
	Teams   int    `json:"teams"`
	FromPot []int  `json:"from_pot"`
}

// EnterHallGroups records the group draw (F2) as drawn in the hall, a
// decision with its reason: groups are the teams of each group in the
// order they play the schedule (group i is named brainring.GroupName(i)),
// drawn from pots (nil: one pot of every team). Every entered team not
// disqualified is in exactly one group, and each group takes from each pot
// as many teams as the server's draw gives it (GroupSizes).
func (f *Festival) EnterHallGroups(m es.Meta, pots [][]string, groups [][]string) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	b := f.Brainring
	if b == nil {
		return nil, NoBrainring()
	}
	if err := register.NeedReason(m.Reason, "a group draw made in the hall", "жеребьёвка групп в зале"); err != nil {
		return nil, err
	}
	pots, err := f.drawPots(pots)
	if err != nil {
		return nil, err
	}
	want := GroupSizes(pots, b.Config.Groups)
	if len(groups) != len(want) {
		return nil, turnir.Errorf(turnir.EINVALID, "the Brain-ring has %[1]s, %[3]d were entered",
			"в брейн-ринге %[2]s, введено %[3]d", labels.Count("en", "count.group", len(want)), labels.Count("ru", "count.group", len(want)), len(groups))
	}
	pot := map[string]int{}
	for p, teams := range pots {
		for _, t := range teams {
			pot[t] = p
		}
	}
	seen := map[string]bool{}
	d := BrainringGroupsDrawn{Pots: pots, Hall: true}
	for j, teams := range groups {
		from := make([]int, len(pots))
		for _, t := range teams {
			p, ok := pot[t]
			if !ok {
				return nil, turnir.Errorf(turnir.EINVALID, "team %q is not in the draw", "команды %q нет в жеребьёвке", f.TeamName(t))
			}
			if seen[t] {
				return nil, turnir.Errorf(turnir.EINVALID, "team %q is in two groups", "команда %q попала в две группы", f.TeamName(t))
			}
			seen[t] = true
			from[p]++
		}
		if w := want[j]; len(teams) != w.Teams || !slices.Equal(from, w.FromPot) {
			return nil, wrongGroup(w)
		}
		d.Groups = append(d.Groups, brainring.Group{Name: want[j].Name, Teams: slices.Clone(teams)})
	}
	if len(seen) != len(pot) {
		return nil, turnir.Errorf(turnir.EINVALID, "every team of the draw must be in a group", "каждая команда жеребьёвки должна попасть в группу")
	}
	if d, err = scheduled(d); err != nil {
		return nil, err
	}
	return f.brCmd(m.Event(EvBrainringGroupsDrawn, d))
}

// wrongGroup is the refusal of a group the draw cannot give, saying what
// it must hold.
func wrongGroup(w GroupSize) error {
	en, ru := labels.Count("en", "count.team", w.Teams), labels.Count("ru", "count.team", w.Teams)
	if len(w.FromPot) > 1 {
		var pe, pr []string
		for p, n := range w.FromPot {
			pe = append(pe, strconv.Itoa(n)+" of pot "+strconv.Itoa(p+1))
			pr = append(pr, strconv.Itoa(n)+" из корзины "+strconv.Itoa(p+1))
		}
		en += " (" + strings.Join(pe, ", ") + ")"
		ru += " (" + strings.Join(pr, ", ") + ")"
	}
	return &turnir.Error{Code: turnir.EINVALID, EN: "group " + w.Name + " must hold " + en + ", as the draw deals them",
		RU: "в группе " + w.Name + " должно быть " + ru + " — так их раскладывает жеребьёвка"}
}

// EnterHallGroupLot records group's lot (F5) as drawn in the hall, a
// decision with its reason: order lists the tied teams as the captains
// drew them, best first, and must name every team of a tie; the group's
// other teams follow in the group's order, where the lot decides nothing.
func (f *Festival) EnterHallGroupLot(m es.Meta, group string, order []string) ([]turnir.Event, error) {
	if err := f.Exists(); err != nil {
		return nil, err
	}
	if f.Brainring == nil {
		return nil, NoBrainring()
	}
	if err := register.NeedReason(m.Reason, "a lot drawn in the hall", "жребий, проведённый в зале"); err != nil {
		return nil, err
	}
	g, t, err := f.lotGroup(group)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, id := range order {
		if !slices.Contains(g.Teams, id) {
			return nil, turnir.Errorf(turnir.EINVALID, "team %q is not in group %s", "команды %q нет в группе %s", f.TeamName(id), group)
		}
		if seen[id] {
			return nil, turnir.Errorf(turnir.EINVALID, "team %q is named twice", "команда %q названа дважды", f.TeamName(id))
		}
		seen[id] = true
	}
	for _, id := range TiedTeams(t.placed) {
		if !seen[id] {
			return nil, turnir.Errorf(turnir.EINVALID, "the lot must place every tied team: %q is missing",
				"в жребии должны быть все команды с равными показателями: нет команды %q", f.TeamName(id))
		}
	}
	full := slices.Clone(order)
	for _, id := range g.Teams {
		if !seen[id] {
			full = append(full, id)
		}
	}
	return f.brCmd(m.Event(EvBrainringGroupLotDrawn, BrainringGroupLotDrawn{Group: group, Order: full, Hall: true}))
}

// TiedTeams lists the placed teams of a table that share a place, in table order:
// the teams a group's lot orders.
func TiedTeams(rows []brainring.Row) []string {
	var out []string
	for _, r := range rows {
		if r.Place > 0 && r.Shared() {
			out = append(out, r.Team)
		}
	}
	return out
}

// HallView is what the jury's form for the lot the Brain-ring waits for
// needs to enter it as drawn in the hall, nil when no lot is due: the
// groups a plain draw (one pot) gives, or the tied teams a group's lot
// must order.
type HallView struct {
	Groups []GroupSize `json:"groups,omitempty"`
	Group  string      `json:"group,omitempty"`
	Tied   []string    `json:"tied,omitempty"`
}

// BrainringHall is the HallView of the lot the Brain-ring waits for.
func (f *Festival) BrainringHall() *HallView {
	st, err := f.BrainringNext()
	if err != nil {
		return nil
	}
	switch st.Stage {
	case BrainringStageDraw:
		if f.BrainringDrawReady() != nil {
			return nil
		}
		return &HallView{Groups: GroupSizes([][]string{st.Teams}, f.Brainring.Config.Groups)}
	case BrainringStageLot:
		if _, t, err := f.lotGroup(st.Group); err == nil {
			return &HallView{Group: st.Group, Tied: TiedTeams(t.placed)}
		}
	}
	return nil
}
