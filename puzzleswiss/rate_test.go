package puzzleswiss_test

import (
	"errors"
	"testing"
	"time"

	"turnir"
	"turnir/puzzleswiss"
)

// TestP10_CheckRateJudgedFromTheLog: the engine refuses a Check over the
// tournament's check_rate from the Checks its log holds: a burst of 3 at
// once, the fourth refused with how long to wait (half a second at 2 a
// second), taken again once that has passed; a refused press is not an
// attempt and takes no token; a fresh state folded from the same log
// refuses the same press, so every server on one log judges alike; and a
// solver's budget is their own.
func TestP10_CheckRateJudgedFromTheLog(t *testing.T) {
	s := settings(t)
	s.CheckRate = puzzleswiss.RateLimit{Burst: 3, PerSecond: 2}
	f := newFixture(t, s, 3)
	ids := f.registerN(2)
	f.begin()
	at := f.clock.Now()
	f.start(ids[0], at)
	f.start(ids[1], at)
	for range 3 {
		if f.answer(ids[0], "wrong", at) {
			t.Fatal("a wrong answer judged right")
		}
	}
	evs, _, err := f.tour.Check(ids[0], f.right(1), at.Add(100*time.Millisecond))
	refused(t, err, turnir.ETOOMANY)
	var rr *puzzleswiss.RateRefusal
	if !errors.As(err, &rr) || rr.Wait != 400*time.Millisecond || len(evs) != 0 {
		t.Fatalf("the fourth Check 100 ms after a burst of 3: %v (wait %v), %d events; want a refusal to wait 400 ms", err, rr, len(evs))
	}
	if got := turnir.ErrorMessage(err, "ru"); got != "слишком много проверок подряд: подождите 0,4 с и попробуйте снова" {
		t.Errorf("Russian message %q", got)
	}
	if n := f.tour.Current().Attempts[ids[0]]; n != 3 {
		t.Errorf("attempts %d after a refused press, want 3", n)
	}

	// Another server folds the same log: it refuses the same press.
	other, err := puzzleswiss.Replay(f.log)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := other.Check(ids[0], f.right(1), at.Add(499*time.Millisecond)); turnir.ErrorCode(err) != turnir.ETOOMANY {
		t.Errorf("the replayed state took a Check 499 ms after the burst: %v", err)
	}
	// The other solver's bucket is full.
	if !f.answer(ids[1], f.right(1), at) {
		t.Error("the other solver's right answer was not taken")
	}
	// Half a second after the burst one token is back, and only one.
	if !f.answer(ids[0], f.right(1), at.Add(500*time.Millisecond)) {
		t.Error("the right answer, half a second after the burst, was not taken")
	}
}

// TestP10_CheckRateNeverBitesAHuman: under the default check_rate a
// solver who types and presses as fast as a person can (ten tries in the
// first seconds, then one every second) is never refused.
func TestP10_CheckRateNeverBitesAHuman(t *testing.T) {
	f := newFixture(t, settings(t), 4)
	ids := f.registerN(2)
	f.begin()
	at := f.clock.Now()
	f.start(ids[0], at)
	for i := range 40 {
		d := time.Duration(i) * 300 * time.Millisecond // ten in 3 s
		if i >= 10 {
			d = 3*time.Second + time.Duration(i-10)*time.Second
		}
		evs, _, err := f.tour.Check(ids[0], "wrong", at.Add(d))
		if err != nil {
			t.Fatalf("try %d at +%v refused: %v", i+1, d, err)
		}
		f.apply(evs)
	}
}
