// Package sqlite is the embedded event log of turnir: a turnir.Store in one
// SQLite file, with the pure-Go driver modernc.org/sqlite.
//
// The file is opened in WAL mode with synchronous=FULL, so Append returns
// only after its transaction is durably in the write-ahead log: an
// acknowledged event survives a crash of the process or of the machine.
// Every Append is one BEGIN IMMEDIATE transaction that checks the expected
// version and numbers the events, so writers in many goroutines or many
// processes on the same file never leave a gap or a duplicate.
//
// A new log is created with mode 0600 (it holds answer keys; SQLite gives
// its -wal and -shm files the same mode), built under a temporary name and
// linked into place, so no half-made file is ever at the path. Open
// refuses, without writing a byte, any file that is not a turnir event
// log: an empty file (0 bytes, or a SQLite database with nothing in it)
// unless AdoptEmpty (--create) is given, something that is not SQLite, another application's database (told by
// PRAGMA application_id and its tables), a log from a newer turnir (PRAGMA
// user_version above the migrations this build knows) and a damaged file
// (PRAGMA quick_check). Schema migrations live in migrations/*.sql, embedded
// in the binary and applied in order, each bump recorded in user_version.
package sqlite
