package http_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/coder/websocket"

	"turnir"
)

// The festival API: the team quiz cup run from registration to the cups
// over HTTP, the jury's corrections, refusals and the public's rights.

// cupJSON is the part of the Cup view the tests read.
type cupJSON struct {
	Started bool `json:"started"`
	Next    struct {
		Stage string   `json:"stage"`
		Round int      `json:"round"`
		Teams []string `json:"teams"`
	} `json:"next"`
	Lot *struct {
		Purpose    string `json:"purpose"`
		Commitment string `json:"commitment"`
	} `json:"lot"`
	Names  map[string]string `json:"names"`
	Rounds []struct {
		Number    int   `json:"number"`
		Closed    bool  `json:"closed"`
		Questions int   `json:"questions"`
		Values    []int `json:"values"`
		Taken     []int `json:"taken"`
		Pairs     []struct {
			A string `json:"a"`
			B string `json:"b"`
		} `json:"pairs"`
		Rows []struct {
			Team    string `json:"team"`
			Answers []bool `json:"answers"`
			Points  int    `json:"points"`
			Rating  int    `json:"rating"`
			Place   string `json:"place"`
		} `json:"rows"`
	} `json:"rounds"`
	Seeds   []string `json:"seeds"`
	Bracket []struct {
		Round int `json:"round"`
		Pairs []struct {
			A, B, Winner, By string
		} `json:"pairs"`
	} `json:"bracket"`
	Final *struct {
		Teams  []string `json:"teams"`
		Locked bool     `json:"locked"`
		Score  struct {
			Points  [2]int `json:"points"`
			Decided bool   `json:"decided"`
			Winner  string `json:"winner"`
		} `json:"score"`
	} `json:"final"`
	Ranking []struct {
		Place string `json:"place"`
		Team  string `json:"team"`
		Cup   int    `json:"cup"`
	} `json:"ranking"`
	Lots []struct {
		Purpose    string `json:"purpose"`
		Commitment string `json:"commitment"`
		Seed       string `json:"seed"`
	} `json:"lots"`
}

type historyJSON []struct {
	Version    int64           `json:"version"`
	Type       string          `json:"type"`
	Actor      string          `json:"actor"`
	Reason     string          `json:"reason"`
	Data       json.RawMessage `json:"data"`
	Correction bool            `json:"correction"`
	Corrects   int64           `json:"corrects"`
}

// festival creates festival fid with n teams t1..tn of players players.
func (c *client) festival(fid string, n, players int) {
	c.e.t.Helper()
	c.must("POST", "/api/festivals", map[string]string{"id": fid, "name": "Кубок " + fid}, nil)
	for k := 1; k <= n; k++ {
		var names []string
		for p := 1; p <= players; p++ {
			names = append(names, fmt.Sprintf("Игрок %d-%d", k, p))
		}
		c.must("POST", "/api/festivals/"+fid+"/teams", map[string]any{"name": fmt.Sprintf("Команда %d", k), "city": "Казань",
			"players": names, "coaches": []string{fmt.Sprintf("Тренер %d", k)}}, nil)
	}
}

// cup reads the cup's view.
func (c *client) cup(fid string) cupJSON {
	c.e.t.Helper()
	var v cupJSON
	c.must("GET", "/api/festivals/"+fid+"/cup", nil, &v)
	return v
}

// strength is how many of 12 questions team tK takes: t1 the most, so the
// stronger team wins every pair and no place is shared.
func strength(team string) int {
	var k int
	fmt.Sscanf(team, "t%d", &k)
	return 13 - k
}

// marks returns n answers of which the first k are taken.
func marks(k, n int) []bool {
	out := make([]bool, n)
	for i := range min(k, n) {
		out[i] = true
	}
	return out
}

// playRound enters every row of the open round by strength and closes it.
func (c *client) playRound(fid string, v cupJSON) cupJSON {
	c.e.t.Helper()
	n := v.Next.Round
	for _, team := range v.Next.Teams {
		c.must("POST", fmt.Sprintf("/api/festivals/%s/cup/rounds/%d/answers", fid, n),
			map[string]any{"team": team, "answers": marks(strength(team), 12)}, nil)
	}
	c.must("POST", fmt.Sprintf("/api/festivals/%s/cup/rounds/%d/close", fid, n), map[string]any{}, &v)
	return v
}

// drawLot publishes the commitment of the lot the cup waits for and draws it.
func (c *client) drawLot(fid string) cupJSON {
	c.e.t.Helper()
	var v cupJSON
	c.must("POST", "/api/festivals/"+fid+"/cup/lot/commit", map[string]any{}, &v)
	if v.Lot == nil || len(v.Lot.Commitment) != 64 {
		c.e.t.Fatalf("no commitment published before the draw: %+v", v.Lot)
	}
	c.must("POST", "/api/festivals/"+fid+"/cup/lot/draw", map[string]any{"step": v.Next}, &v)
	return v
}

func TestFestivalCupOverAPI(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	const fid = "cup-1"
	org.festival(fid, 8, 7)
	org.must("POST", "/api/festivals/"+fid+"/cup", map[string]any{}, nil)
	var v cupJSON

	t.Run("C2_seven_teams_cannot_start", func(t *testing.T) {
		for k := 1; k <= 7; k++ {
			org.must("POST", "/api/festivals/"+fid+"/cup/teams", map[string]any{"team": fmt.Sprintf("t%d", k)}, nil)
		}
		eb := org.refused("POST", "/api/festivals/"+fid+"/cup/start", nil, turnir.ECONFLICT)
		if !strings.Contains(eb.MessageRU, "(C2)") || !strings.Contains(eb.MessageEN, "(C2)") {
			t.Fatalf("refusal does not cite C2: %+v", eb)
		}
		org.must("POST", "/api/festivals/"+fid+"/cup/teams", map[string]any{"all": true}, &v)
		org.must("POST", "/api/festivals/"+fid+"/cup/start", nil, &v)
		if v.Next.Stage != "round" || v.Next.Round != 1 || len(v.Next.Teams) != 8 {
			t.Fatalf("after start: %+v", v.Next)
		}
	})
	t.Run("C4_qualifying_table_places_and_question_rating", func(t *testing.T) {
		v = org.playRound(fid, v)
		r1 := v.Rounds[0]
		if !r1.Closed || r1.Rows[0].Points != 12 || r1.Rows[0].Place != "1" || r1.Rows[7].Place != "8" {
			t.Fatalf("round 1 table: %+v", r1.Rows)
		}
		// Question 12 was taken by t1 only: worth 1 + 7 misses.
		if r1.Values[11] != 8 || r1.Taken[11] != 1 || r1.Values[0] != 1 || r1.Taken[0] != 8 {
			t.Fatalf("question rating: values %v taken %v", r1.Values, r1.Taken)
		}
		if v.Next.Stage != "draw" || v.Next.Round != 2 || !slices.Equal(v.Seeds, []string{"t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8"}) {
			t.Fatalf("after round 1: next %+v seeds %v", v.Next, v.Seeds)
		}
	})
	t.Run("C5_round_2_places_5_8_drawn_against_1_4", func(t *testing.T) {
		org.refused("POST", "/api/festivals/"+fid+"/cup/lot/draw", map[string]any{}, turnir.ECONFLICT) // no commitment yet
		v = org.drawLot(fid)
		pairs := v.Rounds[1].Pairs
		if len(pairs) != 4 {
			t.Fatalf("round 2 pairs: %+v", pairs)
		}
		for _, p := range pairs {
			if strength(p.A) > strength("t5") || strength(p.B) < strength("t4") {
				t.Errorf("pair %s-%s does not join places 5-8 with 1-4", p.A, p.B)
			}
		}
		if len(v.Lots) != 1 || v.Lots[0].Seed == "" || v.Lots[0].Purpose != "cup/draw-round-2" {
			t.Fatalf("the draw did not reveal its seed: %+v", v.Lots)
		}
		v = org.playRound(fid, v)
		if len(v.Bracket) != 1 || v.Bracket[0].Pairs[0].Winner != v.Bracket[0].Pairs[0].B || v.Bracket[0].Pairs[0].By != "points" {
			t.Fatalf("bracket after round 2: %+v", v.Bracket)
		}
	})
	t.Run("C6_round_3_by_general_lot", func(t *testing.T) {
		if v.Next.Stage != "draw" || v.Next.Round != 3 {
			t.Fatalf("next: %+v", v.Next)
		}
		v = org.drawLot(fid)
		v = org.playRound(fid, v)
		if v.Next.Stage != "lineup" || len(v.Final.Teams) != 2 {
			t.Fatalf("after round 3: %+v", v.Next)
		}
	})
	t.Run("C8_lineup_of_seven_refused_six_locked", func(t *testing.T) {
		for _, team := range v.Final.Teams {
			seven := []string{team + "-p1", team + "-p2", team + "-p3", team + "-p4", team + "-p5", team + "-p6", team + "-p7"}
			eb := org.refused("PUT", "/api/festivals/"+fid+"/cup/lineups/"+team, map[string]any{"players": seven}, turnir.EINVALID)
			if !strings.Contains(eb.MessageRU, "C8") {
				t.Fatalf("refusal does not cite C8: %+v", eb)
			}
			org.must("PUT", "/api/festivals/"+fid+"/cup/lineups/"+team, map[string]any{"players": seven[:6]}, &v)
		}
		org.must("POST", "/api/festivals/"+fid+"/cup/final/start", nil, &v)
		org.refused("PUT", "/api/festivals/"+fid+"/cup/lineups/"+v.Final.Teams[0],
			map[string]any{"players": []string{v.Final.Teams[0] + "-p7"}}, turnir.ECONFLICT)
	})
	t.Run("C7_final_of_13_questions_then_extra_until_someone_scores", func(t *testing.T) {
		a, b := v.Final.Teams[0], v.Final.Teams[1]
		// 6:6 with one nobody after 13, then an extra question nobody takes,
		// then b takes the next.
		for i := range 13 {
			w := a
			switch {
			case i == 12:
				w = ""
			case i%2 == 1:
				w = b
			}
			org.must("POST", "/api/festivals/"+fid+"/cup/final/questions", map[string]string{"winner": w}, &v)
		}
		if v.Final.Score.Decided || v.Final.Score.Points != [2]int{6, 6} || v.Next.Stage != "final" {
			t.Fatalf("after 13 level questions: %+v next %+v", v.Final.Score, v.Next)
		}
		org.must("POST", "/api/festivals/"+fid+"/cup/final/questions", map[string]string{"winner": ""}, &v)
		org.must("POST", "/api/festivals/"+fid+"/cup/final/questions", map[string]string{"winner": b}, &v)
		if !v.Final.Score.Decided || v.Final.Score.Winner != b || v.Next.Stage != "done" {
			t.Fatalf("extra questions: %+v", v.Final.Score)
		}
	})
	t.Run("C15_cups_for_first_and_second", func(t *testing.T) {
		if v.Ranking[0].Place != "1" || v.Ranking[0].Cup != 1 || v.Ranking[1].Cup != 2 || v.Ranking[0].Team != v.Final.Score.Winner {
			t.Fatalf("ranking: %+v", v.Ranking[:2])
		}
		if v.Ranking[2].Place != "3-4" || v.Ranking[3].Place != "3-4" || v.Ranking[4].Place != "5-8" {
			t.Fatalf("shared places: %+v", v.Ranking)
		}
		var list []struct {
			ID     string `json:"id"`
			Winner string `json:"winner"`
			Cup    string `json:"cup"`
		}
		e.client().must("GET", "/api/festivals", nil, &list)
		if len(list) != 1 || list[0].Winner != v.Final.Score.Winner || list[0].Cup != "done" {
			t.Fatalf("festival list: %+v", list)
		}
	})
	t.Run("restart_replays_the_same_cup", func(t *testing.T) {
		before := e.client().must("GET", "/api/festivals/"+fid+"/cup", nil, nil)
		e.stop()
		e.start()
		after := e.client().must("GET", "/api/festivals/"+fid+"/cup", nil, nil)
		if !bytes.Equal(before, after) {
			t.Fatalf("the cup differs after a restart:\n%s\n%s", before, after)
		}
	})
	t.Run("exports", func(t *testing.T) {
		pub := e.client()
		st, csv := pub.call("GET", "/api/festivals/"+fid+"/export/cup-ranking.csv", nil, nil)
		if st != 200 || !bytes.HasPrefix(csv, []byte("\uFEFF")) || !bytes.Contains(csv, []byte("3-4")) || !bytes.Contains(csv, []byte("Кубок за 1 место")) {
			t.Fatalf("ranking CSV: %d %s", st, csv)
		}
		for _, f := range []string{"all.xlsx", "rating.xlsx", "rating.zip", "cup-round-1.xlsx"} {
			st, b := pub.call("GET", "/api/festivals/"+fid+"/export/"+f, nil, nil)
			z, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
			if st != 200 || err != nil {
				t.Fatalf("%s: %d %v", f, st, err)
			}
			if f == "rating.zip" {
				var names []string
				for _, zf := range z.File {
					names = append(names, zf.Name)
				}
				if len(names) != 3 { // rounds 1, 2 and 3
					t.Fatalf("rating.zip holds %v", names)
				}
				r, _ := z.File[0].Open()
				var buf bytes.Buffer
				buf.ReadFrom(r)
				if !strings.Contains(buf.String(), "t1,Команда 1,Казань,1,1,1,1,1,1,1,1,1,1,1,1") {
					t.Fatalf("rating sheet of round 1: %s", buf.String())
				}
			}
		}
		// For print: the cup's tables, and the final's, on A4.
		for _, f := range []string{"all.pdf", "cup-final.pdf"} {
			if st, b := pub.call("GET", "/api/festivals/"+fid+"/export/"+f, nil, nil); st != 200 || !bytes.HasPrefix(b, []byte("%PDF-")) {
				t.Fatalf("%s: %d %.40q", f, st, b)
			}
		}
		pub.refused("GET", "/api/festivals/"+fid+"/export/nothing.csv", nil, turnir.ENOTFOUND)
		pub.refused("GET", "/api/festivals/"+fid+"/export/all.csv", nil, turnir.ENOTFOUND)
	})
}

// TestFestivalJury proves what the jury page relies on: a correction is a
// new event and the corrected entry stays in the history; a bad input is
// refused in both languages and loses nothing; the public may read but not
// write; changes are pushed live.
func TestFestivalJury(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	const fid = "jury"
	org.festival(fid, 8, 2)
	org.must("POST", "/api/festivals/"+fid+"/cup", map[string]any{}, nil)
	org.must("POST", "/api/festivals/"+fid+"/cup/teams", map[string]any{"all": true}, nil)
	org.must("POST", "/api/festivals/"+fid+"/cup/start", nil, nil)
	cell := func(team string, q int, ok bool) cupJSON {
		var v cupJSON
		org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers", map[string]any{"team": team, "question": q, "answered": ok}, &v)
		return v
	}

	t.Run("correction_kept_in_history", func(t *testing.T) {
		cell("t1", 3, true)
		v := cell("t1", 3, false)
		if v.Rounds[0].Rows[0].Answers[2] {
			t.Fatal("the correction did not change the table")
		}
		var h historyJSON
		e.client().must("GET", "/api/festivals/"+fid+"/history", nil, &h)
		var entries []int
		for i, x := range h {
			if x.Type == "CupAnswered" {
				entries = append(entries, i)
			}
		}
		if len(entries) != 2 {
			t.Fatalf("history holds %d cell entries, want the first entry and its correction", len(entries))
		}
		first, second := h[entries[0]], h[entries[1]]
		if first.Correction || !second.Correction || second.Corrects != first.Version || second.Actor != "organizer" {
			t.Fatalf("history: %+v then %+v", first, second)
		}
		if !strings.Contains(string(first.Data), `"answered":true`) {
			t.Fatalf("the corrected entry lost its value: %s", first.Data)
		}
	})
	t.Run("bad_input_refused_in_both_languages_nothing_lost", func(t *testing.T) {
		cell("t2", 1, true)
		var before struct {
			Version int64 `json:"version"`
		}
		org.must("GET", "/api/festivals/"+fid, nil, &before)
		eb := org.refused("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers?lang=en",
			map[string]any{"team": "t2", "question": 13, "answered": true}, turnir.EINVALID)
		if !strings.Contains(eb.Message, "questions 1-12") || !strings.Contains(eb.MessageRU, "вопросы 1-12") {
			t.Fatalf("messages: %+v", eb)
		}
		org.refused("POST", "/api/festivals/"+fid+"/disqualify", map[string]any{"kind": "team", "id": "t3", "reason": " "}, turnir.EINVALID)
		org.refused("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers", map[string]any{"team": "nobody", "question": 1, "answered": true}, turnir.ENOTFOUND)
		org.refused("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers", "not an object", turnir.EINVALID)
		var after struct {
			Version int64 `json:"version"`
		}
		org.must("GET", "/api/festivals/"+fid, nil, &after)
		v := org.cup(fid)
		if after.Version != before.Version || !v.Rounds[0].Rows[1].Answers[0] {
			t.Fatalf("a refusal changed the log: version %d -> %d", before.Version, after.Version)
		}
	})
	t.Run("public_reads_but_may_not_write", func(t *testing.T) {
		pub := e.client()
		pub.cup(fid)
		pub.refused("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers", map[string]any{"team": "t1", "question": 1, "answered": true}, turnir.EUNAUTHORIZED)
		pub.refused("POST", "/api/festivals", map[string]any{"name": "x"}, turnir.EUNAUTHORIZED)
		pub.refused("POST", "/api/festivals/"+fid+"/disqualify", map[string]any{"kind": "team", "id": "t3", "reason": "r"}, turnir.EUNAUTHORIZED)
		if v := pub.cup(fid); v.Rounds[0].Rows[0].Answers[0] {
			t.Fatal("a refused public write reached the table")
		}
		pub.refused("GET", "/api/festivals/none/cup", nil, turnir.ENOTFOUND)
	})
	t.Run("shared_places_shown_as_3_4", func(t *testing.T) {
		org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers", map[string]any{"team": "t3", "answers": marks(5, 12)}, nil)
		org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers", map[string]any{"team": "t4", "answers": marks(5, 12)}, nil)
		org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers", map[string]any{"team": "t5", "answers": marks(9, 12)}, nil)
		org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers", map[string]any{"team": "t6", "answers": marks(7, 12)}, nil)
		v := org.cup(fid)
		place := map[string]string{}
		for _, r := range v.Rounds[0].Rows {
			place[r.Team] = r.Place
		}
		if place["t5"] != "1" || place["t6"] != "2" || place["t3"] != "3-4" || place["t4"] != "3-4" {
			t.Fatalf("places: %v", place)
		}
	})
	t.Run("remove_and_restore_a_question_need_a_reason", func(t *testing.T) {
		org.refused("POST", "/api/festivals/"+fid+"/cup/rounds/1/questions/1/remove", map[string]any{"reason": ""}, turnir.EINVALID)
		var v cupJSON
		org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/questions/1/remove", map[string]any{"reason": "спорный ответ"}, &v)
		if v.Rounds[0].Values[0] != 0 || v.Rounds[0].Taken[0] != 0 {
			t.Fatalf("removed question still counts: %v %v", v.Rounds[0].Values, v.Rounds[0].Taken)
		}
		org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/questions/1/restore", map[string]any{"reason": "апелляция"}, &v)
		if v.Rounds[0].Values[0] == 0 {
			t.Fatal("restored question does not count")
		}
	})
	t.Run("DQ1_DQ2_decisions_logged_with_reason", func(t *testing.T) {
		org.must("POST", "/api/festivals/"+fid+"/decisions", map[string]any{"subject": "вопрос 4", "decision": "засчитать", "reason": "апелляция команды"}, nil)
		org.must("POST", "/api/festivals/"+fid+"/disqualify", map[string]any{"kind": "player", "id": "t1-p2", "reason": "подсказка из зала"}, nil)
		var h historyJSON
		org.must("GET", "/api/festivals/"+fid+"/history", nil, &h)
		last := h[len(h)-2:]
		if last[0].Type != "CommitteeDecided" || last[0].Reason != "апелляция команды" || last[1].Type != "Disqualified" || last[1].Reason != "подсказка из зала" {
			t.Fatalf("decisions: %+v", last)
		}
	})
	t.Run("live_push_on_a_change", func(t *testing.T) {
		ch := e.wsFest(fid)
		next(t, ch, "hello")
		cell("t8", 12, true)
		e.srv.Flush()
		m := next(t, ch, "festival")
		if !strings.Contains(fmt.Sprint(m["events"]), "CupAnswered") {
			t.Fatalf("live message: %v", m)
		}
	})
}

// TestFestivalSolyanka: the solyanka over HTTP (Y1), shared places (Y2).
func TestFestivalSolyanka(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.festival("sol", 3, 1)
	type solJSON struct {
		Rows []struct {
			Team  string  `json:"team"`
			Place string  `json:"place"`
			Total float64 `json:"total"`
		} `json:"rows"`
	}
	var v solJSON
	org.must("POST", "/api/festivals/sol/solyanka", map[string]any{"tasks": []map[string]any{{"title": "Анаграммы", "max": 5}, {"title": "Ребус"}}}, &v)
	t.Run("Y1_scores_checked_by_the_engine", func(t *testing.T) {
		org.refused("POST", "/api/festivals/sol/solyanka/scores", map[string]any{"team": "t1", "task": 1, "points": 6}, turnir.EINVALID)
		org.must("POST", "/api/festivals/sol/solyanka/scores", map[string]any{"team": "t1", "task": 1, "points": 4.5}, &v)
	})
	t.Run("Y2_equal_totals_share_the_place", func(t *testing.T) {
		org.must("POST", "/api/festivals/sol/solyanka/scores", map[string]any{"team": "t2", "task": 2, "points": 4.5}, &v)
		if v.Rows[0].Place != "1-2" || v.Rows[1].Place != "1-2" || v.Rows[2].Place != "3" {
			t.Fatalf("solyanka: %+v", v.Rows)
		}
		st, csv := e.client().call("GET", "/api/festivals/sol/export/solyanka.csv?lang=en", nil, nil)
		if st != http.StatusOK || !bytes.Contains(csv, []byte("1-2,t1")) || !bytes.Contains(csv, []byte("Total")) {
			t.Fatalf("solyanka CSV: %s", csv)
		}
	})
}

// wsFest subscribes to a festival's live updates.
func (e *env) wsFest(fid string) <-chan map[string]any {
	e.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	url := "ws" + strings.TrimPrefix(e.ts.URL, "http") + "/api/festivals/" + fid + "/ws"
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

// TestFestivalHistorySince: ?since=N gives only the entries after N.
func TestFestivalHistorySince(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.festival("h", 2, 1)
	var all, tail historyJSON
	org.must("GET", "/api/festivals/h/history", nil, &all)
	org.must("GET", fmt.Sprintf("/api/festivals/h/history?since=%d", all[len(all)-2].Version), nil, &tail)
	if len(all) < 3 || len(tail) != 1 || tail[0].Version != all[len(all)-1].Version {
		t.Fatalf("history %d entries, since the last but one: %+v", len(all), tail)
	}
}

// TestFestivalJuryRole: the jury signs in with its own password, enters
// and corrects results logged as "jury", and is refused what stays the
// organizer's (DQ1, DQ2, a new festival, the puzzle Swiss).
func TestFestivalJuryRole(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.festival("jr", 8, 1)
	org.must("POST", "/api/festivals/jr/cup", map[string]any{}, nil)
	org.must("POST", "/api/festivals/jr/cup/teams", map[string]any{"all": true}, nil)
	org.must("POST", "/api/festivals/jr/cup/start", nil, nil)
	jury := e.client()
	// Signed out, a write the jury may make says so: not only the organizer.
	if eb := jury.refused("POST", "/api/festivals/jr/cup/rounds/1/answers", map[string]any{"team": "t1", "question": 1, "answered": true}, turnir.EUNAUTHORIZED); eb.MessageRU != "войдите как организатор или жюри" {
		t.Errorf("signed-out jury write refused with %q", eb.MessageRU)
	}
	jury.refused("POST", "/api/jury/login", map[string]string{"password": orgPassword}, turnir.EUNAUTHORIZED)
	jury.must("POST", "/api/jury/login", map[string]string{"password": juryPassword}, nil)
	var sess struct{ Organizer, Jury bool }
	jury.must("GET", "/api/session", nil, &sess)
	if sess.Organizer || !sess.Jury {
		t.Fatalf("session: %+v", sess)
	}
	jury.must("POST", "/api/festivals/jr/cup/rounds/1/answers", map[string]any{"team": "t1", "question": 1, "answered": true}, nil)
	var h historyJSON
	jury.must("GET", "/api/festivals/jr/history", nil, &h)
	if last := h[len(h)-1]; last.Type != "CupAnswered" || last.Actor != "jury" {
		t.Fatalf("the jury's entry: %+v", last)
	}
	eb := jury.refused("POST", "/api/festivals/jr/disqualify", map[string]any{"kind": "team", "id": "t2", "reason": "r"}, turnir.EFORBIDDEN)
	if !strings.Contains(eb.MessageRU, "только организатор") {
		t.Fatalf("refusal: %+v", eb)
	}
	jury.refused("POST", "/api/festivals/jr/decisions", map[string]any{"subject": "s", "decision": "d", "reason": "r"}, turnir.EFORBIDDEN)
	jury.refused("POST", "/api/festivals", map[string]any{"name": "x"}, turnir.EFORBIDDEN)
	jury.refused("POST", "/api/tournaments", map[string]any{"name": "x"}, turnir.EUNAUTHORIZED)
	jury.must("POST", "/api/logout", nil, nil)
	jury.refused("POST", "/api/festivals/jr/cup/rounds/1/answers", map[string]any{"team": "t1", "question": 2, "answered": true}, turnir.EUNAUTHORIZED)
}

// TestFestivalCutOverAPI: three teams tied across the cut (C4), a
// shootout of 5 questions nobody answers, so it decides nothing; the
// rating is equal too, and the cut lot, committed and then drawn, sends
// one of them on.
func TestFestivalCutOverAPI(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	const fid = "cut"
	org.festival(fid, 10, 1)
	org.must("POST", "/api/festivals/"+fid+"/cup", map[string]any{}, nil)
	org.must("POST", "/api/festivals/"+fid+"/cup/teams", map[string]any{"all": true}, nil)
	var v cupJSON
	org.must("POST", "/api/festivals/"+fid+"/cup/start", nil, &v)
	for k := 1; k <= 10; k++ {
		n := 13 - k // t1 12 ... t7 6
		if k >= 8 {
			n = 3 // t8, t9, t10 tie across the cut, on the same questions
		}
		org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers", map[string]any{"team": fmt.Sprintf("t%d", k), "answers": marks(n, 12)}, nil)
	}
	org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/close", map[string]any{}, &v)
	t.Run("C4_three_teams_tied_across_the_cut_shoot_out", func(t *testing.T) {
		if v.Next.Stage != "shootout" || len(v.Next.Teams) != 3 {
			t.Fatalf("next: %+v", v.Next)
		}
		org.refused("POST", "/api/festivals/"+fid+"/cup/shootout", map[string]any{"correct": []string{"t1"}}, turnir.EINVALID)
		for q := 1; q <= 5; q++ {
			org.must("POST", "/api/festivals/"+fid+"/cup/shootout", map[string]any{"correct": []string{}}, &v)
		}
	})
	t.Run("C4_a_shootout_that_decides_nothing_then_rating_then_lot", func(t *testing.T) {
		if v.Next.Stage != "cut_lot" || len(v.Next.Teams) != 3 {
			t.Fatalf("after 5 empty shootout questions: %+v", v.Next)
		}
		v = org.drawLot(fid)
		if v.Next.Stage != "draw" || len(v.Seeds) != 8 {
			t.Fatalf("after the cut lot: %+v seeds %v", v.Next, v.Seeds)
		}
		lucky := v.Seeds[7]
		if lucky != "t8" && lucky != "t9" && lucky != "t10" {
			t.Fatalf("the 8th place went to %s", lucky)
		}
		var q1 = v.Rounds[0]
		for _, r := range q1.Rows {
			if (r.Team == "t9" || r.Team == "t10") && r.Place != "8-10" {
				t.Fatalf("tied teams share the round's place: %+v", r)
			}
		}
	})
}

// TestFestivalViewCache: a view read twice at one version is the same
// JSON; a change shows at once (the cache is per version).
func TestFestivalViewCache(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	org.festival("vc", 8, 1)
	org.must("POST", "/api/festivals/vc/cup", map[string]any{}, nil)
	org.must("POST", "/api/festivals/vc/cup/teams", map[string]any{"all": true}, nil)
	org.must("POST", "/api/festivals/vc/cup/start", nil, nil)
	pub := e.client()
	a := pub.must("GET", "/api/festivals/vc/cup", nil, nil)
	b := pub.must("GET", "/api/festivals/vc/cup", nil, nil)
	if !bytes.Equal(a, b) {
		t.Fatal("two reads at one version differ")
	}
	org.must("POST", "/api/festivals/vc/cup/rounds/1/answers", map[string]any{"team": "t3", "question": 7, "answered": true}, nil)
	if v := pub.cup("vc"); !v.Rounds[0].Rows[2].Answers[6] || v.Rounds[0].Rows[2].Points != 1 {
		t.Fatalf("the change does not show: %+v", v.Rounds[0].Rows[2])
	}
}

// TestC6_HallLotOverAPI: round 3's pairs drawn in the hall are entered as
// the lot's result with their reason; pairs the rules do not allow are
// refused, and the lot is listed as drawn in the hall (issue 14, item 11).
func TestC6_HallLotOverAPI(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	const fid = "hall"
	org.festival(fid, 8, 7)
	org.must("POST", "/api/festivals/"+fid+"/cup", map[string]any{}, nil)
	var v cupJSON
	org.must("POST", "/api/festivals/"+fid+"/cup/teams", map[string]any{"all": true}, &v)
	org.must("POST", "/api/festivals/"+fid+"/cup/start", nil, &v)
	v = org.playRound(fid, v)
	v = org.drawLot(fid)
	v = org.playRound(fid, v)
	if v.Next.Stage != "draw" || v.Next.Round != 3 || len(v.Next.Teams) != 4 {
		t.Fatalf("next: %+v", v.Next)
	}
	tm := v.Next.Teams
	pairs := []map[string]string{{"a": tm[0], "b": tm[3]}, {"a": tm[1], "b": tm[2]}}
	org.refused("POST", "/api/festivals/"+fid+"/cup/lot/hall", map[string]any{"step": v.Next, "pairs": pairs}, turnir.EINVALID) // no reason
	org.refused("POST", "/api/festivals/"+fid+"/cup/lot/hall", map[string]any{"step": v.Next, "pairs": pairs[:1], "reason": "в зале"}, turnir.EINVALID)
	var after struct {
		Lots []struct {
			Purpose string `json:"purpose"`
			Hall    bool   `json:"hall"`
			Seed    string `json:"seed"`
		} `json:"lots"`
		Next struct {
			Stage string `json:"stage"`
			Round int    `json:"round"`
		} `json:"next"`
	}
	org.must("POST", "/api/festivals/"+fid+"/cup/lot/hall", map[string]any{"step": v.Next, "pairs": pairs, "reason": "капитаны тянули конверты"}, &after)
	last := after.Lots[len(after.Lots)-1]
	if after.Next.Stage != "round" || after.Next.Round != 3 || last.Purpose != "cup/draw-round-3" || !last.Hall || last.Seed != "" {
		t.Fatalf("after the hall lot: next %+v, lot %+v", after.Next, last)
	}
}
