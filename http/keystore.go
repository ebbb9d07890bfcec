package http

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
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

// PasswordMarks is a shared log that keeps a mark of each role's password
// (postgres.Store), so that a server started with another password than
// the one before it can say so.
type PasswordMarks interface {
	// PasswordMark records mark for role and returns the one it replaced.
	PasswordMark(ctx context.Context, role string, mark []byte) ([]byte, error)
}

// checkPasswords compares this server's passwords with the ones the server
// started before it had, by their marks (an HMAC of the password's hash
// under the shared session key), and warns of a difference: sessions of
// that role made on servers with the other password are not valid here.
// A log that does not answer is no reason not to start.
func (s *Server) checkPasswords(marks PasswordMarks) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, o := range []*session{s.org, s.jury} {
		if o == nil {
			continue
		}
		m := hmac.New(sha256.New, o.keys.key)
		m.Write([]byte("password-mark:" + o.role + ":"))
		m.Write(o.pwHash[:])
		mark := m.Sum(nil)
		prev, err := marks.PasswordMark(ctx, o.role, mark)
		switch {
		case err != nil:
			s.log.Warn("could not compare the passwords with the other servers'", "role", o.role, "err", err)
		case prev != nil && !hmac.Equal(prev, mark):
			s.log.Warn("this server's password differs from the one the server started before it had: "+
				"a session made on a server with the other password is not valid here, so behind a load balancer its users seem signed out; "+
				"give every server the same password (docs/deploy.md)", "role", o.role)
		}
	}
}
