package brainring

import (
	"math/rand/v2"
	"strconv"
	"turnir/labels"

	"turnir"
)

// Group is one group of the group stage (F2): its name ("A", "B" ...) and its
// teams in the order they were drawn.
type Group struct {
	Name  string   `json:"name"`
	Teams []string `json:"teams"`
}

// GroupName returns the name of the i-th group (0-based): "A" to "Z", then
// "G27", "G28" ... for the unlikely festival with more groups.
func GroupName(i int) string {
	if i < 26 {
		return string(rune('A' + i))
	}
	return "G" + strconv.Itoa(i+1)
}

// DrawGroups draws the teams into cfg.Groups groups by plain lot (F2). The
// group sizes differ by at most one.
func DrawGroups(teams []string, cfg Config, r *rand.Rand) ([]Group, error) {
	return DrawGroupsSeeded([][]string{teams}, cfg, r)
}

// DrawGroupsSeeded draws the teams with seeding pots (F2, a setting): each
// pot is shuffled by lot, the pots are laid end to end in order, and the
// teams are dealt to the groups in a snake (A..H, then H..A, then A..H ...),
// so the strongest pot spreads over all groups first. One pot is a plain lot.
func DrawGroupsSeeded(pots [][]string, cfg Config, r *rand.Rand) ([]Group, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	var order []string
	seen := map[string]bool{}
	for _, pot := range pots {
		for _, t := range pot {
			if t == "" {
				return nil, turnir.Errorf(turnir.EINVALID, "a team has an empty id", "у команды пустой идентификатор")
			}
			if seen[t] {
				return nil, turnir.Errorf(turnir.EINVALID, "team %q is drawn twice", "команда %q участвует в жеребьёвке дважды", t)
			}
			seen[t] = true
		}
		for _, i := range turnir.Shuffle(r, len(pot)) {
			order = append(order, pot[i])
		}
	}
	g := cfg.Groups
	if len(order) < 2*g {
		return nil, turnir.Errorf(turnir.EINVALID, "%[1]s need at least %[3]s, there are %[5]d",
			"для %[2]s нужно не меньше %[4]s, заявлено %[5]d", labels.Count("en", "count.group", g), labels.Count("ru", "count.group_gen", g), labels.Count("en", "count.team", 2*g), labels.Count("ru", "count.team_gen", 2*g), len(order))
	}
	groups := make([]Group, g)
	for i := range groups {
		groups[i].Name = GroupName(i)
	}
	for i, t := range order {
		k, j := i/g, i%g
		if k%2 == 1 {
			j = g - 1 - j
		}
		groups[j].Teams = append(groups[j].Teams, t)
	}
	return groups, nil
}

// DrawLot returns the teams in an order drawn by lot. It settles ties that
// every indicator leaves (F5): pass the result to Standings as its lot.
func DrawLot(teams []string, r *rand.Rand) []string {
	out := make([]string, 0, len(teams))
	for _, i := range turnir.Shuffle(r, len(teams)) {
		out = append(out, teams[i])
	}
	return out
}
