package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"sync"

	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"turnir"
)

// Store is a turnir.Store in one SQLite file. It is safe for concurrent use,
// and several processes may append to the same file at once.
type Store struct {
	path string
	db   *sql.DB

	// writeMu lets only one Append of this process wait for SQLite's write
	// lock at a time; other processes are held off by BEGIN IMMEDIATE and the
	// busy timeout.
	writeMu sync.Mutex

	// head and inserts are Append's statements, prepared once: database/sql
	// keeps each prepared on every connection that ran it, where a
	// statement prepared in the transaction was compiled again at every
	// commit (a quarter of an Append's CPU, on the one path every write of
	// a stream waits for).
	head *sql.Stmt
	// inserts[k] inserts k rows in one statement, prepared when first
	// needed (under writeMu): a group commit of many events is a few
	// statements, not one trip through the driver and SQLite per event.
	inserts [insertRows + 1]*sql.Stmt

	closeOnce sync.Once
	closeErr  error
}

var _ turnir.Store = (*Store)(nil)

// params are the connection settings of every pooled connection:
//   - WAL lets readers run while one writer commits;
//   - synchronous=FULL fsyncs the WAL at every commit, so an acknowledged
//     Append survives a power cut, not only a crash of the process;
//   - BEGIN IMMEDIATE takes the write lock before the version is read, so
//     two writers cannot both read version n and then collide on n+1;
//   - the busy timeout waits for another writer instead of failing at once;
//   - defensive mode forbids SQL that could corrupt the file on purpose.
const params = "_busy_timeout=10000&_journal_mode=WAL&_synchronous=FULL&_fk=1&_txlock=immediate&_defensive=1&_dqs=0"

// Option changes how Open treats the file.
type Option func(*options)

type options struct{ adoptEmpty bool }

// AdoptEmpty lets Open set up an existing empty file (0 bytes, or a SQLite
// database with nothing in it) as a new event log: what --create asks for.
// Without it such a file is refused like any file that is not ours, since
// it may be a mistyped path to something else.
func AdoptEmpty() Option { return func(o *options) { o.adoptEmpty = true } }

// Open opens the event log at path. A missing path is created as a new
// log, mode 0600 (it holds answer keys; SQLite gives the -wal and -shm files
// the same mode), and appears whole or not at all. Open refuses, with an
// EINVALID *turnir.Error and without writing to the file, anything that is
// not a turnir event log, an empty file included unless AdoptEmpty is
// given: see the package documentation.
func Open(path string, opts ...Option) (*Store, error) {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	ctx := context.Background()
	if err := createMissing(ctx, path); err != nil {
		return nil, err
	}
	if err := inspect(ctx, path, o.adoptEmpty); err != nil {
		return nil, err
	}
	uri, err := fileURI(path, params)
	if err != nil {
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	db, err := sql.Open("sqlite", uri)
	if err != nil {
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	if err := migrate(ctx, db, path); err != nil {
		db.Close()
		return nil, err
	}
	s := &Store{path: path, db: db}
	if s.head, err = db.PrepareContext(ctx, "SELECT version, hash FROM events WHERE stream = ? ORDER BY version DESC LIMIT 1"); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	return s, nil
}

// Path returns the file the store was opened on, as given to Open.
func (s *Store) Path() string { return s.path }

// Close closes the database; later calls return the first call's result.
func (s *Store) Close() error {
	s.closeOnce.Do(func() {
		s.head.Close()
		for _, st := range s.inserts {
			if st != nil {
				st.Close()
			}
		}
		s.closeErr = s.db.Close()
	})
	return s.closeErr
}

// Append implements turnir.Store. The version check and the inserts share
// one IMMEDIATE transaction, and the commit returns after the fsync.
func (s *Store) Append(ctx context.Context, stream string, expected int64, events []turnir.Event) ([]turnir.Event, error) {
	if err := turnir.CheckAppend(stream, expected, events); err != nil {
		return nil, err
	}
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	// Prepared before the transaction, on any connection of the pool,
	// not in the one that holds the write lock.
	for _, n := range []int{min(len(events), insertRows), len(events) % insertRows} {
		if err := s.prepareInsert(ctx, n); err != nil {
			return nil, fmt.Errorf("sqlite: append to %s: %w", stream, err)
		}
	}

	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("sqlite: append to %s: %w", stream, err)
	}
	defer tx.Rollback()

	var current int64
	var prev []byte
	err = tx.StmtContext(ctx, s.head).QueryRowContext(ctx, stream).Scan(&current, &prev)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("sqlite: append to %s: %w", stream, err)
	}
	if expected != turnir.AnyVersion && expected != current {
		return nil, conflict(stream, current, expected)
	}
	if len(events) == 0 {
		return nil, nil
	}

	out := make([]turnir.Event, len(events))
	args := make([]any, 0, insertColumns*min(len(events), insertRows))
	for i, e := range events {
		e.Stream = stream
		e.Version = current + int64(i) + 1
		e.At = e.At.UTC().Round(0)
		r := turnir.Row(e)
		if r.Data == nil {
			r.Data = []byte{} // NOT NULL: an absent payload is stored empty
		}
		prev = turnir.ChainHash(prev, r)
		args = append(args, r.Stream, r.Version, r.Type, r.Data, r.At, r.Actor, r.Reason, prev)
		out[i] = e
		if n := len(args) / insertColumns; n == insertRows || i == len(events)-1 {
			if err := s.insertChunk(ctx, tx, n, args); err != nil {
				return nil, fmt.Errorf("sqlite: append to %s: %w", stream, err)
			}
			args = args[:0]
		}
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("sqlite: append to %s: %w", stream, err)
	}
	return out, nil
}

// insertRows is the most rows one INSERT takes, and insertColumns the
// values of a row: 32 rows are 256 parameters, far inside SQLite's limit.
const (
	insertRows    = 32
	insertColumns = 8
)

// prepareInsert prepares the INSERT of n rows unless it is (or n is 0).
// The caller holds writeMu, which guards s.inserts.
func (s *Store) prepareInsert(ctx context.Context, n int) error {
	if n > 0 && s.inserts[n] == nil {
		row := "(?, ?, ?, ?, ?, ?, ?, ?)"
		st, err := s.db.PrepareContext(ctx, "INSERT INTO events (stream, version, type, data, at, actor, reason, hash) VALUES "+
			strings.TrimSuffix(strings.Repeat(row+", ", n), ", "))
		if err != nil {
			return err
		}
		s.inserts[n] = st
	}
	return nil
}

// insertChunk inserts n rows, whose values args holds in column order, in
// one statement of tx, prepared by prepareInsert.
func (s *Store) insertChunk(ctx context.Context, tx *sql.Tx, n int, args []any) error {
	_, err := tx.StmtContext(ctx, s.inserts[n]).ExecContext(ctx, args...)
	return err
}

// conflict is the refusal of an Append whose expected version is stale.
func conflict(stream string, current, expected int64) error {
	return turnir.Errorf(turnir.ECONFLICT,
		"stream %s is at version %d, not %d: it changed meanwhile; reload and try again",
		"поток %s уже на версии %d, а не %d: его изменили за это время; перечитайте и повторите",
		stream, current, expected)
}

// Load implements turnir.Store. It checks the hash chain from event after
// on (turnir.Chain), so an event edited in the file is an EDAMAGED error.
func (s *Store) Load(ctx context.Context, stream string, after int64) ([]turnir.Event, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true}) // one snapshot for the head hash and the rows
	if err != nil {
		return nil, fmt.Errorf("sqlite: load %s: %w", stream, err)
	}
	defer tx.Rollback()
	var prev []byte
	if after > 0 {
		err := tx.QueryRowContext(ctx, "SELECT hash FROM events WHERE stream = ? AND version = ?", stream, after).Scan(&prev)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return nil, fmt.Errorf("sqlite: load %s: %w", stream, err)
		}
	}
	rows, err := tx.QueryContext(ctx,
		`SELECT version, type, data, at, actor, reason, hash FROM events
		 WHERE stream = ? AND version > ? ORDER BY version`, stream, after)
	if err != nil {
		return nil, fmt.Errorf("sqlite: load %s: %w", stream, err)
	}
	defer rows.Close()
	chain := turnir.NewChain(stream, after, prev)
	var out []turnir.Event
	for rows.Next() {
		r := turnir.StoredRow{Stream: stream}
		var hash []byte
		if err := rows.Scan(&r.Version, &r.Type, &r.Data, &r.At, &r.Actor, &r.Reason, &hash); err != nil {
			return nil, fmt.Errorf("sqlite: load %s: %w", stream, err)
		}
		e, err := chain.Next(r, hash)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: load %s: %w", stream, err)
	}
	return out, nil
}

// Streams implements turnir.Store. SQLite compares TEXT bytewise, which is
// the order of sort.Strings.
func (s *Store) Streams(ctx context.Context, prefix string) ([]string, error) {
	// substr, not LIKE: a prefix holding _ or % means itself.
	rows, err := s.db.QueryContext(ctx, "SELECT DISTINCT stream FROM events WHERE substr(stream, 1, length(?1)) = ?1 ORDER BY stream", prefix)
	if err != nil {
		return nil, fmt.Errorf("sqlite: streams: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, fmt.Errorf("sqlite: streams: %w", err)
		}
		out = append(out, name)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: streams: %w", err)
	}
	return out, nil
}
