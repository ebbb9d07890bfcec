package http_test

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"turnir"
	turnirhttp "turnir/http"
)

// raw sends a request with exactly the given headers and body, with c's
// cookies, and returns the status, the Retry-After header and the body.
func (c *client) raw(method, path, body string, hdr map[string]string) (int, string, string) {
	c.e.t.Helper()
	req, _ := http.NewRequest(method, c.e.ts.URL+path, strings.NewReader(body))
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		c.e.t.Fatal(err)
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	b.ReadFrom(resp.Body)
	return resp.StatusCode, resp.Header.Get("Retry-After"), b.String()
}

func (e *env) tournaments() int {
	var list []map[string]any
	e.client().must("GET", "/api/tournaments", nil, &list)
	return len(list)
}

// TestCrossOriginWriteWithOrganizerCookieRefused: a page on another port
// of the same host (same-site, so the Lax cookie goes along) cannot create
// a tournament or disqualify a solver; the server's own pages can.
func TestCrossOriginWriteWithOrganizerCookieRefused(t *testing.T) {
	e := newEnv(t)
	org, _ := e.setup(nil)
	_, sid := e.solver("cup", "Аня")
	evil := map[string]string{"Content-Type": "application/json", "Origin": "http://127.0.0.1:1", "Sec-Fetch-Site": "same-site"}
	before := e.tournaments()
	if st, _, body := org.raw("POST", "/api/tournaments", `{"id":"evil","name":"Evil"}`, evil); st != http.StatusForbidden || !strings.Contains(body, "origin") {
		t.Fatalf("cross-origin create: %d %s, want 403", st, body)
	}
	if st, _, body := org.raw("POST", "/api/tournaments/cup/solvers/"+sid+"/disqualify", `{"reason":"x"}`, evil); st != http.StatusForbidden {
		t.Fatalf("cross-origin disqualify: %d %s, want 403", st, body)
	}
	var solvers []map[string]any
	org.must("GET", "/api/tournaments/cup/solvers", nil, &solvers)
	if e.tournaments() != before || solvers[0]["disqualified"] == true {
		t.Fatalf("a refused request was recorded: %v", solvers)
	}
	own := map[string]string{"Content-Type": "application/json", "Origin": e.ts.URL, "Sec-Fetch-Site": "same-origin"}
	if st, _, body := org.raw("POST", "/api/tournaments", `{"id":"own","name":"Own"}`, own); st != http.StatusCreated && st != http.StatusOK {
		t.Fatalf("same-origin create: %d %s", st, body)
	}
	// The live channel too: another site's page cannot read it with the cookies.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ws := "ws" + strings.TrimPrefix(e.ts.URL, "http") + "/api/tournaments/cup/ws"
	_, resp, err := websocket.Dial(ctx, ws, &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"http://127.0.0.1:1"}}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("cross-origin WebSocket: err %v, resp %v; want 403", err, resp)
	}
}

// TestTextPlainBodyRefused: an HTML form can post text/plain that happens
// to be JSON; the server reads only bodies declared JSON.
func TestTextPlainBodyRefused(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	before := e.tournaments()
	for _, ct := range []string{"text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""} {
		st, _, body := org.raw("POST", "/api/tournaments", `{"id":"evil","name":"Evil"}`, map[string]string{"Content-Type": ct})
		if st != http.StatusBadRequest || !strings.Contains(body, "application/json") {
			t.Errorf("Content-Type %q: %d %s, want 400", ct, st, body)
		}
	}
	if e.tournaments() != before {
		t.Fatal("a tournament was created from a non-JSON body")
	}
}

// TestSignInGuessingLockedOut: after ten wrong passwords from one address
// the next try, even the right one, is refused with Retry-After; the
// organizer can sign in once that time has passed.
func TestSignInGuessingLockedOut(t *testing.T) {
	e := newEnv(t)
	c := e.client()
	for i := range 10 {
		c.refused("POST", "/api/login", map[string]string{"password": "guess" + strconv.Itoa(i)}, turnir.EUNAUTHORIZED)
	}
	json := map[string]string{"Content-Type": "application/json"}
	st, after, body := c.raw("POST", "/api/login", `{"password":"guess10"}`, json)
	if st != http.StatusTooManyRequests || after == "" {
		t.Fatalf("11th guess: %d Retry-After %q %s, want 429 with Retry-After", st, after, body)
	}
	c.refused("POST", "/api/jury/login", map[string]string{"password": juryPassword}, turnir.ETOOMANY)
	c.refused("POST", "/api/login", map[string]string{"password": orgPassword}, turnir.ETOOMANY)
	n, _ := strconv.Atoi(after)
	e.clock.Advance(time.Duration(n) * time.Second)
	c.must("POST", "/api/login", map[string]string{"password": orgPassword}, nil)
}

// TestRegistrationFloodFromOneAddress: 40 registrations at once pass (a
// class behind one NAT), the 41st waits with Retry-After; a second later
// one more passes.
func TestRegistrationFloodFromOneAddress(t *testing.T) {
	e := newEnv(t)
	e.setup(nil)
	c := e.client()
	for i := range 40 {
		c.must("POST", "/api/tournaments/cup/solvers", map[string]string{"name": fmt.Sprint("pupil ", i)}, nil)
	}
	st, after, body := c.raw("POST", "/api/tournaments/cup/solvers", `{"name":"puppet"}`, map[string]string{"Content-Type": "application/json"})
	if st != http.StatusTooManyRequests || after == "" {
		t.Fatalf("41st registration: %d Retry-After %q %s, want 429", st, after, body)
	}
	e.clock.Advance(time.Second)
	c.must("POST", "/api/tournaments/cup/solvers", map[string]string{"name": "late pupil"}, nil)
}

// TestWebSocketFloodFromOneAddress: 200 live pages from one address are
// served, the 201st is refused with 429 until one closes.
func TestWebSocketFloodFromOneAddress(t *testing.T) {
	e := newEnv(t)
	e.setup(nil)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	url := "ws" + strings.TrimPrefix(e.ts.URL, "http") + "/api/tournaments/cup/ws"
	var conns []*websocket.Conn
	defer func() {
		for _, c := range conns {
			c.CloseNow()
		}
	}()
	for i := range 200 {
		c, _, err := websocket.Dial(ctx, url, nil)
		if err != nil {
			t.Fatalf("connection %d: %v", i+1, err)
		}
		conns = append(conns, c)
	}
	_, resp, err := websocket.Dial(ctx, url, nil)
	if err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("201st connection: err %v, resp %v; want 429 with Retry-After", err, resp)
	}
	// The header and the words agree on the wait.
	var eb errBody
	_ = json.NewDecoder(resp.Body).Decode(&eb)
	if after := resp.Header.Get("Retry-After"); !strings.Contains(eb.MessageRU, "через "+after+" с") || eb.RetryAfterMS != 10000 {
		t.Errorf("Retry-After %s, retry_after_ms %d, message %q: they disagree", after, eb.RetryAfterMS, eb.MessageRU)
	}
	conns[0].Close(websocket.StatusNormalClosure, "")
	for try := 0; ; try++ {
		c, _, err := websocket.Dial(ctx, url, nil)
		if err == nil {
			conns = append(conns, c)
			break
		}
		if try > 100 {
			t.Fatalf("a freed place is not given back: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// orgCookieOf returns the organizer cookie a client holds.
func (c *client) orgCookieOf() *http.Cookie {
	u, _ := http.NewRequest("GET", c.e.ts.URL, nil)
	for _, k := range c.hc.Jar.Cookies(u.URL) {
		if k.Name == "turnir_org" {
			return k
		}
	}
	c.e.t.Fatal("no organizer cookie")
	return nil
}

// TestLoggedOutCookieRefused: a copy of the cookie taken before sign-out
// works no more, also after the server restarts on the same data.
func TestLoggedOutCookieRefused(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	kept := org.orgCookieOf().Value
	other := e.org() // a second session, not signed out
	org.must("POST", "/api/logout", nil, nil)
	thief := e.client()
	hdr := map[string]string{"Content-Type": "application/json", "Cookie": "turnir_org=" + kept}
	if st, _, body := thief.raw("POST", "/api/tournaments", `{"id":"x","name":"X"}`, hdr); st != http.StatusUnauthorized {
		t.Fatalf("signed-out cookie: %d %s, want 401", st, body)
	}
	e.stop()
	e.start()
	if st, _, body := thief.raw("POST", "/api/tournaments", `{"id":"x","name":"X"}`, hdr); st != http.StatusUnauthorized {
		t.Fatalf("signed-out cookie after a restart: %d %s, want 401", st, body)
	}
	// The other session survives the restart.
	other.must("POST", "/api/tournaments", map[string]string{"id": "y", "name": "Y"}, nil)
}

// TestSessionCookieNotDerivableFromPassword: a cookie computed from the
// password (as the old key derivation allowed) is refused, and the key
// file is private.
func TestSessionCookieNotDerivableFromPassword(t *testing.T) {
	e := newEnv(t)
	exp := strconv.FormatInt(t0.Add(time.Hour).Unix(), 10)
	k := sha256.Sum256([]byte("turnir organizer session\x00" + orgPassword))
	m := hmac.New(sha256.New, k[:])
	m.Write([]byte(exp))
	forged := exp + "." + hex.EncodeToString(m.Sum(nil))
	hdr := map[string]string{"Content-Type": "application/json", "Cookie": "turnir_org=" + forged}
	if st, _, body := e.client().raw("POST", "/api/tournaments", `{"id":"x","name":"X"}`, hdr); st != http.StatusUnauthorized {
		t.Fatalf("cookie derived from the password: %d %s, want 401", st, body)
	}
	fi, err := os.Stat(filepath.Join(e.dir, "data", "session.key"))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("session key file: %v %v, want mode 0600", fi, err)
	}
	if strings.Contains(e.org().orgCookieOf().Value, orgPassword) {
		t.Fatal("the cookie carries the password")
	}
}

// TestPersonalLinkAsksBeforeReplacingAnotherSolver: the personal link of
// solver B opened in a browser signed in as A keeps A and sends the page
// a question; only its same-origin Confirm switches to B.
func TestPersonalLinkAsksBeforeReplacingAnotherSolver(t *testing.T) {
	e := newEnv(t)
	e.setup(nil)
	a := e.client() // registers in the browser: the cookie is A's
	var regA, regB struct{ ID, Token, Link string }
	a.must("POST", "/api/tournaments/cup/solvers", map[string]string{"name": "Аня"}, &regA)
	e.client().must("POST", "/api/tournaments/cup/solvers", map[string]string{"name": "Боря"}, &regB)

	me := func() string {
		var v struct{ ID string }
		a.must("GET", "/api/tournaments/cup/me", nil, &v)
		return v.ID
	}
	st, _, _ := a.raw("GET", regB.Link, "", map[string]string{"Sec-Fetch-Site": "cross-site"})
	if st != http.StatusSeeOther || me() != regA.ID {
		t.Fatalf("B's link replaced A's session (status %d, now %s)", st, me())
	}
	req, _ := http.NewRequest("GET", e.ts.URL+regB.Link, nil)
	resp, err := a.hc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if loc := resp.Header.Get("Location"); !strings.Contains(loc, "#switch="+regB.Token) {
		t.Fatalf("no question for the page: Location %q", loc)
	}
	a.raw("GET", regB.Link+"?replace=1", "", map[string]string{"Sec-Fetch-Site": "cross-site"})
	if me() != regA.ID {
		t.Fatal("a cross-site replace=1 switched the session without the page's question")
	}
	a.raw("GET", regB.Link+"?replace=1", "", map[string]string{"Sec-Fetch-Site": "same-origin"})
	if me() != regB.ID {
		t.Fatal("the page's Confirm did not switch to B")
	}
	// A's own link in A's browser, and any link in a fresh browser, just enter.
	fresh := e.client()
	fresh.raw("GET", regA.Link, "", nil)
	var v struct{ ID string }
	fresh.must("GET", "/api/tournaments/cup/me", nil, &v)
	if v.ID != regA.ID {
		t.Fatalf("a fresh browser did not enter: %s", v.ID)
	}
}

// TestPagesCarryCSP: every response names the sources a page may use.
func TestPagesCarryCSP(t *testing.T) {
	e := newEnv(t)
	resp, err := http.Get(e.ts.URL + "/index.html")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	csp := resp.Header.Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'self'", "frame-ancestors 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %q", csp, want)
		}
	}
	if strings.Contains(csp, "unsafe-inline") || resp.Header.Get("X-Content-Type-Options") != "nosniff" || resp.Header.Get("Referrer-Policy") == "" {
		t.Errorf("headers: %v", resp.Header)
	}
}

// TestForwardedForOnlyFromTrustedProxy: behind a trusted proxy each
// client's X-Forwarded-For address has its own registration budget; from
// any other peer the header is ignored, so a flooder cannot invent
// addresses.
func TestForwardedForOnlyFromTrustedProxy(t *testing.T) {
	for _, trusted := range []bool{true, false} {
		t.Run(fmt.Sprint("trusted=", trusted), func(t *testing.T) {
			e := &env{t: t, dir: t.TempDir(), clock: turnir.NewManualClock(t0)}
			e.db = filepath.Join(e.dir, "turnir.db")
			e.cfg = func(c *turnirhttp.Config) {
				c.Limits.RegisterBurst = 2
				if trusted {
					c.TrustedProxies = []string{"127.0.0.0/8", "::1"}
				}
			}
			e.start()
			e.setup(nil)
			c := e.client()
			refused := 0
			for i := range 6 {
				hdr := map[string]string{"Content-Type": "application/json", "X-Forwarded-For": fmt.Sprintf("10.0.0.%d, 192.0.2.%d", i, i/2)}
				if st, _, _ := c.raw("POST", "/api/tournaments/cup/solvers", fmt.Sprintf(`{"name":"p%d"}`, i), hdr); st == http.StatusTooManyRequests {
					refused++
				}
			}
			// Trusted: three addresses (the proxy-added last hop), two each.
			if want := map[bool]int{true: 0, false: 4}[trusted]; refused != want {
				t.Fatalf("refused %d of 6, want %d", refused, want)
			}
		})
	}
}
