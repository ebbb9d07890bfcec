package festival_test

import (
	"slices"
	"testing"

	"turnir"
	"turnir/cup"
	"turnir/es"
	"turnir/festival"
)

// TestC5_LotDrawnInTheHall: the lot the cup waits for may be drawn in the
// hall (captains pulling envelopes) and entered as its result by the jury,
// a decision with its reason; the draw must be one the rules allow, and
// Verify re-runs it. The lot is listed as drawn in the hall, without a seed
// (issue 14, item 11).
func TestC5_LotDrawnInTheHall(t *testing.T) {
	h := newHarness(t)
	h.teams(10, 8)
	h.do(h.f.OpenCup(es.At(h.now(), "org", ""), cup.DefaultConfig()))
	for k := 1; k <= 10; k++ {
		h.do(h.f.EnterCupTeam(es.At(h.now(), "org", ""), teamID(k), nil))
	}
	h.do(h.f.StartCup(es.At(h.now(), "org", "")))
	q := h.f.Cup.Config.Questions
	points := map[string]int{"T1": 11, "T2": 10, "T3": 9, "T4": 9, "T5": 8, "T6": 7, "T7": 6, "T8": 5, "T9": 5, "T10": 5}
	for k := 1; k <= 10; k++ {
		h.do(h.f.CupAnswerRow(es.At(h.now(), "jury", ""), 1, teamID(k), prefix(points[teamID(k)], q)))
	}
	h.do(h.f.CupCloseRound(es.At(h.now(), "jury", ""), 1))
	h.do(h.f.CupShootout(es.At(h.now(), "jury", ""), []string{"T8", "T9"}))
	h.do(h.f.CupShootout(es.At(h.now(), "jury", ""), nil))
	h.do(h.f.CupShootout(es.At(h.now(), "jury", ""), []string{"T9"}))
	s := h.next()
	if s.Stage != cup.StagePlaceLot {
		t.Fatalf("next = %+v, want the place lot", s)
	}
	order := slices.Clone(s.Teams)
	slices.Reverse(order)
	h.refused(turnir.EINVALID, "причина")(h.f.EnterHallLot(es.At(h.now(), "jury", ""), &s, cup.Draw{Order: order}))
	h.refused(turnir.EINVALID, "порядком команд")(h.f.EnterHallLot(es.At(h.now(), "jury", "жребий в зале"), &s, cup.Draw{Order: order[1:]}))
	other := s
	other.Teams = []string{"T4", "T5"}
	h.refused(turnir.ECONFLICT, "ждёт другой жребий")(h.f.EnterHallLot(es.At(h.now(), "jury", "жребий в зале"), &other, cup.Draw{Order: order}))
	h.do(h.f.EnterHallLot(es.At(h.now(), "jury", "капитаны тянули конверты"), &s, cup.Draw{Order: order}))
	if !slices.Equal(h.f.Cup.PlaceLot, order) {
		t.Fatalf("the place lot is %v, want the hall's %v", h.f.Cup.PlaceLot, order)
	}
	l := h.f.Lots[len(h.f.Lots)-1]
	if !l.Hall || l.Seed != "" || l.Draw == nil || l.Purpose != s.Purpose() {
		t.Errorf("the lot as listed: %+v", l)
	}
	d := h.f.Decisions[len(h.f.Decisions)-1]
	if d.Actor != "jury" || d.Reason != "капитаны тянули конверты" {
		t.Errorf("the decision %+v", d)
	}
	rep, err := festival.Verify(h.log)
	if err != nil || !rep.OK() {
		t.Fatalf("verify: %v %+v", err, rep)
	}
}
