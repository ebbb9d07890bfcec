package festival

import (
	"turnir"
	"turnir/es"
	"turnir/festival/brainringtournament"
	"turnir/festival/svoyatournament"
	"turnir/svoya"
)

// The lots drawn in the hall (issue 14, item 11) of the Brain-ring and
// Svoya igra; the cup's is EnterHallLot.

// EnterBrainringHallGroups is the Brain-ring tournament's command (brainringtournament.Festival.EnterHallGroups).
func (f *Festival) EnterBrainringHallGroups(m es.Meta, pots, groups [][]string) ([]turnir.Event, error) {
	return f.inBrainring().EnterHallGroups(m, pots, groups)
}

// EnterBrainringHallLot is the Brain-ring tournament's command (brainringtournament.Festival.EnterHallGroupLot).
func (f *Festival) EnterBrainringHallLot(m es.Meta, group string, order []string) ([]turnir.Event, error) {
	return f.inBrainring().EnterHallGroupLot(m, group, order)
}

// BrainringHall is the Brain-ring tournament's view (brainringtournament.Festival.BrainringHall).
func (f *Festival) BrainringHall() *brainringtournament.HallView {
	if f.Brainring == nil {
		return nil
	}
	return f.inBrainring().BrainringHall()
}

// EnterSvoyaHallSeats is the Svoya igra tournament's command (svoyatournament.Festival.EnterHallSeats).
func (f *Festival) EnterSvoyaHallSeats(m es.Meta, seats [][]string) ([]turnir.Event, error) {
	return f.inSvoya().EnterHallSeats(m, seats)
}

// SvoyaHallSeats is the Svoya igra tournament's view (svoyatournament.Festival.SvoyaHallSeats).
func (f *Festival) SvoyaHallSeats() *svoyatournament.HallSeats { return f.inSvoya().SvoyaHallSeats() }

// venueSeats is each venue's seats, in venue order.
func venueSeats(vs []svoya.Venue) [][]string {
	out := make([][]string, len(vs))
	for i, v := range vs {
		out[i] = v.Seats
	}
	return out
}
