package festival_test

import (
	"flag"
	"fmt"
	"slices"
	"strconv"
	"testing"
	"time"

	"turnir"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/svoyatournament"
	"turnir/svoya"
)

func init() {
	// The festival's tests share one -seed flag, whichever file defines it.
	if flag.Lookup("seed") == nil {
		flag.Uint64("seed", 0, "seed for the randomised tests (0: a fresh one)")
	}
}

// svoyaSeed returns the seed of a randomised test and logs it, so a
// failure can be replayed with -seed.
func svoyaSeed(t *testing.T) uint64 {
	t.Helper()
	s, _ := strconv.ParseUint(flag.Lookup("seed").Value.String(), 10, 64)
	if s == 0 {
		s = uint64(time.Now().UnixNano())
	}
	t.Logf("seed %d (replay with -seed %d)", s, s)
	return s
}

// commit is the commit function PlaySvoya is given: the harness logs and
// applies the events.
func (h *harness) commit(evs []turnir.Event) error {
	h.do(evs, nil)
	return nil
}

// TestPlaySvoya plays a whole tournament of 50 entrants with the simulator
// through the commands, and a demo half-way through, then replays both.
func TestPlaySvoya(t *testing.T) {
	seed := svoyaSeed(t)
	t.Run("S1_whole_tournament_to_the_final_ranking", func(t *testing.T) {
		h := newHarness(t)
		h.teams(10, 5)
		h.do(h.f.OpenSvoya(es.At(h.now(), "org", ""), svoya.DefaultConfig()))
		r := turnir.SeedFromUint64(seed).Rand("svoya-sim")
		if err := festival.PlaySvoya(r, h.f, h.now, h.commit, nil); err != nil {
			t.Fatal(err)
		}
		rank, err := h.f.SvoyaRanking()
		if err != nil {
			t.Fatal(err)
		}
		if len(rank) != 50 || rank[0].Place != "1" || rank[0].Reached != svoyatournament.SvoyaFinal {
			t.Fatalf("ranking of %d, first %+v", len(rank), rank[0])
		}
		h.replayMatches()
		// Every stored decision of this random history follows from it.
		if rep, err := festival.Verify(h.log); err != nil || !rep.OK() || rep.Draws != 4 {
			t.Fatalf("verify: %+v %v", rep, err)
		}
	})
	t.Run("S9_demo_stops_half_way_through_the_group_stage", func(t *testing.T) {
		h := newHarness(t)
		h.teams(12, 4)
		h.do(h.f.OpenSvoya(es.At(h.now(), "org", ""), svoya.DefaultConfig()))
		r := turnir.SeedFromUint64(seed).Rand("svoya-demo")
		if err := festival.PlaySvoya(r, h.f, h.now, h.commit, festival.SvoyaHalfway); err != nil {
			t.Fatal(err)
		}
		st, err := h.f.SvoyaNext()
		if err != nil || st.Stage != svoyatournament.SvoyaGroups || st.Done != 16 || st.Fights != 32 {
			t.Fatalf("step %+v %v", st, err)
		}
		q, _ := h.f.SvoyaQualifying()
		if !q.Closed || len(q.Rows) != 48 || len(st.Ties) != 0 {
			t.Fatalf("qualifying closed %v rows %d, ties holding the tournament %v", q.Closed, len(q.Rows), st.Ties)
		}
		// A tie the committee was not asked to order is one the cut does
		// not split (S6): its players all go on or all stay out, and
		// share their place.
		qualified := map[string]bool{}
		for _, r := range q.Rows {
			qualified[r.Player] = r.Qualified
		}
		for _, tie := range q.Ties {
			n := 0
			for _, p := range tie {
				if qualified[p] {
					n++
				}
			}
			if n != 0 && n != len(tie) {
				t.Fatalf("the cut splits the tie %v, and nobody ordered it", tie)
			}
		}
		h.replayMatches()
	})
	t.Run("S3_fewer_entrants_than_seats_start_from_the_groups", func(t *testing.T) {
		h := newHarness(t)
		h.teams(7, 4)
		h.do(h.f.OpenSvoya(es.At(h.now(), "org", ""), svoya.DefaultConfig()))
		r := turnir.SeedFromUint64(seed).Rand("svoya-s3")
		if err := festival.PlaySvoya(r, h.f, h.now, h.commit, nil); err != nil {
			t.Fatal(err)
		}
		if h.f.Svoya.SeatSeed == "" || h.f.Lots[0].Purpose != svoyatournament.SvoyaSeatLot {
			t.Fatal("28 entrants were not seated by lot")
		}
		rank, err := h.f.SvoyaRanking()
		if err != nil || len(rank) != 28 || rank[27].Reached != svoyatournament.SvoyaGroups {
			t.Fatalf("ranking %v %v", len(rank), err)
		}
		h.replayMatches()
	})
	t.Run("DQ2_disqualified_in_the_play_off_the_next_player_goes_on", func(t *testing.T) {
		// The case needs quarter-final 2 decided without a tie; when the
		// seed's history ties it, the next seeds are tried in turn, so the
		// test never passes without making its checks.
		for k := uint64(0); k < 50; k++ {
			if dq2InPlayoff(t, seed+k) {
				if k > 0 {
					t.Logf("seed %d ties quarter-final 2; seed %d used", seed, seed+k)
				}
				return
			}
		}
		t.Fatal("50 seeds in a row tie quarter-final 2")
	})
}

// BenchmarkSvoyaReplay folds the log of a whole simulated tournament of 50
// entrants into a fresh state, as a server does when it loads a festival.
func BenchmarkSvoyaReplay(b *testing.B) {
	f := festival.New()
	var log []turnir.Event
	clock := turnir.NewManualClock(time.Date(2026, 5, 9, 10, 0, 0, 0, time.UTC))
	now := func() time.Time { return clock.Advance(time.Second) }
	commit := func(evs []turnir.Event) error {
		for _, e := range evs {
			e.Stream, e.Version = "fest", f.Version+1
			if err := f.Apply(e); err != nil {
				return err
			}
			log = append(log, e)
		}
		return nil
	}
	must := func(evs []turnir.Event, err error) {
		if err == nil {
			err = commit(evs)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	must(festival.Create(es.At(now(), "org", ""), "fest", "Фестиваль"))
	for k := range 10 {
		team := fmt.Sprintf("T%d", k+1)
		must(f.RegisterTeam(es.At(now(), "org", ""), team, "Команда "+team, ""))
		for p := range 5 {
			must(f.RegisterPlayer(es.At(now(), "org", ""), fmt.Sprintf("%s-p%d", team, p+1), "Игрок", team))
		}
	}
	must(f.OpenSvoya(es.At(now(), "org", ""), svoya.DefaultConfig()))
	if err := festival.PlaySvoya(turnir.SeedFromUint64(1).Rand("bench"), f, now, commit, nil); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if _, err := festival.Replay(log); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(log)), "events")
}

// dq2InPlayoff plays a Svoya igra to the quarter-finals, disqualifies a
// player before quarter-final 1 and a qualifier of quarter-final 2 after it,
// and checks that the next player goes on (DQ2). It reports false, having
// checked nothing after the first part, when seed ties quarter-final 2.
func dq2InPlayoff(t *testing.T, seed uint64) bool {
	t.Helper()
	h := newHarness(t)
	h.teams(10, 4)
	h.do(h.f.OpenSvoya(es.At(h.now(), "org", ""), svoya.DefaultConfig()))
	r := turnir.SeedFromUint64(seed).Rand("svoya-dq")
	at := func(stage string, done int) func(svoyatournament.SvoyaStep) bool {
		return func(s svoyatournament.SvoyaStep) bool { return s.Stage == stage && s.Done == done }
	}
	if err := festival.PlaySvoya(r, h.f, h.now, h.commit, at(svoyatournament.SvoyaQuarterFinal, 0)); err != nil {
		t.Fatal(err)
	}
	qf1 := svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaQuarterFinal, Fight: 1}
	out := h.fightOf(qf1).Players[0]
	h.do(h.f.Disqualify(es.At(h.now(), "committee", "электронное устройство"), festival.KindPlayer, out))
	if p := h.fightOf(qf1).Players; len(p) != 3 || slices.Contains(p, out) {
		t.Fatalf("quarter-final 1 not begun still holds %s: %v", out, p)
	}
	if err := festival.PlaySvoya(r, h.f, h.now, h.commit, at(svoyatournament.SvoyaQuarterFinal, 4)); err != nil {
		t.Fatal(err)
	}
	qf2 := svoyatournament.SvoyaRef{Stage: svoyatournament.SvoyaQuarterFinal, Fight: 2}
	before, err := h.f.SvoyaFightBoard(qf2)
	if err != nil {
		t.Fatal(err)
	}
	if len(before.Advance) == 0 {
		return false // a tie: the shootout path is covered elsewhere
	}
	out2 := before.Advance[0]
	h.do(h.f.Disqualify(es.At(h.now(), "committee", "курение в зале"), festival.KindPlayer, out2))
	after, _ := h.f.SvoyaFightBoard(qf2)
	if slices.Contains(after.Advance, out2) || (after.Advance != nil && after.Advance[0] != before.Advance[1]) {
		t.Fatalf("advance %v after disqualifying %s (was %v)", after.Advance, out2, before.Advance)
	}
	if last := after.Board[len(after.Board)-1]; last.Player != out2 || last.Place != "" || !last.Disqualified {
		t.Fatalf("board ends %+v", last)
	}
	if err := festival.PlaySvoya(r, h.f, h.now, h.commit, nil); err != nil {
		t.Fatal(err)
	}
	rank, err := h.f.SvoyaRanking()
	if err != nil {
		t.Fatal(err)
	}
	// The disqualified close the ranking, unplaced: out never played
	// the quarter-final it was drawn into, out2 did.
	reached := map[string]string{}
	for _, row := range rank[len(rank)-2:] {
		if !row.Disqualified || row.Place != "" {
			t.Fatalf("ranking ends %+v", rank[len(rank)-2:])
		}
		reached[row.Player] = row.Reached
	}
	if reached[out] != svoyatournament.SvoyaGroups || reached[out2] != svoyatournament.SvoyaQuarterFinal {
		t.Fatalf("reached %v", reached)
	}
	h.replayMatches()
	return true
}
