package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// SessionKey returns the key that signs session cookies for every server
// on this database, storing fresh as that key if there is none yet (the
// first server to start wins; the others read its key).
func (s *Store) SessionKey(ctx context.Context, fresh []byte) ([]byte, error) {
	var key []byte
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		if _, err := c.Exec(ctx, "INSERT INTO turnir_session_key (key) VALUES ($1) ON CONFLICT DO NOTHING", fresh); err != nil {
			return err
		}
		return c.QueryRow(ctx, "SELECT key FROM turnir_session_key").Scan(&key)
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: session key: %w", err)
	}
	return key, nil
}

// RevokeSession ends session id (valid until expires) on every server,
// durably, and forgets revocations whose sessions have expired by now
// (the server's clock, which stamped the cookies).
func (s *Store) RevokeSession(ctx context.Context, id string, expires, now time.Time) error {
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		if _, err := c.Exec(ctx, "INSERT INTO turnir_revoked (id, expires) VALUES ($1, $2) ON CONFLICT DO NOTHING", id, expires.Unix()); err != nil {
			return err
		}
		_, err := c.Exec(ctx, "DELETE FROM turnir_revoked WHERE expires <= $1", now.Unix())
		return err
	})
	if err != nil {
		return fmt.Errorf("postgres: revoke: %w", err)
	}
	return nil
}

// SessionRevoked reports whether session id was signed out on any server.
func (s *Store) SessionRevoked(ctx context.Context, id string) (bool, error) {
	var n int
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		return c.QueryRow(ctx, "SELECT count(*) FROM turnir_revoked WHERE id = $1", id).Scan(&n)
	})
	if err != nil {
		return false, fmt.Errorf("postgres: revoked: %w", err)
	}
	return n > 0, nil
}

// PasswordMark records mark as role's password mark (see
// migrations/0006) and returns the one it replaced, nil for none.
func (s *Store) PasswordMark(ctx context.Context, role string, mark []byte) ([]byte, error) {
	var prev []byte
	err := s.pool.with(ctx, func(c *pgx.Conn) error {
		return c.QueryRow(ctx, `WITH old AS (SELECT mark FROM turnir_password_marks WHERE role = $1)
			INSERT INTO turnir_password_marks (role, mark) VALUES ($1, $2)
			ON CONFLICT (role) DO UPDATE SET mark = EXCLUDED.mark
			RETURNING (SELECT mark FROM old)`, role, mark).Scan(&prev)
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: password mark: %w", err)
	}
	return prev, nil
}
