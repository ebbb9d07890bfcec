package brainring

import (
	"fmt"
	"strconv"
	"turnir/labels"

	"turnir"
)

// Stages of the play-off (F6).
const (
	StageFinal        = "final"
	StageThirdPlace   = "third_place"
	StageSemiFinal    = "semi_final"
	StageQuarterFinal = "quarter_final"
	// Earlier rounds are "round_of_16", "round_of_32" ...
)

// Entry is one team entering the play-off and where it comes from ("A1" is
// the winner of group A, "B2" the runner-up of group B).
type Entry struct {
	Team   string `json:"team"`
	Source string `json:"source"`
}

// PlayoffEntries lays out the qualifiers of the groups in bracket order (F6):
// entries 2k and 2k+1 meet in the first round. qualifiers[i] is the winner
// and the runner-up of groups[i]. Group i is paired with group i^1 (A with B,
// C with D ...): A1 meets B2 and B1 meets A2, and all the "winner of an even
// group" matches fill the top half, the others the bottom half, so two teams
// of one group can meet only in the final. With 8 groups the round of 16 is
// A1-B2, C1-D2, E1-F2, G1-H2 | B1-A2, D1-C2, F1-E2, H1-G2. The number of
// groups must be a power of two; a single group sends its two teams straight
// to the final.
func PlayoffEntries(groups []Group, qualifiers [][]string) ([]Entry, error) {
	g := len(groups)
	if g == 0 || g&(g-1) != 0 || len(qualifiers) != g {
		return nil, turnir.Errorf(turnir.EINVALID, "the play-off seeding needs 1, 2, 4, 8 ... groups with their qualifiers, groups given: %d",
			"посев плей-офф рассчитан на 1, 2, 4, 8 ... групп с их финалистами, задано групп: %d", g)
	}
	for i, q := range qualifiers {
		if len(q) != 2 {
			return nil, turnir.Errorf(turnir.EINVALID, "group %s must send exactly 2 teams to the play-off, got %d",
				"из группы %s в плей-офф выходят ровно 2 команды, получено %d", groups[i].Name, len(q))
		}
	}
	e := func(i, k int) Entry {
		return Entry{Team: qualifiers[i][k], Source: groups[i].Name + strconv.Itoa(k+1)}
	}
	if g == 1 {
		return []Entry{e(0, 0), e(0, 1)}, nil
	}
	var top, bottom []Entry
	for i := 0; i < g; i += 2 {
		top = append(top, e(i, 0), e(i+1, 1))
		bottom = append(bottom, e(i+1, 0), e(i, 1))
	}
	return append(top, bottom...), nil
}

// Match is one play-off match as a page draws it: its two slots (the team
// once known, and where it comes from), its fight length, what was played and
// the result.
type Match struct {
	ID      string       `json:"id"` // "R16-3", "QF1", "SF2", "F", "3P"
	Stage   string       `json:"stage"`
	A       string       `json:"a,omitempty"`
	B       string       `json:"b,omitempty"`
	SourceA string       `json:"source_a"` // "A1", "W:QF1" (winner of), "L:SF1" (loser of)
	SourceB string       `json:"source_b"`
	Length  int          `json:"length"` // questions a fight
	Play    MatchPlay    `json:"play"`
	Result  *MatchResult `json:"result,omitempty"`
}

// MatchPlay is what the jury entered for a match: its fights and the extra
// questions (F7).
type MatchPlay struct {
	Fights []Fight  `json:"fights"`
	Extra  []string `json:"extra,omitempty"`
}

// BracketRound is one column of the bracket.
type BracketRound struct {
	Stage   string  `json:"stage"`
	Length  int     `json:"length"`
	Matches []Match `json:"matches"`
}

// Bracket is the single-elimination play-off (F6, F7): rounds from the first
// to the final, top to bottom, and the 3rd-place match when played. Match i
// of a round is fed by matches 2i and 2i+1 of the round before.
type Bracket struct {
	Rounds     []BracketRound `json:"rounds"`
	ThirdPlace *Match         `json:"third_place,omitempty"`
}

func stageOf(matches int) (stage, prefix string) {
	switch matches {
	case 1:
		return StageFinal, "F"
	case 2:
		return StageSemiFinal, "SF"
	case 4:
		return StageQuarterFinal, "QF"
	}
	return "round_of_" + strconv.Itoa(2*matches), "R" + strconv.Itoa(2*matches) + "-"
}

func (c PlayoffConfig) length(stage string) int {
	switch stage {
	case StageFinal:
		return c.Final
	case StageThirdPlace:
		return c.ThirdPlace
	case StageSemiFinal:
		return c.SemiFinal
	case StageQuarterFinal:
		return c.QuarterFinal
	}
	return c.Early
}

// NewBracket builds the empty bracket for entries in bracket order (see
// PlayoffEntries; a committee may pass its own order). The number of entries
// must be a power of two, at least 2.
func NewBracket(entries []Entry, cfg Config) (Bracket, error) {
	n := len(entries)
	if err := cfg.Validate(); err != nil {
		return Bracket{}, err
	}
	if n < 2 || n&(n-1) != 0 {
		return Bracket{}, turnir.Errorf(turnir.EINVALID, "a bracket needs 2, 4, 8, 16 ... teams, got %d",
			"для сетки нужно 2, 4, 8, 16 ... команд, получено %d", n)
	}
	seen := map[string]bool{}
	for _, e := range entries {
		if e.Team == "" || seen[e.Team] {
			return Bracket{}, turnir.Errorf(turnir.EINVALID, "bracket teams must be distinct non-empty ids, got %q",
				"команды сетки должны иметь различные непустые идентификаторы, получено %q", e.Team)
		}
		seen[e.Team] = true
	}
	var b Bracket
	for m := n / 2; m >= 1; m /= 2 {
		stage, prefix := stageOf(m)
		r := BracketRound{Stage: stage, Length: cfg.Playoff.length(stage)}
		for i := 0; i < m; i++ {
			id := prefix
			if m > 1 {
				id += strconv.Itoa(i + 1)
			}
			mt := Match{ID: id, Stage: stage, Length: r.Length}
			if len(b.Rounds) == 0 {
				mt.A, mt.SourceA = entries[2*i].Team, entries[2*i].Source
				mt.B, mt.SourceB = entries[2*i+1].Team, entries[2*i+1].Source
			} else {
				prev := b.Rounds[len(b.Rounds)-1].Matches
				mt.SourceA, mt.SourceB = "W:"+prev[2*i].ID, "W:"+prev[2*i+1].ID
			}
			r.Matches = append(r.Matches, mt)
		}
		b.Rounds = append(b.Rounds, r)
	}
	if cfg.Playoff.ThirdPlaceMatch && n >= 4 {
		semis := b.Rounds[len(b.Rounds)-2].Matches
		b.ThirdPlace = &Match{ID: "3P", Stage: StageThirdPlace, Length: cfg.Playoff.ThirdPlace,
			SourceA: "L:" + semis[0].ID, SourceB: "L:" + semis[1].ID}
	}
	return b, nil
}

// Apply returns the bracket with the matches played so far: plays maps a
// match ID to what the jury entered. Winners move on to their next slot,
// semi-final losers to the 3rd-place match. A play for a match whose teams
// are not known yet, or a fight of the wrong length, is refused.
func (b Bracket) Apply(plays map[string]MatchPlay, cfg Config) (Bracket, error) {
	out := Bracket{}
	winners, losers := map[string]string{}, map[string]string{}
	slot := func(src string) string {
		switch {
		case len(src) > 2 && src[:2] == "W:":
			return winners[src[2:]]
		case len(src) > 2 && src[:2] == "L:":
			return losers[src[2:]]
		}
		return ""
	}
	play := func(m Match, first bool) (Match, error) {
		if !first {
			m.A, m.B = slot(m.SourceA), slot(m.SourceB)
		}
		m.Play, m.Result = MatchPlay{}, nil
		p, ok := plays[m.ID]
		if !ok {
			return m, nil
		}
		if m.A == "" || m.B == "" {
			return m, turnir.Errorf(turnir.ECONFLICT, "match %s cannot be played before both its teams are known",
				"матч %s нельзя играть, пока не известны обе команды", m.ID)
		}
		for i, f := range p.Fights {
			if f.Length != m.Length {
				return m, turnir.Errorf(turnir.EINVALID, "fight %[1]d of match %[2]s must have %[3]s, got %[5]d",
					"бой %[1]d матча %[2]s должен состоять из %[4]s, получено %[5]d", i+1, m.ID, labels.Count("en", "count.question", m.Length), labels.Count("ru", "count.question_gen", m.Length), f.Length)
			}
		}
		res, err := DecideMatch(m.A, m.B, p.Fights, p.Extra, cfg)
		if err != nil {
			return m, err
		}
		m.Play, m.Result = p, &res
		if res.Winner != "" {
			winners[m.ID], losers[m.ID] = res.Winner, res.Loser
		}
		return m, nil
	}
	for ri, r := range b.Rounds {
		nr := BracketRound{Stage: r.Stage, Length: r.Length}
		for _, m := range r.Matches {
			pm, err := play(m, ri == 0)
			if err != nil {
				return b, err
			}
			nr.Matches = append(nr.Matches, pm)
		}
		out.Rounds = append(out.Rounds, nr)
	}
	if b.ThirdPlace != nil {
		tp, err := play(*b.ThirdPlace, false)
		if err != nil {
			return b, err
		}
		out.ThirdPlace = &tp
	}
	for id := range plays {
		if _, ok := out.Match(id); !ok {
			return b, turnir.Errorf(turnir.ENOTFOUND, "there is no match %s in the bracket",
				"в сетке нет матча %s", id)
		}
	}
	return out, nil
}

// Match returns the match with the given ID.
func (b Bracket) Match(id string) (Match, bool) {
	for _, r := range b.Rounds {
		for _, m := range r.Matches {
			if m.ID == id {
				return m, true
			}
		}
	}
	if b.ThirdPlace != nil && b.ThirdPlace.ID == id {
		return *b.ThirdPlace, true
	}
	return Match{}, false
}

// Standing is one line of the final ranking.
type Standing struct {
	Team    string `json:"team"`
	Place   int    `json:"place"`
	PlaceTo int    `json:"place_to"` // > Place when the place is shared
	Stage   string `json:"stage"`    // where the team finished: "final", "semi_final" ... or "group"
}

// String renders the place as a page shows it: "3" or "5-8".
func (s Standing) String() string {
	if s.PlaceTo > s.Place {
		return fmt.Sprintf("%d-%d", s.Place, s.PlaceTo)
	}
	return strconv.Itoa(s.Place)
}

// Ranking returns the final ranking as far as it is decided: the final's
// winner and loser 1 and 2; the 3rd-place match 3 and 4 (without it the
// semi-final losers share "3-4"); the losers of each earlier round share a
// block ("5-8", "9-16"); then the teams out in the groups, one shared block
// per group place (every group's 3rd, then every group's 4th ...; a place
// shared inside a group counts as its first number). tables are the final
// group tables. Teams whose match is undecided are left out; their places
// stay reserved.
func Ranking(b Bracket, tables [][]Row) []Standing {
	var out []Standing
	block := func(teams []string, from, to int, stage string) {
		for _, t := range teams {
			if t != "" {
				out = append(out, Standing{Team: t, Place: from, PlaceTo: to, Stage: stage})
			}
		}
	}
	in := map[string]bool{}
	size := 0
	if len(b.Rounds) > 0 {
		size = 2 * len(b.Rounds[0].Matches)
		for _, m := range b.Rounds[0].Matches {
			in[m.A], in[m.B] = true, true
		}
		final := b.Rounds[len(b.Rounds)-1].Matches[0]
		if r := final.Result; r != nil && r.Winner != "" {
			block([]string{r.Winner}, 1, 1, StageFinal)
			block([]string{r.Loser}, 2, 2, StageFinal)
		}
		from := 3
		for ri := len(b.Rounds) - 2; ri >= 0; ri-- {
			r := b.Rounds[ri]
			n := len(r.Matches)
			if r.Stage == StageSemiFinal && b.ThirdPlace != nil {
				if tp := b.ThirdPlace.Result; tp != nil && tp.Winner != "" {
					block([]string{tp.Winner}, 3, 3, StageThirdPlace)
					block([]string{tp.Loser}, 4, 4, StageThirdPlace)
				}
				from += n
				continue
			}
			var losers []string
			for _, m := range r.Matches {
				if m.Result != nil {
					losers = append(losers, m.Result.Loser)
				}
			}
			block(losers, from, from+n-1, r.Stage)
			from += n
		}
	}
	from := size + 1
	for p := 1; ; p++ {
		var teams []string
		more := false
		for _, t := range tables {
			if len(t) >= p {
				more = true
			}
			for _, r := range t {
				if r.Place == p && !in[r.Team] {
					teams = append(teams, r.Team)
				}
			}
		}
		if !more {
			break
		}
		block(teams, from, from+len(teams)-1, "group")
		from += len(teams)
	}
	return out
}
