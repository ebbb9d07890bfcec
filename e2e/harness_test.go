package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/png"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"turnir"
	thttp "turnir/http"
	"turnir/sqlite"
	"turnir/web"
)

// orgPassword is the organizer's password of every test server, and
// juryPassword the jury's.
const (
	orgPassword  = "e2e-organizer-secret"
	juryPassword = "e2e-jury-secret"
)

// t0 is where every test server's clock starts.
var t0 = time.Date(2026, 3, 14, 10, 0, 0, 0, time.UTC)

// env is one running server: the real http.Server over a real SQLite file
// in t.TempDir(), its manual clock, and an organizer's API client.
type env struct {
	t     *testing.T
	srv   *thttp.Server
	ts    *httptest.Server
	clock *turnir.ManualClock
	org   *client
	ctx   context.Context
	// pressRequests counts the Starts and Checks the browser sent as HTTP
	// requests (a solver's page sends them on its live channel while it
	// is open).
	pressRequests atomic.Int64
}

// newEnv starts a server on loopback and signs the organizer client in.
// Everything is stopped when the test ends.
func newEnv(t *testing.T) *env {
	t.Helper()
	dir := t.TempDir()
	store, err := sqlite.Open(filepath.Join(dir, "turnir.db"))
	if err != nil {
		t.Fatal(err)
	}
	clock := turnir.NewManualClock(t0)
	srv, err := thttp.New(thttp.Config{
		Store:        store,
		Clock:        clock,
		DataDir:      filepath.Join(dir, "data"),
		OrgPassword:  orgPassword,
		JuryPassword: juryPassword,
		Web:          web.FS,
		Log:          slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		srv.Run(ctx)
		close(done)
	}()
	e := &env{t: t, srv: srv, clock: clock, ctx: ctx}
	h := srv.Handler()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		press := strings.HasSuffix(r.URL.Path, "/me/start") || strings.HasSuffix(r.URL.Path, "/me/check")
		if r.Method == http.MethodPost && press && strings.Contains(r.UserAgent(), "Chrome") { // the pages', not the API clients'

			e.pressRequests.Add(1)
		}
		h.ServeHTTP(w, r)
	}))
	e.ts = ts
	t.Cleanup(func() {
		srv.Close()
		ts.Close()
		cancel()
		<-done
		store.Close()
	})
	e.org = e.client()
	e.org.call("POST", "/api/login", map[string]string{"password": orgPassword}, nil)
	return e
}

// advance moves the server's clock and runs the scheduler, so that rounds
// open and close exactly as they would after d of real time; then it pushes
// the live messages at once instead of at the next flush.
func (e *env) advance(d time.Duration) {
	e.clock.Advance(d)
	e.srv.Tick(e.ctx)
	e.srv.Flush()
}

// client is an API client with its own cookie jar.
type client struct {
	e     *env
	http  *http.Client
	token string // a solver's Bearer token, if any
}

func (e *env) client() *client {
	jar, _ := cookiejar.New(nil)
	return &client{e: e, http: &http.Client{Jar: jar, Timeout: 10 * time.Second}}
}

// call sends a JSON request and decodes a JSON answer into out (if not
// nil); any status above 299 fails the test.
func (c *client) call(method, path string, body, out any) {
	c.e.t.Helper()
	if status, msg := c.try(method, path, body, out); status > 299 {
		c.e.t.Fatalf("%s %s: %d %s", method, path, status, msg)
	}
}

// try is call that returns the status and the body of a refusal.
func (c *client) try(method, path string, body, out any) (int, string) {
	c.e.t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			c.e.t.Fatal(err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.e.ts.URL+path, rd)
	if err != nil {
		c.e.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	res, err := c.http.Do(req)
	if err != nil {
		c.e.t.Fatal(err)
	}
	defer res.Body.Close()
	data, _ := io.ReadAll(res.Body)
	if res.StatusCode > 299 {
		return res.StatusCode, string(data)
	}
	if out != nil && len(data) > 0 {
		if err := json.Unmarshal(data, out); err != nil {
			c.e.t.Fatalf("%s %s: %v in %s", method, path, err, data)
		}
	}
	return res.StatusCode, ""
}

// tournament is the part of the Tournament JSON the tests read.
type tournament struct {
	ID       string         `json:"id"`
	Name     string         `json:"name"`
	Phase    string         `json:"phase"`
	Settings map[string]any `json:"settings"`
	Rounds   int            `json:"rounds"`
	Round    *struct {
		N     int    `json:"n"`
		State string `json:"state"`
	} `json:"round"`
}

// textSet is a puzzle set with known answers: round 1 "Ёлка" (so the
// test can type "елка" and see Ё/Е normalisation), round 2 a Sudoku.
var textSet = map[string]any{
	"title": "E2E",
	"puzzles": []map[string]any{
		{"id": "r1", "kind": "text", "title": "Загадка",
			"text":   "Зимой и летом *одним* цветом.\n\nОтвет — одно слово.",
			"images": []string{"tree.png"},
			"key":    map[string]any{"accepted": []string{"Ёлка", "ель"}}},
		{"id": "r2", "kind": "sudoku", "title": "Судоку",
			"sudoku": map[string]any{"givens": sudokuGivens}},
		{"id": "r3", "kind": "text", "title": "Третья",
			"text": "Сколько будет дважды два?", "key": map[string]any{"accepted": []string{"4", "четыре"}}},
	},
}

// A classic Sudoku with one solution, and that solution.
const (
	sudokuGivens   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	sudokuSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

// newTournament creates a tournament with the built-in regulation and the
// text set, as the organizer.
func (e *env) newTournament(name string) tournament {
	e.t.Helper()
	var tr tournament
	e.org.call("POST", "/api/tournaments", map[string]any{"name": name}, &tr)
	e.org.upload(tr.ID, textSet, map[string][]byte{"tree.png": tinyPNG()})
	return tr
}

// upload sends a puzzle set with its files as the organizer's page does:
// multipart/form-data with a "set" part and "file" parts.
func (c *client) upload(tid string, set any, files map[string][]byte) {
	c.e.t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	js, err := json.Marshal(set)
	if err != nil {
		c.e.t.Fatal(err)
	}
	w, _ := mw.CreateFormFile("set", "set.json")
	w.Write(js)
	for name, data := range files {
		w, _ := mw.CreateFormFile("file", name)
		w.Write(data)
	}
	mw.Close()
	req, _ := http.NewRequest("PUT", c.e.ts.URL+"/api/tournaments/"+tid+"/puzzles", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	res, err := c.http.Do(req)
	if err != nil {
		c.e.t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(res.Body)
		c.e.t.Fatalf("upload: %d %s", res.StatusCode, msg)
	}
}

// tinyPNG is a 24x24 green square: a statement's picture.
func tinyPNG() []byte {
	img := image.NewRGBA(image.Rect(0, 0, 24, 24))
	for i := range img.Pix {
		if i%4 == 1 || i%4 == 3 {
			img.Pix[i] = 0xff
		}
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

// register registers a solver through the API and returns its client.
func (e *env) register(tid, name string) *client {
	e.t.Helper()
	c := e.client()
	var res struct {
		ID    string `json:"id"`
		Token string `json:"token"`
	}
	c.call("POST", "/api/tournaments/"+tid+"/solvers", map[string]string{"name": name}, &res)
	c.token = res.Token
	return c
}

// begin closes registration and draws round 1, to open after in.
func (e *env) begin(tid string, in time.Duration) {
	e.t.Helper()
	e.org.call("POST", "/api/tournaments/"+tid+"/begin", map[string]any{"first_round_in_s": int(in / time.Second)}, nil)
	e.advance(0) // the scheduler draws round 1 right after the Begin
}

// me returns a solver's view as raw JSON fields.
func (c *client) me(tid string) map[string]any {
	var m map[string]any
	c.call("GET", "/api/tournaments/"+tid+"/me", nil, &m)
	return m
}

// screenshotsDir is docs/screenshots of the repository.
func screenshotsDir() string {
	return filepath.Join("..", "docs", "screenshots")
}

// wantScreenshots reports whether this run should write screenshots.
func wantScreenshots() bool { return os.Getenv("TURNIR_SCREENSHOTS") == "1" }
