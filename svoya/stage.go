package svoya

import "turnir"

// VenueRow is one player's line of a venue table (S10): fight points summed
// over the group fights, with the S6 indicators summed over them.
type VenueRow struct {
	Player string `json:"player"`
	Points Points `json:"points"`
	Fights int    `json:"fights"`
	Indicators
	Place
	ByCommittee bool `json:"by_committee,omitempty"`
}

// VenueStandings ranks the players of a venue over its done fights (S10): by
// fight points, then the sum of right answers, then the number of right
// answers over the group fights, then the committee's explicit order. Ties
// left after that come back in ties with a provisional range. players may be
// a venue's Seats: empty seats are skipped.
func VenueStandings(players []string, fights []Fight, cfg Config, committee []string) (rows []VenueRow, ties [][]string, err error) {
	acc := map[string]*VenueRow{}
	seated := make([]string, 0, len(players))
	for _, p := range players {
		if p == "" {
			continue // an empty seat (S3) has no line
		}
		seated = append(seated, p)
		if acc[p] != nil {
			return nil, nil, turnir.Errorf(turnir.EINVALID, "venue players must be distinct non-empty ids, got %q",
				"игроки площадки должны иметь различные непустые идентификаторы, получено %q", p)
		}
		acc[p] = &VenueRow{Player: p}
	}
	for _, f := range fights {
		if !f.Done {
			continue
		}
		fr, err := ScoreGroupFight(f, cfg.Groups)
		if err != nil {
			return nil, nil, err
		}
		for _, r := range fr {
			v := acc[r.Player]
			if v == nil {
				return nil, nil, turnir.Errorf(turnir.EINVALID, "%q played a fight of a venue it is not seated at",
					"%q играл бой площадки, за которой не сидит", r.Player)
			}
			v.Points += r.Points
			v.Fights++
			v.Indicators = v.Indicators.Add(r.Indicators)
		}
	}
	cmp := func(a, b string) int {
		x, y := acc[a], acc[b]
		switch {
		case x.Points != y.Points:
			return int(x.Points - y.Points)
		case x.RightSum != y.RightSum:
			return x.RightSum - y.RightSum
		default:
			return x.RightCount - y.RightCount
		}
	}
	var ordered [][]string
	byCom := map[string]bool{}
	for _, b := range blocks(seated, cmp) {
		if len(b) == 1 {
			ordered = append(ordered, b)
			continue
		}
		sub, ok := byCommittee(b, committee)
		for _, p := range b {
			byCom[p] = ok
		}
		ordered = append(ordered, sub...)
	}
	pl := placesOf(ordered)
	for _, b := range ordered {
		for _, p := range b {
			r := *acc[p]
			r.Place, r.ByCommittee = pl[p], byCom[p]
			rows = append(rows, r)
		}
	}
	return rows, unresolved(ordered), nil
}

// VenueQualifiers returns the top n of a venue table (S10: 4), refusing
// while a tie among them or across the cut awaits the committee.
func VenueQualifiers(rows []VenueRow, n int) ([]string, error) {
	players := make([]string, len(rows))
	places := make([]Place, len(rows))
	for i, r := range rows {
		players[i], places[i] = r.Player, r.Place
	}
	bs := cut(players, places)
	return top(bs, n)
}
