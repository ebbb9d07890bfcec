package festival_test

import (
	"encoding/json"
	"flag"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/brainringtournament"
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
func (h *harness) sim(r *rand.Rand, stop func(brainringtournament.BrainringStep) bool) {
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
			h.do(h.f.OpenBrainring(es.At(h.now(), "org", ""), cfg, nil))
			h.sim(rand.New(rand.NewPCG(seed, uint64(tc.teams))), nil)
			s, err := h.f.BrainringNext()
			if err != nil || s.Stage != brainringtournament.BrainringStageDone {
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
			if rep, err := festival.Verify(h.log); err != nil || !rep.OK() || rep.Applied != 0 {
				t.Fatalf("verify: %+v, %v", rep, err)
			}
		})
	}
}

// TestBrainringHalfWay plays a demo festival until the semi-finals: the
// groups are done, the round of 16 and the quarter-finals decided, the
// semi-finals waiting; the log replays to the same state.
func TestBrainringHalfWay(t *testing.T) {
	seed := brSeed(t)
	h := newHarness(t)
	h.teams(32, 0)
	h.do(h.f.OpenBrainring(es.At(h.now(), "org", ""), brainring.DefaultConfig(), nil))
	h.sim(rand.New(rand.NewPCG(seed, 1)), festival.BrainringUntil(brainring.StageSemiFinal))
	h.run(t, "F1_groups_done_play_off_under_way", func(t *testing.T) {
		s, err := h.f.BrainringNext()
		if err != nil || s.Stage != brainringtournament.BrainringStagePlayoff || s.MatchStage != brainring.StageSemiFinal || s.Fight != "SF1-1" {
			t.Fatalf("next = %+v, %v; want the first semi-final fight", s, err)
		}
		groups, err := h.f.BrainringGroups()
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range groups {
			if !g.Complete || len(g.Qualifiers) != 2 {
				t.Fatalf("group %s: complete %v, qualifiers %v", g.Name, g.Complete, g.Qualifiers)
			}
		}
		b, err := h.f.BrainringBracket()
		if err != nil {
			t.Fatal(err)
		}
		for ri, rd := range b.Rounds {
			for _, m := range rd.Matches {
				if decided := m.Winner != ""; decided != (ri < 2) {
					t.Fatalf("%s: status %s", m.ID, m.Status)
				}
			}
		}
		if st := b.Rounds[2].Matches[0].Status; st != brainringtournament.MatchReady {
			t.Fatalf("SF1 is %s, want ready", st)
		}
		rk, err := h.f.BrainringRanking()
		if err != nil || len(rk) != 32-4 {
			t.Fatalf("ranking has %d lines (%v), want 28 while 4 teams play on", len(rk), err)
		}
		h.replayMatches()
	})
}

// BenchmarkBrainringQuestion measures one jury entry (command and apply)
// in a festival of 32 teams half-way through the play-off.
func BenchmarkBrainringQuestion(b *testing.B) {
	t := &testing.T{}
	h := newHarness(t)
	h.teams(32, 0)
	h.do(h.f.OpenBrainring(es.At(h.now(), "org", ""), brainring.DefaultConfig(), nil))
	h.sim(rand.New(rand.NewPCG(1, 1)), festival.BrainringUntil(brainring.StageSemiFinal))
	s, err := h.f.BrainringNext()
	if err != nil {
		b.Fatal(err)
	}
	at := h.now()
	for b.Loop() {
		evs, err := h.f.BrainringQuestion(es.At(at, "jury", ""), s.Fight, 1, s.Teams[0])
		if err != nil {
			b.Fatal(err)
		}
		if err := h.f.Apply(evs[0]); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBrainringLocalCommit builds a log outside any store, as the demo
// does, and replays it.
func TestBrainringLocalCommit(t *testing.T) {
	seed := brSeed(t)
	f := festival.New()
	var log []turnir.Event
	commit := festival.LocalCommit(f, "demo", &log)
	at := time.Date(2026, 5, 9, 10, 0, 0, 0, time.UTC)
	run := func(evs []turnir.Event, err error) {
		t.Helper()
		if err == nil {
			err = commit(evs)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	run(festival.Create(es.At(at, "org", ""), "demo", "Фестиваль"))
	for k := 1; k <= 8; k++ {
		run(f.RegisterTeam(es.At(at, "org", ""), teamID(k), "Команда "+teamID(k), ""))
	}
	cfg := brainring.DefaultConfig()
	cfg.Groups = 2
	run(f.OpenBrainring(es.At(at, "org", ""), cfg, nil))
	err := festival.PlayBrainring(rand.New(rand.NewPCG(seed, 3)), f, festival.BrainringSim{Commit: commit},
		festival.BrainringUntil(brainringtournament.BrainringStagePlayoffStart))
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := f.BrainringNext(); s.Stage != brainringtournament.BrainringStagePlayoffStart {
		t.Fatalf("stopped at %+v", s)
	}
	g, err := festival.Replay(log)
	if err != nil || g.Version != f.Version || log[len(log)-1].Stream != "demo" {
		t.Fatalf("replay: %v, version %d of %d", err, g.Version, f.Version)
	}
}

// TestBrainringCommandsDoNotMutate: a command only returns events; the
// state is the same, byte for byte, whether it accepts or refuses.
func TestBrainringCommandsDoNotMutate(t *testing.T) {
	seed := brSeed(t)
	h := newHarness(t)
	h.teams(16, 0)
	cfg := brainring.DefaultConfig()
	cfg.Groups = 4
	h.do(h.f.OpenBrainring(es.At(h.now(), "org", ""), cfg, nil))
	r := rand.New(rand.NewPCG(seed, 4))
	for _, stop := range []string{brainringtournament.BrainringStageGroups, brainringtournament.BrainringStagePlayoff, brainring.StageFinal} {
		h.sim(r, func(s brainringtournament.BrainringStep) bool {
			return (s.Stage == stop || s.MatchStage == stop) && s.Question == 3
		})
		s, err := h.f.BrainringNext()
		if err != nil {
			t.Fatal(err)
		}
		before, _ := json.Marshal(h.f)
		a := s.Teams[0]
		h.f.BrainringQuestion(es.At(h.now(), "jury", ""), s.Fight, s.Question, a)
		h.f.BrainringQuestion(es.At(h.now(), "jury", "поправка"), s.Fight, 1, a)
		h.f.BrainringFight(es.At(h.now(), "jury", ""), s.Fight, []string{a, a, a})
		h.f.BrainringFight(es.At(h.now(), "jury", ""), s.Fight, nil)
		h.f.BrainringExtraQuestion(es.At(h.now(), "jury", ""), s.Match, 1, a)
		h.f.StartBrainringPlayoff(es.At(h.now(), "org", ""))
		h.f.DrawBrainringGroupLot(es.At(h.now(), "org", ""), "A", turnir.SeedFromUint64(1))
		h.f.EnterBrainringTeam(es.At(h.now(), "org", ""), "T1")
		after, _ := json.Marshal(h.f)
		if string(before) != string(after) {
			t.Fatalf("at %+v a command changed the state", s)
		}
	}
}

// TestDemoFestivalBrainring: the demo festival's Brain-ring is half-way
// through: groups done, the play-off at the semi-finals.
func TestDemoFestivalBrainring(t *testing.T) {
	seed := turnir.SeedFromUint64(brSeed(t))
	evs, err := festival.DemoFestival(seed, time.Date(2026, 5, 9, 9, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	f, err := festival.Replay(evs)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("F1_F6_groups_done_play_off_at_the_semi_finals", func(t *testing.T) {
		s, err := f.BrainringNext()
		if err != nil || s.MatchStage != brainring.StageSemiFinal || s.Fight != "SF1-1" {
			t.Fatalf("next = %+v, %v", s, err)
		}
		b, err := f.BrainringBracket()
		if err != nil || len(b.Rounds) != 4 || b.Rounds[1].Matches[3].Winner == "" {
			t.Fatalf("bracket %+v, %v: want the quarter-finals decided", b, err)
		}
		for _, l := range f.Lots {
			if l.Seed != festival.DemoLotSeed(seed, l.Purpose).String() {
				t.Fatalf("lot %s was not drawn with the demo's seed", l.Purpose)
			}
		}
	})
}
