package festival

import (
	"strings"
	"turnir/festival/register"
	"turnir/festival/svoyatournament"
)

// LotEntries lists the festival's lots in commitment order, each marked
// moot when it can no longer be drawn.
func (f *Festival) LotEntries() []register.LotEntry {
	out := make([]register.LotEntry, 0, len(f.Lots))
	for _, l := range f.Lots {
		out = append(out, register.LotEntry{Lot: l, Moot: l.Seed == "" && !l.Hall && f.lotMoot(l.Purpose)})
	}
	return out
}

// lotMoot says whether the undrawn lot of purpose can no longer be drawn.
func (f *Festival) lotMoot(purpose string) bool {
	switch {
	case strings.HasPrefix(purpose, "cup/"):
		return f.Cup != nil && f.inCup().LotMoot(purpose)
	case strings.HasPrefix(purpose, "brainring"):
		return f.Brainring != nil && f.inBrainring().LotMoot(purpose)
	case purpose == svoyatournament.SvoyaSeatLot:
		return f.Svoya != nil && len(f.Svoya.Venues) > 0
	}
	return false
}
