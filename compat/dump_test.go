package compat_test

import (
	"database/sql"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	_ "modernc.org/sqlite" // the "sqlite" driver, for the raw connection
)

// dumpHeader opens every dump; %s is the build it was frozen from.
const dumpHeader = `-- A turnir event log frozen from %s, kept as text rather than as a
-- binary database file: the schema exactly as that build's sqlite store
-- wrote it (application_id, user_version = its migration version, the
-- CREATE statements) and one INSERT per event row, in commit order.
-- TestFrozenLogs builds a database file from it and opens it with today's
-- sqlite.Open. Never edit or regenerate it: it is what that build wrote.
`

// dump writes the SQLite database at path as SQL text: its PRAGMAs, its
// schema in creation order and every row of events.
func dump(path, build string) (string, error) {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return "", err
	}
	defer db.Close()
	var b strings.Builder
	fmt.Fprintf(&b, dumpHeader, build)
	for _, pragma := range []string{"application_id", "user_version"} {
		var v int64
		if err := db.QueryRow("PRAGMA " + pragma).Scan(&v); err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "PRAGMA %s = %d;\n", pragma, v)
	}
	rows, err := db.Query("SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY rowid")
	if err != nil {
		return "", err
	}
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return "", err
		}
		b.WriteString(s + ";\n")
	}
	if err := rows.Close(); err != nil {
		return "", err
	}
	rows, err = db.Query("SELECT id, stream, version, type, data, at, actor, reason FROM events ORDER BY id")
	if err != nil {
		return "", err
	}
	defer rows.Close()
	for rows.Next() {
		var id, version int64
		var stream, typ, at, actor, reason string
		var data []byte
		if err := rows.Scan(&id, &stream, &version, &typ, &data, &at, &actor, &reason); err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "INSERT INTO events VALUES (%d, %s, %d, %s, %s, %s, %s, %s);\n",
			id, quote(stream), version, quote(typ), blob(data), quote(at), quote(actor), quote(reason))
	}
	return b.String(), rows.Err()
}

// quote is s as an SQL string literal.
func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// blob is b as an SQL BLOB literal: readable text when it is UTF-8 without
// NUL, hex otherwise.
func blob(b []byte) string {
	if utf8.Valid(b) && !strings.ContainsRune(string(b), 0) {
		return "CAST(" + quote(string(b)) + " AS BLOB)"
	}
	return "X'" + hex.EncodeToString(b) + "'"
}

// restore builds the database file at path from a dump, through a plain
// SQLite connection (not the store, which would migrate it on its own).
func restore(t *testing.T, path, sqlText string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(sqlText); err != nil {
		t.Fatalf("restoring %s: %v", path, err)
	}
}
