package http

import (
	"context"
	"mime"
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	"turnir"
)

// The guard against cross-site request forgery. SameSite=Lax cookies are
// sent by a page on another port of the same host or on a sibling
// subdomain, so a state-changing request is accepted only from the
// server's own origin (or one of Config.AllowedOrigins), and only with a
// JSON body: a cross-site HTML form can send text/plain, urlencoded or
// multipart, never application/json, and a script that sets that type
// needs a CORS preflight that this server never grants.

// uploads are the routes that take a multipart form besides JSON.
var uploads = map[string]bool{"PUT /api/tournaments/{tid}/puzzles": true}

// registration is the route the per-address registration limit guards
// (each registered solver has a Check budget of its own, so puppets pay).
const registration = "POST /api/tournaments/{tid}/solvers"

// The refusals' messages (formats of turnir.Errorf).
const (
	crossOriginEN = "refused: the request comes from a page of another site (origin %s); open turnir's own pages"
	crossOriginRU = "отказано: запрос пришёл со страницы другого сайта (origin %s); откройте страницы самого turnir"
	notJSONEN     = "the request body must be JSON (Content-Type: application/json), not %q"
	notJSONRU     = "тело запроса должно быть JSON (Content-Type: application/json), а не %q"
)

// guard wraps the handler of route pattern: a POST, PUT, PATCH or DELETE
// passes only from an allowed origin and with a JSON body (multipart too
// for an upload). A refused request reaches no handler, so nothing is
// recorded.
func (s *Server) guard(pattern string, next http.HandlerFunc) http.HandlerFunc {
	method, _, _ := strings.Cut(pattern, " ")
	switch method {
	case http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete:
	default:
		return next
	}
	multipart := uploads[pattern]
	return func(w http.ResponseWriter, r *http.Request) {
		if err := s.sameOrigin(r); err != nil {
			s.writeError(w, r, err)
			return
		}
		if err := jsonBody(r, multipart); err != nil {
			s.writeError(w, r, err)
			return
		}
		if pattern == registration {
			if err := s.limits.register(s.clientAddr(r), s.clock.Now()); err != nil {
				s.writeError(w, r, err)
				return
			}
		}
		next(w, r)
	}
}

// sameOrigin refuses a request a browser sent from a page of another
// origin. A request with neither Origin nor Sec-Fetch-Site is not a
// browser's cross-site request (curl, the CLI, scripts) and passes.
func (s *Server) sameOrigin(r *http.Request) error {
	origin := r.Header.Get("Origin")
	switch r.Header.Get("Sec-Fetch-Site") {
	case "same-origin", "none":
		return nil
	case "":
		if origin == "" {
			return nil
		}
	}
	if origin != "" && (origin == s.ownOrigin(r) || s.origins[strings.ToLower(origin)]) {
		return nil
	}
	if origin == "" {
		origin = "?"
	}
	return turnir.Errorf(turnir.EFORBIDDEN, crossOriginEN, crossOriginRU, origin)
}

// ownOrigin is scheme://host of the request as the browser addressed it:
// https when the connection is TLS or a trusted proxy says so.
func (s *Server) ownOrigin(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	} else if p := r.Header.Get("X-Forwarded-Proto"); p != "" && s.fromProxy(r) {
		scheme = strings.ToLower(strings.TrimSpace(strings.Split(p, ",")[0]))
	}
	return scheme + "://" + strings.ToLower(r.Host)
}

// jsonBody refuses a body that is not declared JSON (or multipart, where
// an upload takes one). An empty body without a type passes: Start and
// Withdraw need none.
func jsonBody(r *http.Request, multipart bool) error {
	ct := r.Header.Get("Content-Type")
	if ct == "" {
		if r.ContentLength == 0 {
			return nil
		}
		return turnir.Errorf(turnir.EINVALID, notJSONEN, notJSONRU, "")
	}
	mt, _, err := mime.ParseMediaType(ct)
	if err == nil && (mt == "application/json" || multipart && mt == "multipart/form-data") {
		return nil
	}
	return turnir.Errorf(turnir.EINVALID, notJSONEN, notJSONRU, ct)
}

// secureWith applies cfg's origins, proxies, limits and sessions.
func (s *Server) secureWith(cfg Config) error {
	ps, err := parseProxies(cfg.TrustedProxies)
	if err != nil {
		return err
	}
	s.proxies, s.secure = ps, cfg.SecureCookies
	var keys *keyring
	if sk, ok := cfg.Store.(SharedKeys); ok {
		keys, err = openSharedKeyring(context.Background(), sk)
	} else {
		keys, err = openKeyring(cfg.DataDir, s.clock.Now())
	}
	if err != nil {
		return err
	}
	s.org = newSession(orgActor, orgCookie, cfg.OrgPassword, keys, cfg.SecureCookies)
	if cfg.JuryPassword != "" {
		s.jury = newSession(juryActor, juryCookie, cfg.JuryPassword, keys, cfg.SecureCookies)
	}
	if pm, ok := cfg.Store.(PasswordMarks); ok {
		s.checkPasswords(pm)
	}
	s.limits = &addrLimits{Limits: cfg.Limits.withDefaults()}
	if sr, ok := cfg.Store.(SharedRates); ok {
		// Servers on one log share the sign-in and registration budgets
		// of an address; connection slots and the live buttons' guard
		// stay each server's. The Check rate (P10) is judged by the
		// engine from the log itself (puzzleswiss/rate.go), the same on
		// every server with no round trip of its own; each server's
		// bucket in front of it stays its own, against floods.
		var last atomic.Int64 // one warning a minute, not one a request
		failed := func(err error) {
			now, prev := time.Now().Unix(), last.Load()
			if now-prev >= 60 && last.CompareAndSwap(prev, now) {
				s.log.Warn("shared rate limit failed; this server's own buckets answer", "err", err)
			}
		}
		s.limits.buckets.shared, s.limits.buckets.failed = sr, failed
	}
	s.origins = map[string]bool{}
	for _, o := range cfg.AllowedOrigins {
		if o = strings.ToLower(strings.TrimRight(strings.TrimSpace(o), "/")); o != "" {
			s.origins[o] = true
		}
	}
	return nil
}

// originHosts are the hosts of the allowed origins, for the WebSocket
// library's own origin check, which compares hosts only (ours, run first,
// compares the scheme too).
func (s *Server) originHosts() []string {
	var out []string
	for o := range s.origins {
		if _, h, ok := strings.Cut(o, "://"); ok {
			out = append(out, h)
		}
	}
	return out
}
