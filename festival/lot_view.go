package festival

import (
	"strings"
	"turnir/festival/register"
)

// LotEntries lists the festival's lots in commitment order, each marked
// moot when it can no longer be drawn.
func (f *Festival) LotEntries() []register.LotEntry {
	out := make([]register.LotEntry, 0, len(f.Lots))
	for _, l := range f.Lots {
		out = append(out, register.LotEntry{Lot: l, Moot: l.Seed == "" && f.lotMoot(l.Purpose)})
	}
	return out
}

// lotMoot says whether the undrawn lot of purpose can no longer be drawn.
func (f *Festival) lotMoot(purpose string) bool {
	switch {
	case strings.HasPrefix(purpose, "cup/"):
		return f.Cup != nil && f.inCup().LotMoot(purpose)
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
