package brainring

import "turnir"

// Pairing is one scheduled fight: team A sits on side A (the first table),
// team B on side B.
type Pairing struct {
	A string `json:"a"`
	B string `json:"b"`
}

// Round is one round of a group's schedule: the fights played at once and the
// teams that sit it out (only in a group of odd size).
type Round struct {
	Number int       `json:"number"` // 1-based
	Fights []Pairing `json:"fights"`
	Rest   []string  `json:"rest,omitempty"`
}

// Schedule returns the double round robin of a group (F3): every team meets
// every other twice, once on each side, and plays at most once a round.
//
// The first cycle is the circle method (Berger tables): the last team of an
// even-sized list stays put while the others turn one place a round; the
// fixed team changes sides every round, so no team sits on one side for
// long. A group of odd size gets a phantom team, and whoever would meet it
// rests. The second cycle repeats the first round by round with sides
// swapped. n teams (n even) play 2(n-1) rounds of n/2 fights; n odd play 2n
// rounds of (n-1)/2 fights with one team resting; 4 teams play the 12
// fights of the regulation in 6 rounds.
func Schedule(teams []string) ([]Round, error) {
	seen := map[string]bool{}
	for _, t := range teams {
		if t == "" || seen[t] {
			return nil, turnir.Errorf(turnir.EINVALID, "group teams must be distinct non-empty ids, got %q",
				"команды группы должны иметь различные непустые идентификаторы, получено %q", t)
		}
		seen[t] = true
	}
	if len(teams) < 2 {
		return nil, turnir.Errorf(turnir.EINVALID, "a group needs at least 2 teams, got %d",
			"в группе должно быть не меньше 2 команд, получено %d", len(teams))
	}
	n := len(teams)
	if n%2 == 1 {
		n++ // index len(teams) is the phantom
	}
	name := func(i int) string {
		if i >= len(teams) {
			return ""
		}
		return teams[i]
	}
	var first []Round
	for r := 0; r < n-1; r++ {
		round := Round{Number: r + 1}
		add := func(a, b int) {
			switch {
			case name(a) == "":
				round.Rest = append(round.Rest, name(b))
			case name(b) == "":
				round.Rest = append(round.Rest, name(a))
			default:
				round.Fights = append(round.Fights, Pairing{A: name(a), B: name(b)})
			}
		}
		if r%2 == 0 {
			add(r, n-1)
		} else {
			add(n-1, r)
		}
		for k := 1; k < n/2; k++ {
			add((r+k)%(n-1), (r-k+n-1)%(n-1))
		}
		first = append(first, round)
	}
	rounds := first
	for _, r := range first {
		back := Round{Number: r.Number + len(first), Rest: r.Rest}
		for _, f := range r.Fights {
			back.Fights = append(back.Fights, Pairing{A: f.B, B: f.A})
		}
		rounds = append(rounds, back)
	}
	return rounds, nil
}
