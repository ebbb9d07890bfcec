package sqlite

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"turnir"
	"turnir/storetest"
)

// crashEnv, when set to "path|batch", turns TestCrashChild into the process
// that TestCrash kills.
const crashEnv = "TURNIR_SQLITE_CRASH_CHILD"

// crashStream is the stream the crash test appends to.
const crashStream = "crash"

// crashEvent is event number v of the crash test. Everything in it follows
// from v, so the parent can check every byte the child wrote. Payloads vary
// in size and now and then spill over several pages, so that a torn write
// would show.
func crashEvent(v int64) turnir.Event {
	letters := []string{"a", "ж", "Q", "ё", "7"}
	n := int(v*7919) % 3000
	if v%23 == 0 {
		n = 40000 + int(v%5)*1000
	}
	data := fmt.Sprintf(`{"v":%d,"pad":"%s"}`, v, strings.Repeat(letters[v%5], n))
	return turnir.Event{
		Type:   "Crash",
		Data:   []byte(data),
		At:     time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(v) * 1234567891),
		Actor:  "child",
		Reason: "событие №" + strconv.FormatInt(v, 10),
	}
}

// TestCrashChild appends forever in batches and prints each acknowledged
// version on stdout once Append has returned. It only runs as a child of
// TestCrash.
func TestCrashChild(t *testing.T) {
	spec := os.Getenv(crashEnv)
	if spec == "" {
		t.Skip("helper process of TestCrash")
	}
	path, b, _ := strings.Cut(spec, "|")
	batch, _ := strconv.ParseInt(b, 10, 64)
	s, err := Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "open:", err)
		os.Exit(2)
	}
	ctx := context.Background()
	have, err := s.Load(ctx, crashStream, 0)
	if err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(2)
	}
	v := int64(len(have))
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); {
		events := make([]turnir.Event, batch)
		for i := range events {
			events[i] = crashEvent(v + int64(i) + 1)
		}
		if _, err := s.Append(ctx, crashStream, v, events); err != nil {
			fmt.Fprintln(os.Stderr, "append:", err)
			os.Exit(3)
		}
		v += batch
		fmt.Println(v) // os.Stdout is unbuffered: the parent sees it at once
	}
	os.Exit(0) // a parent that forgot us: stop on our own
}

// TestCrash kills a process that appends to a real SQLite file with SIGKILL
// at random moments and checks, after each kill, that every acknowledged
// event is there, byte for byte, with versions 1..n and no torn batch.
func TestCrash(t *testing.T) {
	if os.Getenv(crashEnv) != "" {
		t.Skip("inside the child")
	}
	rng := rand.New(rand.NewPCG(uint64(storetest.Seed(t)), 0))
	kills := 20
	if testing.Short() {
		kills = 5
	}
	for _, batch := range []int64{1, 4} {
		t.Run(fmt.Sprintf("batch_of_%d", batch), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "crash.db")
			var acked int64
			for k := range kills {
				a := runAndKill(t, path, batch, rng)
				if a != 0 && a <= acked { // a child starts after what is in the log
					t.Fatalf("kill %d: child acknowledged up to %d after %d had been", k+1, a, acked)
				}
				acked = max(acked, a)
				checkCrashLog(t, path, batch, acked, k+1)
			}
			if acked == 0 {
				t.Fatal("no append was ever acknowledged: the test proved nothing")
			}
			t.Logf("%d kills, %d events acknowledged", kills, acked)
		})
	}
}

// runAndKill starts a child on path, kills it at a random moment and returns
// the highest version it acknowledged. Half the kills wait for a random
// number of acknowledgements first (so they land mid-append), the other half
// only for a random time (so some land while the file is being opened).
func runAndKill(t *testing.T, path string, batch int64, rng *rand.Rand) int64 {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|%d", crashEnv, path, batch))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var acked int64
	acks := make(chan int64, 1024)
	var wg sync.WaitGroup
	wg.Go(func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if v, err := strconv.ParseInt(sc.Text(), 10, 64); err == nil {
				acks <- v
			}
		}
		close(acks)
	})
	if rng.IntN(2) == 0 {
		wait := 1 + rng.IntN(40)
		for range wait {
			v, ok := <-acks
			if !ok {
				break
			}
			acked = v
		}
		time.Sleep(time.Duration(rng.IntN(3000)) * time.Microsecond)
	} else {
		time.Sleep(time.Duration(rng.IntN(150)) * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGKILL)
	for v := range acks {
		acked = v
	}
	wg.Wait()
	err = cmd.Wait()
	if st, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !st.Signaled() {
		t.Fatalf("child ended by itself before the kill (%v): %s", err, stderr.String())
	}
	return acked
}

// checkCrashLog reopens the log after a kill and checks it against what the
// child acknowledged.
func checkCrashLog(t *testing.T, path string, batch, acked int64, kill int) {
	t.Helper()
	s, err := Open(path)
	if err != nil {
		t.Fatalf("kill %d: reopen: %v", kill, err)
	}
	defer s.Close()
	got, err := s.Load(context.Background(), crashStream, 0)
	if err != nil {
		t.Fatalf("kill %d: load: %v", kill, err)
	}
	n := int64(len(got))
	if n < acked {
		t.Fatalf("kill %d: %d acknowledged events, only %d in the log", kill, acked, n)
	}
	if n%batch != 0 {
		t.Fatalf("kill %d: the log holds %d events, not whole batches of %d", kill, n, batch)
	}
	for i, e := range got {
		want := crashEvent(int64(i + 1))
		switch {
		case e.Version != int64(i+1):
			t.Fatalf("kill %d: position %d holds version %d", kill, i+1, e.Version)
		case e.Type != want.Type || !bytes.Equal(e.Data, want.Data) || !e.At.Equal(want.At) ||
			e.Actor != want.Actor || e.Reason != want.Reason:
			t.Fatalf("kill %d: event %d differs from what was appended (%d bytes of data, want %d)",
				kill, i+1, len(e.Data), len(want.Data))
		}
		var payload struct{ V int64 }
		if err := e.Decode(&payload); err != nil || payload.V != e.Version {
			t.Fatalf("kill %d: event %d does not decode: %v", kill, i+1, err)
		}
	}
}
