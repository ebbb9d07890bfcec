package svoya

import (
	"math/rand/v2"

	"turnir"
	"turnir/labels"
)

// Venue is one venue of the group stage (S9): its seats in seed order (seat
// 0 holds the venue's best qualifier). An empty seat is "" (a start from the
// group stage with fewer players than seats, S3).
type Venue struct {
	Number int      `json:"number"` // 1-based
	Seats  []string `json:"seats"`
}

// SeatVenues seats players ranked by qualifying place on the venues in a
// snake (S9): places 1-4 on venues 1-4, places 5-8 on venues 4-1, and so on,
// so every venue gets a like share of strong and weaker players. Fewer
// players than seats leave the last seeds empty.
func SeatVenues(ranked []string, cfg Config) ([]Venue, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	g := cfg.Groups
	seats := g.Venues * g.PerVenue
	if len(ranked) > seats {
		return nil, turnir.Errorf(turnir.EINVALID, "%[1]s for %[3]s", "%[2]s на %[4]s",
			labels.Count("en", "count.player", len(ranked)), labels.Count("ru", "count.player", len(ranked)),
			labels.Count("en", "count.seat", seats), labels.Count("ru", "count.seat", seats))
	}
	seen := map[string]bool{}
	for _, p := range ranked {
		if p == "" || seen[p] {
			return nil, turnir.Errorf(turnir.EINVALID, "players must be distinct non-empty ids, got %q",
				"игроки должны иметь различные непустые идентификаторы, получено %q", p)
		}
		seen[p] = true
	}
	vs := make([]Venue, g.Venues)
	for i := range vs {
		vs[i] = Venue{Number: i + 1, Seats: make([]string, 0, g.PerVenue)}
	}
	for i := range seats {
		k, j := i/g.Venues, i%g.Venues
		if k%2 == 1 {
			j = g.Venues - 1 - j
		}
		p := ""
		if i < len(ranked) {
			p = ranked[i]
		}
		vs[j].Seats = append(vs[j].Seats, p)
	}
	return vs, nil
}

// SeatDraw starts the tournament from the group stage (S3): the players'
// seeds are drawn by lot, then seated as SeatVenues seats qualifiers. Every
// fight of the rotation must keep at least two players.
func SeatDraw(players []string, cfg Config, r *rand.Rand) ([]Venue, error) {
	order := make([]string, 0, len(players))
	for _, i := range turnir.Shuffle(r, len(players)) {
		order = append(order, players[i])
	}
	vs, err := SeatVenues(order, cfg)
	if err != nil {
		return nil, err
	}
	for _, v := range vs {
		fights, err := VenueFights(v, cfg)
		if err != nil {
			return nil, err
		}
		for _, f := range fights {
			if len(f) < 2 {
				return nil, turnir.Errorf(turnir.EINVALID, "%[1]s leave a fight of venue %[3]d with fewer than 2 players",
					"при %[2]s в бою площадки %[3]d остаётся меньше двух игроков", labels.Count("en", "count.player", len(players)), labels.Count("ru", "count.player_prep", len(players)), v.Number)
			}
		}
	}
	return vs, nil
}

// VenueFights returns the players of each group fight of a venue in playing
// order (S9), following Rotation over the venue's seats; empty seats drop out.
func VenueFights(v Venue, cfg Config) ([][]string, error) {
	rot, err := Rotation(cfg.Groups)
	if err != nil {
		return nil, err
	}
	if len(v.Seats) != cfg.Groups.PerVenue {
		return nil, turnir.Errorf(turnir.EINVALID, "venue %[1]d has %[2]s, want %[4]d",
			"на площадке %[1]d мест: %[5]d, должно быть %[4]d", v.Number, labels.Count("en", "count.seat", len(v.Seats)), "", cfg.Groups.PerVenue, len(v.Seats))
	}
	out := make([][]string, len(rot))
	for i, f := range rot {
		out[i] = []string{}
		for _, s := range f {
			if v.Seats[s] != "" {
				out[i] = append(out[i], v.Seats[s])
			}
		}
	}
	return out, nil
}
