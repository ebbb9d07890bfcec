package http

import (
	"context"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"turnir"
	"turnir/es"
	"turnir/puzzleswiss"
)

// maxBatch bounds one group commit: large enough that 10,000 solvers
// pressing Check at once need a handful of transactions, small enough that
// one transaction stays a few milliseconds.
const maxBatch = 1024

// op is one solver command waiting for a group commit. Ops of one batch run
// one after another against the same state without seeing each other's
// events, which is sound because a batch holds at most one op per key:
// Start and Check of different solvers, or registrations of different
// names, never depend on each other.
type op struct {
	key string    // ops with the same key never share a batch
	at  time.Time // the server's time of the press: when the whole request had arrived
	run func(t *puzzleswiss.Tournament, at time.Time) ([]turnir.Event, any, error)

	val  any
	err  error
	done chan struct{}
}

// batcher group-commits the solver commands of one tournament: while one
// transaction is being made durable, the next requests queue, and the next
// transaction takes them all. Every request is still answered only after
// its own events are committed.
type batcher struct {
	host   *es.Host[*puzzleswiss.Tournament]
	clock  *clockDeps // the seeds of a scheduled start, the failures
	stream string

	mu      sync.Mutex
	queue   []*op
	running bool
}

// do queues o and waits for its commit (or ctx).
func (b *batcher) do(ctx context.Context, o *op) (any, error) {
	o.done = make(chan struct{})
	b.mu.Lock()
	b.queue = append(b.queue, o)
	if !b.running {
		b.running = true
		go b.loop()
	}
	b.mu.Unlock()
	select {
	case <-o.done:
		return o.val, o.err
	case <-ctx.Done():
		// The op may still commit; the client simply does not hear of it,
		// as if the connection had dropped after the commit.
		return nil, ctx.Err()
	}
}

// loop commits batches until the queue is empty. It holds b.mu only to
// take the whole queue: splitting it into a batch (a map of up to maxBatch
// keys) happens outside, so the herd's requests queueing in do never wait
// behind that work (at 10,000 Starts in two seconds this lock was the
// first in the mutex profile). Ops left for a later batch (a key already
// in this one) stay ahead of those that arrive meanwhile.
func (b *batcher) loop() {
	var rest []*op
	for {
		b.mu.Lock()
		if len(rest) == 0 {
			rest, b.queue = b.queue, nil
		} else {
			rest = append(rest, b.queue...)
			b.queue = b.queue[:0]
		}
		if len(rest) == 0 {
			b.running = false
			b.mu.Unlock()
			return
		}
		b.mu.Unlock()
		var batch []*op
		batch, rest = take(rest)
		b.commit(batch)
	}
}

// take splits queue into a batch of distinct keys (in arrival order) and
// the rest, which keeps its order for the next batch.
func take(queue []*op) (batch, rest []*op) {
	seen := make(map[string]bool, min(len(queue), maxBatch))
	for _, o := range queue {
		if len(batch) < maxBatch && !seen[o.key] {
			seen[o.key] = true
			batch = append(batch, o)
			continue
		}
		rest = append(rest, o)
	}
	return batch, rest
}

// Group-commit figures for /api/health.
var (
	batchCount   atomic.Int64
	batchOps     atomic.Int64
	batchSlowest atomic.Int64 // ns
	batchBusy    atomic.Int64 // ns spent committing: near the round's length, the group commit is the bottleneck
)

// commit runs the batch in time order. Before each op is judged the round
// clock catches up to the op's time (a round due to open at 10:06:00 is
// open for a Start stamped 10:06:05 even if the scheduler has not ticked);
// the ops stamped before the clock's next step then go in one es.Host.Do:
// one Append, one fsync. A batch that straddles a step (a round's end)
// takes two commits, one each side.
func (b *batcher) commit(batch []*op) {
	start := time.Now() // wall time, only for the figures
	defer func() {
		d := int64(time.Since(start))
		batchBusy.Add(d)
		batchCount.Add(1)
		batchOps.Add(int64(len(batch)))
		for {
			old := batchSlowest.Load()
			if d <= old || batchSlowest.CompareAndSwap(old, d) {
				break
			}
		}
		if d > int64(500*time.Millisecond) {
			slog.Warn("slow group commit", "ops", len(batch), "ms", d/1e6)
		}
	}()
	// A batch holds one op per key, so sorting it by time never reorders
	// one solver's own presses.
	slices.SortStableFunc(batch, func(x, y *op) int { return x.at.Compare(y.at) })
	for rest := batch; len(rest) > 0; {
		err := catchUp(context.Background(), b.host, b.clock, b.stream, rest[0].at)
		// A failed step stays due; the ops then run against the state as
		// it stands rather than wait for it.
		n := b.commitUntilDue(rest, err != nil)
		rest = rest[n:]
	}
}

// commitUntilDue runs, in one commit, the leading ops of batch stamped
// before the clock's next step (all of them when all), and returns how
// many it ran: at least one, since the clock has caught up to the first.
func (b *batcher) commitUntilDue(batch []*op, all bool) int {
	n := 0
	var wrote []bool
	_, err := b.host.Do(context.Background(), b.stream, func(t *puzzleswiss.Tournament) ([]turnir.Event, error) {
		due, ok := t.Due()
		n, wrote = 0, wrote[:0]
		var evs []turnir.Event
		for _, o := range batch {
			if n > 0 && !all && ok && !o.at.Before(due) {
				break
			}
			e, val, err := o.run(t, o.at)
			o.val, o.err = val, err
			wrote = append(wrote, len(e) > 0)
			evs = append(evs, e...)
			n++
		}
		return evs, nil
	})
	if n == 0 { // the state could not be loaded: every op hears of it
		n = len(batch)
		for _, o := range batch {
			o.val, o.err = nil, err
		}
		wrote = make([]bool, n)
	}
	for i, o := range batch[:n] {
		if err != nil && wrote[i] {
			o.val, o.err = nil, err
		}
		close(o.done)
	}
	return n
}

// batchers hands out the batcher of each tournament.
type batchers struct {
	host  *es.Host[*puzzleswiss.Tournament]
	clock *clockDeps
	mu    sync.Mutex
	m     map[string]*batcher
}

func (x *batchers) of(stream string) *batcher {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.m == nil {
		x.m = map[string]*batcher{}
	}
	b, ok := x.m[stream]
	if !ok {
		b = &batcher{host: x.host, clock: x.clock, stream: stream}
		x.m[stream] = b
	}
	return b
}
