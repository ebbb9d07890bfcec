package festival_test

import (
	"flag"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/festival"
)

// The -seed flag may be registered by another test file of the package
// first; init runs after every file's variables, so it is checked here.
func init() {
	if flag.Lookup("seed") == nil {
		flag.Uint64("seed", 0, "seed for the randomised tests (0: a fresh one)")
	}
}

// brSeed returns the -seed value or a fresh seed, and logs it so that a
// failure replays with -seed N.
func brSeed(t *testing.T) uint64 {
	t.Helper()
	var s uint64
	if f := flag.Lookup("seed"); f != nil {
		s, _ = strconv.ParseUint(f.Value.String(), 10, 64)
	}
	if s == 0 {
		s = uint64(time.Now().UnixNano())
	}
	t.Logf("seed %d (replay with -seed %d)", s, s)
	return s
}

// sim drives the harness's festival with the simulator.
func (h *harness) sim(r *rand.Rand, stop func(festival.BrainringStep) bool) {
	h.t.Helper()
	err := festival.PlayBrainring(r, h.f, festival.BrainringSim{
		Now:    h.now,
		Commit: func(evs []turnir.Event) error { h.do(evs, nil); return nil },
	}, stop)
	if err != nil {
		h.t.Fatalf("simulation: %v", err)
	}
}

// TestBrainringSimulated plays whole tournaments of several sizes through
// the commands and checks what every finished tournament must show.
func TestBrainringSimulated(t *testing.T) {
	seed := brSeed(t)
	for _, tc := range []struct {
		name          string
		teams, groups int
	}{
		{"F1_F6_32_teams_8_groups_round_of_16", 32, 8},
		{"F1_F3_18_teams_4_groups_odd_sizes", 18, 4},
		{"F1_4_teams_1_group_straight_final", 4, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			h.teams(tc.teams, 0)
			cfg := brainring.DefaultConfig()
			cfg.Groups = tc.groups
			h.do(h.f.OpenBrainring(cfg, nil, h.now(), "org"))
			h.sim(rand.New(rand.NewPCG(seed, uint64(tc.teams))), nil)
			s, err := h.f.BrainringNext()
			if err != nil || s.Stage != festival.BrainringStageDone {
				t.Fatalf("next = %+v, %v; want done", s, err)
			}
			rk, err := h.f.BrainringRanking()
			if err != nil {
				t.Fatal(err)
			}
			if len(rk) != tc.teams {
				t.Fatalf("ranking has %d lines for %d teams", len(rk), tc.teams)
			}
			if rk[0].Place != 1 || rk[1].Place != 2 {
				t.Fatalf("ranking starts %+v %+v", rk[0], rk[1])
			}
			h.replayMatches()
		})
	}
}
