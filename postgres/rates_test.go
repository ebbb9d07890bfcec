package postgres

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// TestTakeTokenSharedByServers: two servers (two stores on one database)
// take from one bucket: between them they get its burst, not twice it,
// even all at once; it refills at its rate; looking (consume false) takes
// nothing; a key with a NUL byte is a key like another.
func TestTakeTokenSharedByServers(t *testing.T) {
	dsn := freshSchema(t, testDSN(t))
	ctx := context.Background()
	a, err := Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	now := time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC)
	const key = "check\x00t1\x00s1"

	// 20 takes at once, half on each server, from a bucket of 5.
	var took atomic.Int32
	var wg sync.WaitGroup
	for i := range 20 {
		s := a
		if i%2 == 1 {
			s = b
		}
		wg.Go(func() {
			_, ok, err := s.TakeToken(ctx, key, 5, 2, now, true)
			if err != nil {
				t.Error(err)
			}
			if ok {
				took.Add(1)
			}
		})
	}
	wg.Wait()
	if n := took.Load(); n != 5 {
		t.Fatalf("%d of 20 takes got a token from a bucket of 5 shared by two servers", n)
	}
	wait, ok, err := b.TakeToken(ctx, key, 5, 2, now, false)
	if err != nil || ok || wait != 500*time.Millisecond {
		t.Fatalf("an empty bucket at 2 a second: wait %v, ok %v, %v; want 500ms", wait, ok, err)
	}
	// Half a second later one token is back, on the other server too.
	if _, ok, err := a.TakeToken(ctx, key, 5, 2, now.Add(500*time.Millisecond), false); err != nil || !ok {
		t.Fatalf("after 0.5 s a look finds no token: %v %v", ok, err)
	}
	if _, ok, err := a.TakeToken(ctx, key, 5, 2, now.Add(500*time.Millisecond), true); err != nil || !ok {
		t.Fatalf("after 0.5 s no token: %v %v", ok, err)
	}
	if _, ok, _ := b.TakeToken(ctx, key, 5, 2, now.Add(500*time.Millisecond), true); ok {
		t.Fatal("one token refilled was taken twice")
	}
	// Another key is another bucket.
	if _, ok, err := b.TakeToken(ctx, "check\x00t1\x00s2", 5, 2, now, true); err != nil || !ok {
		t.Fatalf("another solver's bucket: %v %v", ok, err)
	}
}

// TestRateBucketsAreNotInTheWAL: the buckets' table is unlogged, so a
// take is a commit without a wait for the disk (every Check makes one),
// while the events stay in an ordinary, durable table.
func TestRateBucketsAreNotInTheWAL(t *testing.T) {
	dsn := freshSchema(t, testDSN(t))
	ctx := context.Background()
	s, err := Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	for table, want := range map[string]string{"turnir_rate": "u", "turnir_events": "p"} {
		var got string
		if err := c.QueryRow(ctx, `SELECT relpersistence::text FROM pg_class WHERE oid = to_regclass($1)`, table).Scan(&got); err != nil {
			t.Fatalf("%s: %v", table, err)
		}
		if got != want {
			t.Errorf("%s has relpersistence %q, want %q (u: unlogged, p: permanent)", table, got, want)
		}
	}
}
