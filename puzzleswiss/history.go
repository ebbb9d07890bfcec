package puzzleswiss

import (
	"encoding/json"
	"fmt"
	"time"

	"turnir"
)

// History is the documented JSON input of `turnir pair` (docs/pair-history.md):
// everything the next P6 draw depends on, outside any database.
type History struct {
	// Settings default to the built-in puzzle-swiss regulation; only the
	// fields that affect a draw matter (round_length, points, bye, tiebreaks).
	Settings     *Settings            `json:"settings,omitempty"`
	Seed         string               `json:"seed,omitempty"` // needed only to draw round 1 (P5)
	Participants []HistoryParticipant `json:"participants"`
	Rounds       []HistoryRound       `json:"rounds"`
}

// HistoryParticipant is one solver with their lot number.
type HistoryParticipant struct {
	ID           string `json:"id"`
	Name         string `json:"name,omitempty"`
	Lot          int    `json:"lot"`
	Withdrawn    bool   `json:"withdrawn,omitempty"`
	Disqualified bool   `json:"disqualified,omitempty"`
}

// HistoryRound is one past round: its pairs, its bye and each solver's
// outcome (absent from Results: no solution).
type HistoryRound struct {
	Pairs   [][2]string              `json:"pairs"`
	Bye     string                   `json:"bye,omitempty"`
	Results map[string]HistoryResult `json:"results"`
}

// HistoryResult is one solver's outcome of a round.
type HistoryResult struct {
	Solved bool            `json:"solved"`
	Time   turnir.Duration `json:"time,omitempty"` // e.g. "1m23.456s"
}

// Draw is the answer of `turnir pair`.
type Draw struct {
	Round int         `json:"round"`
	Pairs [][2]string `json:"pairs"`
	Bye   string      `json:"bye,omitempty"`
	Table []string    `json:"table"` // the order the draw used (P13), active solvers only
}

// Next draws the next round of a history: round 1 by lot from the seed
// (P5), later rounds by the standings (P6, P7). The history is checked: an
// unknown solver, a repeated lot or a solver paired twice is refused.
func (h History) Next(settings Settings) (Draw, error) {
	if h.Settings != nil {
		settings = *h.Settings
	}
	// The settings are input like the rest of the history: an unknown
	// tie-break would otherwise reach the standings unchecked.
	if err := settings.Validate(); err != nil {
		return Draw{}, err
	}
	at := time.Unix(0, 0).UTC()
	t := New()
	var evs []turnir.Event
	add := func(typ string, data any) { evs = append(evs, turnir.NewEvent(typ, at, "history", data)) }
	add(EvCreated, Created{ID: "history", Name: "history", Settings: settings})
	lots := map[string]int{}
	seenLot := map[int]string{}
	for _, p := range h.Participants {
		if p.ID == "" {
			return Draw{}, turnir.Errorf(turnir.EINVALID, "a participant without an id", "участник без идентификатора")
		}
		if _, dup := lots[p.ID]; dup {
			return Draw{}, turnir.Errorf(turnir.EINVALID, "participant %q is listed twice", "участник %q указан дважды", p.ID)
		}
		if other, dup := seenLot[p.Lot]; dup || p.Lot < 1 {
			return Draw{}, turnir.Errorf(turnir.EINVALID, "the lot of %[2]q (%[1]d) is not a positive number of its own (also %[3]q)", "жребий участника %[2]q (%[1]d) не является отдельным положительным номером (также %[3]q)", p.Lot, p.ID, other)
		}
		seenLot[p.Lot] = p.ID
		lots[p.ID] = p.Lot
		name := p.Name
		if name == "" {
			name = p.ID
		}
		add(EvRegistered, Registered{ID: p.ID, Name: name})
	}
	add(EvBegun, Begun{Seed: h.Seed, Lots: lots, Rounds: len(h.Rounds) + 1})
	for _, p := range h.Participants {
		if p.Disqualified || p.Withdrawn {
			// A withdrawal after the draw is not possible in the engine (P3);
			// in a history both mean "not drawn again".
			add(EvDisqualified, Disqualified{ID: p.ID})
		}
	}
	for i, r := range h.Rounds {
		n := i + 1
		seen := map[string]bool{}
		for _, id := range append(flatten(r.Pairs), r.Bye) {
			if id == "" {
				continue
			}
			if _, ok := lots[id]; !ok {
				return Draw{}, turnir.Errorf(turnir.EINVALID, "round %d: unknown participant %q", "тур %d: неизвестный участник %q", n, id)
			}
			if seen[id] {
				return Draw{}, turnir.Errorf(turnir.EINVALID, "round %d: %q is paired twice", "тур %d: %q в паре дважды", n, id)
			}
			seen[id] = true
		}
		add(EvRoundPaired, RoundPaired{Round: n, Pairs: r.Pairs, Bye: r.Bye})
		for id, res := range r.Results {
			if !seen[id] {
				return Draw{}, turnir.Errorf(turnir.EINVALID, "round %d: a result for %q, who did not play", "тур %d: результат у %q, который не играл", n, id)
			}
			add(EvResultEntered, ResultEntered{Round: n, ID: id, Solved: res.Solved, Time: res.Time.D().Truncate(time.Millisecond)})
		}
	}
	for _, e := range evs {
		if err := t.Apply(e); err != nil {
			return Draw{}, err
		}
	}
	// Close each round with the rules' scoring, in order.
	for _, r := range t.Rounds {
		if err := t.Apply(turnir.NewEvent(EvRoundClosed, at, "history", RoundClosed{Round: r.N, Results: Score(r, t.Settings)})); err != nil {
			return Draw{}, err
		}
	}
	d := Draw{Round: len(t.Rounds) + 1}
	if len(t.Rounds) == 0 {
		seed, err := turnir.ParseSeed(h.Seed)
		if err != nil {
			return Draw{}, fmt.Errorf("round 1 is drawn by lot (P5) and needs the seed: %w", err)
		}
		d.Pairs, d.Bye = t.drawRoundOne(seed)
		d.Table = t.activeByLot()
		return d, nil
	}
	var err error
	if d.Pairs, d.Bye, err = t.drawNext(); err != nil {
		return Draw{}, err
	}
	for _, row := range t.Standings() {
		if t.Solvers[row.ID].Active() {
			d.Table = append(d.Table, row.ID)
		}
	}
	return d, nil
}

func flatten(ps [][2]string) []string {
	out := make([]string, 0, 2*len(ps))
	for _, p := range ps {
		out = append(out, p[0], p[1])
	}
	return out
}

// Concerns says whom a decision concerns: the solver it names (a
// disqualification, a result entered by hand) and the round it is about,
// "" and 0 when it concerns the whole tournament (settings, the schedule,
// an early finish).
func (t *Tournament) Concerns(d Decision) (solver string, round int) {
	var p struct {
		ID    string `json:"id"`
		Round int    `json:"round"`
	}
	switch d.Type {
	case EvDisqualified, EvResultEntered, EvWithdrew, EvRegistered, EvStarted, EvChecked:
		if json.Unmarshal(d.Data, &p) == nil && t.Solvers[p.ID] != nil {
			solver = p.ID
		}
	case EvRoundExtended, EvRoundPaused, EvRoundResumed, EvRoundRestarted, EvRoundClosed, EvRoundOpened, EvRoundPaired:
		_ = json.Unmarshal(d.Data, &p)
	}
	return solver, p.Round
}
