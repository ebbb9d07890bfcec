package puzzleswiss_test

import (
	"fmt"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
	"turnir/puzzleswiss/puzzle"
)

var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

// fixture is a tournament run in memory: every command's events are given
// versions and applied, as es.Host would after a commit.
type fixture struct {
	t     *testing.T
	clock *turnir.ManualClock
	seed  turnir.Seed
	tour  *puzzleswiss.Tournament
	log   []turnir.Event
}

func settings(t *testing.T) puzzleswiss.Settings {
	t.Helper()
	return puzzleswiss.DefaultSettings()
}

func newFixture(t *testing.T, s puzzleswiss.Settings, seed uint64) *fixture {
	t.Helper()
	f := &fixture{t: t, clock: turnir.NewManualClock(t0), seed: turnir.SeedFromUint64(seed), tour: puzzleswiss.New()}
	evs, err := puzzleswiss.Create(es.At(t0, "org", ""), "cup", "Test cup", s, f.seed.Commitment())
	f.must(evs, err)
	set := puzzle.Set{}
	for i := 1; i <= 12; i++ {
		set.Puzzles = append(set.Puzzles, puzzle.Puzzle{ID: fmt.Sprintf("p%d", i), Kind: puzzle.KindText,
			Text: "?", Key: &puzzle.Key{Accepted: []string{fmt.Sprintf("answer %d", i)}}})
	}
	f.must(f.tour.SetPuzzles(es.At(t0, "org", ""), set))
	return f
}

// must applies evs, failing the test on err.
func (f *fixture) must(evs []turnir.Event, err error) []turnir.Event {
	f.t.Helper()
	if err != nil {
		f.t.Fatalf("unexpected error: %v", err)
	}
	f.apply(evs)
	return evs
}

func (f *fixture) apply(evs []turnir.Event) {
	f.t.Helper()
	for _, e := range evs {
		e.Stream, e.Version = "cup", f.tour.Version+1
		if err := f.tour.Apply(e); err != nil {
			f.t.Fatalf("apply %s: %v", e.Type, err)
		}
		f.log = append(f.log, e)
	}
}

// refused asserts that err is a *turnir.Error with code and both messages.
func refused(t *testing.T, err error, code string) {
	t.Helper()
	if turnir.ErrorCode(err) != code {
		t.Fatalf("err = %v, want code %s", err, code)
	}
	if turnir.ErrorMessage(err, "ru") == "" || turnir.ErrorMessage(err, "ru") == turnir.ErrorMessage(err, "en") {
		t.Errorf("no Russian message for %v", err)
	}
}

func (f *fixture) register(names ...string) {
	f.t.Helper()
	for _, n := range names {
		f.must(f.tour.Register(n, n, "", f.clock.Now()))
	}
}

func (f *fixture) registerN(n int) []string {
	var ids []string
	for i := 1; i <= n; i++ {
		ids = append(ids, fmt.Sprintf("s%02d", i))
	}
	f.register(ids...)
	return ids
}

// begin closes registration and draws round 1, opening at once.
func (f *fixture) begin() {
	f.t.Helper()
	f.must(f.tour.Begin(es.At(f.clock.Now(), "org", ""), f.seed, f.clock.Now()))
	f.advance()
}

// advance runs every step the clock makes due now.
func (f *fixture) advance() {
	f.t.Helper()
	for i := 0; i < 10; i++ {
		evs, err := f.tour.Advance(f.clock.Now())
		f.must(evs, err)
		if len(evs) == 0 {
			return
		}
	}
	f.t.Fatal("Advance did not settle")
}

// solve makes id press Start at +start and a right Check at +start+d from
// the round's opening (the clock must be at the opening).
func (f *fixture) answer(id, ans string, at time.Time) bool {
	f.t.Helper()
	evs, ok, err := f.tour.Check(id, ans, at)
	f.must(evs, err)
	return ok
}

func (f *fixture) start(id string, at time.Time) {
	f.t.Helper()
	f.must(f.tour.Start(id, at))
}

func (f *fixture) right(round int) string { return fmt.Sprintf("answer %d", round) }

// playRound: from the round's opening, solvers in times solve after the
// given duration from the opening (starting at the opening); others do
// nothing. Then the clock runs to the end and the round closes.
func (f *fixture) playRound(times map[string]time.Duration) *puzzleswiss.Round {
	f.t.Helper()
	r := f.tour.Current()
	if !r.Opened {
		f.clock.Set(r.OpensAt)
		f.advance()
	}
	open := f.clock.Now()
	for id, d := range times {
		f.start(id, open)
		if !f.answer(id, f.right(r.N), open.Add(d)) {
			f.t.Fatalf("right answer judged wrong")
		}
	}
	f.clock.Set(r.EndsAt)
	f.advance()
	if !r.Closed {
		f.t.Fatalf("round %d did not close at its end", r.N)
	}
	return r
}
