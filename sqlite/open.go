package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"turnir"
)

// ApplicationID is written to PRAGMA application_id of every turnir event
// log ("turn" in ASCII). A database with any other non-zero id belongs to
// another program and is refused.
const ApplicationID = 0x7475726e

// magic opens every SQLite 3 database file.
const magic = "SQLite format 3\x00"

//go:embed migrations/*.sql
var migrationFS embed.FS

// migrations are the schema steps in order; after step i the database has
// user_version i+1.
var migrations = loadMigrations()

// schemaVersion is the user_version of a log fully migrated by this build.
// A file with a higher one was written by a newer turnir and is refused.
var schemaVersion = len(migrations)

// loadMigrations reads the embedded migrations/NNNN_name.sql files and
// checks that they are numbered 1, 2, 3 ... without holes, since a hole would
// silently skip a step on some databases.
func loadMigrations() []string {
	names, err := fs.Glob(migrationFS, "migrations/*.sql")
	if err != nil {
		panic(err)
	}
	var out []string
	for i, name := range names { // fs.Glob returns them sorted
		base := filepath.Base(name)
		num, _, _ := strings.Cut(base, "_")
		if n, err := strconv.Atoi(num); err != nil || n != i+1 {
			panic("sqlite: migration " + base + " is out of sequence")
		}
		b, err := migrationFS.ReadFile(name)
		if err != nil {
			panic(err)
		}
		out = append(out, string(b))
	}
	return out
}

// fileURI turns a path into the SQLite URI form that carries query
// parameters, escaping the characters a URI gives a meaning to.
func fileURI(path string, params string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(abs), RawQuery: params}
	return u.String(), nil
}

// Refusal messages, shared by the header check and the SQLite checks.
func errNotSQLite(path string) error {
	return turnir.Errorf(turnir.EINVALID,
		"%s is not a SQLite database, so it is not a turnir event log; refusing to open it",
		"%s — не база данных SQLite, а значит, не журнал событий turnir; открывать его отказываюсь",
		path)
}

// errForeign names what gave the other application away: whatEN and whatRU
// are the same clue in both languages.
func errForeign(path, whatEN, whatRU string) error {
	return &turnir.Error{
		Code: turnir.EINVALID,
		EN: fmt.Sprintf("%s is a SQLite database of another application (%s), not a turnir event log; refusing to use it",
			path, whatEN),
		RU: fmt.Sprintf("%s — база данных SQLite другой программы (%s), а не журнал событий turnir; использовать её отказываюсь",
			path, whatRU),
	}
}

func errNewer(path string, version int64) error {
	return turnir.Errorf(turnir.EINVALID,
		"%s has schema version %d, newer than this turnir knows (%d); upgrade turnir to open it",
		"%s имеет версию схемы %d, новее известной этой версии turnir (%d); обновите turnir, чтобы открыть его",
		path, version, schemaVersion)
}

func errCorrupt(path, detail string) error {
	return turnir.Errorf(turnir.EINVALID,
		"%s is damaged (%s); refusing to open it: restore it from a backup",
		"%s повреждён (%s); открывать его отказываюсь: восстановите его из резервной копии",
		path, detail)
}

func errEmpty(path string) error {
	return turnir.Errorf(turnir.EINVALID,
		"%s is empty and turnir did not make it; refusing to use it as the event log (check the path, or give --create to start a new log in it)",
		"%s пуст, и создал его не turnir; использовать его как журнал событий отказываюсь (проверьте путь или укажите --create, чтобы начать в нём новый журнал)",
		path)
}

// inspect decides whether path may be opened as an event log, reading only.
// An existing database must be ours, not newer than us, and pass
// quick_check; an empty file or empty database only with adoptEmpty.
func inspect(ctx context.Context, path string, adoptEmpty bool) error {
	st, err := os.Stat(path)
	switch {
	case err != nil:
		return fmt.Errorf("sqlite: %w", err)
	case st.IsDir():
		return turnir.Errorf(turnir.EINVALID,
			"%s is a directory, not a turnir event log",
			"%s — каталог, а не журнал событий turnir", path)
	}
	if st.Size() == 0 {
		if !adoptEmpty {
			return errEmpty(path)
		}
		return nil
	}
	if err := checkHeader(path); err != nil {
		return err
	}

	uri, err := fileURI(path, "mode=ro&_busy_timeout=10000")
	if err != nil {
		return fmt.Errorf("sqlite: %w", err)
	}
	db, err := sql.Open("sqlite", uri)
	if err != nil {
		return fmt.Errorf("sqlite: %w", err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)

	var appID, version int64
	var tables sql.NullString
	err = db.QueryRowContext(ctx, "PRAGMA application_id").Scan(&appID)
	if err == nil {
		err = db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version)
	}
	if err == nil {
		err = db.QueryRowContext(ctx,
			"SELECT group_concat(name, ', ') FROM sqlite_schema WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'").Scan(&tables)
	}
	if err != nil {
		return classify(path, err)
	}
	switch {
	case appID != 0 && appID != ApplicationID:
		id := fmt.Sprintf("application_id %#x", appID)
		return errForeign(path, id, id)
	case appID == 0 && tables.String != "":
		return errForeign(path, "tables "+tables.String, "таблицы "+tables.String)
	case appID == 0 && version != 0:
		v := fmt.Sprintf("user_version %d", version)
		return errForeign(path, v, v)
	case appID == 0 && !adoptEmpty:
		return errEmpty(path) // a SQLite database with nothing in it
	case version > int64(schemaVersion):
		return errNewer(path, version)
	}
	return quickCheck(ctx, db, path)
}

// createMissing makes a new log at path when nothing is there: it is built
// under a temporary name (mode 0600, from os.CreateTemp), migrated, closed
// and then linked into place, so that a process killed meanwhile leaves no
// half-made or empty file at path for the next Open to refuse. If another
// process made path first, that log is used.
func createMissing(ctx context.Context, path string) error {
	if _, err := os.Lstat(path); !errors.Is(err, fs.ErrNotExist) {
		return nil // there is something: inspect judges it
	}
	f, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".new-*")
	if err != nil {
		return fmt.Errorf("sqlite: %w", err)
	}
	tmp := f.Name()
	f.Close()
	defer func() {
		for _, p := range []string{tmp, tmp + "-wal", tmp + "-shm", tmp + "-journal"} {
			os.Remove(p)
		}
	}()
	uri, err := fileURI(tmp, params)
	if err != nil {
		return fmt.Errorf("sqlite: %w", err)
	}
	db, err := sql.Open("sqlite", uri)
	if err != nil {
		return fmt.Errorf("sqlite: %w", err)
	}
	err = migrate(ctx, db, path)
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	err = os.Link(tmp, path)
	if err != nil && !errors.Is(err, fs.ErrExist) {
		err = os.Rename(tmp, path) // a file system without hard links
	}
	if err != nil && !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("sqlite: %w", err)
	}
	return nil
}

// checkHeader refuses a non-empty file that does not start like a SQLite
// database, before SQLite itself ever sees it.
func checkHeader(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("sqlite: %w", err)
	}
	defer f.Close()
	head := make([]byte, 100) // the SQLite file header
	if _, err := io.ReadFull(f, head); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
			return errNotSQLite(path)
		}
		return fmt.Errorf("sqlite: %w", err)
	}
	if !bytes.HasPrefix(head, []byte(magic)) {
		return errNotSQLite(path)
	}
	return nil
}

// quickCheck runs PRAGMA quick_check, which walks every b-tree page; a
// damaged log is refused rather than half-read.
func quickCheck(ctx context.Context, db *sql.DB, path string) error {
	rows, err := db.QueryContext(ctx, "PRAGMA quick_check(5)")
	if err != nil {
		return classify(path, err)
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return classify(path, err)
		}
		if s != "ok" {
			problems = append(problems, s)
		}
	}
	if err := rows.Err(); err != nil {
		return classify(path, err)
	}
	if len(problems) > 0 {
		return errCorrupt(path, strings.Join(problems, "; "))
	}
	return nil
}

// classify maps SQLite's own complaints about a file to our refusals, and
// passes other failures (I/O, busy) through.
func classify(path string, err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_NOTADB:
			return errNotSQLite(path)
		case sqlite3.SQLITE_CORRUPT:
			return errCorrupt(path, se.Error())
		}
	}
	return fmt.Errorf("sqlite: %s: %w", path, err)
}

// migrate brings the schema up to schemaVersion in one write transaction, so
// a crash leaves either the old schema or the new one, and stamps the file
// with ApplicationID. It re-reads the version inside the transaction because
// another process may have migrated the file meanwhile.
func migrate(ctx context.Context, db *sql.DB, path string) error {
	tx, err := db.BeginTx(ctx, nil) // BEGIN IMMEDIATE, see the DSN in Open
	if err != nil {
		return classify(path, err)
	}
	defer tx.Rollback()
	var appID, version int64
	if err := tx.QueryRowContext(ctx, "PRAGMA application_id").Scan(&appID); err != nil {
		return classify(path, err)
	}
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return classify(path, err)
	}
	if appID != 0 && appID != ApplicationID {
		id := fmt.Sprintf("application_id %#x", appID)
		return errForeign(path, id, id)
	}
	if version > int64(schemaVersion) {
		return errNewer(path, version)
	}
	if version == int64(schemaVersion) && appID == ApplicationID {
		return nil
	}
	for v := version; v < int64(schemaVersion); v++ {
		if _, err := tx.ExecContext(ctx, migrations[v]); err != nil {
			return fmt.Errorf("sqlite: migration %d of %s: %w", v+1, path, err)
		}
	}
	if version < chainVersion {
		if err := fillChain(ctx, tx); err != nil {
			return fmt.Errorf("sqlite: migration %d of %s: %w", chainVersion, path, err)
		}
	}
	// PRAGMAs take no parameters; both values are our own integers.
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", schemaVersion)); err != nil {
		return fmt.Errorf("sqlite: %s: %w", path, err)
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id = %d", ApplicationID)); err != nil {
		return fmt.Errorf("sqlite: %s: %w", path, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("sqlite: %s: %w", path, err)
	}
	return nil
}

// chainVersion is the migration that added the hash column.
const chainVersion = 2

// fillChain seals the events logged before the hash column existed
// (turnir.ChainAll).
func fillChain(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx,
		"SELECT id, stream, version, type, data, at, actor, reason FROM events ORDER BY stream, version")
	if err != nil {
		return err
	}
	ids, old, err := turnir.ScanRows(rows)
	rows.Close()
	if err != nil {
		return err
	}
	for i, h := range turnir.ChainAll(old) {
		if _, err := tx.ExecContext(ctx, "UPDATE events SET hash = ? WHERE id = ?", h, ids[i]); err != nil {
			return err
		}
	}
	return nil
}
