package http_test

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"turnir"
	turnirhttp "turnir/http"
	"turnir/puzzleswiss/puzzle"
)

// Keys and statements are distinctive strings, so that finding one in a
// response cannot be a coincidence.
const (
	key1  = "zebra-key-7f3a"
	key3  = "ombrellone-key-91c"
	text1 = "STATEMENT-ONE-q8w"
	text2 = "STATEMENT-TWO-sudoku-k2j"
	text3 = "STATEMENT-THREE-z7x"
)

// testSet returns a three-round set (text, Sudoku, text) and the Sudoku's
// solution.
func testSet(t *testing.T) (map[string]any, string) {
	t.Helper()
	s := puzzle.GenerateSudoku(rand.New(rand.NewPCG(1, 2)), puzzle.Singles, 30)
	return map[string]any{"title": "test", "puzzles": []any{
		map[string]any{"id": "r1", "kind": "text", "title": "One", "text": text1,
			"key": map[string]any{"accepted": []string{key1, "Ёжик-" + key1}}},
		map[string]any{"id": "r2", "kind": "sudoku", "title": "Two", "text": text2,
			"sudoku": map[string]any{"givens": s.Givens.String()}},
		map[string]any{"id": "r3", "kind": "text", "title": "Three", "text": text3,
			"key": map[string]any{"accepted": []string{key3}}},
	}}, s.Solution.String()
}

type tview struct {
	ID       string `json:"id"`
	Phase    string `json:"phase"`
	Solvers  int    `json:"solvers"`
	Rounds   int    `json:"rounds"`
	Seed     string `json:"seed"`
	Version  int64  `json:"version"`
	Round    *clock `json:"round"`
	Settings struct {
		RoundLength string `json:"round_length"`
	} `json:"settings"`
}

type clock struct {
	N           int    `json:"n"`
	State       string `json:"state"`
	OpensInMS   int64  `json:"opens_in_ms"`
	RemainingMS int64  `json:"remaining_ms"`
}

type meView struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Points int    `json:"points"`
	Round  *struct {
		N         int                  `json:"n"`
		Clock     clock                `json:"clock"`
		InDraw    bool                 `json:"in_draw"`
		Bye       bool                 `json:"bye"`
		Started   bool                 `json:"started"`
		ElapsedMS int64                `json:"elapsed_ms"`
		Solved    bool                 `json:"solved"`
		SolveMS   int64                `json:"solve_ms"`
		Attempts  int                  `json:"attempts"`
		Opponent  *struct{ ID string } `json:"opponent"`
		Statement *struct {
			Kind   string `json:"kind"`
			Text   string `json:"text"`
			Givens string `json:"givens"`
		} `json:"statement"`
	} `json:"round"`
}

type checkView struct {
	Correct  bool  `json:"correct"`
	Attempts int   `json:"attempts"`
	SolveMS  int64 `json:"solve_ms"`
}

// solverClient registers name in tid and returns a client holding the
// token.
func (e *env) solver(tid, name string) (*client, string) {
	e.t.Helper()
	c := e.client()
	var reg struct{ ID, Token, Link string }
	c.must("POST", "/api/tournaments/"+tid+"/solvers", map[string]string{"name": name}, &reg)
	if reg.Token == "" || !strings.HasPrefix(reg.Link, "/enter/"+tid+"/") {
		e.t.Fatalf("registration without token or link: %+v", reg)
	}
	c.hc.Jar = nil // act by the token only, not the cookie registration set
	c.token = reg.Token
	return c, reg.ID
}

// setup creates tournament "cup" with the test set.
func (e *env) setup(settings map[string]any) (*client, string) {
	e.t.Helper()
	org := e.org()
	body := map[string]any{"id": "cup", "name": "Кубок"}
	if settings != nil {
		body["settings"] = settings
	}
	org.must("POST", "/api/tournaments", body, nil)
	set, sol := testSet(e.t)
	org.must("PUT", "/api/tournaments/cup/puzzles", set, nil)
	return org, sol
}

func defaultSettings() map[string]any {
	return map[string]any{"rounds": 0, "round_length": "5m", "pause": "1m",
		"points": map[string]int{"first": 2, "second": 1, "none": 0}, "bye": map[string]string{"mode": "pair-of-one"},
		"tiebreaks": []string{"buchholz", "total_time", "lot"}, "min_participants": 2,
		"check_rate": map[string]any{"burst": 10, "per_second": 2}}
}

// TestAPIFlow plays a whole small tournament over the API: registration
// and withdrawal (P2, P3), the draw (P5), Start and Check (P9, P10), the
// scoring (P11), the pause and the next draw (P12), finish and publish.
func TestAPIFlow(t *testing.T) {
	e := newEnv(t)
	org, sudoku := e.setup(defaultSettings())
	live := e.ws("cup")
	next(t, live, "hello")

	solvers := map[string]*client{}
	for _, n := range []string{"Аня", "Борис", "Вера", "Глеб", "Дима", "Ева"} {
		c, id := e.solver("cup", n)
		solvers[id] = c
	}
	var quitter string
	for id := range solvers {
		quitter = id
		break
	}

	t.Run("P3_withdraw_before_the_draw", func(t *testing.T) {
		solvers[quitter].must("POST", "/api/tournaments/cup/me/withdraw", nil, nil)
		var list []struct {
			ID        string
			Withdrawn bool
		}
		e.client().must("GET", "/api/tournaments/cup/solvers", nil, &list)
		for _, s := range list {
			if s.ID == quitter && !s.Withdrawn {
				t.Fatalf("withdrawal not shown: %+v", list)
			}
		}
		delete(solvers, quitter)
	})

	t.Run("personal_link_sets_the_cookie", func(t *testing.T) {
		c := e.client()
		var reg struct{ ID, Link string }
		c.must("POST", "/api/tournaments/cup/solvers", map[string]string{"name": "Ссылка"}, &reg)
		fresh := e.client()
		st, _ := fresh.call("GET", reg.Link, nil, nil)
		if st != 303 {
			t.Fatalf("personal link: %d, want 303", st)
		}
		var m meView
		fresh.must("GET", "/api/tournaments/cup/me", nil, &m)
		if m.ID != reg.ID {
			t.Fatalf("cookie from the link acts as %q, want %q", m.ID, reg.ID)
		}
		fresh.must("POST", "/api/tournaments/cup/me/withdraw", nil, nil)
	})

	var tv tview
	org.must("POST", "/api/tournaments/cup/begin", map[string]int{"first_round_in_s": 0}, &tv)
	if tv.Phase != "running" || tv.Rounds != 3 || tv.Seed == "" || tv.Round == nil || tv.Round.State != "open" {
		t.Fatalf("after begin: %+v", tv)
	}
	e.srv.Flush()
	next(t, live, "tournament")

	t.Run("P2_registration_closes_at_the_draw", func(t *testing.T) {
		e.client().refused("POST", "/api/tournaments/cup/solvers", map[string]string{"name": "Опоздавший"}, turnir.ECONFLICT)
	})
	t.Run("P3_no_withdrawal_after_the_draw", func(t *testing.T) {
		for _, c := range solvers {
			c.refused("POST", "/api/tournaments/cup/me/withdraw", nil, turnir.ECONFLICT)
			break
		}
	})

	// Round 1: in each pair the higher starts at once and solves at +45 s
	// (45 s), the lower starts at +10 s and solves at +40 s (30 s): the
	// lower is first (P11). The bye solves alone (P7).
	var rounds []struct {
		N     int
		Pairs []struct{ A, B struct{ ID string } }
		Bye   *struct{ ID string }
	}
	e.client().must("GET", "/api/tournaments/cup/rounds", nil, &rounds)
	if len(rounds) != 1 || len(rounds[0].Pairs) != 2 || rounds[0].Bye == nil {
		t.Fatalf("round 1 draw: %+v", rounds)
	}
	t.Run("P9_statement_only_after_start", func(t *testing.T) {
		for _, c := range solvers {
			var m meView
			c.must("GET", "/api/tournaments/cup/me", nil, &m)
			if m.Round == nil || !m.Round.InDraw || m.Round.Statement != nil || m.Round.Started {
				t.Fatalf("before Start: %+v", m.Round)
			}
			c.refused("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": key1}, turnir.ECONFLICT)
		}
	})
	p := rounds[0].Pairs
	hi := []string{p[0].A.ID, p[1].A.ID, rounds[0].Bye.ID}
	lo := []string{p[0].B.ID, p[1].B.ID}
	for _, id := range hi {
		var m meView
		solvers[id].must("POST", "/api/tournaments/cup/me/start", nil, &m)
		if m.Round.Statement == nil || m.Round.Statement.Text != text1 {
			t.Fatalf("statement after Start: %+v", m.Round)
		}
	}
	e.tick(10 * time.Second)
	for _, id := range lo {
		solvers[id].must("POST", "/api/tournaments/cup/me/start", nil, nil)
	}
	e.tick(10 * time.Second)
	t.Run("P10_wrong_answers_cost_nothing", func(t *testing.T) {
		for _, id := range append(hi, lo...) {
			var cv checkView
			solvers[id].must("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": "не знаю"}, &cv)
			if cv.Correct || cv.Attempts != 1 {
				t.Fatalf("wrong answer judged %+v", cv)
			}
		}
	})
	e.tick(20 * time.Second) // +40 s: the lower ones solve, 30 s after their Start
	for _, id := range lo {
		var cv checkView
		solvers[id].must("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": "  ЁЖИК-" + strings.ToUpper(key1) + " "}, &cv)
		if !cv.Correct || cv.SolveMS != 30000 {
			t.Fatalf("lower solver: %+v, want correct in 30 s", cv)
		}
	}
	e.tick(5 * time.Second)
	for _, id := range hi {
		var cv checkView
		solvers[id].must("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": key1}, &cv)
		if !cv.Correct || cv.SolveMS != 45000 {
			t.Fatalf("higher solver: %+v, want correct in 45 s", cv)
		}
	}
	t.Run("P9_check_after_the_round_end_refused", func(t *testing.T) {
		e.clock.Advance(5*time.Minute - 45*time.Second) // exactly the end; the scheduler has not run
		solvers[hi[0]].refused("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": key1}, turnir.ECONFLICT)
	})
	e.tick(0)
	t.Run("P11_first_correct_gets_two", func(t *testing.T) {
		for _, id := range lo {
			var m meView
			solvers[id].must("GET", "/api/tournaments/cup/me", nil, &m)
			if m.Points != 2 {
				t.Errorf("faster solver %s: %d points, want 2", id, m.Points)
			}
		}
		for i, id := range hi {
			want := 1
			if i == 2 {
				want = 2 // P7: the bye scores as a pair of one
			}
			var m meView
			solvers[id].must("GET", "/api/tournaments/cup/me", nil, &m)
			if m.Points != want {
				t.Errorf("solver %s: %d points, want %d", id, m.Points, want)
			}
		}
	})
	t.Run("P12_next_round_after_the_pause", func(t *testing.T) {
		e.client().must("GET", "/api/tournaments/cup", nil, &tv)
		if tv.Round.N != 2 || tv.Round.State != "drawn" || tv.Round.OpensInMS != 60000 {
			t.Fatalf("after round 1: %+v", tv.Round)
		}
		e.tick(time.Minute)
		e.client().must("GET", "/api/tournaments/cup", nil, &tv)
		if tv.Round.N != 2 || tv.Round.State != "open" || tv.Round.RemainingMS != 300000 {
			t.Fatalf("after the pause: %+v", tv.Round)
		}
	})
	// Round 2 is the Sudoku: one solver fills it in.
	var m meView
	solvers[hi[0]].must("POST", "/api/tournaments/cup/me/start", nil, &m)
	if m.Round.Statement.Kind != "sudoku" || len(m.Round.Statement.Givens) != 81 {
		t.Fatalf("sudoku statement: %+v", m.Round.Statement)
	}
	var cv checkView
	solvers[hi[0]].must("POST", "/api/tournaments/cup/me/check", map[string]string{"answer": sudoku}, &cv)
	if !cv.Correct {
		t.Fatal("the Sudoku's solution judged wrong")
	}
	e.tick(5 * time.Minute)
	e.tick(time.Minute)
	e.tick(5 * time.Minute)
	e.client().must("GET", "/api/tournaments/cup", nil, &tv)
	if tv.Phase != "finished" {
		t.Fatalf("after three rounds: %+v", tv)
	}
	org.must("POST", "/api/tournaments/cup/publish", nil, nil)

	t.Run("P13_standings_and_exports", func(t *testing.T) {
		var st struct {
			RoundsClosed int  `json:"rounds_closed"`
			Final        bool `json:"final"`
			Published    bool `json:"published"`
			Rows         []struct {
				ID     string
				Points int
				Place  string
			}
		}
		e.client().must("GET", "/api/tournaments/cup/standings", nil, &st)
		if st.RoundsClosed != 3 || !st.Final || !st.Published || len(st.Rows) != 5 {
			t.Fatalf("standings: %+v", st)
		}
		for i := 1; i < len(st.Rows); i++ {
			if st.Rows[i].Points > st.Rows[i-1].Points {
				t.Fatalf("standings not by points: %+v", st.Rows)
			}
		}
		_, csv := e.client().call("GET", "/api/tournaments/cup/export/standings.csv", nil, nil)
		if lines := strings.Split(strings.TrimSpace(strings.TrimPrefix(string(csv), "\uFEFF")), "\n"); len(lines) != 6 || !strings.HasPrefix(lines[0], "place,name,points") {
			t.Fatalf("csv: %s", csv)
		}
		var ct struct {
			Rows []struct{ Games []json.RawMessage }
		}
		e.client().must("GET", "/api/tournaments/cup/crosstable", nil, &ct)
		if len(ct.Rows) != 5 || len(ct.Rows[0].Games) != 3 {
			t.Fatalf("crosstable: %+v", ct)
		}
	})
	t.Run("P5_lots_reveal_the_committed_seed", func(t *testing.T) {
		var l struct {
			Commitment, Seed string
			Lots             []struct{ Lot int }
		}
		e.client().must("GET", "/api/tournaments/cup/lots", nil, &l)
		seed, err := turnir.ParseSeed(l.Seed)
		if err != nil || !turnir.VerifyCommitment(seed, l.Commitment) || len(l.Lots) != 5 {
			t.Fatalf("lots: %+v (%v)", l, err)
		}
	})
}

// TestAuth proves that a solver acts only as themselves and that the
// organizer's endpoints refuse solvers and strangers.
func TestAuth(t *testing.T) {
	e := newEnv(t)
	e.setup(nil)
	a, aid := e.solver("cup", "Аня")
	b, bid := e.solver("cup", "Борис")
	e.org().must("POST", "/api/tournaments", map[string]any{"id": "other", "name": "Другой"}, nil)

	t.Run("each_token_is_its_own_solver", func(t *testing.T) {
		var ma, mb meView
		a.must("GET", "/api/tournaments/cup/me", nil, &ma)
		b.must("GET", "/api/tournaments/cup/me", nil, &mb)
		if ma.ID != aid || mb.ID != bid {
			t.Fatalf("a=%s b=%s, want %s %s", ma.ID, mb.ID, aid, bid)
		}
	})
	t.Run("a_token_of_another_tournament_is_refused", func(t *testing.T) {
		a.refused("GET", "/api/tournaments/other/me", nil, turnir.EUNAUTHORIZED)
	})
	t.Run("a_forged_token_is_refused", func(t *testing.T) {
		c := e.client()
		c.token = turnirhttp.NewToken()
		c.refused("GET", "/api/tournaments/cup/me", nil, turnir.EUNAUTHORIZED)
		c.refused("POST", "/api/tournaments/cup/me/start", nil, turnir.EUNAUTHORIZED)
		e.client().refused("GET", "/enter/cup/"+c.token, nil, turnir.EUNAUTHORIZED)
	})
	organizerOnly := []struct{ method, path string }{
		{"POST", "/api/tournaments"},
		{"PUT", "/api/tournaments/cup/settings"},
		{"GET", "/api/tournaments/cup/puzzles"},
		{"PUT", "/api/tournaments/cup/puzzles"},
		{"POST", "/api/tournaments/cup/puzzles/demo"},
		{"POST", "/api/tournaments/cup/begin"},
		{"POST", "/api/tournaments/cup/rounds/1/pause"},
		{"POST", "/api/tournaments/cup/rounds/1/extend"},
		{"POST", "/api/tournaments/cup/rounds/1/close"},
		{"GET", "/api/tournaments/cup/rounds/1/live"},
		{"POST", "/api/tournaments/cup/solvers/" + bid + "/disqualify"},
		{"POST", "/api/tournaments/cup/finish"},
		{"POST", "/api/tournaments/cup/publish"},
	}
	for _, ep := range organizerOnly {
		t.Run("solver_forbidden"+strings.ReplaceAll(ep.path, "/", "_"), func(t *testing.T) {
			a.refused(ep.method, ep.path, map[string]string{"reason": "x"}, turnir.EFORBIDDEN)
			e.client().refused(ep.method, ep.path, map[string]string{"reason": "x"}, turnir.EUNAUTHORIZED)
		})
	}
	t.Run("wrong_password", func(t *testing.T) {
		e.client().refused("POST", "/api/login", map[string]string{"password": "guess"}, turnir.EUNAUTHORIZED)
	})
	t.Run("messages_in_the_asked_language", func(t *testing.T) {
		eb := e.client().refused("GET", "/api/tournaments/nope?lang=en", nil, turnir.ENOTFOUND)
		if eb.Message != eb.MessageEN {
			t.Errorf("?lang=en gave %q", eb.Message)
		}
		eb = e.client().refused("GET", "/api/tournaments/nope", nil, turnir.ENOTFOUND)
		if eb.Message != eb.MessageRU {
			t.Errorf("default language gave %q, want Russian", eb.Message)
		}
	})
}
