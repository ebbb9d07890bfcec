package puzzleswiss_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
)

func TestPuzzleSwiss(t *testing.T) {
	t.Run("P1_rounds_ceil_log2_N", func(t *testing.T) {
		for _, c := range []struct{ n, want int }{{2, 1}, {3, 2}, {4, 2}, {5, 3}, {8, 3}, {9, 4}, {16, 4}, {17, 5}, {1000, 10}, {1024, 10}, {1025, 11}} {
			if got := puzzleswiss.AutoRounds(c.n); got != c.want {
				t.Errorf("AutoRounds(%d) = %d, want %d", c.n, got, c.want)
			}
		}
		f := newFixture(t, settings(t), 1)
		f.registerN(9)
		f.begin()
		if f.tour.NumRounds != 4 {
			t.Errorf("9 solvers: %d rounds, want 4", f.tour.NumRounds)
		}
	})
	t.Run("P1_fixed_rounds_at_most_N_minus_1", func(t *testing.T) {
		s := settings(t)
		s.Rounds = 5
		f := newFixture(t, s, 1)
		f.registerN(5)
		_, err := f.tour.Begin(es.At(t0, "org", ""), f.seed, t0)
		refused(t, err, turnir.ECONFLICT)
		s.Rounds = 4
		f = newFixture(t, s, 1)
		f.registerN(5)
		f.begin()
		if f.tour.NumRounds != 4 {
			t.Errorf("rounds = %d, want the fixed 4", f.tour.NumRounds)
		}
	})
	t.Run("P2_registration_closes_at_the_draw", func(t *testing.T) {
		f := newFixture(t, settings(t), 1)
		f.registerN(4)
		f.begin()
		_, err := f.tour.Register("late", "Late Solver", "", t0)
		refused(t, err, turnir.ECONFLICT)
		for _, r := range f.tour.Rounds[0].Pairs {
			if r[0] == "late" || r[1] == "late" {
				t.Fatal("a late registration was drawn")
			}
		}
	})
	t.Run("P2_too_few_solvers_refused", func(t *testing.T) {
		f := newFixture(t, settings(t), 1)
		f.registerN(1)
		_, err := f.tour.Begin(es.At(t0, "org", ""), f.seed, t0)
		refused(t, err, turnir.ECONFLICT)
	})
	t.Run("P3_withdraw_before_draw_only", func(t *testing.T) {
		f := newFixture(t, settings(t), 1)
		f.registerN(5)
		f.must(f.tour.Withdraw(es.At(t0, "s03", ""), "s03"))
		_, err := f.tour.Withdraw(es.At(t0, "s03", ""), "s03")
		refused(t, err, turnir.ECONFLICT)
		f.begin()
		if f.tour.Solvers["s03"].Lot != 0 {
			t.Error("a withdrawn solver drew a lot")
		}
		r := f.tour.Rounds[0]
		if len(r.Pairs) != 2 || r.Bye != "" {
			t.Errorf("round 1 of 4 remaining: pairs %v bye %q", r.Pairs, r.Bye)
		}
		for _, p := range r.Pairs {
			if p[0] == "s03" || p[1] == "s03" {
				t.Errorf("withdrawn solver drawn: %v", p)
			}
		}
		_, err = f.tour.Withdraw(es.At(t0, "s01", ""), "s01")
		refused(t, err, turnir.ECONFLICT)
	})
	t.Run("P4_everyone_paired_once", func(t *testing.T) {
		f := newFixture(t, settings(t), 3)
		f.registerN(10)
		f.begin()
		seen := map[string]int{}
		for _, p := range f.tour.Rounds[0].Pairs {
			seen[p[0]]++
			seen[p[1]]++
		}
		if len(seen) != 10 {
			t.Fatalf("paired %d of 10", len(seen))
		}
		for id, n := range seen {
			if n != 1 {
				t.Errorf("%s paired %d times", id, n)
			}
		}
	})
	t.Run("P5_round_one_by_lot_replayable", func(t *testing.T) {
		draw := func(seed uint64) [][2]string {
			f := newFixture(t, settings(t), seed)
			f.registerN(12)
			f.begin()
			return f.tour.Rounds[0].Pairs
		}
		a, b, c := draw(7), draw(7), draw(8)
		if !slices.Equal(a, b) {
			t.Errorf("the same seed drew %v and %v", a, b)
		}
		if slices.Equal(a, c) {
			t.Errorf("seeds 7 and 8 drew the same pairs %v", a)
		}
	})
	t.Run("P5_seed_must_match_commitment", func(t *testing.T) {
		f := newFixture(t, settings(t), 1)
		f.registerN(4)
		_, err := f.tour.Begin(es.At(t0, "org", ""), turnir.SeedFromUint64(2), t0)
		refused(t, err, turnir.EINVALID)
	})
	t.Run("P6_later_rounds_by_standings_without_repeats", func(t *testing.T) {
		f := newFixture(t, settings(t), 5)
		f.registerN(8)
		f.begin()
		// Round 1: the first of each pair solves, the second does not.
		times := map[string]time.Duration{}
		for i, p := range f.tour.Rounds[0].Pairs {
			times[p[0]] = time.Duration(i+1) * time.Minute
		}
		f.playRound(times)
		f.advance()
		r2 := f.tour.Current()
		if r2.N != 2 {
			t.Fatalf("round 2 not drawn")
		}
		// Leaders (2 points) are ordered by Buchholz (all 0), then time:
		// the fastest winner is first and meets the next winner.
		st := f.tour.Standings()
		if r2.Pairs[0] != [2]string{st[0].ID, st[1].ID} {
			t.Errorf("round 2 first pair %v, want the top two %s %s", r2.Pairs[0], st[0].ID, st[1].ID)
		}
		met := map[[2]string]bool{}
		for _, p := range f.tour.Rounds[0].Pairs {
			met[p] = true
			met[[2]string{p[1], p[0]}] = true
		}
		for _, p := range r2.Pairs {
			if met[p] {
				t.Errorf("round 2 repeats %v", p)
			}
		}
	})
	t.Run("P7_odd_number_lowest_sits_out", func(t *testing.T) {
		f := newFixture(t, settings(t), 11)
		f.registerN(5)
		f.begin()
		first := f.tour.Rounds[0].Bye
		if first == "" {
			t.Fatal("no bye with 5 solvers")
		}
		f.playRound(map[string]time.Duration{first: time.Minute})
		if got := f.tour.Rounds[0].Results[first].Points; got != 2 {
			t.Errorf("bye who solved scored %d, want 2 (pair of one)", got)
		}
		f.advance()
		r2 := f.tour.Current()
		st := f.tour.Standings()
		var lowest string
		for i := len(st) - 1; i >= 0; i-- {
			if st[i].ID != first {
				lowest = st[i].ID
				break
			}
		}
		if r2.Bye != lowest {
			t.Errorf("round 2 bye %q, want the lowest who has not sat out %q (table %v)", r2.Bye, lowest, st)
		}
		f.playRound(nil)
		if got := r2.Results[r2.Bye].Points; got != 0 {
			t.Errorf("bye who did not solve scored %d, want 0", got)
		}
	})
	t.Run("P7_fixed_bye_points_setting", func(t *testing.T) {
		s := settings(t)
		s.Bye = puzzleswiss.ByeRule{Mode: puzzleswiss.ByeFixed, Points: 1}
		f := newFixture(t, s, 11)
		f.registerN(3)
		f.begin()
		bye := f.tour.Rounds[0].Bye
		f.playRound(nil)
		if got := f.tour.Rounds[0].Results[bye].Points; got != 1 {
			t.Errorf("fixed bye scored %d, want 1", got)
		}
	})
	t.Run("P8_round_lasts_its_length", func(t *testing.T) {
		f := newFixture(t, settings(t), 1)
		f.registerN(4)
		f.begin()
		r := f.tour.Current()
		if !r.Opened || !r.EndsAt.Equal(t0.Add(5*time.Minute)) {
			t.Fatalf("round 1 opened %v, ends %v", r.Opened, r.EndsAt)
		}
		f.clock.Set(r.EndsAt.Add(-time.Millisecond))
		f.advance()
		if r.Closed {
			t.Fatal("closed before its end")
		}
		f.clock.Set(r.EndsAt)
		f.advance()
		if !r.Closed {
			t.Fatal("not closed at its end")
		}
	})
	t.Run("P9_timer_starts_on_start_press_round_not_extended", func(t *testing.T) {
		f := newFixture(t, settings(t), 1)
		f.registerN(2)
		f.begin()
		r := f.tour.Current()
		late := t0.Add(4 * time.Minute)
		if _, err := f.tour.Statement("s01", late); turnir.ErrorCode(err) != turnir.ECONFLICT {
			t.Errorf("puzzle shown before Start: %v", err)
		}
		f.start("s01", late)
		st, err := f.tour.Statement("s01", late)
		if err != nil || st.ID != "p1" {
			t.Fatalf("statement after Start: %+v %v", st, err)
		}
		if !f.answer("s01", "answer 1", late.Add(30*time.Second+1234*time.Microsecond)) {
			t.Fatal("right answer refused")
		}
		if got := r.Solved["s01"]; got != 30*time.Second+time.Millisecond {
			t.Errorf("solve time %v, want Check-Start to the ms", got)
		}
		if !r.EndsAt.Equal(t0.Add(5 * time.Minute)) {
			t.Errorf("a late start moved the end to %v", r.EndsAt)
		}
		f.start("s02", late)
		_, _, err = f.tour.Check("s02", "answer 1", r.EndsAt)
		refused(t, err, turnir.ECONFLICT)
		_, err = f.tour.Start("s02", r.EndsAt.Add(time.Second))
		refused(t, err, turnir.ECONFLICT)
	})
	t.Run("P9_no_puzzle_before_the_round_opens", func(t *testing.T) {
		f := newFixture(t, settings(t), 1)
		f.registerN(2)
		f.must(f.tour.Begin(es.At(t0, "org", ""), f.seed, t0.Add(time.Hour)))
		f.advance()
		_, err := f.tour.Start("s01", t0.Add(time.Minute))
		refused(t, err, turnir.ECONFLICT)
		_, err = f.tour.Statement("s01", t0.Add(time.Minute))
		refused(t, err, turnir.ECONFLICT)
	})
	t.Run("P10_unlimited_attempts_no_penalty", func(t *testing.T) {
		f := newFixture(t, settings(t), 1)
		f.registerN(2)
		f.begin()
		r := f.tour.Current()
		f.start("s01", t0)
		f.start("s02", t0)
		for i := 0; i < 20; i++ {
			if f.answer("s01", "wrong", t0.Add(time.Duration(i)*time.Second)) {
				t.Fatal("wrong answer accepted")
			}
		}
		if !f.answer("s01", "  ANSWER 1 ", t0.Add(time.Minute)) {
			t.Fatal("right answer (other case and spaces) refused")
		}
		f.answer("s02", "answer 1", t0.Add(2*time.Minute))
		if r.Attempts["s01"] != 21 {
			t.Errorf("attempts %d, want 21", r.Attempts["s01"])
		}
		f.clock.Set(r.EndsAt)
		f.advance()
		if r.Results["s01"].Points != 2 || r.Results["s01"].Time != time.Minute {
			t.Errorf("20 wrong attempts changed the result: %+v", r.Results["s01"])
		}
		_, _, err := f.tour.Check("s01", "", t0)
		if err == nil {
			t.Error("check after the close accepted")
		}
	})
	t.Run("P10_check_before_start_refused", func(t *testing.T) {
		f := newFixture(t, settings(t), 1)
		f.registerN(2)
		f.begin()
		_, _, err := f.tour.Check("s01", "answer 1", t0)
		refused(t, err, turnir.ECONFLICT)
		_, _, err = f.tour.Check("nobody", "answer 1", t0)
		refused(t, err, turnir.EFORBIDDEN)
	})
	t.Run("P11_first_2_second_1_none_0", func(t *testing.T) {
		cases := []struct {
			name   string
			a, b   time.Duration // 0 = no solution
			pa, pb int
		}{
			{"a_first", time.Minute, 2 * time.Minute, 2, 1},
			{"b_first", 3 * time.Minute, time.Minute, 1, 2},
			{"only_a", time.Minute, 0, 2, 0},
			{"only_b", 0, 4 * time.Minute, 0, 2},
			{"nobody", 0, 0, 0, 0},
			{"equal_to_the_ms_both_2", 90 * time.Second, 90*time.Second + 999*time.Microsecond, 2, 2},
			{"one_ms_apart", 90 * time.Second, 90*time.Second + time.Millisecond, 2, 1},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				f := newFixture(t, settings(t), 1)
				f.registerN(2)
				f.begin()
				p := f.tour.Current().Pairs[0]
				times := map[string]time.Duration{}
				if c.a > 0 {
					times[p[0]] = c.a
				}
				if c.b > 0 {
					times[p[1]] = c.b
				}
				r := f.playRound(times)
				if r.Results[p[0]].Points != c.pa || r.Results[p[1]].Points != c.pb {
					t.Errorf("points %d:%d, want %d:%d", r.Results[p[0]].Points, r.Results[p[1]].Points, c.pa, c.pb)
				}
			})
		}
	})
	t.Run("P12_next_round_after_the_pause", func(t *testing.T) {
		f := newFixture(t, settings(t), 2)
		f.registerN(4)
		f.begin()
		r1 := f.playRound(nil)
		f.advance()
		r2 := f.tour.Current()
		if r2.N != 2 || !r2.OpensAt.Equal(r1.EndsAt.Add(time.Minute)) {
			t.Fatalf("round 2 opens at %v, want one minute after %v", r2.OpensAt, r1.EndsAt)
		}
		f.clock.Set(r2.OpensAt.Add(-time.Second))
		f.advance()
		if r2.Opened {
			t.Fatal("round 2 opened during the pause")
		}
		f.clock.Set(r2.OpensAt)
		f.advance()
		if !r2.Opened {
			t.Fatal("round 2 did not open by itself after the pause")
		}
		f.playRound(nil)
		f.advance()
		if f.tour.Phase != puzzleswiss.PhaseFinished {
			t.Errorf("after the last round phase = %s", f.tour.Phase)
		}
	})
}

func TestRegistration(t *testing.T) {
	t.Run("P2_duplicate_name_refused_until_withdrawn", func(t *testing.T) {
		f := newFixture(t, settings(t), 1)
		f.register("Анна")
		_, err := f.tour.Register("x", "  АННА ", "", t0)
		refused(t, err, turnir.ECONFLICT)
		f.must(f.tour.Withdraw(es.At(t0, "Анна", ""), "Анна"))
		f.must(f.tour.Register("x", "анна", "", t0))
	})
	// A name that reads like an entered one is the same name: the zero-width
	// space, a bidi embedding or full-width letters do not make a second Alice.
	t.Run("P2_lookalike_of_a_registered_name_refused_as_the_same", func(t *testing.T) {
		f := newFixture(t, settings(t), 1)
		f.register("Alice")
		for i, name := range []string{"Alice\u200b", "\u202aAlice\u202c", "Ａｌｉｃｅ", "Al\u00adice"} {
			_, err := f.tour.Register(fmt.Sprint("x", i), name, "", t0)
			refused(t, err, turnir.ECONFLICT)
			if !strings.Contains(err.Error(), "already registered") {
				t.Errorf("%q: %v, want the already-registered refusal", name, err)
			}
		}
	})
	// Names that would take over a terminal or hide in a page are refused
	// outright, before anything is written.
	t.Run("P2_control_and_invisible_characters_refused", func(t *testing.T) {
		f := newFixture(t, settings(t), 1)
		for i, name := range []string{"Ali\x00ce", "\x1b[31mBob\x1b[0m", "\u202eecilA", "Bob\u200b", "Zed\u200d", "\ufeffCarl", "\u3164"} {
			_, err := f.tour.Register(fmt.Sprint("x", i), name, "", t0)
			refused(t, err, turnir.EINVALID)
		}
	})
	t.Run("P2_name_stored_in_NFC", func(t *testing.T) {
		f := newFixture(t, settings(t), 1)
		evs := f.must(f.tour.Register("x", "Йе\u0308ж", "", t0))
		f.apply(evs)
		if got := f.tour.Solvers["x"].Name; got != "Йёж" {
			t.Errorf("stored name %q, want the NFC form %q", got, "Йёж")
		}
	})
}
