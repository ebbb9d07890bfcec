package app

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"turnir"
	"turnir/es"
)

// Seeds keeps each tournament's secret lot seed in a file of its own
// (mode 0600) until the draw reveals it in the log. It lives beside the
// database, never in it: the log is public to auditors, the seed must not be
// before the draw.
type Seeds struct {
	Dir string
}

var streamName = regexp.MustCompile(`^[A-Za-z0-9_.-]{1,64}$`)

func (s Seeds) path(stream string) (string, error) {
	if !streamName.MatchString(stream) || strings.HasPrefix(stream, ".") {
		return "", turnir.Errorf(turnir.EINVALID, "bad tournament id %q", "неверный идентификатор турнира %q", stream)
	}
	return filepath.Join(s.Dir, stream+".seed"), nil
}

// New draws a fresh seed for stream, stores it and returns it. It refuses
// to replace an existing seed, whose commitment may already be published.
func (s Seeds) New(stream string) (turnir.Seed, error) {
	seed := turnir.NewSeed()
	return seed, s.Keep(stream, seed)
}

// Keep stores seed as stream's, refusing to replace an existing one.
func (s Seeds) Keep(stream string, seed turnir.Seed) error {
	p, err := s.path(stream)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(s.Dir, 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return turnir.Errorf(turnir.ECONFLICT, "tournament %s already has a seed", "у турнира %s уже есть жребий", stream)
	}
	if err != nil {
		return err
	}
	if _, err := f.WriteString(seed.String() + "\n"); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Create commits the events that open stream with a fresh lot seed. build
// makes them from the current state and the seed (its commitment goes into
// the log) and validates: a refusal stores nothing. The seed is written
// only once build has accepted, and removed again when nothing was
// committed, so a refused create leaves neither a seed file nor a used id
// behind (issue 9.10).
func Create[T es.Aggregate](ctx context.Context, h *es.Host[T], s Seeds, stream string,
	build func(state T, seed turnir.Seed) ([]turnir.Event, error)) ([]turnir.Event, error) {
	seed := turnir.NewSeed()
	kept := false
	evs, err := h.Do(ctx, stream, func(state T) ([]turnir.Event, error) {
		evs, err := build(state, seed)
		if err != nil || len(evs) == 0 || kept {
			return evs, err
		}
		if err := s.Keep(stream, seed); err != nil {
			return nil, err
		}
		kept = true
		return evs, nil
	})
	if err != nil && kept {
		if logged, lerr := h.Store().Load(ctx, stream, 0); lerr == nil && len(logged) == 0 {
			if p, perr := s.path(stream); perr == nil {
				os.Remove(p)
			}
		}
	}
	return evs, err
}

// Get returns the stored seed of stream.
func (s Seeds) Get(stream string) (turnir.Seed, error) {
	p, err := s.path(stream)
	if err != nil {
		return turnir.Seed{}, err
	}
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return turnir.Seed{}, turnir.Errorf(turnir.ENOTFOUND, "the secret seed of %s is not in %s", "секретный жребий турнира %s не найден в %s", stream, s.Dir)
	}
	if err != nil {
		return turnir.Seed{}, err
	}
	return turnir.ParseSeed(strings.TrimSpace(string(b)))
}
