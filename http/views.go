package http

import (
	"encoding/json"
	"time"

	"turnir/puzzleswiss"
	"turnir/puzzleswiss/puzzle"
)

// The JSON views of docs/openapi.yaml. They are built from the state under
// the stream's lock and hold no pointer into it. None of them has a field
// that could carry an answer key: statements come from puzzle.Statement.

// clockView is a round's clock relative to now (the server owns time).
type clockView struct {
	N           int    `json:"n"`
	State       string `json:"state"` // drawn, open, paused, closed
	OpensInMS   int64  `json:"opens_in_ms,omitempty"`
	RemainingMS int64  `json:"remaining_ms"`
	LengthMS    int64  `json:"length_ms"`
}

func roundClock(t *puzzleswiss.Tournament, r *puzzleswiss.Round, now time.Time) *clockView {
	if r == nil {
		return nil
	}
	c := &clockView{N: r.N, LengthMS: t.Settings.RoundLength.D().Milliseconds()}
	switch {
	case r.Closed:
		c.State = "closed"
	case !r.Opened:
		c.State = "drawn"
		c.OpensInMS = max(0, r.OpensAt.Sub(now).Milliseconds())
		c.RemainingMS = c.LengthMS
	case !r.PausedAt.IsZero():
		c.State = "paused"
		c.RemainingMS = max(0, r.EndsAt.Sub(r.PausedAt).Milliseconds())
	default:
		c.State = "open"
		c.RemainingMS = max(0, r.EndsAt.Sub(now).Milliseconds())
	}
	return c
}

type tournamentView struct {
	ID        string               `json:"id"`
	Name      string               `json:"name"`
	Phase     string               `json:"phase"`
	Settings  puzzleswiss.Settings `json:"settings"`
	Solvers   int                  `json:"solvers"`
	Rounds    int                  `json:"rounds"`
	Puzzles   int                  `json:"puzzles"`
	Round     *clockView           `json:"round,omitempty"`
	Published bool                 `json:"published"`
	// RegistrationOpen says whether a solver may register now: the pages
	// offer "take part" only then (issue 14, item 15).
	RegistrationOpen bool   `json:"registration_open"`
	Commitment       string `json:"commitment"`
	Seed             string `json:"seed,omitempty"`
	BeginsInMS       int64  `json:"begins_in_ms,omitempty"`
	// The scheduled start (issue 14, item 7): when round 1 opens and when
	// registration closes, as times and as milliseconds from now.
	StartsAt             string       `json:"starts_at,omitempty"`
	RegistrationCloses   string       `json:"registration_closes_at,omitempty"`
	RegistrationClosesMS int64        `json:"registration_closes_in_ms,omitempty"`
	StartProblem         *problemView `json:"start_problem,omitempty"` // why an overdue start has not happened
	Version              int64        `json:"version"`
	Damaged              *damageView  `json:"damaged,omitempty"` // the log does not read back; the rest is empty
	// Offers are what the organizer's page may offer now
	// (puzzleswiss.Tournament.Offers).
	Offers []string `json:"offers"`
}

// tournament is the summary of t; active is its number of active solvers,
// counted by the caller (the Server keeps it, so that a summary of 10,000
// solvers costs no loop).
func tournament(t *puzzleswiss.Tournament, now time.Time, active int) tournamentView {
	v := tournamentView{ID: t.ID, Name: t.Name, Phase: t.Phase, Settings: t.Settings, Rounds: t.NumRounds,
		Puzzles: len(t.Puzzles), Round: roundClock(t, t.Current(), now), Published: t.Published,
		Commitment: t.Commitment, Version: t.Version, Solvers: active,
		RegistrationOpen: t.Phase == puzzleswiss.PhaseRegistration && !t.BeginDue(now), Offers: t.Offers()}
	if v.Offers == nil {
		v.Offers = []string{}
	}
	if t.Phase != puzzleswiss.PhaseRegistration {
		v.Seed = t.Seed // revealed by the draw (P5)
	}
	if t.Phase == puzzleswiss.PhaseRegistration && !t.StartsAt.IsZero() {
		v.StartsAt, v.RegistrationCloses = t.StartsAt.Format(time.RFC3339), t.ClosesAt().Format(time.RFC3339)
		v.BeginsInMS = max(1, t.StartsAt.Sub(now).Milliseconds())
		v.RegistrationClosesMS = max(1, t.ClosesAt().Sub(now).Milliseconds())
	}
	return v
}

// problemView is a refusal in both languages.
type problemView struct {
	EN string `json:"en"`
	RU string `json:"ru"`
}

// countActive counts the solvers who take part.
func countActive(t *puzzleswiss.Tournament) int {
	n := 0
	for _, s := range t.Solvers {
		if s.Active() {
			n++
		}
	}
	return n
}

type solverRef struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Tournament   string `json:"tournament,omitempty"`
	Lot          int    `json:"lot,omitempty"`
	Withdrawn    bool   `json:"withdrawn,omitempty"`
	Disqualified bool   `json:"disqualified,omitempty"`
	DQReason     string `json:"dq_reason,omitempty"`
}

func ref(t *puzzleswiss.Tournament, id string) *solverRef {
	s := t.Solvers[id]
	if s == nil {
		return nil
	}
	return &solverRef{ID: s.ID, Name: s.Name, Lot: s.Lot, Withdrawn: s.Withdrawn, Disqualified: s.Disqualified, DQReason: s.DQReason}
}

type resultView struct {
	Points int   `json:"points"`
	Solved bool  `json:"solved"`
	TimeMS int64 `json:"time_ms,omitempty"`
}

func result(r *puzzleswiss.Round, id string) *resultView {
	if !r.Closed {
		return nil
	}
	res, ok := r.Results[id]
	if !ok {
		return nil
	}
	return &resultView{Points: res.Points, Solved: res.Solved, TimeMS: res.Time.Milliseconds()}
}

// meRound is a solver's view of the current round.
type meRound struct {
	N              int               `json:"n"`
	Clock          *clockView        `json:"clock"`
	InDraw         bool              `json:"in_draw"`
	Opponent       *solverRef        `json:"opponent,omitempty"`
	Bye            bool              `json:"bye,omitempty"`
	Started        bool              `json:"started"`
	ElapsedMS      int64             `json:"elapsed_ms,omitempty"`
	Solved         bool              `json:"solved"`
	SolveMS        int64             `json:"solve_ms,omitempty"`
	OpponentSolved bool              `json:"opponent_solved,omitempty"`
	Attempts       int               `json:"attempts"`
	Points         *int              `json:"points,omitempty"`
	Statement      *puzzle.Statement `json:"statement,omitempty"`
}

type historyRow struct {
	Round        int    `json:"round"`
	Opponent     string `json:"opponent,omitempty"`
	OpponentName string `json:"opponent_name,omitempty"`
	Points       int    `json:"points"`
	Solved       bool   `json:"solved"`
	TimeMS       int64  `json:"time_ms,omitempty"`
}

type meView struct {
	ID           string         `json:"id"`
	Name         string         `json:"name"`
	Tournament   tournamentView `json:"tournament"`
	Withdrawn    bool           `json:"withdrawn,omitempty"`
	Disqualified bool           `json:"disqualified,omitempty"`
	DQReason     string         `json:"dq_reason,omitempty"`
	Lot          int            `json:"lot,omitempty"`
	Points       int            `json:"points"`
	Place        string         `json:"place,omitempty"`
	Round        *meRound       `json:"round,omitempty"`
	History      []historyRow   `json:"history"`
}

// me builds a solver's own view. The statement is included only when the
// engine gives it: the round runs and the solver pressed Start (P9).
func me(t *puzzleswiss.Tournament, tv tournamentView, id string, now time.Time, place string) meView {
	s := t.Solvers[id]
	v := meView{ID: id, Name: s.Name, Tournament: tv, Withdrawn: s.Withdrawn,
		Disqualified: s.Disqualified, DQReason: s.DQReason, Lot: s.Lot, Place: place, History: []historyRow{}}
	for _, r := range t.Rounds {
		if !r.Closed {
			continue
		}
		res, ok := r.Results[id]
		if !ok {
			continue
		}
		v.Points += res.Points
		opp, _ := r.Opponent(id)
		h := historyRow{Round: r.N, Opponent: opp, Points: res.Points, Solved: res.Solved}
		if res.Solved {
			h.TimeMS = res.Time.Milliseconds()
		}
		if o := t.Solvers[opp]; o != nil {
			h.OpponentName = o.Name
		}
		v.History = append(v.History, h)
	}
	r := t.Current()
	if r == nil {
		return v
	}
	mr := &meRound{N: r.N, Clock: roundClock(t, r, now), Attempts: r.Attempts[id]}
	opp, in := r.Opponent(id)
	mr.InDraw = in
	if in {
		mr.Bye = opp == ""
		mr.Opponent = ref(t, opp)
		_, mr.OpponentSolved = r.Solved[opp]
	}
	if st, ok := r.Started[id]; ok {
		mr.Started = true
		end := now
		if !r.PausedAt.IsZero() {
			end = r.PausedAt
		}
		if r.Closed || end.After(r.EndsAt) {
			end = r.EndsAt
		}
		mr.ElapsedMS = max(0, end.Sub(st).Milliseconds())
	}
	if d, ok := r.Solved[id]; ok {
		mr.Solved, mr.SolveMS = true, d.Milliseconds()
	}
	if res := result(r, id); res != nil {
		mr.Points = &res.Points
	}
	if st, err := t.Statement(id, now); err == nil {
		mr.Statement = &st
	}
	v.Round = mr
	return v
}

type pairView struct {
	A       *solverRef  `json:"a"`
	B       *solverRef  `json:"b"`
	AResult *resultView `json:"a_result,omitempty"`
	BResult *resultView `json:"b_result,omitempty"`
}

type roundView struct {
	N         int         `json:"n"`
	Clock     *clockView  `json:"clock"`
	Pairs     []pairView  `json:"pairs"`
	Bye       *solverRef  `json:"bye,omitempty"`
	ByeResult *resultView `json:"bye_result,omitempty"`
}

func rounds(t *puzzleswiss.Tournament, now time.Time) []roundView {
	out := make([]roundView, 0, len(t.Rounds))
	for _, r := range t.Rounds {
		rv := roundView{N: r.N, Clock: roundClock(t, r, now), Pairs: make([]pairView, 0, len(r.Pairs))}
		for _, p := range r.Pairs {
			rv.Pairs = append(rv.Pairs, pairView{A: ref(t, p[0]), B: ref(t, p[1]), AResult: result(r, p[0]), BResult: result(r, p[1])})
		}
		if r.Bye != "" {
			rv.Bye, rv.ByeResult = ref(t, r.Bye), result(r, r.Bye)
		}
		out = append(out, rv)
	}
	return out
}

// liveRow is one solver in the organizer's live view of a round.
type liveRow struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Opponent  string `json:"opponent,omitempty"`
	Started   bool   `json:"started"`
	StartedMS int64  `json:"started_ms,omitempty"`
	Solved    bool   `json:"solved"`
	SolvedMS  int64  `json:"solved_ms,omitempty"`
	SolveMS   int64  `json:"solve_ms,omitempty"`
	Attempts  int    `json:"attempts"`
	Points    *int   `json:"points,omitempty"`
}

type liveView struct {
	Clock   *clockView `json:"clock"`
	Solvers []liveRow  `json:"solvers"`
}

// live is the organizer's view of round r: who started, who solved, when,
// in ms after the round opened (its end minus the length and any
// extensions; a pause moves the end and the running starts alike).
func live(t *puzzleswiss.Tournament, r *puzzleswiss.Round, now time.Time) liveView {
	v := liveView{Clock: roundClock(t, r, now), Solvers: []liveRow{}}
	opened := r.EndsAt.Add(-t.Settings.RoundLength.D())
	for _, d := range t.Decisions {
		var x puzzleswiss.RoundExtended
		if d.Type == puzzleswiss.EvRoundExtended && json.Unmarshal(d.Data, &x) == nil && x.Round == r.N {
			opened = opened.Add(-x.By)
		}
	}
	add := func(id, opp string) {
		s := t.Solvers[id]
		row := liveRow{ID: id, Name: s.Name, Opponent: opp, Attempts: r.Attempts[id]}
		if st, ok := r.Started[id]; ok {
			row.Started, row.StartedMS = true, st.Sub(opened).Milliseconds()
			if d, ok := r.Solved[id]; ok {
				row.Solved, row.SolveMS = true, d.Milliseconds()
				row.SolvedMS = row.StartedMS + d.Milliseconds()
			}
		}
		if res := result(r, id); res != nil {
			row.Points = &res.Points
		}
		v.Solvers = append(v.Solvers, row)
	}
	for _, p := range r.Pairs {
		add(p[0], p[1])
		add(p[1], p[0])
	}
	if r.Bye != "" {
		add(r.Bye, "")
	}
	return v
}
