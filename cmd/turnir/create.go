package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"turnir"
	"turnir/app"
	"turnir/es"
	"turnir/puzzleswiss"
	"turnir/regulation"
)

func init() {
	commands["create"] = command{group: groupPuzzle, summary: "create a tournament from a regulation (создать турнир)", run: runCreate}
}

// loadRegulation reads a built-in regulation by name or a regulation file.
func loadRegulation(name string) (*regulation.Regulation, error) {
	if !strings.ContainsAny(name, "./") {
		return regulation.Builtin(name)
	}
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, turnir.Errorf(turnir.EINVALID, "cannot read the regulation: %v", "не удалось прочитать регламент: %v", err)
	}
	return regulation.Parse(b)
}

func runCreate(args []string, stdout, stderr io.Writer) int {
	o := newOffline("create", stdout, stderr)
	name := o.fs.String("name", "", "the tournament's name (required)")
	reg := o.fs.String("regulation", "puzzle-swiss", "a built-in regulation ("+strings.Join(regulation.BuiltinNames(), ", ")+") or a regulation file")
	rounds := o.fs.Int("rounds", -1, "fix the number of rounds (P1; default: the regulation's)")
	roundLen := durationFlag(o.fs, "round-length", 0, "the round length (P8; default: the regulation's)")
	pause := durationFlag(o.fs, "pause", -1, "the pause between rounds (P12; default: the regulation's)")
	if code, ok := o.parse(args, false); !ok {
		return code
	}
	defer o.close()
	r, err := loadRegulation(*reg)
	if err != nil {
		return o.fail(err)
	}
	if r.SchoolChess != nil { // team chess: chess.go
		if err := createChess(o, r, *name); err != nil {
			return o.fail(err)
		}
		return 0
	}
	if r.Kind != regulation.KindPuzzleSwiss {
		return o.fail(turnir.Errorf(turnir.EINVALID, "the command line runs puzzle Swiss tournaments; %s is a %s", "командная строка ведёт турниры по головоломкам; %s — это %s", *reg, r.Kind))
	}
	s := r.PuzzleSwiss.Settings()
	if *rounds >= 0 {
		s.Rounds = *rounds
	}
	if *roundLen > 0 {
		s.RoundLength = turnir.Duration(*roundLen)
	}
	if *pause >= 0 {
		s.Pause = turnir.Duration(*pause)
	}
	if err := s.Validate(); err != nil { // the flags are checked as a regulation file's fields
		return o.fail(err)
	}
	ctx := context.Background()
	if o.id == "" {
		streams, err := o.store.Streams(ctx, "")
		if err != nil {
			return o.fail(err)
		}
		o.id = fmt.Sprintf("swiss-%d", len(streams)+1)
	}
	at, err := o.now()
	if err != nil {
		return o.fail(err)
	}
	if *name == "" {
		*name = r.Name + " " + at.Format("2006-01-02")
	}
	var created []turnir.Event
	created, err = app.Create(ctx, o.host, o.seeds(), o.id, func(t *puzzleswiss.Tournament, seed turnir.Seed) ([]turnir.Event, error) {
		if t.Version > 0 {
			return nil, turnir.Errorf(turnir.ECONFLICT, "tournament %s already exists", "турнир %s уже существует", o.id)
		}
		return puzzleswiss.Create(es.At(at, o.actor, ""), o.id, *name, s, seed.Commitment())
	})
	if err != nil {
		return o.fail(err)
	}
	fmt.Fprintf(stdout, "created %s %q\nseed commitment (publish it before the draw): %s\nthe secret seed is kept in %s until the draw\n",
		o.id, *name, swissCommitment(created), o.seeds().Dir)
	return 0
}

func swissCommitment(evs []turnir.Event) string {
	var c puzzleswiss.Created
	if len(evs) > 0 && evs[0].Decode(&c) == nil {
		return c.Commitment
	}
	return ""
}
