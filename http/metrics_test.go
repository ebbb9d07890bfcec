package http_test

import (
	"path/filepath"
	"strings"
	"testing"

	"turnir"
	turnirhttp "turnir/http"
)

// TestMetricsOnlyForTheTokenHolder: /metrics is a 404 without a token
// configured and to a request without it; with it, the page counts the
// requests by route pattern (never by id) and the appends, and says the
// only server leads.
func TestMetricsOnlyForTheTokenHolder(t *testing.T) {
	e := &env{t: t, dir: t.TempDir(), clock: turnir.NewManualClock(t0)}
	e.db = filepath.Join(e.dir, "turnir.db")
	e.cfg = func(c *turnirhttp.Config) { c.MetricsToken = "scrape-me" }
	e.start()
	org := e.org()
	org.must("POST", "/api/tournaments", map[string]any{"name": "Metrics cup"}, nil)

	anon := e.client()
	if st, _ := anon.call("GET", "/metrics", nil, nil); st != 404 {
		t.Fatalf("GET /metrics without the token: %d, want 404", st)
	}
	anon.token = "wrong"
	if st, _ := anon.call("GET", "/metrics", nil, nil); st != 404 {
		t.Fatalf("GET /metrics with a wrong token: %d, want 404", st)
	}
	anon.token = "scrape-me"
	_, raw := anon.call("GET", "/metrics", nil, nil)
	body := string(raw)
	for _, want := range []string{
		`turnir_http_requests_total{route="POST /api/tournaments",code="2xx"} 1`,
		"turnir_appends_total ", "turnir_append_conflicts_total 0", "turnir_scheduler_leader 1",
		"turnir_websocket_clients 0", `turnir_http_request_duration_seconds_bucket{route="POST /api/login",le="+Inf"} 1`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %q:\n%s", want, body)
		}
	}

	plain := newEnv(t) // no token: no page
	c := plain.client()
	c.token = ""
	if st, _ := c.call("GET", "/metrics", nil, nil); st != 404 {
		t.Fatalf("GET /metrics with no token configured: %d, want 404", st)
	}
	if st, _ := c.call("GET", "/healthz", nil, nil); st != 200 {
		t.Fatalf("GET /healthz: %d", st)
	}
	if st, raw := c.call("GET", "/readyz", nil, nil); st != 200 || !strings.Contains(string(raw), `"leader":true`) {
		t.Fatalf("GET /readyz: %d %s", st, raw)
	}
}
