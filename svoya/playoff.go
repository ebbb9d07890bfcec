package svoya

import (
	"sort"
	"strings"

	"turnir"
	"turnir/labels"
)

// FirstRound composes the first play-off round (S11) from the venues'
// qualifiers for cfg (see Config.Validate): a straight final of every
// qualifier, venue place by venue place, or the quarter-finals.
func FirstRound(venueTops [][]string, cfg Config) ([][]string, error) {
	if !cfg.StraightFinal() {
		return QuarterFinals(venueTops)
	}
	var final []string
	for j := range cfg.Groups.Advance {
		for i, t := range venueTops {
			if len(t) != cfg.Groups.Advance {
				return nil, turnir.Errorf(turnir.EINVALID, "venue %[1]d sends %[2]s, want %[4]d",
					"площадка %[1]d выводит %[3]s, нужно %[4]d", i+1,
					labels.Count("en", "count.player", len(t)), labels.Count("ru", "count.player", len(t)), cfg.Groups.Advance)
			}
			final = append(final, t[j])
		}
	}
	if len(final) != cfg.Playoff.FightSize {
		return nil, turnir.Errorf(turnir.EINVALID, "%d qualifiers cannot fill a final of %d",
			"%d вышедших не составляют финал из %d", len(final), cfg.Playoff.FightSize)
	}
	return [][]string{final}, nil
}

// QuarterFinals composes the quarter-final fights (S11) from the venues'
// qualifiers: venueTops[v] is venue v's top in place order. Quarter-final k
// takes place j of venue (k+j) mod V, so with 4 venues of 4 each fight holds
// one player of every venue and of every venue place, and the venue winners
// are spread over all the fights.
func QuarterFinals(venueTops [][]string) ([][]string, error) {
	v := len(venueTops)
	if v == 0 {
		return nil, turnir.Errorf(turnir.EINVALID, "no venues", "нет площадок")
	}
	for i, t := range venueTops {
		if len(t) != v {
			return nil, turnir.Errorf(turnir.EINVALID, "venue %[1]d sends %[2]s; the rotation needs %[4]d from each of %[5]s",
				"площадка %[1]d выводит игроков: %[7]d; нужно по %[4]d с каждой из %[6]s", i+1, labels.Count("en", "count.player", len(t)), "", v, labels.Count("en", "count.venue", v), labels.Count("ru", "count.venue_gen", v), len(t))
		}
	}
	out := make([][]string, v)
	for k := range out {
		for j := range v {
			out[k] = append(out[k], venueTops[(k+j)%v][j])
		}
	}
	return out, nil
}

// NextRound composes the fights of the next play-off round from the top 2 of
// each fight (advancers[i] in place order) (S11): fight i takes the winners
// of fights 2i and 2i+1 and the runners-up of fights 2i+2 and 2i+3 (mod the
// number of fights). Four quarter-finals give two semi-finals, each with one
// player of every quarter-final; two semi-finals give the final of four.
func NextRound(advancers [][]string) ([][]string, error) {
	m := len(advancers)
	if m < 2 || m%2 != 0 {
		return nil, turnir.Errorf(turnir.EINVALID, "the next round needs an even number of fights, got %d",
			"для следующего раунда нужно чётное число боёв, получено %d", m)
	}
	for i, a := range advancers {
		if len(a) != 2 {
			return nil, turnir.Errorf(turnir.EINVALID, "fight %[1]d sends %[2]s on, want 2",
				"из боя %[1]d выходят игроков: %[3]d, должно быть 2", i+1, labels.Count("en", "count.player", len(a)), len(a))
		}
	}
	out := make([][]string, m/2)
	for i := range out {
		out[i] = []string{
			advancers[2*i][0], advancers[2*i+1][0],
			advancers[(2*i+2)%m][1], advancers[(2*i+3)%m][1],
		}
	}
	return out, nil
}

// PlayoffRow is one player's line of a play-off fight (S11, S12).
type PlayoffRow struct {
	Player string `json:"player"`
	Indicators
	Place
	Shootout    *Indicators `json:"shootout,omitempty"` // the last shootout that placed the player
	ByCommittee bool        `json:"by_committee,omitempty"`
}

// RankPlayoff ranks a play-off fight (S11): by total, then the sum of right
// answers, then the number of right answers. Players equal on all of them go
// to a shootout (S12): a fight of the shootout format among exactly those
// players, ranked the same way; shootouts are matched to ties by their
// player sets and used in order, so a tie a shootout leaves may go to a
// further one. What no shootout settles goes to the committee's order, and
// ties come back, best first, for the caller to arrange a shootout for.
func RankPlayoff(f Fight, format Format, shootouts []Fight, cfg Config, committee []string) (rows []PlayoffRow, ties [][]string, err error) {
	ind, err := f.Tally(format)
	if err != nil {
		return nil, nil, err
	}
	shot := make([]map[string]Indicators, len(shootouts))
	for i, s := range shootouts {
		if shot[i], err = s.Tally(cfg.Playoff.Shootout); err != nil {
			return nil, nil, err
		}
		for _, p := range s.Players {
			if _, ok := ind[p]; !ok {
				return nil, nil, turnir.Errorf(turnir.EINVALID, "%q shoots out but did not play the fight",
					"%q участвует в перестрелке, но не играл в бою", p)
			}
		}
	}
	used := make([]bool, len(shootouts))
	last := map[string]Indicators{}
	byCom := map[string]bool{}
	var settle func(block []string) [][]string
	settle = func(block []string) [][]string {
		for i, s := range shootouts {
			if used[i] || !sameSet(s.Players, block) {
				continue
			}
			used[i] = true
			for _, p := range block {
				last[p] = shot[i][p]
			}
			var out [][]string
			for _, b := range blocks(block, func(a, b string) int { return compareS6(shot[i][a], shot[i][b]) }) {
				if len(b) == 1 {
					out = append(out, b)
				} else {
					out = append(out, settle(b)...)
				}
			}
			return out
		}
		sub, ok := byCommittee(block, committee)
		for _, p := range block {
			byCom[p] = ok
		}
		return sub
	}
	players := append([]string(nil), f.Players...)
	var ordered [][]string
	for _, b := range blocks(players, func(a, b string) int { return compareS6(ind[a], ind[b]) }) {
		if len(b) == 1 {
			ordered = append(ordered, b)
		} else {
			ordered = append(ordered, settle(b)...)
		}
	}
	for i, u := range used {
		if !u {
			return nil, nil, turnir.Errorf(turnir.EINVALID, "shootout %d (%s) does not match a tie of the fight",
				"перестрелка %d (%s) не соответствует равенству в бою", i+1, strings.Join(shootouts[i].Players, ", "))
		}
	}
	pl := placesOf(ordered)
	for _, b := range ordered {
		for _, p := range b {
			r := PlayoffRow{Player: p, Indicators: ind[p], Place: pl[p], ByCommittee: byCom[p]}
			if s, ok := last[p]; ok {
				r.Shootout = &s
			}
			rows = append(rows, r)
		}
	}
	return rows, unresolved(ordered), nil
}

// PlayoffQualifiers returns the top n of a ranked play-off fight (S11: 2 go
// on; 1 is the final's winner), refusing while a tie among them or across
// the cut needs a shootout or the committee.
func PlayoffQualifiers(rows []PlayoffRow, n int) ([]string, error) {
	players := make([]string, len(rows))
	places := make([]Place, len(rows))
	for i, r := range rows {
		players[i], places[i] = r.Player, r.Place
	}
	bs := cut(players, places)
	return top(bs, n)
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	x := append([]string(nil), a...)
	y := append([]string(nil), b...)
	sort.Strings(x)
	sort.Strings(y)
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}
