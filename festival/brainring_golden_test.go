package festival_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"turnir"
	"turnir/brainring"
	"turnir/es"
	"turnir/festival"
	"turnir/festival/brainringtournament"
)

// The -update flag may be registered by another test file of the package;
// init runs after every file's variables, so it is checked here.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files in testdata/")
	}
}

func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// brainringViews is everything the pages read, in one document.
type brainringViews struct {
	Groups   []brainringtournament.BrainringGroupView  `json:"groups"`
	Bracket  *brainringtournament.BrainringBracketView `json:"bracket"`
	Ranking  []brainringtournament.BrainringPlace      `json:"ranking"`
	Schedule []brainringtournament.BrainringRoundView  `json:"schedule"`
	Next     brainringtournament.BrainringStep         `json:"next"`
	Lots     []festival.Lot                            `json:"lots"`
	State    *brainringtournament.Brainring            `json:"state"`
}

// frozenLog simulates the small festival whose log is kept in testdata: 8
// teams in 2 groups through to the final, with a disqualification after
// the group stage.
func frozenLog(t *testing.T) []turnir.Event {
	f := festival.New()
	var log []turnir.Event
	commit := festival.LocalCommit(f, "frozen", &log)
	clock := turnir.NewManualClock(time.Date(2026, 5, 9, 10, 0, 0, 0, time.UTC))
	now := func() time.Time { return clock.Advance(time.Minute) }
	run := func(evs []turnir.Event, err error) {
		t.Helper()
		if err == nil {
			err = commit(evs)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	run(festival.Create(es.At(now(), "org", ""), "frozen", "Фестиваль"))
	for k := 1; k <= 8; k++ {
		run(f.RegisterTeam(es.At(now(), "org", ""), teamID(k), "Команда "+teamID(k), "Город"))
	}
	cfg := brainring.DefaultConfig()
	cfg.Groups = 2
	run(f.OpenBrainring(es.At(now(), "org", ""), cfg, nil))
	r := rand.New(rand.NewPCG(2026, 5))
	sim := festival.BrainringSim{Now: now, Commit: commit}
	if err := festival.PlayBrainring(r, f, sim, festival.BrainringUntil(brainringtournament.BrainringStagePlayoff)); err != nil {
		t.Fatal(err)
	}
	run(f.Disqualify(es.At(now(), "committee", "порча имущества"), festival.KindTeam, f.Brainring.Playoff.Entries[3].Team))
	if err := festival.PlayBrainring(r, f, sim, nil); err != nil {
		t.Fatal(err)
	}
	return log
}

// TestBrainringFrozenLog replays the log kept in testdata and compares
// every view with the golden file, so that neither a change of the event
// format nor one of the rules' code silently rewrites a played festival
// (the log is the truth; -update rewrites both files from the simulator).
func TestBrainringFrozenLog(t *testing.T) {
	logPath := filepath.Join("testdata", "brainring_log.json")
	viewPath := filepath.Join("testdata", "brainring_views.json")
	if updating() {
		b, err := json.MarshalIndent(frozenLog(t), "", " ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(logPath, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	raw, err := os.ReadFile(logPath)
	if err != nil {
		t.Fatal(err)
	}
	var log []turnir.Event
	if err := json.Unmarshal(raw, &log); err != nil {
		t.Fatal(err)
	}
	f, err := festival.Replay(log)
	if err != nil {
		t.Fatalf("replay of the frozen log: %v", err)
	}
	var v brainringViews
	if v.Groups, err = f.BrainringGroups(); err != nil {
		t.Fatal(err)
	}
	if v.Bracket, err = f.BrainringBracket(); err != nil {
		t.Fatal(err)
	}
	if v.Ranking, err = f.BrainringRanking(); err != nil {
		t.Fatal(err)
	}
	if v.Schedule, err = f.BrainringSchedule(); err != nil {
		t.Fatal(err)
	}
	if v.Next, err = f.BrainringNext(); err != nil {
		t.Fatal(err)
	}
	v.Lots, v.State = f.Lots, f.Brainring
	got, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	if updating() {
		if err := os.WriteFile(viewPath, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(viewPath)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("the views of the frozen log differ from %s; if the change is meant, rerun with -update and review the diff", viewPath)
	}
	if v.Next.Stage != brainringtournament.BrainringStageDone || v.Bracket.Champion == "" {
		t.Fatalf("the frozen festival is not finished: %+v", v.Next)
	}
	if rep, err := festival.Verify(log); err != nil || !rep.OK() || rep.Lots < 1 {
		t.Fatalf("verify the frozen log: %+v, %v", rep, err)
	}
}
