package postgres

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"

	"turnir"
)

// lockClass is the first key of every advisory lock turnir takes ("turn" in
// ASCII, the application id of the SQLite logs); the second key is 0 for
// migrations and the hash of the stream for appends.
const lockClass = 0x7475726e

//go:embed migrations/*.sql
var migrationFS embed.FS

// migrations are the schema steps in order; after step i the database has
// turnir_schema.version i+1.
var migrations = loadMigrations()

// schemaVersion is the version of a database fully migrated by this build.
var schemaVersion = len(migrations)

// loadMigrations reads the embedded migrations/NNNN_name.sql files and checks
// that they are numbered 1, 2, 3 ... without holes.
func loadMigrations() []string {
	names, err := fs.Glob(migrationFS, "migrations/*.sql")
	if err != nil {
		panic(err)
	}
	var out []string
	for i, name := range names {
		num, _, _ := strings.Cut(path.Base(name), "_")
		if n, err := strconv.Atoi(num); err != nil || n != i+1 {
			panic("postgres: migration " + name + " is out of sequence")
		}
		b, err := migrationFS.ReadFile(name)
		if err != nil {
			panic(err)
		}
		out = append(out, string(b))
	}
	return out
}

// poolSize bounds the connections one store opens; appends to one stream
// are serialised by the database anyway.
const poolSize = 8

// Open connects to the database named by dsn (a postgres:// URL or
// key=value pairs, as pgx reads them) and migrates it. It refuses with an
// EINVALID *turnir.Error, changing nothing, tables named like ours that turnir
// did not make and a schema newer than this build knows.
func Open(ctx context.Context, dsn string) (*Store, error) {
	cfg, err := pgx.ParseConfig(dsn)
	if err != nil {
		return nil, turnir.Errorf(turnir.EINVALID,
			"the PostgreSQL address is not valid: %v", "адрес PostgreSQL неверен: %v", err)
	}
	p := newPool(cfg, poolSize)
	c, err := p.acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("postgres: connect: %w", err)
	}
	err = migrate(ctx, c, where(cfg))
	var schema string
	if err == nil {
		// Notifications and the scheduler's lock are per database, not per
		// schema: named by the schema, two installations sharing one
		// database never hear each other nor share a leader.
		err = c.QueryRow(ctx, "SELECT current_schema()").Scan(&schema)
	}
	p.release(c)
	if err != nil {
		p.close()
		return nil, err
	}
	// The schema in the name too: installations sharing a database are
	// told apart in the startup line and the logs.
	return &Store{pool: p, where: where(cfg) + " (schema " + schema + ")", channel: channelOf(schema)}, nil
}

// where names the database for messages, without the password.
func where(cfg *pgx.ConnConfig) string {
	return fmt.Sprintf("postgres://%s@%s:%d/%s", cfg.User, cfg.Host, cfg.Port, cfg.Database)
}

// migrate brings the schema up to schemaVersion in one transaction, holding
// an advisory lock so that servers starting together migrate once.
func migrate(ctx context.Context, c *pgx.Conn, db string) error {
	tx, err := c.Begin(ctx)
	if err != nil {
		return fmt.Errorf("postgres: migrate %s: %w", db, err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1, 0)", lockClass); err != nil {
		return fmt.Errorf("postgres: migrate %s: %w", db, err)
	}
	var hasSchema, hasEvents bool
	err = tx.QueryRow(ctx, "SELECT to_regclass('turnir_schema') IS NOT NULL, to_regclass('turnir_events') IS NOT NULL").
		Scan(&hasSchema, &hasEvents)
	if err != nil {
		return fmt.Errorf("postgres: migrate %s: %w", db, err)
	}
	if !hasSchema {
		if hasEvents {
			return errForeign(db, "turnir_events")
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE turnir_schema (
			only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
			version  integer NOT NULL)`); err != nil {
			return fmt.Errorf("postgres: migrate %s: %w", db, err)
		}
		if _, err := tx.Exec(ctx, "INSERT INTO turnir_schema (version) VALUES (0)"); err != nil {
			return fmt.Errorf("postgres: migrate %s: %w", db, err)
		}
	}
	var version int64
	if err := tx.QueryRow(ctx, "SELECT version FROM turnir_schema").Scan(&version); err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return errForeign(db, "turnir_schema")
		}
		return fmt.Errorf("postgres: migrate %s: %w", db, err)
	}
	if version > int64(schemaVersion) {
		return turnir.Errorf(turnir.EINVALID,
			"the event log in %s has schema version %d, newer than this turnir knows (%d); upgrade turnir to open it",
			"журнал событий в %s имеет версию схемы %d, новее известной этой версии turnir (%d); обновите turnir, чтобы открыть его",
			db, version, schemaVersion)
	}
	if version == int64(schemaVersion) {
		return nil // nothing to do; the deferred rollback ends the transaction
	}
	for v := version; v < int64(schemaVersion); v++ {
		if _, err := tx.Exec(ctx, migrations[v]); err != nil {
			return fmt.Errorf("postgres: migration %d of %s: %w", v+1, db, err)
		}
	}
	if version < chainVersion {
		if err := fillChain(ctx, tx); err != nil {
			return fmt.Errorf("postgres: migration %d of %s: %w", chainVersion, db, err)
		}
	}
	if _, err := tx.Exec(ctx, "UPDATE turnir_schema SET version = $1", schemaVersion); err != nil {
		return fmt.Errorf("postgres: migrate %s: %w", db, err)
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("postgres: migrate %s: %w", db, err)
	}
	return nil
}

// errForeign refuses a database where a table of our name is not ours.
func errForeign(db, table string) error {
	return turnir.Errorf(turnir.EINVALID,
		"%s has a table %s that turnir did not make; refusing to use it",
		"в %s есть таблица %s, которую создал не turnir; использовать её отказываюсь",
		db, table)
}

// chainVersion is the migration that added the hash column.
const chainVersion = 2

// fillChain seals the events logged before the hash column existed
// (turnir.ChainAll), with one UPDATE.
func fillChain(ctx context.Context, tx pgx.Tx) error {
	rows, err := tx.Query(ctx,
		"SELECT id, stream, version, type, data, at, actor, reason FROM turnir_events ORDER BY stream, version")
	if err != nil {
		return err
	}
	ids, old, err := turnir.ScanRows(rows)
	rows.Close()
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `UPDATE turnir_events e SET hash = u.hash
		FROM unnest($1::bigint[], $2::bytea[]) AS u(id, hash) WHERE e.id = u.id`, ids, turnir.ChainAll(old))
	return err
}
