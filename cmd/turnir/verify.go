package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"turnir"
	"turnir/es"
	"turnir/names"
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
	k, evs, err := loadAny(o)
	if err != nil {
		return o.fail(err)
	}
	v, err := k.Verify(evs)
	if err != nil {
		return o.fail(err)
	}
	fmt.Fprintf(stdout, "%s: %s, %s\n", o.id, k.Name, v.Counts())
	for _, m := range v.Problems() {
		fmt.Fprintln(stdout, "MISMATCH:", names.Printable(m))
	}
	if !v.OK() {
		fmt.Fprintf(stdout, "NOT CONFIRMED: %d mismatches (не подтверждено)\n", len(v.Problems()))
		return 1
	}
	fmt.Fprintln(stdout, "confirmed: every input, lot, draw and result follows from the log (подтверждено)")
	return 0
}

// loadAny finds the stream of -t and its kind: a stream of that exact
// name, else the stream of that id in a prefixed kind (so `-t kubok` finds
// the festival "fest.kubok"), and returns its whole log.
func loadAny(o *offline) (es.Kind, []turnir.Event, error) {
	evs, err := o.load()
	stream := o.id
	if turnir.ErrorCode(err) == turnir.ENOTFOUND {
		for _, k := range es.Kinds() {
			if k.Prefix == "" {
				continue
			}
			if alt, aerr := o.store.Load(context.Background(), k.Stream(o.id), 0); aerr == nil && len(alt) > 0 {
				evs, err, stream = alt, nil, k.Stream(o.id)
				break
			}
		}
	}
	if err != nil {
		return es.Kind{}, nil, err
	}
	k, ok := es.KindOf(stream)
	if !ok || len(evs) == 0 || evs[0].Type != k.Created {
		return es.Kind{}, nil, turnir.Errorf(turnir.EINVALID, "stream %q is of no kind turnir knows", "поток %q неизвестного turnir вида", stream)
	}
	return k, evs, nil
}

// replayed folds a stream's log into its kind's state.
func replayed(k es.Kind, evs []turnir.Event) (es.Aggregate, error) {
	st := k.New()
	for _, e := range evs {
		if err := st.Apply(e); err != nil {
			return nil, err
		}
	}
	return st, nil
}

func runReplay(args []string, stdout, stderr io.Writer) int {
	o := newOffline("replay", stdout, stderr)
	if code, ok := o.parse(args, true); !ok {
		return code
	}
	defer o.close()
	k, evs, err := loadAny(o)
	if err != nil {
		return o.fail(err)
	}
	enc := json.NewEncoder(stdout)
	for _, e := range evs {
		if err := enc.Encode(e); err != nil {
			return o.fail(err)
		}
	}
	st, err := replayed(k, evs)
	if err != nil {
		return o.fail(err)
	}
	if t, ok := st.(*swiss.Tournament); ok {
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
	streams, err := o.store.Streams(context.Background())
	if err != nil {
		return o.fail(err)
	}
	// A stream that does not replay is listed as damaged, with the reason,
	// never left out: the list then exits 1.
	code := 0
	for _, s := range streams {
		k, ok := es.KindOf(s)
		evs, err := o.store.Load(context.Background(), s, 0)
		var st es.Aggregate
		if err == nil && ok {
			st, err = replayed(k, evs)
		}
		if err != nil || !ok {
			if err == nil {
				err = turnir.Errorf(turnir.EINVALID, "a stream of no kind turnir knows", "поток неизвестного turnir вида")
			}
			fmt.Fprintf(stdout, "%s\tDAMAGED\t%s\n", s, names.Printable(turnir.ErrorMessage(err, "en")))
			code = 1
			continue
		}
		sum := k.Summary(st)
		fmt.Fprintf(stdout, "%s\t%s\t%s\t%s\n", s, names.Printable(sum.Name), k.Name, sum.Detail)
	}
	return code
}
