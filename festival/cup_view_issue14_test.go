package festival_test

import (
	"testing"

	"turnir"
	"turnir/festival"
)

// demoCupView is the CupView of the demo cup as the server writes it
// (the demo's fixed seed, 2026: a shootout decides the cut).
func demoCupView(t *testing.T) festival.CupView {
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
	want := []festival.KnockoutColumn{{Round: 2, Lot: "seeded"}, {Round: 3, Lot: "general"}}
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
	follows := func(p festival.BracketPair, x, y string) bool {
		return (p.A == x && p.B == y) || (p.A == y && p.B == x)
	}
	if follows(r3[0], w(0), w(1)) && follows(r3[1], w(2), w(3)) {
		t.Logf("this seed's round-3 lot happens to follow the positions: %+v", r3)
	}
}
