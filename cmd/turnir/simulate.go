package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"turnir"
	"turnir/labels"
	"turnir/puzzleswiss/simulate"
	"turnir/regulation"
)

func init() {
	commands["simulate"] = command{group: groupPuzzle, summary: "play a whole tournament of N simulated solvers on a fake clock (моделирование)", run: runSimulate}
}

func runSimulate(args []string, stdout, stderr io.Writer) int {
	o := newOffline("simulate", stdout, stderr)
	n := o.fs.Int("n", 1000, "number of solvers")
	rounds := o.fs.Int("rounds", 0, "number of rounds (0: ceil(log2 N), P1)")
	seed := o.fs.Uint64("seed", 1, "the simulation's seed (the same seed gives the same tournament)")
	top := o.fs.Int("top", 20, "print this many lines of the final table (0: all)")
	if code, ok := o.parse(args, false); !ok {
		return code
	}
	defer o.close()
	if o.id == "" {
		o.id = fmt.Sprintf("sim-%d-%d", *n, *seed)
	}
	reg, err := regulation.Builtin("puzzle-swiss")
	if err != nil {
		return o.fail(err)
	}
	ctx := context.Background()
	if old, err := o.store.Load(ctx, o.id, 0); err != nil {
		return o.fail(err)
	} else if len(old) > 0 {
		return o.fail(turnir.Errorf(turnir.ECONFLICT, "%s already holds tournament %s; pick another -t or --db", "в %s уже есть турнир %s; выберите другой -t или --db", o.db, o.id))
	}
	began := time.Now()
	tour, log, err := simulate.Run(simulate.Config{ID: o.id, Solvers: *n, Rounds: *rounds, Seed: *seed,
		Start: time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC), Settings: reg.PuzzleSwiss.Settings()})
	if err != nil {
		return o.fail(err)
	}
	played := time.Since(began)
	// One transaction per chunk: a simulation is one writer, and per-event
	// fsyncs would only measure the disk.
	const chunk = 5000
	var version int64
	for i := 0; i < len(log); i += chunk {
		part := log[i:min(i+chunk, len(log))]
		if _, err := o.store.Append(ctx, o.id, version, part); err != nil {
			return o.fail(err)
		}
		version += int64(len(part))
	}
	fmt.Fprintf(stdout, "simulated %s, %s: %d events in %s, written to %s as tournament %s\n\n",
		labels.Count("en", "count.solver", *n), labels.Count("en", "count.round", tour.NumRounds), len(log), played.Round(time.Millisecond), o.db, o.id)
	printTable(stdout, tour, *top)
	fmt.Fprintf(stdout, "\nconfirm it: turnir verify --db %s -t %s\n", o.db, o.id)
	return 0
}
