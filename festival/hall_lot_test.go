package festival_test

import (
	"slices"
	"testing"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/brainringtournament"
	"turnir/festival/svoyatournament"
	"turnir/svoya"
)

// TestIssue14_BrainringHallLots (issue 14, item 11): the group draw (F2)
// and a group's tie lot (F5) are entered as drawn in the hall, each a
// decision with its reason; what the server's draw could not give is
// refused, a published commitment stays unrevealed, Verify re-runs both.
func TestIssue14_BrainringHallLots(t *testing.T) {
	h := newHarness(t)
	brOpen(h, 10, 4)
	m := func(why string) es.Meta { return es.At(h.now(), "jury", why) }
	seed := turnir.SeedFromUint64(9)
	h.do(h.f.CommitLot(m(""), brainringtournament.BrainringGroupsLotPurpose, seed.Commitment()))

	hv := h.f.BrainringHall()
	if hv == nil || len(hv.Groups) != 4 || hv.Groups[0].Teams != 3 || hv.Groups[1].Teams != 3 || hv.Groups[2].Teams != 2 {
		t.Fatalf("the hall's form: %+v", hv)
	}
	good := [][]string{{"T1", "T2", "T3"}, {"T4", "T5", "T6"}, {"T7", "T8"}, {"T9", "T10"}}
	h.run(t, "F2_hall_groups_must_be_a_draw_the_rules_give", func(t *testing.T) {
		h.refused(turnir.EINVALID, "причина")(h.f.EnterBrainringHallGroups(m(""), nil, good))
		h.refused(turnir.EINVALID, "должно быть 3 команды")(h.f.EnterBrainringHallGroups(m("в зале"), nil,
			[][]string{{"T1", "T2"}, {"T3", "T4", "T5", "T6"}, {"T7", "T8"}, {"T9", "T10"}}))
		h.refused(turnir.EINVALID, "две группы")(h.f.EnterBrainringHallGroups(m("в зале"), nil,
			[][]string{{"T1", "T2", "T3"}, {"T4", "T5", "T1"}, {"T7", "T8"}, {"T9", "T10"}}))
		h.refused(turnir.EINVALID, "нет в жеребьёвке")(h.f.EnterBrainringHallGroups(m("в зале"), nil,
			[][]string{{"T1", "T2", "T3"}, {"T4", "T5", "X"}, {"T7", "T8"}, {"T9", "T10"}}))
		h.refused(turnir.EINVALID, "4 группы")(h.f.EnterBrainringHallGroups(m("в зале"), nil, good[:3]))
		// Two pots: each group takes from each pot what the snake deals it.
		pots := [][]string{{"T1", "T2", "T3", "T4"}, {"T5", "T6", "T7", "T8", "T9", "T10"}}
		h.refused(turnir.EINVALID, "из корзины")(h.f.EnterBrainringHallGroups(m("в зале"), pots, good))
	})
	h.do(h.f.EnterBrainringHallGroups(m("капитаны тянули конверты"), nil, good))
	if g := h.f.Brainring.Groups; len(g) != 4 || g[0].Name != "A" || !slices.Equal(g[3].Teams, []string{"T9", "T10"}) || len(g[0].Fights) != 6 {
		t.Fatalf("groups %+v", g)
	}
	l := h.f.Lots[0]
	if !l.Hall || l.Seed != "" || l.DrawnAt == 0 {
		t.Fatalf("the lot %+v, want drawn in the hall with its seed secret", l)
	}
	for _, e := range h.f.LotEntries() {
		if e.Moot {
			t.Errorf("a lot drawn in the hall is listed moot: %+v", e)
		}
	}

	h.run(t, "F5_hall_lot_orders_the_tied_teams", func(t *testing.T) {
		playGroups(h, func(string, string, int) (int, int) { return 0, 0 })
		hv := h.f.BrainringHall()
		if hv == nil || hv.Group != "A" || len(hv.Tied) != 3 {
			t.Fatalf("the hall's lot form: %+v", hv)
		}
		h.refused(turnir.EINVALID, "причина")(h.f.EnterBrainringHallLot(m(""), "A", []string{"T3", "T1", "T2"}))
		h.refused(turnir.EINVALID, "нет команды")(h.f.EnterBrainringHallLot(m("в зале"), "A", []string{"T3", "T1"}))
		h.refused(turnir.EINVALID, "нет в группе")(h.f.EnterBrainringHallLot(m("в зале"), "A", []string{"T3", "T1", "T9"}))
		h.refused(turnir.EINVALID, "дважды")(h.f.EnterBrainringHallLot(m("в зале"), "A", []string{"T3", "T1", "T3"}))
		h.refused(turnir.ENOTFOUND, "")(h.f.EnterBrainringHallLot(m("в зале"), "Z", []string{"T3"}))
		h.do(h.f.EnterBrainringHallLot(m("капитаны тянули жребий"), "A", []string{"T3", "T1", "T2"}))
		if got := h.f.Brainring.Groups[0].Lot; !slices.Equal(got, []string{"T3", "T1", "T2"}) {
			t.Fatalf("the lot's order %v", got)
		}
		h.refused(turnir.ECONFLICT, "не нужен")(h.f.EnterBrainringHallLot(m("ещё раз"), "A", []string{"T1", "T2", "T3"}))
	})

	rep, err := festival.Verify(h.log)
	if err != nil || !rep.OK() {
		t.Fatalf("verify: %v %+v", err, rep)
	}
}

// TestIssue14_SvoyaHallSeats (issue 14, item 11): the S3 seat draw is
// entered as made in the hall, a decision with its reason; a seating the
// draw could not give is refused; Verify re-runs it.
func TestIssue14_SvoyaHallSeats(t *testing.T) {
	h := newHarness(t)
	h.teams(7, 4)
	cfg := svoya.DefaultConfig()
	h.do(h.f.OpenSvoya(es.At(h.now(), "org", ""), cfg))
	for _, p := range h.f.Players {
		h.do(h.f.EnterSvoya(es.At(h.now(), "jury", ""), p.ID))
	}
	m := func(why string) es.Meta { return es.At(h.now(), "jury", why) }
	hs := h.f.SvoyaHallSeats()
	if hs == nil || len(hs.Players) != 28 || hs.Venues != cfg.Groups.Venues || len(hs.Seated) != hs.Venues {
		t.Fatalf("the hall's form: %+v", hs)
	}
	// Seat the players venue by venue as many as the draw seats there.
	seats := make([][]string, hs.Venues)
	k := 0
	for v, n := range hs.Seated {
		for range n {
			seats[v] = append(seats[v], hs.Players[k])
			k++
		}
	}
	h.run(t, "S3_hall_seats_must_be_a_seating_the_draw_gives", func(t *testing.T) {
		h.refused(turnir.EINVALID, "причина")(h.f.EnterSvoyaHallSeats(m(""), seats))
		h.refused(turnir.EINVALID, "введено")(h.f.EnterSvoyaHallSeats(m("в зале"), seats[:1]))
		two := slices.Clone(seats)
		two[1] = append(slices.Clone(two[1][:len(two[1])-1]), two[0][0])
		h.refused(turnir.EINVALID, "два места")(h.f.EnterSvoyaHallSeats(m("в зале"), two))
		short := slices.Clone(seats)
		short[0] = short[0][:len(short[0])-1]
		h.refused(turnir.EINVALID, "должно сидеть")(h.f.EnterSvoyaHallSeats(m("в зале"), short))
	})
	h.do(h.f.EnterSvoyaHallSeats(m("игроки тянули места"), seats))
	if len(h.f.Svoya.Venues) != hs.Venues || !h.f.Svoya.SeatHall || h.f.SvoyaHallSeats() != nil {
		t.Fatalf("after the hall's seats: %+v", h.f.Svoya.Venues)
	}
	q, err := h.f.SvoyaQualifying()
	if err != nil || !q.Skipped {
		t.Fatalf("the qualifying is not listed as skipped: %+v %v", q, err)
	}
	if l := h.f.Lots[len(h.f.Lots)-1]; l.Purpose != svoyatournament.SvoyaSeatLot || !l.Hall {
		t.Fatalf("the lot %+v", l)
	}
	rep, err := festival.Verify(h.log)
	if err != nil || !rep.OK() {
		t.Fatalf("verify: %v %+v", err, rep)
	}
}
