package trf

import (
	"fmt"
	"strconv"
	"strings"
)

// Bye is a TRF-2026 record 240: byes declared for one round, often before
// that round is paired (a player who asked for a half-point bye, or who
// said he will be absent).
type Bye struct {
	// Type is 'F' (full-point bye), 'H' (half-point bye) or 'Z'
	// (zero-point bye), the result code the players get for the round.
	Type byte
	// Round is the 1-based round number.
	Round int
	// Players are the pairing numbers of the players getting the bye.
	Players []int
	// Line is the line of the record in the file (0 when built in code).
	Line int
}

// Record returns the bye's 240 line: type in column 5, round in columns
// 7-9, then one pairing number in every 5 columns from column 11.
func (b Bye) Record() string {
	var s strings.Builder
	fmt.Fprintf(&s, "240 %c %03d", b.Type, b.Round)
	for _, id := range b.Players {
		fmt.Fprintf(&s, " %4d", id)
	}
	return s.String()
}

// parseBye reads a 240 record. Columns are fixed: a value out of place is
// refused with its column, like any malformed record.
func parseBye(line string, ln int) (Bye, error) {
	b := Bye{Line: ln}
	if len(line) < 14 {
		return b, &ParseError{ln, len(line) + 1, "record 240 needs a bye type, a round and at least one player"}
	}
	if line[3] != ' ' || line[5] != ' ' || line[9] != ' ' {
		col := 4
		if line[3] == ' ' {
			col = 6
			if line[5] == ' ' {
				col = 10
			}
		}
		return b, &ParseError{ln, col, "record 240: fields must be separated by one blank (type in column 5, round in 7-9, players from 11)"}
	}
	b.Type = line[4]
	if b.Type >= 'a' && b.Type <= 'z' {
		b.Type -= 'a' - 'A'
	}
	if b.Type != 'F' && b.Type != 'H' && b.Type != 'Z' {
		return b, &ParseError{ln, 5, "bye type must be F, H or Z"}
	}
	r, err := strconv.Atoi(strings.TrimSpace(line[6:9]))
	if err != nil || r <= 0 {
		return b, &ParseError{ln, 7, "bad round number"}
	}
	b.Round = r
	for c := 10; c < len(line); c += 5 {
		end := min(c+4, len(line))
		if c+4 < len(line) && line[c+4] != ' ' {
			return b, &ParseError{ln, c + 5, "pairing numbers must be 5 columns apart"}
		}
		id, err := strconv.Atoi(strings.TrimSpace(line[c:end]))
		if err != nil || id <= 0 {
			return b, &ParseError{ln, c + 1, "bad pairing number"}
		}
		b.Players = append(b.Players, id)
	}
	return b, nil
}

// checkByes refuses declared byes that name no player of the file, name a
// player twice for one round, or contradict the player's own entry for
// that round (a game, or a bye of another kind).
func (t *Tournament) checkByes() error {
	seen := map[[2]int]bool{}
	for _, b := range t.Byes {
		for k, id := range b.Players {
			col := 11 + 5*k
			p := t.Player(id)
			if p == nil {
				return &ParseError{b.Line, col, fmt.Sprintf("player %d does not exist", id)}
			}
			if seen[[2]int{b.Round, id}] {
				return &ParseError{b.Line, col, fmt.Sprintf("player %d has two byes declared for round %d", id, b.Round)}
			}
			seen[[2]int{b.Round, id}] = true
			if b.Round <= len(p.Entries) {
				e := p.Entries[b.Round-1]
				if !e.Empty() && (e.Opponent != 0 || e.Result != b.Type) {
					return &ParseError{b.Line, col, fmt.Sprintf("round %d: player %d has an entry that is not this bye (line %d)", b.Round, id, p.Line)}
				}
			}
		}
	}
	return nil
}

// PairedRounds returns the last round in which any player was paired: has
// an opponent, or the pairing-allocated bye.
func (t *Tournament) PairedRounds() int {
	n := 0
	for _, p := range t.Players {
		for r, e := range p.Entries {
			if e.Opponent != 0 || e.Result == 'U' {
				n = max(n, r+1)
			}
		}
	}
	return n
}

// WithByes returns a copy of the tournament in which the declared byes
// (records 240) of the rounds played and of the next round are written
// into the players' entries, so that whoever reads the entries (a pairing
// engine) sees them as it sees byes entered round by round: the players
// are not paired in that round and score what the bye gives. Byes of
// later rounds are left out: they are not due yet. The original is not
// changed.
func (t *Tournament) WithByes() *Tournament {
	if len(t.Byes) == 0 {
		return t
	}
	next := t.PairedRounds() + 1
	c := *t
	c.Players = make([]*Player, len(t.Players))
	byID := map[int]*Player{}
	for i, p := range t.Players {
		q := *p
		q.Entries = append([]Entry(nil), p.Entries...)
		c.Players[i] = &q
		byID[q.ID] = &q
	}
	for _, b := range t.Byes {
		if b.Round > next {
			continue
		}
		for _, id := range b.Players {
			p := byID[id]
			if p == nil {
				continue
			}
			for len(p.Entries) < b.Round {
				p.Entries = append(p.Entries, Entry{Colour: ' ', Result: ' '})
			}
			if p.Entries[b.Round-1].Empty() {
				p.Entries[b.Round-1] = Entry{Colour: '-', Result: b.Type}
			}
		}
	}
	return &c
}

// parseAccel250 reads a TRF-2026 record 250: fictitious points (columns
// 10-13) given to the players numbered from columns 23-26 to columns 28-31,
// in the rounds from columns 15-17 to columns 19-21. The match points of
// columns 5-8 belong to team events and must be empty or zero here.
func (t *Tournament) parseAccel250(line string, ln int) error {
	if len(line) < 31 {
		return &ParseError{ln, len(line) + 1, "record 250 needs points, two rounds and two pairing numbers"}
	}
	if mp := strings.TrimSpace(line[4:8]); mp != "" {
		if v, err := parseTenths(mp); err != nil || v != 0 {
			return &ParseError{ln, 5, "match points are for team events and must be empty"}
		}
	}
	pts, err := parseTenths(line[9:13])
	if err != nil || pts == 0 {
		return &ParseError{ln, 10, "fictitious points must be a number other than 0"}
	}
	num := func(a, b int, what string) (int, error) {
		v, err := strconv.Atoi(strings.TrimSpace(line[a:b]))
		if err != nil || v <= 0 {
			return 0, &ParseError{ln, a + 1, "bad " + what}
		}
		return v, nil
	}
	r1, err := num(14, 17, "first round")
	if err != nil {
		return err
	}
	r2, err := num(18, 21, "last round")
	if err != nil {
		return err
	}
	p1, err := num(22, 26, "first pairing number")
	if err != nil {
		return err
	}
	p2, err := num(27, 31, "last pairing number")
	if err != nil {
		return err
	}
	if r2 < r1 {
		return &ParseError{ln, 19, "last round before first round"}
	}
	if p2 < p1 {
		return &ParseError{ln, 28, "last pairing number before first"}
	}
	if strings.TrimSpace(line[31:]) != "" {
		return &ParseError{ln, 32, "unexpected text after the last pairing number"}
	}
	for id := p1; id <= p2; id++ {
		acc := t.Accel[id]
		for len(acc) < r2 {
			acc = append(acc, 0)
		}
		for r := r1; r <= r2; r++ {
			acc[r-1] = pts
		}
		t.Accel[id] = acc
	}
	return nil
}
