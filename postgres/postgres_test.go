package postgres

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"turnir"
	"turnir/storetest"
)

// testDSN returns the database the tests may use, from TURNIR_TEST_POSTGRES.
// Without it the tests skip, unless TURNIR_REQUIRE_POSTGRES=1 (as in CI)
// makes that a failure.
func testDSN(t testing.TB) string {
	t.Helper()
	dsn := os.Getenv("TURNIR_TEST_POSTGRES")
	if dsn == "" {
		if os.Getenv("TURNIR_REQUIRE_POSTGRES") == "1" {
			t.Fatal("TURNIR_REQUIRE_POSTGRES=1 but TURNIR_TEST_POSTGRES names no database")
		}
		t.Skip("TURNIR_TEST_POSTGRES is not set; PostgreSQL tests skipped")
	}
	return dsn
}

var schemaSeq atomic.Int64

// freshSchema creates an empty schema for one test, dropped at its end, and
// returns dsn with search_path pointing at it.
func freshSchema(t testing.TB, dsn string) string {
	t.Helper()
	ctx := context.Background()
	admin, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	name := fmt.Sprintf("turnir_test_%d_%d", os.Getpid(), schemaSeq.Add(1))
	if _, err := admin.Exec(ctx, "CREATE SCHEMA "+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		admin.Exec(ctx, "DROP SCHEMA "+name+" CASCADE")
		admin.Close(ctx)
	})
	return withSearchPath(dsn, name)
}

// withSearchPath adds search_path to a URL or key=value DSN.
func withSearchPath(dsn, schema string) string {
	if u, err := url.Parse(dsn); err == nil && (u.Scheme == "postgres" || u.Scheme == "postgresql") {
		q := u.Query()
		q.Set("search_path", schema)
		u.RawQuery = q.Encode()
		return u.String()
	}
	return dsn + " search_path=" + schema
}

func TestConformance(t *testing.T) {
	dsn := testDSN(t)
	storetest.Run(t, func(t *testing.T) turnir.Store {
		s, err := Open(context.Background(), freshSchema(t, dsn))
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}

// exec runs statements in the schema of dsn, as another program would.
func exec(t *testing.T, dsn string, stmts ...string) {
	t.Helper()
	ctx := context.Background()
	c, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	for _, q := range stmts {
		if _, err := c.Exec(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

func TestOpenRefuses(t *testing.T) {
	base := testDSN(t)
	for _, tc := range []struct {
		name   string
		setup  []string
		en, ru string
	}{
		{"foreign_events_table", []string{"CREATE TABLE turnir_events (x int)"},
			"table turnir_events that turnir did not make", "таблица turnir_events"},
		{"empty_schema_table", []string{"CREATE TABLE turnir_schema (version int)"},
			"table turnir_schema that turnir did not make", "таблица turnir_schema"},
		{"newer_schema_version", []string{fmt.Sprintf("UPDATE turnir_schema SET version = %d", schemaVersion+1)},
			fmt.Sprintf("schema version %d, newer", schemaVersion+1), "новее"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dsn := freshSchema(t, base)
			if strings.HasPrefix(tc.setup[0], "UPDATE") { // needs a real log first
				s, err := Open(context.Background(), dsn)
				if err != nil {
					t.Fatal(err)
				}
				s.Close()
			}
			exec(t, dsn, tc.setup...)
			s, err := Open(context.Background(), dsn)
			if err == nil {
				s.Close()
				t.Fatal("Open accepted the database")
			}
			e, ok := err.(*turnir.Error)
			if !ok || e.Code != turnir.EINVALID {
				t.Fatalf("Open: %v, want an EINVALID *turnir.Error", err)
			}
			if !strings.Contains(e.EN, tc.en) || !strings.Contains(e.RU, tc.ru) {
				t.Errorf("refusal %q / %q should say %q / %q", e.EN, e.RU, tc.en, tc.ru)
			}
		})
	}
}

// TestOpenTogether starts several stores on one empty schema at once: the
// migration runs once and every store works.
func TestOpenTogether(t *testing.T) {
	dsn := freshSchema(t, testDSN(t))
	const n = 4
	stores := make([]*Store, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { stores[i], errs[i] = Open(context.Background(), dsn) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("store %d: %v", i, err)
		}
		defer stores[i].Close()
	}
	for i, s := range stores {
		e := turnir.NewEvent("Hello", time.Unix(0, 0), "", i)
		if _, err := s.Append(context.Background(), "t", turnir.AnyVersion, []turnir.Event{e}); err != nil {
			t.Fatal(err)
		}
	}
	got, err := stores[0].Load(context.Background(), "t", 0)
	if err != nil || len(got) != n {
		t.Fatalf("Load = %d events, %v; want %d", len(got), err, n)
	}
}

func TestChain(t *testing.T) {
	base := testDSN(t)
	dsns := map[turnir.Store]string{}
	storetest.RunChain(t, func(t *testing.T) turnir.Store {
		dsn := freshSchema(t, base)
		s, err := Open(context.Background(), dsn)
		if err != nil {
			t.Fatal(err)
		}
		dsns[s] = dsn
		return s
	}, func(t *testing.T, s turnir.Store, stmt string) {
		exec(t, dsns[s], strings.Replace(stmt, " events ", " turnir_events ", 1))
	})
}

// TestMigrationSealsOldEvents opens a database at schema version 1 (before
// the hash column) holding events: they must read back, and the chain the
// migration computed must catch an edit made afterwards.
func TestMigrationSealsOldEvents(t *testing.T) {
	dsn := freshSchema(t, testDSN(t))
	exec(t, dsn, `CREATE TABLE turnir_schema (only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row), version integer NOT NULL)`,
		"INSERT INTO turnir_schema (version) VALUES (1)", migrations[0],
		`INSERT INTO turnir_events (stream, version, type, data, at, actor) VALUES
			('t', 1, 'Created', '{"n":1}', '2026-03-14T09:00:00.000000000Z', 'organizer'),
			('t', 2, 'Checked', '{"n":2}', '2026-03-14T09:05:00.000000000Z', 'solver'),
			('u', 1, 'Created', '{"n":3}', '2026-03-14T09:06:00.000000000Z', 'organizer')`)
	s, err := Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for stream, n := range map[string]int{"t": 2, "u": 1} {
		if got, err := s.Load(context.Background(), stream, 0); err != nil || len(got) != n {
			t.Fatalf("Load(%s) = %d events, %v; want %d", stream, len(got), err, n)
		}
	}
	if _, err := s.Append(context.Background(), "t", 2, []turnir.Event{turnir.NewEvent("Next", time.Unix(0, 0), "x", 1)}); err != nil {
		t.Fatal(err)
	}
	exec(t, dsn, "UPDATE turnir_events SET at = '2026-03-14T09:01:00.000000000Z' WHERE stream = 't' AND version = 2")
	if _, err := s.Load(context.Background(), "t", 0); turnir.ErrorCode(err) != turnir.EDAMAGED || !strings.Contains(err.Error(), "#2") {
		t.Fatalf("Load after editing an old event: %v, want it damaged at #2", err)
	}
}
