package svoyatournament

import (
	"slices"
	"strconv"

	"turnir"
	"turnir/es"
	"turnir/festival/register"
	"turnir/labels"
	"turnir/svoya"
)

// The S3 seat draw made in the hall (issue 14, item 11): the players pull
// their seats, and the jury enters them instead of the server's draw, a
// decision with who entered it and why. The seating must be one the
// server's draw could give (every entrant not disqualified seated once,
// each venue holding as many as the draw seats there), and a commitment
// published for the lot stays unrevealed.

// HallSeats is what the jury's form for the seat draw in the hall needs,
// nil when the seat draw is not due: the players to seat, the number of
// venues and seats, and how many players each venue takes.
type HallSeats struct {
	Players  []string `json:"players"`
	Venues   int      `json:"venues"`
	PerVenue int      `json:"per_venue"`
	Seated   []int    `json:"seated"` // Seated[v]: the players venue v+1 takes
}

// SvoyaHallSeats is the HallSeats of the seat draw, or nil when it is not
// due (the groups seated, a qualifying held, too few players).
func (f *Festival) SvoyaHallSeats() *HallSeats {
	if f.Svoya == nil {
		return nil
	}
	players, err := f.seatDrawPlayers()
	if err != nil || len(players) == 0 {
		return nil
	}
	seated, err := f.seatedPerVenue(len(players))
	if err != nil {
		return nil
	}
	g := f.Svoya.Config.Groups
	return &HallSeats{Players: players, Venues: g.Venues, PerVenue: g.PerVenue, Seated: seated}
}

// seatedPerVenue is how many of n players the draw seats at each venue
// (svoya.SeatVenues' snake).
func (f *Festival) seatedPerVenue(n int) ([]int, error) {
	ids := make([]string, n)
	for i := range ids {
		ids[i] = "p" + strconv.Itoa(i)
	}
	vs, err := svoya.SeatVenues(ids, f.Svoya.Config)
	if err != nil {
		return nil, err
	}
	out := make([]int, len(vs))
	for i, v := range vs {
		for _, p := range v.Seats {
			if p != "" {
				out[i]++
			}
		}
	}
	return out, nil
}

// EnterHallSeats records the S3 seat draw as made in the hall, a decision
// with its reason: seats[v] are the seats of venue v+1 in seat order, ""
// for an empty seat (a shorter list is filled with empty seats).
func (f *Festival) EnterHallSeats(m es.Meta, seats [][]string) ([]turnir.Event, error) {
	if err := f.HasSvoya(); err != nil {
		return nil, err
	}
	if err := register.NeedReason(m.Reason, "a seat draw made in the hall", "жеребьёвка мест в зале"); err != nil {
		return nil, err
	}
	players, err := f.seatDrawPlayers()
	if err != nil {
		return nil, err
	}
	want, err := f.seatedPerVenue(len(players))
	if err != nil {
		return nil, err
	}
	g := f.Svoya.Config.Groups
	if len(seats) != g.Venues {
		return nil, turnir.Errorf(turnir.EINVALID, "Svoya igra has %[1]s, %[3]d were entered", "в «Своей игре» %[2]s, введено %[3]d",
			labels.Count("en", "count.venue", g.Venues), labels.Count("ru", "count.venue", g.Venues), len(seats))
	}
	seen := map[string]bool{}
	var venues []svoya.Venue
	for i, vs := range seats {
		if len(vs) > g.PerVenue {
			return nil, turnir.Errorf(turnir.EINVALID, "venue %[1]d has %[2]s, not %[4]d", "на площадке %[1]d — %[3]s, а не %[4]d",
				i+1, labels.Count("en", "count.seat", g.PerVenue), labels.Count("ru", "count.seat", g.PerVenue), len(vs))
		}
		v := svoya.Venue{Number: i + 1, Seats: slices.Clone(vs)}
		for len(v.Seats) < g.PerVenue {
			v.Seats = append(v.Seats, "")
		}
		n := 0
		for _, p := range v.Seats {
			if p == "" {
				continue
			}
			if !slices.Contains(players, p) {
				return nil, turnir.Errorf(turnir.EINVALID, "%q is not a player of the seat draw", "%q не участвует в жеребьёвке мест", f.PlayerName(p))
			}
			if seen[p] {
				return nil, turnir.Errorf(turnir.EINVALID, "%q has two seats", "у игрока %q два места", f.PlayerName(p))
			}
			seen[p] = true
			n++
		}
		if n != want[i] {
			return nil, turnir.Errorf(turnir.EINVALID, "venue %[1]d must seat %[2]s, as the draw seats them", "на площадке %[1]d должно сидеть %[3]s — так рассаживает жеребьёвка",
				i+1, labels.Count("en", "count.player", want[i]), labels.Count("ru", "count.player", want[i]))
		}
		venues = append(venues, v)
	}
	d, err := f.seating(SvoyaSeated{Venues: venues, Hall: true})
	if err != nil {
		return nil, err
	}
	return f.svoyaCmd(m.Event(EvSvoyaSeated, d))
}
