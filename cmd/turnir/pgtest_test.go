package main

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5"
)

// pgSchema returns a postgres:// URL of a fresh schema in the database
// of TURNIR_TEST_POSTGRES, dropped at the test's end. Without that
// variable the test skips, unless TURNIR_REQUIRE_POSTGRES=1 (CI, .ci/run)
// makes it a failure.
func pgSchema(t *testing.T) string {
	t.Helper()
	dsn := os.Getenv("TURNIR_TEST_POSTGRES")
	if dsn == "" {
		if os.Getenv("TURNIR_REQUIRE_POSTGRES") == "1" {
			t.Fatal("TURNIR_REQUIRE_POSTGRES=1 but TURNIR_TEST_POSTGRES names no database")
		}
		t.Skip("TURNIR_TEST_POSTGRES is not set (a postgres:// URL of a database the test may use; .ci/run starts one): PostgreSQL tests skipped")
	}
	ctx := context.Background()
	admin, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	name := fmt.Sprintf("turnir_cmd_%d_%d", os.Getpid(), pgSeq.Add(1))
	if _, err := admin.Exec(ctx, "CREATE SCHEMA "+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		admin.Exec(ctx, "DROP SCHEMA "+name+" CASCADE")
		admin.Close(ctx)
	})
	u, err := url.Parse(dsn)
	if err != nil {
		t.Fatalf("TURNIR_TEST_POSTGRES must be a postgres:// URL here: %v", err)
	}
	q := u.Query()
	q.Set("search_path", name)
	u.RawQuery = q.Encode()
	return u.String()
}

var pgSeq atomic.Int64
