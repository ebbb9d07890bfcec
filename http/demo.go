package http

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
	"turnir/puzzleswiss/puzzle"
	"turnir/puzzleswiss/simulate"
	"turnir/regulation"
)

// The self-running demo: a puzzle Swiss that always has one tournament
// running and the next one open for registration. Simulated solvers press
// Start and Check at human-like times through the same engine commands and
// group commit as real ones (they only skip HTTP); a newcomer registers in
// the open tournament, whose start is scheduled and shown, and plays
// against them.

// DemoOptions shape the demo; zero fields take the defaults.
type DemoOptions struct {
	Solvers      int           // simulated solvers per tournament (24)
	RoundLength  time.Duration // 90 s
	Pause        time.Duration // 20 s
	Registration time.Duration // how long a tournament stays open at least (3 min)
	Between      time.Duration // from one finish to the next begin (30 s)
	Log          *slog.Logger
}

const demoPrefix = "demo-"

var botNames = []string{
	"Анна Лебедева", "Борис Орлов", "Вера Соколова", "Глеб Морозов", "Дарья Волкова", "Егор Зайцев",
	"Жанна Павлова", "Иван Семёнов", "Ксения Голубева", "Лев Виноградов", "Мария Богданова", "Никита Воробьёв",
	"Ольга Фёдорова", "Павел Михайлов", "Римма Беляева", "Сергей Тарасов", "Таисия Белова", "Ульяна Комарова",
	"Фёдор Киселёв", "Харитон Макаров", "Цветана Андреева", "Юрий Ковалёв", "Яна Ильина", "Эмиль Гусев",
	"Alice Walker", "Ben Carter", "Chloe Evans", "Daniel Hughes",
}

// RunDemo keeps the demo going until ctx ends. It recovers its state from
// the log (tournaments named demo-N; solvers without a token are the
// simulated ones), so a restart on the same file carries on.
func RunDemo(ctx context.Context, s *Server, o DemoOptions) {
	RunDemoDefaults(&o)
	o.Solvers = min(o.Solvers, len(botNames))
	if o.Log == nil {
		o.Log = s.log
	}
	d := &demo{s: s, o: o}
	if err := DemoFestivals(ctx, s); err != nil {
		o.Log.Error("demo festivals", "err", err)
	}
	if err := DemoChess(ctx, s); err != nil {
		o.Log.Error("demo team chess", "err", err)
	}
	t := time.NewTicker(500 * time.Millisecond)
	defer t.Stop()
	for {
		if err := d.step(ctx); err != nil && ctx.Err() == nil {
			o.Log.Error("demo step", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

type demo struct {
	s *Server
	o DemoOptions
}

// DemoStep runs one step of the demo (tests drive it with a ManualClock).
func DemoStep(ctx context.Context, s *Server, o DemoOptions) error {
	RunDemoDefaults(&o)
	if o.Log == nil {
		o.Log = s.log
	}
	return (&demo{s: s, o: o}).step(ctx)
}

// RunDemoDefaults fills the zero fields of o.
func RunDemoDefaults(o *DemoOptions) {
	if o.Solvers <= 0 {
		o.Solvers = 24
	}
	if o.RoundLength <= 0 {
		o.RoundLength = 90 * time.Second
	}
	if o.Pause <= 0 {
		o.Pause = 20 * time.Second
	}
	if o.Registration <= 0 {
		// Long enough for a newcomer to find the page and register.
		o.Registration = 3 * time.Minute
	}
	if o.Between <= 0 {
		o.Between = 30 * time.Second
	}
}

// phases finds the running and the registering demo tournaments, the
// highest demo number used and when the running ones plan to finish.
func (d *demo) phases(ctx context.Context) (running []string, open string, last int, busyUntil time.Time) {
	d.s.mu.Lock()
	ids := slices.Clone(d.s.created)
	d.s.mu.Unlock()
	for _, id := range ids {
		var n int
		if _, err := fmt.Sscanf(id, demoPrefix+"%d", &n); err != nil || !strings.HasPrefix(id, demoPrefix) {
			continue
		}
		last = max(last, n)
		_ = d.s.read(ctx, id, func(t *puzzleswiss.Tournament) error {
			switch t.Phase {
			case puzzleswiss.PhaseRunning:
				running = append(running, id)
				busyUntil = later(busyUntil, plannedFinish(t))
			case puzzleswiss.PhaseRegistration:
				open = id
			}
			return nil
		})
	}
	return running, open, last, busyUntil
}

// plannedFinish is when a running tournament's last round ends if no
// decision moves it: the current round's end, then a pause and a round for
// each round left.
func plannedFinish(t *puzzleswiss.Tournament) time.Time {
	length, pause := t.Settings.RoundLength.D(), t.Settings.Pause.D()
	end, n := t.FirstAt.Add(length), 1
	if r := t.Current(); r != nil {
		end, n = r.OpensAt.Add(length), r.N
		if r.Opened {
			end = r.EndsAt
		}
	}
	return end.Add(time.Duration(t.NumRounds-n) * (pause + length))
}

// step keeps one demo tournament open for registration with a scheduled
// start (issue 14, items 7 and 20): at least Registration ahead when it
// opens, and after the running one's planned finish. The server's clock
// begins it at its time, as any scheduled tournament; the demo only plays
// the simulated solvers of the running ones.
func (d *demo) step(ctx context.Context) error {
	now := d.s.clock.Now()
	running, open, last, busyUntil := d.phases(ctx)
	if open == "" {
		id, err := d.create(ctx, last+1)
		if err != nil {
			return err
		}
		open = id
	}
	var scheduled bool
	_ = d.s.read(ctx, open, func(t *puzzleswiss.Tournament) error {
		scheduled = !t.StartsAt.IsZero()
		return nil
	})
	if !scheduled {
		starts := later(now.Add(d.o.Registration), busyUntil.Add(d.o.Between)).Truncate(time.Second).Add(time.Second)
		// Registration closes a little before the start: the lots and the
		// round-1 draw are shown before round 1 opens.
		closes := starts.Add(-demoDrawAhead)
		if err := d.s.do(ctx, open, func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error) {
			return t.Schedule(es.At(at, "demo", "the demo's next tournament"), starts, closes)
		}); err != nil {
			return err
		}
	}
	for _, id := range running {
		d.play(ctx, id, now)
	}
	return nil
}

// demoDrawAhead is how long before a demo tournament's start its
// registration closes and round 1 is drawn.
const demoDrawAhead = 10 * time.Second

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// create opens demo tournament n with its puzzles and simulated solvers.
func (d *demo) create(ctx context.Context, n int) (string, error) {
	reg, err := regulation.Builtin("puzzle-swiss")
	if err != nil {
		return "", err
	}
	set := reg.PuzzleSwiss.Settings()
	set.RoundLength, set.Pause = turnir.Duration(d.o.RoundLength), turnir.Duration(d.o.Pause)
	id := fmt.Sprintf("%s%d", demoPrefix, n)
	if _, err := d.s.Create(ctx, CreateRequest{ID: id, Name: fmt.Sprintf("Демо-турнир №%d · Demo #%d", n, n), Settings: &set}, "demo"); err != nil {
		return "", err
	}
	r := turnir.NewSeed().Rand("demo-puzzles")
	ps := puzzle.DemoSet(r, 12)
	if err := d.s.do(ctx, id, func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, error) {
		return t.SetPuzzles(es.At(at, "demo", ""), ps)
	}); err != nil {
		return "", err
	}
	for _, name := range botNames[:min(d.o.Solvers, len(botNames))] {
		if _, err := d.s.register(ctx, id, name, ""); err != nil {
			return "", err
		}
	}
	d.s.log.Info("demo tournament open for registration", "id", id)
	return id, nil
}

// play makes the simulated solvers of the running round act when their
// plans say so.
func (d *demo) play(ctx context.Context, tid string, now time.Time) {
	var acts []simulate.Act
	_ = d.s.read(ctx, tid, func(t *puzzleswiss.Tournament) error {
		acts = simulate.DemoActs(t, now)
		return nil
	})
	// All presses of this step go out together, so they share one group
	// commit, and the next step sees them applied.
	var wg sync.WaitGroup
	defer wg.Wait()
	for _, a := range acts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var err error
			if a.Start {
				err = d.s.Start(ctx, tid, a.Solver, now)
			} else {
				_, err = d.s.Check(ctx, tid, a.Solver, a.Answer, now)
			}
			if err != nil && turnir.ErrorCode(err) == turnir.EINTERNAL {
				d.o.Log.Error("demo solver", "id", a.Solver, "err", err)
			}
		}()
	}
}
