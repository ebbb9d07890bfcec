package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"turnir"
	"turnir/postgres"
	"turnir/sqlite"
)

func init() {
	commands["migrate"] = command{group: groupServer, summary: "copy every event from one log to another (SQLite to PostgreSQL or back) and prove the copy equal", run: runMigrate}
}

// migrateChunk is how many events go in one append: a stream of 100,000
// Checks is copied in a hundred transactions, not one huge one.
const migrateChunk = 1000

func runMigrate(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("migrate", flag.ContinueOnError)
	fl.SetOutput(stderr)
	from := fl.String("from", "", "the log to copy: sqlite:FILE or postgres://...")
	to := fl.String("to", "", "the empty log to copy it to: sqlite:FILE (created) or postgres://...")
	if err := fl.Parse(args); err != nil {
		return 2
	}
	if *from == "" || *to == "" {
		fmt.Fprintln(stderr, "turnir migrate: --from and --to are both needed, e.g. --from sqlite:turnir.db --to postgres://turnir@db/turnir")
		return 2
	}
	ctx := context.Background()
	src, err := openLog(ctx, *from, false)
	if err != nil {
		fmt.Fprintln(stderr, "turnir migrate:", cliMessage(err))
		return 1
	}
	defer src.Close()
	dst, err := openLog(ctx, *to, true)
	if err != nil {
		fmt.Fprintln(stderr, "turnir migrate:", cliMessage(err))
		return 1
	}
	defer dst.Close()
	streams, events, err := migrate(ctx, src, dst)
	if err != nil {
		fmt.Fprintln(stderr, "turnir migrate:", cliMessage(err))
		return 1
	}
	fmt.Fprintf(stdout, "copied %d streams, %d events; every stream read back equal, event for event, byte for byte\n", streams, events)
	fmt.Fprintln(stdout, "the data directory (seeds/ of lots not yet drawn, files/ of puzzle sets, packages/ of Svoya igra boards) is not in the log: copy it too")
	return 0
}

// openLog opens the log named by a --from or --to: "sqlite:FILE" or a
// postgres:// URL. A missing SQLite file is created only as the
// destination: a mistyped source would otherwise be an empty log copied
// "successfully".
func openLog(ctx context.Context, name string, create bool) (turnir.Store, error) {
	switch {
	case strings.HasPrefix(name, "sqlite:"):
		file := strings.TrimPrefix(name, "sqlite:")
		if _, err := os.Stat(file); !create && err != nil {
			return nil, turnir.Errorf(turnir.ENOTFOUND, "no SQLite log %s: %v", "нет журнала SQLite %s: %v", file, err)
		}
		return sqlite.Open(file)
	case strings.HasPrefix(name, "postgres://"), strings.HasPrefix(name, "postgresql://"):
		return postgres.Open(ctx, name)
	}
	return nil, turnir.Errorf(turnir.EINVALID, "%q is not a log: write sqlite:FILE or postgres://...",
		"%q — не журнал: укажите sqlite:ФАЙЛ или postgres://...", name)
}

// migrate copies every stream of src into the empty dst, then reads both
// back and compares them event for event. The destination store numbers
// and chains the events itself; equal events give an equal chain.
func migrate(ctx context.Context, src, dst turnir.Store) (streams, events int, err error) {
	have, err := dst.Streams(ctx, "")
	if err != nil {
		return 0, 0, err
	}
	if len(have) > 0 {
		return 0, 0, turnir.Errorf(turnir.ECONFLICT,
			"the destination already holds %d streams (%s ...); migrate only into an empty log",
			"в журнале назначения уже есть потоки (%d: %s ...); переносить можно только в пустой журнал", len(have), have[0])
	}
	names, err := src.Streams(ctx, "")
	if err != nil {
		return 0, 0, err
	}
	for _, st := range names {
		evs, err := src.Load(ctx, st, 0)
		if err != nil {
			return streams, events, err
		}
		for i := 0; i < len(evs); i += migrateChunk {
			chunk := evs[i:min(i+migrateChunk, len(evs))]
			if _, err := dst.Append(ctx, st, int64(i), chunk); err != nil {
				return streams, events, err
			}
		}
		back, err := dst.Load(ctx, st, 0)
		if err != nil {
			return streams, events, err
		}
		if err := sameEvents(st, evs, back); err != nil {
			return streams, events, err
		}
		streams, events = streams+1, events+len(evs)
	}
	return streams, events, nil
}

// sameEvents refuses a copy that differs from its original in anything
// stored: version, type, payload bytes, time (to the nanosecond), actor,
// reason.
func sameEvents(stream string, a, b []turnir.Event) error {
	if len(a) != len(b) {
		return turnir.Errorf(turnir.EINTERNAL, "the copy of stream %s has %d events, the original %d",
			"в копии потока %s %d событий, в оригинале %d", stream, len(b), len(a))
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Version != y.Version || x.Type != y.Type || !bytes.Equal(x.Data, y.Data) || !x.At.Equal(y.At) ||
			x.Actor != y.Actor || x.Reason != y.Reason || x.Stream != y.Stream {
			return turnir.Errorf(turnir.EINTERNAL, "the copy of stream %s differs from the original at event #%d (%s)",
				"копия потока %s отличается от оригинала в событии #%d (%s)", stream, x.Version, x.Type)
		}
	}
	return nil
}

// cliMessage is err for the operator's terminal: a refusal in its words,
// anything else with its cause (a wrong database name, a refused
// connection), which a page would not show but an operator needs.
func cliMessage(err error) string {
	var e *turnir.Error
	if errors.As(err, &e) {
		return turnir.ErrorMessage(err, "en")
	}
	return err.Error()
}
