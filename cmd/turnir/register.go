package main

import (
	"fmt"
	"io"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
)

func init() {
	commands["register"] = command{group: groupPuzzle, summary: "register a solver (P2) (зарегистрировать участника)", run: runRegister}
	commands["withdraw"] = command{group: groupPuzzle, summary: "withdraw a solver before the draw (P3) (снять участника)", run: runWithdraw}
	commands["disqualify"] = command{group: groupPuzzle, summary: "disqualify a solver, with a reason (DQ2) (дисквалифицировать)", run: runDisqualify}
}

func runRegister(args []string, stdout, stderr io.Writer) int {
	o := newOffline("register", stdout, stderr)
	name := o.fs.String("name", "", "the solver's name (required)")
	sid := o.fs.String("solver", "", "the solver's id (default: the next free s1, s2 ...)")
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	var id string
	_, err := o.do(func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error) {
		id = *sid
		if id == "" {
			id = fmt.Sprintf("s%d", len(t.Order)+1)
		}
		return t.Register(id, *name, "", at)
	})
	if err != nil {
		return o.fail(err)
	}
	fmt.Fprintf(stdout, "registered %s %q\n", id, *name)
	return 0
}

func runWithdraw(args []string, stdout, stderr io.Writer) int {
	o := newOffline("withdraw", stdout, stderr)
	sid := o.fs.String("solver", "", "the solver's id")
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	evs, err := o.do(func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error) {
		return t.Withdraw(es.At(at, o.actor, ""), *sid)
	})
	if err != nil {
		return o.fail(err)
	}
	o.report(evs)
	return 0
}

func runDisqualify(args []string, stdout, stderr io.Writer) int {
	o := newOffline("disqualify", stdout, stderr)
	sid := o.fs.String("solver", "", "the solver's id")
	reason := o.fs.String("reason", "", "why (required, logged)")
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	evs, err := o.do(func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error) {
		return t.Disqualify(es.At(at, o.actor, *reason), *sid)
	})
	if err != nil {
		return o.fail(err)
	}
	o.report(evs)
	return 0
}
