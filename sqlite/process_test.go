package sqlite

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"turnir"
)

// raceEnv, when set to "path|writer|count", turns TestRaceChild into one of
// the processes of TestConcurrentProcesses.
const raceEnv = "TURNIR_SQLITE_RACE_CHILD"

// raceMark is the payload of the process race: which writer, which event.
type raceMark struct{ W, I int }

// appendMarks appends count events of writer w one by one the way the
// server does: at the version it last saw, reloading and retrying on
// ECONFLICT.
func appendMarks(s *Store, w, count int) error {
	ctx := context.Background()
	var head int64
	for i := 0; i < count; {
		e := turnir.NewEvent("Mark", time.Unix(int64(i), 0), "writer-"+strconv.Itoa(w), raceMark{w, i})
		_, err := s.Append(ctx, "race", head, []turnir.Event{e})
		switch {
		case err == nil:
			head++
			i++
		case turnir.ErrorCode(err) == turnir.ECONFLICT:
			newer, err := s.Load(ctx, "race", head)
			if err != nil {
				return err
			}
			head += int64(len(newer))
		default:
			return err
		}
	}
	return nil
}

// TestRaceChild is one writer process of TestConcurrentProcesses.
func TestRaceChild(t *testing.T) {
	spec := os.Getenv(raceEnv)
	if spec == "" {
		t.Skip("helper process of TestConcurrentProcesses")
	}
	parts := strings.Split(spec, "|")
	w, _ := strconv.Atoi(parts[1])
	count, _ := strconv.Atoi(parts[2])
	s, err := Open(parts[0])
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := appendMarks(s, w, count); err != nil {
		t.Fatal(err)
	}
}

// TestConcurrentProcesses has several processes (and this one) append to
// one stream of one file at the same time: the log must end up with every
// event exactly once, versions 1..n, each writer's events in its order.
func TestConcurrentProcesses(t *testing.T) {
	if os.Getenv(raceEnv) != "" {
		t.Skip("inside the child")
	}
	const procs, count = 3, 40
	path := filepath.Join(t.TempDir(), "race.db")
	s, err := Open(path) // created once, before the race
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()

	var cmds []*exec.Cmd
	var outs []*bytes.Buffer
	for w := 1; w <= procs; w++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestRaceChild$")
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|%d|%d", raceEnv, path, w, count))
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds, outs = append(cmds, cmd), append(outs, &out)
	}
	mine := appendMarks(s, 0, count)
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("writer process %d: %v\n%s", i+1, err, outs[i])
		}
	}
	if mine != nil {
		t.Fatalf("writer 0: %v", mine)
	}
	if t.Failed() {
		return
	}

	got, err := s.Load(context.Background(), "race", 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != (procs+1)*count {
		t.Fatalf("log holds %d events, want %d", len(got), (procs+1)*count)
	}
	next := make([]int, procs+1)
	for i, e := range got {
		var m raceMark
		if err := json.Unmarshal(e.Data, &m); err != nil {
			t.Fatal(err)
		}
		if e.Version != int64(i+1) || m.W < 0 || m.W > procs || m.I != next[m.W] {
			t.Fatalf("position %d: version %d holds writer %d event %d, want that writer's event %d",
				i+1, e.Version, m.W, m.I, next[m.W])
		}
		next[m.W]++
	}
}
