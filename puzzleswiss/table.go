package puzzleswiss

import (
	"slices"

	"turnir/puzzleswiss/standings"
)

// The read views of the standings, the crosstable and the lot, shared by
// the server's pages and API, the command line and the exports.

// StandingRow is one line of the standings as the pages and exports show
// them.
type StandingRow struct {
	Rank         int    `json:"rank"`
	Place        string `json:"place"`
	ID           string `json:"id"`
	Name         string `json:"name"`
	Points       int64  `json:"points"`
	Buchholz     *int64 `json:"buchholz,omitempty"`
	TotalTimeMS  *int64 `json:"total_time_ms,omitempty"`
	Lot          *int64 `json:"lot,omitempty"`
	Disqualified bool   `json:"disqualified,omitempty"`
	Solved       int    `json:"solved"`
}

// StandingsView is the standings (P13) after the closed rounds, with
// the tie-break columns the settings name.
type StandingsView struct {
	place        map[string]string // solver -> place, for the solver's own view
	RoundsClosed int               `json:"rounds_closed"`
	Final        bool              `json:"final"`
	Published    bool              `json:"published"`
	Columns      []string          `json:"columns"`
	Rows         []StandingRow     `json:"rows"`
}

// StandingsView computes the standings view; empty in registration.
func (t *Tournament) StandingsView() StandingsView {
	v := StandingsView{Final: t.Phase == PhaseFinished, Published: t.Published,
		Columns: append([]string{"points"}, t.Settings.Tiebreaks...), Rows: []StandingRow{}, place: map[string]string{}}
	solved := map[string]int{}
	for _, r := range t.Rounds {
		if !r.Closed {
			continue
		}
		v.RoundsClosed++
		for id, res := range r.Results {
			if res.Solved {
				solved[id]++
			}
		}
	}
	if t.Phase == PhaseRegistration {
		return v
	}
	for _, row := range t.Standings() {
		s := t.Solvers[row.ID]
		sr := StandingRow{Rank: row.Rank, Place: row.Place, ID: row.ID, Name: s.Name, Points: row.Values[0],
			Disqualified: s.Disqualified, Solved: solved[row.ID]}
		for i, c := range t.Settings.Tiebreaks {
			val := row.Values[i+1]
			switch c {
			case "buchholz":
				sr.Buchholz = &val
			case "total_time":
				sr.TotalTimeMS = &val
			case "lot":
				sr.Lot = &val
			}
		}
		v.Rows = append(v.Rows, sr)
		v.place[row.ID] = row.Place
	}
	return v
}

// CrossGame is one round of a solver in the crosstable.
type CrossGame struct {
	Round        int    `json:"round"`
	Opponent     string `json:"opponent"`
	OpponentRank int    `json:"opponent_rank,omitempty"`
	Points       int    `json:"points"`
	Solved       bool   `json:"solved"`
	TimeMS       int64  `json:"time_ms,omitempty"`
}

// CrossRow is one solver's line of the crosstable.
type CrossRow struct {
	Rank   int         `json:"rank"`
	Place  string      `json:"place"`
	ID     string      `json:"id"`
	Name   string      `json:"name"`
	Points int64       `json:"points"`
	Games  []CrossGame `json:"games"`
}

// CrossView is the crosstable: every solver round by round, in the
// order of the standings.
type CrossView struct {
	Rounds int        `json:"rounds"`
	Rows   []CrossRow `json:"rows"`
}

// Crosstable is the crosstable of the standings tab (StandingsView).
func (t *Tournament) Crosstable(tab StandingsView) CrossView {
	rank := make(map[string]int, len(tab.Rows))
	for _, r := range tab.Rows {
		rank[r.ID] = r.Rank
	}
	recs := map[string][]standings.Game{}
	for _, rec := range t.Records() {
		recs[rec.ID] = rec.Games
	}
	v := CrossView{Rounds: tab.RoundsClosed, Rows: make([]CrossRow, 0, len(tab.Rows))}
	for _, r := range tab.Rows {
		games := slices.Clone(recs[r.ID])
		slices.SortFunc(games, func(a, b standings.Game) int { return a.Round - b.Round })
		cr := CrossRow{Rank: r.Rank, Place: r.Place, ID: r.ID, Name: r.Name, Points: r.Points, Games: make([]CrossGame, 0, len(games))}
		for _, g := range games {
			cg := CrossGame{Round: g.Round, Opponent: g.Opponent, OpponentRank: rank[g.Opponent], Points: g.Points, Solved: g.Solved}
			if g.Solved {
				cg.TimeMS = g.Time.Milliseconds()
			}
			cr.Games = append(cr.Games, cg)
		}
		v.Rows = append(v.Rows, cr)
	}
	return v
}

// LotRow is one solver's drawn lot number (P5).
type LotRow struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Lot  int    `json:"lot"`
}

// LotsView is the lot: the commitment published at creation and, after
// the draw, the revealed seed and every lot number (P5).
type LotsView struct {
	Commitment string   `json:"commitment"`
	Seed       string   `json:"seed,omitempty"`
	Revealed   bool     `json:"revealed"`
	Lots       []LotRow `json:"lots"`
}

// LotsView shows the lot as anyone may check it.
func (t *Tournament) LotsView() LotsView {
	v := LotsView{Commitment: t.Commitment, Lots: []LotRow{}}
	if t.Phase == PhaseRegistration {
		return v
	}
	v.Seed, v.Revealed = t.Seed, t.Seed != ""
	for _, id := range t.Order {
		if s := t.Solvers[id]; s.Lot > 0 {
			v.Lots = append(v.Lots, LotRow{ID: id, Name: s.Name, Lot: s.Lot})
		}
	}
	slices.SortFunc(v.Lots, func(a, b LotRow) int { return a.Lot - b.Lot })
	return v
}

// PlaceOf is the place of solver id in the standings ("" when unplaced).
func (v StandingsView) PlaceOf(id string) string { return v.place[id] }
