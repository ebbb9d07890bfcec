package festival_test

import (
	"flag"
	"strconv"
	"testing"
	"time"

	"turnir"
	"turnir/festival"
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
		h.do(h.f.OpenSvoya(svoya.DefaultConfig(), h.now(), "org"))
		r := turnir.SeedFromUint64(seed).Rand("svoya-sim")
		if err := festival.PlaySvoya(r, h.f, h.now, h.commit, nil); err != nil {
			t.Fatal(err)
		}
		rank, err := h.f.SvoyaRanking()
		if err != nil {
			t.Fatal(err)
		}
		if len(rank) != 50 || rank[0].Place != "1" || rank[0].Reached != festival.SvoyaFinal {
			t.Fatalf("ranking of %d, first %+v", len(rank), rank[0])
		}
		h.replayMatches()
	})
	t.Run("S9_demo_stops_half_way_through_the_group_stage", func(t *testing.T) {
		h := newHarness(t)
		h.teams(12, 4)
		h.do(h.f.OpenSvoya(svoya.DefaultConfig(), h.now(), "org"))
		r := turnir.SeedFromUint64(seed).Rand("svoya-demo")
		stop := func(s festival.SvoyaStep) bool { return s.Stage == festival.SvoyaGroups && s.Done >= s.Fights/2 }
		if err := festival.PlaySvoya(r, h.f, h.now, h.commit, stop); err != nil {
			t.Fatal(err)
		}
		st, err := h.f.SvoyaNext()
		if err != nil || st.Stage != festival.SvoyaGroups || st.Done != 16 || st.Fights != 32 {
			t.Fatalf("step %+v %v", st, err)
		}
		q, _ := h.f.SvoyaQualifying()
		if !q.Closed || len(q.Rows) != 48 || len(q.Ties) != 0 {
			t.Fatalf("qualifying closed %v rows %d ties %v", q.Closed, len(q.Rows), q.Ties)
		}
		h.replayMatches()
	})
}
