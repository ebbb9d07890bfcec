package sqlite

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"turnir"
)

// benchEvent is a typical event: a submitted answer of a few hundred bytes.
func benchEvent(i int) turnir.Event {
	return turnir.NewEvent("AnswerSubmitted", time.Unix(int64(i), 0), "participant-17",
		map[string]any{"round": 3, "puzzle": i % 12, "answer": "1234567890 ЁЖЗ", "i": i})
}

func benchOpen(b *testing.B) *Store {
	s, err := Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// BenchmarkAppend is one acknowledged request: one event, one fsync.
func BenchmarkAppend(b *testing.B) {
	s := benchOpen(b)
	ctx := context.Background()
	for i := 0; b.Loop(); i++ {
		if _, err := s.Append(ctx, "t", int64(i), []turnir.Event{benchEvent(i)}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAppendBatch10 is a round being paired: ten events in one commit.
func BenchmarkAppendBatch10(b *testing.B) { benchAppendBatch(b, 10) }

// benchAppendBatch appends batches of n events, one commit each.
func benchAppendBatch(b *testing.B, n int) {
	s := benchOpen(b)
	ctx := context.Background()
	batch := make([]turnir.Event, n)
	for i := range batch {
		batch[i] = benchEvent(i)
	}
	for i := 0; b.Loop(); i++ {
		if _, err := s.Append(ctx, "t", int64(n*i), batch); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoad10000 is a server start replaying a big tournament.
func BenchmarkLoad10000(b *testing.B) {
	s := benchOpen(b)
	ctx := context.Background()
	batch := make([]turnir.Event, 10000)
	for i := range batch {
		batch[i] = benchEvent(i)
	}
	if _, err := s.Append(ctx, "t", 0, batch); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if got, err := s.Load(ctx, "t", 0); err != nil || len(got) != len(batch) {
			b.Fatal(len(got), err)
		}
	}
}

// BenchmarkAppendBatch100 is a group commit of a herd: the Starts and
// Checks of a hundred solvers in one transaction.
func BenchmarkAppendBatch100(b *testing.B) { benchAppendBatch(b, 100) }
