package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"turnir"
)

// openTwo opens two stores on one fresh schema, as two servers would.
func openTwo(t *testing.T) (*Store, *Store, string) {
	t.Helper()
	dsn := freshSchema(t, testDSN(t))
	a, err := Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	b, err := Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return a, b, dsn
}

type heard struct {
	stream  string
	version int64
}

// follow starts b following and returns what it hears and its resyncs.
func follow(t *testing.T, b *Store) (chan heard, chan struct{}) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	got, resynced := make(chan heard, 100), make(chan struct{}, 10)
	go b.Follow(ctx, func(s string, v int64) { got <- heard{s, v} }, func() { resynced <- struct{}{} })
	select {
	case <-resynced:
	case <-time.After(5 * time.Second):
		t.Fatal("Follow never started listening")
	}
	return got, resynced
}

func appendOne(t *testing.T, s *Store, stream string, expected int64) {
	t.Helper()
	if _, err := s.Append(context.Background(), stream, expected, []turnir.Event{turnir.NewEvent("Hello", time.Unix(0, 0), "", 1)}); err != nil {
		t.Fatal(err)
	}
}

func expect(t *testing.T, got chan heard, want heard) {
	t.Helper()
	select {
	case h := <-got:
		if h != want {
			t.Fatalf("heard %+v, want %+v", h, want)
		}
	case <-time.After(5 * time.Second):
		t.Fatalf("heard nothing, want %+v", want)
	}
}

// TestFollowHearsAnotherServersAppends: an append through one store is
// heard by another following the same log, with its stream and version,
// once committed; one of another schema (another installation in the same
// database) is not.
func TestFollowHearsAnotherServersAppends(t *testing.T) {
	a, b, _ := openTwo(t)
	got, _ := follow(t, b)
	appendOne(t, a, "t1", 0)
	expect(t, got, heard{"t1", 1})
	appendOne(t, a, "with space.x", 0)
	expect(t, got, heard{"with space.x", 1})

	other, err := Open(context.Background(), freshSchema(t, testDSN(t)))
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	appendOne(t, other, "t1", 0)
	appendOne(t, a, "t1", 1)
	expect(t, got, heard{"t1", 2}) // not other's t1 #1
}

// TestFollowResyncsAfterItsConnectionIsLost: when the listening
// connection is killed, Follow reconnects and calls resync, so that what
// was appended meanwhile is re-read; later appends are heard again.
func TestFollowResyncsAfterItsConnectionIsLost(t *testing.T) {
	a, b, dsn := openTwo(t)
	got, resynced := follow(t, b)
	// Only this test's listener: other packages' tests share the database.
	exec(t, dsn, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN \""+b.channel+"\"'")
	select {
	case <-resynced:
	case <-time.After(10 * time.Second):
		t.Fatal("no resync after the listening connection was killed")
	}
	appendOne(t, a, "t1", 0)
	expect(t, got, heard{"t1", 1})
	if b.followErrors.Load() == 0 {
		t.Error("the lost connection was not counted")
	}
}

// TestLeadOneAtATime: of two stores one leads; when it closes (its server
// died) the other takes over at its next try.
func TestLeadOneAtATime(t *testing.T) {
	a, b, _ := openTwo(t)
	ctx := context.Background()
	if ok, err := a.Lead(ctx); !ok || err != nil {
		t.Fatalf("a.Lead = %v, %v; want the lease", ok, err)
	}
	if ok, err := b.Lead(ctx); ok || err != nil {
		t.Fatalf("b.Lead = %v, %v; want no lease while a holds it", ok, err)
	}
	if ok, _ := a.Lead(ctx); !ok {
		t.Fatal("a lost the lease by asking again")
	}
	a.Close()
	// PostgreSQL frees the lock once it has seen the connection end, a
	// moment after Close returns: b takes it at one of its next tries.
	if !leadsSoon(b) {
		t.Fatal("b never took the lease after a closed")
	}
}

// TestLeaderThatLosesItsConnectionStepsDown: a leader whose connection is
// cut says so at its next Lead, and the other store takes the lease.
func TestLeaderThatLosesItsConnectionStepsDown(t *testing.T) {
	a, b, dsn := openTwo(t)
	ctx := context.Background()
	if ok, _ := a.Lead(ctx); !ok {
		t.Fatal("a did not lead")
	}
	exec(t, dsn, fmt.Sprintf("SELECT pg_terminate_backend(%d)", a.leader.conn.PgConn().PID()))
	if !leadsSoon(b) {
		t.Fatal("b never took the lease after a's connection died")
	}
	if ok, _ := a.Lead(ctx); ok {
		t.Fatal("a still says it leads")
	}
}

// leadsSoon asks s to lead every 50 ms for up to 5 s, as a server's
// scheduler asks every second.
func leadsSoon(s *Store) bool {
	for range 100 {
		if ok, _ := s.Lead(context.Background()); ok {
			return true
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}

// TestUpdateFoldsTheNewerAndNeverConflicts: an Update from a stale
// version gets the events another store appended meanwhile and appends
// after them; many at once on one stream all succeed, in some order.
func TestUpdateFoldsTheNewerAndNeverConflicts(t *testing.T) {
	a, b, _ := openTwo(t)
	ctx := context.Background()
	appendOne(t, a, "t", 0)
	newer, out, err := b.Update(ctx, "t", 0, func(newer []turnir.Event) ([]turnir.Event, error) {
		if len(newer) != 1 || newer[0].Version != 1 {
			t.Errorf("decide saw %d newer events", len(newer))
		}
		return []turnir.Event{turnir.NewEvent("Next", time.Unix(0, 0), "", 2)}, nil
	})
	if err != nil || len(newer) != 1 || len(out) != 1 || out[0].Version != 2 {
		t.Fatalf("Update = %d newer, %v, %v", len(newer), out, err)
	}
	var wg sync.WaitGroup
	for i := range 20 {
		s := []*Store{a, b}[i%2]
		wg.Go(func() {
			if _, _, err := s.Update(ctx, "t", 0, func([]turnir.Event) ([]turnir.Event, error) {
				return []turnir.Event{turnir.NewEvent("More", time.Unix(0, 0), "", i)}, nil
			}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if evs, err := a.Load(ctx, "t", 0); err != nil || len(evs) != 22 {
		t.Fatalf("Load = %d events, %v; want 22", len(evs), err)
	}
}

// TestUpdateRefusedEndsItsTransaction: an Update whose decision refuses,
// one from a version the log does not hold, and an Append at a stale
// version write nothing, say where the stream is, and end their
// transaction, so their connection goes back to the pool clean (a
// connection left inside the transaction would be closed instead, and
// the lock it holds kept until then).
func TestUpdateRefusedEndsItsTransaction(t *testing.T) {
	a, _, _ := openTwo(t)
	ctx := context.Background()
	appendOne(t, a, "t", 0)
	idle := func() int {
		a.pool.mu.Lock()
		defer a.pool.mu.Unlock()
		return len(a.pool.idle)
	}
	refused := errors.New("refused")
	if _, _, err := a.Update(ctx, "t", 1, func([]turnir.Event) ([]turnir.Event, error) { return nil, refused }); err != refused {
		t.Fatalf("refused Update = %v", err)
	}
	if n := idle(); n != 1 {
		t.Fatalf("after a refused Update %d idle connections, want 1", n)
	}
	_, _, err := a.Update(ctx, "t", 5, func([]turnir.Event) ([]turnir.Event, error) {
		t.Error("decide ran on a version the log does not hold")
		return nil, nil
	})
	if turnir.ErrorCode(err) != turnir.ECONFLICT || !strings.Contains(err.Error(), "version 1, not 5") {
		t.Fatalf("Update after the head = %v", err)
	}
	if _, err := a.Append(ctx, "t", 0, []turnir.Event{turnir.NewEvent("Late", time.Unix(0, 0), "", 1)}); turnir.ErrorCode(err) != turnir.ECONFLICT {
		t.Fatalf("stale Append = %v", err)
	}
	if n := idle(); n != 1 {
		t.Fatalf("after the conflicts %d idle connections, want 1", n)
	}
	if evs, err := a.Load(ctx, "t", 0); err != nil || len(evs) != 1 {
		t.Fatalf("Load = %d events, %v; want the one", len(evs), err)
	}
	appendOne(t, a, "t", 1)
}
