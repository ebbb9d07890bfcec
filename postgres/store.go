package postgres

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/jackc/pgx/v5"

	"turnir"
)

// Store is a turnir.Store in a PostgreSQL database. It is safe for
// concurrent use, and several servers may share the database.
type Store struct {
	pool    *pool
	where   string // the database, for messages
	channel string // the LISTEN/NOTIFY channel and the leader lock's name (follow.go)

	leader       leader                                      // the scheduler's lock (lead.go)
	followErrors atomic.Int64                                // listening connections lost (follow.go)
	rateTakes    atomic.Int64                                // TakeToken calls, to clear idle buckets now and then (rates.go)
	notices      atomic.Pointer[func(stream, notice string)] // Announcer (follow.go)

	closeOnce sync.Once
}

var _ turnir.Store = (*Store)(nil)

// Close closes the connections; it may be called more than once.
func (s *Store) Close() error {
	s.closeOnce.Do(func() {
		s.leader.resign()
		s.pool.close()
	})
	return nil
}

// Append implements turnir.Store. A transaction-scoped advisory lock on the
// stream makes concurrent appenders to one stream take turns, so the version
// read after the lock is the head; UNIQUE(stream, version) backs it up.
func (s *Store) Append(ctx context.Context, stream string, expected int64, events []turnir.Event) ([]turnir.Event, error) {
	if err := turnir.CheckAppend(stream, expected, events); err != nil {
		return nil, err
	}
	out, err := s.appendTx(ctx, stream, expected, events)
	if err != nil && turnir.ErrorCode(err) == turnir.EINTERNAL {
		return nil, fmt.Errorf("postgres: append to %s: %w", stream, err)
	}
	return out, err
}

func (s *Store) appendTx(ctx context.Context, stream string, expected int64, events []turnir.Event) ([]turnir.Event, error) {
	var current int64
	var prev []byte
	c, err := s.begin(ctx, stream, func(rows pgx.Rows) error {
		current, prev = 0, nil
		for rows.Next() {
			if err := rows.Scan(&current, &prev); err != nil {
				return err
			}
		}
		return rows.Err()
	}, headSQL, stream)
	if err != nil {
		return nil, err
	}
	defer s.pool.release(c)
	defer rollback(ctx, c)
	if expected != turnir.AnyVersion && expected != current {
		return nil, conflict(stream, current, expected)
	}
	if len(events) == 0 {
		return nil, nil
	}
	return s.commit(ctx, c, stream, current, prev, events)
}

// begin takes a connection and begins a transaction on it with
// lockAndQuery; when that fails because the connection had died (the
// database restarted, or cut it while it was idle here), it begins again
// on a fresh connection (pool.hold): nothing of the transaction can have
// run, since its first statement was refused. The caller releases the
// connection, after rollback.
func (s *Store) begin(ctx context.Context, stream string, scan func(pgx.Rows) error, sql string, args ...any) (*pgx.Conn, error) {
	return s.pool.hold(ctx, func(c *pgx.Conn) error {
		err := lockAndQuery(ctx, c, stream, scan, sql, args...)
		if err != nil {
			rollback(ctx, c) // back to the pool clean, when it lives
		}
		return err
	})
}

// headSQL reads the version and hash of a stream's last event (no row for
// none); the caller holds the stream's lock.
const headSQL = "SELECT version, hash FROM turnir_events WHERE stream = $1 ORDER BY version DESC LIMIT 1"

// head returns the version and hash of stream's last event (0, nil for
// none), in c's transaction.
func head(ctx context.Context, c *pgx.Conn, stream string) (int64, []byte, error) {
	var current int64
	var prev []byte
	err := c.QueryRow(ctx, headSQL, stream).Scan(&current, &prev)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return 0, nil, err
	}
	return current, prev, nil
}

// lockAndQuery begins a transaction on c that takes the stream's append
// lock (the one every writer of the stream takes) and runs one query in
// it, the three statements sent together in one round trip. A commit
// holds the lock from the moment it is granted to the commit, and every
// other writer of the stream, on this server or another, waits for it
// meanwhile; so the query runs without a round trip in between, and takes
// its snapshot only once the lock is granted, when every append committed
// before is visible.
func lockAndQuery(ctx context.Context, c *pgx.Conn, stream string, scan func(pgx.Rows) error, sql string, args ...any) error {
	var b pgx.Batch
	b.Queue("BEGIN")
	b.Queue("SELECT pg_advisory_xact_lock($1, hashtext($2))", lockClass, stream)
	b.Queue(sql, args...)
	br := c.SendBatch(ctx, &b)
	defer br.Close()
	for range 2 {
		if _, err := br.Exec(); err != nil {
			return err
		}
	}
	rows, err := br.Query()
	if err != nil {
		return err
	}
	defer rows.Close()
	if err := scan(rows); err != nil {
		return err
	}
	rows.Close()
	return br.Close()
}

// rollback ends a transaction that lockAndQuery began and no commit
// ended (a refusal, a conflict, an error), so that the connection goes
// back to the pool clean; a connection that cannot say ROLLBACK any more
// is closed by the pool instead.
func rollback(ctx context.Context, c *pgx.Conn) {
	if !c.IsClosed() && c.PgConn().TxStatus() != 'I' {
		c.Exec(ctx, "ROLLBACK")
	}
}

// commit writes events after version current (whose hash is prev) and the
// notification, and commits the transaction lockAndQuery began, in one
// round trip; it returns the events numbered.
func (s *Store) commit(ctx context.Context, c *pgx.Conn, stream string, current int64, prev []byte, events []turnir.Event) ([]turnir.Event, error) {
	out := make([]turnir.Event, len(events))
	var batch pgx.Batch
	for i, e := range events {
		e.Stream = stream
		e.Version = current + int64(i) + 1
		e.At = e.At.UTC().Round(0)
		r := turnir.Row(e)
		if r.Data == nil {
			r.Data = []byte{} // NOT NULL: an absent payload is stored empty
		}
		prev = turnir.ChainHash(prev, r)
		batch.Queue(`INSERT INTO turnir_events (stream, version, type, data, at, actor, reason, hash)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
			r.Stream, r.Version, r.Type, r.Data, r.At, r.Actor, r.Reason, prev)
		out[i] = e
	}
	// Every server follows the log through this notification; sent in the
	// transaction, it is delivered at the commit and only then.
	batch.Queue("SELECT pg_notify($1, $2)", s.channel, notifyPayload(stream, current+int64(len(events))))
	batch.Queue("COMMIT")
	if err := c.SendBatch(ctx, &batch).Close(); err != nil {
		return nil, err
	}
	return out, nil
}

// conflict is the refusal of an Append whose expected version is stale.
func conflict(stream string, current, expected int64) error {
	return turnir.Errorf(turnir.ECONFLICT,
		"stream %s is at version %d, not %d: it changed meanwhile; reload and try again",
		"поток %s уже на версии %d, а не %d: его изменили за это время; перечитайте и повторите",
		stream, current, expected)
}

// Load implements turnir.Store. It checks the hash chain from event after
// on (turnir.Chain), so an event edited in the database is an EDAMAGED
// error.
func (s *Store) Load(ctx context.Context, stream string, after int64) ([]turnir.Event, error) {
	var evs []turnir.Event
	err := s.pool.with(ctx, func(c *pgx.Conn) (err error) {
		evs, err = loadFrom(ctx, c, stream, after)
		return err
	})
	if err != nil && turnir.ErrorCode(err) == turnir.EINTERNAL {
		err = fmt.Errorf("postgres: load %s: %w", stream, err)
	}
	return evs, err
}

// loadSQL reads the events of a stream from version $2 on; with $2 > 0
// its first row is event $2 itself, whose hash the chain starts from.
const loadSQL = `SELECT version, type, data, at, actor, reason, hash FROM turnir_events
	WHERE stream = $1 AND version >= $2 ORDER BY version`

// loadFrom is Load on c.
func loadFrom(ctx context.Context, c *pgx.Conn, stream string, after int64) ([]turnir.Event, error) {
	// One statement, so one snapshot: the hash of event after, then the rows.
	rows, err := c.Query(ctx, loadSQL, stream, max(after, 0))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	r, err := readEvents(rows, stream, after)
	return r.events, err
}

// read is what readEvents found: the events after the version asked for,
// and the version and hash of the last row read (the stream's head when
// the rows ran to its end), zero when no row was read.
type read struct {
	events []turnir.Event
	last   int64
	hash   []byte
}

// readEvents reads the rows of loadSQL, checking the hash chain from event
// after on (turnir.Chain).
func readEvents(rows pgx.Rows, stream string, after int64) (read, error) {
	var chain *turnir.Chain
	var out read
	for rows.Next() {
		r := turnir.StoredRow{Stream: stream}
		var hash []byte
		if err := rows.Scan(&r.Version, &r.Type, &r.Data, &r.At, &r.Actor, &r.Reason, &hash); err != nil {
			return out, err
		}
		out.last, out.hash = r.Version, hash
		if chain == nil {
			if after > 0 && r.Version == after {
				chain = turnir.NewChain(stream, after, hash)
				continue
			}
			chain = turnir.NewChain(stream, after, nil)
		}
		e, err := chain.Next(r, hash)
		if err != nil {
			return out, err
		}
		out.events = append(out.events, e)
	}
	if err := rows.Err(); err != nil {
		return out, err
	}
	return out, nil
}

// Streams implements turnir.Store. The stream column's "C" collation makes
// ORDER BY the byte order of sort.Strings.
func (s *Store) Streams(ctx context.Context, prefix string) ([]string, error) {
	var names []string
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		// left(), not LIKE: a prefix holding _ or % means itself.
		rows, err := c.Query(ctx, "SELECT DISTINCT stream FROM turnir_events WHERE left(stream, length($1)) = $1 ORDER BY stream", prefix)
		if err != nil {
			return err
		}
		names, err = pgx.CollectRows(rows, pgx.RowTo[string])
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: streams: %w", err)
	}
	return names, nil
}

// Where names the database (without its password), for messages.
func (s *Store) Where() string { return s.where }
