package festival_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/svoyatournament"
	"turnir/svoya"
)

// TestSvoyaSeatDraw starts a tournament from the group stage (S3): the
// seats are drawn by a lot whose seed was committed before.
func TestSvoyaSeatDraw(t *testing.T) {
	h := newHarness(t)
	h.teams(6, 4)
	cfg := svoya.DefaultConfig()
	h.do(h.f.OpenSvoya(es.At(h.now(), "org", ""), cfg))
	var players []string
	for _, p := range h.f.Players {
		h.do(h.f.EnterSvoya(es.At(h.now(), "jury", ""), p.ID))
		players = append(players, p.ID)
	}
	seed, wrong := turnir.SeedFromUint64(42), turnir.SeedFromUint64(43)

	h.run(t, "S3_seat_draw_needs_a_published_commitment", func(t *testing.T) {
		h.refused(turnir.ECONFLICT, "Подготовить жеребьёвку")(h.f.DrawSvoyaSeats(es.At(h.now(), "org", ""), seed))
		h.do(h.f.CommitLot(es.At(h.now(), "org", ""), svoyatournament.SvoyaSeatLot, seed.Commitment()))
		h.refused(turnir.ECONFLICT, "заменить")(h.f.CommitLot(es.At(h.now(), "org", ""), svoyatournament.SvoyaSeatLot, wrong.Commitment()))
	})

	h.run(t, "S3_a_seed_that_does_not_match_its_commitment_is_refused", func(t *testing.T) {
		h.refused(turnir.EINVALID, "не совпадает")(h.f.DrawSvoyaSeats(es.At(h.now(), "org", ""), wrong))
		if len(h.f.Svoya.Venues) != 0 || h.f.Lots[0].Seed != "" {
			t.Fatal("a refused draw left a trace")
		}
	})

	h.run(t, "S3_no_seat_draw_once_a_qualifying_was_held", func(t *testing.T) {
		h.do(h.f.SvoyaMark(es.At(h.now(), "jury", ""), players[0], 1, 1, svoya.Right))
		h.refused(turnir.ECONFLICT, "отбор")(h.f.DrawSvoyaSeats(es.At(h.now(), "org", ""), seed))
		h.do(h.f.SvoyaMark(es.At(h.now(), "jury", "бланк другого турнира"), players[0], 1, 1, svoya.None))
	})

	h.run(t, "S3_seats_drawn_by_lot_and_stored_with_the_seed", func(t *testing.T) {
		evs := h.do(h.f.DrawSvoyaSeats(es.At(h.now(), "org", ""), seed))
		var d svoyatournament.SvoyaSeated
		if err := evs[0].Decode(&d); err != nil {
			t.Fatal(err)
		}
		revealed, err := turnir.ParseSeed(d.Seed)
		if err != nil || !turnir.VerifyCommitment(revealed, h.f.Lots[0].Commitment) {
			t.Fatalf("revealed seed %q does not match the commitment", d.Seed)
		}
		redrawn, err := svoya.SeatDraw(players, cfg, revealed.Rand(svoyatournament.SvoyaSeatLot))
		if err != nil || fmt.Sprint(redrawn) != fmt.Sprint(d.Venues) {
			t.Fatalf("redrawn %v, stored %v (%v)", redrawn, d.Venues, err)
		}
		// Golden: the draw of seed 42 must never change silently (a change
		// of Seed.Rand, Shuffle or the snake would redraw old events).
		if got := fmt.Sprint(d.Venues[0].Seats); got != "[T3-p2 T5-p2 T5-p3 T6-p2 T6-p4 T5-p4  ]" {
			t.Fatalf("venue 1 drawn as %s", got)
		}
		if l := h.f.Lots[0]; l.Seed != seed.String() || l.DrawnAt <= l.CommittedAt {
			t.Fatalf("lot %+v", l)
		}
		seated := 0
		for _, v := range h.f.Svoya.Venues {
			for _, p := range v.Seats {
				if p != "" {
					seated++
				}
			}
			for _, fg := range v.Fights {
				if len(fg.Players) < 2 {
					t.Fatalf("venue %d has a fight of %v", v.Number, fg.Players)
				}
			}
		}
		if seated != 24 || h.step().Stage != svoyatournament.SvoyaGroups {
			t.Fatalf("%d seated, step %+v", seated, h.step())
		}
		h.refused(turnir.ECONFLICT, "рассажены")(h.f.DrawSvoyaSeats(es.At(h.now(), "org", ""), seed))
		h.refused(turnir.ECONFLICT, "закрыта")(h.f.EnterSvoya(es.At(h.now(), "jury", ""), players[0]))
	})

	h.run(t, "S3_replay_never_draws_again", func(t *testing.T) {
		h.replayMatches()
	})
}

// TestSvoyaVenueTie plays a one-venue group stage (every number of the
// regulation is a setting) whose table ends with players equal on points
// and on both S6 indicators, so the committee must order them (S10).
func TestSvoyaVenueTie(t *testing.T) {
	h := newHarness(t)
	h.teams(2, 2)
	cfg := svoya.DefaultConfig()
	cfg.Qualifying.Advance = 4
	// One venue sends its top 3 straight to a final of 3 (svoya.FirstRound).
	cfg.Groups.Venues, cfg.Groups.PerVenue, cfg.Groups.Fights, cfg.Groups.Advance = 1, 4, 2, 3
	cfg.Playoff.FightSize = 3
	h.do(h.f.OpenSvoya(es.At(h.now(), "org", ""), cfg))
	for k, p := range []string{"T1-p1", "T1-p2", "T2-p1", "T2-p2"} {
		h.do(h.f.EnterSvoya(es.At(h.now(), "jury", ""), p))
		h.fill(p, rightRows(1000-100*k))
	}
	h.do(h.f.CloseSvoyaQualifying(es.At(h.now(), "jury", "")))
	h.do(h.f.SeatSvoyaGroups(es.At(h.now(), "org", "")))
	f1 := svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaGroups, Venue: 1, Fight: 1}
	f2 := svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaGroups, Venue: 1, Fight: 2}
	a, b, c, d := "T1-p1", "T1-p2", "T2-p1", "T2-p2"
	venueRef := svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaGroups, Venue: 1}

	h.run(t, "S10_tie_on_points_and_S6_indicators_goes_to_the_committee", func(t *testing.T) {
		for i, p := range []string{a, b, c, d} {
			h.answer(f1, p, 1, 1, 5-i, true)
		}
		h.do(h.f.CloseSvoyaFight(es.At(h.now(), "jury", ""), f1))
		h.refused(turnir.ECONFLICT, "S10")(h.f.SvoyaOrder(es.At(h.now(), "committee", "жребий"), venueRef, []string{d, c}))
		for i, p := range []string{b, a, d, c} {
			h.answer(f2, p, 1, 1, 5-i, true)
		}
		h.do(h.f.CloseSvoyaFight(es.At(h.now(), "jury", ""), f2))
		vv := h.venue(1)
		if fmt.Sprint(vv.Ties) != "[[T1-p1 T1-p2] [T2-p1 T2-p2]]" || vv.Table[0].Place != "1-2" || vv.Table[0].Points != svoya.P(6) {
			t.Fatalf("table %+v ties %v", vv.Table, vv.Ties)
		}
		// Both ties hold the play-off up: places 1-3 go on (the final's
		// composition follows them) and 3-4 is the cut.
		if st := h.step(); len(st.Ties) != 2 {
			t.Fatalf("both ties inside and at the cut hold the play-off up: %+v", st)
		}
		h.refused(turnir.ECONFLICT, "оргкомитет")(h.f.StartSvoyaRound(es.At(h.now(), "org", "")))
		h.do(h.f.SvoyaOrder(es.At(h.now(), "committee", "жребий"), venueRef, []string{b, a}))
		h.refused(turnir.ECONFLICT, "оргкомитет")(h.f.StartSvoyaRound(es.At(h.now(), "org", "")))
		h.do(h.f.SvoyaOrder(es.At(h.now(), "committee", "жребий"), venueRef, []string{d, c}))
		vv = h.venue(1)
		if vv.Table[0].Player != b || vv.Table[0].Place != "1" || !vv.Table[1].ByCommittee ||
			vv.Table[2].Player != d || vv.Table[2].Place != "3" || !vv.Table[2].Qualified || !vv.Table[3].ByCommittee || vv.Table[3].Qualified {
			t.Fatalf("table %+v", vv.Table)
		}
		h.do(h.f.StartSvoyaRound(es.At(h.now(), "org", "")))
		if r := h.f.Svoya.Rounds[0]; r.Stage != svoyatournament.SvoyaFinal || fmt.Sprint(r.Fights[0].Players) != fmt.Sprint([]string{b, a, d}) {
			t.Fatalf("straight final %+v", r)
		}
		h.replayMatches()
	})
}

// TestSvoyaTooFewQualifiers: a qualifying of 20 leaves fights of a single
// player, so the seating is refused (S3 is the way to start then).
func TestSvoyaTooFewQualifiers(t *testing.T) {
	h := newHarness(t)
	h.teams(5, 4)
	h.do(h.f.OpenSvoya(es.At(h.now(), "org", ""), svoya.DefaultConfig()))
	for k, p := range h.f.Players {
		h.do(h.f.EnterSvoya(es.At(h.now(), "jury", ""), p.ID))
		h.fill(p.ID, rightRows(2000-50*k))
	}
	h.do(h.f.CloseSvoyaQualifying(es.At(h.now(), "jury", "")))
	h.run(t, "S7_S3_seating_refused_when_a_fight_would_have_one_player", func(t *testing.T) {
		h.refused(turnir.EINVALID, "меньше двух")(h.f.SeatSvoyaGroups(es.At(h.now(), "org", "")))
	})
}

// TestVerifySvoya: Verify re-makes every stored Svoya igra decision of a
// simulated log, and catches a log whose seating was edited or whose seat lot does
// not match its commitment.
func TestVerifySvoya(t *testing.T) {
	build := func(t *testing.T, teams int) *harness {
		h := newHarness(t)
		h.teams(teams, 4)
		h.do(h.f.OpenSvoya(es.At(h.now(), "org", ""), svoya.DefaultConfig()))
		if err := festival.PlaySvoya(turnir.SeedFromUint64(9).Rand("verify"), h.f, h.now, h.commit, nil); err != nil {
			t.Fatal(err)
		}
		return h
	}
	// tamper returns a copy of the log with fn applied to the payload of
	// the first event of type typ.
	tamper := func(t *testing.T, log []turnir.Event, typ string, fn func(d *svoyatournament.SvoyaSeated)) []turnir.Event {
		out := slices.Clone(log)
		for i, e := range out {
			if e.Type != typ {
				continue
			}
			var d svoyatournament.SvoyaSeated
			if err := e.Decode(&d); err != nil {
				t.Fatal(err)
			}
			fn(&d)
			b, _ := json.Marshal(d)
			out[i].Data = b
			return out
		}
		t.Fatalf("no %s in the log", typ)
		return nil
	}
	t.Run("S7_S9_S11_every_decision_follows_from_the_log", func(t *testing.T) {
		h := build(t, 9)
		rep, err := festival.Verify(h.log)
		if err != nil || !rep.OK() || rep.Draws != 4 || rep.Events != len(h.log) {
			t.Fatalf("report %+v, %v", rep, err)
		}
		bad := tamper(t, h.log, svoyatournament.EvSvoyaSeated, func(d *svoyatournament.SvoyaSeated) {
			d.Venues[0].Seats[0], d.Venues[1].Seats[0] = d.Venues[1].Seats[0], d.Venues[0].Seats[0]
		})
		if rep, err := festival.Verify(bad); err != nil || rep.OK() {
			t.Fatalf("a swapped seat went unnoticed: %+v %v", rep, err)
		}
	})
	t.Run("S3_seat_lot_checked_against_its_commitment", func(t *testing.T) {
		h := build(t, 6)
		rep, err := festival.Verify(h.log)
		if err != nil || !rep.OK() || rep.Lots != 1 {
			t.Fatalf("report %+v, %v", rep, err)
		}
		bad := tamper(t, h.log, svoyatournament.EvSvoyaSeated, func(d *svoyatournament.SvoyaSeated) {
			d.Seed = turnir.SeedFromUint64(1).String()
		})
		rep, err = festival.Verify(bad)
		if err != nil || rep.OK() || !strings.Contains(fmt.Sprint(rep.Mismatches), "commitment") {
			t.Fatalf("a seed that does not match went unnoticed: %+v %v", rep, err)
		}
	})
}
