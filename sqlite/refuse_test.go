package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"turnir"
	"turnir/storetest"
)

// rawExec runs statements on path with a plain connection that knows nothing
// of turnir, the way another program would make or damage a file.
func rawExec(t *testing.T, path string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range stmts {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

// fillLog makes a real event log at path with n events and closes it, so the
// WAL is checkpointed into the file.
func fillLog(t *testing.T, path string, n int) {
	t.Helper()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var batch []turnir.Event
	for i := range n {
		batch = append(batch, turnir.NewEvent("Filler", time.Unix(int64(i), 0), "tester",
			map[string]string{"text": strings.Repeat(fmt.Sprintf("строка %d ", i), 10)}))
	}
	if _, err := s.Append(context.Background(), "t", 0, batch); err != nil {
		t.Fatal(err)
	}
}

func TestOpenRefuses(t *testing.T) {
	rng := rand.New(rand.NewPCG(uint64(storetest.Seed(t)), 0))
	randomBytes := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.UintN(256))
		}
		return b
	}
	for _, tc := range []struct {
		name   string
		make   func(t *testing.T, path string) // leaves the file to refuse at path
		en, ru string                          // words the refusal must hold
	}{
		{"random_bytes", func(t *testing.T, path string) {
			write(t, path, randomBytes(64<<10))
		}, "not a SQLite database", "не база данных SQLite"},
		{"plain_text_file", func(t *testing.T, path string) {
			write(t, path, []byte(strings.Repeat("Участник;Очки;Бухгольц\nИванов;5;17.5\n", 200)))
		}, "not a SQLite database", "не база данных SQLite"},
		{"shorter_than_a_header", func(t *testing.T, path string) {
			write(t, path, []byte("SQLite format 3\x00"))
		}, "not a SQLite database", "не база данных SQLite"},
		{"sqlite_header_then_garbage", func(t *testing.T, path string) {
			write(t, path, append([]byte(magic), randomBytes(8192)...))
		}, "", ""}, // "not SQLite" or "damaged": SQLite decides which
		{"another_applications_tables", func(t *testing.T, path string) {
			rawExec(t, path, "CREATE TABLE contacts (name TEXT, phone TEXT)",
				"INSERT INTO contacts VALUES ('Иван', '+7 900 000-00-00')")
		}, "another application (tables contacts)", "другой программы (таблицы contacts)"},
		{"another_application_id", func(t *testing.T, path string) {
			rawExec(t, path, "PRAGMA application_id = 1346524484", "CREATE TABLE events (x)")
		}, "another application (application_id 0x", "другой программы"},
		{"user_version_without_our_id", func(t *testing.T, path string) {
			rawExec(t, path, "PRAGMA user_version = 7")
		}, "another application (user_version 7)", "другой программы"},
		{"newer_schema_version", func(t *testing.T, path string) {
			fillLog(t, path, 3)
			rawExec(t, path, fmt.Sprintf("PRAGMA user_version = %d", schemaVersion+1))
		}, fmt.Sprintf("schema version %d, newer", schemaVersion+1), "новее"},
		{"corrupted_pages", func(t *testing.T, path string) {
			fillLog(t, path, 3000)
			corrupt(t, path, rng)
		}, "is damaged", "повреждён"},
		{"empty_file_not_made_by_us", func(t *testing.T, path string) { write(t, path, nil) },
			"is empty and turnir did not make it", "создал его не turnir"},
		{"empty_sqlite_database", func(t *testing.T, path string) { rawExec(t, path, "VACUUM") },
			"is empty and turnir did not make it", "--create"},
		{"directory", func(t *testing.T, path string) {
			if err := os.Mkdir(path, 0o755); err != nil {
				t.Fatal(err)
			}
		}, "is a directory", "каталог"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "events.db")
			tc.make(t, path)
			before := snapshot(t, path)
			s, err := Open(path)
			if err == nil {
				s.Close()
				t.Fatal("Open accepted the file")
			}
			var e *turnir.Error
			if !errors.As(err, &e) || e.Code != turnir.EINVALID {
				t.Fatalf("Open: %v (%T), want an EINVALID *turnir.Error", err, err)
			}
			t.Logf("EN: %s\nRU: %s", e.EN, e.RU)
			if !strings.Contains(e.EN, tc.en) || !strings.Contains(e.RU, tc.ru) {
				t.Errorf("refusal %q / %q should say %q / %q", e.EN, e.RU, tc.en, tc.ru)
			}
			if !strings.Contains(e.EN, path) || !strings.Contains(e.RU, path) {
				t.Errorf("refusal %q / %q should name the file", e.EN, e.RU)
			}
			if after := snapshot(t, path); !bytes.Equal(before, after) {
				t.Errorf("Open changed the refused file (%d bytes before, %d after)", len(before), len(after))
			}
		})
	}
}

// corrupt overwrites a run of pages in the middle of the file with random
// bytes, the way a failing disk or a stray write would.
func corrupt(t *testing.T, path string, rng *rand.Rand) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const page = 4096
	pages := len(b) / page
	if pages < 20 {
		t.Fatalf("log has only %d pages, too few to damage its middle", pages)
	}
	first := pages/3 + rng.IntN(pages/3)
	for i := first * page; i < (first+3)*page; i++ {
		b[i] = byte(rng.UintN(256))
	}
	t.Logf("overwrote pages %d-%d of %d", first+1, first+3, pages)
	write(t, path, b)
}

func write(t *testing.T, path string, b []byte) {
	t.Helper()
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// snapshot returns the bytes of path, or a marker for a directory.
func snapshot(t *testing.T, path string) []byte {
	t.Helper()
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return []byte("directory")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestOpenAccepts(t *testing.T) {
	for _, tc := range []struct {
		name string
		make func(t *testing.T, path string)
		n    int // events already in the log
	}{
		{"missing_file_is_created", func(t *testing.T, path string) {}, 0},
		{"empty_file_with_adopt_empty", func(t *testing.T, path string) { write(t, path, nil) }, 0},
		{"empty_sqlite_database_with_adopt_empty", func(t *testing.T, path string) { rawExec(t, path, "VACUUM") }, 0},
		{"our_log_again", func(t *testing.T, path string) { fillLog(t, path, 5) }, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "events.db")
			tc.make(t, path)
			var opts []Option
			if strings.HasSuffix(tc.name, "with_adopt_empty") {
				opts = append(opts, AdoptEmpty())
			}
			s, err := Open(path, opts...)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if s.Path() != path {
				t.Errorf("Path() = %q, want %q", s.Path(), path)
			}
			got, err := s.Load(context.Background(), "t", 0)
			if err != nil || len(got) != tc.n {
				t.Fatalf("Load = %d events, %v; want %d", len(got), err, tc.n)
			}
			if _, err := s.Append(context.Background(), "t", int64(tc.n), evsN(1)); err != nil {
				t.Fatal(err)
			}
			var appID, version int64
			row := s.db.QueryRow("SELECT application_id, user_version FROM pragma_application_id, pragma_user_version")
			if err := row.Scan(&appID, &version); err != nil {
				t.Fatal(err)
			}
			if appID != ApplicationID || version != int64(schemaVersion) {
				t.Fatalf("application_id %#x user_version %d, want %#x %d", appID, version, ApplicationID, schemaVersion)
			}
		})
	}
}

// evsN makes n plain events.
func evsN(n int) []turnir.Event {
	out := make([]turnir.Event, n)
	for i := range out {
		out[i] = turnir.NewEvent("Plain", time.Unix(int64(i), 0), "tester", i)
	}
	return out
}

// TestNewLogIsPrivate: the log holds answer keys, so a new one and its
// -wal and -shm files are readable by their owner only, whatever the umask;
// and no temporary file is left beside it.
func TestNewLogIsPrivate(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "events.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Append(context.Background(), "t", 0, evsN(3)); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		st, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if mode := st.Mode().Perm(); mode != 0o600 {
			t.Errorf("%s has mode %o, want 600", filepath.Base(p), mode)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "*.new-*")); len(left) != 0 {
		t.Errorf("Open left %q behind", left)
	}
}
