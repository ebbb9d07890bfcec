package trf

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Entry is one round of a player's 001 record: opponent, colour and result
// code exactly as written in the file.
type Entry struct {
	// Opponent is the opponent's pairing number, 0 when the player had no
	// opponent (a bye or an absence).
	Opponent int
	// Colour is 'w', 'b' or '-' (none).
	Colour byte
	// Result is the result code: '1','0','=','+','-','W','D','L' for games,
	// 'H','F','U','Z' for byes and absences, ' ' for not yet known.
	Result byte
}

// Empty reports whether the entry is blank (a round not reached).
func (e Entry) Empty() bool {
	return e.Opponent == 0 && (e.Colour == ' ' || e.Colour == 0) && e.Result == ' '
}

// Player is one 001 record.
type Player struct {
	ID     int    // pairing (starting rank) number, 1-based
	Line   int    // line number in the file, for messages
	Head   string // columns 1-80 as read (sex, title, name, rating, federation, ...)
	Name   string
	Rating int
	// Points is the score written in the file, in tenths of a point.
	Points int
	// Entries holds one entry per round, round 1 first, without trailing
	// blank rounds.
	Entries []Entry
}

// Tournament is a parsed TRF file.
type Tournament struct {
	Players []*Player // in file order
	// Rounds is the planned number of rounds (XXR or 142), 0 if unknown.
	Rounds int
	// InitialColour is the colour of the first player in round 1: 'w', 'b',
	// or 0 when the file does not say (XXC white1/black1, record 152).
	InitialColour byte
	// Points is the point system (record 162, BBx lines, XXS records,
	// defaults).
	Points PointSystem
	// Accel holds XXA accelerations: pairing number -> tenths per round.
	Accel map[int][]int
	// Forbidden lists XXP groups of players who must not meet.
	Forbidden [][]int
	// Byes are the TRF-2026 records 240: byes declared round by round.
	Byes []Bye
	// Prohibited are the TRF-2026 records 260: players who must not meet
	// in a range of rounds.
	Prohibited []Prohibited
	// Type is the encoded type of tournament (record 192), such as
	// "FIDE_DUTCH_2025" or "FIDE_DUTCH_2025_BAKU"; empty when not given.
	Type string
	// Lines keeps every line in order (without line ends), so that Write
	// can reproduce records the engines do not interpret.
	Lines []string
}

// ParseError is a malformed file: the 1-based line and column of the fault.
type ParseError struct {
	Line, Col int
	Msg       string
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Col, e.Msg)
}

// Player returns the player with pairing number id, or nil.
func (t *Tournament) Player(id int) *Player {
	for _, p := range t.Players {
		if p.ID == id {
			return p
		}
	}
	return nil
}

// MaxEntries returns the largest number of round entries of any player.
func (t *Tournament) MaxEntries() int {
	m := 0
	for _, p := range t.Players {
		if len(p.Entries) > m {
			m = len(p.Entries)
		}
	}
	return m
}

// Parse reads a TRF file. Line ends may be LF, CRLF or CR alone (as some
// engines write).
func Parse(r io.Reader) (*Tournament, error) {
	data, err := io.ReadAll(bufio.NewReader(r))
	if err != nil {
		return nil, err
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	t := &Tournament{Points: DefaultPoints, Accel: map[int][]int{}}
	pts := pointsReader{ps: &t.Points}
	seen := map[int]int{}
	for i, line := range strings.Split(text, "\n") {
		ln := i + 1
		line = strings.TrimRight(line, " \t")
		if strings.TrimSpace(line) == "" {
			continue
		}
		t.Lines = append(t.Lines, line)
		if len(line) < 3 {
			return nil, &ParseError{ln, 1, "record code missing"}
		}
		code := line[:3]
		switch code {
		case "001":
			p, err := parsePlayer(line, ln)
			if err != nil {
				return nil, err
			}
			if prev, ok := seen[p.ID]; ok {
				return nil, &ParseError{ln, 5, fmt.Sprintf("pairing number %d repeated (first on line %d)", p.ID, prev)}
			}
			seen[p.ID] = ln
			t.Players = append(t.Players, p)
		case "XXR", "142":
			n, err := strconv.Atoi(strings.TrimSpace(line[3:]))
			if err != nil || n <= 0 {
				return nil, &ParseError{ln, 5, "number of rounds must be a positive integer"}
			}
			t.Rounds = n
		case "XXC":
			for _, tok := range strings.Fields(line[3:]) {
				switch tok {
				case "white1":
					t.InitialColour = 'w'
				case "black1":
					t.InitialColour = 'b'
				case "rank":
				default:
					return nil, &ParseError{ln, strings.Index(line, tok) + 1, "unknown XXC option " + strconv.Quote(tok)}
				}
			}
		case "152":
			switch strings.TrimSpace(line[3:]) {
			case "W":
				t.InitialColour = 'w'
			case "B":
				t.InitialColour = 'b'
			default:
				return nil, &ParseError{ln, 5, "initial colour must be W or B"}
			}
		case "162":
			if err := pts.record162(line, ln); err != nil {
				return nil, err
			}
		case "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU":
			if err := pts.recordBB(line, ln); err != nil {
				return nil, err
			}
		case "XXS":
			if err := pts.recordXXS(line, ln); err != nil {
				return nil, err
			}
		case "XXA":
			if len(line) < 8 {
				return nil, &ParseError{ln, 5, "XXA needs a pairing number"}
			}
			id, err := strconv.Atoi(strings.TrimSpace(line[4:8]))
			if err != nil || id <= 0 {
				return nil, &ParseError{ln, 5, "bad pairing number"}
			}
			var acc []int
			for c := 9; c < len(line); c += 5 {
				end := min(c+4, len(line))
				f := strings.TrimSpace(line[c:end])
				v := 0
				if f != "" {
					if v, err = parseTenths(f); err != nil {
						return nil, &ParseError{ln, c + 1, "bad acceleration value"}
					}
				}
				acc = append(acc, v)
			}
			t.Accel[id] = acc
		case "240":
			b, err := parseBye(line, ln)
			if err != nil {
				return nil, err
			}
			t.Byes = append(t.Byes, b)
		case "260":
			pr, err := parseProhibited(line, ln)
			if err != nil {
				return nil, err
			}
			t.Prohibited = append(t.Prohibited, pr)
		case "250":
			if err := t.parseAccel250(line, ln); err != nil {
				return nil, err
			}
		case "192":
			t.Type = strings.TrimSpace(line[3:])
		case "XXP":
			var grp []int
			for _, tok := range strings.Fields(line[3:]) {
				id, err := strconv.Atoi(tok)
				if err != nil || id <= 0 {
					return nil, &ParseError{ln, strings.Index(line, tok) + 1, "bad pairing number in XXP"}
				}
				grp = append(grp, id)
			}
			t.Forbidden = append(t.Forbidden, grp)
		}
	}
	pts.finish()
	if err := t.checkByes(); err != nil {
		return nil, err
	}
	for _, pr := range t.Prohibited {
		for k, id := range pr.Players {
			if t.Player(id) == nil {
				return nil, &ParseError{pr.Line, 13 + 5*k, fmt.Sprintf("player %d does not exist", id)}
			}
		}
	}
	for _, p := range t.Players {
		for r, e := range p.Entries {
			if e.Opponent == 0 {
				continue
			}
			o := t.Player(e.Opponent)
			if o == nil {
				return nil, &ParseError{p.Line, 92 + 10*r, fmt.Sprintf("opponent %d does not exist", e.Opponent)}
			}
			if r >= len(o.Entries) || o.Entries[r].Opponent != p.ID {
				return nil, &ParseError{p.Line, 92 + 10*r, fmt.Sprintf("round %d: opponent %d does not list player %d", r+1, e.Opponent, p.ID)}
			}
			if played(e.Result) && o.Entries[r].Colour == e.Colour {
				return nil, &ParseError{p.Line, 97 + 10*r, fmt.Sprintf("round %d: both players have the same colour", r+1)}
			}
		}
	}
	return t, nil
}

func played(res byte) bool {
	switch res {
	case '1', '0', '=', 'W', 'D', 'L':
		return true
	}
	return false
}

// parseTenths reads a decimal such as "1.5", "3.0" or "10" as tenths, up
// to MaxPoints: every value it accepts can be written back in 4 columns.
func parseTenths(s string) (int, error) {
	return parseDecimal(strings.TrimSpace(s), MaxPoints)
}

func parsePlayer(line string, ln int) (*Player, error) {
	if len(line) < 84 {
		if len(line) < 8 {
			return nil, &ParseError{ln, len(line) + 1, "player record too short"}
		}
	}
	pad := line
	if len(pad) < 89 {
		pad += strings.Repeat(" ", 89-len(pad))
	}
	id, err := strconv.Atoi(strings.TrimSpace(pad[4:8]))
	if err != nil || id <= 0 {
		return nil, &ParseError{ln, 5, "bad pairing number"}
	}
	p := &Player{ID: id, Line: ln, Head: pad[:80], Name: strings.TrimSpace(pad[14:47])}
	if r := strings.TrimSpace(pad[48:52]); r != "" {
		if p.Rating, err = strconv.Atoi(r); err != nil || p.Rating < 0 {
			return nil, &ParseError{ln, 49, "bad rating"}
		}
	}
	if s := strings.TrimSpace(pad[80:84]); s != "" {
		if p.Points, err = parseTenths(s); err != nil {
			return nil, &ParseError{ln, 81, "bad points: " + err.Error()}
		}
	}
	for c := 91; c < len(line); c += 10 {
		seg := line[c:min(c+8, len(line))]
		if len(seg) < 8 {
			seg += strings.Repeat(" ", 8-len(seg))
		}
		if c+8 < len(line) && strings.TrimSpace(line[c+8:min(c+10, len(line))]) != "" {
			return nil, &ParseError{ln, c + 9, "round entries must be 10 columns apart"}
		}
		e := Entry{Colour: seg[5], Result: seg[7]}
		if seg[4] != ' ' || seg[6] != ' ' {
			return nil, &ParseError{ln, c + 5, "malformed round entry"}
		}
		opp := strings.TrimSpace(seg[:4])
		if opp != "" {
			if e.Opponent, err = strconv.Atoi(opp); err != nil || e.Opponent < 0 {
				return nil, &ParseError{ln, c + 1, "bad opponent number"}
			}
			if e.Opponent == id {
				return nil, &ParseError{ln, c + 1, "player paired with himself"}
			}
		}
		switch e.Colour {
		case 'w', 'b', '-', ' ':
		case 'W', 'B':
			e.Colour += 'a' - 'A'
		default:
			return nil, &ParseError{ln, c + 6, "colour must be w, b or -"}
		}
		if e.Result >= 'a' && e.Result <= 'z' {
			e.Result -= 'a' - 'A'
		}
		if e.Colour == ' ' && e.Result != ' ' {
			e.Colour = '-' // blank means "-" (TRF-2026), as Write puts it
		}
		switch e.Result {
		case '1', '0', '=', 'W', 'D', 'L':
			if e.Opponent == 0 || (e.Colour != 'w' && e.Colour != 'b') {
				return nil, &ParseError{ln, c + 8, "a played game needs an opponent and a colour"}
			}
		case '+', '-':
			if e.Opponent != 0 && e.Colour != 'w' && e.Colour != 'b' {
				return nil, &ParseError{ln, c + 6, "a forfeit against an opponent needs a colour"}
			}
		case 'H', 'F', 'U', 'Z':
			if e.Opponent != 0 {
				return nil, &ParseError{ln, c + 8, "a bye has no opponent"}
			}
		case ' ':
			if e.Opponent != 0 {
				return nil, &ParseError{ln, c + 8, "result missing"}
			}
		default:
			return nil, &ParseError{ln, c + 8, "unknown result code " + strconv.Quote(string(e.Result))}
		}
		p.Entries = append(p.Entries, e)
	}
	for len(p.Entries) > 0 && p.Entries[len(p.Entries)-1].Empty() {
		p.Entries = p.Entries[:len(p.Entries)-1]
	}
	return p, nil
}
