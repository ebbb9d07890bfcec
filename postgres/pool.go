package postgres

import (
	"context"
	"errors"
	"sync"

	"github.com/jackc/pgx/v5"
)

// pool hands out at most size connections at a time, keeping idle ones for
// reuse. A connection that comes back in an unknown state (closed, busy, or
// inside a transaction) is closed instead of reused.
type pool struct {
	cfg   *pgx.ConnConfig
	slots chan struct{} // one token per connection that may be open

	mu     sync.Mutex
	idle   []*pgx.Conn
	closed bool
}

var errClosed = errors.New("postgres: store is closed")

func newPool(cfg *pgx.ConnConfig, size int) *pool {
	return &pool{cfg: cfg, slots: make(chan struct{}, size)}
}

// acquire returns a connection, waiting for a free slot or ctx.
func (p *pool) acquire(ctx context.Context) (*pgx.Conn, error) {
	select {
	case p.slots <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		<-p.slots
		return nil, errClosed
	}
	if n := len(p.idle); n > 0 {
		c := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		return c, nil
	}
	p.mu.Unlock()
	c, err := pgx.ConnectConfig(ctx, p.cfg)
	if err != nil {
		<-p.slots
		return nil, err
	}
	return c, nil
}

// with runs fn on a connection and, when fn failed because the
// connection had died (the database restarted or cut it while it was
// idle here), once more on a fresh one: a restart costs no request an
// error. The connection may have died after fn's statement ran and
// before its answer came, so fn must be safe to run twice: a read, or a
// write whose effect twice is the same (a sign-out) or harmless (a rate
// token taken twice). The appends of events run only their first
// statement this way (Store.begin, through hold).
func (p *pool) with(ctx context.Context, fn func(*pgx.Conn) error) error {
	c, err := p.hold(ctx, fn)
	if err == nil {
		p.release(c)
	}
	return err
}

// hold is with that keeps the connection fn succeeded on, for the caller
// to go on with and release.
func (p *pool) hold(ctx context.Context, fn func(*pgx.Conn) error) (*pgx.Conn, error) {
	for attempt := 0; ; attempt++ {
		c, err := p.acquire(ctx)
		if err != nil {
			return nil, err
		}
		if err = fn(c); err == nil {
			return c, nil
		}
		dead := c.IsClosed()
		p.release(c)
		if !dead || attempt > 0 || ctx.Err() != nil {
			return nil, err
		}
		p.dropIdle()
	}
}

// dropIdle closes the idle connections: one was found dead, and those
// made before it most likely died with it (a restart of the database).
func (p *pool) dropIdle() {
	p.mu.Lock()
	idle := p.idle
	p.idle = nil
	p.mu.Unlock()
	for _, c := range idle {
		c.Close(context.Background())
	}
}

// release gives c back to the pool.
func (p *pool) release(c *pgx.Conn) {
	defer func() { <-p.slots }()
	reusable := !c.IsClosed() && !c.PgConn().IsBusy() && c.PgConn().TxStatus() == 'I'
	p.mu.Lock()
	if reusable && !p.closed {
		p.idle = append(p.idle, c)
		p.mu.Unlock()
		return
	}
	p.mu.Unlock()
	c.Close(context.Background())
}

// close closes the idle connections; connections in use are closed when
// they are released.
func (p *pool) close() {
	p.mu.Lock()
	idle := p.idle
	p.idle, p.closed = nil, true
	p.mu.Unlock()
	for _, c := range idle {
		c.Close(context.Background())
	}
}
