package http

import (
	"context"
	"crypto/rand"
	"time"
)

// SharedKeys is a log that keeps the session key and the signed-out
// sessions for every server sharing it (postgres.Store), instead of the
// data directory's session.key and sessions.revoked: a cookie signed by
// one server is valid on all, and a sign-out on one ends the session on
// all, so a load balancer needs no sticky sessions.
type SharedKeys interface {
	// SessionKey returns the 32-byte key, storing fresh if there is none.
	SessionKey(ctx context.Context, fresh []byte) ([]byte, error)
	// RevokeSession ends session id, valid until expires, on every server;
	// revocations expired by now may be forgotten.
	RevokeSession(ctx context.Context, id string, expires, now time.Time) error
	// SessionRevoked reports whether id was signed out on any server.
	SessionRevoked(ctx context.Context, id string) (bool, error)
}

// openSharedKeyring reads the key from the shared log, storing a fresh one
// at the first start of the first server.
func openSharedKeyring(ctx context.Context, keys SharedKeys) (*keyring, error) {
	fresh := make([]byte, 32)
	if _, err := rand.Read(fresh); err != nil {
		return nil, err
	}
	key, err := keys.SessionKey(ctx, fresh)
	if err != nil {
		return nil, err
	}
	return &keyring{key: key, shared: keys, revoked: map[string]int64{}}, nil
}
