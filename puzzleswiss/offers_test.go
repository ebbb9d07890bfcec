package puzzleswiss_test

import (
	"slices"
	"testing"

	"turnir"
	"turnir/es"
)

// TestOffersFollowTheCommands: what the organizer's page is offered in
// each phase is what the commands accept then (P3, P12, DQ2).
func TestOffersFollowTheCommands(t *testing.T) {
	f := newFixture(t, settings(t), 1)
	f.registerN(4)
	has := func(s string) bool { return slices.Contains(f.tour.Offers(), s) }
	at := func() es.Meta { return es.At(f.clock.Now(), "org", "because") }
	if !has("settings") || !has("begin") || !has("schedule") || has("round") || has("publish") {
		t.Errorf("registration offers %v", f.tour.Offers())
	}
	if _, err := f.tour.ChangeSettings(at(), f.tour.Settings); err != nil {
		t.Errorf("settings offered but refused: %v", err)
	}
	f.begin()
	if has("settings") || has("begin") || !has("round") || !has("puzzles") || !has("disqualify") {
		t.Errorf("running offers %v", f.tour.Offers())
	}
	if _, err := f.tour.ChangeSettings(at(), f.tour.Settings); turnir.ErrorCode(err) != turnir.ECONFLICT {
		t.Errorf("settings not offered but accepted: %v", err)
	}
	if r := f.tour.Current(); r != nil && r.Opened && !r.Closed {
		if has("finish") {
			t.Errorf("finish offered with round %d open: %v", r.N, f.tour.Offers())
		}
		if _, err := f.tour.Finish(at()); turnir.ErrorCode(err) != turnir.ECONFLICT {
			t.Errorf("finish not offered but accepted: %v", err)
		}
	} else {
		t.Fatalf("round 1 is not open after the start: %+v", r)
	}
	f.must(f.tour.CloseRound(at(), 1))
	if !has("finish") {
		t.Errorf("finish not offered between rounds: %v", f.tour.Offers())
	}
	f.must(f.tour.Finish(at()))
	if !slices.Equal(f.tour.Offers(), []string{"publish"}) {
		t.Errorf("finished offers %v", f.tour.Offers())
	}
	f.must(f.tour.Publish(at()))
	if len(f.tour.Offers()) != 0 {
		t.Errorf("published offers %v", f.tour.Offers())
	}
}
