package svoyatournament

import (
	"slices"
	"strconv"

	"turnir"
	"turnir/svoya"
)

// This file ranks the Svoya igra tables with package svoya and takes the
// disqualified players out of the placing (DQ2): their lines stay, marked
// and unplaced, and the others close up.

// PlayerDisqualified reports whether player is disqualified.
func (f *Festival) PlayerDisqualified(player string) bool {
	p := f.Player(player)
	return p != nil && p.Disqualified
}

// placeString writes a place as the pages show it: "7", or "3-4" while a
// tie is unresolved (or shared, in a group fight); "" for unplaced.
func placeString(from, to int) string {
	switch {
	case from == 0:
		return ""
	case to > from:
		return strconv.Itoa(from) + "-" + strconv.Itoa(to)
	}
	return strconv.Itoa(from)
}

// renumber drops the rows of disqualified players from a ranked table and
// numbers the others again, keeping the blocks of equal places: the next
// player takes a disqualified player's place. It returns the kept rows, the
// dropped ones (place cleared) and the blocks still tied.
func renumber[R any](rows []R, player func(R) string, place func(*R) *svoya.Place, dq func(string) bool) (kept, out []R, ties [][]string) {
	for _, r := range rows {
		if dq(player(r)) {
			*place(&r) = svoya.Place{}
			out = append(out, r)
			continue
		}
		kept = append(kept, r)
	}
	// Each block of equal original places gets its new range.
	for i := 0; i < len(kept); {
		j := i
		for j < len(kept) && place(&kept[j]).Place == place(&kept[i]).Place {
			j++
		}
		if j-i > 1 {
			var b []string
			for _, r := range kept[i:j] {
				b = append(b, player(r))
			}
			ties = append(ties, b)
		}
		for k := i; k < j; k++ {
			*place(&kept[k]) = svoya.Place{Place: i + 1, PlaceTo: j}
		}
		i = j
	}
	return kept, out, ties
}

// svoyaQualifying ranks the written qualifying (S5, S6) of the players not
// disqualified, and scores the sheets of the disqualified apart.
func (f *Festival) svoyaQualifying() (rows, out []svoya.QualifyingRow, ties [][]string, err error) {
	s := f.Svoya
	var sheets []svoya.Sheet
	for _, sh := range s.Sheets {
		if !f.PlayerDisqualified(sh.Player) {
			sheets = append(sheets, sh)
			continue
		}
		ind, err := sh.Score(s.Config.Qualifying)
		if err != nil {
			return nil, nil, nil, err
		}
		out = append(out, svoya.QualifyingRow{Player: sh.Player, Indicators: ind})
	}
	rows, ties, err = svoya.Qualifying(sheets, s.Config, slices.Concat(s.QualifyingOrders...))
	return rows, out, ties, err
}

// VenueTable ranks venue v (1-based) over its closed fights (S10).
func (f *Festival) VenueTable(v int) (rows, out []svoya.VenueRow, ties [][]string, err error) {
	sv := f.Svoya.Venues[v-1]
	all, _, err := svoya.VenueStandings(sv.Seats, sv.Fights, f.Svoya.Config, slices.Concat(sv.Orders...))
	if err != nil {
		return nil, nil, nil, err
	}
	rows, out, ties = renumber(all, func(r svoya.VenueRow) string { return r.Player },
		func(r *svoya.VenueRow) *svoya.Place { return &r.Place }, f.PlayerDisqualified)
	return rows, out, ties, nil
}

// without returns the fight without the players for whom drop is true and
// their answers. In Svoya igra a player's total depends only on their own
// answers, so the others rank exactly as they played.
func without(fg svoya.Fight, drop func(string) bool) svoya.Fight {
	g := svoya.Fight{Done: fg.Done}
	for _, p := range fg.Players {
		if !drop(p) {
			g.Players = append(g.Players, p)
		}
	}
	for _, a := range fg.Answers {
		if !drop(a.Player) {
			g.Answers = append(g.Answers, a)
		}
	}
	return g
}

// PlayoffTable ranks a play-off fight (S11) with its shootouts (S12) and
// the committee's orders among the players not disqualified; the
// disqualified get their line from the fight's tally, unplaced.
func (f *Festival) PlayoffTable(ref SvoyaRef) (rows, out []svoya.PlayoffRow, ties [][]string, err error) {
	s := f.Svoya
	ref = SvoyaRef{Stage: ref.Stage, Fight: ref.Fight} // the fight itself, not a shootout
	pf, err := s.playoffFight(ref)
	if err != nil {
		return nil, nil, nil, err
	}
	var shots []svoya.Fight
	for _, sh := range pf.Shootouts {
		if sh.Done {
			shots = append(shots, without(sh, f.PlayerDisqualified))
		}
	}
	rows, ties, err = svoya.RankPlayoff(without(pf.Fight, f.PlayerDisqualified), s.Format(ref), shots, s.Config, slices.Concat(pf.Orders...))
	if err != nil {
		return nil, nil, nil, err
	}
	ind, err := pf.Tally(s.Format(ref))
	if err != nil {
		return nil, nil, nil, err
	}
	for _, p := range pf.Players {
		if f.PlayerDisqualified(p) {
			out = append(out, svoya.PlayoffRow{Player: p, Indicators: ind[p]})
		}
	}
	return rows, out, ties, nil
}

// svoyaAdvancers returns who goes on from play-off fight ref (S11).
func (f *Festival) svoyaAdvancers(ref SvoyaRef, n int) ([]string, error) {
	rows, _, _, err := f.PlayoffTable(ref)
	if err != nil {
		return nil, err
	}
	return svoya.PlayoffQualifiers(rows, n)
}

// svoyaVenueTops returns each venue's qualifiers in place order (S10).
func (f *Festival) svoyaVenueTops() ([][]string, error) {
	var tops [][]string
	for v, sv := range f.Svoya.Venues {
		for k, fg := range sv.Fights {
			if !fg.Done {
				return nil, turnir.Errorf(turnir.ECONFLICT, "fight %d of venue %d is not closed yet", "бой %d площадки %d ещё не закрыт", k+1, v+1)
			}
		}
		rows, _, _, err := f.VenueTable(v + 1)
		if err != nil {
			return nil, err
		}
		top, err := svoya.VenueQualifiers(rows, f.Svoya.Config.Groups.Advance)
		if err != nil {
			return nil, err
		}
		tops = append(tops, top)
	}
	return tops, nil
}

// stageOf names a play-off round by its number of fights: one fight is the
// final, two the semi-finals, more the quarter-finals.
func stageOf(fights int) string {
	switch fights {
	case 1:
		return SvoyaFinal
	case 2:
		return SvoyaSemiFinal
	}
	return SvoyaQuarterFinal
}
