package brainring

import (
	"turnir"
	"turnir/labels"
)

// How a play-off match was decided (F7), in the order the indicators apply.
const (
	ByPoints = "points" // points of the fights, 2/1/0 each
	ByDiff   = "diff"   // questions taken - given over all fights
	ByTaken  = "taken"  // questions taken over all fights
	ByExtra  = "extra"  // extra questions, one at a time
)

// byRU names the indicators in Russian for messages.
var byRU = map[string]string{ByPoints: "очки за бои", ByDiff: "разность взятых и отданных", ByTaken: "взятые вопросы", ByExtra: "дополнительные вопросы"}

// MatchResult is the state of a play-off match between A and B (F7).
type MatchResult struct {
	A         string `json:"a"`
	B         string `json:"b"`
	PointsA   int    `json:"points_a"`
	PointsB   int    `json:"points_b"`
	TakenA    int    `json:"taken_a"` // over all fights; B's taken is A's given
	TakenB    int    `json:"taken_b"`
	Complete  bool   `json:"complete"`             // every fight is entered
	NeedExtra bool   `json:"need_extra,omitempty"` // all fights done, every indicator equal, no extra question taken yet
	Winner    string `json:"winner,omitempty"`
	Loser     string `json:"loser,omitempty"`
	DecidedBy string `json:"decided_by,omitempty"` // ByPoints, ByDiff, ByTaken or ByExtra
}

// DecideMatch decides a match of fights between a and b (F7): by the points
// of its fights, then questions taken - given over all of them, then
// questions taken, then extra questions one at a time until one team takes
// one (extra[i] is the team that took extra question i+1, "" for nobody).
// Teams may swap sides between fights. Extra questions are refused while the
// fights decide the match, and so is anything after the deciding one.
func DecideMatch(a, b string, fights []Fight, extra []string, cfg Config) (MatchResult, error) {
	res := MatchResult{A: a, B: b}
	if len(fights) > cfg.Playoff.FightsPerMatch {
		return res, turnir.Errorf(turnir.EINVALID, "a match has %[1]s, got %[3]d",
			"матч состоит из %[2]s, получено %[3]d", labels.Count("en", "count.fight", cfg.Playoff.FightsPerMatch), labels.Count("ru", "count.fight_gen", cfg.Playoff.FightsPerMatch), len(fights))
	}
	complete := len(fights) == cfg.Playoff.FightsPerMatch
	for _, f := range fights {
		if err := f.Validate(); err != nil {
			return res, err
		}
		if !(f.A == a && f.B == b) && !(f.A == b && f.B == a) {
			return res, turnir.Errorf(turnir.EINVALID, "fight %s - %s does not belong to the match %s - %s",
				"бой %s - %s не относится к матчу %s - %s", f.A, f.B, a, b)
		}
		ta, _, pa, _ := f.Of(a, cfg.Points)
		tb, _, pb, _ := f.Of(b, cfg.Points)
		res.TakenA += ta
		res.TakenB += tb
		res.PointsA += pa
		res.PointsB += pb
		complete = complete && f.Complete()
	}
	res.Complete = complete
	for _, t := range extra {
		if t != "" && t != a && t != b {
			return res, turnir.Errorf(turnir.EINVALID, "%q does not play in the match %s - %s",
				"%q не участвует в матче %s - %s", t, a, b)
		}
	}
	if !complete {
		if len(extra) > 0 {
			return res, turnir.Errorf(turnir.ECONFLICT, "extra questions come only after all fights",
				"дополнительные вопросы задаются только после всех боёв")
		}
		return res, nil
	}
	win := func(aWins bool, by string) {
		res.Winner, res.Loser, res.DecidedBy = a, b, by
		if !aWins {
			res.Winner, res.Loser = b, a
		}
	}
	switch da, db := res.TakenA-res.TakenB, res.TakenB-res.TakenA; {
	case res.PointsA != res.PointsB:
		win(res.PointsA > res.PointsB, ByPoints)
	case da != db:
		win(da > db, ByDiff)
	case res.TakenA != res.TakenB:
		// Equal differences over the same fights imply equal taken; the
		// indicator is kept because the regulation lists it.
		win(res.TakenA > res.TakenB, ByTaken)
	}
	if res.Winner != "" {
		if len(extra) > 0 {
			return res, turnir.Errorf(turnir.ECONFLICT, "the match is decided by %[1]s; no extra questions",
				"матч решён по показателю «%[2]s»; дополнительные вопросы не нужны", res.DecidedBy, byRU[res.DecidedBy])
		}
		return res, nil
	}
	for i, t := range extra {
		if t == "" {
			continue
		}
		if i != len(extra)-1 {
			return res, turnir.Errorf(turnir.ECONFLICT, "extra question %d already decided the match",
				"дополнительный вопрос %d уже решил исход матча", i+1)
		}
		win(t == a, ByExtra)
		return res, nil
	}
	res.NeedExtra = true
	return res, nil
}
