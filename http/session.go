package http

import (
	"bufio"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"turnir"
)

// Signed sessions of the organizer and the jury. A cookie is
// "expiry.id.mac": the MAC is keyed by a random server key kept in the
// data directory (session.key, mode 0600, beside the seeds), so a leaked
// cookie tells nothing about the password, and it covers the password's
// hash too, so changing the password still ends every session. Signing
// out revokes the cookie's id in a file (sessions.revoked) that a restart
// reads back; ids are dropped from it once their cookie has expired.

// keyring is the server key and the revoked session ids.
type keyring struct {
	key    []byte
	path   string     // the revocation file
	shared SharedKeys // instead of the files, when several servers share the log

	mu      sync.Mutex
	revoked map[string]int64 // id -> expiry (Unix seconds)
}

// openKeyring reads dir's key, creating it on first start, and the
// revoked ids that have not expired at now.
func openKeyring(dir string, now time.Time) (*keyring, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	key, err := readOrCreateKey(filepath.Join(dir, "session.key"))
	if err != nil {
		return nil, err
	}
	k := &keyring{key: key, path: filepath.Join(dir, "sessions.revoked"), revoked: map[string]int64{}}
	f, err := os.Open(k.path)
	if errors.Is(err, fs.ErrNotExist) {
		return k, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	lines := 0
	for sc.Scan() {
		lines++
		id, exp, _ := strings.Cut(sc.Text(), " ")
		if n, err := strconv.ParseInt(exp, 10, 64); err == nil && n > now.Unix() {
			k.revoked[id] = n
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if lines > len(k.revoked) {
		// Expired sessions need no revocation: the file keeps only the
		// live ones, so it never grows without end.
		if err := k.rewrite(); err != nil {
			return nil, err
		}
	}
	return k, nil
}

// rewrite replaces the revocation file by the live entries, atomically
// (a new file synced, then renamed over the old).
func (k *keyring) rewrite() error {
	tmp := k.path + ".new"
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	ids := make([]string, 0, len(k.revoked))
	for id := range k.revoked {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		fmt.Fprintf(w, "%s %d\n", id, k.revoked[id])
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, k.path)
}

// readOrCreateKey returns the 32-byte key in path, writing a fresh one if
// there is none. A damaged key file is refused rather than replaced, which
// would silently sign everyone out.
func readOrCreateKey(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err == nil {
		key, err := hex.DecodeString(strings.TrimSpace(string(b)))
		if err != nil || len(key) != 32 {
			return nil, fmt.Errorf("the session key %s is damaged; delete it to sign everyone out and make a new one", path)
		}
		return key, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, err
	}
	if _, err := f.WriteString(hex.EncodeToString(key) + "\n"); err != nil {
		f.Close()
		return nil, err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return nil, err
	}
	return key, f.Close()
}

// revoke ends session id (expiring at exp) for good, durably. Entries
// expired by now leave the memory here and the file at the next start.
func (k *keyring) revoke(id string, exp int64, now time.Time) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if _, ok := k.revoked[id]; ok {
		return nil
	}
	if k.shared != nil {
		// Bounded: every session check of the server waits for k.mu.
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := k.shared.RevokeSession(ctx, id, time.Unix(exp, 0), now); err != nil {
			return err
		}
		k.revoked[id] = exp
		return nil
	}
	for old, e := range k.revoked {
		if e <= now.Unix() {
			delete(k.revoked, old)
		}
	}
	f, err := os.OpenFile(k.path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(f, "%s %d\n", id, exp); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	k.revoked[id] = exp
	return f.Close()
}

// isRevoked says whether session id was signed out; err (EUNAVAILABLE)
// when the shared log, asked whether it was signed out on another server,
// does not answer.
func (k *keyring) isRevoked(id string) (bool, error) {
	k.mu.Lock()
	_, ok := k.revoked[id]
	k.mu.Unlock()
	if ok || k.shared == nil {
		return ok, nil
	}
	// Signed out on another server? Asked every time: only the organizer's
	// and the jury's requests carry a session, and a log that does not
	// answer ends the session rather than let a revoked one through; the
	// refusal says the log does not answer, not "sign in", which would
	// send people to a password that is not the trouble.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	revoked, err := k.shared.SessionRevoked(ctx, id)
	if err != nil {
		return true, errSessionsUnavailable
	}
	return revoked, nil
}

// errSessionsUnavailable refuses a signed session whose revocation could
// not be looked up.
var errSessionsUnavailable = turnir.Errorf(turnir.EUNAVAILABLE,
	"the event log does not answer, so your sign-in cannot be checked; try again in a moment",
	"журнал событий не отвечает, и вход нельзя проверить; повторите через минуту")

// session is one role's sign-in: the organizer's or the jury's.
type session struct {
	role     string // "organizer", "jury": part of the MAC, so one role's cookie is not the other's
	cookieOf string
	password string
	pwHash   [32]byte
	keys     *keyring
	secure   bool
}

func newSession(role, cookie, password string, keys *keyring, secure bool) *session {
	return &session{role: role, cookieOf: cookie, password: password, pwHash: sha256.Sum256([]byte(password)), keys: keys, secure: secure}
}

func (o *session) mac(exp, id string) string {
	m := hmac.New(sha256.New, o.keys.key)
	fmt.Fprintf(m, "turnir session\x00%s\x00%s\x00%s\x00", o.role, exp, id)
	m.Write(o.pwHash[:])
	return hex.EncodeToString(m.Sum(nil))
}

// check reports whether password is the role's, in constant time.
func (o *session) check(password string) bool {
	a := sha256.Sum256([]byte(password))
	return subtle.ConstantTimeCompare(a[:], o.pwHash[:]) == 1
}

// cookie returns a fresh session cookie valid until now+sessionTTL.
func (o *session) cookie(now time.Time) *http.Cookie {
	exp := strconv.FormatInt(now.Add(sessionTTL).Unix(), 10)
	id := NewToken()
	return &http.Cookie{Name: o.cookieOf, Value: exp + "." + id + "." + o.mac(exp, id), Path: "/",
		HttpOnly: true, Secure: o.secure, SameSite: http.SameSiteLaxMode, MaxAge: int(sessionTTL / time.Second)}
}

// parse returns the id and expiry of r's cookie if it is signed, live and
// not revoked; err (EUNAVAILABLE) when it is signed and live but whether
// it was revoked cannot be looked up (ok is false then).
func (o *session) parse(r *http.Request, now time.Time) (id string, exp int64, ok bool, err error) {
	if o == nil {
		return "", 0, false, nil
	}
	c, err := r.Cookie(o.cookieOf)
	if err != nil {
		return "", 0, false, nil
	}
	parts := strings.Split(c.Value, ".")
	if len(parts) != 3 || !hmac.Equal([]byte(parts[2]), []byte(o.mac(parts[0], parts[1]))) {
		return "", 0, false, nil
	}
	n, err := strconv.ParseInt(parts[0], 10, 64)
	if err != nil || now.Unix() >= n {
		return "", 0, false, nil
	}
	if revoked, err := o.keys.isRevoked(parts[1]); revoked {
		return "", 0, false, err
	}
	return parts[1], n, true, nil
}

// valid reports whether r carries a live session of this role (false for
// a nil session: no jury password).
func (o *session) valid(r *http.Request, now time.Time) bool {
	_, _, ok, _ := o.parse(r, now)
	return ok
}

// signedIn is valid with the reason it cannot tell: err (EUNAVAILABLE)
// for a session whose revocation the shared log did not answer about.
func (o *session) signedIn(r *http.Request, now time.Time) (bool, error) {
	_, _, ok, err := o.parse(r, now)
	return ok, err
}

// logout revokes r's session of this role, if it has one, and returns the
// cookie that clears it in the browser.
func (o *session) logout(r *http.Request, now time.Time) (*http.Cookie, error) {
	id, exp, ok, err := o.parse(r, now)
	if err != nil {
		// Whether it is signed out already cannot be looked up, and a
		// sign-out that is not recorded must not say it was: a copy of
		// the cookie would go on working.
		return nil, err
	}
	if ok {
		if err := o.keys.revoke(id, exp, now); err != nil {
			return nil, err
		}
	}
	return &http.Cookie{Name: o.cookieOf, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, Secure: o.secure}, nil
}
