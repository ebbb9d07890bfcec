package trf

import (
	"strings"

	"turnir/dutch"
)

// Dutch returns the file as the input of the Dutch engine (package dutch)
// for the round after the last one recorded. What the file declares about
// that round is applied first: byes declared in records 240 become the
// players' entries for it (so they are not paired and get the declared
// bye), records 260 whose rounds include it forbid their pairs, and a
// record 192 type ending in "_BAKU" asks for the Baku acceleration (see
// Baku). Every entry is scored by the file's point system, in tenths. The
// tournament is not changed. The error is a *dutch.InputError.
func (t *Tournament) Dutch() (dutch.Input, error) {
	f := t.WithByes()
	forbidden := f.Forbidden
	if len(f.Prohibited) > 0 {
		forbidden = f.ForbiddenIn(f.PairedRounds() + 1)
	}
	if strings.HasSuffix(strings.ToUpper(f.Type), "_BAKU") {
		var err error
		if f, err = f.Baku(); err != nil {
			return dutch.Input{}, err
		}
	}
	in := f.dutchInput()
	in.Forbidden = forbidden
	return in, nil
}

// Baku returns a copy of the tournament with the virtual points of the
// Baku acceleration (dutch.Baku) as its accelerations, for every round. A
// file that gives accelerations of its own (XXA or record 250) is
// returned unchanged: they are what the arbiter decided. The method needs
// the standard point system, with Black scoring as White; another is
// refused with a *dutch.InputError.
func (t *Tournament) Baku() (*Tournament, error) {
	if len(t.Accel) > 0 {
		return t, nil
	}
	ps := t.Points
	if ps.Game('W', 'b') != ps.Win || ps.Game('D', 'b') != ps.Draw || ps.Game('L', 'b') != ps.Loss {
		return nil, &dutch.InputError{Msg: dutch.BakuPointsMsg}
	}
	in, err := dutch.Baku(t.dutchInput())
	if err != nil {
		return nil, err
	}
	c := *t
	c.Accel = map[int][]int{}
	for _, p := range in.Players {
		if p.Accel != nil {
			c.Accel[p.ID] = p.Accel
		}
	}
	return &c, nil
}

// Declared returns the players who are not paired in the round Dutch
// gives the engine because a bye or an absence was declared for it, with
// the result code each gets: 'F', 'H' or 'Z' (from a record 240, or an
// entry already written in the round's column). A tool that writes the
// paired round into the file adds these beside the boards.
func (t *Tournament) Declared() (map[int]byte, error) {
	in, err := t.Dutch()
	if err != nil {
		return nil, err
	}
	next, err := dutch.NextRound(in)
	if err != nil {
		return nil, err
	}
	out := map[int]byte{}
	for _, p := range t.WithByes().Players {
		if len(p.Entries) >= next {
			if e := p.Entries[next-1]; !e.Empty() && e.Opponent == 0 {
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

// dutchInput converts the players, the rounds, the initial colour and the
// point system, as the file gives them.
func (t *Tournament) dutchInput() dutch.Input {
	ps := t.Points
	in := dutch.Input{
		Rounds: t.Rounds,
		Points: dutch.Points{Win: ps.MaxGame(), Draw: ps.Draw, Loss: ps.Loss, Absent: ps.ZeroBye},
	}
	switch t.InitialColour {
	case 'w':
		in.InitialColour = dutch.White
	case 'b':
		in.InitialColour = dutch.Black
	}
	in.Players = make([]dutch.Player, 0, len(t.Players))
	for _, fp := range t.Players {
		p := dutch.Player{ID: fp.ID, Rounds: make([]dutch.Round, 0, len(fp.Entries))}
		if acc, ok := t.Accel[fp.ID]; ok {
			p.Accel = acc
			if p.Accel == nil {
				p.Accel = []int{} // an XXA record without values is still the file's own
			}
		}
		skipped := 0
		for _, e := range fp.Entries {
			if e.Empty() {
				skipped++
				continue
			}
			// A blank round before a later entry is an absence.
			for ; skipped > 0; skipped-- {
				p.Rounds = append(p.Rounds, dutch.Round{Points: ps.ZeroBye})
			}
			p.Rounds = append(p.Rounds, ps.round(e))
		}
		in.Players = append(in.Players, p)
	}
	return in
}

// round converts one entry: how it counts and what it scores.
func (ps PointSystem) round(e Entry) dutch.Round {
	r := dutch.Round{Opponent: e.Opponent, Result: dutch.Loss}
	switch e.Colour {
	case 'w':
		r.Colour = dutch.White
	case 'b':
		r.Colour = dutch.Black
	}
	switch e.Result {
	case 'D', '=', 'H':
		r.Result = dutch.Draw
	case '+', 'W', '1', 'F', 'U':
		r.Result = dutch.Win
	}
	switch e.Result {
	case '+', '-', 'H', 'F', 'U', 'Z', ' ':
	default:
		r.Played = e.Opponent > 0 && r.Colour != dutch.NoColour
	}
	r.Paired = e.Opponent > 0 || e.Result == 'U' || e.Result == '+'
	colour := byte('w')
	if r.Colour == dutch.Black {
		colour = 'b'
	}
	switch r.Result {
	case dutch.Loss:
		switch {
		case !r.Paired:
			r.Points = ps.ZeroBye
		case r.Played:
			r.Points = ps.Game('L', colour)
		default:
			r.Points = ps.ForfeitLoss
		}
	case dutch.Win:
		switch {
		case e.Opponent == 0 && r.Paired:
			r.Points = ps.PAB
		case e.Opponent == 0:
			r.Points = ps.FullBye
		case !r.Played:
			r.Points = ps.ForfeitWon()
		default:
			r.Points = ps.Game('W', colour)
		}
	default:
		if e.Opponent == 0 && !r.Paired {
			r.Points = ps.HalfBye
		} else {
			r.Points = ps.Game('D', colour)
		}
	}
	return r
}
