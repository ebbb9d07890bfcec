package festival

import (
	"strconv"
	"strings"

	"turnir/cup"
)

// LotEntry is a lot of the festival as the pages list it: the lot itself
// and, for one committed but never drawn, whether it will never be drawn
// (Moot): the cut was settled without it, the places were, the
// competition is over. A moot lot's seed stays secret, and a page must
// not say it will be revealed.
type LotEntry struct {
	Lot
	Moot bool `json:"moot,omitempty"`
}

// LotEntries lists the festival's lots in commitment order, each marked
// moot when it can no longer be drawn.
func (f *Festival) LotEntries() []LotEntry {
	out := make([]LotEntry, 0, len(f.Lots))
	for _, l := range f.Lots {
		out = append(out, LotEntry{Lot: l, Moot: l.Seed == "" && f.lotMoot(l.Purpose)})
	}
	return out
}

// lotMoot says whether the undrawn lot of purpose can no longer be drawn.
func (f *Festival) lotMoot(purpose string) bool {
	switch {
	case strings.HasPrefix(purpose, "cup/"):
		return f.cupLotMoot(purpose)
	case purpose == BrainringGroupsLotPurpose:
		return f.Brainring != nil && f.brainringStage() != BrainringStageDraw
	case strings.HasPrefix(purpose, "brainring"):
		st := f.brainringStage()
		return f.Brainring != nil && st != BrainringStageDraw && st != BrainringStageGroups && st != BrainringStageLot
	case purpose == SvoyaSeatLot:
		return f.Svoya != nil && len(f.Svoya.Venues) > 0
	}
	return false
}

func (f *Festival) brainringStage() string {
	st, err := f.BrainringNext()
	if err != nil {
		return ""
	}
	return st.Stage
}

// cupLotMoot: the cut lot once the cut is decided (C4), the place lot
// once the places are (C5), a round's draw once the round is paired, and
// every lot once the cup is done.
func (f *Festival) cupLotMoot(purpose string) bool {
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

// brainringLotWords names a Brain-ring lot in lang ("en" or "ru") as a
// jury reads it: the group draw (F2) or group X's tie lot (F5).
func brainringLotWords(purpose, lang string) string {
	if g, ok := strings.CutPrefix(purpose, brainringGroupLotPrefix); ok {
		if lang == "en" {
			return "the lot of group " + g
		}
		return "жребий группы " + g
	}
	if lang == "en" {
		return "the group draw"
	}
	return "жеребьёвка групп"
}
