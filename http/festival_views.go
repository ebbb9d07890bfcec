package http

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"turnir/festival"
)

// The JSON views of a festival (docs/openapi.yaml, Festival*) that are the
// server's own: the summary the list and live messages carry, the
// festival with its teams, and the history with corrections marked. The
// competitions' views are the festival module's (festival.CupView ...).

// festSummaryView is what the festival list and every live message carry.
type festSummaryView struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Version   int64     `json:"version"`
	CreatedAt time.Time `json:"created_at"`
	Teams     int       `json:"teams"`
	Cup       string    `json:"cup,omitempty"` // the cup's next stage, "" when the event has no cup
	Winner    string    `json:"winner,omitempty"`
	Solyanka  bool      `json:"solyanka"`
	Brainring bool      `json:"brainring"`
	Svoya     bool      `json:"svoya"`
	// Damaged is set when the festival's log does not read back; the rest
	// is then empty.
	Damaged *damageView `json:"damaged,omitempty"`
}

func festSummary(f *festival.Festival) festSummaryView {
	v := festSummaryView{ID: f.ID, Name: f.Name, Version: f.Version, CreatedAt: f.CreatedAt, Teams: len(f.Teams),
		Solyanka: f.Solyanka != nil, Brainring: f.Brainring != nil, Svoya: f.Svoya != nil}
	if f.Cup != nil {
		if p, err := f.Cup.Progress(); err == nil {
			v.Cup = string(p.Next.Stage)
			if p.Final != nil && p.Final.Decided {
				v.Winner = p.Final.Winner
			}
		} else {
			v.Cup = "committee"
		}
	}
	return v
}

// festView is GET /api/festivals/{fid}: the summary, the teams with their
// rosters, and the lots (commitments before, seeds after the draw).
type festView struct {
	festSummaryView
	TeamList []festival.TeamView `json:"team_list"`
	Lots     []festival.Lot      `json:"lots"`
}

func festFull(f *festival.Festival) festView {
	v := festView{festSummaryView: festSummary(f), TeamList: f.TeamList(), Lots: slices.Clone(f.Lots)}
	if v.Lots == nil {
		v.Lots = []festival.Lot{}
	}
	return v
}

// lotView is the lot a competition waits for: its purpose and, once
// published, the commitment.
type lotView = festival.LotView

func teamNames(f *festival.Festival) map[string]string { return f.TeamNames() }

// historyEntry is one logged event as the jury page lists it. A correction
// (a cell entered again, a score set again) is marked, and the entry it
// corrects stays in the list above it.
type historyEntry struct {
	Version    int64           `json:"version"`
	At         time.Time       `json:"at"`
	Actor      string          `json:"actor,omitempty"`
	Type       string          `json:"type"`
	Reason     string          `json:"reason,omitempty"`
	Data       json.RawMessage `json:"data"`
	Correction bool            `json:"correction,omitempty"`
	Corrects   int64           `json:"corrects,omitempty"` // the version of the entry it overrides
}

// history lists the festival's log, oldest first, corrections marked.
func history(f *festival.Festival) []historyEntry {
	out := make([]historyEntry, 0, len(f.History))
	cells := map[string]int64{} // cell key -> version of its last entry
	mark := func(h *historyEntry, key string) {
		if v, ok := cells[key]; ok {
			h.Correction = true
			h.Corrects = max(h.Corrects, v)
		}
		cells[key] = h.Version
	}
	shootout := 0 // shootout questions entered so far
	for _, e := range f.History {
		h := historyEntry{Version: e.Version, At: e.At, Actor: e.Actor, Type: e.Type, Reason: e.Reason, Data: e.Data}
		switch e.Type {
		case festival.EvCupShootoutAnswered:
			shootout++
			mark(&h, fmt.Sprintf("shoot/%d", shootout))
		case festival.EvCupShootoutCorrected:
			var d festival.CupShootoutCorrected
			if json.Unmarshal(e.Data, &d) == nil {
				mark(&h, fmt.Sprintf("shoot/%d", d.Question))
			}
		case festival.EvCupAnswered:
			var d festival.CupAnswered
			if json.Unmarshal(e.Data, &d) == nil {
				mark(&h, fmt.Sprintf("cup/%d/%s/%d", d.Round, d.Team, d.Question))
			}
		case festival.EvCupRowEntered:
			var d festival.CupRowEntered
			if json.Unmarshal(e.Data, &d) == nil {
				for q := range d.Answers {
					mark(&h, fmt.Sprintf("cup/%d/%s/%d", d.Round, d.Team, q+1))
				}
			}
		case festival.EvSolyankaScored:
			var d festival.SolyankaScored
			if json.Unmarshal(e.Data, &d) == nil {
				mark(&h, fmt.Sprintf("sol/%s/%d", d.Team, d.Task))
			}
		case festival.EvBrainringQuestionTaken:
			var d festival.BrainringQuestionTaken
			if json.Unmarshal(e.Data, &d) == nil {
				mark(&h, fmt.Sprintf("br/%s/%d", d.Fight, d.Question))
			}
		case festival.EvBrainringFightEntered:
			var d festival.BrainringFightEntered
			if json.Unmarshal(e.Data, &d) == nil {
				for q := range d.Taken {
					mark(&h, fmt.Sprintf("br/%s/%d", d.Fight, q+1))
				}
			}
		case festival.EvSvoyaMarked:
			var d festival.SvoyaMarked
			if json.Unmarshal(e.Data, &d) == nil {
				mark(&h, fmt.Sprintf("sv/%s/%d/%d", d.Player, d.Theme, d.Question))
			}
		case festival.EvSvoyaRowMarked:
			var d festival.SvoyaRowMarked
			if json.Unmarshal(e.Data, &d) == nil {
				for q := range d.Marks {
					mark(&h, fmt.Sprintf("sv/%s/%d/%d", d.Player, d.Theme, q+1))
				}
			}
		}
		out = append(out, h)
	}
	return out
}
