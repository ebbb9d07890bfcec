package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"turnir"
)

// TestClusterOutlivesTheDatabaseCuttingItsConnections: PostgreSQL ends
// every connection of the servers at once (a restart, a failover, an idle
// connection cut), and the next requests on each server succeed: a
// registration (an append), the organizer's write and the organizer's
// session (a read of the shared revocations), where the first requests
// after a restart failed with 500 or said "sign in" to a signed-in
// organizer. A server whose log does not answer at all says so (503),
// not "sign in", on the organizer's requests and on /api/session.
func TestClusterOutlivesTheDatabaseCuttingItsConnections(t *testing.T) {
	app := fmt.Sprintf("turnir_restart_%d", os.Getpid())
	u, err := url.Parse(pgSchema(t))
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("application_name", app)
	u.RawQuery = q.Encode()
	// The round clock ticks once an hour here: its steps would meet the
	// cut connections before the requests do.
	c := &cluster{t: t, dsn: u.String(), data: t.TempDir(), clock: turnir.NewManualClock(time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)), tick: time.Hour}
	c.start()
	c.start()
	t.Cleanup(func() {
		for i := range c.nodes {
			c.kill(i)
		}
	})
	jar, _ := cookiejar.New(nil)
	org := &http.Client{Jar: jar}
	c.must(0, org, "POST", "/api/login", "", map[string]string{"password": "cluster"}, nil)
	var tv struct{ ID string }
	c.must(0, org, "POST", "/api/tournaments", "", map[string]any{"name": "Restart cup"}, &tv)
	for i := range 4 { // every server's pool holds connections now
		c.must(i%2, &http.Client{}, "POST", "/api/tournaments/"+tv.ID+"/solvers", "", map[string]string{"name": fmt.Sprint("Before ", i)}, nil)
	}

	admin, err := pgx.Connect(context.Background(), os.Getenv("TURNIR_TEST_POSTGRES"))
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close(context.Background())
	var cut int
	if err := admin.QueryRow(context.Background(), `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = $1`, app).Scan(&cut); err != nil {
		t.Fatal(err)
	}
	if cut < 4 {
		t.Fatalf("only %d of the servers' connections were cut", cut)
	}
	// A backend ends a moment after it is told to: wait until they are gone.
	gone := waitFor(10*time.Second, func() bool {
		var left int
		admin.QueryRow(context.Background(), `SELECT count(*) FROM pg_stat_activity WHERE application_name = $1 AND backend_start < now() - interval '50 milliseconds'`, app).Scan(&left)
		return left == 0
	})
	if !gone {
		t.Fatal("the cut connections do not end")
	}
	for i := range 2 {
		if st, raw := c.call(i, &http.Client{}, "POST", "/api/tournaments/"+tv.ID+"/solvers", "", map[string]string{"name": fmt.Sprint("After ", i)}, nil); st != http.StatusCreated {
			t.Fatalf("a registration on server %d after the cut: %d %s", i, st, raw)
		}
		var sess struct{ Organizer bool }
		if st, raw := c.call(i, org, "GET", "/api/session", "", nil, &sess); st != http.StatusOK || !sess.Organizer {
			t.Fatalf("the organizer's session on server %d after the cut: %d %s", i, st, raw)
		}
	}
	c.must(1, org, "POST", "/api/tournaments", "", map[string]any{"name": "After the cut"}, nil)

	// Server 1's log gone for good: it cannot tell a signed-out session
	// from a live one, and says that, not "sign in"; nor does it say a
	// sign-out it cannot record was made (a copy of the cookie would go
	// on working).
	c.nodes[1].store.Close()
	for _, req := range []struct{ method, path string }{{"GET", "/api/session"}, {"POST", "/api/tournaments"}, {"POST", "/api/logout"}} {
		st, raw := c.call(1, org, req.method, req.path, "", map[string]any{"name": "x"}, nil)
		if st != http.StatusServiceUnavailable || !strings.Contains(raw, "unavailable") {
			t.Errorf("%s %s with the log gone: %d %s", req.method, req.path, st, raw)
		}
	}
}
