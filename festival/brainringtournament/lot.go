package brainringtournament

import (
	"strings"
	"turnir/festival/register"
)

// BrainringLot is the purpose of the lot Brain-ring step s draws (the
// group draw, F2, or a group's tie lot, F5), or "".
func BrainringLot(s BrainringStep) string {
	switch s.Stage {
	case BrainringStageDraw:
		return BrainringGroupsLotPurpose
	case BrainringStageLot:
		return BrainringGroupLotPurpose(s.Group)
	}
	return ""
}

// BrainringLotDue is the purpose of the lot the Brain-ring's next step
// draws, whose commitment may be published now. Too few teams for the
// groups are refused before the lot is public, while it can be put right.
func (f *Festival) BrainringLotDue() (string, error) {
	if f.Brainring == nil {
		return "", NoBrainring()
	}
	st, err := f.BrainringNext()
	if err != nil {
		return "", err
	}
	if st.Stage == BrainringStageDraw {
		if err := f.BrainringDrawReady(); err != nil {
			return "", err
		}
	}
	if p := BrainringLot(st); p != "" {
		return p, nil
	}
	return "", register.NoLotDue()
}

// LotMoot says whether the Brain-ring's undrawn lot of purpose can no
// longer be drawn: the group draw once the groups are drawn, a group's
// tie lot once the groups are over.
func (f *Festival) LotMoot(purpose string) bool {
	st := f.brainringStage()
	if purpose == BrainringGroupsLotPurpose {
		return st != BrainringStageDraw
	}
	return st != BrainringStageDraw && st != BrainringStageGroups && st != BrainringStageLot
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
