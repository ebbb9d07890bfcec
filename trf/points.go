package trf

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// PointSystem holds the points of every result, in tenths of a point. A
// file sets them with TRF-2026 record 162, bbpPairings' BBW/BBD/BBL/BBZ/
// BBF/BBU lines or JaVaFo's XXS records; a file without any scores 1 / ½ /
// 0 (DefaultPoints).
type PointSystem struct {
	// Win, Draw and Loss are the points of a game played over the board;
	// with Extended, the points of a game played with White.
	Win, Draw, Loss int
	ZeroBye         int // 'Z' and blank absences
	ForfeitLoss     int // '-'
	PAB             int // 'U', pairing-allocated bye
	FullBye         int // 'F'
	HalfBye         int // 'H'
	// Extended is set by an XXS record: the points of a game played with
	// Black (BlackWin, BlackDraw, BlackLoss) and of a forfeit win
	// (ForfeitWin) are then those given, not Win, Draw and Loss. A point
	// system built in code without it needs no more than the fields above.
	Extended                       bool
	BlackWin, BlackDraw, BlackLoss int
	ForfeitWin                     int // '+'
}

// DefaultPoints is the 1 / ½ / 0 system.
var DefaultPoints = PointSystem{Win: 10, Draw: 5, PAB: 10, FullBye: 10, HalfBye: 5}

// Game returns the points of a game played over the board: result is 'W'
// (won), 'D' (drawn) or 'L' (lost), colour 'w' or 'b'.
func (ps PointSystem) Game(result, colour byte) int {
	black := ps.Extended && colour == 'b'
	switch result {
	case 'W':
		if black {
			return ps.BlackWin
		}
		return ps.Win
	case 'D':
		if black {
			return ps.BlackDraw
		}
		return ps.Draw
	}
	if black {
		return ps.BlackLoss
	}
	return ps.Loss
}

// ForfeitWon returns the points of a forfeit win ('+').
func (ps PointSystem) ForfeitWon() int {
	if ps.Extended {
		return ps.ForfeitWin
	}
	return ps.Win
}

// MaxGame returns the most points one game played over the board can
// give: the base of the topscorer threshold (more than half of the
// maximum possible score). Byes and forfeits are not counted: no player
// can score them round after round.
func (ps PointSystem) MaxGame() int {
	m := max(ps.Win, ps.Draw, ps.Loss)
	if ps.Extended {
		m = max(m, ps.BlackWin, ps.BlackDraw, ps.BlackLoss)
	}
	return m
}

// XXS returns the point system as one JaVaFo XXS record giving every code,
// so that a file written back pairs as the one read.
func (ps PointSystem) XXS() string {
	if !ps.Extended {
		ps.BlackWin, ps.BlackDraw, ps.BlackLoss, ps.ForfeitWin = ps.Win, ps.Draw, ps.Loss, ps.Win
	}
	var b strings.Builder
	b.WriteString("XXS")
	for _, kv := range []struct {
		code string
		v    int
	}{
		{"WW", ps.Win}, {"BW", ps.BlackWin}, {"WD", ps.Draw}, {"BD", ps.BlackDraw},
		{"WL", ps.Loss}, {"BL", ps.BlackLoss}, {"ZPB", ps.ZeroBye}, {"HPB", ps.HalfBye},
		{"FPB", ps.FullBye}, {"PAB", ps.PAB}, {"FW", ps.ForfeitWin}, {"FL", ps.ForfeitLoss},
	} {
		fmt.Fprintf(&b, " %s=%d.%d", kv.code, kv.v/10, kv.v%10)
	}
	return b.String()
}

// pointsReader applies the point records of a file in order: a later
// value overrides an earlier one, as JaVaFo reads its XXS records.
type pointsReader struct {
	ps                       *PointSystem
	pabSet, fullSet, halfSet bool
}

// setWin, setDraw and setLoss give a game result its points with either
// colour: records 162 and BBx do not tell the colours apart.
func (r *pointsReader) setWin(v int) {
	r.ps.Win, r.ps.BlackWin, r.ps.ForfeitWin = v, v, v
}
func (r *pointsReader) setDraw(v int) { r.ps.Draw, r.ps.BlackDraw = v, v }
func (r *pointsReader) setLoss(v int) { r.ps.Loss, r.ps.BlackLoss = v, v }

// record162 reads a TRF-2026 record 162: pairs of a result symbol and a
// 4-column value, 9 columns apart.
func (r *pointsReader) record162(line string, ln int) error {
	for c := 5; c+5 <= len(line); c += 9 {
		sym := line[c]
		v, err := parsePoints(strings.TrimSpace(line[c+1 : c+5]))
		if err != nil {
			return &ParseError{ln, c + 2, err.Error()}
		}
		switch sym {
		case 'W':
			r.setWin(v)
		case 'D':
			r.setDraw(v)
		case 'L':
			r.setLoss(v)
		case 'Z':
			r.ps.ZeroBye, r.ps.ForfeitLoss = v, v
		case 'A':
			r.ps.ForfeitLoss = v
		case 'P', 'U':
			r.ps.PAB, r.pabSet = v, true
		case 'F':
			r.ps.FullBye, r.fullSet = v, true
		case 'H':
			r.ps.HalfBye, r.halfSet = v, true
		case ' ':
		default:
			return &ParseError{ln, c + 1, "unknown result symbol " + strconv.Quote(string(sym))}
		}
	}
	return nil
}

// recordBB reads one of bbpPairings' BBW, BBD, BBL, BBZ, BBF and BBU
// lines: the points of a win, draw, loss, zero-point bye, forfeit loss
// and pairing-allocated bye.
func (r *pointsReader) recordBB(line string, ln int) error {
	f := strings.TrimSpace(line[3:])
	v, err := parsePoints(f)
	if err != nil {
		return &ParseError{ln, strings.Index(line[3:], f) + 4, err.Error()}
	}
	switch line[:3] {
	case "BBW":
		r.setWin(v)
	case "BBD":
		r.setDraw(v)
	case "BBL":
		r.setLoss(v)
	case "BBZ":
		r.ps.ZeroBye = v
	case "BBF":
		r.ps.ForfeitLoss = v
	case "BBU":
		r.ps.PAB, r.pabSet = v, true
	}
	return nil
}

// recordXXS reads a JaVaFo XXS record: CODE=VALUE items separated by
// blanks. The codes are WW, BW, WD, BD, WL, BL (a game won, drawn or lost
// with White or Black), ZPB, HPB, FPB, PAB (zero-point, half-point,
// full-point and pairing-allocated byes), FW, FL (forfeit won and lost),
// and the shortcuts W (WW, BW, FW and FPB) and D (WD, BD and HPB). Codes
// not given keep JaVaFo's standard values: the PAB stays 1 even when W
// changes, unlike in records 162 and BBx.
func (r *pointsReader) recordXXS(line string, ln int) error {
	ps := r.ps
	if !ps.Extended {
		ps.Extended = true
		ps.BlackWin, ps.BlackDraw, ps.BlackLoss, ps.ForfeitWin = ps.Win, ps.Draw, ps.Loss, ps.Win
	}
	r.pabSet, r.fullSet, r.halfSet = true, true, true
	for c := 3; c < len(line); {
		if line[c] == ' ' || line[c] == '\t' {
			c++
			continue
		}
		end := c
		for end < len(line) && line[end] != ' ' && line[end] != '\t' {
			end++
		}
		item := line[c:end]
		eq := strings.IndexByte(item, '=')
		if eq < 0 {
			return &ParseError{ln, c + 1, fmt.Sprintf("XXS item %q must be CODE=VALUE", item)}
		}
		v, err := parsePoints(item[eq+1:])
		if err != nil {
			return &ParseError{ln, c + eq + 2, err.Error()}
		}
		switch code := strings.ToUpper(item[:eq]); code {
		case "WW":
			ps.Win = v
		case "BW":
			ps.BlackWin = v
		case "WD":
			ps.Draw = v
		case "BD":
			ps.BlackDraw = v
		case "WL":
			ps.Loss = v
		case "BL":
			ps.BlackLoss = v
		case "ZPB":
			ps.ZeroBye = v
		case "HPB":
			ps.HalfBye = v
		case "FPB":
			ps.FullBye = v
		case "PAB":
			ps.PAB = v
		case "FW":
			ps.ForfeitWin = v
		case "FL":
			ps.ForfeitLoss = v
		case "W":
			ps.Win, ps.BlackWin, ps.ForfeitWin, ps.FullBye = v, v, v, v
		case "D":
			ps.Draw, ps.BlackDraw, ps.HalfBye = v, v, v
		default:
			return &ParseError{ln, c + 1, fmt.Sprintf("unknown XXS code %q (WW, BW, WD, BD, WL, BL, ZPB, HPB, FPB, PAB, FW, FL, W, D)", item[:eq])}
		}
		c = end
	}
	return nil
}

// finish gives the byes no record set the points of the game they stand
// for: a PAB and a full-point bye a win's, a half-point bye a draw's.
func (r *pointsReader) finish() {
	if !r.pabSet {
		r.ps.PAB = r.ps.Win
	}
	if !r.fullSet {
		r.ps.FullBye = r.ps.Win
	}
	if !r.halfSet {
		r.ps.HalfBye = r.ps.Draw
	}
}

// parsePoints reads a point value such as "1", "0.5", ".5" or "3.0" as
// tenths, from 0 to 999.
func parsePoints(s string) (int, error) { return parseDecimal(s, 9990) }

// parseDecimal reads a decimal as tenths, from 0 to maxTenths. Points are
// counted in tenths, so a value with a finer part (0.25) is refused rather
// than rounded, as are a negative one, NaN and infinities.
func parseDecimal(s string, maxTenths int) (int, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, fmt.Errorf("point value %q is not a number", s)
	}
	if f < 0 || f*10 > float64(maxTenths) {
		return 0, fmt.Errorf("point value %q out of range 0-%d", s, maxTenths/10)
	}
	t := math.Round(f * 10)
	if math.Abs(t-f*10) > 1e-6 {
		return 0, fmt.Errorf("point value %q has more than one decimal", s)
	}
	return int(t), nil
}
