package postgres

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"turnir"
)

// TestDeadConnectionsAreMadeAgain: the database ends the store's idle
// connections (a restart, a failover, a cut idle connection), and the
// next calls of every kind succeed on fresh ones, where each of them
// used to fail once per dead connection left in the pool.
func TestDeadConnectionsAreMadeAgain(t *testing.T) {
	app := fmt.Sprintf("turnir_pool_%d", os.Getpid())
	u, err := url.Parse(freshSchema(t, testDSN(t)))
	if err != nil {
		t.Skip("TURNIR_TEST_POSTGRES is not a URL")
	}
	q := u.Query()
	q.Set("application_name", app)
	u.RawQuery = q.Encode()
	s, err := Open(context.Background(), u.String())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	admin, err := pgx.Connect(ctx, testDSN(t))
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close(ctx)
	// cut ends every connection of the store and waits until they are gone.
	cut := func() {
		t.Helper()
		var n int
		if err := admin.QueryRow(ctx, "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = $1", app).Scan(&n); err != nil || n == 0 {
			t.Fatalf("cut %d connections: %v", n, err)
		}
		for end := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
			admin.QueryRow(ctx, "SELECT count(*) FROM pg_stat_activity WHERE application_name = $1", app).Scan(&n)
			if n == 0 {
				return
			}
			if time.Now().After(end) {
				t.Fatal("the cut connections do not end")
			}
		}
	}
	// Several connections idle in the pool, then cut.
	warm := func() {
		t.Helper()
		done := make(chan error, 4)
		for range 4 {
			go func() { _, err := s.Load(ctx, "t", 0); done <- err }()
		}
		for range 4 {
			if err := <-done; err != nil {
				t.Fatal(err)
			}
		}
	}
	appendOne(t, s, "t", 0)
	calls := []struct {
		name string
		run  func() error
	}{
		{"append", func() error {
			_, err := s.Append(ctx, "t", turnir.AnyVersion, []turnir.Event{turnir.NewEvent("Next", time.Unix(0, 0), "", 1)})
			return err
		}},
		{"update", func() error {
			_, _, err := s.Update(ctx, "t", 0, func([]turnir.Event) ([]turnir.Event, error) {
				return []turnir.Event{turnir.NewEvent("More", time.Unix(0, 0), "", 2)}, nil
			})
			return err
		}},
		{"load", func() error { _, err := s.Load(ctx, "t", 0); return err }},
		{"streams", func() error { _, err := s.Streams(ctx, ""); return err }},
		{"session revoked", func() error { _, err := s.SessionRevoked(ctx, "x"); return err }},
		{"revoke", func() error { return s.RevokeSession(ctx, "x", time.Now().Add(time.Hour), time.Now()) }},
		{"rate", func() error {
			_, _, err := s.TakeToken(ctx, "k", 5, 1, time.Now(), true)
			return err
		}},
	}
	for _, c := range calls {
		warm()
		cut()
		for k := range 3 {
			if err := c.run(); err != nil {
				t.Errorf("%s, call %d after the cut: %v", c.name, k+1, err)
			}
		}
	}
}
