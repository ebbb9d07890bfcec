package postgres

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"turnir"
)

// BenchmarkUpdate measures the commits of one stream by writers that take
// turns at its lock, as the group commits of one tournament do on one
// server (1 store) and on three servers sharing the log (3 stores): each
// writer appends one event at a time on what it last saw, folding what the
// others appended meanwhile. What it measures is mostly how long a commit
// holds the stream's lock: the round trips made under it and the flush.
//
//	TURNIR_TEST_POSTGRES=postgres://... go test ./postgres -run XXX -bench Update -benchtime 2000x
func BenchmarkUpdate(b *testing.B) {
	for _, stores := range []int{1, 3} {
		b.Run(fmt.Sprintf("stores=%d", stores), func(b *testing.B) {
			dsn := freshSchema(b, testDSN(b))
			var all []*Store
			for range stores {
				s, err := Open(context.Background(), dsn)
				if err != nil {
					b.Fatal(err)
				}
				defer s.Close()
				all = append(all, s)
			}
			const writers = 2 // per store: a group commit and a follower's catch-up
			n := b.N / (stores * writers)
			b.ResetTimer()
			var wg sync.WaitGroup
			errs := make(chan error, stores*writers)
			for _, s := range all {
				for range writers {
					wg.Add(1)
					go func() {
						defer wg.Done()
						var after int64
						for i := range n {
							newer, appended, err := s.Update(context.Background(), "bench", after,
								func(newer []turnir.Event) ([]turnir.Event, error) {
									return []turnir.Event{turnir.NewEvent("Press", time.Unix(0, 0), "", i)}, nil
								})
							if err != nil {
								errs <- err
								return
							}
							after += int64(len(newer) + len(appended))
						}
					}()
				}
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				b.Fatal(err)
			}
		})
	}
}
