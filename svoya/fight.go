package svoya

import (
	"encoding/json"
	"sort"
	"turnir/labels"

	"turnir"
)

// Answer is one answer in a fight, entered as it is given (S8): who answered
// which question (round, theme and question, all 1-based) and whether right.
// A question may take several wrong answers from different players and at
// most one right answer, which closes it.
type Answer struct {
	Round    int    `json:"round"`
	Theme    int    `json:"theme"`
	Question int    `json:"question"`
	Player   string `json:"player"`
	Right    bool   `json:"right"`
}

// UnmarshalJSON reads an answer, refusing one that leaves out a field: an
// answer without "right" is not a wrong answer, it is an incomplete entry,
// and recording it as wrong would take points off a player.
func (a *Answer) UnmarshalJSON(b []byte) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	for _, k := range []string{"round", "theme", "question", "player", "right"} {
		if _, ok := raw[k]; !ok {
			return turnir.Errorf(turnir.EINVALID, "the answer's field %q is required", "не указано обязательное поле ответа %q", k)
		}
	}
	type plain Answer // no UnmarshalJSON: no recursion
	var p plain
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*a = Answer(p)
	return nil
}

// Fight is one Svoya igra fight: its players and their answers in the order
// given. Done is set by the jury when the fight is over; only done fights
// count in standings.
type Fight struct {
	Players []string `json:"players"`
	Answers []Answer `json:"answers"`
	Done    bool     `json:"done"`
}

// Value returns the value of a question of the format, or false when there
// is no such question.
func (f Format) Value(round, theme, question int) (int, bool) {
	if round < 1 || round > len(f.Rounds) {
		return 0, false
	}
	r := f.Rounds[round-1]
	if theme < 1 || theme > r.Themes || question < 1 || question > len(r.Values) {
		return 0, false
	}
	return r.Values[question-1], true
}

// Tally checks the fight against its format and returns every player's
// indicators: right +value, wrong -value (S5, S8).
func (f Fight) Tally(format Format) (map[string]Indicators, error) {
	in := map[string]bool{}
	ind := map[string]Indicators{}
	for _, p := range f.Players {
		if p == "" || in[p] {
			return nil, turnir.Errorf(turnir.EINVALID, "fight players must be distinct non-empty ids, got %q",
				"игроки боя должны иметь различные непустые идентификаторы, получено %q", p)
		}
		in[p] = true
		ind[p] = Indicators{}
	}
	type qkey struct{ r, t, q int }
	closed := map[qkey]bool{}
	answered := map[qkey]map[string]bool{}
	for i, a := range f.Answers {
		v, ok := format.Value(a.Round, a.Theme, a.Question)
		if !ok {
			return nil, turnir.Errorf(turnir.EINVALID, "answer %d: there is no question %d.%d.%d in the fight",
				"ответ %d: в бою нет вопроса %d.%d.%d", i+1, a.Round, a.Theme, a.Question)
		}
		if !in[a.Player] {
			return nil, turnir.Errorf(turnir.EINVALID, "answer %d: %q does not play in the fight",
				"ответ %d: %q не играет в этом бою", i+1, a.Player)
		}
		k := qkey{a.Round, a.Theme, a.Question}
		if closed[k] {
			return nil, turnir.Errorf(turnir.EINVALID, "answer %d: question %d.%d.%d was already answered right",
				"ответ %d: на вопрос %d.%d.%d уже ответили верно", i+1, a.Round, a.Theme, a.Question)
		}
		if answered[k] == nil {
			answered[k] = map[string]bool{}
		}
		if answered[k][a.Player] {
			return nil, turnir.Errorf(turnir.EINVALID, "answer %d: %q already answered question %d.%d.%d",
				"ответ %d: %q уже отвечал на вопрос %d.%d.%d", i+1, a.Player, a.Round, a.Theme, a.Question)
		}
		answered[k][a.Player] = true
		x := ind[a.Player]
		x.Answered++
		if a.Right {
			x.Total += v
			x.RightSum += v
			x.RightCount++
			closed[k] = true
		} else {
			x.Total -= v
		}
		ind[a.Player] = x
	}
	return ind, nil
}

// FightRow is one player's line of a group fight (S9).
type FightRow struct {
	Player string `json:"player"`
	Indicators
	Place   int    `json:"place"`
	PlaceTo int    `json:"place_to"` // > Place when the place is shared
	Points  Points `json:"points"`
	Passive bool   `json:"passive,omitempty"` // a passive zero: total 0 without a single answer
}

// ScoreGroupFight ranks a group fight and gives its points (S9): places by
// total, equal totals share the places and the average of their points
// rounded to hundredths; a negative total or a passive zero scores 0
// whatever the place, while an active zero scores by its place.
func ScoreGroupFight(f Fight, g GroupConfig) ([]FightRow, error) {
	ind, err := f.Tally(g.Format)
	if err != nil {
		return nil, err
	}
	if len(f.Players) > len(g.PlacePoints) {
		return nil, turnir.Errorf(turnir.EINVALID, "%[1]s in a fight with points for %[3]s",
			"игроков в бою: %[5]d, а очки заданы для %[4]s", labels.Count("en", "count.player", len(f.Players)), "", labels.Count("en", "count.seat", len(g.PlacePoints)), labels.Count("ru", "count.seat_gen", len(g.PlacePoints)), len(f.Players))
	}
	players := append([]string(nil), f.Players...)
	sort.SliceStable(players, func(i, j int) bool { return ind[players[i]].Total > ind[players[j]].Total })
	rows := make([]FightRow, 0, len(players))
	for i := 0; i < len(players); {
		j := i
		for j < len(players) && ind[players[j]].Total == ind[players[i]].Total {
			j++
		}
		share := average(g.PlacePoints[i:j])
		for _, p := range players[i:j] {
			x := ind[p]
			r := FightRow{Player: p, Indicators: x, Place: i + 1, PlaceTo: j, Points: share}
			r.Passive = x.Total == 0 && x.Answered == 0
			if r.Passive || x.Total < 0 {
				r.Points = 0
			}
			rows = append(rows, r)
		}
		i = j
	}
	return rows, nil
}
