package main

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"turnir"
	turnirhttp "turnir/http"
	"turnir/postgres"
)

// lockedBuffer is a log that servers write from their goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestClusterWarnsOfAnotherPassword: a server started on the shared log
// with another organizer password than the server before it says so in
// its log (its cookies and the others' are not valid on each other, and
// behind a balancer its users seem signed out at random); one started
// with the same password says nothing.
func TestClusterWarnsOfAnotherPassword(t *testing.T) {
	dsn := pgSchema(t)
	data := t.TempDir()
	start := func(password string) string {
		t.Helper()
		st, err := postgres.Open(context.Background(), dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		var log lockedBuffer
		srv, err := turnirhttp.New(turnirhttp.Config{Store: st, Clock: turnir.NewManualClock(time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)),
			DataDir: data, OrgPassword: password, Log: slog.New(slog.NewTextHandler(&log, nil))})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { srv.Close() })
		return log.String()
	}
	const warning = "password differs"
	if log := start("first"); strings.Contains(log, warning) {
		t.Fatalf("the first server warned: %s", log)
	}
	if log := start("first"); strings.Contains(log, warning) {
		t.Fatalf("a server with the same password warned: %s", log)
	}
	if log := start("second"); !strings.Contains(log, warning) || !strings.Contains(log, "role=organizer") {
		t.Fatalf("a server with another password did not warn: %s", log)
	}
}
