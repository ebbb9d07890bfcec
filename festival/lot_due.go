package festival

import (
	"turnir"
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
		return "", noBrainring()
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
	return "", noLotDue()
}

func noLotDue() error {
	return turnir.Errorf(turnir.ECONFLICT, "no lot is due now", "сейчас жребий не нужен")
}
