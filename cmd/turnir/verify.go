package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"turnir"
	"turnir/es"
	"turnir/names"
	"turnir/puzzleswiss"
)

func init() {
	commands["verify"] = command{group: groupLogs, summary: "replay a tournament's log and re-make every draw and result (проверить)", run: runVerify}
	commands["replay"] = command{group: groupLogs, summary: "print a tournament's event log (журнал событий)", run: runReplay}
	commands["list"] = command{group: groupLogs, summary: "list the tournaments in a database", run: runList}
}

func runVerify(args []string, stdout, stderr io.Writer) int {
	o := newOffline("verify", stdout, stderr)
	if code, ok := o.parse(args, false); !ok {
		return code
	}
	defer o.close()
	if err := o.pickOnly(); err != nil {
		return o.fail(err)
	}
	// A log that does not fold is still verified, so that a changed draw is
	// reported as the mismatch it is; the damage is the answer only when
	// verification itself cannot go on.
	k, stream, evs, err := loadLog(o)
	if err != nil {
		return o.fail(err)
	}
	_, damage := replayed(k, stream, evs)
	// The chain already held when the store loaded the log; its head seals
	// it for anyone the organizer publishes it to.
	fmt.Fprintf(stdout, "%s: %d events, hash chain intact, head hash %s (publish it to seal the log so far)\n",
		stream, len(evs), turnir.HeadHash(evs))
	v, err := k.Verify(evs)
	if err != nil {
		return o.fail(cmp.Or(damage, err))
	}
	fmt.Fprintf(stdout, "%s: %s, %s\n", o.id, k.Name, v.Counts())
	for _, m := range v.Problems() {
		fmt.Fprintln(stdout, "MISMATCH:", names.Printable(m))
	}
	if !v.OK() {
		fmt.Fprintf(stdout, "NOT CONFIRMED: %d mismatches (не подтверждено)\n", len(v.Problems()))
	}
	if damage != nil { // the log does not even replay: say so as every reader does
		return o.fail(damage)
	}
	if !v.OK() {
		return 1
	}
	fmt.Fprintln(stdout, "confirmed: every input, lot, draw and result follows from the log (подтверждено)")
	return 0
}

// pickOnly sets -t to the database's only stream when none was given; with
// none or several it says which to choose.
func (o *offline) pickOnly() error {
	if o.id != "" {
		return nil
	}
	streams, err := o.store.Streams(context.Background(), "")
	if err != nil {
		return err
	}
	switch len(streams) {
	case 1:
		o.id = streams[0]
		fmt.Fprintf(o.stderr, "turnir: the only tournament in %s: %s\n", o.db, names.Printable(o.id))
		return nil
	case 0:
		return turnir.Errorf(turnir.ENOTFOUND, "%s holds no tournament", "в %s нет ни одного турнира", o.db)
	}
	list := make([]string, len(streams))
	for i, s := range streams {
		list[i] = names.Printable(s)
	}
	return turnir.Errorf(turnir.EINVALID, "%s holds %d tournaments; choose one with -t: %s", "в %s турниров: %d; выберите один с -t: %s", o.db, len(streams), strings.Join(list, ", "))
}

// loadLog finds the stream of -t and its kind: a stream of that exact
// name, else the stream of that id in a prefixed kind (so `-t kubok` finds
// the festival "fest.kubok"), and returns its whole log.
func loadLog(o *offline) (es.Kind, string, []turnir.Event, error) {
	evs, err := o.load()
	stream := o.id
	if turnir.ErrorCode(err) == turnir.ENOTFOUND {
		for _, k := range es.Kinds() {
			if k.Prefix == "" {
				continue
			}
			alt, aerr := o.store.Load(context.Background(), k.Stream(o.id), 0)
			if aerr != nil || len(alt) > 0 {
				evs, err, stream = alt, aerr, k.Stream(o.id)
				break
			}
		}
	}
	if err != nil {
		return es.Kind{}, "", nil, err
	}
	k, ok := es.KindOf(stream)
	if !ok || len(evs) == 0 || evs[0].Type != k.Created {
		return es.Kind{}, "", nil, turnir.Errorf(turnir.EINVALID, "stream %q is of no kind turnir knows", "поток %q неизвестного turnir вида", stream)
	}
	return k, stream, evs, nil
}

// loadAny loads the log of -t (loadLog) and refuses one that does not fold
// as damaged (turnir.Damaged), with the message the server gives.
func loadAny(o *offline) (es.Kind, es.Aggregate, []turnir.Event, error) {
	k, stream, evs, err := loadLog(o)
	if err != nil {
		return k, nil, nil, err
	}
	st, err := replayed(k, stream, evs)
	return k, st, evs, err
}

// replayed folds a stream's log into its kind's state; an event that does
// not apply is damage (turnir.Damaged), named as the server names it.
func replayed(k es.Kind, stream string, evs []turnir.Event) (es.Aggregate, error) {
	return es.Fold(stream, evs, k.New)
}

func runReplay(args []string, stdout, stderr io.Writer) int {
	o := newOffline("replay", stdout, stderr)
	asJSON := o.fs.Bool("json", false, "print each event as a JSON line, payload and all, for programs")
	if code, ok := o.parse(args, false); !ok {
		return code
	}
	defer o.close()
	if err := o.pickOnly(); err != nil {
		return o.fail(err)
	}
	k, st, evs, err := loadAny(o)
	if err != nil {
		return o.fail(err)
	}
	enc := json.NewEncoder(stdout)
	for _, e := range evs {
		if *asJSON {
			if err := enc.Encode(e); err != nil {
				return o.fail(err)
			}
			continue
		}
		// One line an event, in words: number, time, who, what, why.
		line := fmt.Sprintf("#%d  %s  %s  %s", e.Version, e.At.UTC().Format("2006-01-02 15:04:05"), names.Printable(e.Actor), eventWords(e.Type))
		if t, ok := st.(*puzzleswiss.Tournament); ok {
			// Whom it concerns: the solver by name, the round.
			sid, n := t.Concerns(es.DecisionOf(e, e.Version))
			if sid != "" {
				line += ": " + names.Printable(t.Solvers[sid].Name)
			}
			if n > 0 {
				line += fmt.Sprintf(", round %d (тур %d)", n, n)
			}
		}
		if e.Reason != "" {
			line += "  — " + names.Printable(e.Reason)
		}
		fmt.Fprintln(stdout, line)
	}
	if t, ok := st.(*puzzleswiss.Tournament); ok {
		fmt.Fprintln(stderr, "replayed", len(evs), "events;")
		printTable(stderr, t, 0)
		return 0
	}
	sum := k.Summary(st)
	fmt.Fprintf(stderr, "replayed %d events; %s %q: %s\n", len(evs), k.Name, names.Printable(sum.Name), sum.Detail)
	return 0
}

func runList(args []string, stdout, stderr io.Writer) int {
	o := newOffline("list", stdout, stderr)
	if code, ok := o.parse(args, false); !ok {
		return code
	}
	defer o.close()
	streams, err := o.store.Streams(context.Background(), "")
	if err != nil {
		return o.fail(err)
	}
	damaged := 0
	for _, s := range streams {
		k, known := es.KindOf(s)
		evs, err := o.store.Load(context.Background(), s, 0)
		var st es.Aggregate
		switch {
		case err == nil && !known:
			err = turnir.Damaged(s, 1, "", turnir.Errorf(turnir.EINVALID, "a stream of no kind turnir knows", "поток неизвестного turnir вида"))
		case err == nil:
			st, err = replayed(k, s, evs)
		}
		switch {
		case turnir.IsDamaged(err):
			// Listed, never skipped: the damage is the line.
			damaged++
			fmt.Fprintf(stdout, "%s\tDAMAGED\t%s\t%s\n", s, names.Printable(turnir.ErrorMessage(err, "en")), names.Printable(turnir.ErrorMessage(err, "ru")))
			continue
		case err != nil:
			return o.fail(err)
		}
		sum := k.Summary(st)
		fmt.Fprintf(stdout, "%s\t%s\t%s\t%s\n", s, names.Printable(sum.Name), k.Name, sum.Detail)
	}
	if damaged > 0 {
		fmt.Fprintf(o.stderr, "turnir: %d damaged streams in %s; restore the database from a backup\n        повреждённых потоков в %s: %d; восстановите базу из резервной копии\n",
			damaged, o.db, o.db, damaged)
		return 1
	}
	return 0
}
