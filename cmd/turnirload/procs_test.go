package main

import (
	"bytes"
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	turnirhttp "turnir/http"
	"turnir/puzzleswiss"
	"turnir/sqlite"
)

// TestMain lets the test binary stand in for turnirload when -procs starts
// copies of "itself": os.Executable is this binary, so a worker it starts
// must run main, not the tests.
func TestMain(m *testing.M) {
	if os.Getenv("TURNIRLOAD_RUN_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// serve starts a real turnir server on a SQLite log in a temporary
// directory and returns its URL and the log (for counting afterwards).
func serve(t *testing.T) (string, *sqlite.Store) {
	t.Helper()
	dir := t.TempDir()
	st, err := sqlite.Open(filepath.Join(dir, "load.db"))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := turnirhttp.New(turnirhttp.Config{Store: st, DataDir: dir, OrgPassword: "load",
		Limits: turnirhttp.Limits{RegisterPerMinute: -1, RegisterBurst: -1, Connections: -1}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go srv.Run(ctx)
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { ts.Close(); cancel(); st.Close() })
	return ts.URL, st
}

// TestLoadInWorkerProcesses runs a small herd in one process and with the
// solvers shared among two worker processes, the presses sent on the live
// channel (as the solver's page sends them) and once over HTTP, and checks,
// in the server's own log rather than in the program's report, that every
// solver started once and every check the workers were told about is there.
func TestLoadInWorkerProcesses(t *testing.T) {
	for _, c := range []struct {
		name   string
		procs  int
		via    string
		reread bool // as the page: the solver's view read again at the push
	}{{"one process", 1, "ws", false}, {"two processes re-reading", 2, "ws", true}, {"one process over HTTP re-reading", 1, "http", true}} {
		procs := c.procs
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("TURNIRLOAD_RUN_MAIN", "1")
			url, st := serve(t)
			const n, wrong = 40, 2
			o := options{url: url, password: "load", n: n, wrong: wrong, spread: 300 * time.Millisecond,
				think: 100 * time.Millisecond, conc: 20, seed: 7, conns: 16, procs: procs, worker: -1, via: c.via, reread: c.reread}
			var out bytes.Buffer
			err := run(o, &out)
			t.Log(out.String())
			if err != nil {
				t.Fatal(err)
			}
			if procs > 1 && !strings.Contains(out.String(), "by 2 processes") {
				t.Fatalf("the run did not say it used two processes:\n%s", out.String())
			}
			if c.reread && !regexp.MustCompile(`(?m)^me\s+`+strconv.Itoa(n)+`\s`).MatchString(out.String()) {
				t.Fatalf("the run did not report %d re-reads:\n%s", n, out.String())
			}
			if !strings.Contains(out.String(), "0 lost") {
				t.Fatalf("the run reported lost checks:\n%s", out.String())
			}
			m := regexp.MustCompile(`tournament (\S+);`).FindStringSubmatch(out.String())
			if m == nil {
				t.Fatalf("no tournament named in the report:\n%s", out.String())
			}
			evs, err := st.Load(context.Background(), m[1], 0)
			if err != nil {
				t.Fatal(err)
			}
			counts := map[string]int{}
			for _, e := range evs {
				counts[e.Type]++
			}
			if counts[puzzleswiss.EvRegistered] != n || counts[puzzleswiss.EvStarted] != n || counts[puzzleswiss.EvChecked] != n*(wrong+1) {
				t.Fatalf("log holds %d registrations, %d starts, %d checks; want %d, %d, %d",
					counts[puzzleswiss.EvRegistered], counts[puzzleswiss.EvStarted], counts[puzzleswiss.EvChecked], n, n, n*(wrong+1))
			}
		})
	}
}
