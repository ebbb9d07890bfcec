package dutch

import (
	"sort"
	"strings"

	"turnir/trf"
)

// prepare turns what the file declares about the round to pair into the
// form the engine reads: byes declared in records 240 become the players'
// entries for that round (so they are not paired and get the declared
// bye), records 260 whose rounds include it forbid their pairs, and a
// record 192 type ending in "_BAKU" asks for the Baku
// acceleration. The caller's tournament is not changed.
func prepare(f *trf.Tournament) (*trf.Tournament, error) {
	f = f.WithByes()
	if len(f.Prohibited) > 0 {
		c := *f
		c.Forbidden = f.ForbiddenIn(f.PairedRounds() + 1)
		f = &c
	}
	if strings.HasSuffix(strings.ToUpper(f.Type), "_BAKU") {
		return Baku(f)
	}
	return f, nil
}

// Baku returns a copy of the tournament with the virtual points of the
// Baku acceleration method (FIDE C.04.5.1) as its accelerations, for every
// round. A file that gives accelerations of its own (XXA or record 250) is
// returned unchanged: they are what the arbiter decided.
//
// The method: the players, in pairing-number order, are split before round
// 1 into GA, the first half rounded up to an even number (2 x ceil(N/4)),
// and GB, the rest. The accelerated rounds are the first half of the
// tournament, rounded up; GA players get 1 virtual point (a win's worth)
// before each of the first half of those, rounded up, and 0.5 (a draw's
// worth) before each of the others. GB players never get any. N counts
// every player of the file, so a late entry with a higher pairing number
// than the last GA player stays in GB; one inserted above it moves the
// last GA player into GB (the file does not tell who entered late).
//
// The method needs the standard point system (a draw is half a win, a loss
// nothing); another is refused with an *InputError.
func Baku(f *trf.Tournament) (*trf.Tournament, error) {
	if len(f.Accel) > 0 {
		return f, nil
	}
	ps := f.Points
	if ps.Loss != 0 || 2*ps.Draw != ps.Win || ps.Game('W', 'b') != ps.Win || ps.Game('D', 'b') != ps.Draw || ps.Game('L', 'b') != 0 {
		return nil, &InputError{"the Baku acceleration needs the standard point system (a draw is half a win, a loss 0)"}
	}
	if f.Rounds == 0 {
		return nil, &InputError{"the Baku acceleration needs the number of rounds of the tournament (XXR or record 142)"}
	}
	ids := make([]int, 0, len(f.Players))
	for _, p := range f.Players {
		ids = append(ids, p.ID)
	}
	sort.Ints(ids)
	virtual := BakuRounds(f.Rounds, f.Points.Win, f.Points.Draw)
	c := *f
	c.Accel = map[int][]int{}
	for _, id := range ids[:min(len(ids), BakuGroupA(len(ids)))] {
		c.Accel[id] = virtual
	}
	return &c, nil
}

// BakuGroupA is the number of GA players among n: the first half rounded
// up to the nearest even number.
func BakuGroupA(n int) int { return 2 * ((n + 3) / 4) }

// BakuRounds returns the virtual points of a GA player before each round
// of a tournament of the given number of rounds, with win and draw the
// points (in tenths) of a win and a draw.
func BakuRounds(rounds, win, draw int) []int {
	accelerated := (rounds + 1) / 2
	full := (accelerated + 1) / 2
	v := make([]int, rounds)
	for r := 0; r < accelerated; r++ {
		if r < full {
			v[r] = win
		} else {
			v[r] = draw
		}
	}
	return v
}

// Declared returns the players who are not paired in the round PairNext
// pairs because a bye or an absence was declared for it, with the result
// code each gets: 'F', 'H' or 'Z' (from a record 240, or an entry already
// written in the round's column). A tool that writes the paired round into
// the file adds these beside the boards.
func Declared(f *trf.Tournament) (map[int]byte, error) {
	g, err := prepare(f)
	if err != nil {
		return nil, err
	}
	t, err := load(g)
	if err != nil {
		return nil, err
	}
	out := map[int]byte{}
	for _, p := range g.Players {
		if len(p.Entries) > t.playedRounds {
			if e := p.Entries[t.playedRounds]; !e.Empty() && e.Opponent == 0 {
				code := e.Result
				if code == ' ' || code == '-' {
					code = 'Z'
				}
				out[p.ID] = code
			}
		}
	}
	return out, nil
}
