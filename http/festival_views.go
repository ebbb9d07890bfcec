package http

import (
	"time"

	"turnir/festival"
	"turnir/festival/register"
	"turnir/festival/teamcup"
)

// The JSON views of a festival (docs/openapi.yaml, Festival*) that are the
// server's own: the summary the list and live messages carry, the
// festival with its teams, and the history with corrections marked. The
// competitions' views are the festival module's (teamcup.CupView ...).

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
	Lots     []register.LotEntry `json:"lots"`
	// Holds lists the competitions the festival holds (Festival.Holds).
	Holds []string `json:"holds"`
	// BrainringGroups are the group counts the Brain-ring may be opened
	// with, and the one to offer first (F2), until it is opened.
	BrainringGroups        []int `json:"brainring_groups,omitempty"`
	BrainringGroupsDefault int   `json:"brainring_groups_default,omitempty"`
}

func festFull(f *festival.Festival) festView {
	v := festView{festSummaryView: festSummary(f), TeamList: f.TeamList(), Lots: f.LotEntries(), Holds: f.Holds()}
	if v.Holds == nil {
		v.Holds = []string{}
	}
	if f.Brainring == nil {
		v.BrainringGroups, v.BrainringGroupsDefault = f.BrainringGroupChoices()
	}
	if v.Lots == nil {
		v.Lots = []register.LotEntry{}
	}
	return v
}

// lotView is the lot a competition waits for: its purpose and, once
// published, the commitment.
type lotView = teamcup.LotView

func teamNames(f *festival.Festival) map[string]string { return f.TeamNames() }
