package http

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"net/http"
	"strings"
	"sync"
	"time"

	"turnir"
)

// Cookie names. A solver has one cookie per tournament, so the same browser
// can play in two tournaments.
const (
	orgCookie    = "turnir_org"
	solverPrefix = "turnir_s_"
	orgActor     = "organizer"
	sessionTTL   = 7 * 24 * time.Hour
)

// NewToken returns a fresh secret: 128 random bits, URL-safe.
func NewToken() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("turnir: no system randomness: " + err.Error())
	}
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// TokenHash is what the log keeps of a solver's token (puzzleswiss.Registered).
func TokenHash(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// tokens finds a solver by the hash of their token. It is filled from the
// log at load and kept current by the Committed hook, so authenticating one
// of 10,000 solvers is one map look-up.
type tokens struct {
	mu  sync.RWMutex
	m   map[string]string // tournament + "\x00" + token hash -> solver id
	any map[string]bool   // token hashes of every tournament
}

func (x *tokens) put(tid, hash, id string) {
	if hash == "" {
		return // simulated solvers have no token
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.m == nil {
		x.m, x.any = map[string]string{}, map[string]bool{}
	}
	x.m[tid+"\x00"+hash] = id
	x.any[hash] = true
}

func (x *tokens) get(tid, token string) (string, bool) {
	x.mu.RLock()
	defer x.mu.RUnlock()
	id, ok := x.m[tid+"\x00"+TokenHash(token)]
	return id, ok
}

// known reports whether token belongs to a solver of any tournament.
func (x *tokens) known(token string) bool {
	x.mu.RLock()
	defer x.mu.RUnlock()
	return x.any[TokenHash(token)]
}

// solverToken returns the token a request carries for tournament tid:
// Authorization: Bearer first, then the tournament's cookie.
func solverToken(r *http.Request, tid string) string {
	if a := r.Header.Get("Authorization"); strings.HasPrefix(a, "Bearer ") {
		return strings.TrimSpace(a[len("Bearer "):])
	}
	if c, err := r.Cookie(solverPrefix + tid); err == nil {
		return c.Value
	}
	return ""
}

// solverCookie is set by registration and by the personal link.
func solverCookie(tid, token string) *http.Cookie {
	return &http.Cookie{Name: solverPrefix + tid, Value: token, Path: "/", HttpOnly: true,
		SameSite: http.SameSiteLaxMode, MaxAge: 90 * 24 * 3600}
}

// solver resolves the request's solver in tid, or errNoSolver.
func (s *Server) solver(r *http.Request, tid string) (string, error) {
	return s.solverOf(r.Context(), tid, solverToken(r, tid))
}

// solverOf resolves the solver of token tok in tid (the live channel keeps
// the token of its upgrade and asks again at every command, so a token no
// longer valid stops acting at once).
func (s *Server) solverOf(ctx context.Context, tid, tok string) (string, error) {
	if tok == "" {
		return "", errNoSolver
	}
	id, ok := s.tokens.get(tid, tok)
	if !ok && s.shared && s.exists(ctx, tid) == nil {
		// Registered on another server a moment ago? Its event may not
		// have been folded here yet.
		s.host.Follow(ctx, tid, 0)
		id, ok = s.tokens.get(tid, tok)
	}
	if !ok {
		return "", turnir.Errorf(turnir.EUNAUTHORIZED, "this link or token is not valid for this tournament",
			"эта ссылка или токен не подходят для этого турнира")
	}
	return id, nil
}

// organizer refuses requests without an organizer session: EUNAUTHORIZED
// for nobody, EFORBIDDEN for a signed-in solver, who is known but may not.
func (s *Server) organizer(r *http.Request, tid string) error {
	if ok, err := s.org.signedIn(r, s.clock.Now()); ok || err != nil {
		return err
	}
	forbidden := turnir.Errorf(turnir.EFORBIDDEN, "only the organizer may do this", "это может сделать только организатор")
	if tid != "" {
		if _, err := s.solver(r, tid); err == nil {
			return forbidden
		}
	}
	if tok := solverToken(r, ""); tok != "" && s.tokens.known(tok) {
		return forbidden
	}
	return errNoOrg
}
