package http

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"turnir"
	"turnir/cup"
	"turnir/festival"
	"turnir/quiz"
)

// The JSON views of a festival (docs/openapi.yaml, Festival*). Like the
// puzzle-Swiss views they are built under the stream's lock and share no
// memory with the state. Places are strings as the public reads them: "3",
// or "3-4" when shared, "" for a disqualified team.

// festSummaryView is what the festival list and every live message carry.
type festSummaryView struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Version   int64     `json:"version"`
	CreatedAt time.Time `json:"created_at"`
	Teams     int       `json:"teams"`
	Cup       string    `json:"cup,omitempty"` // the cup's next stage, "" when the event has no cup
	Winner    string    `json:"winner,omitempty"`
	Solyanka  bool      `json:"solyanka"`
	Brainring bool      `json:"brainring"`
	Svoya     bool      `json:"svoya"`
	// Damaged is set when the festival's log does not read back; the rest
	// is then empty.
	Damaged *damageView `json:"damaged,omitempty"`
}

func festSummary(f *festival.Festival) festSummaryView {
	v := festSummaryView{ID: f.ID, Name: f.Name, Version: f.Version, CreatedAt: f.CreatedAt, Teams: len(f.Teams),
		Solyanka: f.Solyanka != nil, Brainring: f.Brainring != nil, Svoya: f.Svoya != nil}
	if f.Cup != nil {
		if p, err := f.Cup.Progress(); err == nil {
			v.Cup = string(p.Next.Stage)
			if p.Final != nil && p.Final.Decided {
				v.Winner = p.Final.Winner
			}
		} else {
			v.Cup = "committee"
		}
	}
	return v
}

type personView struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Disqualified bool   `json:"disqualified,omitempty"`
	DQReason     string `json:"dq_reason,omitempty"`
}

type festTeamView struct {
	ID           string       `json:"id"`
	Name         string       `json:"name"`
	City         string       `json:"city,omitempty"`
	Disqualified bool         `json:"disqualified,omitempty"`
	DQReason     string       `json:"dq_reason,omitempty"`
	Players      []personView `json:"players"`
	Coaches      []personView `json:"coaches"`
	InCup        bool         `json:"in_cup"`
}

// festView is GET /api/festivals/{fid}: the summary, the teams with their
// rosters, and the lots (commitments before, seeds after the draw).
type festView struct {
	festSummaryView
	TeamList []festTeamView `json:"team_list"`
	Lots     []festival.Lot `json:"lots"`
}

func festFull(f *festival.Festival) festView {
	v := festView{festSummaryView: festSummary(f), TeamList: []festTeamView{}, Lots: slices.Clone(f.Lots)}
	if v.Lots == nil {
		v.Lots = []festival.Lot{}
	}
	for _, t := range f.Teams {
		tv := festTeamView{ID: t.ID, Name: t.Name, City: t.City, Disqualified: t.Disqualified, DQReason: t.DQReason,
			Players: []personView{}, Coaches: []personView{}}
		for _, p := range f.Players {
			if p.Team == t.ID {
				tv.Players = append(tv.Players, personView{p.ID, p.Name, p.Disqualified, p.DQReason})
			}
		}
		for _, p := range f.Coaches {
			if p.Team == t.ID {
				tv.Coaches = append(tv.Coaches, personView{p.ID, p.Name, p.Disqualified, p.DQReason})
			}
		}
		if f.Cup != nil {
			_, tv.InCup = f.Cup.Team(t.ID)
		}
		v.TeamList = append(v.TeamList, tv)
	}
	return v
}

// roundRow is one team's line of a question round.
type roundRow struct {
	Team    string `json:"team"`
	Name    string `json:"name"`
	Answers []bool `json:"answers"`
	Points  int    `json:"points"`
	Rating  int    `json:"rating"`
	Place   string `json:"place"`
}

// roundTable is a question round as the jury enters it and the public
// reads it: rows in table order (the jury's), with each team's place by
// points (shared places "3-4"), and the ChGK question rating (C4): each
// question's value (1 + the teams that missed it, 0 when removed) and how
// many teams took it.
type roundTable struct {
	Number    int            `json:"number"`
	Closed    bool           `json:"closed"`
	Questions int            `json:"questions"`
	Removed   []quiz.Removal `json:"removed"`
	Values    []int          `json:"values"`
	Taken     []int          `json:"taken"`
	Pairs     []cup.Pair     `json:"pairs,omitempty"`
	Rows      []roundRow     `json:"rows"`
}

func questionTable(number int, closed bool, r quiz.Round, names map[string]string) roundTable {
	v := roundTable{Number: number, Closed: closed, Questions: r.Questions, Removed: slices.Clone(r.Removed),
		Values: r.Values(), Taken: make([]int, r.Questions), Rows: make([]roundRow, 0, len(r.Rows))}
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
		v.Rows = append(v.Rows, roundRow{Team: row.Team, Name: names[row.Team], Answers: slices.Clone(row.Answers),
			Points: totals[i].Points, Rating: totals[i].Rating, Place: place[row.Team]})
	}
	return v
}

// bracketPair is one pair of a knock-out round: the points so far, and
// once the round is closed the team that went on and why.
type bracketPair struct {
	A       string `json:"a"`
	B       string `json:"b"`
	PointsA int    `json:"points_a"`
	PointsB int    `json:"points_b"`
	Winner  string `json:"winner,omitempty"`
	By      string `json:"by,omitempty"` // points, lower_place (C5), walkover (DQ2)
}

type bracketRound struct {
	Round  int           `json:"round"`
	Closed bool          `json:"closed"`
	Pairs  []bracketPair `json:"pairs"`
}

// lineupView is a finalist's line-up (C8) with each player's name and
// disqualification: a player disqualified after the line-up was locked
// stays in it (no substitutions during the final) but is marked, so the
// jury and the public see who no longer plays.
type lineupView struct {
	Team    string        `json:"team"`
	Players []string      `json:"players"`
	Entries []lineupEntry `json:"entries"`
}

type lineupEntry struct {
	Player       string `json:"player"`
	Name         string `json:"name"`
	Disqualified bool   `json:"disqualified,omitempty"` // DQ2
	Reason       string `json:"reason,omitempty"`
}

// lineupsOf marks the players of each line-up.
func lineupsOf(f *festival.Festival, ls []cup.Lineup) []lineupView {
	out := []lineupView{}
	for _, l := range ls {
		v := lineupView{Team: l.Team, Players: slices.Clone(l.Players), Entries: []lineupEntry{}}
		for _, id := range l.Players {
			e := lineupEntry{Player: id, Name: id}
			if p := f.Player(id); p != nil {
				e.Name, e.Disqualified, e.Reason = p.Name, p.Disqualified, p.DQReason
			}
			v.Entries = append(v.Entries, e)
		}
		out = append(out, v)
	}
	return out
}

type finalView struct {
	Round     int                 `json:"round"`
	Teams     []string            `json:"teams"`
	Lineups   []lineupView        `json:"lineups"`
	Locked    bool                `json:"locked"`
	Questions []finalQuestionView `json:"questions"`
	Score     *cup.FinalScore     `json:"score,omitempty"`
}

// finalQuestionView is an entered question of the final and whether the
// jury may remove it now (C14; once the final is decided only its last
// question, C15): the engine decides, the page only offers.
type finalQuestionView struct {
	cup.FinalQuestion
	Removable bool `json:"removable"`
}

// shootoutFixView is the correction of an entered shootout question the
// jury may offer (C4): the teams it may name, those tied across the cut.
type shootoutFixView struct {
	Teams []string `json:"teams"`
}

type rankRow struct {
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

// lotView is the lot the cup waits for: its purpose and, once published,
// the commitment.
type lotView struct {
	Purpose    string `json:"purpose"`
	Commitment string `json:"commitment,omitempty"`
}

// cupView is GET /api/festivals/{fid}/cup: everything the jury and the
// public pages draw, from the qualifying table to the cups.
type cupView struct {
	Config     cup.Config             `json:"config"`
	Started    bool                   `json:"started"`
	Next       cup.Step               `json:"next"`
	Blocked    *errorBody             `json:"blocked,omitempty"` // the cup cannot go on without the committee (DQ1)
	Lot        *lotView               `json:"lot,omitempty"`
	Names      map[string]string      `json:"names"`
	Teams      []cup.Team             `json:"teams"`
	Rounds     []roundTable           `json:"rounds"`
	Qualifying *cup.Qualifying        `json:"qualifying,omitempty"`
	Seeds      []string               `json:"seeds,omitempty"`
	Shootout   []cup.ShootoutQuestion `json:"shootout"`
	// ShootoutFix is set while an entered shootout question may be
	// corrected (cup.ShootoutFixTeams).
	ShootoutFix *shootoutFixView       `json:"shootout_fix,omitempty"`
	Bracket     []bracketRound         `json:"bracket"`
	Final       *finalView             `json:"final,omitempty"`
	Ranking     []rankRow              `json:"ranking"`
	DQ          []cup.Disqualification `json:"disqualified"`
	Lots        []festival.Lot         `json:"lots"`
}

func teamNames(f *festival.Festival) map[string]string {
	m := make(map[string]string, len(f.Teams))
	for _, t := range f.Teams {
		m[t.ID] = t.Name
	}
	return m
}

// cupOf builds the cup's view; the festival must have a cup.
func cupOf(f *festival.Festival) cupView {
	c := f.Cup
	names := teamNames(f)
	v := cupView{Config: c.Config, Started: c.Started, Names: names, Teams: slices.Clone(c.Teams),
		Rounds: []roundTable{}, Shootout: slices.Clone(c.Shootout), Bracket: []bracketRound{}, Ranking: []rankRow{},
		DQ: slices.Clone(c.Disqualified), Lots: []festival.Lot{}}
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
			v.Lots = append(v.Lots, l)
		}
	}
	for _, r := range c.Rounds {
		rt := questionTable(r.Number, r.Closed, r.Questions, names)
		rt.Pairs = slices.Clone(r.Pairs)
		v.Rounds = append(v.Rounds, rt)
	}
	p, err := c.Progress()
	if err != nil {
		v.Blocked = &errorBody{Code: turnir.ErrorCode(err), Message: turnir.ErrorMessage(err, "ru"),
			MessageEN: turnir.ErrorMessage(err, "en"), MessageRU: turnir.ErrorMessage(err, "ru")}
	}
	v.Next, v.Qualifying, v.Seeds = p.Next, p.Qualifying, p.Seeds
	if teams := c.ShootoutFixTeams(); teams != nil {
		v.ShootoutFix = &shootoutFixView{Teams: teams}
	}
	if purpose := p.Next.Purpose(); purpose != "" && err == nil {
		v.Lot = &lotView{Purpose: purpose}
		for _, l := range f.Lots {
			if l.Purpose == purpose && l.Seed == "" {
				v.Lot.Commitment = l.Commitment
			}
		}
	}
	for k := 1; k <= c.Config.KnockoutRounds() && k < len(c.Rounds); k++ {
		rd := c.Rounds[k]
		br := bracketRound{Round: rd.Number, Closed: rd.Closed, Pairs: []bracketPair{}}
		for i, pair := range rd.Pairs {
			a, _ := rd.Questions.Total(pair.A)
			b, _ := rd.Questions.Total(pair.B)
			bp := bracketPair{A: pair.A, B: pair.B, PointsA: a.Points, PointsB: b.Points}
			if k-1 < len(p.Results) && i < len(p.Results[k-1]) {
				bp.Winner, bp.By = p.Results[k-1][i].Winner, p.Results[k-1][i].By
			}
			br.Pairs = append(br.Pairs, bp)
		}
		v.Bracket = append(v.Bracket, br)
	}
	if len(p.Finalists) == 2 {
		fv := &finalView{Round: c.Config.FinalRound(), Teams: slices.Clone(p.Finalists), Lineups: lineupsOf(f, c.Final.Lineups),
			Locked: c.Final.Locked, Questions: []finalQuestionView{}, Score: p.Final}
		for i, q := range c.Final.Questions {
			fv.Questions = append(fv.Questions, finalQuestionView{FinalQuestion: q, Removable: c.FinalQuestionRemovable(i + 1)})
		}
		v.Final = fv
	}
	if c.Started {
		if rk, err := c.Ranking(); err == nil {
			for _, s := range rk {
				row := rankRow{Place: s.Place.String(), Team: s.Team, Name: names[s.Team], Reached: s.Reached, Seed: s.Seed,
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
	return v
}

// solyankaRow is one line of the solyanka table.
type solyankaRow struct {
	Place        string    `json:"place"`
	Team         string    `json:"team"`
	Name         string    `json:"name"`
	Points       []float64 `json:"points"`
	Total        float64   `json:"total"`
	Disqualified bool      `json:"disqualified,omitempty"`
}

type solyankaView struct {
	Tasks []quiz.Task   `json:"tasks"`
	Teams []string      `json:"teams"` // table order, for the jury
	Rows  []solyankaRow `json:"rows"`  // places order (Y2)
}

func solyankaOf(f *festival.Festival) solyankaView {
	names := teamNames(f)
	v := solyankaView{Tasks: slices.Clone(f.Solyanka.Tasks), Teams: []string{}, Rows: []solyankaRow{}}
	for _, r := range f.Solyanka.Rows {
		v.Teams = append(v.Teams, r.Team)
	}
	for _, s := range f.SolyankaTable() {
		t := f.Team(s.Team)
		v.Rows = append(v.Rows, solyankaRow{Place: s.Place.String(), Team: s.Team, Name: names[s.Team], Points: s.Points,
			Total: s.Total, Disqualified: t != nil && t.Disqualified})
	}
	return v
}

// historyEntry is one logged event as the jury page lists it. A correction
// (a cell entered again, a score set again) is marked, and the entry it
// corrects stays in the list above it.
type historyEntry struct {
	Version    int64           `json:"version"`
	At         time.Time       `json:"at"`
	Actor      string          `json:"actor,omitempty"`
	Type       string          `json:"type"`
	Reason     string          `json:"reason,omitempty"`
	Data       json.RawMessage `json:"data"`
	Correction bool            `json:"correction,omitempty"`
	Corrects   int64           `json:"corrects,omitempty"` // the version of the entry it overrides
}

// history lists the festival's log, oldest first, corrections marked.
func history(f *festival.Festival) []historyEntry {
	out := make([]historyEntry, 0, len(f.History))
	cells := map[string]int64{} // cell key -> version of its last entry
	mark := func(h *historyEntry, key string) {
		if v, ok := cells[key]; ok {
			h.Correction = true
			h.Corrects = max(h.Corrects, v)
		}
		cells[key] = h.Version
	}
	shootout := 0 // shootout questions entered so far
	for _, e := range f.History {
		h := historyEntry{Version: e.Version, At: e.At, Actor: e.Actor, Type: e.Type, Reason: e.Reason, Data: e.Data}
		switch e.Type {
		case festival.EvCupShootoutAnswered:
			shootout++
			mark(&h, fmt.Sprintf("shoot/%d", shootout))
		case festival.EvCupShootoutCorrected:
			var d festival.CupShootoutCorrected
			if json.Unmarshal(e.Data, &d) == nil {
				mark(&h, fmt.Sprintf("shoot/%d", d.Question))
			}
		case festival.EvCupAnswered:
			var d festival.CupAnswered
			if json.Unmarshal(e.Data, &d) == nil {
				mark(&h, fmt.Sprintf("cup/%d/%s/%d", d.Round, d.Team, d.Question))
			}
		case festival.EvCupRowEntered:
			var d festival.CupRowEntered
			if json.Unmarshal(e.Data, &d) == nil {
				for q := range d.Answers {
					mark(&h, fmt.Sprintf("cup/%d/%s/%d", d.Round, d.Team, q+1))
				}
			}
		case festival.EvSolyankaScored:
			var d festival.SolyankaScored
			if json.Unmarshal(e.Data, &d) == nil {
				mark(&h, fmt.Sprintf("sol/%s/%d", d.Team, d.Task))
			}
		case festival.EvBrainringQuestionTaken:
			var d festival.BrainringQuestionTaken
			if json.Unmarshal(e.Data, &d) == nil {
				mark(&h, fmt.Sprintf("br/%s/%d", d.Fight, d.Question))
			}
		case festival.EvBrainringFightEntered:
			var d festival.BrainringFightEntered
			if json.Unmarshal(e.Data, &d) == nil {
				for q := range d.Taken {
					mark(&h, fmt.Sprintf("br/%s/%d", d.Fight, q+1))
				}
			}
		case festival.EvSvoyaMarked:
			var d festival.SvoyaMarked
			if json.Unmarshal(e.Data, &d) == nil {
				mark(&h, fmt.Sprintf("sv/%s/%d/%d", d.Player, d.Theme, d.Question))
			}
		case festival.EvSvoyaRowMarked:
			var d festival.SvoyaRowMarked
			if json.Unmarshal(e.Data, &d) == nil {
				for q := range d.Marks {
					mark(&h, fmt.Sprintf("sv/%s/%d/%d", d.Player, d.Theme, q+1))
				}
			}
		}
		out = append(out, h)
	}
	return out
}
