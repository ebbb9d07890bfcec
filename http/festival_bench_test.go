package http_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"turnir"
	turnirhttp "turnir/http"
	"turnir/sqlite"
)

// BenchmarkCupCellEntry is one keystroke of the jury's grid on a
// qualifying round of 60 teams x 12 questions: one cell sent over HTTP,
// committed to a real SQLite file, answered with the cup's view. It is the
// latency a jury typing at full speed sees per cell.
func BenchmarkCupCellEntry(b *testing.B) {
	dir := b.TempDir()
	st, err := sqlite.Open(filepath.Join(dir, "turnir.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	srv, err := turnirhttp.New(turnirhttp.Config{Store: st, Clock: turnir.NewManualClock(t0), DataDir: filepath.Join(dir, "data"),
		OrgPassword: orgPassword, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	jar, _ := cookiejar.New(nil)
	hc := &http.Client{Jar: jar}
	post := func(path string, body any) {
		js, _ := json.Marshal(body)
		res, err := hc.Post(ts.URL+path, "application/json", bytes.NewReader(js))
		if err != nil {
			b.Fatal(err)
		}
		data, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK && res.StatusCode != http.StatusCreated {
			b.Fatalf("%s: %d %s", path, res.StatusCode, data)
		}
	}
	post("/api/login", map[string]string{"password": orgPassword})
	post("/api/festivals", map[string]string{"id": "bench", "name": "Bench"})
	const teams = 60
	for k := 1; k <= teams; k++ {
		post("/api/festivals/bench/teams", map[string]any{"name": fmt.Sprintf("Team %d", k), "players": []string{"A", "B", "C", "D", "E", "F"}})
	}
	post("/api/festivals/bench/cup", map[string]any{})
	post("/api/festivals/bench/cup/teams", map[string]any{"all": true})
	post("/api/festivals/bench/cup/start", nil)
	b.ResetTimer()
	for i := range b.N {
		post("/api/festivals/bench/cup/rounds/1/answers", map[string]any{
			"team": fmt.Sprintf("t%d", i%teams+1), "question": i/teams%12 + 1, "answered": i%3 != 0})
	}
}
