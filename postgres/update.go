package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"turnir"
)

var _ turnir.Updater = (*Store)(nil)

// Update implements turnir.Update in one transaction that holds the
// stream's advisory lock (the one every Append takes) from the read of the
// newer events to the commit: no other server can append in between, so
// the events decide returns are never refused as stale. It makes two
// round trips to the database, the lock with the read and the inserts
// with the commit (lockAndQuery, commit): every round trip made under the
// lock is one that every other writer of the stream waits for.
func (s *Store) Update(ctx context.Context, stream string, after int64,
	decide func(newer []turnir.Event) ([]turnir.Event, error)) (newer, appended []turnir.Event, err error) {
	var got read
	c, err := s.begin(ctx, stream, func(rows pgx.Rows) (err error) {
		got, err = readEvents(rows, stream, after)
		return err
	}, loadSQL, stream, max(after, 0))
	if err != nil {
		if turnir.ErrorCode(err) == turnir.EINTERNAL {
			err = fmt.Errorf("postgres: update %s: %w", stream, err)
		}
		return nil, nil, err
	}
	defer s.pool.release(c)
	defer rollback(ctx, c)
	newer = got.events
	current, prev := got.last, got.hash
	if after > 0 && current == 0 {
		// Not even event after is in the log: say where the stream is.
		if current, prev, err = head(ctx, c, stream); err != nil {
			return nil, nil, fmt.Errorf("postgres: update %s: %w", stream, err)
		}
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
	out, err := s.commit(ctx, c, stream, current, prev, events)
	if err != nil {
		return newer, nil, fmt.Errorf("postgres: update %s: %w", stream, err)
	}
	return newer, out, nil
}
