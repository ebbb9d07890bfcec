package festival_test

import (
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

// TestSvoya runs a Svoya igra tournament of 39 entrants through the
// festival's commands, from entries to the final ranking, with the hard
// cases of each stage, then replays the log.
func TestSvoya(t *testing.T) {
	h := newHarness(t)
	h.teams(11, 4)
	cfg := svoya.DefaultConfig()
	h.do(h.f.OpenSvoya(es.At(h.now(), "org", ""), cfg))
	var ids []string // entrants in entry order

	h.run(t, "S2_any_player_of_the_teams_enters_DQ2_not_the_disqualified", func(t *testing.T) {
		h.refused(turnir.ECONFLICT, "уже есть")(h.f.OpenSvoya(es.At(h.now(), "org", ""), cfg))
		h.refused(turnir.ENOTFOUND, "не игрок")(h.f.EnterSvoya(es.At(h.now(), "jury", ""), "stranger"))
		h.refused(turnir.ENOTFOUND, "не игрок")(h.f.EnterSvoya(es.At(h.now(), "jury", ""), "T1-coach"))
		h.do(h.f.Disqualify(es.At(h.now(), "committee", "телефон во время отбора"), festival.KindPlayer, "T10-p4"))
		h.do(h.f.Disqualify(es.At(h.now(), "committee", "порча имущества"), festival.KindTeam, "T11"))
		h.refused(turnir.ECONFLICT, "DQ2")(h.f.EnterSvoya(es.At(h.now(), "jury", ""), "T10-p4"))
		h.refused(turnir.ECONFLICT, "DQ2")(h.f.EnterSvoya(es.At(h.now(), "jury", ""), "T11-p1"))
		for _, p := range h.f.Players {
			if p.ID == "T10-p4" || p.Team == "T11" {
				continue
			}
			h.do(h.f.EnterSvoya(es.At(h.now(), "jury", ""), p.ID))
			ids = append(ids, p.ID)
		}
		h.refused(turnir.ECONFLICT, "уже")(h.f.EnterSvoya(es.At(h.now(), "jury", ""), "T1-p1"))
		// An entry made by mistake is withdrawn (and may be made again).
		h.refused(turnir.EINVALID, "причина")(h.f.WithdrawSvoya(es.At(h.now(), "jury", ""), "T1-p1"))
		h.do(h.f.WithdrawSvoya(es.At(h.now(), "jury", "заявлен по ошибке"), "T1-p1"))
		h.refused(turnir.ENOTFOUND, "не заявлен")(h.f.WithdrawSvoya(es.At(h.now(), "jury", "ещё раз"), "T1-p1"))
		h.do(h.f.EnterSvoya(es.At(h.now(), "jury", ""), "T1-p1"))
		ids = append(ids[1:], "T1-p1")
		if len(ids) != 39 || len(h.f.Svoya.Sheets) != 39 {
			t.Fatalf("%d entrants", len(h.f.Svoya.Sheets))
		}
	})

	// byRank[r] is the player who ends rank r+1 of the qualifying, in a
	// scrambled order so entry order cannot pass for the ranking.
	byRank := make([]string, 39)
	for r := range byRank {
		byRank[r] = ids[r*7%39]
	}
	sheets := map[int][]string{
		1: rightRows(3000), 2: rightRows(2900),
		3: rightRows(2800), 4: rightRows(2800), // equal on every indicator
		5: append(rightRows(2750), "....-"), 6: rightRows(2700), // 2700 both; right sum decides
		7: append(rightRows(2550), "+..+."), 8: append(rightRows(2550), "....+"), // 2600 both; right count decides
		32: rightRows(200), 33: rightRows(200), // equal across the cut of 32
	}
	for r := 9; r <= 31; r++ {
		sheets[r] = rightRows(2500 - 100*(r-9))
	}
	for r, total := range map[int]int{34: 150, 35: 120, 36: 100, 37: 80, 38: 50, 39: 30} {
		sheets[r] = rightRows(total)
	}
	places := func() map[string]svoyatournament.SvoyaQualifyingRow {
		q, err := h.f.SvoyaQualifying()
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]svoyatournament.SvoyaQualifyingRow{}
		for _, r := range q.Rows {
			m[r.Player] = r
		}
		return m
	}

	h.run(t, "S4_S5_qualifying_24_themes_of_5_right_plus_wrong_minus", func(t *testing.T) {
		p := byRank[38]
		h.refused(turnir.EINVALID, "S4")(h.f.SvoyaMark(es.At(h.now(), "jury", ""), p, 25, 1, svoya.Right))
		h.refused(turnir.EINVALID, "S4")(h.f.SvoyaMark(es.At(h.now(), "jury", ""), p, 1, 6, svoya.Right))
		h.refused(turnir.EINVALID, "5")(h.f.SvoyaMarkRow(es.At(h.now(), "jury", ""), p, 1, []svoya.Mark{1, 1, 1, 1}))
		h.refused(turnir.ENOTFOUND, "не заявлен")(h.f.SvoyaMark(es.At(h.now(), "jury", ""), "T10-p4", 1, 1, svoya.Right))
		if m, err := svoyatournament.ParseMarks("+-. 0"); err != nil || fmt.Sprint(m) != "[1 -1 0 0 0]" {
			t.Fatalf("ParseMarks: %v %v", m, err)
		}
		if _, err := svoyatournament.ParseMarks("+x"); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Fatalf("ParseMarks took a stray key: %v", err)
		}
		for r := 1; r <= 39; r++ {
			h.fill(byRank[r-1], sheets[r])
		}
		row := places()[byRank[4]]
		if row.Total != 2700 || row.RightSum != 2750 || row.RightCount != 18*5+1 || row.Answered != 18*5+2 {
			t.Fatalf("rank 5 sheet scored %+v", row.Indicators)
		}
	})

	h.run(t, "S5_correction_is_a_new_event_and_the_old_stays_in_history", func(t *testing.T) {
		p := byRank[38] // 30 points
		h.do(h.f.SvoyaMark(es.At(h.now(), "jury", ""), p, 24, 5, svoya.Wrong))
		if got := places()[p].Total; got != -20 {
			t.Fatalf("a wrong 50 left %d, want -20", got)
		}
		before := len(h.f.History)
		h.do(h.f.SvoyaMark(es.At(h.now(), "jury", "бланк перепроверен: ответа нет"), p, 24, 5, svoya.None))
		if got := places()[p].Total; got != 30 {
			t.Fatalf("after the correction %d, want 30", got)
		}
		old := h.f.History[before-1]
		last := h.f.History[len(h.f.History)-1]
		if old.Type != svoyatournament.EvSvoyaMarked || !strings.Contains(string(old.Data), `"mark":-1`) ||
			last.Reason != "бланк перепроверен: ответа нет" || last.Actor != "jury" {
			t.Fatalf("history lost the corrected entry: %+v / %+v", old, last)
		}
	})

	h.run(t, "S6_ties_by_right_sum_then_right_count_then_shown_3-4", func(t *testing.T) {
		pl := places()
		want := map[int]string{1: "1", 2: "2", 3: "3-4", 4: "3-4", 5: "5", 6: "6", 7: "7", 8: "8", 31: "31", 32: "32-33", 33: "32-33", 39: "39"}
		for r, w := range want {
			if got := pl[byRank[r-1]].Place; got != w {
				t.Fatalf("rank %d (%s) is placed %q, want %q", r, byRank[r-1], got, w)
			}
		}
		if pl[byRank[31]].Qualified || !pl[byRank[30]].Qualified {
			t.Fatal("a tie across the cut of 32 cannot be qualified yet")
		}
		q, _ := h.f.SvoyaQualifying()
		if len(q.Ties) != 2 {
			t.Fatalf("ties %v", q.Ties)
		}
	})

	h.run(t, "S6_DQ1_committee_order_is_an_explicit_reasoned_decision", func(t *testing.T) {
		a3, a4 := byRank[2], byRank[3]
		h.refused(turnir.ECONFLICT, "после закрытия")(h.f.SvoyaOrder(es.At(h.now(), "committee", "жребий"), svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaQualifying}, []string{a4, a3}))
		h.do(h.f.CloseSvoyaQualifying(es.At(h.now(), "jury", "")))
		h.refused(turnir.ECONFLICT, "закрыт")(h.f.SvoyaMark(es.At(h.now(), "jury", ""), a3, 1, 1, svoya.Wrong))
		h.refused(turnir.ECONFLICT, "оргкомитет")(h.f.SeatSvoyaGroups(es.At(h.now(), "org", "")))
		if st := h.step(); st.Stage != svoyatournament.SvoyaSeating || len(st.Ties) != 2 {
			t.Fatalf("step %+v: both ties reach into the top 32", st)
		}
		q := svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaQualifying}
		h.refused(turnir.EINVALID, "причина")(h.f.SvoyaOrder(es.At(h.now(), "committee", ""), q, []string{a4, a3}))
		h.refused(turnir.EINVALID, "ровно")(h.f.SvoyaOrder(es.At(h.now(), "committee", "жребий"), q, []string{a3, byRank[4]}))
		h.do(h.f.SvoyaOrder(es.At(h.now(), "committee:Петров", "жребий в присутствии игроков"), q, []string{a4, a3}))
		h.do(h.f.SvoyaOrder(es.At(h.now(), "committee:Петров", "жребий в присутствии игроков"), q, []string{byRank[32], byRank[31]}))
		pl := places()
		if pl[a4].Place != "3" || pl[a3].Place != "4" || !pl[a3].ByCommittee || pl[byRank[32]].Place != "32" || pl[byRank[31]].Place != "33" {
			t.Fatalf("after the orders: %+v %+v", pl[a4], pl[a3])
		}
		last := h.f.Decisions[len(h.f.Decisions)-1]
		if last.Type != svoyatournament.EvSvoyaOrdered || last.Actor != "committee:Петров" || last.Reason == "" {
			t.Fatalf("the order is not a logged decision: %+v", last)
		}
	})

	h.run(t, "DQ2_disqualified_entrant_keeps_the_sheet_unplaced", func(t *testing.T) {
		p := byRank[37]
		h.do(h.f.Disqualify(es.At(h.now(), "committee", "курение в зале"), festival.KindPlayer, p))
		q, _ := h.f.SvoyaQualifying()
		last := q.Rows[len(q.Rows)-1]
		if last.Player != p || last.Place != "" || !last.Disqualified || last.Total != 50 {
			t.Fatalf("last row %+v", last)
		}
		if places()[byRank[38]].Place != "38" {
			t.Fatal("the next player does not take the disqualified player's place")
		}
	})

	// seeded is the qualifying order after the committee: the S9 seeds.
	seeded := slices.Clone(byRank[:32])
	seeded[2], seeded[3], seeded[31] = byRank[3], byRank[2], byRank[32]

	h.run(t, "S7_S9_top_32_seated_in_a_snake_over_4_venues", func(t *testing.T) {
		h.refused(turnir.ECONFLICT, "отбор")(h.f.DrawSvoyaSeats(es.At(h.now(), "org", ""), turnir.SeedFromUint64(1)))
		h.do(h.f.SeatSvoyaGroups(es.At(h.now(), "org", "")))
		h.refused(turnir.ECONFLICT, "рассажены")(h.f.ReopenSvoyaQualifying(es.At(h.now(), "jury", "апелляция")))
		vs := h.f.Svoya.Venues
		if len(vs) != 4 {
			t.Fatalf("%d venues", len(vs))
		}
		for v := range 4 {
			var want []string
			for _, place := range []int{v, 7 - v, 8 + v, 15 - v, 16 + v, 23 - v, 24 + v, 31 - v} {
				want = append(want, seeded[place])
			}
			if !slices.Equal(vs[v].Seats, want) {
				t.Fatalf("venue %d seats %v, want %v", v+1, vs[v].Seats, want)
			}
		}
		for _, v := range vs {
			if slices.Contains(v.Seats, byRank[31]) {
				t.Fatal("the 33rd after the committee's order was seated")
			}
		}
	})

	h.run(t, "S9_eight_fights_a_venue_each_player_4_repeat_meetings_minimal", func(t *testing.T) {
		for _, v := range h.f.Svoya.Venues {
			if len(v.Fights) != 8 {
				t.Fatalf("venue %d has %d fights", v.Number, len(v.Fights))
			}
			played := map[string]int{}
			meet := map[[2]string]int{}
			for _, fg := range v.Fights {
				for i, a := range fg.Players {
					played[a]++
					for _, b := range fg.Players[i+1:] {
						k := [2]string{min(a, b), max(a, b)}
						meet[k]++
					}
				}
			}
			hist := map[int]int{}
			for _, m := range meet {
				hist[m]++
			}
			for p, n := range played {
				if n != 4 {
					t.Fatalf("%s plays %d fights", p, n)
				}
			}
			// 48 meetings over 28 pairs: the least sum of C(m,2) that the
			// seeded first two fights allow is 9 once, 18 twice, 1 thrice.
			if hist[1] != 9 || hist[2] != 18 || hist[3] != 1 || len(meet) != 28 {
				t.Fatalf("venue %d meetings %v", v.Number, hist)
			}
			// Fights 1-2 are the foursomes of seeds 1,4,5,8 and 2,3,6,7.
			s := v.Seats
			if !slices.Equal(v.Fights[0].Players, []string{s[0], s[3], s[4], s[7]}) || !slices.Equal(v.Fights[1].Players, []string{s[1], s[2], s[5], s[6]}) {
				t.Fatalf("venue %d seeded fights %v %v", v.Number, v.Fights[0].Players, v.Fights[1].Players)
			}
		}
	})

	g := func(v, k int) svoyatournament.SvoyaRef {
		return svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaGroups, Venue: v, Fight: k}
	}

	h.run(t, "S9_shared_places_with_a_passive_zero", func(t *testing.T) {
		ref := g(1, 1)
		p := h.fightOf(ref).Players
		a, b, c, d := p[0], p[1], p[2], p[3]
		h.refused(turnir.EINVALID, "не играет")(h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), ref, svoya.Answer{Round: 1, Theme: 1, Question: 1, Player: byRank[38], Right: true}))
		h.refused(turnir.EINVALID, "нет вопроса")(h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), ref, svoya.Answer{Round: 1, Theme: 5, Question: 1, Player: a, Right: true}))
		h.answer(ref, a, 1, 1, 5, true)
		h.refused(turnir.EINVALID, "уже ответили верно")(h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), ref, svoya.Answer{Round: 1, Theme: 1, Question: 5, Player: b, Right: true}))
		h.answer(ref, b, 1, 1, 3, false) // typed wrong by mistake
		h.refused(turnir.EINVALID, "причина")(h.f.SvoyaCorrectAnswer(es.At(h.now(), "jury", ""), ref, 1, svoya.Answer{Round: 1, Theme: 1, Question: 3, Player: b, Right: true}))
		h.do(h.f.SvoyaCorrectAnswer(es.At(h.now(), "jury", "ведущий засчитал ответ"), ref, 1, svoya.Answer{Round: 1, Theme: 1, Question: 3, Player: b, Right: true}))
		h.answer(ref, c, 1, 2, 1, true)
		h.answer(ref, c, 1, 3, 1, false) // an active zero
		fv := h.venue(1).Fights[0]
		want := map[string]string{a: "1:4.00", b: "2:2.00", c: "3-4:0.50", d: "3-4:0.00:passive"}
		if got := board(fv); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("board %v, want %v", got, want)
		}
		if fv.Done || len(fv.Answers) != 4 || !fv.Answers[1].Right {
			t.Fatalf("fight %+v", fv)
		}
		h.do(h.f.CloseSvoyaFight(es.At(h.now(), "jury", ""), ref))
		h.refused(turnir.ECONFLICT, "закрыт")(h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), ref, svoya.Answer{Round: 2, Theme: 1, Question: 1, Player: d, Right: true}))
		h.refused(turnir.EINVALID, "причина")(h.f.ReopenSvoyaFight(es.At(h.now(), "jury", ""), ref))
		h.do(h.f.ReopenSvoyaFight(es.At(h.now(), "jury", "проверка протокола"), ref))
		h.do(h.f.CloseSvoyaFight(es.At(h.now(), "jury", ""), ref))
	})

	h.run(t, "S9_negative_total_scores_0_whatever_the_place", func(t *testing.T) {
		ref := g(1, 2)
		p := h.fightOf(ref).Players
		h.answer(ref, p[0], 1, 1, 5, true)
		h.answer(ref, p[1], 1, 1, 1, false)
		h.answer(ref, p[2], 2, 1, 1, false)
		h.answer(ref, p[3], 3, 1, 1, false)
		h.do(h.f.CloseSvoyaFight(es.At(h.now(), "jury", ""), ref))
		want := map[string]string{p[0]: "1:4.00", p[1]: "2:0.00", p[2]: "3:0.00", p[3]: "4:0.00"}
		if got := board(h.venue(1).Fights[1]); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("board %v, want %v", got, want)
		}
	})

	h.run(t, "S9_three_shared_places_averaged_to_hundredths", func(t *testing.T) {
		ref := g(1, 3)
		p := h.fightOf(ref).Players
		h.answer(ref, p[0], 1, 1, 4, true)
		h.answer(ref, p[1], 1, 2, 4, true)
		h.answer(ref, p[2], 1, 3, 4, true)
		h.answer(ref, p[3], 1, 4, 1, false)
		h.do(h.f.CloseSvoyaFight(es.At(h.now(), "jury", ""), ref))
		want := map[string]string{p[0]: "1-3:2.33", p[1]: "1-3:2.33", p[2]: "1-3:2.33", p[3]: "4:0.00"}
		if got := board(h.venue(1).Fights[2]); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("board %v, want %v", got, want)
		}
	})

	h.run(t, "S8_group_fight_4_rounds_of_4_themes_values_per_round", func(t *testing.T) {
		ref := g(2, 1)
		p := h.fightOf(ref).Players
		h.refused(turnir.EINVALID, "нет вопроса")(h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), ref, svoya.Answer{Round: 5, Theme: 1, Question: 1, Player: p[0], Right: true}))
		h.refused(turnir.EINVALID, "нет вопроса")(h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), ref, svoya.Answer{Round: 4, Theme: 4, Question: 6, Player: p[0], Right: true}))
		h.answer(ref, p[0], 4, 4, 5, true)
		h.answer(ref, p[1], 2, 3, 2, false)
		h.answer(ref, p[1], 2, 3, 3, true)
		h.refused(turnir.EINVALID, "уже отвечал")(h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), ref, svoya.Answer{Round: 2, Theme: 3, Question: 2, Player: p[1], Right: true}))
		fv, err := h.f.SvoyaFightBoard(ref)
		if err != nil {
			t.Fatal(err)
		}
		tot := map[string]int{}
		for _, b := range fv.Board {
			tot[b.Player] = b.Total
		}
		if tot[p[0]] != 200 || tot[p[1]] != 20 {
			t.Fatalf("totals %v: round 4 is worth 40-200, round 2 20-100", tot)
		}
		h.do(h.f.SvoyaRemoveAnswer(es.At(h.now(), "jury", "ответ засчитан не тому игроку"), ref, 2))
		h.do(h.f.SvoyaRemoveAnswer(es.At(h.now(), "jury", "ответ засчитан не тому игроку"), ref, 1))
		h.do(h.f.SvoyaRemoveAnswer(es.At(h.now(), "jury", "проверка"), ref, 0))
		if len(h.fightOf(ref).Answers) != 0 {
			t.Fatal("answers not removed")
		}
	})

	var dqd string
	h.run(t, "DQ2_disqualified_in_the_groups_leaves_the_fights_not_begun", func(t *testing.T) {
		h.ranked(g(4, 1))
		h.ranked(g(4, 2))
		h.refused(turnir.ECONFLICT, "не закрыт")(h.f.StartSvoyaRound(es.At(h.now(), "org", "")))
		dqd = h.fightOf(g(4, 1)).Players[0] // won fight 1 of venue 4
		h.answer(g(4, 3), h.fightOf(g(4, 3)).Players[0], 1, 1, 1, false)
		h.do(h.f.Disqualify(es.At(h.now(), "committee", "электронное устройство во время боя"), festival.KindPlayer, dqd))
		h.refused(turnir.ECONFLICT, "DQ2")(h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), g(4, 4), svoya.Answer{Round: 1, Theme: 1, Question: 1, Player: dqd, Right: true}))
		inFights := 0
		for k, fg := range h.f.Svoya.Venues[3].Fights {
			if slices.Contains(fg.Players, dqd) {
				inFights++
				if k > 0 && len(fg.Answers) == 0 {
					t.Fatalf("%s still seated in fight %d, not begun", dqd, k+1)
				}
			}
		}
		if inFights < 1 || inFights == 4 {
			t.Fatalf("%s is in %d fights", dqd, inFights)
		}
		if b := board(h.venue(4).Fights[0]); b[dqd] != "1:4.00" {
			t.Fatalf("the played fight must stand: %v", b)
		}
	})

	h.run(t, "S10_top_4_of_each_venue_with_points_summed", func(t *testing.T) {
		for v := 1; v <= 4; v++ {
			for k := 1; k <= 8; k++ {
				if !h.fightOf(g(v, k)).Done {
					h.ranked(g(v, k))
				}
			}
		}
		for v := 1; v <= 4; v++ {
			vv := h.venue(v)
			for _, b := range vv.Ties {
				h.do(h.f.SvoyaOrder(es.At(h.now(), "committee", "равенство всех показателей"), svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaGroups, Venue: v}, b))
			}
			vv = h.venue(v)
			sum := map[string]svoya.Points{}
			for _, fv := range vv.Fights {
				for _, b := range fv.Board {
					sum[b.Player] += *b.Points
				}
			}
			qualified := 0
			for i, r := range vv.Table {
				if r.Points != sum[r.Player] {
					t.Fatalf("venue %d: %s has %s, the fights give %s", v, r.Player, r.Points, sum[r.Player])
				}
				if i > 0 && !r.Disqualified && r.Points > vv.Table[i-1].Points {
					t.Fatalf("venue %d table out of order at %d", v, i)
				}
				if r.Qualified {
					qualified++
					if i >= 4 {
						t.Fatalf("venue %d: row %d qualified", v, i)
					}
				}
			}
			if qualified != 4 {
				t.Fatalf("venue %d sends %d on", v, qualified)
			}
			if v == 4 {
				last := vv.Table[len(vv.Table)-1]
				if last.Player != dqd || last.Place != "" || !last.Disqualified || last.Points < 400 {
					t.Fatalf("venue 4 ends with %+v, want the disqualified player, unplaced, with the points won", last)
				}
			}
		}
	})

	qf := func(k int) svoyatournament.SvoyaRef {
		return svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaQuarterFinal, Fight: k}
	}

	h.run(t, "S11_quarter_finals_one_player_of_each_venue_6_themes", func(t *testing.T) {
		h.do(h.f.StartSvoyaRound(es.At(h.now(), "org", "")))
		h.refused(turnir.ECONFLICT, "следующий этап")(h.f.ReopenSvoyaFight(es.At(h.now(), "jury", "апелляция"), g(1, 1)))
		venueOf := map[string]int{}
		for v, sv := range h.f.Svoya.Venues {
			for _, p := range sv.Seats {
				venueOf[p] = v
			}
		}
		for k := 1; k <= 4; k++ {
			seen := map[int]bool{}
			for _, p := range h.fightOf(qf(k)).Players {
				seen[venueOf[p]] = true
			}
			if len(seen) != 4 {
				t.Fatalf("quarter-final %d: %v", k, h.fightOf(qf(k)).Players)
			}
		}
		p := h.fightOf(qf(1)).Players
		h.refused(turnir.EINVALID, "нет вопроса")(h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), qf(1), svoya.Answer{Round: 1, Theme: 7, Question: 1, Player: p[0], Right: true}))
		h.answer(qf(1), p[3], 1, 6, 1, false)
		h.ranked(qf(1))
		h.ranked(qf(2))
		if adv := h.playoffFight(svoyatournament.SvoyaQuarterFinal, 1).Advance; !slices.Equal(adv, p[:2]) {
			t.Fatalf("advance %v, want %v", adv, p[:2])
		}
	})

	h.run(t, "S12_shootout_of_2_themes_settles_a_tie_across_the_cut", func(t *testing.T) {
		ref := qf(3)
		p := h.fightOf(ref).Players
		h.answer(ref, p[0], 1, 1, 5, true)
		h.answer(ref, p[1], 1, 1, 3, true)
		h.answer(ref, p[2], 1, 2, 3, true)
		h.answer(ref, p[3], 1, 3, 1, true)
		h.refused(turnir.ECONFLICT, "закрытия")(h.f.OpenSvoyaShootout(es.At(h.now(), "jury", ""), ref, []string{p[1], p[2]}))
		h.do(h.f.CloseSvoyaFight(es.At(h.now(), "jury", ""), ref))
		fv := h.playoffFight(svoyatournament.SvoyaQuarterFinal, 3)
		if board(fv)[p[1]] != "2-3" || fv.Advance != nil || len(fv.Ties) != 1 {
			t.Fatalf("fight %+v", fv)
		}
		h.refused(turnir.ECONFLICT, "перестрелк")(h.f.SvoyaOrder(es.At(h.now(), "committee", "жребий"), ref, []string{p[2], p[1]}))
		h.refused(turnir.EINVALID, "ровно")(h.f.OpenSvoyaShootout(es.At(h.now(), "jury", ""), ref, []string{p[0], p[1]}))
		h.do(h.f.OpenSvoyaShootout(es.At(h.now(), "jury", ""), ref, []string{p[2], p[1]}))
		sh := svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaQuarterFinal, Fight: 3, Shootout: 1}
		h.refused(turnir.EINVALID, "нет вопроса")(h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), sh, svoya.Answer{Round: 1, Theme: 3, Question: 1, Player: p[1], Right: true}))
		h.refused(turnir.EINVALID, "не играет")(h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), sh, svoya.Answer{Round: 1, Theme: 1, Question: 1, Player: p[0], Right: true}))
		h.answer(sh, p[2], 1, 1, 5, false)
		h.answer(sh, p[1], 1, 1, 5, true)
		h.answer(sh, p[2], 1, 2, 2, true)
		h.do(h.f.CloseSvoyaFight(es.At(h.now(), "jury", ""), sh))
		fv = h.playoffFight(svoyatournament.SvoyaQuarterFinal, 3)
		if !slices.Equal(fv.Advance, []string{p[0], p[1]}) || board(fv)[p[2]] != "3" || len(fv.Shootouts) != 1 {
			t.Fatalf("after the shootout: advance %v board %v", fv.Advance, board(fv))
		}
		for _, b := range fv.Board {
			if b.Player == p[1] && (b.Shootout == nil || b.Shootout.Total != 50) {
				t.Fatalf("the shootout line is missing: %+v", b)
			}
		}
	})

	h.run(t, "S12_committee_orders_what_the_shootout_leaves_tied", func(t *testing.T) {
		ref := qf(4)
		p := h.fightOf(ref).Players
		h.answer(ref, p[0], 1, 1, 5, true)
		h.answer(ref, p[1], 1, 1, 3, true)
		h.answer(ref, p[2], 1, 2, 3, true)
		h.do(h.f.CloseSvoyaFight(es.At(h.now(), "jury", ""), ref))
		h.refused(turnir.ECONFLICT, "равны")(h.f.StartSvoyaRound(es.At(h.now(), "org", "")))
		h.do(h.f.OpenSvoyaShootout(es.At(h.now(), "jury", ""), ref, []string{p[1], p[2]}))
		h.refused(turnir.ECONFLICT, "не закрыта")(h.f.OpenSvoyaShootout(es.At(h.now(), "jury", ""), ref, []string{p[1], p[2]}))
		sh := svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaQuarterFinal, Fight: 4, Shootout: 1}
		h.answer(sh, p[1], 1, 1, 2, false)
		h.answer(sh, p[2], 1, 2, 2, false)
		h.do(h.f.CloseSvoyaFight(es.At(h.now(), "jury", ""), sh))
		if st := h.step(); len(st.Ties) != 1 {
			t.Fatalf("step %+v: the shootout left the tie", st)
		}
		h.do(h.f.SvoyaOrder(es.At(h.now(), "committee", "решение оргкомитета после перестрелки"), ref, []string{p[2], p[1]}))
		fv := h.playoffFight(svoyatournament.SvoyaQuarterFinal, 4)
		if !slices.Equal(fv.Advance, []string{p[0], p[2]}) {
			t.Fatalf("advance %v", fv.Advance)
		}
	})

	var finalists []string
	h.run(t, "S11_semi_finals_of_7_themes_and_final_of_8_top_2_go_on", func(t *testing.T) {
		var adv [][]string
		for k := 1; k <= 4; k++ {
			adv = append(adv, h.playoffFight(svoyatournament.SvoyaQuarterFinal, k).Advance)
		}
		h.do(h.f.StartSvoyaRound(es.At(h.now(), "org", "")))
		sf1 := h.fightOf(svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaSemiFinal, Fight: 1}).Players
		if !slices.Equal(sf1, []string{adv[0][0], adv[1][0], adv[2][1], adv[3][1]}) {
			t.Fatalf("semi-final 1 %v from %v", sf1, adv)
		}
		for k := 1; k <= 2; k++ {
			ref := svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaSemiFinal, Fight: k}
			p := h.fightOf(ref).Players
			h.refused(turnir.EINVALID, "нет вопроса")(h.f.SvoyaAnswer(es.At(h.now(), "jury", ""), ref, svoya.Answer{Round: 1, Theme: 8, Question: 1, Player: p[0], Right: true}))
			h.answer(ref, p[3], 1, 7, 1, false)
			h.ranked(ref)
			finalists = append(finalists, p[:2]...)
		}
		h.do(h.f.StartSvoyaRound(es.At(h.now(), "org", "")))
		ref := svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaFinal, Fight: 1}
		p := h.fightOf(ref).Players
		if len(p) != 4 || !sameSet(p, finalists) {
			t.Fatalf("final %v, finalists %v", p, finalists)
		}
		h.answer(ref, p[3], 1, 8, 1, false)
		h.ranked(ref)
		if st := h.step(); st.Stage != svoyatournament.SvoyaDone {
			t.Fatalf("step %+v", st)
		}
		h.refused(turnir.ECONFLICT, "последний")(h.f.StartSvoyaRound(es.At(h.now(), "org", "")))
	})

	h.run(t, "S11_final_ranking", func(t *testing.T) {
		rank, err := h.f.SvoyaRanking()
		if err != nil {
			t.Fatal(err)
		}
		final := h.fightOf(svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaFinal, Fight: 1}).Players
		got := map[string]svoyatournament.SvoyaRankRow{}
		count := map[string]int{}
		for _, r := range rank {
			got[r.Player] = r
			count[r.Place]++
		}
		for i, p := range final {
			if got[p].Place != fmt.Sprint(i+1) || rank[i].Player != p {
				t.Fatalf("final place %d: %+v", i+1, got[p])
			}
		}
		want := map[string]int{"5-6": 2, "7-8": 2, "9-12": 4, "13-16": 4, "17-20": 4, "21-24": 4, "25-28": 4, "29-31": 3, "32": 1, "37": 1, "": 2}
		for pl, n := range want {
			if count[pl] != n {
				t.Fatalf("%d players placed %q, want %d (%v)", count[pl], pl, n, count)
			}
		}
		if len(rank) != 39 || !rank[38].Disqualified || rank[38].Place != "" || got[dqd].Reached != svoyatournament.SvoyaGroups {
			t.Fatalf("ranking of %d ends %+v", len(rank), rank[len(rank)-1])
		}
		if got[byRank[31]].Place != "32" || got[byRank[31]].Reached != svoyatournament.SvoyaQualifying {
			t.Fatalf("the 33rd of the qualifying: %+v", got[byRank[31]])
		}
	})

	h.run(t, "S1_replay_of_the_log_gives_byte_identical_state", func(t *testing.T) {
		h.replayMatches()
	})

	h.run(t, "DQ1_every_event_re_made_by_its_command", func(t *testing.T) {
		rep, err := festival.Verify(h.log)
		if err != nil || !rep.OK() || rep.Applied != 0 {
			t.Fatalf("verify: %+v %v", rep, err)
		}
	})
}
