package http_test

import (
	"testing"

	"turnir"
)

// TestIssue14_HallLotsOverAPI (issue 14, item 11): the Brain-ring's group
// draw and Svoya igra's seat draw are entered as drawn in the hall, from
// what the view says the form needs; the reason is required, a body with
// a field of another route is refused, the lot is listed as drawn in the
// hall with its seed kept secret.
func TestIssue14_HallLotsOverAPI(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.festival("hl", 6, 4)
	type lots struct {
		Lots []struct {
			Purpose string `json:"purpose"`
			Hall    bool   `json:"hall"`
			Seed    string `json:"seed"`
		} `json:"lots"`
	}
	var br struct {
		Hall *struct {
			Groups []struct {
				Name  string `json:"name"`
				Teams int    `json:"teams"`
			} `json:"groups"`
		} `json:"hall"`
		Groups []struct{ Name string } `json:"groups"`
	}
	org.must("POST", "/api/festivals/hl/brainring", map[string]any{"groups": 2}, &br)
	if br.Hall == nil || len(br.Hall.Groups) != 2 || br.Hall.Groups[0].Teams != 3 {
		t.Fatalf("the view's hall form: %+v", br.Hall)
	}
	groups := [][]string{{"t1", "t2", "t3"}, {"t4", "t5", "t6"}}
	org.refused("POST", "/api/festivals/hl/brainring/draw-groups/hall", map[string]any{"groups": groups}, turnir.EINVALID)
	org.refused("POST", "/api/festivals/hl/brainring/draw-groups/hall", map[string]any{"groups": groups, "reason": "зал", "seed": "x"}, turnir.EINVALID)
	org.refused("POST", "/api/festivals/hl/brainring/draw-groups/hall", map[string]any{"reason": "зал"}, turnir.EINVALID)
	br.Hall = nil // a field left out of the answer keeps what was decoded before
	org.must("POST", "/api/festivals/hl/brainring/draw-groups/hall", map[string]any{"groups": groups, "reason": "капитаны тянули конверты"}, &br)
	if len(br.Groups) != 2 || br.Hall != nil {
		t.Fatalf("after the hall's draw: %+v", br)
	}
	var f lots
	org.must("GET", "/api/festivals/hl", nil, &f)
	if l := f.Lots[len(f.Lots)-1]; l.Purpose != "brainring-groups" || !l.Hall || l.Seed != "" {
		t.Fatalf("the lot %+v", l)
	}

	var sv struct {
		HallSeats *struct {
			Players []string `json:"players"`
			Seated  []int    `json:"seated"`
		} `json:"hall_seats"`
		Venues []struct{} `json:"venues"`
	}
	org.must("POST", "/api/festivals/hl/svoya", map[string]any{}, nil)
	org.must("POST", "/api/festivals/hl/svoya/enter", map[string]any{"all": true}, &sv)
	if sv.HallSeats == nil {
		t.Fatal("no hall form for the seat draw")
	}
	seats := make([][]string, len(sv.HallSeats.Seated))
	k := 0
	for v, n := range sv.HallSeats.Seated {
		seats[v] = append(seats[v], sv.HallSeats.Players[k:k+n]...)
		k += n
	}
	org.refused("POST", "/api/festivals/hl/svoya/draw-seats/hall", map[string]any{"seats": seats}, turnir.EINVALID)
	sv.HallSeats = nil
	org.must("POST", "/api/festivals/hl/svoya/draw-seats/hall", map[string]any{"seats": seats, "reason": "тянули места"}, &sv)
	if sv.HallSeats != nil || len(sv.Venues) != len(seats) {
		t.Fatalf("after the hall's seats: %+v", sv)
	}
}
