package brainringtournament

import (
	"slices"
	"strconv"

	"turnir/brainring"
)

// Read views of the Brain-ring tournament for the pages and the API: plain
// structs with JSON tags, computed from the recorded inputs on each call.

// Statuses of a fight in the views.
const (
	FightScheduled  = "scheduled"   // nothing entered yet
	FightInProgress = "in_progress" // some questions entered
	FightComplete   = "complete"    // every question entered
	FightForfeit    = "forfeit"     // counted 0:N against a disqualified team (DQ2)
)

// Statuses of a play-off match in the views.
const (
	MatchWaiting    = "waiting"     // a team is not known yet
	MatchReady      = "ready"       // both teams known, nothing entered
	MatchInProgress = "in_progress" // fights being entered
	MatchExtra      = "extra"       // fights level on every indicator: extra questions (F7)
	MatchDecided    = "decided"
	MatchForfeit    = "forfeit" // decided by a disqualified team's forfeit (DQ2)
	MatchBlocked    = "blocked" // both teams disqualified: the committee decides (DQ1)
)

// BrainringFightView is one fight as the pages show it.
type BrainringFightView struct {
	ID      string   `json:"id"`
	Group   string   `json:"group,omitempty"` // group fights
	Round   int      `json:"round,omitempty"` // group round, 1-based
	Table   int      `json:"table,omitempty"` // table in the round, 1-based
	Match   string   `json:"match,omitempty"` // play-off fights
	A       string   `json:"a"`
	B       string   `json:"b"`
	NameA   string   `json:"name_a"`
	NameB   string   `json:"name_b"`
	Length  int      `json:"length"`
	Taken   []string `json:"taken"` // who took each question entered, "" for nobody
	ScoreA  int      `json:"score_a"`
	ScoreB  int      `json:"score_b"`
	PointsA int      `json:"points_a"` // F4, only once complete
	PointsB int      `json:"points_b"`
	Status  string   `json:"status"`
	// Live is set while the fight is played live: its questions come
	// from the host's console, not from the jury's hand.
	Live bool `json:"live,omitempty"`
}

// BrainringRow is one line of a group table (F5).
type BrainringRow struct {
	brainring.Row
	Name         string `json:"name"`
	Diff         int    `json:"diff"`  // taken - given
	Label        string `json:"label"` // "3" or "3-4"; "" when unplaced
	Qualified    bool   `json:"qualified,omitempty"`
	Disqualified bool   `json:"disqualified,omitempty"`
}

// BrainringCell is one cell of a crosstable: the fights of the row's team
// against the column's, from the row team's side.
type BrainringCell struct {
	Opponent string              `json:"opponent"`
	Self     bool                `json:"self,omitempty"` // the diagonal
	Fights   []BrainringCellGame `json:"fights,omitempty"`
}

// BrainringCellGame is one fight in a crosstable cell.
type BrainringCellGame struct {
	ID     string `json:"id"`
	Taken  int    `json:"taken"`
	Given  int    `json:"given"`
	Points int    `json:"points"`
	Status string `json:"status"`
}

// BrainringCrossRow is one row of a crosstable, in table order.
type BrainringCrossRow struct {
	Team  string          `json:"team"`
	Name  string          `json:"name"`
	Cells []BrainringCell `json:"cells"` // one per team, in table order
}

// BrainringGroupView is one group with its table, crosstable and
// schedule.
type BrainringGroupView struct {
	Name       string               `json:"name"`
	Teams      []string             `json:"teams"` // as drawn
	Table      []BrainringRow       `json:"table"`
	Cross      []BrainringCrossRow  `json:"cross"`
	Rounds     []BrainringRoundView `json:"rounds"`
	Complete   bool                 `json:"complete"`             // every fight is in
	NeedsLot   bool                 `json:"needs_lot,omitempty"`  // a tie the rules leave touches the qualifying places
	Lot        []string             `json:"lot,omitempty"`        // the drawn lot order
	Qualifiers []string             `json:"qualifiers,omitempty"` // once settled, best first
}

// BrainringRoundView is one round of fights (of one group, or of all
// groups at once in the schedule).
type BrainringRoundView struct {
	Number int                  `json:"number"`
	Fights []BrainringFightView `json:"fights"`
	Rest   []string             `json:"rest,omitempty"` // teams sitting out (odd groups)
}

// BrainringMatchView is one play-off match (F6, F7).
type BrainringMatchView struct {
	ID      string                 `json:"id"`
	Stage   string                 `json:"stage"`
	A       string                 `json:"a,omitempty"`
	B       string                 `json:"b,omitempty"`
	NameA   string                 `json:"name_a,omitempty"`
	NameB   string                 `json:"name_b,omitempty"`
	SourceA string                 `json:"source_a"`
	SourceB string                 `json:"source_b"`
	Length  int                    `json:"length"`
	Fights  []BrainringFightView   `json:"fights"`
	Extra   []string               `json:"extra,omitempty"`
	Result  *brainring.MatchResult `json:"result,omitempty"`
	Winner  string                 `json:"winner,omitempty"`
	Status  string                 `json:"status"`
}

// BrainringStageView is one column of the bracket.
type BrainringStageView struct {
	Stage   string               `json:"stage"`
	Length  int                  `json:"length"` // questions a fight
	Matches []BrainringMatchView `json:"matches"`
}

// BrainringBracketView is the play-off: rounds from the first to the
// final, the 3rd-place match and the champion once known.
type BrainringBracketView struct {
	Rounds     []BrainringStageView `json:"rounds"`
	ThirdPlace *BrainringMatchView  `json:"third_place,omitempty"`
	Champion   string               `json:"champion,omitempty"`
}

// BrainringPlace is one line of the final ranking.
type BrainringPlace struct {
	Team         string `json:"team"`
	Name         string `json:"name"`
	Place        int    `json:"place"`    // 0: unplaced (disqualified)
	PlaceTo      int    `json:"place_to"` // > Place when shared
	Label        string `json:"label"`    // "1", "5-8", "" when unplaced
	Stage        string `json:"stage"`    // where the team finished
	Disqualified bool   `json:"disqualified,omitempty"`
}

func placeLabel(from, to int) string {
	switch {
	case from == 0:
		return ""
	case to > from:
		return strconv.Itoa(from) + "-" + strconv.Itoa(to)
	}
	return strconv.Itoa(from)
}

// fightView renders a fight as it counts.
func (f *Festival) fightView(id string, fg brainring.Fight, forfeit bool) BrainringFightView {
	v := BrainringFightView{ID: id, A: fg.A, B: fg.B, NameA: f.TeamName(fg.A), NameB: f.TeamName(fg.B),
		Length: fg.Length, Taken: append([]string{}, fg.Taken...), Live: f.Brainring.liveFight(id) != nil}
	v.ScoreA, v.ScoreB = fg.Score()
	switch {
	case forfeit:
		v.Status = FightForfeit
	case fg.Complete():
		v.Status = FightComplete
	case len(fg.Taken) > 0:
		v.Status = FightInProgress
	default:
		v.Status = FightScheduled
	}
	if fg.Complete() {
		v.PointsA, v.PointsB = fg.Points(f.Brainring.Config.Points)
	}
	return v
}

// groupRounds renders the schedule of group g with the fights as they
// count.
func (f *Festival) groupRounds(g *BrainringGroup, t groupTable) []BrainringRoundView {
	var out []BrainringRoundView
	for _, r := range g.Rounds {
		out = append(out, BrainringRoundView{Number: r.Number, Fights: []BrainringFightView{}, Rest: r.Rest})
	}
	for i, gf := range g.Fights {
		v := f.fightView(gf.ID, t.fights[i], t.forfeit[gf.ID])
		v.Group, v.Round, v.Table = g.Name, gf.Round, gf.Table
		out[gf.Round-1].Fights = append(out[gf.Round-1].Fights, v)
	}
	return out
}

// BrainringGroups returns the groups with their tables (F5), crosstables
// and schedules (F3); nil before the draw.
func (f *Festival) BrainringGroups() ([]BrainringGroupView, error) {
	if f.Brainring == nil {
		return nil, NoBrainring()
	}
	tables, err := f.brainringTables()
	if err != nil {
		return nil, err
	}
	dq := f.brainringDQ()
	cfg := f.Brainring.Config
	var out []BrainringGroupView
	for i := range f.Brainring.Groups {
		g, t := &f.Brainring.Groups[i], tables[i]
		v := BrainringGroupView{Name: g.Name, Teams: g.Teams, Complete: t.complete, NeedsLot: t.needsLot,
			Lot: g.Lot, Qualifiers: t.qualifiers, Rounds: f.groupRounds(g, t)}
		for _, r := range t.placed {
			v.Table = append(v.Table, BrainringRow{Row: r, Name: f.TeamName(r.Team), Diff: r.Diff(),
				Label: placeLabel(r.Place, r.PlaceTo), Disqualified: dq[r.Team],
				Qualified: slices.Contains(t.qualifiers, r.Team)})
		}
		for _, r := range t.placed {
			cr := BrainringCrossRow{Team: r.Team, Name: f.TeamName(r.Team)}
			for _, c := range t.placed {
				cell := BrainringCell{Opponent: c.Team, Self: c.Team == r.Team}
				for fi, gf := range g.Fights {
					fg := t.fights[fi]
					if cell.Self || !((fg.A == r.Team && fg.B == c.Team) || (fg.A == c.Team && fg.B == r.Team)) {
						continue
					}
					tk, gv, pts, _ := fg.Of(r.Team, cfg.Points)
					st := f.fightView(gf.ID, fg, t.forfeit[gf.ID]).Status
					if !fg.Complete() {
						pts = 0
					}
					cell.Fights = append(cell.Fights, BrainringCellGame{ID: gf.ID, Taken: tk, Given: gv, Points: pts, Status: st})
				}
				cr.Cells = append(cr.Cells, cell)
			}
			v.Cross = append(v.Cross, cr)
		}
		out = append(out, v)
	}
	return out, nil
}

// BrainringSchedule returns the group stage round by round across all
// groups (F2: every group plays at once on its own venue), each fight with
// its status and score.
func (f *Festival) BrainringSchedule() ([]BrainringRoundView, error) {
	groups, err := f.BrainringGroups()
	if err != nil {
		return nil, err
	}
	var out []BrainringRoundView
	for _, g := range groups {
		for _, r := range g.Rounds {
			for len(out) < r.Number {
				out = append(out, BrainringRoundView{Number: len(out) + 1, Fights: []BrainringFightView{}})
			}
			o := &out[r.Number-1]
			o.Fights = append(o.Fights, r.Fights...)
			o.Rest = append(o.Rest, r.Rest...)
		}
	}
	return out, nil
}

// matchView renders one play-off match.
func (f *Festival) matchView(m brainring.Match, br brBracket) BrainringMatchView {
	v := BrainringMatchView{ID: m.ID, Stage: m.Stage, A: m.A, B: m.B, SourceA: m.SourceA, SourceB: m.SourceB,
		Length: m.Length, Fights: []BrainringFightView{}, Extra: m.Play.Extra, Result: m.Result}
	if m.A != "" {
		v.NameA = f.TeamName(m.A)
	}
	if m.B != "" {
		v.NameB = f.TeamName(m.B)
	}
	for k, fg := range m.Play.Fights {
		fv := f.fightView(playoffFightID(m.ID, k+1), fg, br.forfeit[m.ID])
		fv.Match = m.ID
		v.Fights = append(v.Fights, fv)
	}
	dq := f.brainringDQ()
	switch r := m.Result; {
	case m.A == "" || m.B == "":
		v.Status = MatchWaiting
	case r != nil && r.Winner != "" && br.forfeit[m.ID]:
		v.Status, v.Winner = MatchForfeit, r.Winner
	case r != nil && r.Winner != "":
		v.Status, v.Winner = MatchDecided, r.Winner
	case dq[m.A] && dq[m.B]:
		v.Status = MatchBlocked
	case r != nil && r.NeedExtra:
		v.Status = MatchExtra
	case len(m.Play.Fights) > 0:
		v.Status = MatchInProgress
	default:
		v.Status = MatchReady
	}
	return v
}

// BrainringBracket returns the play-off bracket (F6, F7) with every match,
// its fights and result; nil before the play-off starts.
func (f *Festival) BrainringBracket() (*BrainringBracketView, error) {
	if f.Brainring == nil {
		return nil, NoBrainring()
	}
	if f.Brainring.Playoff == nil {
		return nil, nil
	}
	br, err := f.brainringBracket()
	if err != nil {
		return nil, err
	}
	out := &BrainringBracketView{}
	for _, r := range br.bracket.Rounds {
		sv := BrainringStageView{Stage: r.Stage, Length: r.Length}
		for _, m := range r.Matches {
			sv.Matches = append(sv.Matches, f.matchView(m, br))
		}
		out.Rounds = append(out.Rounds, sv)
	}
	if tp := br.bracket.ThirdPlace; tp != nil {
		v := f.matchView(*tp, br)
		out.ThirdPlace = &v
	}
	if n := len(out.Rounds); n > 0 {
		out.Champion = out.Rounds[n-1].Matches[0].Winner
	}
	return out, nil
}

// BrainringRanking returns the final ranking as far as it is decided
// (brainring.Ranking): play-off places, then the teams out in the groups
// by group place. Disqualified teams end it unplaced and the others close
// up (DQ2). It is empty until the play-off is laid out.
func (f *Festival) BrainringRanking() ([]BrainringPlace, error) {
	if f.Brainring == nil {
		return nil, NoBrainring()
	}
	if f.Brainring.Playoff == nil {
		// The places start with the play-off: before it is laid out no
		// block of places is known.
		return []BrainringPlace{}, nil
	}
	tables, err := f.brainringTables()
	if err != nil {
		return nil, err
	}
	var rows [][]brainring.Row
	for _, t := range tables {
		rows = append(rows, t.placed)
	}
	br, err := f.brainringBracket()
	if err != nil {
		return nil, err
	}
	b := br.bracket
	dq := f.brainringDQ()
	var out, unplaced []BrainringPlace
	ranking := brainring.Ranking(b, rows)
	shift := 0
	for i := 0; i < len(ranking); {
		j, gone := i, 0
		for j < len(ranking) && ranking[j].Place == ranking[i].Place {
			if dq[ranking[j].Team] {
				gone++
			}
			j++
		}
		for _, s := range ranking[i:j] {
			p := BrainringPlace{Team: s.Team, Name: f.TeamName(s.Team), Stage: s.Stage}
			if dq[s.Team] {
				p.Disqualified = true
				unplaced = append(unplaced, p)
				continue
			}
			p.Place, p.PlaceTo = s.Place-shift, s.PlaceTo-shift-gone
			p.Label = placeLabel(p.Place, p.PlaceTo)
			out = append(out, p)
		}
		shift += gone
		i = j
	}
	for _, t := range tables {
		for _, r := range t.placed {
			if r.Place == 0 && !slices.ContainsFunc(unplaced, func(p BrainringPlace) bool { return p.Team == r.Team }) {
				unplaced = append(unplaced, BrainringPlace{Team: r.Team, Name: f.TeamName(r.Team), Stage: "group", Disqualified: true})
			}
		}
	}
	return append(out, unplaced...), nil
}

// BrainringFightByID returns one fight, group or play-off, as it counts:
// the jury page shows it while the questions are entered.
func (f *Festival) BrainringFightByID(id string) (BrainringFightView, error) {
	groups, err := f.BrainringGroups()
	if err != nil {
		return BrainringFightView{}, err
	}
	for _, g := range groups {
		for _, r := range g.Rounds {
			for _, fv := range r.Fights {
				if fv.ID == id {
					return fv, nil
				}
			}
		}
	}
	b, err := f.BrainringBracket()
	if err != nil || b == nil {
		return BrainringFightView{}, unknownFight(id)
	}
	matches := []BrainringMatchView{}
	for _, r := range b.Rounds {
		matches = append(matches, r.Matches...)
	}
	if b.ThirdPlace != nil {
		matches = append(matches, *b.ThirdPlace)
	}
	for _, m := range matches {
		for _, fv := range m.Fights {
			if fv.ID == id {
				return fv, nil
			}
		}
	}
	return BrainringFightView{}, unknownFight(id)
}
