package main

// With -procs K the solvers are shared among K worker processes, each a
// copy of this program started with -worker i: every solver holds a
// WebSocket, and one process may hold only so many open files (20,000 on
// the machine the benchmarks were run on), so 50,000 solvers need several.
// The coordinator creates the tournament, waits until every worker has
// registered and connected its solvers, opens the round, tells the workers
// when, and merges what they measured. A worker speaks to it in lines on
// its standard output ("ready", then "result" and a JSON document) and
// hears the round's opening as one line on its standard input.

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// workerResult is what a worker measured and what its solvers were told.
type workerResult struct {
	Lat     map[string][]time.Duration
	Errs    map[string]map[string]int
	Solvers []workerSolver
	WSMsgs  int64
}

// workerSolver is one solver's acknowledged checks, for the coordinator's
// comparison with the server's count.
type workerSolver struct {
	ID     string
	Acked  int
	Solved bool
}

// runWorker plays this process's share of the solvers of tournament o.tid.
func runWorker(o options, in io.Reader, out io.Writer) error {
	l := newLoad(o)
	l.tid = o.tid
	ctx := context.Background()
	solvers, err := l.register(ctx)
	if err != nil {
		return err
	}
	if err := l.connect(ctx, solvers); err != nil {
		return err
	}
	fmt.Fprintln(out, "ready")
	line, err := bufio.NewReader(in).ReadString('\n')
	if err != nil {
		return fmt.Errorf("waiting for the round: %w", err)
	}
	ns, err := strconv.ParseInt(strings.TrimPrefix(strings.TrimSpace(line), "begun "), 10, 64)
	if err != nil {
		return fmt.Errorf("waiting for the round: %q", line)
	}
	l.play(ctx, solvers, time.Unix(0, ns))
	res := workerResult{Lat: l.stats.lat, Errs: l.stats.errs, WSMsgs: l.wsMsgs.Load()}
	for _, s := range solvers {
		res.Solvers = append(res.Solvers, workerSolver{ID: s.id, Acked: s.acked, Solved: s.solved})
		s.ws.CloseNow()
	}
	b, err := json.Marshal(res)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "result %s\n", b)
	return err
}

// worker is one started worker process, seen from the coordinator.
type worker struct {
	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines *bufio.Scanner
}

// viaProcs plays the round with the solvers shared among -procs workers
// and returns them (without connections) as the single-process run would.
func (l *load) viaProcs(ctx context.Context, out io.Writer) ([]*solver, time.Duration, health, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, 0, health{}, err
	}
	t := time.Now()
	workers := make([]*worker, l.o.procs)
	defer func() {
		for _, w := range workers {
			if w != nil && w.cmd.ProcessState == nil {
				w.cmd.Process.Kill()
				w.cmd.Wait()
			}
		}
	}()
	for i := range workers {
		o := l.o
		cmd := exec.Command(self, "-url", o.url, "-n", strconv.Itoa(o.n), "-wrong", strconv.Itoa(o.wrong),
			"-spread", o.spread.String(), "-think", o.think.String(), "-conc", strconv.Itoa(max(1, o.conc/o.procs)),
			"-seed", strconv.FormatUint(o.seed, 10), "-conns", strconv.Itoa(o.conns), "-procs", strconv.Itoa(o.procs),
			"-via", o.via, "-reread="+strconv.FormatBool(o.reread), "-worker", strconv.Itoa(i), "-tid", l.tid)
		cmd.Stderr = os.Stderr
		stdin, err := cmd.StdinPipe()
		if err != nil {
			return nil, 0, health{}, err
		}
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			return nil, 0, health{}, err
		}
		if err := cmd.Start(); err != nil {
			return nil, 0, health{}, err
		}
		sc := bufio.NewScanner(stdout)
		sc.Buffer(nil, 1<<30) // a result holds every latency measured
		workers[i] = &worker{cmd: cmd, stdin: stdin, lines: sc}
	}
	for i, w := range workers {
		if line, err := w.next(); err != nil || line != "ready" {
			return nil, 0, health{}, fmt.Errorf("worker %d: %q %v", i, line, err)
		}
	}
	fmt.Fprintf(out, "solvers registered and connected: %d in %v by %d processes\n", l.o.n, time.Since(t).Round(time.Millisecond), l.o.procs)

	peak := l.watchMemory(ctx)
	begun := time.Now()
	if err := l.begin(ctx); err != nil {
		return nil, 0, health{}, err
	}
	for _, w := range workers {
		fmt.Fprintf(w.stdin, "begun %d\n", begun.UnixNano())
	}
	results := make([]workerResult, len(workers))
	errs := make([]error, len(workers))
	var wg sync.WaitGroup
	for i, w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			line, err := w.next()
			if err == nil && !strings.HasPrefix(line, "result ") {
				err = fmt.Errorf("%.200q", line)
			}
			if err == nil {
				err = json.Unmarshal([]byte(strings.TrimPrefix(line, "result ")), &results[i])
			}
			if err == nil {
				err = w.cmd.Wait()
			}
			if err != nil {
				errs[i] = fmt.Errorf("worker %d: %w", i, err)
			}
		}()
	}
	wg.Wait()
	roundTime := time.Since(begun)
	peakMem := peak()
	if err := errors.Join(errs...); err != nil {
		return nil, 0, health{}, err
	}
	var solvers []*solver
	for _, r := range results {
		for k, d := range r.Lat {
			l.stats.lat[k] = append(l.stats.lat[k], d...)
		}
		for k, m := range r.Errs {
			if l.stats.errs[k] == nil {
				l.stats.errs[k] = map[string]int{}
			}
			for msg, c := range m {
				l.stats.errs[k][msg] += c
			}
		}
		for _, s := range r.Solvers {
			solvers = append(solvers, &solver{id: s.ID, acked: s.Acked, solved: s.Solved})
		}
		l.wsMsgs.Add(r.WSMsgs)
	}
	return solvers, roundTime, peakMem, nil
}

// next is the worker's next line on its standard output.
func (w *worker) next() (string, error) {
	if w.lines.Scan() {
		return w.lines.Text(), nil
	}
	if err := w.lines.Err(); err != nil {
		return "", err
	}
	return "", io.ErrUnexpectedEOF
}
