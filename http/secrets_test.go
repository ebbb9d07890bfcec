package http_test

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"turnir/app"
)

// TestSecretsNeverLeave plays a whole round while recording every HTTP
// response (headers and body) and every WebSocket message, of solvers, the
// public and the organizer, and proves that the answer keys never leave the
// server (P10), that no statement reaches a solver or the public before its
// round is open and Started (P9), and that the seed stays secret until the
// round-1 draw reveals it (P5).
func TestSecretsNeverLeave(t *testing.T) {
	e := newEnv(t)
	org, sudoku := e.setup(defaultSettings())
	seed, err := app.Seeds{Dir: filepath.Join(e.dir, "data", "seeds")}.Get("cup")
	if err != nil {
		t.Fatal(err)
	}
	public := e.ws("cup")
	orgLive := e.wsAs(org, "cup")
	next(t, public, "hello")
	next(t, orgLive, "hello")

	var solvers []*client
	for _, n := range []string{"Аня", "Борис", "Вера", "Глеб", "Дима"} {
		c, _ := e.solver("cup", n)
		solvers = append(solvers, c)
	}
	// Everything anyone may look at, before the draw.
	browse := func() {
		for _, p := range []string{"", "/solvers", "/rounds", "/standings", "/crosstable", "/lots", "/decisions",
			"/export/standings.csv", "/export/standings.json"} {
			e.client().must("GET", "/api/tournaments/cup"+p, nil, nil)
		}
		e.client().must("GET", "/api/tournaments", nil, nil)
		org.must("GET", "/api/tournaments/cup/puzzles", nil, nil)
		org.must("GET", "/api/session?t=cup", nil, nil)
		for _, c := range solvers {
			c.must("GET", "/api/tournaments/cup/me", nil, nil)
		}
	}
	browse()
	e.srv.Flush()
	if w, ok := e.leaked(seed.String(), nil); ok {
		t.Fatalf("P5: the seed left the server before the draw: %s", w)
	}

	org.must("POST", "/api/tournaments/cup/begin", nil, nil)
	e.srv.Flush()
	next(t, public, "tournament")
	org.must("GET", "/api/tournaments/cup/rounds/1/live", nil, nil)
	browse()
	for i, c := range solvers {
		c.must("POST", "/api/tournaments/cup/me/start", nil, nil)
		e.srv.Flush()
		if i == 0 {
			next(t, orgLive, "activity")
		}
		c.must("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": "wrong"}, nil)
		e.tick(time.Second)
		if i%2 == 0 {
			c.must("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": key1}, nil)
		}
		org.must("GET", "/api/tournaments/cup/rounds/1/live", nil, nil)
	}
	browse()
	e.tick(5 * time.Minute) // round 1 closes, round 2 is drawn
	browse()
	e.tick(time.Minute) // round 2 opens; nobody has pressed Start yet
	browse()
	org.must("GET", "/api/tournaments/cup/rounds/2/live", nil, nil)
	e.srv.Flush()
	time.Sleep(50 * time.Millisecond) // let the WebSocket readers record

	if e.count() < 60 {
		t.Fatalf("only %d responses recorded", e.count())
	}
	for _, secret := range []string{key1, key3, sudoku} {
		if w, ok := e.leaked(secret, nil); ok {
			t.Errorf("P10: answer key %q left the server in %s", secret, w)
		}
	}
	// The organizer wrote the statements and may read them back; nobody
	// else sees a statement before its round is open and Started.
	orgPuzzles := func(what string) bool { return strings.HasSuffix(what, "/puzzles") }
	for _, secret := range []string{text2, text3} {
		if w, ok := e.leaked(secret, orgPuzzles); ok {
			t.Errorf("P9: statement %q reached a solver or the public before its round: %s", secret, w)
		}
	}
	if _, ok := e.leaked(text1, orgPuzzles); !ok {
		t.Error("the test is blind: round 1's statement was never seen after Start")
	}
	if _, ok := e.leaked(seed.String(), nil); !ok {
		t.Error("the test is blind: the seed was not revealed after the draw")
	}
}
