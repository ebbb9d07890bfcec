package teamcup

import (
	"strconv"
	"strings"
	"turnir/cup"
)

// LotMoot says whether the cup's undrawn lot of purpose can no longer
// be drawn: the cut lot once the cut is decided (C4), the place lot
// once the places are (C5), a round's draw once the round is paired, and
// every lot once the cup is done.
func (f *Festival) LotMoot(purpose string) bool {
	c := f.Cup
	if c == nil {
		return false
	}
	p, err := c.Progress()
	if err != nil {
		return false
	}
	if p.Next.Stage == cup.StageDone {
		return true
	}
	q := p.Qualifying
	switch {
	case purpose == "cup/cut-lot":
		return q != nil && q.CutDecided && p.Next.Stage != cup.StageCutLot
	case purpose == "cup/place-lot":
		return len(c.Rounds) > 1 || (q != nil && q.CutDecided && q.Need == nil)
	case strings.HasPrefix(purpose, "cup/draw-round-"):
		n, err := strconv.Atoi(strings.TrimPrefix(purpose, "cup/draw-round-"))
		return err == nil && len(c.Rounds) >= n
	}
	return false
}
