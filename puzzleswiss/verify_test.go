package puzzleswiss_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
)

// playAll runs a whole tournament of n solvers in which solver i solves
// every round after (i*7 mod 290)+5 seconds when i is odd, else never.
func playAll(t *testing.T, n int, seed uint64) *fixture {
	f := newFixture(t, settings(t), seed)
	ids := f.registerN(n)
	f.begin()
	for f.tour.Phase == puzzleswiss.PhaseRunning {
		times := map[string]time.Duration{}
		r := f.tour.Current()
		for i, id := range ids {
			if _, in := r.Opponent(id); in && i%2 == 1 {
				times[id] = time.Duration((i*7*r.N)%290+5) * time.Second
			}
		}
		f.playRound(times)
		f.advance()
	}
	return f
}

func TestVerify(t *testing.T) {
	t.Run("P5_P6_P11_honest_log_confirmed", func(t *testing.T) {
		f := playAll(t, 11, 9)
		rep, err := puzzleswiss.Verify(f.log)
		if err != nil {
			t.Fatal(err)
		}
		if !rep.OK() || !rep.Final || rep.Draws != f.tour.NumRounds || rep.Scorings != f.tour.NumRounds || rep.Lots != 1 {
			t.Fatalf("report %+v", rep)
		}
		again, err := puzzleswiss.Replay(f.log)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(again.Standings())
		b, _ := json.Marshal(f.tour.Standings())
		if string(a) != string(b) {
			t.Error("replay gives other standings")
		}
	})
	tamper := func(t *testing.T, typ string, change func(m map[string]any)) *puzzleswiss.Report {
		t.Helper()
		f := playAll(t, 8, 4)
		log := append([]turnir.Event(nil), f.log...)
		for i := len(log) - 1; i >= 0; i-- {
			if log[i].Type != typ {
				continue
			}
			var m map[string]any
			json.Unmarshal(log[i].Data, &m)
			change(m)
			log[i].Data, _ = json.Marshal(m)
			break
		}
		rep, err := puzzleswiss.Verify(log)
		if err != nil {
			t.Fatal(err)
		}
		if rep.OK() {
			t.Fatalf("tampered %s not detected: %+v", typ, rep)
		}
		return rep
	}
	t.Run("P9_press_of_another_round_detected", func(t *testing.T) {
		// A Start moved into round 2's place while round 1 was still
		// running is a press no command accepts: Verify re-runs every
		// press on the state before it.
		rep := tamper(t, puzzleswiss.EvStarted, func(m map[string]any) { m["round"] = 1.0 })
		if !strings.Contains(rep.Mismatches[0].What, "command") {
			t.Errorf("mismatch %q", rep.Mismatches)
		}
	})
	t.Run("P2_registration_after_the_draw_detected", func(t *testing.T) {
		f := playAll(t, 8, 4)
		log := append([]turnir.Event(nil), f.log...)
		late := turnir.NewEvent(puzzleswiss.EvRegistered, log[len(log)-1].At, "s99", puzzleswiss.Registered{ID: "s99", Name: "Опоздавший"})
		// In place of the last event (the finish), so the replay itself
		// accepts the log and only the re-run command can object.
		late.Stream, late.Version = log[len(log)-1].Stream, log[len(log)-1].Version
		log[len(log)-1] = late
		rep, err := puzzleswiss.Verify(log)
		if err != nil || rep.OK() || !strings.Contains(rep.Mismatches[0].What, "refuses") {
			t.Fatalf("a registration after the draw passes: %v %+v", err, rep)
		}
	})
	t.Run("P6_swapped_pairing_detected", func(t *testing.T) {
		rep := tamper(t, puzzleswiss.EvRoundPaired, func(m map[string]any) {
			ps := m["pairs"].([]any)
			a, b := ps[0].([]any), ps[1].([]any)
			a[1], b[1] = b[1], a[1]
		})
		if !strings.Contains(rep.Mismatches[0].What, "draw") {
			t.Errorf("mismatch %q", rep.Mismatches)
		}
	})
	t.Run("P11_changed_points_detected", func(t *testing.T) {
		tamper(t, puzzleswiss.EvRoundClosed, func(m map[string]any) {
			for _, v := range m["results"].(map[string]any) {
				v.(map[string]any)["points"] = 7.0
				break
			}
		})
	})
	t.Run("P5_changed_seed_detected", func(t *testing.T) {
		tamper(t, puzzleswiss.EvBegun, func(m map[string]any) { m["seed"] = turnir.SeedFromUint64(99).String() })
	})
	t.Run("P10_changed_verdict_detected", func(t *testing.T) {
		tamper(t, puzzleswiss.EvChecked, func(m map[string]any) { m["answer"] = "something else" })
	})
}

func TestDisqualification(t *testing.T) {
	t.Run("DQ2_not_paired_again_results_stay", func(t *testing.T) {
		f := newFixture(t, settings(t), 6)
		f.registerN(6)
		f.begin()
		p := f.tour.Current().Pairs[0]
		f.start(p[0], t0)
		f.answer(p[0], "answer 1", t0.Add(time.Minute))
		_, err := f.tour.Disqualify(es.At(t0.Add(2*time.Minute), "org", ""), p[0])
		refused(t, err, turnir.EINVALID)
		f.must(f.tour.Disqualify(es.At(t0.Add(2*time.Minute), "org", "electronic device"), p[0]))
		_, err = f.tour.Start(p[0], t0.Add(3*time.Minute))
		refused(t, err, turnir.EFORBIDDEN)
		f.playRound(nil)
		r2 := f.tour.Current()
		if _, in := r2.Opponent(p[0]); in {
			t.Errorf("disqualified solver drawn in round 2: %v bye %q", r2.Pairs, r2.Bye)
		}
		if r2.Bye == "" {
			t.Error("5 active solvers and no bye")
		}
		if f.tour.Rounds[0].Results[p[0]].Points != 2 {
			t.Error("past result of a disqualified solver lost")
		}
		found := false
		for _, d := range f.tour.Decisions {
			if d.Type == puzzleswiss.EvDisqualified && d.Reason == "electronic device" && d.Actor == "org" {
				found = true
			}
		}
		if !found {
			t.Errorf("DQ1: the decision is not logged with who and why: %+v", f.tour.Decisions)
		}
	})
}

// TestTitlesAreCleanedLikeNames: a tournament's name goes through the name
// rule too (no ESC, bidi or zero-width characters, at most 200 characters),
// found by review.
func TestTitlesAreCleanedLikeNames(t *testing.T) {
	c := strings.Repeat("0", 64)
	for _, bad := range []string{"Evil\x1b[31m", "Bidi\u202eabc", "Z\u200bW", "Nul\x00x", strings.Repeat("a", puzzleswiss.MaxTitle+1)} {
		if _, err := puzzleswiss.Create(es.At(time.Now(), "org", ""), "t", bad, puzzleswiss.DefaultSettings(), c); turnir.ErrorCode(err) != turnir.EINVALID {
			t.Errorf("title %q: %v", bad, err)
		}
	}
	evs, err := puzzleswiss.Create(es.At(time.Now(), "org", ""), "t", "  Весенний   кубок ", puzzleswiss.DefaultSettings(), c)
	var d puzzleswiss.Created
	if err != nil || evs[0].Decode(&d) != nil || d.Name != "Весенний кубок" {
		t.Fatalf("a plain title: %v %q", err, d.Name)
	}
}
