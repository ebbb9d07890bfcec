package postgres

import (
	"context"
	"sync"

	"github.com/jackc/pgx/v5"

	"turnir"
)

// leaderClass is the first key of the scheduler's advisory lock: a class
// of its own, so that no stream's append lock (lockClass, hashtext(stream))
// can ever be the same lock.
const leaderClass = lockClass + 1

var _ turnir.Elector = (*Store)(nil)

// leader is the connection that holds, or keeps trying to take, the
// scheduler's session-level advisory lock. PostgreSQL releases the lock
// when that connection ends, so a server that dies (or is cut off)
// gives the round clocks up without anyone's help.
type leader struct {
	mu      sync.Mutex
	conn    *pgx.Conn
	leading bool
}

// Lead implements turnir.Elector with pg_try_advisory_lock on a connection
// of its own. A leader checks each call that its connection still lives:
// once it does not, the lock is gone (another server may hold it now) and
// Lead says false until it takes the lock again on a new connection.
func (s *Store) Lead(ctx context.Context) (bool, error) {
	l := &s.leader
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.conn != nil && l.leading {
		if err := l.conn.Ping(ctx); err == nil {
			return true, nil
		}
		l.drop()
	}
	if l.conn == nil {
		c, err := pgx.ConnectConfig(ctx, s.pool.cfg)
		if err != nil {
			return false, err
		}
		l.conn = c
	}
	var got bool
	if err := l.conn.QueryRow(ctx, "SELECT pg_try_advisory_lock($1, hashtext($2))", leaderClass, s.channel).Scan(&got); err != nil {
		l.drop()
		return false, err
	}
	l.leading = got
	return got, nil
}

// drop closes the leader's connection, which releases the lock if it held it.
func (l *leader) drop() {
	if l.conn != nil {
		l.conn.Close(context.Background())
	}
	l.conn, l.leading = nil, false
}

// resign gives the lock up (at Close).
func (l *leader) resign() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.drop()
}
