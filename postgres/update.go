package postgres

import (
	"context"
	"fmt"

	"turnir"
)

var _ turnir.Updater = (*Store)(nil)

// Update implements turnir.Updater in one transaction that holds the
// stream's advisory lock (the one every Append takes) from the read of the
// newer events to the commit: no other server can append in between, so
// the events decide returns are never refused as stale.
func (s *Store) Update(ctx context.Context, stream string, after int64,
	decide func(newer []turnir.Event) ([]turnir.Event, error)) (newer, appended []turnir.Event, err error) {
	c, err := s.pool.acquire(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("postgres: update %s: %w", stream, err)
	}
	defer s.pool.release(c)
	tx, err := c.Begin(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("postgres: update %s: %w", stream, err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1, hashtext($2))", lockClass, stream); err != nil {
		return nil, nil, fmt.Errorf("postgres: update %s: %w", stream, err)
	}
	newer, err = loadFrom(ctx, tx, stream, after)
	if err != nil {
		return nil, nil, err
	}
	current, prev, err := head(ctx, tx, stream)
	if err != nil {
		return newer, nil, fmt.Errorf("postgres: update %s: %w", stream, err)
	}
	if current != after+int64(len(newer)) {
		return newer, nil, conflict(stream, current, after+int64(len(newer)))
	}
	events, err := decide(newer)
	if err != nil || len(events) == 0 {
		return newer, nil, err
	}
	if err := turnir.CheckAppend(stream, current, events); err != nil {
		return newer, nil, err
	}
	out, err := s.insert(ctx, tx, stream, current, prev, events)
	if err != nil {
		return newer, nil, fmt.Errorf("postgres: update %s: %w", stream, err)
	}
	if err := tx.Commit(ctx); err != nil {
		return newer, nil, fmt.Errorf("postgres: update %s: %w", stream, err)
	}
	return newer, out, nil
}
