package trf

import (
	"strconv"
	"strings"
)

// Prohibited is a TRF-2026 record 260: players who must not meet one
// another in the rounds from First to Last (1-based, inclusive), such as
// members of one family or club in the first rounds.
type Prohibited struct {
	First, Last int
	Players     []int
	Line        int // line in the file (0 when built in code)
}

// parseProhibited reads a 260 record: first round in columns 5-7, last
// round in 9-11, then pairing numbers from column 13, five columns apart;
// at least two players.
func parseProhibited(line string, ln int) (Prohibited, error) {
	pr := Prohibited{Line: ln}
	if len(line) < 21 {
		return pr, &ParseError{ln, len(line) + 1, "record 260 needs two rounds and at least two players"}
	}
	if line[3] != ' ' || line[7] != ' ' || line[11] != ' ' {
		col := 4
		if line[3] == ' ' {
			col = 8
			if line[7] == ' ' {
				col = 12
			}
		}
		return pr, &ParseError{ln, col, "record 260: fields must be separated by one blank (rounds in 5-7 and 9-11, players from 13)"}
	}
	var err error
	if pr.First, err = strconv.Atoi(strings.TrimSpace(line[4:7])); err != nil || pr.First <= 0 {
		return pr, &ParseError{ln, 5, "bad first round"}
	}
	if pr.Last, err = strconv.Atoi(strings.TrimSpace(line[8:11])); err != nil || pr.Last < pr.First {
		return pr, &ParseError{ln, 9, "bad last round (before the first, or not a number)"}
	}
	for c := 12; c < len(line); c += 5 {
		end := min(c+4, len(line))
		if c+4 < len(line) && line[c+4] != ' ' {
			return pr, &ParseError{ln, c + 5, "pairing numbers must be 5 columns apart"}
		}
		id, err := strconv.Atoi(strings.TrimSpace(line[c:end]))
		if err != nil || id <= 0 {
			return pr, &ParseError{ln, c + 1, "bad pairing number"}
		}
		pr.Players = append(pr.Players, id)
	}
	return pr, nil
}

// ForbiddenIn returns the groups of players who must not meet in round r:
// the XXP groups (every round) and the 260 records whose rounds include r.
func (t *Tournament) ForbiddenIn(r int) [][]int {
	out := append([][]int(nil), t.Forbidden...)
	for _, pr := range t.Prohibited {
		if r >= pr.First && r <= pr.Last {
			out = append(out, pr.Players)
		}
	}
	return out
}

// Record returns the 260 line: rounds in columns 5-7 and 9-11, then one
// pairing number in every 5 columns from column 13.
func (pr Prohibited) Record() string {
	var s strings.Builder
	s.WriteString("260 " + pad3(pr.First) + " " + pad3(pr.Last))
	for _, id := range pr.Players {
		s.WriteString(" " + strings.Repeat(" ", max(0, 4-len(strconv.Itoa(id)))) + strconv.Itoa(id))
	}
	return s.String()
}

func pad3(n int) string {
	s := strconv.Itoa(n)
	return strings.Repeat("0", max(0, 3-len(s))) + s
}
