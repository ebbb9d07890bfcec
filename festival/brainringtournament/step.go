package brainringtournament

import "turnir/brainring"

// Stages of the Brain-ring tournament, as BrainringNext reports them.
const (
	BrainringStageDraw         = "draw"          // the groups are not drawn yet (F2)
	BrainringStageGroups       = "groups"        // a group fight to enter (F3, F4)
	BrainringStageLot          = "group_lot"     // a group needs its lot (F5)
	BrainringStagePlayoffStart = "playoff_start" // the groups are settled, the play-off not started (F6)
	BrainringStagePlayoff      = "playoff"       // a play-off fight to enter (F6)
	BrainringStageExtra        = "extra"         // a match needs extra questions (F7)
	BrainringStageBlocked      = "blocked"       // only a match of two disqualified teams is left: the committee decides (DQ1)
	BrainringStageDone         = "done"          // the final ranking is complete
)

// BrainringStep is what the tournament waits for next: the jury page shows
// it and the simulator follows it.
type BrainringStep struct {
	Stage      string   `json:"stage"`
	Round      int      `json:"round,omitempty"`       // group round of the fight
	Group      string   `json:"group,omitempty"`       // the group of the fight or lot
	Fight      string   `json:"fight,omitempty"`       // the fight to enter
	Question   int      `json:"question,omitempty"`    // its next question, or the next extra question
	Match      string   `json:"match,omitempty"`       // the play-off match
	MatchStage string   `json:"match_stage,omitempty"` // "quarter_final" ...
	Teams      []string `json:"teams,omitempty"`       // the teams concerned
}

// BrainringNext returns what the tournament waits for next. Group fights
// come round by round, the groups of a round in order (they play at once);
// play-off matches round by round, the 3rd-place match before the final.
func (f *Festival) BrainringNext() (BrainringStep, error) {
	b := f.Brainring
	if b == nil {
		return BrainringStep{}, NoBrainring()
	}
	if len(b.Groups) == 0 {
		return BrainringStep{Stage: BrainringStageDraw, Teams: f.brainringEligible()}, nil
	}
	if b.Playoff == nil {
		tables, err := f.brainringTables()
		if err != nil {
			return BrainringStep{}, err
		}
		if s, ok := nextGroupFight(b, tables); ok {
			return s, nil
		}
		for i, t := range tables {
			if t.needsLot {
				return BrainringStep{Stage: BrainringStageLot, Group: b.Groups[i].Name, Teams: b.Groups[i].Teams}, nil
			}
		}
		return BrainringStep{Stage: BrainringStagePlayoffStart}, nil
	}
	br, err := f.brainringBracket()
	if err != nil {
		return BrainringStep{}, err
	}
	var order []brainring.Match
	for ri, r := range br.bracket.Rounds {
		if ri == len(br.bracket.Rounds)-1 && br.bracket.ThirdPlace != nil {
			order = append(order, *br.bracket.ThirdPlace)
		}
		order = append(order, r.Matches...)
	}
	blocked := false
	for _, m := range order {
		v := f.matchView(m, br)
		step := BrainringStep{Match: m.ID, MatchStage: m.Stage, Teams: []string{m.A, m.B}}
		switch v.Status {
		case MatchReady, MatchInProgress:
			step.Stage = BrainringStagePlayoff
			k := len(m.Play.Fights)
			if k == 0 || m.Play.Fights[k-1].Complete() {
				k++
			}
			step.Fight, step.Question = playoffFightID(m.ID, k), 1
			if k <= len(m.Play.Fights) {
				step.Question = len(m.Play.Fights[k-1].Taken) + 1
			}
			return step, nil
		case MatchExtra:
			step.Stage, step.Question = BrainringStageExtra, len(m.Play.Extra)+1
			return step, nil
		case MatchBlocked:
			blocked = true
		}
	}
	if blocked {
		return BrainringStep{Stage: BrainringStageBlocked}, nil
	}
	return BrainringStep{Stage: BrainringStageDone}, nil
}

// nextGroupFight finds the first group fight not complete, round by round.
func nextGroupFight(b *Brainring, tables []groupTable) (BrainringStep, bool) {
	rounds := 0
	for _, g := range b.Groups {
		rounds = max(rounds, len(g.Rounds))
	}
	for round := 1; round <= rounds; round++ {
		for gi, g := range b.Groups {
			for fi, gf := range g.Fights {
				if fg := tables[gi].fights[fi]; gf.Round == round && !fg.Complete() {
					return BrainringStep{Stage: BrainringStageGroups, Round: round, Group: g.Name, Fight: gf.ID,
						Question: len(fg.Taken) + 1, Teams: []string{fg.A, fg.B}}, true
				}
			}
		}
	}
	return BrainringStep{}, false
}
