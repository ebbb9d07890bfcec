package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"turnir"
	"turnir/app"
	"turnir/festival"
	"turnir/swiss"
)

func init() {
	commands["verify"] = command{summary: "replay a tournament's log and re-make every draw and result (проверить)", run: runVerify}
	commands["replay"] = command{summary: "print a tournament's event log (журнал событий)", run: runReplay}
	commands["list"] = command{summary: "list the tournaments in a database", run: runList}
}

func runVerify(args []string, stdout, stderr io.Writer) int {
	o := newOffline("verify", stdout, stderr)
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	// A log that does not fold is still verified, so that a changed draw is
	// reported as the mismatch it is; the damage is the answer only when
	// verification itself cannot go on.
	stream, evs, err := loadLog(o)
	if err != nil {
		return o.fail(err)
	}
	damage := foldCheck(stream, evs)
	// The chain already held when the store loaded the log; its head seals
	// it for anyone the organizer publishes it to.
	fmt.Fprintf(stdout, "%s: %d events, hash chain intact, head hash %s (publish it to seal the log so far)\n",
		stream, len(evs), turnir.HeadHash(evs))
	if isFestival(evs) {
		return verifyFestival(o, evs, damage, stdout)
	}
	rep, err := swiss.Verify(evs)
	if err != nil {
		return o.fail(cmp.Or(damage, err))
	}
	fmt.Fprintf(stdout, "%s: %d events replayed; seed commitment and lots checked %d, draws re-made %d, answers re-judged %d, round scorings re-computed %d\n",
		o.id, rep.Events, rep.Lots, rep.Draws, rep.Checks, rep.Scorings)
	for _, m := range rep.Mismatches {
		fmt.Fprintln(stdout, "MISMATCH:", m)
	}
	if !rep.OK() {
		fmt.Fprintf(stdout, "NOT CONFIRMED: %d mismatches (не подтверждено)\n", len(rep.Mismatches))
		return 1
	}
	if damage != nil {
		return o.fail(damage)
	}
	fmt.Fprintln(stdout, "confirmed: every draw and result follows from the log (подтверждено)")
	return 0
}

// festStreamPrefix is how the server names a festival's stream: "fest."
// and the festival's id (http/festival.go).
const festStreamPrefix = "fest."

// loadAny loads the log of -t (loadLog) and refuses one that does not fold
// as damaged (turnir.Damaged), with the message the server gives.
func loadAny(o *offline) ([]turnir.Event, error) {
	stream, evs, err := loadLog(o)
	if err != nil {
		return nil, err
	}
	return evs, foldCheck(stream, evs)
}

// loadLog loads the log of -t, or of the festival with that id when no
// stream has that exact name, so `-t kubok` finds "fest.kubok". It returns
// the stream's name too.
func loadLog(o *offline) (string, []turnir.Event, error) {
	evs, err := o.load()
	if turnir.ErrorCode(err) == turnir.ENOTFOUND {
		alt, aerr := o.store.Load(context.Background(), festStreamPrefix+o.id, 0)
		if aerr != nil || len(alt) > 0 {
			return festStreamPrefix + o.id, alt, aerr
		}
	}
	return o.id, evs, err
}

// foldCheck folds a stream's log with its aggregate and returns the damage,
// if any.
func foldCheck(stream string, evs []turnir.Event) error {
	var err error
	if isFestival(evs) || strings.HasPrefix(stream, festStreamPrefix) {
		_, err = app.Fold(stream, evs, festival.New)
	} else {
		_, err = app.Fold(stream, evs, swiss.New)
	}
	return err
}

// isFestival tells a festival's stream (the cup, Brain-ring, Svoya igra,
// the solyanka) from a puzzle Swiss by its first event.
func isFestival(evs []turnir.Event) bool { return len(evs) > 0 && evs[0].Type == festival.EvCreated }

// verifyFestival re-checks a festival's log with festival.Verify.
func verifyFestival(o *offline, evs []turnir.Event, damage error, stdout io.Writer) int {
	rep, err := festival.Verify(evs)
	if err != nil {
		return o.fail(cmp.Or(damage, err))
	}
	fmt.Fprintf(stdout, "%s: festival, %d events replayed; inputs re-run through their commands %d, applied only %d, lots checked against their commitments %d, draws re-made %d\n",
		o.id, rep.Events, rep.Inputs, rep.Applied, rep.Lots, rep.Draws)
	for _, m := range rep.Mismatches {
		fmt.Fprintln(stdout, "MISMATCH:", m)
	}
	if !rep.OK() {
		fmt.Fprintf(stdout, "NOT CONFIRMED: %d mismatches (не подтверждено)\n", len(rep.Mismatches))
		return 1
	}
	if damage != nil {
		return o.fail(damage)
	}
	fmt.Fprintln(stdout, "confirmed: every input, lot and draw follows from the log (подтверждено)")
	return 0
}

func runReplay(args []string, stdout, stderr io.Writer) int {
	o := newOffline("replay", stdout, stderr)
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	evs, err := loadAny(o)
	if err != nil {
		return o.fail(err)
	}
	enc := json.NewEncoder(stdout)
	for _, e := range evs {
		if err := enc.Encode(e); err != nil {
			return o.fail(err)
		}
	}
	if isFestival(evs) {
		f, err := festival.Replay(evs)
		if err != nil {
			return o.fail(err)
		}
		fmt.Fprintf(stderr, "replayed %d events; festival %q: %d teams, %d players\n", len(evs), f.Name, len(f.Teams), len(f.Players))
		return 0
	}
	t, err := swiss.Replay(evs)
	if err != nil {
		return o.fail(err)
	}
	fmt.Fprintln(stderr, "replayed", len(evs), "events;")
	printTable(stderr, t, 0)
	return 0
}

func runList(args []string, stdout, stderr io.Writer) int {
	o := newOffline("list", stdout, stderr)
	if code, ok := o.parse(args, false); !ok {
		return code
	}
	defer o.close()
	streams, err := o.store.Streams(context.Background())
	if err != nil {
		return o.fail(err)
	}
	damaged := 0
	for _, s := range streams {
		evs, err := o.store.Load(context.Background(), s, 0)
		if err == nil {
			err = foldCheck(s, evs)
		}
		switch {
		case turnir.IsDamaged(err):
			// Listed, never skipped: the damage is the line.
			damaged++
			fmt.Fprintf(stdout, "%s\tDAMAGED\t%s\t%s\n", s, turnir.ErrorMessage(err, "en"), turnir.ErrorMessage(err, "ru"))
			continue
		case err != nil:
			return o.fail(err)
		case isFestival(evs): // a festival's stream is folded by its own aggregate
			if f, err := festival.Replay(evs); err == nil {
				fmt.Fprintf(stdout, "%s\t%s\tfestival\t%d teams\n", s, f.Name, len(f.Teams))
			}
			continue
		}
		o.host.Read(context.Background(), s, func(t *swiss.Tournament) error {
			fmt.Fprintf(stdout, "%s\t%s\t%s\t%d solvers\n", s, t.Name, t.Phase, len(t.Order))
			return nil
		})
	}
	if damaged > 0 {
		fmt.Fprintf(o.stderr, "turnir: %d damaged streams in %s; restore the database from a backup\n        повреждённых потоков в %s: %d; восстановите базу из резервной копии\n",
			damaged, o.db, o.db, damaged)
		return 1
	}
	return 0
}
