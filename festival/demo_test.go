package festival_test

import (
	"encoding/json"
	"flag"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/cup"
	"turnir/festival"
	"turnir/festival/brainringtournament"
	"turnir/festival/svoyatournament"
	"turnir/festival/teamcup"
	"turnir/svoya"
)

var seedFlag = flag.Uint64("seed", 0, "seed for randomised tests (0 = pick one)")

// testSeed returns the -seed flag or a fresh seed, printed so that a
// failure can be replayed.
func testSeed(t *testing.T) uint64 {
	t.Helper()
	s := *seedFlag
	if s == 0 {
		s = rand.Uint64()
	}
	t.Logf("seed %d (rerun with -seed %d)", s, s)
	return s
}

var demoAt = time.Date(2026, 5, 9, 9, 0, 0, 0, time.UTC)

// replayed replays a demo log through JSON, as a store hands it back.
func replayed(t *testing.T, evs []turnir.Event) *festival.Festival {
	t.Helper()
	b, err := json.Marshal(evs)
	if err != nil {
		t.Fatal(err)
	}
	var stored []turnir.Event
	if err := json.Unmarshal(b, &stored); err != nil {
		t.Fatal(err)
	}
	f, err := festival.Replay(stored)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	return f
}

func verifiedClean(t *testing.T, evs []turnir.Event) *festival.Report {
	t.Helper()
	rep, err := festival.Verify(evs)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() {
		t.Fatalf("the demo log does not verify: %v", rep.Mismatches)
	}
	if rep.Events != len(evs) || rep.Inputs != len(evs) {
		t.Errorf("verified %d events, re-ran %d inputs, of %d", rep.Events, rep.Inputs, len(evs))
	}
	return rep
}

func count(evs []turnir.Event, typ string) int {
	n := 0
	for _, e := range evs {
		if e.Type == typ {
			n++
		}
	}
	return n
}

// TestDemoCup: the demo cup is a whole cup played through the commands,
// finished, and the same for the same seed.
func TestDemoCup(t *testing.T) {
	seed := turnir.SeedFromUint64(testSeed(t))
	evs, err := festival.DemoCup(seed, demoAt)
	if err != nil {
		t.Fatal(err)
	}
	f := replayed(t, evs)
	t.Run("replays_and_verifies_clean", func(t *testing.T) {
		rep := verifiedClean(t, evs)
		if !rep.CupDone || rep.Lots < 2 || rep.Draws != rep.Lots {
			t.Errorf("report %+v: want a finished cup with its round-2 and round-3 draws checked", rep)
		}
	})
	t.Run("deterministic_for_a_seed", func(t *testing.T) {
		again, err := festival.DemoCup(seed, demoAt)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(evs)
		b, _ := json.Marshal(again)
		if string(a) != string(b) {
			t.Fatal("two demo cups of one seed differ")
		}
		other, err := festival.DemoCup(turnir.SeedFromUint64(^uint64(0)-1), demoAt)
		if err != nil {
			t.Fatal(err)
		}
		c, _ := json.Marshal(other)
		if string(a) == string(c) {
			t.Error("another seed gives the same demo")
		}
	})
	t.Run("twelve_teams_with_towns_and_rosters", func(t *testing.T) {
		if len(f.Teams) != 12 || len(f.Cup.Teams) != 12 {
			t.Fatalf("%d teams, %d in the cup", len(f.Teams), len(f.Cup.Teams))
		}
		towns := map[string]bool{}
		for _, tm := range f.Teams {
			towns[tm.City] = true
			if n := len(f.Roster(tm.ID)); n < 6 || n > f.Cup.Config.TableSize {
				t.Errorf("team %s has %d players (C1: at most %d)", tm.Name, n, f.Cup.Config.TableSize)
			}
		}
		if len(towns) < 10 {
			t.Errorf("only %d towns", len(towns))
		}
	})
	t.Run("C4_a_tie_across_the_cut_goes_to_a_shootout", func(t *testing.T) {
		if count(evs, teamcup.EvCupShootoutAnswered) == 0 {
			t.Error("no shootout question in the demo")
		}
	})
	t.Run("C5_C6_lots_committed_before_the_first_result", func(t *testing.T) {
		first := slices.IndexFunc(evs, func(e turnir.Event) bool { return e.Type == teamcup.EvCupRowEntered })
		for _, l := range f.Lots {
			if l.CommittedAt >= int64(first+1) {
				t.Errorf("lot %s committed at %d, after the first result at %d", l.Purpose, l.CommittedAt, first+1)
			}
		}
		if count(evs, teamcup.EvCupLotDrawn) < 2 {
			t.Error("the round-2 and round-3 draws are missing")
		}
	})
	t.Run("C8_C15_final_played_and_cups_awarded", func(t *testing.T) {
		s, err := f.Cup.Next()
		if err != nil || s.Stage != cup.StageDone {
			t.Fatalf("the cup is at %+v, %v", s, err)
		}
		rank, err := f.Cup.Ranking()
		if err != nil {
			t.Fatal(err)
		}
		if !rank[0].Winner || rank[0].Place.String() != "1" || rank[1].Place.String() != "2" {
			t.Errorf("top of the table %+v, %+v", rank[0], rank[1])
		}
		if !f.Cup.Final.Locked || len(f.Cup.Final.Lineups) != 2 {
			t.Errorf("final line-ups %+v", f.Cup.Final)
		}
	})
	t.Run("corrections_and_removals_keep_their_reasons", func(t *testing.T) {
		reasons := 0
		for _, d := range f.Decisions {
			if d.Reason != "" {
				reasons++
			}
		}
		if reasons < 2 {
			t.Errorf("%d decisions with reasons, want the correction and the removed question", reasons)
		}
	})
	t.Run("times_never_go_back", func(t *testing.T) {
		for i := 1; i < len(evs); i++ {
			if evs[i].At.Before(evs[i-1].At) {
				t.Fatalf("event %d is earlier than event %d", i+1, i)
			}
		}
		if !evs[0].At.Equal(demoAt) && evs[0].At.Before(demoAt) {
			t.Errorf("the demo starts at %v, before %v", evs[0].At, demoAt)
		}
	})
}

// TestDemoCupManySeeds: whatever the seed, the demo cup finishes and
// verifies (the shootout, the lots and the final vary with the seed).
func TestDemoCupManySeeds(t *testing.T) {
	base := testSeed(t)
	n := 8
	if testing.Short() {
		n = 2
	}
	for i := range uint64(n) {
		evs, err := festival.DemoCup(turnir.SeedFromUint64(base+i), demoAt)
		if err != nil {
			t.Fatalf("seed %d: %v", base+i, err)
		}
		rep, err := festival.Verify(evs)
		if err != nil || !rep.OK() || !rep.CupDone {
			t.Fatalf("seed %d: %+v %v", base+i, rep, err)
		}
	}
}

// demoFestivalLog builds the demo festival of a seed once per test binary:
// it is the largest demo, and several tests read it.
var demoFestivalLog = struct {
	sync.Once
	seed uint64
	evs  []turnir.Event
	err  error
}{}

func demoFestival(t *testing.T) (uint64, []turnir.Event) {
	t.Helper()
	demoFestivalLog.Do(func() {
		demoFestivalLog.seed = testSeed(t)
		demoFestivalLog.evs, demoFestivalLog.err = festival.DemoFestival(turnir.SeedFromUint64(demoFestivalLog.seed), demoAt)
	})
	if demoFestivalLog.err != nil {
		t.Fatalf("seed %d: %v", demoFestivalLog.seed, demoFestivalLog.err)
	}
	return demoFestivalLog.seed, slices.Clone(demoFestivalLog.evs)
}

// TestDemoFestival: the demo festival is half-way through, replays,
// verifies and is the same for the same seed.
func TestDemoFestival(t *testing.T) {
	seed, evs := demoFestival(t)
	f := replayed(t, evs)
	t.Run("replays_and_verifies_clean", func(t *testing.T) {
		rep := verifiedClean(t, evs)
		// The Brain-ring group draw, its play-off start and the Svoya igra
		// seating are re-made; the group draw's seed is checked.
		if rep.Draws < 3 || rep.Lots < 1 || rep.Applied != 0 {
			t.Errorf("report %+v", rep)
		}
	})
	t.Run("deterministic_for_a_seed", func(t *testing.T) {
		if testing.Short() {
			t.Skip("builds the festival a second time")
		}
		again, err := festival.DemoFestival(turnir.SeedFromUint64(seed), demoAt)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(evs)
		b, _ := json.Marshal(again)
		if string(a) != string(b) {
			t.Fatal("two demo festivals of one seed differ")
		}
	})
	t.Run("teams_players_and_coaches", func(t *testing.T) {
		if len(f.Teams) != festival.DemoFestivalTeams || len(f.Coaches) != len(f.Teams) || len(f.Players) < 6*len(f.Teams) {
			t.Errorf("%d teams, %d coaches, %d players", len(f.Teams), len(f.Coaches), len(f.Players))
		}
	})
	t.Run("Y2_solyanka_finished_with_places", func(t *testing.T) {
		tbl := f.SolyankaTable()
		if len(tbl) != len(f.Teams) || tbl[0].Place.String() == "" || tbl[0].Total <= tbl[len(tbl)-1].Total {
			t.Fatalf("solyanka table %+v", tbl)
		}
		for _, s := range tbl {
			if len(s.Points) != len(f.Solyanka.Tasks) {
				t.Fatalf("row %+v", s)
			}
		}
	})
	t.Run("DQ1_DQ2_rulings_logged", func(t *testing.T) {
		if count(evs, festival.EvCommitteeDecided) < 1 || count(evs, festival.EvDisqualified) != 1 {
			t.Fatal("want a ruling and one disqualification")
		}
		dq := 0
		for _, p := range f.Players {
			if p.Disqualified && p.DQReason != "" {
				dq++
				if f.Svoya != nil && slices.ContainsFunc(f.Svoya.Sheets, func(s svoya.Sheet) bool { return s.Player == p.ID }) {
					t.Errorf("disqualified player %s entered Svoya igra", p.ID)
				}
			}
		}
		if dq != 1 {
			t.Errorf("%d players disqualified with a reason", dq)
		}
	})
	t.Run("F5_F6_groups_done_play_off_under_way", func(t *testing.T) {
		s, err := f.BrainringNext()
		if err != nil || s.Stage != brainringtournament.BrainringStagePlayoff || s.MatchStage != brainring.StageSemiFinal {
			t.Fatalf("Brain-ring at %+v, %v; want the semi-finals next", s, err)
		}
		groups, err := f.BrainringGroups()
		if err != nil || len(groups) != 8 {
			t.Fatalf("%d groups, %v", len(groups), err)
		}
		br, err := f.BrainringBracket()
		if err != nil {
			t.Fatal(err)
		}
		if len(br.Rounds) < 2 || len(br.Rounds[0].Matches) != 8 || br.Rounds[1].Stage != brainring.StageQuarterFinal {
			t.Fatalf("bracket rounds %+v, want the round of 16 then the quarter-finals", br.Rounds)
		}
		for _, rd := range br.Rounds[:2] {
			for _, m := range rd.Matches {
				if m.Winner == "" {
					t.Errorf("%s match %s undecided", rd.Stage, m.ID)
				}
			}
		}
	})
	t.Run("S7_S9_qualifying_done_groups_under_way", func(t *testing.T) {
		q, err := f.SvoyaQualifying()
		if err != nil || !q.Closed || len(q.Rows) != festival.DemoSvoyaEntrants {
			t.Fatalf("qualifying closed %v with %d rows, %v", q.Closed, len(q.Rows), err)
		}
		s, err := f.SvoyaNext()
		if err != nil || s.Stage != svoyatournament.SvoyaGroups || s.Done == 0 || s.Done >= s.Fights {
			t.Fatalf("Svoya igra at %+v, %v; want the groups half-way", s, err)
		}
	})
}
