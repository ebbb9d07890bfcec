package es

import (
	"context"
	"sync"

	"turnir"
)

// maxGroup bounds the commands of one group commit: enough that every
// press of a venue's fights at one moment shares a transaction, few enough
// that the transaction stays short.
const maxGroup = 256

// Group commits the commands of a stream in groups: while one commit is
// being made durable, the commands that arrive queue, and the next commit
// takes them all, one append and one fsync for many commands (16 live
// fights of one festival press into one stream). It changes nothing a
// command can see: the commands of a group are judged one after another
// in their order of arrival, each on the state with the events of those
// before it applied (on a clone: readers never see an uncommitted event),
// exactly as if each had been committed alone; a refusal is its own
// command's and leaves the others in. Every caller is answered only after
// the commit that holds its events.
//
// The puzzle Swiss's solver commands have their own group commit
// (http/batch.go): theirs are independent by construction and judged on one
// state without a clone, and they follow the round clock's steps.
type Group[T Aggregate] struct {
	host  *Host[T]
	clone func(T) T

	mu     sync.Mutex
	queues map[string]*groupQueue[T]
}

// NewGroup returns a group commit over host; clone copies a state so that
// events can be applied to the copy without touching the original.
func NewGroup[T Aggregate](host *Host[T], clone func(T) T) *Group[T] {
	return &Group[T]{host: host, clone: clone, queues: map[string]*groupQueue[T]{}}
}

type groupQueue[T Aggregate] struct {
	ops     []*groupOp[T]
	running bool
}

type groupOp[T Aggregate] struct {
	cmd  func(T) ([]turnir.Event, error)
	n    int // how many of the group's events are this op's
	evs  []turnir.Event
	err  error
	done chan struct{}
}

// Do queues cmd for the next group commit of stream and waits for it. It
// returns the committed events of cmd (with their versions), or cmd's
// error, or the commit's. cmd must only read the state it is given. A
// caller that gives up (ctx) may still see its command committed, as if
// its connection had dropped after the commit.
func (g *Group[T]) Do(ctx context.Context, stream string, cmd func(T) ([]turnir.Event, error)) ([]turnir.Event, error) {
	o := &groupOp[T]{cmd: cmd, done: make(chan struct{})}
	g.mu.Lock()
	q := g.queues[stream]
	if q == nil {
		q = &groupQueue[T]{}
		g.queues[stream] = q
	}
	q.ops = append(q.ops, o)
	if !q.running {
		q.running = true
		go g.loop(stream, q)
	}
	g.mu.Unlock()
	select {
	case <-o.done:
		return o.evs, o.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Pending is how many commands of stream wait for a commit that has not
// begun (those of the commit being made durable are not counted).
func (g *Group[T]) Pending(stream string) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	if q := g.queues[stream]; q != nil {
		return len(q.ops)
	}
	return 0
}

// loop commits the queue of stream group by group until it is empty.
func (g *Group[T]) loop(stream string, q *groupQueue[T]) {
	for {
		g.mu.Lock()
		n := min(len(q.ops), maxGroup)
		if n == 0 {
			q.running = false
			delete(g.queues, stream)
			g.mu.Unlock()
			return
		}
		ops := q.ops[:n:n]
		q.ops = q.ops[n:]
		g.mu.Unlock()
		g.commit(stream, ops)
	}
}

// commit judges ops in order and appends what they wrote in one Host.Do.
// The commit runs on its own context: one caller giving up must not fail
// the others' commands.
func (g *Group[T]) commit(stream string, ops []*groupOp[T]) {
	judged := false
	committed, err := g.host.Do(context.Background(), stream, func(state T) ([]turnir.Event, error) {
		judged = true
		var all []turnir.Event
		cur, cloned := state, false
		for _, o := range ops {
			evs, err := o.cmd(cur)
			o.n, o.err = 0, err
			if err != nil || len(evs) == 0 {
				continue
			}
			if len(ops) > 1 {
				if !cloned {
					cur, cloned = g.clone(state), true
				}
				if bad := applyAll(cur, evs); bad != nil {
					// A command whose events its own state refuses is
					// refused; the half-applied copy is made again.
					o.err = bad
					cur = g.clone(state)
					if again := applyAll(cur, all); again != nil {
						return nil, again
					}
					continue
				}
			}
			o.n = len(evs)
			all = append(all, evs...)
		}
		return all, nil
	})
	at := 0
	for _, o := range ops {
		switch {
		case !judged || (err != nil && o.n > 0):
			o.evs, o.err = nil, err // the state did not load, or the append failed
		case o.err == nil && o.n > 0 && at+o.n <= len(committed):
			o.evs = committed[at : at+o.n]
			at += o.n
		}
		close(o.done)
	}
}

// applyAll applies evs to state, stopping at the first refusal.
func applyAll[T Aggregate](state T, evs []turnir.Event) error {
	for _, e := range evs {
		if err := state.Apply(e); err != nil {
			return err
		}
	}
	return nil
}
