package http_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"turnir"
	turnirhttp "turnir/http"
	"turnir/report"
	"turnir/teamchess"
)

// The team chess API (K1-K7) end to end over loopback HTTP on a real
// SQLite file. The expected standings and board prizes are computed here
// from the results the test entered, not by the engine.

type chessPlayerJSON struct {
	Name      string `json:"name"`
	BirthYear int    `json:"birth_year"`
	Sex       string `json:"sex"`
	Rating    int    `json:"rating,omitempty"`
	RatingID  string `json:"rating_id,omitempty"`
}

type chessRosterJSON struct {
	Name    string            `json:"name"`
	School  string            `json:"school"`
	Leader  string            `json:"leader"`
	Players []chessPlayerJSON `json:"players"`
}

// chessRoster is an eligible roster of team i (K2: born 2013, 2014, 2015,
// a girl born 2016, 2017).
func chessRoster(i int) chessRosterJSON {
	r := chessRosterJSON{Name: fmt.Sprintf("Школа %d", i), School: fmt.Sprintf("МБОУ СОШ № %d", i), Leader: fmt.Sprintf("Руководитель %d", i)}
	for b := 1; b <= 5; b++ {
		sex := "m"
		if b == 4 || (i+b)%3 == 0 {
			sex = "f"
		}
		r.Players = append(r.Players, chessPlayerJSON{Name: fmt.Sprintf("Игрок %d-%d", i, b), BirthYear: 2012 + b, Sex: sex, Rating: 1000 + 37*i + b})
	}
	return r
}

type chessGameJSON struct {
	Slot  int    `json:"slot"`
	Kind  string `json:"kind"`
	Board int    `json:"board"`
	White struct {
		Team  string `json:"team"`
		Board int    `json:"board"`
		Name  string `json:"name"`
	} `json:"white"`
	Black struct {
		Team  string `json:"team"`
		Board int    `json:"board"`
		Name  string `json:"name"`
	} `json:"black"`
	Result string `json:"result"`
}

type chessMatchJSON struct {
	Number   int             `json:"number"`
	White    string          `json:"white"`
	Black    string          `json:"black"`
	Complete bool            `json:"complete"`
	Games    []chessGameJSON `json:"games"`
}

type chessRoundJSON struct {
	N       int              `json:"n"`
	Closed  bool             `json:"closed"`
	Bye     string           `json:"bye"`
	Matches []chessMatchJSON `json:"matches"`
}

type chessJSON struct {
	ID         string `json:"id"`
	Phase      string `json:"phase"`
	Commitment string `json:"commitment"`
	Seed       string `json:"seed"`
	Games      int    `json:"games_per_match"`
	Actions    struct {
		Begin, Pair, Finish bool
		Enter, Close        int
		FinishEarly         bool `json:"finish_early"`
	} `json:"actions"`
	TeamCards []struct {
		ID         string `json:"id"`
		Violations []any  `json:"violations"`
		Scores     []struct {
			Board       int `json:"board"`
			BoardPoints int `json:"board_points_halves"`
			SimulPoints int `json:"simul_points_halves"`
		} `json:"scores"`
	} `json:"team_cards"`
	Rounds    []chessRoundJSON `json:"round_list"`
	Standings []struct {
		Team        string `json:"team"`
		Place       int    `json:"place"`
		GamePoints  int    `json:"game_points_halves"`
		MatchPoints int    `json:"match_points"`
		Buchholz    int    `json:"buchholz_halves"`
	} `json:"standings"`
	Boards [][]struct {
		Player string `json:"player"`
		Team   string `json:"team"`
		Points int    `json:"points_halves"`
		Games  int    `json:"games"`
	} `json:"boards"`
	Programme struct {
		Items []any `json:"items"`
		Next  *struct {
			Kind    string `json:"kind"`
			Round   int    `json:"round"`
			TitleRU string `json:"title_ru"`
		} `json:"next"`
	} `json:"programme"`
	Decisions []struct {
		Type   string `json:"type"`
		Actor  string `json:"actor"`
		Reason string `json:"reason"`
	} `json:"decisions"`
}

func (c *client) chess(cid string) chessJSON {
	c.e.t.Helper()
	var v chessJSON
	c.must("GET", "/api/chess/"+cid, nil, &v)
	return v
}

// chessEvent creates an event and enters n eligible teams.
func chessEvent(t *testing.T, org *client, cid string, n int) {
	t.Helper()
	org.must("POST", "/api/chess", map[string]any{"id": cid, "name": "Белая ладья"}, nil)
	for i := 1; i <= n; i++ {
		org.must("POST", "/api/chess/"+cid+"/teams", map[string]any{"roster": chessRoster(i)}, nil)
	}
}

// halvesOf is what White and Black score, in halves, written out here
// rather than asked of the engine.
var halvesOf = map[string][2]int{"1-0": {2, 0}, "1/2-1/2": {1, 1}, "0-1": {0, 2}, "+-": {2, 0}, "-+": {0, 2}, "--": {0, 0}}

var chessResults = []string{"1-0", "1/2-1/2", "0-1", "1-0", "0-1", "+-", "-+"}

// TestK1K2_AdmissionOverAPI: a roster's violations are listed board by
// board before entry; an ineligible roster is refused with all of them;
// one child cannot play for two teams; a correction needs a reason; only
// the organizer and the arbiters write, and the log says which.
func TestK1K2_AdmissionOverAPI(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	chessEvent(t, org, "kuzbass", 1)

	bad := chessRoster(2)
	bad.Players[0].BirthYear = 2011 // too old for board 1
	bad.Players[3].Sex = "m"        // board 4 is for a girl
	bad.Leader = ""
	var check struct {
		Violations []struct {
			Rule  string `json:"rule"`
			Board int    `json:"board"`
			RU    string `json:"ru"`
		} `json:"violations"`
	}
	org.must("POST", "/api/chess/kuzbass/roster-check", map[string]any{"roster": bad}, &check)
	boards := map[int]bool{}
	for _, v := range check.Violations {
		boards[v.Board] = true
	}
	if len(check.Violations) != 3 || !boards[0] || !boards[1] || !boards[4] {
		t.Fatalf("violations %+v, want the leader, board 1 and board 4", check.Violations)
	}
	// A name that is not one is refused by the check as by admission:
	// the page's "check" never approves what "admit" then refuses.
	hidden := bad
	hidden.Players = append([]chessPlayerJSON(nil), bad.Players...)
	hidden.Players[1].Name += "\x00"
	if eb := org.refused("POST", "/api/chess/kuzbass/roster-check", map[string]any{"roster": hidden}, turnir.EINVALID); !strings.Contains(eb.MessageRU, "U+0000") {
		t.Errorf("the check's refusal of a hidden character: %s", eb.MessageRU)
	}
	eb := org.refused("POST", "/api/chess/kuzbass/teams", map[string]any{"roster": bad}, turnir.EINVALID)
	if !strings.Contains(eb.MessageRU, "доска 1") || !strings.Contains(eb.MessageRU, "доска 4") {
		t.Errorf("refusal names not every board: %s", eb.MessageRU)
	}

	// K7: the admission committee refuses it, a decision with its reason.
	org.refused("POST", "/api/chess/kuzbass/teams/refuse", map[string]any{"roster": bad}, turnir.EINVALID)
	org.must("POST", "/api/chess/kuzbass/teams/refuse", map[string]any{"roster": bad, "reason": "состав не соответствует K2"}, nil)
	if d := org.chess("kuzbass").Decisions; len(d) != 1 || d[0].Type != "TeamChessTeamRefused" || d[0].Reason == "" {
		t.Fatalf("the refusal is not logged: %+v", d)
	}

	twin := chessRoster(3)
	twin.Players[2] = chessRoster(1).Players[2] // the same child, already on team 1
	eb = org.refused("POST", "/api/chess/kuzbass/teams", map[string]any{"roster": twin}, turnir.ECONFLICT)
	if !strings.Contains(eb.MessageEN, "K1") {
		t.Errorf("K1 not named: %s", eb.MessageEN)
	}

	// Strict bodies: an unknown field, a player ID from the client, a
	// control character in a name, a huge body.
	org.refused("POST", "/api/chess/kuzbass/teams", map[string]any{"roster": chessRoster(4), "admit": true}, turnir.EINVALID)
	withID := map[string]any{"roster": map[string]any{"name": "X", "school": "Y", "leader": "Z", "players": []any{map[string]any{"id": "t01-1", "name": "A"}}}}
	org.refused("POST", "/api/chess/kuzbass/teams", withID, turnir.EINVALID)
	evil := chessRoster(5)
	evil.Players[1].Name = "Игрок\u202e 5"
	org.refused("POST", "/api/chess/kuzbass/teams", map[string]any{"roster": evil}, turnir.EINVALID)
	huge := chessRoster(6)
	huge.School = strings.Repeat("ш", 70<<10)
	org.refused("POST", "/api/chess/kuzbass/teams", map[string]any{"roster": huge}, turnir.ETOOLARGE)

	// Nobody else writes; the arbiters (the jury's password) do, logged
	// as such; only the organizer creates events.
	e.client().refused("POST", "/api/chess/kuzbass/teams", map[string]any{"roster": chessRoster(7)}, turnir.EUNAUTHORIZED)
	arb := e.client()
	arb.must("POST", "/api/jury/login", map[string]string{"password": juryPassword}, nil)
	arb.refused("POST", "/api/chess", map[string]any{"name": "Другой"}, turnir.EFORBIDDEN)
	arb.must("POST", "/api/chess/kuzbass/teams", map[string]any{"id": "t7", "roster": chessRoster(7)}, nil)

	r := chessRoster(7)
	r.Players[4].Name = "Замена 7-5"
	arb.refused("PUT", "/api/chess/kuzbass/teams/t7", map[string]any{"roster": r}, turnir.EINVALID)
	arb.must("PUT", "/api/chess/kuzbass/teams/t7", map[string]any{"roster": r, "reason": "болезнь игрока 5-й доски"}, nil)
	v := org.chess("kuzbass")
	if len(v.TeamCards) != 2 {
		t.Fatalf("%d teams, want 2", len(v.TeamCards))
	}
	last := v.Decisions[len(v.Decisions)-1]
	if last.Type != "RosterAmended" || last.Actor != "arbiter" || last.Reason == "" {
		t.Errorf("last decision %+v", last)
	}
	// Reading is public.
	e.client().must("GET", "/api/chess/kuzbass/teams", nil, nil)
	e.client().refused("GET", "/api/chess/nope", nil, turnir.ENOTFOUND)
}

// TestK3K4K5_WholeEventOverAPI runs 12 teams through 9 rounds: the draw
// reveals the committed seed, every round is paired without a repeat,
// every match has its 13 games, results go in match by match, and the
// standings and board prizes equal those computed here from the results.
func TestK3K4K5_WholeEventOverAPI(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	chessEvent(t, org, "cup", 12)
	live := e.wsChess("cup")
	v := org.chess("cup")
	if !v.Actions.Begin || v.Seed != "" || len(v.Commitment) != 64 {
		t.Fatalf("before the draw: %+v", v.Actions)
	}
	commitment := v.Commitment
	// The seed stays on the server until the draw: no response so far
	// carries it, though everything is public.
	for _, p := range []string{"/api/chess", "/api/chess/cup", "/api/chess/cup/teams", "/api/chess/cup/decisions", "/api/chess/cup/programme", "/api/chess/cup/export/all.zip"} {
		e.client().must("GET", p, nil, nil)
	}
	raw, err := os.ReadFile(filepath.Join(e.dir, "data", "seeds", "chess.cup.seed"))
	if err != nil {
		t.Fatal(err)
	}
	if where, ok := e.leaked(strings.TrimSpace(string(raw)), nil); ok {
		t.Fatalf("the secret seed left the server before the draw: %.300s", where)
	}
	org.must("POST", "/api/chess/cup/begin", nil, &v)
	if v.Seed != strings.TrimSpace(string(raw)) || !turnirSeedMatches(v.Seed, commitment) {
		t.Fatalf("the revealed seed %q does not match the commitment %s", v.Seed, commitment)
	}
	e.srv.Flush()
	next(t, live, "chess")

	rng := rand.New(rand.NewPCG(7, 7))
	gp := map[string]int{} // game points, halves
	mp := map[string]int{} // match points
	opps := map[string][]string{}
	board := map[string]int{} // "team/board" -> board-match points, halves
	met := map[[2]string]bool{}
	for n := 1; n <= 9; n++ {
		if n > 1 {
			org.must("POST", "/api/chess/cup/rounds", nil, &v)
		}
		r := v.Rounds[n-1]
		if len(r.Matches) != 6 || r.Bye != "" {
			t.Fatalf("round %d: %d matches, bye %q", n, len(r.Matches), r.Bye)
		}
		for _, m := range r.Matches {
			if met[[2]string{m.White, m.Black}] {
				t.Fatalf("K3: %s and %s meet again in round %d", m.White, m.Black, n)
			}
			met[[2]string{m.White, m.Black}], met[[2]string{m.Black, m.White}] = true, true
			if len(m.Games) != 13 {
				t.Fatalf("K4: %d games", len(m.Games))
			}
			res := map[string]string{}
			pts := map[string]int{}
			for _, g := range m.Games {
				x := chessResults[rng.IntN(len(chessResults))]
				res[fmt.Sprint(g.Slot)] = x
				p := halvesOf[x]
				w, b := p[0], p[1]
				pts[g.White.Team] += w
				pts[g.Black.Team] += b
				if g.Kind == "board" {
					board[fmt.Sprintf("%s/%d", g.White.Team, g.White.Board)] += w
					board[fmt.Sprintf("%s/%d", g.Black.Team, g.Black.Board)] += b
				}
			}
			org.must("POST", fmt.Sprintf("/api/chess/cup/rounds/%d/matches/%d/results", n, m.Number), map[string]any{"results": res}, nil)
			for _, tm := range []string{m.White, m.Black} {
				gp[tm] += pts[tm]
				other := m.White
				if tm == m.White {
					other = m.Black
				}
				switch op := pts[other]; {
				case pts[tm] > op:
					mp[tm] += 2
				case pts[tm] == op:
					mp[tm]++
				}
				opps[tm] = append(opps[tm], other)
			}
		}
		org.must("POST", fmt.Sprintf("/api/chess/cup/rounds/%d/close", n), nil, &v)
	}
	if !v.Actions.Finish {
		t.Fatalf("after 9 rounds finish is not offered: %+v", v.Actions)
	}
	org.must("POST", "/api/chess/cup/finish", nil, &v)
	if v.Phase != "finished" {
		t.Fatalf("phase %s", v.Phase)
	}
	for i, s := range v.Standings {
		bh := 0
		for _, o := range opps[s.Team] {
			bh += gp[o]
		}
		if s.GamePoints != gp[s.Team] || s.MatchPoints != mp[s.Team] || s.Buchholz != bh {
			t.Errorf("K5: %s has %d/%d/%d, computed %d/%d/%d", s.Team, s.GamePoints, s.MatchPoints, s.Buchholz, gp[s.Team], mp[s.Team], bh)
		}
		if i > 0 {
			p := v.Standings[i-1]
			if p.GamePoints < s.GamePoints || (p.GamePoints == s.GamePoints && p.MatchPoints < s.MatchPoints) {
				t.Errorf("K5: %s above %s out of order", p.Team, s.Team)
			}
		}
	}
	for b, list := range v.Boards {
		if len(list) != 12 {
			t.Fatalf("board %d: %d players", b+1, len(list))
		}
		for i, p := range list {
			if want := board[fmt.Sprintf("%s/%d", p.Team, b+1)]; p.Points != want || p.Games != 9 {
				t.Errorf("K5 board %d: %s %d points in %d games, computed %d in 9", b+1, p.Player, p.Points, p.Games, want)
			}
			if i > 0 && list[i-1].Points < p.Points {
				t.Errorf("board %d out of order", b+1)
			}
		}
	}
	// Exports: the tables and the rating report without simul games.
	_, csv := org.call("GET", "/api/chess/cup/export/standings.csv", nil, nil)
	if !strings.Contains(string(csv), "Школа") {
		t.Errorf("standings.csv: %.200s", csv)
	}
	st, x := org.call("GET", "/api/chess/cup/export/all.xlsx", nil, nil)
	if st != 200 || len(x) < 1000 {
		t.Errorf("all.xlsx: %d, %d bytes", st, len(x))
	}
	_, trf := e.client().call("GET", "/api/chess/cup/export/rating.trf", nil, nil)
	if n := strings.Count(string(trf), "\n001 "); n != 60 {
		t.Errorf("rating.trf: %d players, want 60", n)
	}
	e.client().refused("GET", "/api/chess/cup/export/secret.csv", nil, turnir.ENOTFOUND)
	st, sheet := e.client().call("GET", "/api/chess/cup/rounds/1/sheet?lang=ru", nil, nil)
	if st != 200 || !strings.Contains(string(sheet), "30 мин") {
		t.Errorf("K6 sheet: %d %.200s", st, sheet)
	}
	st, pdf := e.client().call("GET", "/api/chess/cup/rounds/1/sheet.pdf?lang=ru", nil, nil)
	if st != 200 || !strings.HasPrefix(string(pdf), "%PDF-") {
		t.Errorf("K6 sheet as PDF: %d %.20q", st, pdf)
	}
	e.client().refused("GET", "/api/chess/cup/rounds/99/sheet.pdf", nil, turnir.ENOTFOUND)
}

// turnirSeedMatches checks a revealed seed against its commitment as the
// kernel does.
func turnirSeedMatches(seed, commitment string) bool {
	s, err := turnir.ParseSeed(seed)
	return err == nil && turnir.VerifyCommitment(s, commitment)
}

// TestK4_ResultsAndCorrections: a slot outside the match, a result that
// is not one, a double forfeit, a correction after the close without and
// with a reason, and a pairing by hand that repeats a match.
func TestK4_ResultsAndCorrections(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	chessEvent(t, org, "k4", 4)
	org.must("POST", "/api/chess/k4/configure", map[string]any{"rounds": 3, "reason": "4 команды: не больше 3 туров (K3)"}, nil)
	var v chessJSON
	org.must("POST", "/api/chess/k4/begin", nil, &v)
	org.refused("POST", "/api/chess/k4/begin", nil, turnir.ECONFLICT)
	path := "/api/chess/k4/rounds/1/matches/1/results"
	org.refused("POST", path, map[string]any{"results": map[string]string{"13": "1-0"}}, turnir.EINVALID)
	org.refused("POST", path, map[string]any{"results": map[string]string{"0": "2-0"}}, turnir.EINVALID)
	org.refused("POST", "/api/chess/k4/rounds/1/matches/9/results", map[string]any{"results": map[string]string{"0": "1-0"}}, turnir.ENOTFOUND)
	org.refused("POST", "/api/chess/k4/rounds/1/matches/0/results", map[string]any{"results": map[string]string{"0": "1-0"}}, turnir.EINVALID)
	all := map[string]string{}
	for s := 0; s < 13; s++ {
		all[fmt.Sprint(s)] = "1-0"
	}
	all["12"] = "--"
	// Two arbiters on one match: the first saves over an empty grid; the
	// second, whose page still showed it empty, is refused, not saved
	// over the first's results unseen.
	empty := map[string]string{}
	for k := range all {
		empty[k] = ""
	}
	org.must("POST", path, map[string]any{"results": all, "was": empty}, nil)
	stale := map[string]string{"3": "1/2-1/2"}
	eb := org.refused("POST", path, map[string]any{"results": stale, "was": map[string]string{"3": ""}}, turnir.ECONFLICT)
	// Named as the grid names it (slot 3: the first captain's simul,
	// board 5), not by the slot's number, which the grid never shows.
	if !strings.Contains(eb.MessageEN, "captain, board 5, was changed") || !strings.Contains(eb.MessageRU, "в сеансе капитана команды «") || !strings.Contains(eb.MessageRU, "на доске 5 за это время") {
		t.Fatalf("the refusal does not name the game as the grid does: %+v", eb)
	}
	org.must("POST", path, map[string]any{"results": map[string]string{"3": "1-0"}, "was": map[string]string{"3": "1-0"}}, nil)
	org.refused("POST", "/api/chess/k4/rounds/1/close", nil, turnir.ECONFLICT) // match 2 lacks results
	org.must("POST", "/api/chess/k4/rounds/1/matches/2/results", map[string]any{"results": all}, nil)
	org.must("POST", "/api/chess/k4/rounds/1/close", nil, &v)
	org.refused("POST", path, map[string]any{"results": map[string]string{"0": "0-1"}}, turnir.ECONFLICT)
	org.must("POST", path, map[string]any{"results": map[string]string{"0": "0-1"}, "reason": "ошибка в бланке"}, &v)
	// The decisions log says what the correction changed.
	var dv struct {
		Decisions []struct {
			Reason  string `json:"reason"`
			Changes []struct {
				Match  int    `json:"match"`
				GameRU string `json:"game_ru"`
				Before string `json:"before"`
				After  string `json:"after"`
			} `json:"changes"`
		} `json:"decisions"`
	}
	org.must("GET", "/api/chess/k4", nil, &dv)
	last := dv.Decisions[len(dv.Decisions)-1]
	if last.Reason != "ошибка в бланке" || len(last.Changes) != 1 || last.Changes[0].Match != 1 || last.Changes[0].Before != "1-0" ||
		last.Changes[0].After != "0-1" || !strings.Contains(last.Changes[0].GameRU, "на доске") {
		t.Fatalf("the correction in the decisions log: %+v", last)
	}
	m := v.Rounds[0].Matches[0]
	org.refused("POST", "/api/chess/k4/rounds/manual", map[string]any{"matches": []map[string]string{{"white": m.White, "black": m.Black},
		{"white": v.Rounds[0].Matches[1].White, "black": v.Rounds[0].Matches[1].Black}}, "reason": "повтор"}, turnir.ECONFLICT)
	// K3: a pairing is taken back only by a decision, before its results.
	org.must("POST", "/api/chess/k4/rounds", nil, &v)
	org.refused("POST", "/api/chess/k4/rounds/undo", nil, turnir.EINVALID)
	org.must("POST", "/api/chess/k4/rounds/undo", map[string]string{"reason": "команда не явилась к жеребьёвке"}, &v)
	if len(v.Rounds) != 1 || !v.Actions.Pair {
		t.Fatalf("after taking round 2 back: %d rounds, actions %+v", len(v.Rounds), v.Actions)
	}
	if !v.Actions.FinishEarly {
		t.Fatalf("finishing early is not offered: %+v", v.Actions)
	}
	org.refused("POST", "/api/chess/k4/finish", nil, turnir.ECONFLICT)
	org.must("POST", "/api/chess/k4/finish", map[string]any{"reason": "решение судейской коллегии"}, &v)
	if v.Phase != "finished" {
		t.Fatal(v.Phase)
	}
}

// wsChess subscribes to an event's live channel.
func (e *env) wsChess(cid string) <-chan map[string]any {
	e.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	url := "ws" + strings.TrimPrefix(e.ts.URL, "http") + "/api/chess/" + cid + "/ws"
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		e.t.Fatal(err)
	}
	ch := make(chan map[string]any, 64)
	go func() {
		defer close(ch)
		for {
			_, b, err := c.Read(ctx)
			if err != nil {
				return
			}
			var m map[string]any
			_ = json.Unmarshal(b, &m)
			select {
			case ch <- m:
			default:
			}
		}
	}()
	e.t.Cleanup(func() { cancel(); c.CloseNow() })
	return ch
}

// TestK3_DemoHalfWay: the demo event is at round 5 of 9, with results
// and standings, and can be carried on through the API.
func TestK3_DemoHalfWay(t *testing.T) {
	e := newEnv(t)
	for range 2 {
		if err := turnirhttp.DemoChess(context.Background(), e.srv); err != nil {
			t.Fatal(err)
		}
	}
	org := e.org()
	v := org.chess("demo-chess")
	if v.Phase != "running" || len(v.Rounds) != 5 || v.Actions.Enter != 5 || len(v.TeamCards) != 12 {
		t.Fatalf("demo: %s, %d rounds, actions %+v", v.Phase, len(v.Rounds), v.Actions)
	}
	if v.Standings[0].GamePoints == 0 || v.Programme.Next == nil {
		t.Fatalf("demo standings %+v, next %+v", v.Standings[0], v.Programme.Next)
	}
	for _, m := range v.Rounds[4].Matches {
		if m.Complete {
			continue
		}
		res := map[string]string{}
		for _, g := range m.Games {
			res[fmt.Sprint(g.Slot)] = "1/2-1/2"
		}
		org.must("POST", fmt.Sprintf("/api/chess/demo-chess/rounds/5/matches/%d/results", m.Number), map[string]any{"results": res}, nil)
	}
	org.must("POST", "/api/chess/demo-chess/rounds/5/close", nil, nil)
	org.must("POST", "/api/chess/demo-chess/rounds", nil, &v)
	if len(v.Rounds) != 6 {
		t.Fatalf("%d rounds after pairing on", len(v.Rounds))
	}
}

// TestK7_DrawHappensByItself: the round-1 draw scheduled for its time is
// made by the server's clock at that time, stamped with it, and the log
// verifies.
func TestK7_DrawHappensByItself(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	chessEvent(t, org, "k7d", 4)
	org.must("POST", "/api/chess/k7d/configure", map[string]any{"rounds": 3, "reason": "4 команды"}, nil)
	org.refused("POST", "/api/chess/k7d/draw-schedule", map[string]any{"at": "вчера"}, turnir.EINVALID)
	org.refused("POST", "/api/chess/k7d/draw-schedule", map[string]any{"at": t0.Add(-time.Hour).Format(time.RFC3339)}, turnir.EINVALID)
	at := t0.Add(time.Hour)
	org.must("POST", "/api/chess/k7d/draw-schedule", map[string]any{"at": at.Format(time.RFC3339)}, nil)
	e.tick(59 * time.Minute)
	if v := org.chess("k7d"); v.Phase != "registration" {
		t.Fatalf("the draw was made early: %s", v.Phase)
	}
	e.tick(2 * time.Minute)
	v := org.chess("k7d")
	if v.Phase != "running" || len(v.Rounds) != 1 || v.Seed == "" {
		t.Fatalf("the scheduled draw was not made: %s, %d rounds", v.Phase, len(v.Rounds))
	}
	evs, err := e.store.Load(context.Background(), "chess.k7d", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range evs {
		if ev.Type == teamchess.EvBegun && (!ev.At.Equal(at) || ev.Actor != "scheduler") {
			t.Errorf("the draw is stamped %s by %s, want %s by the scheduler", ev.At, ev.Actor, at)
		}
	}
	if rep, err := teamchess.Verify(evs); err != nil || !rep.OK() {
		t.Fatalf("verify: %v %v", err, rep.Problems())
	}
}

// TestK2_ImportRostersFromAFile: a roster file (XLSX or CSV) admits its
// eligible teams and refuses the others with their violations.
func TestK2_ImportRostersFromAFile(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	chessEvent(t, org, "imp", 0)
	rows := [][]string{}
	for i := 1; i <= 3; i++ {
		for b, p := range chessRoster(i).Players {
			year := p.BirthYear
			if i == 3 && b == 0 {
				year = 2010
			}
			rows = append(rows, []string{fmt.Sprintf("Школа %d", i), "СОШ", "Рук.", fmt.Sprint(b + 1), p.Name, fmt.Sprint(year), p.Sex, "", ""})
		}
	}
	tb := report.New([]string{"команда", "организация", "руководитель", "доска", "ФИО", "г.р.", "пол", "рейтинг", "ID"}, rows)
	var x bytes.Buffer
	if err := report.WriteXLSX(&x, tb); err != nil {
		t.Fatal(err)
	}
	var res struct {
		Admitted []string `json:"admitted"`
		Refused  []struct {
			Team      string `json:"team"`
			MessageRU string `json:"message_ru"`
		} `json:"refused"`
	}
	org.must("POST", "/api/chess/imp/teams/import", map[string]string{"file_base64": base64.StdEncoding.EncodeToString(x.Bytes())}, &res)
	if len(res.Admitted) != 2 || len(res.Refused) != 1 || !strings.Contains(res.Refused[0].MessageRU, "доска 1") {
		t.Fatalf("import: %+v", res)
	}
	csv := "команда;организация;руководитель;доска;ФИО;г.р.;пол\nШкола 3;СОШ;Рук.;1;Игрок 3-1;2013;м\n"
	org.must("POST", "/api/chess/imp/teams/import", map[string]string{"file_base64": base64.StdEncoding.EncodeToString([]byte(csv))}, &res)
	if len(res.Refused) != 1 || !strings.Contains(res.Refused[0].MessageRU, "нужно ровно 5") {
		t.Fatalf("a CSV of one player: %+v", res)
	}
	org.refused("POST", "/api/chess/imp/teams/import", map[string]string{"file_base64": "не base64"}, turnir.EINVALID)
	e.client().refused("POST", "/api/chess/imp/teams/import", map[string]string{"file_base64": ""}, turnir.EUNAUTHORIZED)
}

// TestK7_ScheduledDrawRefusedWaitsForTheArbiters: a scheduled draw the
// engine refuses (a field too small for the rounds) is not made and not
// retried on every tick; once the arbiters fit the rounds, the next tick
// makes it.
func TestK7_ScheduledDrawRefusedWaitsForTheArbiters(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	chessEvent(t, org, "small", 2)
	org.must("POST", "/api/chess/small/draw-schedule", map[string]any{"at": t0.Add(time.Minute).Format(time.RFC3339)}, nil)
	for range 3 {
		e.tick(time.Minute)
	}
	if v := org.chess("small"); v.Phase != "registration" {
		t.Fatalf("2 teams were drawn for 9 rounds: %s", v.Phase)
	}
	org.must("POST", "/api/chess/small/configure", map[string]any{"rounds": 1, "reason": "2 команды — один тур"}, nil)
	e.tick(time.Second)
	if v := org.chess("small"); v.Phase != "running" || len(v.Rounds) != 1 {
		t.Fatalf("after the rounds were fitted: %s, %d rounds", v.Phase, len(v.Rounds))
	}
}

// TestK4_ResultSlotsAreWrittenOnce: a game's slot is a plain number,
// named once: "02" or "+2" is not one, and a body naming a game twice is
// refused rather than keeping one of its two results unseen.
func TestK4_ResultSlotsAreWrittenOnce(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	chessEvent(t, org, "slots", 4)
	org.must("POST", "/api/chess/slots/configure", map[string]any{"rounds": 3, "reason": "4 команды: не больше 3 туров (K3)"}, nil)
	org.must("POST", "/api/chess/slots/begin", nil, nil)
	path := "/api/chess/slots/rounds/1/matches/1/results"
	for _, body := range []string{`{"results":{"02":"1-0"}}`, `{"results":{"+2":"1-0"}}`, `{"results":{"2":"1-0","2":"0-1"}}`, `{"results":{"x":"1-0"}}`, `{"results":{"2":5}}`} {
		st, _, raw := org.raw("POST", path, body, map[string]string{"Content-Type": "application/json"})
		if st != 400 {
			t.Errorf("%s: %d %s, want 400", body, st, raw)
		}
	}
	org.must("POST", path, map[string]any{"results": map[string]string{"2": "1-0"}}, nil)

	// A result typed into the wrong match is cleared ("") while the round
	// is open.
	org.must("POST", path, map[string]any{"results": map[string]string{"2": ""}, "was": map[string]string{"2": "1-0"}}, nil)
	var round struct {
		Matches []struct {
			Games []struct {
				Slot   int    `json:"slot"`
				Result string `json:"result"`
			} `json:"games"`
		} `json:"matches"`
	}
	org.must("GET", "/api/chess/slots/rounds/1", nil, &round)
	for _, g := range round.Matches[0].Games {
		if g.Slot == 2 && g.Result != "" {
			t.Fatalf("game 2 after clearing: %q", g.Result)
		}
	}
}
