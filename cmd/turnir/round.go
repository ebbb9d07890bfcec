package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"turnir"
	"turnir/es"
	"turnir/names"
	"turnir/puzzleswiss"
	"turnir/puzzleswiss/puzzle"
)

func init() {
	commands["begin"] = command{group: groupPuzzle, summary: "close registration, reveal the seed, draw round 1 (P2, P5) (жеребьёвка)", run: runBegin}
	commands["advance"] = command{group: groupPuzzle, summary: "let the round clock act: open, close and score, draw the next (P8, P11, P12)", run: runAdvance}
	commands["start"] = command{group: groupPuzzle, summary: "record a solver's Start press (P9)", run: runStart}
	commands["check"] = command{group: groupPuzzle, summary: "record a solver's Check press and judge the answer (P10)", run: runCheck}
	commands["result"] = command{group: groupPuzzle, summary: "enter a solver's round result by hand, e.g. imported (ввести результат)", run: runResult}
	commands["close"] = command{group: groupPuzzle, summary: "close the running round now, with a reason", run: runClose}
	commands["puzzles"] = command{group: groupPuzzle, summary: "set the puzzle set from a JSON file (загрузить головоломки)", run: runPuzzles}
}

func runBegin(args []string, stdout, stderr io.Writer) int {
	o := newOffline("begin", stdout, stderr)
	first := o.fs.String("first-round-at", "", "when round 1 opens, RFC 3339 (default: at once)")
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	seed, err := o.seeds().Get(o.id)
	if err != nil {
		return o.fail(err)
	}
	evs, err := o.do(func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error) {
		opens := at
		if *first != "" {
			var err error
			if opens, err = time.Parse(time.RFC3339, *first); err != nil {
				return nil, turnir.Errorf(turnir.EINVALID, "--first-round-at: %v", "--first-round-at: %v", err)
			}
		}
		return t.Begin(es.At(at, o.actor, ""), seed, opens)
	})
	if err != nil {
		return o.fail(err)
	}
	o.report(evs)
	fmt.Fprintf(stdout, "seed revealed: %s\n", seed)
	return printPairings(o, 1)
}

func printPairings(o *offline, n int) int {
	err := o.read(func(t *puzzleswiss.Tournament) error {
		r := t.Round(n)
		if r == nil {
			return nil
		}
		fmt.Fprintf(o.stdout, "round %d of %d, opens %s\n", r.N, t.NumRounds, r.OpensAt.Format(time.RFC3339))
		for i, p := range r.Pairs {
			fmt.Fprintf(o.stdout, "  %3d. %s - %s\n", i+1, names.Printable(t.Solvers[p[0]].Name), names.Printable(t.Solvers[p[1]].Name))
		}
		if r.Bye != "" {
			fmt.Fprintf(o.stdout, "  no opponent: %s\n", names.Printable(t.Solvers[r.Bye].Name))
		}
		return nil
	})
	if err != nil {
		return o.fail(err)
	}
	return 0
}

func runAdvance(args []string, stdout, stderr io.Writer) int {
	o := newOffline("advance", stdout, stderr)
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	at, err := o.now()
	if err != nil {
		return o.fail(err)
	}
	evs, err := o.advance(at)
	o.report(evs)
	if err != nil {
		return o.fail(err)
	}
	// Whatever was done, say what the clock waits for next, and when: an
	// advance before a round's end must not look like one that did nothing.
	if err := o.read(func(t *puzzleswiss.Tournament) error {
		en, ru := waitsFor(t, at)
		if len(evs) == 0 {
			en, ru = "nothing is due yet: "+en, "пока делать нечего: "+ru
		}
		fmt.Fprintf(stdout, "%s\n%s\n", en, ru)
		return nil
	}); err != nil {
		return o.fail(err)
	}
	return 0
}

// waitsFor says in English and Russian what the tournament's clock waits
// for at now, and when it falls due.
func waitsFor(t *puzzleswiss.Tournament, now time.Time) (en, ru string) {
	when := func(at time.Time) string {
		return at.UTC().Format(time.RFC3339) + " (" + at.Sub(now).Round(time.Second).String() + ")"
	}
	r := t.Current()
	switch {
	case t.Phase == puzzleswiss.PhaseFinished:
		return "the tournament is finished", "турнир окончен"
	case t.Phase == puzzleswiss.PhaseRegistration && t.StartsAt.IsZero():
		return "registration is open and no start is scheduled; begin with turnir begin",
			"идёт регистрация, начало не назначено; начните командой turnir begin"
	case t.Phase == puzzleswiss.PhaseRegistration:
		return "registration closes and the tournament begins at " + when(t.ClosesAt()) + ", round 1 opens at " + t.StartsAt.UTC().Format(time.RFC3339),
			"регистрация закроется и турнир начнётся в " + when(t.ClosesAt()) + ", тур 1 откроется в " + t.StartsAt.UTC().Format(time.RFC3339)
	case r == nil:
		return "round 1 is to be drawn", "предстоит жеребьёвка тура 1"
	case !r.Opened:
		return fmt.Sprintf("round %d opens at %s", r.N, when(r.OpensAt)), fmt.Sprintf("тур %d откроется в %s", r.N, when(r.OpensAt))
	case !r.Closed && !r.PausedAt.IsZero():
		return fmt.Sprintf("round %d is paused; it waits for the organizer to resume it", r.N),
			fmt.Sprintf("тур %d приостановлен и ждёт, пока организатор его продолжит", r.N)
	case !r.Closed:
		return fmt.Sprintf("round %d ends at %s", r.N, when(r.EndsAt)), fmt.Sprintf("тур %d закончится в %s", r.N, when(r.EndsAt))
	}
	return fmt.Sprintf("round %d is closed; the next step is due", r.N), fmt.Sprintf("тур %d закрыт; следующий шаг уже пора сделать", r.N)
}

func runStart(args []string, stdout, stderr io.Writer) int {
	o := newOffline("start", stdout, stderr)
	sid := o.fs.String("solver", "", "the solver's id")
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	evs, err := o.do(func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error) { return t.Start(*sid, at) })
	if err != nil {
		return o.fail(err)
	}
	o.report(evs)
	return 0
}

func runCheck(args []string, stdout, stderr io.Writer) int {
	o := newOffline("check", stdout, stderr)
	sid := o.fs.String("solver", "", "the solver's id")
	answer := o.fs.String("answer", "", "the answer")
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	var right bool
	_, err := o.do(func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error) {
		evs, ok, err := t.Check(*sid, *answer, at)
		right = ok
		return evs, err
	})
	if err != nil {
		return o.fail(err)
	}
	if right {
		fmt.Fprintln(stdout, "right (верно)")
	} else {
		fmt.Fprintln(stdout, "wrong, try again (неверно, попробуйте ещё)")
	}
	return 0
}

func runResult(args []string, stdout, stderr io.Writer) int {
	o := newOffline("result", stdout, stderr)
	sid := o.fs.String("solver", "", "the solver's id")
	round := o.fs.Int("round", 0, "the round")
	solve := durationFlag(o.fs, "time", 0, "the solving time, e.g. 2:31.5")
	unsolved := o.fs.Bool("unsolved", false, "the solver did not solve")
	reason := o.fs.String("reason", "imported result", "why, for the log")
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	if *unsolved == (*solve > 0) {
		fmt.Fprintln(stderr, "turnir: give either --time or --unsolved")
		return 2
	}
	evs, err := o.do(func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error) {
		return t.EnterResult(es.At(at, o.actor, *reason), *round, *sid, !*unsolved, *solve)
	})
	if err != nil {
		return o.fail(err)
	}
	o.report(evs)
	return 0
}

func runClose(args []string, stdout, stderr io.Writer) int {
	o := newOffline("close", stdout, stderr)
	round := o.fs.Int("round", 0, "the running round")
	reason := o.fs.String("reason", "", "why it closes early (required)")
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	evs, err := o.do(func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error) {
		return t.CloseRound(es.At(at, o.actor, *reason), *round)
	})
	if err != nil {
		return o.fail(err)
	}
	o.report(evs)
	return 0
}

func runPuzzles(args []string, stdout, stderr io.Writer) int {
	o := newOffline("puzzles", stdout, stderr)
	file := o.fs.String("file", "", "the puzzle set (JSON; see puzzle.Set)")
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	b, err := os.ReadFile(*file)
	if err != nil {
		return o.fail(turnir.Errorf(turnir.EINVALID, "cannot read %s: %v", "не удалось прочитать %s: %v", *file, err))
	}
	set, err := puzzle.ParseSet(b)
	if err != nil {
		return o.fail(err)
	}
	evs, err := o.do(func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error) {
		return t.SetPuzzles(es.At(at, o.actor, ""), set)
	})
	if err != nil {
		return o.fail(err)
	}
	o.report(evs)
	return 0
}
