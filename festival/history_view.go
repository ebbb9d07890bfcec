package festival

import (
	"fmt"
	"turnir/festival/brainringtournament"
	"turnir/festival/solyanka"
	"turnir/festival/svoyatournament"
	"turnir/festival/teamcup"

	"turnir"
)

// HistoryEntry is one logged event as the jury page lists it. A correction
// (a cell entered again, a score set again) is marked, and the entry it
// corrects stays in the list above it.
type HistoryEntry struct {
	Entry
	Correction bool  `json:"correction,omitempty"`
	Corrects   int64 `json:"corrects,omitempty"` // the version of the entry it overrides
}

// HistoryView lists the festival's log, oldest first, each entry that
// sets a cell again (a cup answer, a solyanka score, a Brain-ring
// question, a Svoya igra mark, a shootout question) marked as the
// correction of the entry before it.
func (f *Festival) HistoryView() []HistoryEntry {
	out := make([]HistoryEntry, 0, len(f.History))
	cells := map[string]int64{} // cell key -> version of its last entry
	mark := func(h *HistoryEntry, key string) {
		if v, ok := cells[key]; ok {
			h.Correction = true
			h.Corrects = max(h.Corrects, v)
		}
		cells[key] = h.Version
	}
	shootout := 0 // shootout questions entered so far
	for _, entry := range f.History {
		e := turnir.Event{Type: entry.Type, Data: entry.Data}
		h := HistoryEntry{Entry: entry}
		switch e.Type {
		case teamcup.EvCupShootoutAnswered:
			shootout++
			mark(&h, fmt.Sprintf("shoot/%d", shootout))
		case teamcup.EvCupShootoutCorrected:
			var d teamcup.CupShootoutCorrected
			if e.Decode(&d) == nil {
				mark(&h, fmt.Sprintf("shoot/%d", d.Question))
			}
		case teamcup.EvCupAnswered:
			var d teamcup.CupAnswered
			if e.Decode(&d) == nil {
				mark(&h, fmt.Sprintf("cup/%d/%s/%d", d.Round, d.Team, d.Question))
			}
		case teamcup.EvCupRowEntered:
			var d teamcup.CupRowEntered
			if e.Decode(&d) == nil {
				for q := range d.Answers {
					mark(&h, fmt.Sprintf("cup/%d/%s/%d", d.Round, d.Team, q+1))
				}
			}
		case solyanka.EvSolyankaScored:
			var d solyanka.SolyankaScored
			if e.Decode(&d) == nil {
				mark(&h, fmt.Sprintf("sol/%s/%d", d.Team, d.Task))
			}
		case brainringtournament.EvBrainringQuestionTaken:
			var d brainringtournament.BrainringQuestionTaken
			if e.Decode(&d) == nil {
				mark(&h, fmt.Sprintf("br/%s/%d", d.Fight, d.Question))
			}
		case brainringtournament.EvBrainringFightEntered:
			var d brainringtournament.BrainringFightEntered
			if e.Decode(&d) == nil {
				for q := range d.Taken {
					mark(&h, fmt.Sprintf("br/%s/%d", d.Fight, q+1))
				}
			}
		case svoyatournament.EvSvoyaMarked:
			var d svoyatournament.SvoyaMarked
			if e.Decode(&d) == nil {
				mark(&h, fmt.Sprintf("sv/%s/%d/%d", d.Player, d.Theme, d.Question))
			}
		case svoyatournament.EvSvoyaRowMarked:
			var d svoyatournament.SvoyaRowMarked
			if e.Decode(&d) == nil {
				for q := range d.Marks {
					mark(&h, fmt.Sprintf("sv/%s/%d/%d", d.Player, d.Theme, q+1))
				}
			}
		}
		out = append(out, h)
	}
	return out
}
