package http

import (
	"net/http"

	"turnir"
	"turnir/es"
	"turnir/festival"
)

// The lots of the Brain-ring and Svoya igra drawn in the hall (issue 14,
// item 11), one route each beside the server's draw; the cup's is
// POST .../cup/lot/hall. Each is a decision: the reason is required.

// BrainringHallGroupsRequest is the body of POST .../brainring/draw-groups/hall:
// the groups as drawn in the hall (group A first, each group's teams in
// the order they play the schedule), the pots they were drawn from (none:
// one pot) and why the hall drew them.
type BrainringHallGroupsRequest struct {
	Pots   [][]string `json:"pots,omitempty"`
	Groups [][]string `json:"groups"`
	Reason string     `json:"reason"`
}

func (s *Server) handleBrainringHallGroups(w http.ResponseWriter, r *http.Request) {
	brainringWrite(s, w, r, &BrainringHallGroupsRequest{}, func(req *BrainringHallGroupsRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := need("groups", req.Groups != nil); err != nil {
			return nil, err
		}
		return f.EnterBrainringHallGroups(m.Because(req.Reason), req.Pots, req.Groups)
	})
}

// BrainringHallLotRequest is the body of POST .../brainring/group-lot/hall:
// the group and its tied teams in the order the captains drew them.
type BrainringHallLotRequest struct {
	Group  string   `json:"group"`
	Order  []string `json:"order"`
	Reason string   `json:"reason"`
}

func (s *Server) handleBrainringHallLot(w http.ResponseWriter, r *http.Request) {
	brainringWrite(s, w, r, &BrainringHallLotRequest{}, func(req *BrainringHallLotRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := need("group", req.Group != ""); err != nil {
			return nil, err
		}
		return f.EnterBrainringHallLot(m.Because(req.Reason), req.Group, req.Order)
	})
}

// SvoyaHallSeatsRequest is the body of POST .../svoya/draw-seats/hall: each
// venue's seats in seat order as the players drew them ("" for an empty
// seat) and why the hall drew them.
type SvoyaHallSeatsRequest struct {
	Seats  [][]string `json:"seats"`
	Reason string     `json:"reason"`
}

func (s *Server) handleSvoyaHallSeats(w http.ResponseWriter, r *http.Request) {
	svoyaWrite(s, w, r, &SvoyaHallSeatsRequest{}, func(req *SvoyaHallSeatsRequest, f *festival.Festival, m es.Meta) ([]turnir.Event, error) {
		if err := need("seats", req.Seats != nil); err != nil {
			return nil, err
		}
		return f.EnterSvoyaHallSeats(m.Because(req.Reason), req.Seats)
	})
}
