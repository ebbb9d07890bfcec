package trf

import (
	"fmt"
	"io"
	"strings"
)

// MaxPoints is the largest score, in tenths, that the 4-column points
// field (columns 81-84) holds: 9999, written without a decimal. Scores
// below 100 are written with their tenth ("99.5"); whole scores from 100
// to 9999 without it (" 100"); a score of 100 or more with a fraction
// (100.5) has no 4-column form.
const MaxPoints = 99990

// pointsField writes a score in tenths in the 4 columns of the points
// field, or says why it cannot.
func pointsField(tenths int) (string, error) {
	switch {
	case tenths < 0 || tenths > MaxPoints:
		return "", fmt.Errorf("points %d.%d do not fit the 4 columns 81-84 (0-9999)", tenths/10, tenths%10)
	case tenths < 1000:
		return fmt.Sprintf("%2d.%d", tenths/10, tenths%10), nil
	case tenths%10 == 0:
		return fmt.Sprintf("%4d", tenths/10), nil
	}
	return "", fmt.Errorf("points %d.%d do not fit the 4 columns 81-84: from 100 on only whole points do", tenths/10, tenths%10)
}

// Record returns the player's 001 line: the head columns as read, the
// points (tenths) and rank given, and the round entries. Points, a rank
// or an opponent that its columns cannot hold are refused: a line with an
// overflowing field would shift every later column and not read back.
func (p *Player) Record(points, rank int) (string, error) {
	var b strings.Builder
	head := p.Head
	if len(head) < 80 {
		head += strings.Repeat(" ", 80-len(head))
	}
	b.WriteString(head[:80])
	pts, err := pointsField(points)
	if err != nil {
		return "", fmt.Errorf("player %d: %w", p.ID, err)
	}
	if rank < 0 || rank > 9999 {
		return "", fmt.Errorf("player %d: rank %d does not fit the 4 columns 86-89", p.ID, rank)
	}
	fmt.Fprintf(&b, "%s %4d", pts, rank)
	for r, e := range p.Entries {
		if e.Opponent < 0 || e.Opponent > 9999 {
			return "", fmt.Errorf("player %d, round %d: opponent %d does not fit 4 columns", p.ID, r+1, e.Opponent)
		}
		opp := "    "
		if e.Opponent > 0 {
			opp = fmt.Sprintf("%4d", e.Opponent)
		} else if e.Result != ' ' {
			opp = "0000"
		}
		// A round not reached stays blank: "-" there would read back as an
		// entry (not Empty) and change what the engines see.
		col := e.Colour
		switch {
		case e.Empty():
			col = ' '
		case col == 0 || col == ' ':
			col = '-'
		}
		fmt.Fprintf(&b, "  %s %c %c", opp, col, e.Result)
	}
	return strings.TrimRight(b.String(), " "), nil
}

// Write writes the tournament: every line read, with the 001 records
// regenerated from Players, the 240 records from Byes and the 260 records
// from Prohibited (so edits to any of them are kept).
func (t *Tournament) Write(w io.Writer) error {
	byID := map[int]*Player{}
	for _, p := range t.Players {
		byID[p.ID] = p
	}
	// Records 240 and 260 are written from Byes and Prohibited, where the
	// first of their kind stood, or at the end.
	var records [2][]string
	for _, b := range t.Byes {
		records[0] = append(records[0], b.Record())
	}
	for _, pr := range t.Prohibited {
		records[1] = append(records[1], pr.Record())
	}
	var done [2]bool
	writeRecords := func(k int) error {
		done[k] = true
		for _, r := range records[k] {
			if _, err := io.WriteString(w, r+"\n"); err != nil {
				return err
			}
		}
		return nil
	}
	for _, line := range t.Lines {
		k := -1
		switch {
		case strings.HasPrefix(line, "240"):
			k = 0
		case strings.HasPrefix(line, "260"):
			k = 1
		}
		if k >= 0 {
			if !done[k] {
				if err := writeRecords(k); err != nil {
					return err
				}
			}
			continue
		}
		if strings.HasPrefix(line, "001") && len(line) >= 8 {
			var id int
			if _, err := fmt.Sscanf(strings.TrimSpace(line[4:8]), "%d", &id); err == nil {
				if p := byID[id]; p != nil {
					var err error
					if line, err = p.Record(p.Points, 0); err != nil {
						return err
					}
				}
			}
		}
		if _, err := io.WriteString(w, line+"\n"); err != nil {
			return err
		}
	}
	for k := range done {
		if !done[k] {
			if err := writeRecords(k); err != nil {
				return err
			}
		}
	}
	return nil
}

// Cut returns a copy of the tournament reduced to the rounds before round r
// (1-based), keeping the round-r entries that were known before that round
// was paired: absences and byes requested in advance ('-', 'H', 'F', 'Z'
// without opponent). This is the file an engine had to pair round r from.
//
// A file without an initial colour (XXC, record 152) gets the one its
// round 1 shows (InferInitialColour): the engine that paired round r
// knew it, and a cut that lost round 1 could not infer it any more.
func (t *Tournament) Cut(r int) *Tournament {
	c := *t
	if c.InitialColour == 0 {
		c.InitialColour = t.InferInitialColour()
	}
	c.Players = make([]*Player, len(t.Players))
	for i, p := range t.Players {
		q := *p
		keep := min(r-1, len(p.Entries))
		q.Entries = append([]Entry(nil), p.Entries[:keep]...)
		if len(p.Entries) >= r {
			e := p.Entries[r-1]
			if e.Opponent == 0 && strings.IndexByte("-HFZ", e.Result) >= 0 {
				q.Entries = append(q.Entries, e)
			}
		}
		c.Players[i] = &q
	}
	return &c
}
