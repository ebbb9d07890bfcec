package http_test

import (
	"context"
	"strings"
	"testing"

	"turnir"
	turnirhttp "turnir/http"
)

// The Brain-ring and Svoya igra tournaments of a festival over HTTP.

type brainringJSON struct {
	Next struct {
		Stage    string   `json:"stage"`
		Group    string   `json:"group"`
		Fight    string   `json:"fight"`
		Question int      `json:"question"`
		Match    string   `json:"match"`
		Teams    []string `json:"teams"`
	} `json:"next"`
	Lot *struct {
		Purpose    string `json:"purpose"`
		Commitment string `json:"commitment"`
	} `json:"lot"`
	Groups []struct {
		Name  string `json:"name"`
		Teams []string
		Table []struct {
			Team      string `json:"team"`
			Label     string `json:"label"`
			Points    int    `json:"points"`
			Qualified bool   `json:"qualified"`
		} `json:"table"`
		Cross []struct {
			Team  string `json:"team"`
			Cells []struct {
				Self   bool `json:"self"`
				Fights []struct {
					Points int `json:"points"`
				} `json:"fights"`
			} `json:"cells"`
		} `json:"cross"`
	} `json:"groups"`
	Bracket *struct {
		Champion string `json:"champion"`
		Rounds   []struct {
			Stage   string `json:"stage"`
			Matches []struct {
				ID     string `json:"id"`
				Winner string `json:"winner"`
			} `json:"matches"`
		} `json:"rounds"`
	} `json:"bracket"`
	Ranking []struct {
		Team  string `json:"team"`
		Label string `json:"label"`
	} `json:"ranking"`
}

// stronger returns the team of teams that strength ranks first.
func stronger(teams []string) string {
	best := ""
	for _, t := range teams {
		if t != "" && (best == "" || strength(t) > strength(best)) {
			best = t
		}
	}
	return best
}

func TestFestivalBrainringOverAPI(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	const fid = "br"
	org.festival(fid, 8, 1)
	cfg := map[string]any{"groups": 2, "advance": 2, "fight_length": 3,
		"points":  map[string]int{"win": 2, "draw": 1, "zero_draw": 0, "loss": 0},
		"playoff": map[string]any{"fights_per_match": 2, "early": 3, "quarter_final": 3, "semi_final": 3, "final": 3, "third_place": 3, "third_place_match": true}}
	var v brainringJSON
	org.must("POST", "/api/festivals/"+fid+"/brainring", map[string]any{"config": cfg}, &v)
	act := func(action string, body map[string]any) {
		t.Helper()
		org.must("POST", "/api/festivals/"+fid+"/brainring/"+action, body, &v)
	}

	t.Run("F2_group_draw_committed_then_drawn", func(t *testing.T) {
		if v.Next.Stage != "draw" || v.Lot == nil || v.Lot.Commitment != "" {
			t.Fatalf("before the draw: %+v lot %+v", v.Next, v.Lot)
		}
		org.refused("POST", "/api/festivals/"+fid+"/brainring/draw-groups", map[string]any{}, turnir.ECONFLICT)
		act("lot-commit", nil)
		if len(v.Lot.Commitment) != 64 {
			t.Fatalf("no commitment: %+v", v.Lot)
		}
		act("draw-groups", map[string]any{})
		if len(v.Groups) != 2 || len(v.Groups[0].Table) != 4 || v.Next.Stage != "groups" {
			t.Fatalf("groups: %+v next %+v", v.Groups, v.Next)
		}
	})
	t.Run("F4_refusal_and_correction_of_a_question", func(t *testing.T) {
		fight := v.Next.Fight
		eb := org.refused("POST", "/api/festivals/"+fid+"/brainring/question", map[string]any{"fight": fight, "question": 1, "taker": "t99"}, turnir.EINVALID)
		if eb.MessageEN == eb.MessageRU {
			t.Fatalf("one language only: %+v", eb)
		}
		weaker := v.Next.Teams[0]
		if weaker == stronger(v.Next.Teams) {
			weaker = v.Next.Teams[1]
		}
		act("question", map[string]any{"fight": fight, "question": 1, "taker": weaker})
		act("question", map[string]any{"fight": fight, "question": 1, "taker": stronger(v.Next.Teams), "reason": "ошибка ввода"})
		var h historyJSON
		org.must("GET", "/api/festivals/"+fid+"/history", nil, &h)
		last := h[len(h)-1]
		if last.Type != "BrainringQuestionTaken" || last.Reason != "ошибка ввода" || h[len(h)-2].Type != "BrainringQuestionTaken" ||
			!last.Correction || last.Corrects != h[len(h)-2].Version {
			t.Fatalf("history: %+v", h[len(h)-2:])
		}
	})
	t.Run("F3_F5_F6_whole_tournament_question_by_question", func(t *testing.T) {
		for guard := 0; v.Next.Stage != "done"; guard++ {
			if guard > 500 {
				t.Fatalf("stuck at %+v", v.Next)
			}
			switch v.Next.Stage {
			case "groups", "playoff":
				act("question", map[string]any{"fight": v.Next.Fight, "question": v.Next.Question, "taker": stronger(v.Next.Teams)})
			case "group_lot":
				act("lot-commit", nil)
				act("group-lot", map[string]any{"group": v.Next.Group})
			case "playoff_start":
				for _, g := range v.Groups {
					if g.Table[0].Label != "1" || !g.Table[0].Qualified || !g.Table[1].Qualified || g.Table[2].Qualified {
						t.Fatalf("group %s table: %+v", g.Name, g.Table)
					}
					if len(g.Cross) != 4 || !g.Cross[0].Cells[0].Self || len(g.Cross[0].Cells[1].Fights) != 2 {
						t.Fatalf("group %s crosstable (double round robin, F3): %+v", g.Name, g.Cross)
					}
				}
				act("playoff-start", nil)
			case "extra":
				act("extra", map[string]any{"match": v.Next.Match, "question": v.Next.Question, "taker": stronger(v.Next.Teams)})
			default:
				t.Fatalf("unexpected step %+v", v.Next)
			}
		}
		if v.Bracket == nil || v.Bracket.Champion != "t1" || len(v.Ranking) != 8 || v.Ranking[0].Team != "t1" || v.Ranking[0].Label != "1" {
			t.Fatalf("after the final: bracket %+v ranking %+v", v.Bracket, v.Ranking)
		}
		st, csv := e.client().call("GET", "/api/festivals/"+fid+"/export/brainring-ranking.csv", nil, nil)
		if st != 200 || !strings.Contains(string(csv), "1,t1,Команда 1,финал") {
			t.Fatalf("ranking CSV: %d %s", st, csv)
		}
		st, csv = e.client().call("GET", "/api/festivals/"+fid+"/export/brainring-group-a.csv", nil, nil)
		if st != 200 || !strings.Contains(string(csv), "проходит") {
			t.Fatalf("group CSV: %d %s", st, csv)
		}
	})
}

type svoyaJSON struct {
	Next struct {
		Stage string `json:"stage"`
	} `json:"next"`
	Qualifying *struct {
		Rows []struct {
			Player   string `json:"player"`
			Place    string `json:"place"`
			RightSum int    `json:"right_sum"`
			Sum      int    `json:"sum"`
		} `json:"rows"`
	} `json:"qualifying"`
	Venues []struct {
		Number int      `json:"number"`
		Seats  []string `json:"seats"`
		Table  []struct {
			Player string `json:"player"`
			Place  string `json:"place"`
		} `json:"table"`
		Fights []struct {
			Ref struct {
				Stage string `json:"stage"`
				Venue int    `json:"venue"`
				Fight int    `json:"fight"`
			} `json:"ref"`
			Players []string `json:"players"`
			Done    bool     `json:"done"`
			Board   []struct {
				Player string   `json:"player"`
				Place  string   `json:"place"`
				Points *float64 `json:"points"`
			} `json:"board"`
		} `json:"fights"`
	} `json:"venues"`
}

func TestFestivalSvoyaOverAPI(t *testing.T) {
	e := newEnv(t)
	org := e.org()

	t.Run("S4_S5_qualifying_marks_and_a_correction", func(t *testing.T) {
		org.festival("sv1", 2, 2)
		var v svoyaJSON
		org.must("POST", "/api/festivals/sv1/svoya", map[string]any{}, &v)
		org.must("POST", "/api/festivals/sv1/svoya/enter", map[string]any{"all": true}, &v)
		eb := org.refused("POST", "/api/festivals/sv1/svoya/mark-row", map[string]any{"player": "t1-p1", "theme": 1, "marks": "+x"}, turnir.EINVALID)
		if !strings.Contains(eb.MessageRU, "верно") {
			t.Fatalf("refusal: %+v", eb)
		}
		org.must("POST", "/api/festivals/sv1/svoya/mark-row", map[string]any{"player": "t1-p1", "theme": 1, "marks": "+-..+"}, &v)
		org.must("POST", "/api/festivals/sv1/svoya/mark-row", map[string]any{"player": "t2-p1", "theme": 1, "marks": "+...."}, &v)
		org.must("POST", "/api/festivals/sv1/svoya/mark", map[string]any{"player": "t2-p1", "theme": 1, "question": 2, "mark": 1, "reason": "апелляция"}, &v)
		// A whole sheet at once; a bad line refuses the whole sheet.
		org.refused("POST", "/api/festivals/sv1/svoya/mark-sheet", map[string]any{"player": "t1-p2", "sheet": []string{"+....", "", "?"}}, turnir.EINVALID)
		org.must("POST", "/api/festivals/sv1/svoya/mark-sheet", map[string]any{"player": "t1-p2", "sheet": []string{"+....", "", "-...."}}, nil)
		top := v.Qualifying.Rows[0]
		if top.Player != "t1-p1" || top.Place != "1" || v.Qualifying.Rows[1].Player != "t2-p1" {
			t.Fatalf("qualifying: %+v", v.Qualifying.Rows)
		}
		var h historyJSON
		org.must("GET", "/api/festivals/sv1/history", nil, &h)
		if n := len(h); h[n-1].Type != "SvoyaRowMarked" || h[n-2].Type != "SvoyaRowMarked" || h[n-3].Type != "SvoyaMarked" {
			t.Fatalf("the sheet's entries: %+v", h[n-3:])
		}
		h = h[:len(h)-2]
		if h[len(h)-1].Type != "SvoyaMarked" || h[len(h)-1].Reason != "апелляция" || !h[len(h)-1].Correction {
			t.Fatalf("history: %+v", h[len(h)-1])
		}
	})
	t.Run("S3_seat_draw_then_S8_S9_a_fight_answer_by_answer", func(t *testing.T) {
		org.festival("sv2", 8, 4)
		var v svoyaJSON
		org.must("POST", "/api/festivals/sv2/svoya", map[string]any{}, &v)
		org.must("POST", "/api/festivals/sv2/svoya/enter", map[string]any{"all": true}, &v)
		org.must("POST", "/api/festivals/sv2/svoya/lot-commit", nil, &v)
		org.must("POST", "/api/festivals/sv2/svoya/draw-seats", map[string]any{}, &v)
		if len(v.Venues) != 4 || len(v.Venues[0].Seats) != 8 || v.Next.Stage != "groups" {
			t.Fatalf("venues: %+v next %+v", len(v.Venues), v.Next)
		}
		fight := v.Venues[0].Fights[0]
		ref := fight.Ref
		p := fight.Players
		answer := func(theme, q int, player string, right bool) {
			org.must("POST", "/api/festivals/sv2/svoya/answer", map[string]any{"ref": ref,
				"answer": map[string]any{"round": 1, "theme": theme, "question": q, "player": player, "right": right}}, &v)
		}
		answer(1, 1, p[0], true)
		answer(1, 2, p[1], false)
		answer(1, 3, p[1], true)
		answer(1, 4, p[2], true)
		// A second right answer to one question is refused; nothing lost.
		org.refused("POST", "/api/festivals/sv2/svoya/answer", map[string]any{"ref": ref,
			"answer": map[string]any{"round": 1, "theme": 1, "question": 1, "player": p[3], "right": true}}, turnir.EINVALID)
		// 76 of 80 questions have no answer: closing asks first (issue 13).
		org.refused("POST", "/api/festivals/sv2/svoya/close-fight", map[string]any{"ref": ref}, turnir.ECONFLICT)
		org.must("POST", "/api/festivals/sv2/svoya/close-fight", map[string]any{"ref": ref, "confirm": true}, &v)
		board := v.Venues[0].Fights[0].Board
		if !v.Venues[0].Fights[0].Done || len(board) != 4 || board[0].Player != p[2] || board[0].Points == nil || *board[0].Points != 4 {
			t.Fatalf("board: %+v", board)
		}
		if last := board[3]; last.Player != p[3] || *last.Points != 0 {
			t.Fatalf("the passive player: %+v", last)
		}
		st, csv := e.client().call("GET", "/api/festivals/sv2/export/svoya-venue-1.csv", nil, nil)
		if st != 200 || !strings.Contains(string(csv), ","+p[2]+",") || !strings.Contains(string(csv), "4.00") {
			t.Fatalf("venue CSV: %d %s", st, csv)
		}
	})
}

// TestDemoFestivals: the demo writes a finished cup and a festival half-way
// through, once; the jury carries the festival on, lots included.
func TestDemoFestivals(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	for range 2 {
		if err := turnirhttp.DemoFestivals(ctx, e.srv); err != nil {
			t.Fatal(err)
		}
	}
	var list []struct {
		ID     string `json:"id"`
		Cup    string `json:"cup"`
		Winner string `json:"winner"`
	}
	e.client().must("GET", "/api/festivals", nil, &list)
	if len(list) != 2 {
		t.Fatalf("festivals: %+v", list)
	}
	var c cupJSON
	e.client().must("GET", "/api/festivals/demo-cup/cup", nil, &c)
	if c.Next.Stage != "done" || c.Final == nil || c.Final.Score.Winner == "" || c.Ranking[0].Cup != 1 {
		t.Fatalf("the demo cup is not finished: %+v", c.Next)
	}
	org := e.org()
	var v brainringJSON
	if st, _ := org.call("GET", "/api/festivals/demo-festival/brainring", nil, &v); st == 404 {
		// The demo has not reached the Brain-ring yet: the jury opens it.
		org.must("POST", "/api/festivals/demo-festival/brainring", map[string]any{}, &v)
	}
	for i := 0; i < 40 && v.Next.Stage != "done"; i++ {
		switch v.Next.Stage {
		case "groups", "playoff", "extra":
			action, body := "question", map[string]any{"fight": v.Next.Fight, "question": v.Next.Question, "taker": v.Next.Teams[0]}
			if v.Next.Stage == "extra" {
				action, body = "extra", map[string]any{"match": v.Next.Match, "question": v.Next.Question, "taker": v.Next.Teams[0]}
			}
			org.must("POST", "/api/festivals/demo-festival/brainring/"+action, body, &v)
		case "group_lot", "draw":
			if v.Lot.Commitment == "" {
				org.must("POST", "/api/festivals/demo-festival/brainring/lot-commit", nil, &v)
			}
			action := map[string]string{"group_lot": "group-lot", "draw": "draw-groups"}[v.Next.Stage]
			org.must("POST", "/api/festivals/demo-festival/brainring/"+action, map[string]any{"group": v.Next.Group}, &v)
		case "playoff_start":
			org.must("POST", "/api/festivals/demo-festival/brainring/playoff-start", nil, &v)
		default:
			t.Fatalf("demo festival at %+v", v.Next)
		}
	}
}
