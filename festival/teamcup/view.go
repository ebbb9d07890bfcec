package teamcup

import (
	"slices"
	"strings"

	"turnir"
	"turnir/cup"
	"turnir/festival/register"
	"turnir/quiz"
)

// The views of the festival's teams, its cup (C1-C8, C15) and its
// solyanka (Y1-Y2): what the JSON API serves and the exports lay out as
// tables. Like every view they share no memory with the state. Places are
// strings as the public reads them: "3", or "3-4" when shared, "" for a
// disqualified team.

// RoundRow is one team's line of a question round.
type RoundRow struct {
	Team    string `json:"team"`
	Name    string `json:"name"`
	Answers []bool `json:"answers"`
	Points  int    `json:"points"`
	Rating  int    `json:"rating"`
	Place   string `json:"place"`
}

// RoundTable is a question round as the jury enters it and the public
// reads it: rows in table order (the jury's), with each team's place by
// points (shared places "3-4"), and the ChGK question rating (C4): each
// question's value (1 + the teams that missed it, 0 when removed) and how
// many teams took it.
type RoundTable struct {
	Number    int            `json:"number"`
	Closed    bool           `json:"closed"`
	Questions int            `json:"questions"`
	Removed   []quiz.Removal `json:"removed"`
	Values    []int          `json:"values"`
	Taken     []int          `json:"taken"`
	Pairs     []cup.Pair     `json:"pairs,omitempty"`
	Rows      []RoundRow     `json:"rows"`
}

func questionTable(number int, closed bool, r quiz.Round, names map[string]string) RoundTable {
	v := RoundTable{Number: number, Closed: closed, Questions: r.Questions, Removed: slices.Clone(r.Removed),
		Values: r.Values(), Taken: make([]int, r.Questions), Rows: make([]RoundRow, 0, len(r.Rows))}
	if v.Removed == nil {
		v.Removed = []quiz.Removal{}
	}
	place := map[string]string{}
	for _, st := range quiz.Table([]quiz.Round{r}, quiz.SharePoints) {
		place[st.Team] = st.Place.String()
	}
	totals := r.Totals()
	for i, row := range r.Rows {
		for q, ok := range row.Answers {
			if ok && !r.IsRemoved(q+1) {
				v.Taken[q]++
			}
		}
		v.Rows = append(v.Rows, RoundRow{Team: row.Team, Name: names[row.Team], Answers: slices.Clone(row.Answers),
			Points: totals[i].Points, Rating: totals[i].Rating, Place: place[row.Team]})
	}
	return v
}

// BracketPair is one pair of a knock-out round: the points so far, and
// once the round is closed the team that went on and why.
type BracketPair struct {
	A       string `json:"a"`
	B       string `json:"b"`
	PointsA int    `json:"points_a"`
	PointsB int    `json:"points_b"`
	Winner  string `json:"winner,omitempty"`
	By      string `json:"by,omitempty"` // points, lower_place (C5), walkover (DQ2)
}

// BracketRound is one knock-out round of the cup.
type BracketRound struct {
	Round  int           `json:"round"`
	Closed bool          `json:"closed"`
	Pairs  []BracketPair `json:"pairs"`
	// Lot is how its pairs were made: "seeded" (round 2, a team placed
	// 5-8 draws its opponent from 1-4, C5) or "general" (a fresh lot of
	// the survivors, C6). Neither follows from the positions of the
	// round before, so a bracket joins no pair across a lot.
	Lot string `json:"lot"`
}

// KnockoutColumn is a round of the bracket, drawn or not yet: its number
// and the lot that makes (or made) its pairs (BracketRound.Lot), so that
// a page draws the lot between the rounds even before it is drawn.
type KnockoutColumn struct {
	Round int    `json:"round"`
	Lot   string `json:"lot"`
}

// knockoutLot is the lot that pairs knock-out round n (cup.Cup.Draw).
func knockoutLot(n int) string {
	if n == 2 {
		return "seeded"
	}
	return "general"
}

// LineupView is a finalist's line-up (C8) with each player's name and
// disqualification: a player disqualified after the line-up was locked
// stays in it (no substitutions during the final) but is marked, so the
// jury and the public see who no longer plays.
type LineupView struct {
	Team    string        `json:"team"`
	Players []string      `json:"players"`
	Entries []LineupEntry `json:"entries"`
}

// LineupEntry is one player of a line-up.
type LineupEntry struct {
	Player       string `json:"player"`
	Name         string `json:"name"`
	Disqualified bool   `json:"disqualified,omitempty"` // DQ2
	Reason       string `json:"reason,omitempty"`
}

// lineupsOf marks the players of each line-up.
func lineupsOf(f *Festival, ls []cup.Lineup) []LineupView {
	out := []LineupView{}
	for _, l := range ls {
		v := LineupView{Team: l.Team, Players: slices.Clone(l.Players), Entries: []LineupEntry{}}
		for _, id := range l.Players {
			e := LineupEntry{Player: id, Name: id}
			if p := f.Player(id); p != nil {
				e.Name, e.Disqualified, e.Reason = p.Name, p.Disqualified, p.DQReason
			}
			v.Entries = append(v.Entries, e)
		}
		out = append(out, v)
	}
	return out
}

// FinalView is the cup's final (C7, C8).
type FinalView struct {
	Round     int                 `json:"round"`
	Teams     []string            `json:"teams"`
	Lineups   []LineupView        `json:"lineups"`
	Locked    bool                `json:"locked"`
	Questions []FinalQuestionView `json:"questions"`
	Score     *cup.FinalScore     `json:"score,omitempty"`
	// Live is set once the final is played live (opened on the host's
	// console): its questions come from there, and hand entries are
	// refused.
	Live bool `json:"live"`
}

// FinalQuestionView is an entered question of the final and whether the
// jury may remove it now (C14; once the final is decided only its last
// question, C15): the engine decides, the page only offers.
type FinalQuestionView struct {
	cup.FinalQuestion
	Removable bool `json:"removable"`
	// Number is the question's number as the host announced it, 0 for a
	// removed one (it was replaced); Extra, for a question beyond the
	// regular ones (C7), is its number among the extra questions.
	Number int `json:"number"`
	Extra  int `json:"extra,omitempty"`
}

// ShootoutFixView is the correction of an entered shootout question the
// jury may offer (C4): the teams it may name, those tied across the cut.
type ShootoutFixView struct {
	Teams []string `json:"teams"`
}

// RankRow is one line of the cup's ranking (C15).
type RankRow struct {
	Place        string `json:"place"`
	Team         string `json:"team"`
	Name         string `json:"name"`
	Reached      int    `json:"reached"`
	Cup          int    `json:"cup,omitempty"` // 1 or 2: the cups of C15
	Seed         int    `json:"seed,omitempty"`
	Points       int    `json:"points"` // round 1
	Rating       int    `json:"rating"` // round 1
	Disqualified bool   `json:"disqualified,omitempty"`
	Reason       string `json:"reason,omitempty"`
}

// LotView is the lot the cup waits for: its purpose and, once published,
// the commitment.
type LotView struct {
	Purpose    string `json:"purpose"`
	Commitment string `json:"commitment,omitempty"`
}

// CupView is GET /api/festivals/{fid}/cup: everything the jury and the
// public pages draw, from the qualifying table to the cups.
type CupView struct {
	Config  cup.Config `json:"config"`
	Started bool       `json:"started"`
	Next    cup.Step   `json:"next"`
	// NextExtra is set while the final waits for an extra question (C7):
	// its number among the extra ones ("extra question 1", not "14").
	NextExtra  int                    `json:"next_extra,omitempty"`
	Blocked    *register.Refusal      `json:"blocked,omitempty"` // the cup cannot go on without the committee (DQ1)
	Lot        *LotView               `json:"lot,omitempty"`
	Names      map[string]string      `json:"names"`
	Teams      []cup.Team             `json:"teams"`
	Rounds     []RoundTable           `json:"rounds"`
	Qualifying *cup.Qualifying        `json:"qualifying,omitempty"`
	Seeds      []string               `json:"seeds,omitempty"`
	Shootout   []cup.ShootoutQuestion `json:"shootout"`
	// ShootoutPlayed is the shootout for the cut question by question,
	// and how it settled each tied team (C4); nil when none was needed.
	ShootoutPlayed *ShootoutView `json:"shootout_played,omitempty"`
	// ShootoutFix is set while an entered shootout question may be
	// corrected (cup.ShootoutFixTeams).
	ShootoutFix *ShootoutFixView       `json:"shootout_fix,omitempty"`
	Bracket     []BracketRound         `json:"bracket"`
	Knockout    []KnockoutColumn       `json:"knockout"` // every knock-out round, drawn or not
	Final       *FinalView             `json:"final,omitempty"`
	Ranking     []RankRow              `json:"ranking"`
	DQ          []cup.Disqualification `json:"disqualified"`
	Lots        []register.LotEntry    `json:"lots"`
}

// CupView is the cup's view, or ENOTFOUND when the festival has no cup.
func (f *Festival) CupView() (CupView, error) {
	if f.Cup == nil {
		return CupView{}, turnir.Errorf(turnir.ENOTFOUND, "this festival has no cup", "в этом фестивале нет кубка")
	}
	c := f.Cup
	names := f.TeamNames()
	v := CupView{Config: c.Config, Started: c.Started, Names: names, Teams: slices.Clone(c.Teams),
		Rounds: []RoundTable{}, Shootout: slices.Clone(c.Shootout), Bracket: []BracketRound{}, Ranking: []RankRow{},
		DQ: slices.Clone(c.Disqualified), Lots: []register.LotEntry{}}
	if v.Teams == nil {
		v.Teams = []cup.Team{}
	}
	if v.Shootout == nil {
		v.Shootout = []cup.ShootoutQuestion{}
	}
	if v.DQ == nil {
		v.DQ = []cup.Disqualification{}
	}
	for _, l := range f.Lots {
		if strings.HasPrefix(l.Purpose, "cup/") {
			v.Lots = append(v.Lots, register.LotEntry{Lot: l, Moot: l.Seed == "" && f.LotMoot(l.Purpose)})
		}
	}
	for _, r := range c.Rounds {
		rt := questionTable(r.Number, r.Closed, r.Questions, names)
		rt.Pairs = slices.Clone(r.Pairs)
		v.Rounds = append(v.Rounds, rt)
	}
	p, err := c.Progress()
	if err != nil {
		v.Blocked = register.RefusalOf(err)
	}
	v.Next, v.Qualifying, v.Seeds = p.Next, p.Qualifying, p.Seeds
	if p.Next.Stage == cup.StageFinal && p.Next.Question > c.Config.FinalQuestions {
		v.NextExtra = p.Next.Question - c.Config.FinalQuestions
	}
	if len(c.Rounds) > 0 && c.Rounds[0].Closed {
		v.ShootoutPlayed = shootoutView(c, p.Qualifying)
	}
	if teams := c.ShootoutFixTeams(); teams != nil {
		v.ShootoutFix = &ShootoutFixView{Teams: teams}
	}
	if purpose := p.Next.Purpose(); purpose != "" && err == nil {
		v.Lot = &LotView{Purpose: purpose}
		for _, l := range f.Lots {
			if l.Purpose == purpose && l.Seed == "" {
				v.Lot.Commitment = l.Commitment
			}
		}
	}
	v.Knockout = []KnockoutColumn{}
	for k := 1; k <= c.Config.KnockoutRounds(); k++ {
		v.Knockout = append(v.Knockout, KnockoutColumn{Round: k + 1, Lot: knockoutLot(k + 1)})
	}
	for k := 1; k <= c.Config.KnockoutRounds() && k < len(c.Rounds); k++ {
		rd := c.Rounds[k]
		br := BracketRound{Round: rd.Number, Closed: rd.Closed, Pairs: []BracketPair{}, Lot: knockoutLot(rd.Number)}
		for i, pair := range rd.Pairs {
			a, _ := rd.Questions.Total(pair.A)
			b, _ := rd.Questions.Total(pair.B)
			bp := BracketPair{A: pair.A, B: pair.B, PointsA: a.Points, PointsB: b.Points}
			if k-1 < len(p.Results) && i < len(p.Results[k-1]) {
				bp.Winner, bp.By = p.Results[k-1][i].Winner, p.Results[k-1][i].By
			}
			br.Pairs = append(br.Pairs, bp)
		}
		v.Bracket = append(v.Bracket, br)
	}
	if len(p.Finalists) == 2 {
		fv := &FinalView{Round: c.Config.FinalRound(), Teams: slices.Clone(p.Finalists), Lineups: lineupsOf(f, c.Final.Lineups),
			Locked: c.Final.Locked, Questions: []FinalQuestionView{}, Score: p.Final, Live: f.FinalLive != nil}
		counted := 0
		for i, q := range c.Final.Questions {
			qv := FinalQuestionView{FinalQuestion: q, Removable: c.FinalQuestionRemovable(i + 1)}
			if !q.Removed {
				counted++
				qv.Number = counted
				if counted > c.Config.FinalQuestions {
					qv.Extra = counted - c.Config.FinalQuestions
				}
			}
			fv.Questions = append(fv.Questions, qv)
		}
		v.Final = fv
	}
	if c.Started {
		if rk, err := c.Ranking(); err == nil {
			for _, s := range rk {
				row := RankRow{Place: s.Place.String(), Team: s.Team, Name: names[s.Team], Reached: s.Reached, Seed: s.Seed,
					Points: s.Round1.Points, Rating: s.Round1.Rating, Disqualified: s.Disqualified, Reason: s.Reason}
				if p.Final != nil && p.Final.Decided {
					switch s.Team {
					case p.Final.Winner:
						row.Cup = 1
					case p.Final.Loser:
						row.Cup = 2
					}
				}
				v.Ranking = append(v.Ranking, row)
			}
		}
	}
	return v, nil
}
