package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"

	"turnir"
	"turnir/app"
	"turnir/es"
	"turnir/labels"
	"turnir/names"
	"turnir/puzzleswiss"
	"turnir/sqlite"
)

// offline is what every sub-command that works on a database file shares:
// its flags, the opened log and the host of puzzle-Swiss tournaments.
type offline struct {
	fs     *flag.FlagSet
	db     string
	id     string
	create bool
	at     string
	actor  string
	stdout io.Writer
	stderr io.Writer

	store *sqlite.Store
	host  *es.Host[*puzzleswiss.Tournament]

	// reads says the command only reads the log, so a --db that does not
	// exist is a mistyped path to say, never a new log to create.
	reads bool
	// puzzle says the command works on puzzle Swiss tournaments only.
	puzzle bool
}

// readOnly are the sub-commands that write nothing to the log: --at and
// --as would mean nothing to them, so their -h does not offer them.
var readOnly = map[string]bool{"verify": true, "replay": true, "list": true, "standings": true, "export": true}

// newOffline declares the common flags: --db, -t (tournament) and, for
// the commands that write to the log, --at and --as.
func newOffline(name string, stdout, stderr io.Writer) *offline {
	o := &offline{fs: flag.NewFlagSet("turnir "+name, flag.ContinueOnError), stdout: stdout, stderr: stderr, actor: "organizer", reads: readOnly[name], puzzle: commands[name].group == groupPuzzle}
	o.fs.SetOutput(stderr)
	o.fs.StringVar(&o.db, "db", "turnir.db", "the tournament database file (SQLite)")
	o.fs.StringVar(&o.id, "t", "", "the tournament id")
	o.fs.BoolVar(&o.create, "create", false, createUsage)
	if !readOnly[name] {
		o.fs.StringVar(&o.at, "at", "", "the time of the action, RFC 3339 (default: now); for entering a past event")
		o.fs.StringVar(&o.actor, "as", "organizer", "who acts, for the log")
	}
	return o
}

// parse reads the flags and opens the database; it returns an exit code
// and false when the command must stop.
func (o *offline) parse(args []string, needID bool) (int, bool) {
	if err := o.fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, false
		}
		return 2, false
	}
	if needID && o.id == "" {
		fmt.Fprintln(o.stderr, "turnir: -t TOURNAMENT is required (turnir list shows them)")
		return 2, false
	}
	if o.puzzle {
		if err := o.puzzleSwiss(); err != nil {
			return o.fail(err), false
		}
	}
	if _, err := os.Stat(o.db); o.reads && errors.Is(err, fs.ErrNotExist) {
		return o.fail(turnir.Errorf(turnir.ENOTFOUND, "no database %s: check the path (this command creates none)", "нет базы %s: проверьте путь (эта команда её не создаёт)", o.db)), false
	}
	st, err := sqlite.Open(o.db, openOpts(o.create)...)
	if err != nil {
		return o.fail(err), false
	}
	o.store = st
	o.host = es.NewHost(st, puzzleswiss.New)
	return 0, true
}

func (o *offline) close() {
	if o.store != nil {
		o.store.Close()
	}
}

// now is the time of the action: --at or the system clock.
func (o *offline) now() (time.Time, error) {
	if o.at == "" {
		return turnir.SystemClock{}.Now(), nil
	}
	t, err := time.Parse(time.RFC3339Nano, o.at)
	if err != nil {
		return t, turnir.Errorf(turnir.EINVALID, "--at wants a time like 2026-03-01T12:00:00Z, got %q", "--at ожидает время вида 2026-03-01T12:00:00Z, получено %q", o.at)
	}
	return t.UTC(), nil
}

func (o *offline) seeds() app.Seeds { return app.Seeds{Dir: o.db + ".seeds"} }

// do runs a command against the tournament at the action time: the round
// clock first catches up to that time, so the command is judged against
// the rounds as they stand then (a Start at 10:06:05 finds the round drawn
// to open at 10:06:00 open, though no advance ran between), and then makes
// the steps the command made due, so the log is always as of now.
func (o *offline) do(cmd func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error)) ([]turnir.Event, error) {
	at, err := o.now()
	if err != nil {
		return nil, err
	}
	ctx := context.Background()
	if err := o.exists(ctx); err != nil {
		return nil, err
	}
	if _, err := o.advance(at); err != nil {
		return nil, err
	}
	evs, err := o.host.Do(ctx, o.id, func(t *puzzleswiss.Tournament) ([]turnir.Event, error) { return cmd(t, at) })
	if err != nil {
		return nil, err
	}
	if _, err := o.advance(at); err != nil {
		return evs, err
	}
	return evs, nil
}

func (o *offline) exists(ctx context.Context) error {
	if err := o.puzzleSwiss(); err != nil {
		return err
	}
	return o.host.Read(ctx, o.id, func(t *puzzleswiss.Tournament) error {
		if t.Version == 0 {
			return turnir.Errorf(turnir.ENOTFOUND, "no tournament %[1]q in %[2]s", "в %[2]s нет турнира %[1]q", o.id, o.db)
		}
		return nil
	})
}

// puzzleSwiss refuses a stream of another kind before the puzzle Swiss
// host reads it (it would take a festival's or a team chess event's log
// for a damaged tournament), saying what the stream is (es.KindOf).
func (o *offline) puzzleSwiss() error {
	k, ok := es.KindOf(o.id)
	if !ok || k.Name == puzzleswiss.Kind.Name {
		return nil
	}
	w := kindWords[k.Name]
	if w[0] == "" {
		w = [2]string{"a " + k.Name, k.Name}
	}
	return turnir.Errorf(turnir.EINVALID, "%[1]s is %[2]s, not a puzzle Swiss tournament: this command works on puzzle Swiss tournaments (turnir help lists what works on every kind)",
		"%[1]s — это %[3]s, а не турнир пазл-свисса: эта команда работает с турнирами пазл-свисса (turnir help перечисляет команды для всех видов)", o.id, w[0], w[1])
}

// kindWords name the kinds of stream in English and Russian.
var kindWords = map[string][2]string{
	"festival":   {"a festival", "фестиваль"},
	"team-chess": {"a team chess event", "командный шахматный турнир"},
}

// load returns the tournament's whole log; a tournament with no events is
// ENOTFOUND.
func (o *offline) load() ([]turnir.Event, error) {
	evs, err := o.store.Load(context.Background(), o.id, 0)
	if err == nil && len(evs) == 0 {
		err = turnir.Errorf(turnir.ENOTFOUND, "no tournament %[1]q in %[2]s", "в %[2]s нет турнира %[1]q", o.id, o.db)
	}
	return evs, err
}

// advance runs every clock step due by `at`, each stamped at its due time,
// a scheduled start's Begin included (with the seed beside the database).
func (o *offline) advance(at time.Time) ([]turnir.Event, error) {
	if err := o.puzzleSwiss(); err != nil {
		return nil, err
	}
	var all []turnir.Event
	for {
		evs, err := o.host.Do(context.Background(), o.id, func(t *puzzleswiss.Tournament) ([]turnir.Event, error) {
			return t.Step(at, func() (turnir.Seed, error) { return o.seeds().Get(o.id) })
		})
		if err != nil || len(evs) == 0 {
			return all, err
		}
		all = append(all, evs...)
	}
}

// read gives the current state to fn.
func (o *offline) read(fn func(t *puzzleswiss.Tournament) error) error {
	ctx := context.Background()
	if err := o.exists(ctx); err != nil {
		return err
	}
	return o.host.Read(ctx, o.id, fn)
}

// fail prints err in English and Russian and returns the exit code 1.
func (o *offline) fail(err error) int {
	return printErr(o.stderr, err)
}

func printErr(w io.Writer, err error) int {
	var te *turnir.Error
	if errors.As(err, &te) {
		fmt.Fprintf(w, "turnir: %s\n        %s\n", names.Printable(te.EN), names.Printable(te.RU))
	} else {
		fmt.Fprintf(w, "turnir: %v\n", err)
	}
	return 1
}

// report prints what a command wrote to the log, in words.
func (o *offline) report(evs []turnir.Event) {
	for _, e := range evs {
		fmt.Fprintf(o.stdout, "#%d %s\n", e.Version, eventWords(e.Type))
	}
}

// eventWords is an event type's label in English and Russian (package
// labels): "Puzzles set (Загружены головоломки)", never "PuzzlesSet".
func eventWords(typ string) string {
	return labels.Event("en", typ) + " (" + labels.Event("ru", typ) + ")"
}
