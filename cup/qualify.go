package cup

import (
	"cmp"
	"slices"

	"turnir"
	"turnir/labels"
	"turnir/quiz"
)

// ShootoutQuestion is one question of the C4 shootout: the teams that
// answered it right. Every other team still in the shootout answered wrong.
type ShootoutQuestion struct {
	Correct []string `json:"correct"`
}

// NeedKind names what the qualifying resolver is waiting for.
type NeedKind string

// What Qualify may wait for, in the order C4-C5 ask for them.
const (
	NeedShootout NeedKind = "shootout"  // the next shootout question for Teams
	NeedCutLot   NeedKind = "cut_lot"   // a lot of Spots places among Teams (C4, after rating)
	NeedPlaceLot NeedKind = "place_lot" // a lot ordering Teams tied on points and rating (C5)
)

// Need says what the resolver lacks: shootout question number Question for
// Teams, of whom Spots go on; or a lot among Teams.
type Need struct {
	Kind     NeedKind `json:"kind"`
	Question int      `json:"question,omitempty"`
	Teams    []string `json:"teams"`
	Spots    int      `json:"spots,omitempty"`
}

// QualifyInput is what the C4 cut and the C5 places are computed from.
type QualifyInput struct {
	Totals      []quiz.Total       `json:"totals"`       // eligible teams' round-1 points and rating, in table order
	Spots       int                `json:"spots"`        // how many go on (8)
	MaxShootout int                `json:"max_shootout"` // shootout questions before rating decides (5)
	Shootout    []ShootoutQuestion `json:"shootout,omitempty"`
	CutLot      []string           `json:"cut_lot,omitempty"`   // drawn order of the teams NeedCutLot named
	PlaceLot    []string           `json:"place_lot,omitempty"` // drawn order of the teams NeedPlaceLot named
}

// Cut criteria, in the order C4 applies them.
const (
	ByPoints   = "points"
	ByShootout = "shootout"
	ByRating   = "rating"
	ByLot      = "lot"
)

// Qualifying is the outcome of the cut. When Need is nil it is complete:
// Qualified holds the teams that go on in place order 1..Spots. When Need
// asks for a place lot, the cut is decided (CutDecided) and Qualified holds
// the right teams in a provisional order. Otherwise Qualified holds the teams
// sure to go on so far.
type Qualifying struct {
	Qualified    []string `json:"qualified"`
	Out          []string `json:"out"` // teams known to be out, best first
	CutDecided   bool     `json:"cut_decided"`
	DecidedBy    string   `json:"decided_by,omitempty"` // the criterion that settled the cut: ByPoints ... ByLot
	ShootoutUsed int      `json:"shootout_used"`        // shootout questions that counted
	Need         *Need    `json:"need,omitempty"`
}

// Qualify resolves the cut after round 1 (C4) and the places 1..Spots of
// the teams that go on (C5). It never draws a lot itself: when one is needed
// it says so in Need, and the caller draws it (DrawLot) and calls again with
// the lot filled in. Shootout questions beyond those needed are ignored.
//
// The shootout generalises "until the first question that exactly one of the
// tied teams answers": each question ranks the teams that answered above
// those that did not; when the right answerers are more than the spots left,
// the others are out and the shootout continues among the right answerers;
// when they are fewer, they go on and it continues among the others for the
// remaining spots. After MaxShootout questions the round-1 rating decides,
// then the cut lot.
func Qualify(in QualifyInput) (Qualifying, error) {
	if in.Spots < 1 || len(in.Totals) < in.Spots {
		return Qualifying{}, turnir.Errorf(turnir.ECONFLICT,
			"only %[1]s can go on but the cut needs %[3]d; the committee must decide (DQ1)",
			"продолжить могут только %[2]s, а нужно %[3]d; решает оргкомитет (DQ1)",
			labels.Count("en", "count.team", len(in.Totals)), labels.Count("ru", "count.team", len(in.Totals)), in.Spots)
	}
	totals := slices.Clone(in.Totals)
	slices.SortStableFunc(totals, func(a, b quiz.Total) int { return cmp.Compare(b.Points, a.Points) })
	byTeam := map[string]quiz.Total{}
	for _, t := range totals {
		byTeam[t.Team] = t
	}

	line := totals[in.Spots-1].Points
	var q Qualifying
	var group, below []string
	for _, t := range totals {
		switch {
		case t.Points > line:
			q.Qualified = append(q.Qualified, t.Team)
		case t.Points == line:
			group = append(group, t.Team)
		default:
			below = append(below, t.Team)
		}
	}
	spots := in.Spots - len(q.Qualified)
	q.DecidedBy = ByPoints
	var lost [][]string // eliminated chunks, in order of elimination

	// The shootout, question by question, within the group straddling the cut.
	for spots < len(group) && q.ShootoutUsed < len(in.Shootout) && q.ShootoutUsed < in.MaxShootout {
		right, wrong := split(group, in.Shootout[q.ShootoutUsed].Correct)
		q.ShootoutUsed++
		q.DecidedBy = ByShootout
		switch {
		case len(right) == 0 || len(wrong) == 0:
			// Nobody or everybody: the question separates nobody.
		case len(right) >= spots:
			lost = append(lost, wrong)
			group = right
		default:
			q.Qualified = append(q.Qualified, right...)
			spots -= len(right)
			group = wrong
		}
	}
	if spots < len(group) && q.ShootoutUsed < in.MaxShootout {
		q.Out = outOrder(lost, below, byTeam)
		q.Need = &Need{Kind: NeedShootout, Question: q.ShootoutUsed + 1, Teams: group, Spots: spots}
		return q, nil
	}
	if spots < len(group) {
		// The shootout decided nothing more: rating, then lot.
		q.DecidedBy = ByRating
		slices.SortStableFunc(group, func(a, b string) int { return cmp.Compare(byTeam[b].Rating, byTeam[a].Rating) })
		cutRating := byTeam[group[spots-1]].Rating
		var tied, under []string
		for _, t := range group {
			switch r := byTeam[t].Rating; {
			case r > cutRating:
				q.Qualified = append(q.Qualified, t)
				spots--
			case r == cutRating:
				tied = append(tied, t)
			default:
				under = append(under, t)
			}
		}
		if spots < len(tied) {
			q.DecidedBy = ByLot
			if len(in.CutLot) == 0 {
				q.Out = outOrder(append(lost, under), below, byTeam)
				q.Need = &Need{Kind: NeedCutLot, Teams: tied, Spots: spots}
				return q, nil
			}
			if !covers(in.CutLot, tied) {
				return Qualifying{}, turnir.Errorf(turnir.EINVALID,
					"the cut lot %v was drawn among other teams than those tied now %v",
					"жребий отбора %v тянули не те команды, что делят место сейчас %v", in.CutLot, tied)
			}
			byLot(tied, in.CutLot)
		}
		lost = append(lost, under)
		group = tied
	}
	q.Qualified = append(q.Qualified, group[:spots]...)
	lost = append(lost, group[spots:])
	q.Out = outOrder(lost, below, byTeam)
	q.CutDecided = true
	return placeQualified(q, in, byTeam)
}

// placeQualified orders the qualified teams 1..Spots (C5): points, then
// round-1 rating, then the extra place lot among teams equal on both.
func placeQualified(q Qualifying, in QualifyInput, byTeam map[string]quiz.Total) (Qualifying, error) {
	key := func(a, b string) int {
		ta, tb := byTeam[a], byTeam[b]
		if c := cmp.Compare(tb.Points, ta.Points); c != 0 {
			return c
		}
		return cmp.Compare(tb.Rating, ta.Rating)
	}
	sorted, places := quiz.Rank(q.Qualified, key)
	var tied []string
	for i, p := range places {
		if p.Shared() {
			tied = append(tied, sorted[i])
		}
	}
	q.Qualified = sorted
	if len(tied) == 0 {
		return q, nil
	}
	if len(in.PlaceLot) == 0 {
		q.Need = &Need{Kind: NeedPlaceLot, Teams: tied}
		return q, nil
	}
	if !covers(in.PlaceLot, tied) {
		return Qualifying{}, turnir.Errorf(turnir.EINVALID,
			"the place lot %v was drawn among other teams than those tied now %v",
			"жребий мест %v тянули не те команды, что делят места сейчас %v", in.PlaceLot, tied)
	}
	slices.SortStableFunc(q.Qualified, func(a, b string) int {
		if c := key(a, b); c != 0 {
			return c
		}
		return cmp.Compare(slices.Index(in.PlaceLot, a), slices.Index(in.PlaceLot, b))
	})
	return q, nil
}

// split partitions group (keeping its order) into the teams listed in
// correct and the others.
func split(group, correct []string) (right, wrong []string) {
	for _, t := range group {
		if slices.Contains(correct, t) {
			right = append(right, t)
		} else {
			wrong = append(wrong, t)
		}
	}
	return right, wrong
}

// outOrder lists the teams out of the cut best first: those eliminated last
// from the tied group first, each chunk by rating, then the teams below.
func outOrder(lost [][]string, below []string, byTeam map[string]quiz.Total) []string {
	var out []string
	for i := len(lost) - 1; i >= 0; i-- {
		chunk := slices.Clone(lost[i])
		slices.SortStableFunc(chunk, func(a, b string) int { return cmp.Compare(byTeam[b].Rating, byTeam[a].Rating) })
		out = append(out, chunk...)
	}
	return append(out, below...)
}

// covers reports whether lot orders every team of teams, once each. A lot
// may name more teams than are tied now: a team disqualified after the draw
// simply drops out of it.
func covers(lot, teams []string) bool {
	if len(slices.Compact(slices.Sorted(slices.Values(lot)))) != len(lot) {
		return false
	}
	for _, t := range teams {
		if !slices.Contains(lot, t) {
			return false
		}
	}
	return true
}

// byLot sorts teams by their position in lot.
func byLot(teams, lot []string) {
	slices.SortStableFunc(teams, func(a, b string) int { return cmp.Compare(slices.Index(lot, a), slices.Index(lot, b)) })
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y) && len(slices.Compact(x)) == len(a)
}
