package festival_test

import (
	"slices"
	"testing"

	"turnir"
	"turnir/cup"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/teamcup"
)

// TestWholeCup runs a cup of 10 teams through commands only: entries,
// round 1 with a correction and a removed question, a three-team shootout
// across the cut, a place lot with seed verification, both knock-out
// draws, a team disqualification (DQ2), a player disqualification, a
// committee decision (DQ1) and the final; then replays the log.
func TestWholeCup(t *testing.T) {
	h := newHarness(t)
	h.teams(10, 8)
	h.do(h.f.OpenCup(es.At(h.now(), "org", ""), cup.DefaultConfig()))
	for k := 1; k <= 10; k++ {
		h.do(h.f.EnterCupTeam(es.At(h.now(), "org", ""), teamID(k), nil))
	}
	h.do(h.f.StartCup(es.At(h.now(), "org", "")))
	q := h.f.Cup.Config.Questions

	h.run(t, "C4_round_one_with_a_correction_kept_in_history", func(t *testing.T) {
		points := map[string]int{"T1": 11, "T2": 10, "T3": 9, "T4": 9, "T5": 8, "T6": 7, "T7": 6, "T8": 5, "T9": 5, "T10": 5}
		// The jury first types T1's blank wrong: 10 instead of 11.
		for k := 1; k <= 10; k++ {
			id := teamID(k)
			n := points[id]
			if id == "T1" {
				n = 10
			}
			h.do(h.f.CupAnswerRow(es.At(h.now(), "jury", ""), 1, id, prefix(n, q)))
		}
		h.do(h.f.CupAnswer(es.At(h.now(), "jury", "бланк перепроверен"), 1, "T1", 11, true))
		if tot, _ := h.f.Cup.Rounds[0].Questions.Total("T1"); tot.Points != 11 {
			t.Fatalf("T1 has %d points after the correction, want 11", tot.Points)
		}
		// The wrong entry stays in the history as it was typed.
		found := false
		for _, old := range h.f.History {
			var row teamcup.CupRowEntered
			if old.Type != teamcup.EvCupRowEntered {
				continue
			}
			if err := (turnir.Event{Type: old.Type, Data: old.Data}).Decode(&row); err != nil {
				t.Fatal(err)
			}
			if row.Team == "T1" {
				found = !row.Answers[10]
			}
		}
		if !found {
			t.Fatal("the corrected entry of T1 is gone from the history")
		}
		last := h.f.History[len(h.f.History)-1]
		if last.Type != teamcup.EvCupAnswered || last.Reason != "бланк перепроверен" || last.Actor != "jury" {
			t.Fatalf("the correction is not in the history with its reason and author: %+v", last)
		}
		// Nobody answered question 12; removing it needs a reason and is a
		// logged decision.
		h.refused(turnir.EINVALID, "причина")(h.f.CupRemoveQuestion(es.At(h.now(), "jury", ""), 1, 12))
		h.do(h.f.CupRemoveQuestion(es.At(h.now(), "jury", "неточность в формулировке"), 1, 12))
		h.do(h.f.CupCloseRound(es.At(h.now(), "jury", ""), 1))
		h.refused(turnir.ECONFLICT, "закрыт")(h.f.CupAnswer(es.At(h.now(), "jury", ""), 1, "T2", 1, false))
	})

	h.run(t, "C4_three_teams_tied_across_the_cut_play_a_shootout", func(t *testing.T) {
		s := h.next()
		if s.Stage != cup.StageShootout || !slices.Equal(s.Teams, []string{"T8", "T9", "T10"}) {
			t.Fatalf("next = %+v, want a shootout of T8, T9, T10", s)
		}
		h.refused(turnir.EINVALID, "перестрелки")(h.f.CupShootout(es.At(h.now(), "jury", ""), []string{"T1"}))
		h.do(h.f.CupShootout(es.At(h.now(), "jury", ""), []string{"T8", "T9"}))
		h.do(h.f.CupShootout(es.At(h.now(), "jury", ""), nil))
		h.do(h.f.CupShootout(es.At(h.now(), "jury", ""), []string{"T9"}))
	})

	h.run(t, "C5_place_lot_checked_against_the_published_commitment", func(t *testing.T) {
		s := h.next()
		if s.Stage != cup.StagePlaceLot {
			t.Fatalf("next = %+v, want the place lot", s)
		}
		seed, wrong := turnir.SeedFromUint64(7), turnir.SeedFromUint64(8)
		h.refused(turnir.ECONFLICT, "Подготовить жеребьёвку")(h.f.DrawLot(es.At(h.now(), "org", ""), s, seed))
		h.do(h.f.CommitLot(es.At(h.now(), "org", ""), s.Purpose(), seed.Commitment()))
		h.refused(turnir.ECONFLICT, "заменить")(h.f.CommitLot(es.At(h.now(), "org", ""), s.Purpose(), wrong.Commitment()))
		h.refused(turnir.EINVALID, "не совпадает")(h.f.DrawLot(es.At(h.now(), "org", ""), s, wrong))
		other := s
		other.Teams = []string{"T4", "T5"}
		h.refused(turnir.ECONFLICT, "ждёт другой жребий")(h.f.DrawLot(es.At(h.now(), "org", ""), other, seed))
		// The draw anyone can make from the seed once it is revealed.
		want, err := h.f.Cup.Draw(seed.Rand(s.Purpose()))
		if err != nil {
			t.Fatal(err)
		}
		evs := h.do(h.f.DrawLot(es.At(h.now(), "org", ""), s, seed))
		var d teamcup.CupLotDrawn
		if err := evs[0].Decode(&d); err != nil {
			t.Fatal(err)
		}
		// Anyone can redraw it from the revealed seed.
		revealed, err := turnir.ParseSeed(d.Seed)
		if err != nil || revealed.Commitment() != seed.Commitment() {
			t.Fatalf("revealed seed %q does not match the commitment", d.Seed)
		}
		if !slices.Equal(d.Draw.Order, want.Order) || d.Step.Purpose() != s.Purpose() {
			t.Fatalf("stored draw %+v, redrawn from the revealed seed %+v", d.Draw, want)
		}
		if !slices.Equal(h.f.Cup.PlaceLot, d.Draw.Order) {
			t.Fatalf("the cup recorded %v, the event holds %v", h.f.Cup.PlaceLot, d.Draw.Order)
		}
		l := h.f.Lots[0]
		if l.Seed != seed.String() || l.DrawnAt <= l.CommittedAt || l.Draw == nil {
			t.Fatalf("lot record %+v", l)
		}
	})

	h.run(t, "DQ2_team_disqualified_with_reason", func(t *testing.T) {
		h.refused(turnir.EINVALID, "причина")(h.f.Disqualify(es.At(h.now(), "committee", ""), festival.KindTeam, "T10"))
		h.do(h.f.Disqualify(es.At(h.now(), "committee", "пользование телефоном во время тура"), festival.KindTeam, "T10"))
		h.refused(turnir.ECONFLICT, "уже")(h.f.Disqualify(es.At(h.now(), "committee", "ещё раз"), festival.KindTeam, "T10"))
		if tm := h.f.Team("T10"); !tm.Disqualified || tm.DQReason == "" {
			t.Fatalf("T10 = %+v", tm)
		}
		if len(h.f.Cup.Disqualified) != 1 || h.f.Cup.Disqualified[0].Team != "T10" {
			t.Fatalf("the cup does not know of the disqualification: %+v", h.f.Cup.Disqualified)
		}
		last := h.f.Decisions[len(h.f.Decisions)-1]
		if last.Type != festival.EvDisqualified || last.Actor != "committee" || last.Reason == "" {
			t.Fatalf("the decision log ends with %+v", last)
		}
	})

	h.run(t, "C5_C6_knockout_draws_and_rounds", func(t *testing.T) {
		for round := 2; round <= 3; round++ {
			s := h.next()
			if s.Stage != cup.StageDraw || s.Round != round {
				t.Fatalf("next = %+v, want the draw of round %d", s, round)
			}
			seed := turnir.SeedFromUint64(uint64(100 + round))
			h.do(h.f.CommitLot(es.At(h.now(), "org", ""), s.Purpose(), seed.Commitment()))
			h.do(h.f.DrawLot(es.At(h.now(), "org", ""), s, seed))
			rd := h.f.Cup.Rounds[round-1]
			if len(rd.Pairs) != 8>>(round-1) {
				t.Fatalf("round %d has %d pairs", round, len(rd.Pairs))
			}
			for _, p := range rd.Pairs {
				h.do(h.f.CupAnswerRow(es.At(h.now(), "jury", ""), round, p.A, prefix(8, q)))
				h.do(h.f.CupAnswerRow(es.At(h.now(), "jury", ""), round, p.B, prefix(4, q)))
			}
			h.do(h.f.CupCloseRound(es.At(h.now(), "jury", ""), round))
		}
	})

	h.run(t, "DQ1_committee_decision_logged_with_author_and_reason", func(t *testing.T) {
		h.refused(turnir.EINVALID, "DQ1")(h.f.Decide(es.At(h.now(), "", "нет оснований"), "апелляция", "отклонить"))
		h.do(h.f.Decide(es.At(h.now(), "committee:Иванов", "ответ не соответствует авторскому"), "апелляция команды T5 на вопрос 7 тура 2", "апелляцию отклонить"))
		last := h.f.Decisions[len(h.f.Decisions)-1]
		if last.Type != festival.EvCommitteeDecided || last.Actor != "committee:Иванов" || last.Reason == "" {
			t.Fatalf("decision %+v", last)
		}
	})

	h.run(t, "C8_DQ2_final_lineups_without_a_disqualified_player", func(t *testing.T) {
		s := h.next()
		if s.Stage != cup.StageLineup || len(s.Teams) != 2 {
			t.Fatalf("next = %+v, want the line-ups", s)
		}
		fin := s.Teams[0]
		bad := fin + "-p1"
		h.do(h.f.Disqualify(es.At(h.now(), "committee", "курение в зале"), festival.KindPlayer, bad))
		h.do(h.f.Disqualify(es.At(h.now(), "committee", "подсказка из зала"), festival.KindCoach, fin+"-coach"))
		h.refused(turnir.ECONFLICT, "DQ2")(h.f.CupLineup(es.At(h.now(), "jury", ""), fin, []string{bad, fin + "-p2"}))
		h.refused(turnir.EINVALID, "C8")(h.f.CupLineup(es.At(h.now(), "jury", ""), fin, []string{"p2", "p3", "p4", "p5", "p6", "p7", "p8"}))
		for _, team := range s.Teams {
			h.do(h.f.CupLineup(es.At(h.now(), "jury", ""), team, []string{team + "-p2", team + "-p3", team + "-p4", team + "-p5", team + "-p6", team + "-p7"}))
		}
		h.do(h.f.CupStartFinal(es.At(h.now(), "jury", "")))
		h.refused(turnir.ECONFLICT, "C8")(h.f.SetCupRoster(es.At(h.now(), "jury", ""), fin, []string{fin + "-p2"}))
	})

	h.run(t, "C7_C15_final_with_a_removed_question", func(t *testing.T) {
		a := h.next().Teams[0]
		h.do(h.f.ScoreFinalQuestion(es.At(h.now(), "jury", ""), a))
		h.refused(turnir.EINVALID, "причина")(h.f.RemoveFinalQuestion(es.At(h.now(), "jury", ""), 1))
		h.do(h.f.RemoveFinalQuestion(es.At(h.now(), "jury", "технический сбой"), 1))
		for guard := 0; h.next().Stage == cup.StageFinal; guard++ {
			if guard > 40 {
				t.Fatal("the final does not end")
			}
			h.do(h.f.ScoreFinalQuestion(es.At(h.now(), "jury", ""), a))
		}
		if s := h.next(); s.Stage != cup.StageDone {
			t.Fatalf("next = %+v, want done", s)
		}
		rank, err := h.f.Cup.Ranking()
		if err != nil {
			t.Fatal(err)
		}
		if rank[0].Team != a || !rank[0].Winner {
			t.Fatalf("ranking starts with %+v, want %s the winner", rank[0], a)
		}
		last := rank[len(rank)-1]
		if last.Team != "T10" || !last.Disqualified || last.Place.From != 0 {
			t.Fatalf("ranking ends with %+v, want T10 unplaced and marked", last)
		}
		h.refused(turnir.ECONFLICT, "нельзя")(h.f.ScoreFinalQuestion(es.At(h.now(), "jury", ""), a))
	})

	h.run(t, "replay_gives_the_identical_state", func(t *testing.T) {
		h.replayMatches()
		if len(h.f.History) != len(h.log) {
			t.Fatalf("history has %d entries, log %d", len(h.f.History), len(h.log))
		}
	})
}

func teamID(k int) string { return "T" + itoa(k) }

func itoa(k int) string {
	if k < 10 {
		return string(rune('0' + k))
	}
	return itoa(k/10) + string(rune('0'+k%10))
}
