package svoyatournament

import (
	"turnir"
	"turnir/svoya"
)

// The read views of the Svoya igra tournament for the pages and the API:
// plain structs with JSON tags, computed from the state on demand.

// SvoyaStep is where the tournament stands: the stage it is in and, for
// the fight stages, how many of its fights are closed. Ties lists the
// players tied on every indicator that hold up the next step (the
// committee, or in the play-off a shootout, must settle them).
type SvoyaStep struct {
	Stage  string     `json:"stage"` // SvoyaQualifying ... SvoyaDone
	Done   int        `json:"done"`
	Fights int        `json:"fights"`
	Ties   [][]string `json:"ties,omitempty"`
}

// SvoyaNext reports the tournament's current step.
func (f *Festival) SvoyaNext() (SvoyaStep, error) {
	if err := f.HasSvoya(); err != nil {
		return SvoyaStep{}, err
	}
	s := f.Svoya
	switch {
	case !s.QualifyingClosed:
		return SvoyaStep{Stage: SvoyaQualifying}, nil
	case len(s.Venues) == 0:
		rows, _, ties, err := f.svoyaQualifying()
		pl := map[string]int{}
		for _, r := range rows {
			pl[r.Player] = r.Place.Place
		}
		return SvoyaStep{Stage: SvoyaSeating, Ties: holding(ties, pl, s.Config.Qualifying.Advance)}, err
	case len(s.Rounds) == 0:
		st := SvoyaStep{Stage: SvoyaGroups}
		for v, sv := range s.Venues {
			for _, fg := range sv.Fights {
				st.Fights++
				if fg.Done {
					st.Done++
				}
			}
			rows, _, ties, err := f.VenueTable(v + 1)
			if err != nil {
				return st, err
			}
			pl := map[string]int{}
			for _, r := range rows {
				pl[r.Player] = r.Place.Place
			}
			st.Ties = append(st.Ties, holding(ties, pl, s.Config.Groups.Advance)...)
		}
		return st, nil
	}
	r := s.Rounds[len(s.Rounds)-1]
	st := SvoyaStep{Stage: r.Stage, Fights: len(r.Fights)}
	for k, pf := range r.Fights {
		if pf.Done {
			st.Done++
			rows, _, ties, err := f.PlayoffTable(SvoyaRef{Stage: r.Stage, Fight: k + 1})
			if err != nil {
				return st, err
			}
			pl := map[string]int{}
			for _, r := range rows {
				pl[r.Player] = r.Place.Place
			}
			n := s.Config.Playoff.Advance
			if r.Stage == SvoyaFinal {
				n = len(pf.Players) // every place of the final is ranked
			}
			st.Ties = append(st.Ties, holding(ties, pl, n)...)
		}
	}
	if r.Stage == SvoyaFinal && st.Done == st.Fights && len(st.Ties) == 0 {
		st.Stage = SvoyaDone
	}
	return st, nil
}

// holding keeps the ties that reach into the first n places: those decide
// who goes on (or, in the final, the ranking); a tie below the cut does not
// hold anything up.
func holding(ties [][]string, place map[string]int, n int) [][]string {
	var out [][]string
	for _, b := range ties {
		if place[b[0]] <= n {
			out = append(out, b)
		}
	}
	return out
}

// SvoyaQualifyingTable is the written qualifying's table (S5-S7).
type SvoyaQualifyingTable struct {
	Closed bool `json:"closed"`
	// Skipped: no qualifying was held, the seats were drawn by lot (S3).
	Skipped bool                 `json:"skipped,omitempty"`
	Advance int                  `json:"advance"` // S7: places 1..Advance go on
	Rows    []SvoyaQualifyingRow `json:"rows"`
	// Ties are players equal on every indicator, awaiting the committee's
	// order (S6: no shared places).
	Ties [][]string `json:"ties,omitempty"`
}

// SvoyaQualifyingRow is one line of the qualifying table.
type SvoyaQualifyingRow struct {
	Player string `json:"player"`
	Name   string `json:"name"`
	Team   string `json:"team"`
	// Place is "7", or "3-4" while a tie awaits the committee; "" for a
	// disqualified player.
	Place string `json:"place"`
	svoya.Indicators
	ByCommittee  bool `json:"by_committee,omitempty"`
	Qualified    bool `json:"qualified"` // within the cut of S7
	Disqualified bool `json:"disqualified,omitempty"`
}

// SvoyaQualifying returns the qualifying table: players best first, the
// disqualified last, unplaced.
func (f *Festival) SvoyaQualifying() (SvoyaQualifyingTable, error) {
	if err := f.HasSvoya(); err != nil {
		return SvoyaQualifyingTable{}, err
	}
	rows, out, ties, err := f.svoyaQualifying()
	if err != nil {
		return SvoyaQualifyingTable{}, err
	}
	adv := f.Svoya.Config.Qualifying.Advance
	t := SvoyaQualifyingTable{Closed: f.Svoya.QualifyingClosed, Skipped: f.Svoya.SeatSeed != "" || f.Svoya.SeatHall, Advance: adv, Ties: ties, Rows: []SvoyaQualifyingRow{}}
	for _, r := range append(rows, out...) {
		name, team := f.who(r.Player)
		t.Rows = append(t.Rows, SvoyaQualifyingRow{
			Player: r.Player, Name: name, Team: team, Place: placeString(r.Place.Place, r.PlaceTo),
			Indicators: r.Indicators, ByCommittee: r.ByCommittee,
			Qualified: r.Place.Place > 0 && r.PlaceTo <= adv, Disqualified: f.PlayerDisqualified(r.Player),
		})
	}
	return t, nil
}

// who returns a player's name and team ID.
func (f *Festival) who(player string) (name, team string) {
	if p := f.Player(player); p != nil {
		return p.Name, p.Team
	}
	return player, ""
}

// SvoyaVenueView is one venue of the group stage: its table (S10) and its
// fights' scoreboards (S9).
type SvoyaVenueView struct {
	Number int             `json:"number"`
	Seats  []string        `json:"seats"`
	Table  []SvoyaVenueRow `json:"table"`
	Ties   [][]string      `json:"ties,omitempty"` // awaiting the committee
	Fights []SvoyaFight    `json:"fights"`
}

// SvoyaVenueRow is one line of a venue table.
type SvoyaVenueRow struct {
	Player string       `json:"player"`
	Name   string       `json:"name"`
	Place  string       `json:"place"` // "" for a disqualified player
	Points svoya.Points `json:"points"`
	Fights int          `json:"fights"` // closed fights played
	svoya.Indicators
	ByCommittee  bool `json:"by_committee,omitempty"`
	Qualified    bool `json:"qualified"` // within the S10 cut, the tie settled
	Disqualified bool `json:"disqualified,omitempty"`
}

// SvoyaFight is the scoreboard of one fight or shootout: its answers as
// entered and each player's line, places and (in the group stage) fight
// points; live while the fight is open.
type SvoyaFight struct {
	Ref     SvoyaRef       `json:"ref"`
	Players []string       `json:"players"`
	Done    bool           `json:"done"`
	Answers []svoya.Answer `json:"answers"`
	Board   []SvoyaBoard   `json:"board"`
	// Questions is how many questions the fight's board has, Unanswered
	// how many of them have no answer entered (closing a fight with some
	// asks the jury first); Next is the question the jury enters next:
	// the one after the last with an answer, nil past the end.
	Questions  int            `json:"questions"`
	Unanswered int            `json:"unanswered"`
	Next       *svoya.LiveRef `json:"next,omitempty"`
	// Live says the fight is played live (its answers come from the
	// host's console, not typed).
	Live bool `json:"live,omitempty"`
	// Play-off only: the shootouts held (S12), the ties still open and
	// who goes on, once decided.
	Shootouts []SvoyaFight `json:"shootouts,omitempty"`
	Ties      [][]string   `json:"ties,omitempty"`
	Advance   []string     `json:"advance,omitempty"`
}

// SvoyaBoard is one player's line of a fight.
type SvoyaBoard struct {
	Player string `json:"player"`
	Name   string `json:"name"`
	svoya.Indicators
	// Place is "2" or, shared in a group fight, "2-3"; in the play-off a
	// range is a tie still open.
	Place   string        `json:"place"`
	Points  *svoya.Points `json:"points,omitempty"`  // group fights: 4/2/1/0, shared places averaged
	Passive bool          `json:"passive,omitempty"` // a passive zero (S9)
	// Shootout is the player's line in the last shootout that placed them.
	Shootout     *svoya.Indicators `json:"shootout,omitempty"`
	ByCommittee  bool              `json:"by_committee,omitempty"`
	Disqualified bool              `json:"disqualified,omitempty"`
}

// SvoyaVenues returns every venue of the group stage with its table and
// fights (none before the seating).
func (f *Festival) SvoyaVenues() ([]SvoyaVenueView, error) {
	if err := f.HasSvoya(); err != nil {
		return nil, err
	}
	out := []SvoyaVenueView{}
	adv := f.Svoya.Config.Groups.Advance
	for v, sv := range f.Svoya.Venues {
		rows, dqRows, ties, err := f.VenueTable(v + 1)
		if err != nil {
			return nil, err
		}
		view := SvoyaVenueView{Number: sv.Number, Seats: sv.Seats, Ties: ties, Table: []SvoyaVenueRow{}, Fights: []SvoyaFight{}}
		for _, r := range append(rows, dqRows...) {
			name, _ := f.who(r.Player)
			view.Table = append(view.Table, SvoyaVenueRow{
				Player: r.Player, Name: name, Place: placeString(r.Place.Place, r.PlaceTo), Points: r.Points,
				Fights: r.Fights, Indicators: r.Indicators, ByCommittee: r.ByCommittee,
				Qualified: r.Place.Place > 0 && r.PlaceTo <= adv, Disqualified: f.PlayerDisqualified(r.Player),
			})
		}
		for k := range sv.Fights {
			fv, err := f.svoyaGroupFight(SvoyaRef{Stage: SvoyaGroups, Venue: v + 1, Fight: k + 1})
			if err != nil {
				return nil, err
			}
			view.Fights = append(view.Fights, fv)
		}
		out = append(out, view)
	}
	return out, nil
}

// SvoyaFightBoard returns the scoreboard of one fight or shootout, for the
// live page of a fight.
func (f *Festival) SvoyaFightBoard(ref SvoyaRef) (SvoyaFight, error) {
	if err := f.HasSvoya(); err != nil {
		return SvoyaFight{}, err
	}
	if ref.Stage == SvoyaGroups {
		return f.svoyaGroupFight(ref)
	}
	v, err := f.svoyaPlayoffFight(SvoyaRef{Stage: ref.Stage, Fight: ref.Fight})
	if err != nil || ref.Shootout == 0 {
		return v, err
	}
	if ref.Shootout > len(v.Shootouts) {
		return SvoyaFight{}, noFight(ref)
	}
	return v.Shootouts[ref.Shootout-1], nil
}

// svoyaGroupFight is the scoreboard of a group fight (S9).
func (f *Festival) svoyaGroupFight(ref SvoyaRef) (SvoyaFight, error) {
	fg, err := f.Svoya.Fight(ref)
	if err != nil {
		return SvoyaFight{}, err
	}
	rows, err := svoya.ScoreGroupFight(*fg, f.Svoya.Config.Groups)
	if err != nil {
		return SvoyaFight{}, err
	}
	v := SvoyaFight{Ref: ref, Players: fg.Players, Done: fg.Done, Answers: fg.Answers, Board: []SvoyaBoard{}}
	f.progress(&v)
	for _, r := range rows {
		name, _ := f.who(r.Player)
		pts := r.Points
		v.Board = append(v.Board, SvoyaBoard{Player: r.Player, Name: name, Indicators: r.Indicators,
			Place: placeString(r.Place, r.PlaceTo), Points: &pts, Passive: r.Passive, Disqualified: f.PlayerDisqualified(r.Player)})
	}
	return v, nil
}

// SvoyaRoundView is one play-off round (S11).
type SvoyaRoundView struct {
	Stage  string       `json:"stage"`
	Fights []SvoyaFight `json:"fights"`
}

// SvoyaPlayoff returns the play-off rounds composed so far with every
// Fight's scoreboard, shootouts and who goes on.
func (f *Festival) SvoyaPlayoff() ([]SvoyaRoundView, error) {
	if err := f.HasSvoya(); err != nil {
		return nil, err
	}
	out := []SvoyaRoundView{}
	for _, r := range f.Svoya.Rounds {
		rv := SvoyaRoundView{Stage: r.Stage, Fights: []SvoyaFight{}}
		for k := range r.Fights {
			fv, err := f.svoyaPlayoffFight(SvoyaRef{Stage: r.Stage, Fight: k + 1})
			if err != nil {
				return nil, err
			}
			rv.Fights = append(rv.Fights, fv)
		}
		out = append(out, rv)
	}
	return out, nil
}

// svoyaPlayoffFight is the scoreboard of a play-off fight (S11, S12).
func (f *Festival) svoyaPlayoffFight(ref SvoyaRef) (SvoyaFight, error) {
	pf, err := f.Svoya.playoffFight(ref)
	if err != nil {
		return SvoyaFight{}, err
	}
	rows, out, ties, err := f.PlayoffTable(ref)
	if err != nil {
		return SvoyaFight{}, err
	}
	v := SvoyaFight{Ref: ref, Players: pf.Players, Done: pf.Done, Answers: pf.Answers, Board: []SvoyaBoard{}}
	f.progress(&v)
	if pf.Done {
		v.Ties = ties
		n := f.Svoya.Config.Playoff.Advance
		if ref.Stage == SvoyaFinal {
			n = 1
		}
		v.Advance, _ = svoya.PlayoffQualifiers(rows, n) // nil while a tie holds it up
	}
	for _, r := range append(rows, out...) {
		name, _ := f.who(r.Player)
		v.Board = append(v.Board, SvoyaBoard{Player: r.Player, Name: name, Indicators: r.Indicators,
			Place: placeString(r.Place.Place, r.PlaceTo), Shootout: r.Shootout, ByCommittee: r.ByCommittee,
			Disqualified: f.PlayerDisqualified(r.Player)})
	}
	for k, sh := range pf.Shootouts {
		ind, err := sh.Tally(f.Svoya.Config.Playoff.Shootout)
		if err != nil {
			return SvoyaFight{}, err
		}
		sref := SvoyaRef{Stage: ref.Stage, Fight: ref.Fight, Shootout: k + 1}
		sv := SvoyaFight{Ref: sref, Players: sh.Players, Done: sh.Done, Answers: sh.Answers, Board: []SvoyaBoard{}}
		f.progress(&sv)
		for _, p := range sh.Players {
			name, _ := f.who(p)
			sv.Board = append(sv.Board, SvoyaBoard{Player: p, Name: name, Indicators: ind[p], Disqualified: f.PlayerDisqualified(p)})
		}
		v.Shootouts = append(v.Shootouts, sv)
	}
	return v, nil
}

// SvoyaRankRow is one line of the final ranking.
type SvoyaRankRow struct {
	Player string `json:"player"`
	Name   string `json:"name"`
	Team   string `json:"team"`
	Place  string `json:"place"` // "" for a disqualified player
	// Reached is the last stage the player played: SvoyaFinal,
	// SvoyaSemiFinal, SvoyaQuarterFinal, SvoyaGroups or SvoyaQualifying.
	Reached      string `json:"reached"`
	Disqualified bool   `json:"disqualified,omitempty"`
}

// SvoyaRanking is the final ranking, once the final is ranked. The
// regulation ranks only the final; below it (a decision): players out in
// the same round share the places of their fight place there (the two
// 3rd places of the semi-finals share 5-6), the group stage's others by
// their venue place likewise, then the qualifying's others by its places.
// The disqualified come last, unplaced.
func (f *Festival) SvoyaRanking() ([]SvoyaRankRow, error) {
	st, err := f.SvoyaNext()
	if err != nil {
		return nil, err
	}
	if st.Stage != SvoyaDone {
		en, ru := svoyaStageName(st.Stage)
		return nil, turnir.Errorf(turnir.ECONFLICT, "the final ranking comes after the final (now: %[1]s)",
			"итоговая таблица — после финала (сейчас: %[2]s)", en, ru)
	}
	s := f.Svoya
	var out []SvoyaRankRow
	placed := map[string]bool{}
	next := 1
	// add places groups, each group sharing a range, in order.
	add := func(reached string, groups [][]string) {
		for _, g := range groups {
			var fresh []string
			for _, p := range g {
				if !placed[p] && !f.PlayerDisqualified(p) {
					fresh = append(fresh, p)
				}
			}
			for _, p := range fresh {
				name, team := f.who(p)
				out = append(out, SvoyaRankRow{Player: p, Name: name, Team: team, Reached: reached, Place: placeString(next, next+len(fresh)-1)})
				placed[p] = true
			}
			next += len(fresh)
		}
	}
	// byPlace groups the players of several tables by their place there.
	byPlace := func(tables [][]string, places []map[string]int) [][]string {
		var groups [][]string
		for pl := 1; ; pl++ {
			var g []string
			for i, t := range tables {
				for _, p := range t {
					if places[i][p] == pl {
						g = append(g, p)
					}
				}
			}
			if g == nil {
				return groups
			}
			groups = append(groups, g)
		}
	}
	for i := len(s.Rounds) - 1; i >= 0; i-- {
		r := s.Rounds[i]
		var tables [][]string
		var places []map[string]int
		for k := range r.Fights {
			rows, _, _, err := f.PlayoffTable(SvoyaRef{Stage: r.Stage, Fight: k + 1})
			if err != nil {
				return nil, err
			}
			var t []string
			m := map[string]int{}
			for _, row := range rows {
				t = append(t, row.Player)
				m[row.Player] = row.Place.Place
			}
			tables, places = append(tables, t), append(places, m)
		}
		add(r.Stage, byPlace(tables, places))
	}
	var tables [][]string
	var places []map[string]int
	for v := range s.Venues {
		rows, _, _, err := f.VenueTable(v + 1)
		if err != nil {
			return nil, err
		}
		var t []string
		m := map[string]int{}
		for _, row := range rows {
			t = append(t, row.Player)
			m[row.Player] = row.Place.Place
		}
		tables, places = append(tables, t), append(places, m)
	}
	add(SvoyaGroups, byPlace(tables, places))
	if s.SeatSeed == "" && !s.SeatHall {
		rows, _, _, err := f.svoyaQualifying()
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			add(SvoyaQualifying, [][]string{{r.Player}})
		}
	}
	for _, sh := range s.Sheets {
		if f.PlayerDisqualified(sh.Player) {
			name, team := f.who(sh.Player)
			out = append(out, SvoyaRankRow{Player: sh.Player, Name: name, Team: team, Reached: f.reached(sh.Player), Disqualified: true})
		}
	}
	return out, nil
}

// reached is the last stage a player was drawn into.
func (f *Festival) reached(player string) string {
	s := f.Svoya
	for i := len(s.Rounds) - 1; i >= 0; i-- {
		for _, pf := range s.Rounds[i].Fights {
			for _, p := range pf.Players {
				if p == player {
					return s.Rounds[i].Stage
				}
			}
		}
	}
	for _, v := range s.Venues {
		for _, p := range v.Seats {
			if p == player {
				return SvoyaGroups
			}
		}
	}
	return SvoyaQualifying
}

// SvoyaVenuesShown is SvoyaVenues as the pages show it while the group
// stage runs: a player is marked as going on (S10) only once no fight
// still to come at the venue can change the table, that is once every
// Fight of the venue is closed; until then nobody at the venue is.
// (SvoyaVenues keeps Qualified as "within the cut now", as the frozen
// logs' views record it.)
func (f *Festival) SvoyaVenuesShown() ([]SvoyaVenueView, error) {
	venues, err := f.SvoyaVenues()
	for v := range venues {
		for _, fv := range venues[v].Fights {
			if !fv.Done {
				for i := range venues[v].Table {
					venues[v].Table[i].Qualified = false
				}
				break
			}
		}
	}
	return venues, err
}

// progress fills in how far the fight's board is played: its questions,
// those with no answer, the next to enter, and whether it is played live.
// The next question is the last one with an answer while it is still
// open (no right answer, and a player who has not tried it), else the one
// after it in board order.
func (f *Festival) progress(v *SvoyaFight) {
	answered := map[svoya.LiveRef]bool{}
	right := map[svoya.LiveRef]bool{}
	tried := map[svoya.LiveRef]int{}
	for _, a := range v.Answers {
		ref := svoya.LiveRef{Round: a.Round, Theme: a.Theme, Question: a.Question}
		answered[ref] = true
		right[ref] = right[ref] || a.Right
		tried[ref]++
	}
	var order []svoya.LiveRef
	for r, rd := range f.Svoya.Format(v.Ref).Rounds {
		for t := 1; t <= rd.Themes; t++ {
			for q := 1; q <= len(rd.Values); q++ {
				order = append(order, svoya.LiveRef{Round: r + 1, Theme: t, Question: q})
			}
		}
	}
	last := -1
	for i, ref := range order {
		if answered[ref] {
			last = i
		} else {
			v.Unanswered++
		}
	}
	v.Questions = len(order)
	switch {
	case last >= 0 && !right[order[last]] && tried[order[last]] < len(v.Players):
		v.Next = &order[last]
	case last+1 < len(order):
		v.Next = &order[last+1]
	}
	v.Live = f.LiveFight(v.Ref) != nil
}
