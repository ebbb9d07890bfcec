package http

import (
	"encoding/json"
	"strings"
	"time"

	"turnir/teamchess"
)

// The read views of a team chess event: what the public page (like
// chess-results) and the arbiters' page show. Everything here is public:
// the event's only secret, the seed, is revealed by the draw and is never
// in the state before it. Points are in halves, as the engine keeps them.

// chessSummaryView is an event's line in the list and the live message.
type chessSummaryView struct {
	ID      string      `json:"id"`
	Name    string      `json:"name"`
	Phase   string      `json:"phase"`
	Version int64       `json:"version"`
	Teams   int         `json:"teams"`
	Rounds  int         `json:"rounds"`
	Paired  int         `json:"paired"`
	Closed  int         `json:"closed"`
	Damaged *damageView `json:"damaged,omitempty"`
}

func chessSummary(t *teamchess.Tournament) chessSummaryView {
	v := chessSummaryView{ID: t.ID, Name: t.Name, Phase: t.Phase, Version: t.Version, Rounds: t.Config.Rounds, Paired: len(t.Rounds)}
	for _, id := range t.Order {
		if !t.Teams[id].Withdrawn {
			v.Teams++
		}
	}
	for _, r := range t.Rounds {
		if r.Closed {
			v.Closed++
		}
	}
	return v
}

// chessActions are what the arbiters' page may offer now; the page shows
// the buttons the server allows and derives no rule itself.
type chessActions struct {
	Register  bool `json:"register"`     // enter and amend teams, configure
	Begin     bool `json:"begin"`        // the draw: registration closes, round 1 is paired
	Pair      bool `json:"pair"`         // pair the next round
	Enter     int  `json:"enter"`        // the round whose results may be entered (0: none)
	Close     int  `json:"close"`        // the round that may be closed once complete (0: none)
	Undo      int  `json:"undo"`         // the round whose pairing may be taken back (no result yet; 0: none)
	Finish    bool `json:"finish"`       // finish after the last round
	FinishNow bool `json:"finish_early"` // finish early, a decision with a reason
}

func actionsOf(t *teamchess.Tournament) chessActions {
	var a chessActions
	switch t.Phase {
	case teamchess.PhaseRegistration:
		a.Register, a.Begin = true, true
	case teamchess.PhaseRunning:
		cur := t.Current()
		open := cur != nil && !cur.Closed
		if open {
			a.Enter, a.Close = cur.N, cur.N
			if cur.N > 1 && !hasResults(cur) {
				a.Undo = cur.N
			}
		}
		a.Pair = !open && len(t.Rounds) < t.Config.Rounds
		closed := 0
		for _, r := range t.Rounds {
			if r.Closed {
				closed++
			}
		}
		a.Finish = !open && closed >= t.Config.Rounds
		a.FinishNow = !open && closed < t.Config.Rounds
	}
	return a
}

// hasResults reports whether any game of round r has a result.
func hasResults(r *teamchess.Round) bool {
	for _, res := range r.Results {
		for _, x := range res {
			if x != "" {
				return true
			}
		}
	}
	return false
}

// chessTeamView is a team card: the roster, the eligibility check under
// the regulation in force, and every player's individual score.
type chessTeamView struct {
	ID         string                  `json:"id"`
	Number     int                     `json:"number,omitempty"`
	Lot        int                     `json:"lot,omitempty"`
	Withdrawn  bool                    `json:"withdrawn,omitempty"`
	Roster     teamchess.Roster        `json:"roster"`
	Violations []teamchess.Violation   `json:"violations"`
	Scores     []teamchess.PlayerScore `json:"scores"`
	// Games are the team's board-match games, the individual results of
	// its players (K5: simul games count for the team only).
	Games []teamchess.BoardGame `json:"games"`
}

func chessTeams(t *teamchess.Tournament) []chessTeamView {
	scores := map[string][]teamchess.PlayerScore{}
	for _, p := range t.PlayerScores() {
		scores[p.Team] = append(scores[p.Team], p)
	}
	games := map[string][]teamchess.BoardGame{}
	for _, g := range t.BoardGames() {
		games[g.Team] = append(games[g.Team], g)
	}
	ids := t.Start
	if len(ids) == 0 {
		ids = t.Order
	}
	out := []chessTeamView{}
	for _, id := range ids {
		tm := t.Teams[id]
		v := chessTeamView{ID: id, Number: tm.Number, Lot: tm.Lot, Withdrawn: tm.Withdrawn, Roster: tm.Roster,
			Violations: t.Config.Check(tm.Roster), Scores: scores[id], Games: nonNil(games[id])}
		if v.Violations == nil {
			v.Violations = []teamchess.Violation{}
		}
		out = append(out, v)
	}
	return out
}

// chessPlayer is one side of a game as a sheet prints it.
type chessPlayer struct {
	Team     string `json:"team"`
	TeamName string `json:"team_name"`
	Board    int    `json:"board"`
	Name     string `json:"name"`
}

type chessGameView struct {
	Slot   int              `json:"slot"`
	Kind   string           `json:"kind"`  // simul or board
	Board  int              `json:"board"` // the board of the game: of the simul taker, or of the board match
	Giver  string           `json:"giver,omitempty"`
	White  chessPlayer      `json:"white"`
	Black  chessPlayer      `json:"black"`
	Result teamchess.Result `json:"result"`
}

type chessMatchView struct {
	Number    int             `json:"number"` // 1-based, as in the URLs
	White     string          `json:"white"`
	Black     string          `json:"black"`
	WhiteName string          `json:"white_name"`
	BlackName string          `json:"black_name"`
	WhitePts  int             `json:"white_halves"`
	BlackPts  int             `json:"black_halves"`
	Complete  bool            `json:"complete"`
	Games     []chessGameView `json:"games"`
}

type chessRoundView struct {
	N       int              `json:"n"`
	Closed  bool             `json:"closed"`
	Bye     string           `json:"bye,omitempty"`
	ByeName string           `json:"bye_name,omitempty"`
	At      time.Time        `json:"at,omitzero"` // the scheduled start (K7)
	Matches []chessMatchView `json:"matches"`
}

func chessRound(t *teamchess.Tournament, r *teamchess.Round) chessRoundView {
	name := func(id string) string {
		if tm := t.Teams[id]; tm != nil {
			return tm.Roster.Name
		}
		return id
	}
	player := func(s teamchess.Side) chessPlayer {
		p := chessPlayer{Team: s.Team, TeamName: name(s.Team), Board: s.Board}
		if tm := t.Teams[s.Team]; tm != nil && s.Board >= 1 && s.Board <= len(tm.Roster.Players) {
			p.Name = tm.Roster.Players[s.Board-1].Name
		}
		return p
	}
	v := chessRoundView{N: r.N, Closed: r.Closed, Bye: r.Bye, Matches: []chessMatchView{}}
	if r.Bye != "" {
		v.ByeName = name(r.Bye)
	}
	if at, ok := t.Config.RoundAt(r.N); ok {
		v.At = at
	}
	for i, m := range r.Matches {
		mv := chessMatchView{Number: i + 1, White: m.White, Black: m.Black, WhiteName: name(m.White), BlackName: name(m.Black)}
		mv.WhitePts, mv.BlackPts, mv.Complete = t.Config.Score(m, r.Results[i])
		for _, g := range t.Config.Games(m) {
			board := g.White.Board
			if g.Kind == teamchess.GameSimul {
				board = max(g.White.Board, g.Black.Board)
			}
			mv.Games = append(mv.Games, chessGameView{Slot: g.Slot, Kind: g.Kind, Board: board, Giver: g.Giver,
				White: player(g.White), Black: player(g.Black), Result: r.Results[i][g.Slot]})
		}
		v.Matches = append(v.Matches, mv)
	}
	return v
}

func chessRounds(t *teamchess.Tournament) []chessRoundView {
	out := []chessRoundView{}
	for _, r := range t.Rounds {
		out = append(out, chessRound(t, r))
	}
	return out
}

// chessItem is a programme line (K7) with its titles in both languages.
type chessItem struct {
	teamchess.ScheduleItem
	TitleEN string `json:"title_en"`
	TitleRU string `json:"title_ru"`
}

type chessProgramme struct {
	Items []chessItem `json:"items"`
	Next  *chessItem  `json:"next,omitempty"` // the next item from now
	Now   []chessItem `json:"now"`            // the items going on now
}

// programme is the event's programme (K7) at now: its items, the next
// one, and those going on. The next is never one the event has passed
// already: an event run ahead of its programme's dates (rounds played on
// other days than printed) was told "next: registration" after round 4.
func programme(t *teamchess.Tournament, now time.Time) chessProgramme {
	c := t.Config
	item := func(it teamchess.ScheduleItem) chessItem {
		return chessItem{it, it.Title("en"), it.Title("ru")}
	}
	p := chessProgramme{Items: []chessItem{}, Now: []chessItem{}}
	for _, it := range c.Schedule {
		p.Items = append(p.Items, item(it))
	}
	reached := reachedItem(t)
	for i, it := range c.Schedule {
		if i > reached && !it.At.Before(now) {
			x := item(it)
			p.Next = &x
			break
		}
	}
	for _, it := range c.Current(now) {
		p.Now = append(p.Now, item(it))
	}
	return p
}

// reachedItem is the index of the last programme item the event's state
// has reached (-1 for none): registration once it is closed, a round's
// draw once the round is paired, the round once it is closed, the
// closing once the event is finished; every item before it is passed.
func reachedItem(t *teamchess.Tournament) int {
	closed := 0
	for _, r := range t.Rounds {
		if r.Closed {
			closed++
		}
	}
	reached := -1
	for i, it := range t.Config.Schedule {
		switch {
		case it.Kind == teamchess.ItemRegistration && t.Phase != teamchess.PhaseRegistration,
			it.Kind == teamchess.ItemDraw && it.Round <= len(t.Rounds),
			it.Kind == teamchess.ItemRound && it.Round <= closed,
			it.Kind == teamchess.ItemClosing && t.Phase == teamchess.PhaseFinished:
			reached = i
		}
	}
	return reached
}

// chessControls are the time controls of K6 as the sheets print them.
type chessControls struct {
	SimulGiverEN string `json:"simul_giver_en"`
	SimulGiverRU string `json:"simul_giver_ru"`
	SimulBoardEN string `json:"simul_board_en"`
	SimulBoardRU string `json:"simul_board_ru"`
	BoardMatchEN string `json:"board_match_en"`
	BoardMatchRU string `json:"board_match_ru"`
}

// chessView is the whole event, what both pages read after every push:
// a 12-team event of 9 rounds is some tens of kilobytes.
type chessView struct {
	chessSummaryView
	Commitment string                      `json:"commitment"`
	Seed       string                      `json:"seed,omitempty"`   // revealed at the draw
	DrawAt     time.Time                   `json:"draw_at,omitzero"` // the scheduled round-1 draw (K7)
	Config     teamchess.Config            `json:"config"`
	Games      int                         `json:"games_per_match"`
	Controls   chessControls               `json:"controls"`
	Actions    chessActions                `json:"actions"`
	TeamsList  []chessTeamView             `json:"team_cards"`
	RoundsList []chessRoundView            `json:"round_list"`
	Standings  []teamchess.Standing        `json:"standings"`
	Cross      []teamchess.CrossRow        `json:"crosstable"`
	Boards     [][]teamchess.BoardStanding `json:"boards"`
	Programme  chessProgramme              `json:"programme"`
	Decisions  []chessDecision             `json:"decisions"`
}

func chessFull(t *teamchess.Tournament, now time.Time) chessView {
	tc := t.Config.TimeControls
	v := chessView{chessSummaryView: chessSummary(t), Commitment: t.Commitment, Seed: t.Seed, DrawAt: t.DrawAt, Config: t.Config,
		Games: t.Config.GamesPerMatch(), Actions: actionsOf(t),
		Controls: chessControls{tc.SimulGiver.String(), tc.SimulGiver.StringRU(), tc.SimulBoard.String(), tc.SimulBoard.StringRU(),
			tc.BoardMatch.String(), tc.BoardMatch.StringRU()},
		TeamsList: chessTeams(t), RoundsList: chessRounds(t), Standings: nonNil(t.Standings()), Cross: nonNil(t.Crosstable()),
		Boards: nonNil(t.BoardPrizes()), Programme: programme(t, now), Decisions: chessDecisions(t)}
	for i := range v.Boards {
		v.Boards[i] = nonNil(v.Boards[i])
	}
	return v
}

// chessDecision is a decision as the pages list it: who, when, what, why
// and whom or which round it concerns, without the event's payload (GET
// .../decisions has it), which would repeat the pairings and the rosters.
type chessDecision struct {
	Version int64     `json:"version"`
	At      time.Time `json:"at"`
	Actor   string    `json:"actor,omitempty"`
	Type    string    `json:"type"`
	Reason  string    `json:"reason,omitempty"`
	Team    string    `json:"team,omitempty"`  // the team's name
	Round   int       `json:"round,omitempty"` // the round concerned
	// Changes are the games a correction changed, with what they were.
	Changes []chessChange `json:"changes,omitempty"`
}

// chessChange is one game a correction changed: its match (1-based), the
// game as the grid names it, and its result before and after ("" none).
type chessChange struct {
	Match  int    `json:"match"`
	GameEN string `json:"game_en"`
	GameRU string `json:"game_ru"`
	Before string `json:"before"`
	After  string `json:"after"`
}

func chessDecisions(t *teamchess.Tournament) []chessDecision {
	out := make([]chessDecision, 0, len(t.Decisions))
	for _, d := range t.Decisions {
		var about struct {
			ID     string `json:"id"`
			Round  int    `json:"round"`
			Roster struct {
				Name string `json:"name"`
			} `json:"roster"`
		}
		_ = json.Unmarshal(d.Data, &about)
		team := about.Roster.Name
		if tm := t.Teams[about.ID]; team == "" && tm != nil {
			team = tm.Roster.Name
		}
		dv := chessDecision{Version: d.Version, At: d.At, Actor: d.Actor, Type: d.Type, Reason: d.Reason, Team: team, Round: about.Round}
		if r := t.Round(about.Round); r != nil {
			for _, c := range t.Corrected[d.Version] {
				if c.Match < len(r.Matches) {
					en, ru := t.GameName(r.Matches[c.Match], c.Slot)
					dv.Changes = append(dv.Changes, chessChange{Match: c.Match + 1, GameEN: strings.TrimSuffix(en, ","), GameRU: ru,
						Before: string(c.Before), After: string(c.After)})
				}
			}
		}
		out = append(out, dv)
	}
	return out
}

// nonNil makes an empty list [] in JSON, not null.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
