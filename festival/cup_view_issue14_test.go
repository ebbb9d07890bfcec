package festival_test

import (
	"slices"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/teamcup"
)

// demoCupView is the CupView of the demo cup as the server writes it
// (the demo's fixed seed, 2026: a shootout decides the cut).
func demoCupView(t *testing.T) teamcup.CupView {
	t.Helper()
	evs, err := festival.DemoCup(turnir.SeedFromUint64(2026), demoAt)
	if err != nil {
		t.Fatal(err)
	}
	v, err := replayed(t, evs).CupView()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestIssue14_C6_BracketRoundsDrawnByLot (issue 14, item 1): every
// knock-out round says which lot made its pairs, round 2 the seeded lot
// (C5) and round 3 a fresh general lot (C6), before it is drawn too, so a
// page draws the lot between the rounds and joins no pair across it.
func TestIssue14_C6_BracketRoundsDrawnByLot(t *testing.T) {
	v := demoCupView(t)
	want := []teamcup.KnockoutColumn{{Round: 2, Lot: "seeded"}, {Round: 3, Lot: "general"}}
	if len(v.Knockout) != len(want) || v.Knockout[0] != want[0] || v.Knockout[1] != want[1] {
		t.Errorf("knockout %+v, want %+v", v.Knockout, want)
	}
	if len(v.Bracket) != 2 || v.Bracket[0].Lot != "seeded" || v.Bracket[1].Lot != "general" {
		t.Fatalf("bracket %+v: want rounds 2 (seeded) and 3 (general)", v.Bracket)
	}
	// The demo's round 3 is the case of the issue: its pairs are not the
	// winners of round-2 pairs 1+2 and 3+4 in order.
	w := func(i int) string { return v.Bracket[0].Pairs[i].Winner }
	r3 := v.Bracket[1].Pairs
	follows := func(p teamcup.BracketPair, x, y string) bool {
		return (p.A == x && p.B == y) || (p.A == y && p.B == x)
	}
	if follows(r3[0], w(0), w(1)) && follows(r3[1], w(2), w(3)) {
		t.Logf("this seed's round-3 lot happens to follow the positions: %+v", r3)
	}
}

// TestIssue14_C4_ShootoutShown (issue 14, item 4): the cup's view lists
// the shootout for the cut question by question, with the teams each
// question was put to and those who answered it, and how it settled each
// tied team: the demo's 7-9 tie for two places, where question 1 puts
// one team through and question 2 decides between the other two.
func TestIssue14_C4_ShootoutShown(t *testing.T) {
	v := demoCupView(t)
	s := v.ShootoutPlayed
	if s == nil {
		t.Fatal("no shootout in the view of a cut decided by one")
	}
	if len(s.Teams) != 3 || s.Spots != 2 || len(s.Questions) != v.Qualifying.ShootoutUsed {
		t.Fatalf("shootout %+v: want 3 teams for 2 places and the %d questions that counted", s, v.Qualifying.ShootoutUsed)
	}
	q1, q2 := s.Questions[0], s.Questions[1]
	if len(q1.Teams) != 3 || len(q1.Correct) != 1 || len(q2.Teams) != 2 || len(q2.Correct) != 1 || q2.Spots != 1 {
		t.Fatalf("questions %+v", s.Questions)
	}
	if d := s.Decided[q1.Correct[0]]; d != (teamcup.CutDecision{By: "shootout", Question: 1, Through: true}) {
		t.Errorf("the team that answered question 1 alone: %+v", d)
	}
	if d := s.Decided[q2.Correct[0]]; d != (teamcup.CutDecision{By: "shootout", Question: 2, Through: true}) {
		t.Errorf("the team that answered question 2: %+v", d)
	}
	outs := 0
	for _, team := range s.Teams {
		if d := s.Decided[team]; !d.Through {
			outs++
			if d.By != "shootout" || d.Question != 2 {
				t.Errorf("the team out: %+v", d)
			}
		}
	}
	if outs != 1 {
		t.Errorf("%d tied teams out, want 1: %+v", outs, s.Decided)
	}
}

// TestIssue14_C7_ExtraQuestionNumberedAsExtra (issue 14, item 5): after a
// 13-question final ends level, the view names the next question "extra
// question 1" (NextExtra), not question 14, and numbers each question
// played among the regular or the extra ones.
func TestIssue14_C7_ExtraQuestionNumberedAsExtra(t *testing.T) {
	evs, err := festival.DemoCup(turnir.SeedFromUint64(2026), demoAt)
	if err != nil {
		t.Fatal(err)
	}
	first := slices.IndexFunc(evs, func(e turnir.Event) bool { return e.Type == teamcup.EvFinalQuestionScored })
	h := &harness{t: t, f: replayed(t, evs[:first]), clock: turnir.NewManualClock(demoAt.Add(24 * time.Hour))}
	v, _ := h.f.CupView()
	a, b := v.Final.Teams[0], v.Final.Teams[1]
	for i := range 13 {
		w := []string{a, b}[i%2]
		if i == 12 {
			w = ""
		}
		h.do(h.f.ScoreFinalQuestion(es.At(h.now(), "jury", ""), w))
	}
	v, _ = h.f.CupView()
	if v.Next.Stage != "final" || v.Next.Question != 14 || v.NextExtra != 1 {
		t.Fatalf("after a 6:6 final of 13: next %+v, extra %d; want extra question 1", v.Next, v.NextExtra)
	}
	h.do(h.f.ScoreFinalQuestion(es.At(h.now(), "jury", ""), a))
	v, _ = h.f.CupView()
	qs := v.Final.Questions
	if len(qs) != 14 || qs[12].Number != 13 || qs[12].Extra != 0 || qs[13].Number != 14 || qs[13].Extra != 1 {
		t.Errorf("questions %+v: want 13 regular and extra question 1", qs)
	}
	if v.NextExtra != 0 || v.Final.Score.Extra != 1 || v.Final.Score.Counted != 14 {
		t.Errorf("the decided final: extra %d, score %+v", v.NextExtra, v.Final.Score)
	}
}

// TestIssue14_C4_UndrawnLotIsMoot (issue 14, item 5): the demo cup's cut
// lot, committed but never drawn because the shootout settled the cut, is
// marked moot, so no page says its seed will be revealed; the drawn lots
// are not.
func TestIssue14_C4_UndrawnLotIsMoot(t *testing.T) {
	v := demoCupView(t)
	for _, l := range v.Lots {
		if want := l.Purpose == "cup/cut-lot"; l.Moot != want || (l.Seed == "") != want {
			t.Errorf("lot %s: moot %v, seed %q", l.Purpose, l.Moot, l.Seed)
		}
	}
}

// TestIssue14_S10_GoingOnOnlyWhenCertain (issue 14, item 5): in the demo
// festival's group stage, half played, no player of a venue with a fight
// still to come is marked as going on, though the table has a top 4 now;
// a venue whose fights are all closed keeps its marks.
func TestIssue14_S10_GoingOnOnlyWhenCertain(t *testing.T) {
	evs, err := festival.DemoFestival(turnir.SeedFromUint64(2026), demoAt)
	if err != nil {
		t.Fatal(err)
	}
	f := replayed(t, evs)
	now, err := f.SvoyaVenues()
	if err != nil {
		t.Fatal(err)
	}
	shown, err := f.SvoyaVenuesShown()
	if err != nil {
		t.Fatal(err)
	}
	open := 0
	for v, sv := range shown {
		done := true
		for _, fv := range sv.Fights {
			done = done && fv.Done
		}
		for i, r := range sv.Table {
			if want := done && now[v].Table[i].Qualified; r.Qualified != want {
				t.Errorf("venue %d, %s: qualified %v, want %v (every fight closed: %v)", sv.Number, r.Name, r.Qualified, want, done)
			}
		}
		if !done {
			open++
		}
	}
	if open == 0 {
		t.Skip("the demo's group stage has no venue with a fight to come")
	}
}
