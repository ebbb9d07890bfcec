package cup

import (
	"slices"
	"strconv"

	"turnir"
	"turnir/quiz"
)

// Cup is the whole state of one team quiz cup, built from plain inputs.
// The event-sourced aggregate folds its events into a Cup through the
// mutating methods (AddTeam, Start, Answer, CloseRound, AddShootout, Record,
// SetLineup, StartFinal, AddFinalQuestion ...), each of which refuses what
// does not fit the current stage; Progress and Next compute where the cup
// stands. Start from New.
type Cup struct {
	Config       Config             `json:"config"`
	Teams        []Team             `json:"teams"`
	Started      bool               `json:"started"`
	Rounds       []Round            `json:"rounds,omitempty"` // Rounds[0] is the qualifying round, then the knock-out rounds
	Shootout     []ShootoutQuestion `json:"shootout,omitempty"`
	CutLot       []string           `json:"cut_lot,omitempty"`
	PlaceLot     []string           `json:"place_lot,omitempty"`
	Final        Final              `json:"final"`
	Disqualified []Disqualification `json:"disqualified,omitempty"`
}

// Round is one written round of the cup: its pairs (none in round 1), the
// question table and whether the jury has closed it.
type Round struct {
	Number    int        `json:"number"` // cup round, 1-based
	Pairs     []Pair     `json:"pairs,omitempty"`
	Questions quiz.Round `json:"questions"`
	Closed    bool       `json:"closed"`
}

// Stage names what the cup waits for.
type Stage string

// The stages of a cup, in the order they come.
const (
	StageRegistration Stage = "registration" // add teams, then Start (C1, C2)
	StageRound        Stage = "round"        // enter answers of written round Step.Round, then CloseRound
	StageShootout     Stage = "shootout"     // enter shootout question Step.Question for Step.Teams (C4)
	StageCutLot       Stage = "cut_lot"      // draw the cut lot among Step.Teams (C4)
	StagePlaceLot     Stage = "place_lot"    // draw the place lot among Step.Teams (C5)
	StageDraw         Stage = "draw"         // draw the pairs of round Step.Round (C5, C6)
	StageLineup       Stage = "lineup"       // set the final line-ups of Step.Teams (C8)
	StageFinalStart   Stage = "final_start"  // line-ups set: start (and lock) the final (C8)
	StageFinal        Stage = "final"        // enter final question Step.Question (C7)
	StageDone         Stage = "done"         // the cups are awarded (C15)
)

// Step is what the cup needs next.
type Step struct {
	Stage    Stage    `json:"stage"`
	Round    int      `json:"round,omitempty"`
	Question int      `json:"question,omitempty"`
	Teams    []string `json:"teams,omitempty"`
	Spots    int      `json:"spots,omitempty"` // for a shootout or a cut lot: how many of Teams go on
}

// Purpose names the lot this step draws, for turnir.Seed.Rand, or "" when
// the step draws nothing. Each lot of a cup has its own purpose, so that
// the draws are independent streams of one seed.
func (s Step) Purpose() string {
	switch s.Stage {
	case StageCutLot:
		return "cup/cut-lot"
	case StagePlaceLot:
		return "cup/place-lot"
	case StageDraw:
		return "cup/draw-round-" + strconv.Itoa(s.Round)
	}
	return ""
}

// New returns an empty cup in registration.
func New(cfg Config) (Cup, error) {
	if err := cfg.Validate(); err != nil {
		return Cup{}, err
	}
	return Cup{Config: cfg}, nil
}

// Progress is everything the cup has decided so far, for the pages and for
// Next.
type Progress struct {
	Next       Step           `json:"next"`
	Qualifying *Qualifying    `json:"qualifying,omitempty"` // once round 1 is closed
	Seeds      []string       `json:"seeds,omitempty"`      // places 1..8 from round 1 (C5), once complete
	Results    [][]PairResult `json:"results,omitempty"`    // per closed knock-out round
	Finalists  []string       `json:"finalists,omitempty"`
	Final      *FinalScore    `json:"final,omitempty"`
}

// Next returns what the cup needs next.
func (c Cup) Next() (Step, error) {
	p, err := c.Progress()
	return p.Next, err
}

// Team returns the team with the given ID.
func (c Cup) Team(id string) (Team, bool) {
	i := slices.IndexFunc(c.Teams, func(t Team) bool { return t.ID == id })
	if i < 0 {
		return Team{}, false
	}
	return c.Teams[i], true
}

// dq returns the set of disqualified teams.
func (c Cup) dq() map[string]bool { return c.dqBefore(len(c.Rounds) + 1) }

// dqBefore returns the teams disqualified before written round n was
// closed: those lose their pair of round n by walkover.
func (c Cup) dqBefore(n int) map[string]bool {
	m := map[string]bool{}
	for _, d := range c.Disqualified {
		if d.Closed < n {
			m[d.Team] = true
		}
	}
	return m
}

// eligible lists the teams not disqualified, in registration order.
func (c Cup) eligible() []string {
	dq := c.dq()
	var ids []string
	for _, t := range c.Teams {
		if !dq[t.ID] {
			ids = append(ids, t.ID)
		}
	}
	return ids
}

// qualifyInput gathers the round-1 totals of the teams not disqualified
// before the cut was used (see Disqualification).
func (c Cup) qualifyInput() QualifyInput {
	dq := map[string]bool{}
	for _, d := range c.Disqualified {
		if d.Begun <= 1 {
			dq[d.Team] = true
		}
	}
	in := QualifyInput{Spots: c.Config.Qualify, MaxShootout: c.Config.Shootout,
		Shootout: c.Shootout, CutLot: c.CutLot, PlaceLot: c.PlaceLot}
	for _, t := range c.Rounds[0].Questions.Totals() {
		if !dq[t.Team] {
			in.Totals = append(in.Totals, t)
		}
	}
	return in
}

// Progress computes the state of the cup from its inputs: the qualifying
// outcome, the results of each closed knock-out round, the finalists, the
// final's score and the next step.
func (c Cup) Progress() (Progress, error) {
	var p Progress
	if !c.Started {
		p.Next = Step{Stage: StageRegistration, Teams: c.eligible()}
		return p, nil
	}
	if len(c.Rounds) == 0 || !c.Rounds[0].Closed {
		p.Next = c.roundStep(0)
		return p, nil
	}
	q, err := Qualify(c.qualifyInput())
	if err != nil {
		return p, err
	}
	p.Qualifying = &q
	if q.Need != nil {
		stage := map[NeedKind]Stage{NeedShootout: StageShootout, NeedCutLot: StageCutLot, NeedPlaceLot: StagePlaceLot}[q.Need.Kind]
		p.Next = Step{Stage: stage, Round: 1, Question: q.Need.Question, Teams: q.Need.Teams, Spots: q.Need.Spots}
		return p, nil
	}
	p.Seeds = q.Qualified
	seed := c.seedMap(p.Seeds)
	dq := c.dq()
	alive := p.Seeds
	for k := 1; k <= c.Config.KnockoutRounds(); k++ {
		if len(c.Rounds) <= k {
			p.Next = Step{Stage: StageDraw, Round: k + 1, Teams: alive}
			return p, nil
		}
		rd := c.Rounds[k]
		if !rd.Closed {
			p.Next = c.roundStep(k)
			return p, nil
		}
		results := make([]PairResult, 0, len(rd.Pairs))
		var next []string
		for _, pair := range rd.Pairs {
			a, _ := rd.Questions.Total(pair.A)
			b, _ := rd.Questions.Total(pair.B)
			res, err := Decide(pair, a.Points, b.Points, seed, c.dqBefore(k+1))
			if err != nil {
				return p, err
			}
			results = append(results, res)
			next = append(next, res.Winner)
		}
		p.Results = append(p.Results, results)
		alive = next
	}
	p.Finalists = alive
	score := ScoreFinal(c.Config.FinalQuestions, [2]string{alive[0], alive[1]}, c.Final.Questions, dq)
	p.Final = &score
	switch {
	case dq[alive[0]] && dq[alive[1]]:
		return p, turnir.Errorf(turnir.ECONFLICT, "both finalists are disqualified; the committee decides (DQ1)",
			"оба финалиста дисквалифицированы; решает оргкомитет (DQ1)")
	case score.Decided:
		p.Next = Step{Stage: StageDone}
	case !c.Final.Locked:
		var missing []string
		for _, t := range alive {
			if c.Final.lineup(t) == nil {
				missing = append(missing, t)
			}
		}
		p.Next = Step{Stage: StageFinalStart, Round: c.Config.FinalRound(), Teams: alive}
		if len(missing) > 0 {
			p.Next = Step{Stage: StageLineup, Round: c.Config.FinalRound(), Teams: missing}
		}
	default:
		p.Next = Step{Stage: StageFinal, Round: c.Config.FinalRound(), Question: score.NextQuestion(), Teams: alive}
	}
	return p, nil
}

// roundStep is the step of an open written round: the teams seated in it.
func (c Cup) roundStep(k int) Step {
	s := Step{Stage: StageRound, Round: k + 1}
	if k < len(c.Rounds) {
		s.Teams = c.Rounds[k].Questions.Teams()
	}
	return s
}

// seedMap maps each qualified team to its round-1 place (C5), which decides
// a level pair in every knock-out round.
func (c Cup) seedMap(seeds []string) map[string]int {
	m := make(map[string]int, len(seeds))
	for i, t := range seeds {
		m[t] = i + 1
	}
	return m
}
