package trf

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"turnir/teamchess"
)

// TeamChessRating writes the rating export of a school team chess event
// (K5): a TRF file of the players who have board-match games, with those
// games only. Simul games are not
// rated and are left out; a forfeit is written with its code (+/-), which
// rating services do not rate; a round without a board game (the team's
// bye) is written as a zero-point bye. Players are numbered by team in
// starting order, then by board. The birth date is the birth year, the
// only part the entry form asks for.
func TeamChessRating(w io.Writer, t *teamchess.Tournament) error {
	games := t.BoardGames()
	num := map[string]int{}
	var players []*Player
	has := map[string]bool{}
	for _, g := range games {
		has[g.Player] = true
	}
	type entry struct {
		id   string
		p    teamchess.Player
		team string
	}
	var order []entry
	for _, id := range t.Start {
		for _, p := range t.Teams[id].Roster.Players {
			if has[p.ID] {
				order = append(order, entry{p.ID, p, id})
				num[p.ID] = len(order)
			}
		}
	}
	closed := 0
	for _, r := range t.Rounds {
		if r.Closed {
			closed = max(closed, r.N)
		}
	}
	points := map[string]int{}
	for _, e := range order {
		p := &Player{ID: num[e.id], Name: e.p.Name, Rating: e.p.Rating, Head: teamChessHead(num[e.id], e.p)}
		for r := 1; r <= closed; r++ {
			p.Entries = append(p.Entries, Entry{Colour: '-', Result: 'Z'})
		}
		players = append(players, p)
	}
	for _, g := range games {
		p := players[num[g.Player]-1]
		code := map[int]byte{2: '1', 1: '=', 0: '0'}[g.Points]
		if !g.Played {
			code = map[bool]byte{true: '+', false: '-'}[g.Points == 2]
		}
		col := byte('b')
		if g.White {
			col = 'w'
		}
		p.Entries[g.Round-1] = Entry{Opponent: num[g.Opponent], Colour: col, Result: code}
		points[g.Player] += 5 * g.Points
	}
	rank := make([]int, len(players))
	for i := range rank {
		rank[i] = i
	}
	sort.SliceStable(rank, func(i, j int) bool {
		return points[order[rank[i]].id] > points[order[rank[j]].id]
	})
	ranks := make([]int, len(players))
	for r, i := range rank {
		ranks[i] = r + 1
	}
	var b strings.Builder
	fmt.Fprintf(&b, "012 %s\n", t.Name)
	if first, ok := t.Config.RoundAt(1); ok {
		fmt.Fprintf(&b, "042 %s\n", first.Format("2006/01/02"))
	}
	if last, ok := t.Config.RoundAt(t.Config.Rounds); ok {
		fmt.Fprintf(&b, "052 %s\n", last.Format("2006/01/02"))
	}
	fmt.Fprintf(&b, "062 %d\n", len(players))
	fmt.Fprintf(&b, "082 %d\n", len(t.Start))
	fmt.Fprintf(&b, "092 Team Swiss System, board-match games only\n")
	fmt.Fprintf(&b, "122 %s\n", t.Config.TimeControls.BoardMatch)
	for i, p := range players {
		line, err := p.Record(points[order[i].id], ranks[i])
		if err != nil {
			return err
		}
		b.WriteString(line + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// head writes columns 1-80 of a player's 001 record: number, sex, name,
// rating, rating ID and birth year.
func teamChessHead(n int, p teamchess.Player) string {
	sex := "m"
	if p.Sex == teamchess.Girl {
		sex = "w"
	}
	rating := ""
	if p.Rating > 0 {
		rating = fmt.Sprint(p.Rating)
	}
	// TRF columns count bytes: a Cyrillic name is cut at a letter
	// boundary and padded to 33 bytes, not 33 letters.
	name := p.Name
	for len(name) > 33 {
		r := []rune(name)
		name = string(r[:len(r)-1])
	}
	name += strings.Repeat(" ", 33-len(name))
	// The ID field is FIDE's when the player has one, else the national
	// federation's; the birth field is the date (YYYY/MM/DD) when known.
	id := p.FideID
	if id == "" {
		id = p.RatingID
	}
	born := fmt.Sprint(p.BirthYear)
	if p.BirthDate != "" {
		born = strings.ReplaceAll(p.BirthDate, "-", "/")
	}
	return fmt.Sprintf("001 %4d %s    %s %4s     %11s %-10s ", n, sex, name, rating, id, born)
}
