package teamchess

import "sort"

// Standing is one team's line of the team standings (K5). Points are in
// halves.
type Standing struct {
	Team        string `json:"team"`
	Name        string `json:"name"`
	Place       int    `json:"place"`
	PlaceTo     int    `json:"place_to"` // > Place when the place is shared
	GamePoints  int    `json:"game_points_halves"`
	MatchPoints int    `json:"match_points"`
	Buchholz    int    `json:"buchholz_halves"`
	// HeadToHead is the game points scored against the other teams of the
	// tie it breaks, when the head-to-head decided (halves); -1 when it was
	// not applied.
	HeadToHead int `json:"head_to_head_halves"`
	Played     int `json:"played"` // matches played (byes not counted)
	Byes       int `json:"byes"`
	// Withdrawn marks a team that left during the event; its results
	// stay.
	Withdrawn bool `json:"withdrawn,omitempty"`
}

// Standings returns the team standings after the closed rounds (K5): total
// game points, then match points (win 2, draw 1, loss 0; a match is won
// with more than half of its game points), then team Buchholz (the sum of
// the opponents' total game points; a bye adds nothing), then the
// head-to-head result. Head-to-head is applied only to a group of tied
// teams that have all met each other: their game points in the matches
// among them. Teams still tied share the place and are listed by pairing
// number.
func (t *Tournament) Standings() []Standing {
	h := t.history()
	var out []Standing
	teams := t.Start
	if len(teams) == 0 {
		teams = t.Order
	}
	idx := map[string]int{}
	for i, id := range teams {
		tm := t.Teams[id]
		if tm.Withdrawn && len(t.Start) == 0 {
			continue // left before the draw
		}
		s := Standing{Team: id, Name: tm.Roster.Name, HeadToHead: -1, Withdrawn: tm.Withdrawn}
		for _, g := range h[id] {
			s.GamePoints += g.own
			s.MatchPoints += g.mp
			if g.opp == "" {
				s.Byes++
			} else {
				s.Played++
			}
		}
		idx[id] = i
		out = append(out, s)
	}
	gp := map[string]int{}
	for _, s := range out {
		gp[s.Team] = s.GamePoints
	}
	for i := range out {
		for _, g := range h[out[i].Team] {
			if g.opp != "" {
				out[i].Buchholz += gp[g.opp]
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.GamePoints != b.GamePoints {
			return a.GamePoints > b.GamePoints
		}
		if a.MatchPoints != b.MatchPoints {
			return a.MatchPoints > b.MatchPoints
		}
		if a.Buchholz != b.Buchholz {
			return a.Buchholz > b.Buchholz
		}
		return idx[a.Team] < idx[b.Team]
	})
	same := func(a, b Standing) bool {
		return a.GamePoints == b.GamePoints && a.MatchPoints == b.MatchPoints && a.Buchholz == b.Buchholz
	}
	for i := 0; i < len(out); {
		j := i + 1
		for j < len(out) && same(out[i], out[j]) {
			j++
		}
		t.headToHead(out[i:j], h, idx)
		for k := i; k < j; {
			l := k + 1
			for l < j && out[l].HeadToHead == out[k].HeadToHead {
				l++
			}
			for m := k; m < l; m++ {
				out[m].Place, out[m].PlaceTo = k+1, l
			}
			k = l
		}
		i = j
	}
	return out
}

// headToHead orders a group of teams tied on the first three criteria by
// their game points in the matches among them, if every two of them have
// met; otherwise it leaves them tied (HeadToHead stays -1).
func (t *Tournament) headToHead(group []Standing, h map[string][]played, idx map[string]int) {
	if len(group) < 2 {
		return
	}
	in := map[string]bool{}
	for _, s := range group {
		in[s.Team] = true
	}
	score := map[string]int{}
	for _, s := range group {
		met := map[string]bool{}
		for _, g := range h[s.Team] {
			if in[g.opp] {
				met[g.opp] = true
				score[s.Team] += g.own
			}
		}
		if len(met) != len(group)-1 {
			return
		}
	}
	for i := range group {
		group[i].HeadToHead = score[group[i].Team]
	}
	sort.SliceStable(group, func(i, j int) bool {
		if group[i].HeadToHead != group[j].HeadToHead {
			return group[i].HeadToHead > group[j].HeadToHead
		}
		return idx[group[i].Team] < idx[group[j].Team]
	})
}
