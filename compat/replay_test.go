package compat_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"turnir"
	"turnir/festival"
	"turnir/puzzleswiss"
	"turnir/sqlite"
	"turnir/teamchess"
)

// TestFrozenLogs opens every log frozen from an earlier main and checks
// that each stream still replays to the same state and views, byte for
// byte, and still verifies: old logs stay readable (design invariant).
func TestFrozenLogs(t *testing.T) {
	dumps, err := filepath.Glob(filepath.Join("testdata", "*.sql"))
	if err != nil || len(dumps) == 0 {
		t.Fatalf("no frozen logs in testdata: %v", err)
	}
	for _, d := range dumps {
		t.Run(strings.TrimSuffix(filepath.Base(d), ".sql"), func(t *testing.T) { replayDump(t, d, *update) })
	}
}

// golden is what a frozen stream must replay to.
type golden struct {
	Kind   string         `json:"kind"`
	Events int            `json:"events"`
	State  any            `json:"state"`
	Views  map[string]any `json:"views"`
}

// replayDump builds a database from the dump, opens it with today's
// store, and replays, verifies and compares every stream with its golden
// file in testdata/<dump name>/, rewriting the golden files when write.
func replayDump(t *testing.T, dumpPath string, write bool) {
	text, err := os.ReadFile(dumpPath)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "frozen.db")
	restore(t, path, string(text))
	s, err := sqlite.Open(path)
	if err != nil {
		t.Fatalf("today's sqlite.Open refuses the frozen log: %v", err)
	}
	defer s.Close()
	ctx := context.Background()
	streams, err := s.Streams(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	dir := strings.TrimSuffix(dumpPath, ".sql")
	if write {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	want, _ := filepath.Glob(filepath.Join(dir, "*.golden.json"))
	if !write && len(want) != len(streams) {
		t.Errorf("%d streams in the log, %d golden files in %s", len(streams), len(want), dir)
	}
	for _, stream := range streams {
		t.Run(stream, func(t *testing.T) {
			evs, err := s.Load(ctx, stream, 0)
			if err != nil {
				t.Fatal(err)
			}
			g, err := replay(stream, evs)
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.MarshalIndent(g, "", " ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			file := filepath.Join(dir, stream+".golden.json")
			if write {
				if err := os.WriteFile(file, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			exp, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, exp) {
				t.Errorf("%s replays to another state or view than %s:\n%s", stream, file, firstDiff(got, exp))
			}
		})
	}
}

// replay folds a stream by its kind, runs the kind's Verify, and returns
// the state and key views to compare.
func replay(stream string, evs []turnir.Event) (*golden, error) {
	if len(evs) == 0 {
		return nil, turnir.Errorf(turnir.EINTERNAL, "stream %s is empty", "поток %s пуст", stream)
	}
	kind := map[string]string{puzzleswiss.EvCreated: "puzzle-swiss", festival.EvCreated: "festival",
		teamchess.EvCreated: "team-chess"}[evs[0].Type]
	prefix := map[string]string{"puzzle-swiss": "", "festival": "fest.", "team-chess": "chess."}[kind]
	if kind == "" || !strings.HasPrefix(stream, prefix) || (prefix == "" && strings.Contains(stream, ".")) {
		return nil, turnir.Errorf(turnir.EINTERNAL, "stream %s opens with %s: no kind of that name and first event",
			"поток %s начинается с %s: нет вида с таким именем и первым событием", stream, evs[0].Type)
	}
	g := &golden{Kind: kind, Events: len(evs), Views: map[string]any{}}
	var ok bool
	var report any
	switch kind {
	case "puzzle-swiss":
		tour, err := puzzleswiss.Replay(evs)
		if err != nil {
			return nil, err
		}
		g.State = tour
		g.Views["lines"] = tour.Lines()
		g.Views["standings"] = tour.Standings()
		header, rows := tour.Table()
		g.Views["table"] = map[string]any{"header": header, "rows": rows}
		rep, err := puzzleswiss.Verify(evs)
		if err != nil {
			return nil, err
		}
		ok, report = rep.OK() && rep.Events == len(evs), rep
	case "festival":
		f, err := festival.Replay(evs)
		if err != nil {
			return nil, err
		}
		g.State = f
		festivalViews(f, g.Views)
		rep, err := festival.Verify(evs)
		if err != nil {
			return nil, err
		}
		ok, report = rep.OK() && rep.Events == len(evs), rep
	case "team-chess":
		tour, err := teamchess.Replay(evs)
		if err != nil {
			return nil, err
		}
		g.State = tour
		g.Views["standings"] = tour.Standings()
		g.Views["board_prizes"] = tour.BoardPrizes()
		rep, err := teamchess.Verify(evs)
		if err != nil {
			return nil, err
		}
		ok, report = rep.OK() && rep.Events == len(evs), rep
	}
	if !ok {
		b, _ := json.Marshal(report)
		return nil, turnir.Errorf(turnir.EINTERNAL, "%s no longer verifies: %s", "%s больше не проходит проверку: %s", stream, b)
	}
	return g, nil
}

// festivalViews adds the festival's tables: the cup's ranking, the
// solyanka's table, the Brain-ring's and Svoya igra's views, and what the
// jury page would offer next. A view that refuses (its competition is not
// open) is kept as its refusal, which must not change either.
func festivalViews(f *festival.Festival, v map[string]any) {
	view := func(name string, x any, err error) {
		if err != nil {
			var te *turnir.Error
			if !errors.As(err, &te) {
				te = &turnir.Error{Code: turnir.EINTERNAL, EN: err.Error()}
			}
			v[name] = map[string]string{"refused": te.Code, "en": te.EN, "ru": te.RU}
			return
		}
		v[name] = x
	}
	if f.Cup != nil {
		r, err := f.Cup.Ranking()
		view("cup_ranking", r, err)
	}
	if f.Solyanka != nil {
		v["solyanka_table"] = f.SolyankaTable()
	}
	if f.Brainring != nil {
		groups, err := f.BrainringGroups()
		view("brainring_groups", groups, err)
		sched, err := f.BrainringSchedule()
		view("brainring_schedule", sched, err)
		bracket, err := f.BrainringBracket()
		view("brainring_bracket", bracket, err)
		rank, err := f.BrainringRanking()
		view("brainring_ranking", rank, err)
		next, err := f.BrainringNext()
		view("brainring_next", next, err)
	}
	if f.Svoya != nil {
		q, err := f.SvoyaQualifying()
		view("svoya_qualifying", q, err)
		venues, err := f.SvoyaVenues()
		view("svoya_venues", venues, err)
		playoff, err := f.SvoyaPlayoff()
		view("svoya_playoff", playoff, err)
		rank, err := f.SvoyaRanking()
		view("svoya_ranking", rank, err)
		next, err := f.SvoyaNext()
		view("svoya_next", next, err)
	}
}

// firstDiff shows the first line where got and want part.
func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d:", i+1) + "\n got  " + gl + "\n want " + wl
		}
	}
	return "(same lines)"
}
