package http_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"turnir"
)

// The review of issue 4: a jury entry with a field left out is refused and
// records nothing, a cup shootout entry can be corrected, refusals speak
// Russian in Russian, and the final's line-ups mark a disqualified player.

// histLen is the number of events in a festival's history.
func histLen(c *client, fid string) int {
	c.e.t.Helper()
	var h historyJSON
	c.must("GET", "/api/festivals/"+fid+"/history", nil, &h)
	return len(h)
}

// refusedField asserts that body is refused with 400 EINVALID naming field
// in both languages and that nothing is recorded.
func refusedField(t *testing.T, c *client, fid, method, path string, body any, field string) errBody {
	t.Helper()
	before := histLen(c, fid)
	eb := c.refused(method, path, body, turnir.EINVALID)
	if !strings.Contains(eb.MessageEN, `"`+field+`"`) && !strings.Contains(eb.MessageEN, field) {
		t.Errorf("the English message does not name %q: %+v", field, eb)
	}
	if !strings.Contains(eb.MessageRU, field) {
		t.Errorf("the Russian message does not name %q: %+v", field, eb)
	}
	if after := histLen(c, fid); after != before {
		t.Errorf("a refused entry was recorded: %d events, was %d", after, before)
	}
	return eb
}

// latin finds English words in a Russian message (IDs and rule codes such
// as "C8" or "t1" aside).
var latin = regexp.MustCompile(`[A-Za-z]{3,}`)

func TestFestivalRequiredFields(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	const fid = "req"
	org.festival(fid, 10, 1)
	org.must("POST", "/api/festivals/"+fid+"/cup", map[string]any{}, nil)
	org.must("POST", "/api/festivals/"+fid+"/cup/teams", map[string]any{"all": true}, nil)
	org.must("POST", "/api/festivals/"+fid+"/cup/start", nil, nil)
	answers := "/api/festivals/" + fid + "/cup/rounds/1/answers"
	org.must("POST", answers, map[string]any{"team": "t1", "question": 1, "answered": true}, nil)

	cases := []struct {
		name  string
		body  any
		field string
	}{
		{"cell_without_answered", map[string]any{"team": "t1", "question": 1}, "answered"},
		{"cell_without_question", map[string]any{"team": "t1", "answered": false}, "question"},
		{"cell_without_team", map[string]any{"question": 1, "answered": false}, "team"},
		{"cell_with_a_misspelt_field", map[string]any{"team": "t1", "question": 1, "answerd": false}, "answerd"},
		{"empty_body", map[string]any{}, "team"},
	}
	for _, tc := range cases {
		t.Run("C3_cup_"+tc.name, func(t *testing.T) {
			refusedField(t, org, fid, "POST", answers, tc.body, tc.field)
			v := org.cup(fid)
			for _, r := range v.Rounds[0].Rows {
				if r.Team == "t1" && !r.Answers[0] {
					t.Fatalf("the taken question was flipped: %+v", r)
				}
			}
		})
	}
	for k := 1; k <= 10; k++ {
		n := 13 - k
		if k >= 8 {
			n = 3 // t8, t9, t10 tie across the cut
		}
		org.must("POST", answers, map[string]any{"team": fmt.Sprintf("t%d", k), "answers": marks(n, 12)}, nil)
	}
	org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/close", map[string]any{}, nil)
	t.Run("C4_shootout_without_correct_uses_up_no_question", func(t *testing.T) {
		refusedField(t, org, fid, "POST", "/api/festivals/"+fid+"/cup/shootout", map[string]any{}, "correct")
		refusedField(t, org, fid, "POST", "/api/festivals/"+fid+"/cup/shootout", nil, "correct")
		var v struct {
			Next struct {
				Stage    string `json:"stage"`
				Question int    `json:"question"`
			} `json:"next"`
		}
		org.must("GET", "/api/festivals/"+fid+"/cup", nil, &v)
		if v.Next.Stage != "shootout" || v.Next.Question != 1 {
			t.Fatalf("after the refusals: %+v", v.Next)
		}
	})
}

func TestFestivalRequiredFieldsBrainringSvoya(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	t.Run("F4_question_without_taker", func(t *testing.T) {
		const fid = "reqbr"
		org.festival(fid, 8, 1)
		cfg := map[string]any{"groups": 2, "advance": 2, "fight_length": 3,
			"points":  map[string]int{"win": 2, "draw": 1, "zero_draw": 0, "loss": 0},
			"playoff": map[string]any{"fights_per_match": 2, "early": 3, "quarter_final": 3, "semi_final": 3, "final": 3, "third_place": 3, "third_place_match": true}}
		var v brainringJSON
		org.must("POST", "/api/festivals/"+fid+"/brainring", map[string]any{"config": cfg}, &v)
		org.must("POST", "/api/festivals/"+fid+"/brainring/lot-commit", nil, &v)
		org.must("POST", "/api/festivals/"+fid+"/brainring/draw-groups", map[string]any{}, &v)
		path := "/api/festivals/" + fid + "/brainring/"
		refusedField(t, org, fid, "POST", path+"question", map[string]any{"fight": v.Next.Fight, "question": 1}, "taker")
		refusedField(t, org, fid, "POST", path+"extra", map[string]any{"match": "F", "question": 1}, "taker")
		refusedField(t, org, fid, "POST", path+"question", map[string]any{"fight": v.Next.Fight, "question": 1, "taker": "", "takr": ""}, "takr")
		// "" said out loud is nobody, and is recorded.
		org.must("POST", path+"question", map[string]any{"fight": v.Next.Fight, "question": 1, "taker": ""}, &v)
		if v.Next.Question != 2 {
			t.Fatalf("an explicit nobody was not recorded: %+v", v.Next)
		}
	})
	t.Run("S5_S8_mark_and_answer_without_a_field", func(t *testing.T) {
		const fid = "reqsv"
		org.festival(fid, 8, 4)
		var v svoyaJSON
		org.must("POST", "/api/festivals/"+fid+"/svoya", map[string]any{}, &v)
		org.must("POST", "/api/festivals/"+fid+"/svoya/enter", map[string]any{"all": true}, &v)
		path := "/api/festivals/" + fid + "/svoya/"
		refusedField(t, org, fid, "POST", path+"mark", map[string]any{"player": "t1-p1", "theme": 1, "question": 1}, "mark")
		refusedField(t, org, fid, "POST", path+"mark-row", map[string]any{"player": "t1-p1", "theme": 1}, "marks")
		org.must("POST", path+"lot-commit", nil, &v)
		org.must("POST", path+"draw-seats", map[string]any{}, &v)
		fight := v.Venues[0].Fights[0]
		p := fight.Players
		refusedField(t, org, fid, "POST", path+"answer", map[string]any{"ref": fight.Ref,
			"answer": map[string]any{"round": 1, "theme": 1, "question": 1, "player": p[0]}}, "right")
		refusedField(t, org, fid, "POST", path+"answer", map[string]any{"ref": fight.Ref}, "answer")
		refusedField(t, org, fid, "POST", path+"answer", map[string]any{
			"answer": map[string]any{"round": 1, "theme": 1, "question": 1, "player": p[0], "right": true}}, "ref")
		refusedField(t, org, fid, "POST", path+"close-fight", map[string]any{}, "ref")
		org.must("POST", path+"answer", map[string]any{"ref": fight.Ref,
			"answer": map[string]any{"round": 1, "theme": 1, "question": 1, "player": p[0], "right": false}}, &v)
		refusedField(t, org, fid, "POST", path+"correct-answer", map[string]any{"ref": fight.Ref, "reason": "опечатка",
			"answer": map[string]any{"round": 1, "theme": 1, "question": 1, "player": p[0], "right": true}}, "index")
		refusedField(t, org, fid, "POST", path+"remove-answer", map[string]any{"ref": fight.Ref, "reason": "опечатка"}, "index")
	})
}

// shootoutView is the part of the cup view the shootout tests read.
type shootoutView struct {
	Next struct {
		Stage    string   `json:"stage"`
		Question int      `json:"question"`
		Teams    []string `json:"teams"`
	} `json:"next"`
	Seeds []string `json:"seeds"`
}

func TestFestivalCupShootoutCorrection(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	const fid = "shoot"
	org.festival(fid, 10, 1)
	org.must("POST", "/api/festivals/"+fid+"/cup", map[string]any{}, nil)
	org.must("POST", "/api/festivals/"+fid+"/cup/teams", map[string]any{"all": true}, nil)
	org.must("POST", "/api/festivals/"+fid+"/cup/start", nil, nil)
	for k := 1; k <= 10; k++ {
		n := 13 - k
		if k >= 8 {
			n = 3
		}
		org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers", map[string]any{"team": fmt.Sprintf("t%d", k), "answers": marks(n, 12)}, nil)
	}
	org.must("POST", "/api/festivals/"+fid+"/cup/rounds/1/close", map[string]any{}, nil)
	shoot := "/api/festivals/" + fid + "/cup/shootout"
	var v shootoutView
	org.must("POST", shoot, map[string]any{"correct": []string{}, "question": 1}, &v)
	// A second page pressing the same button for question 1 meanwhile:
	// refused, not entered as question 2.
	before := histLen(org, fid)
	eb := org.refused("POST", shoot, map[string]any{"correct": []string{}, "question": 1}, turnir.ECONFLICT)
	if !strings.Contains(eb.MessageEN, "question 1") || !strings.Contains(eb.MessageRU, "вопрос 1") || histLen(org, fid) != before {
		t.Fatalf("the repeated entry of question 1: %+v", eb)
	}
	org.must("POST", shoot, map[string]any{"correct": []string{}}, &v)
	if v.Next.Stage != "shootout" || v.Next.Question != 3 {
		t.Fatalf("after two questions that separate nobody: %+v", v.Next)
	}

	t.Run("C4_correction_needs_a_reason_and_an_existing_question", func(t *testing.T) {
		org.refused("PUT", shoot+"/2", map[string]any{"correct": []string{"t9"}}, turnir.EINVALID)
		refusedField(t, org, fid, "PUT", shoot+"/2", map[string]any{"reason": "ошибка"}, "correct")
		org.refused("PUT", shoot+"/3", map[string]any{"correct": []string{"t9"}, "reason": "ошибка"}, turnir.ENOTFOUND)
		org.refused("PUT", shoot+"/2", map[string]any{"correct": []string{"t1"}, "reason": "ошибка"}, turnir.EINVALID)
	})
	t.Run("C4_correction_refused_when_a_later_question_was_put_to_other_teams", func(t *testing.T) {
		eb := org.refused("PUT", shoot+"/1", map[string]any{"correct": []string{"t8", "t9"}, "reason": "ошибка"}, turnir.ECONFLICT)
		if !strings.Contains(eb.MessageEN, "question 2") || !strings.Contains(eb.MessageRU, "2-й вопрос") {
			t.Fatalf("the refusal does not name what depends on the entry: %+v", eb)
		}
	})
	t.Run("C4_correction_of_the_last_question_decides_the_cut", func(t *testing.T) {
		before := histLen(org, fid)
		org.must("PUT", shoot+"/2", map[string]any{"correct": []string{"t9"}, "reason": "ответ t9 засчитан по апелляции"}, &v)
		if v.Next.Stage != "draw" || len(v.Seeds) != 8 || v.Seeds[7] != "t9" {
			t.Fatalf("after the correction: %+v seeds %v", v.Next, v.Seeds)
		}
		var h historyJSON
		org.must("GET", "/api/festivals/"+fid+"/history", nil, &h)
		if len(h) != before+1 {
			t.Fatalf("history grew by %d", len(h)-before)
		}
		last := h[len(h)-1]
		if last.Type != "CupShootoutCorrected" || last.Reason == "" || !last.Correction {
			t.Fatalf("the correction event: %+v", last)
		}
		n := 0
		for _, ev := range h {
			if ev.Type == "CupShootoutAnswered" {
				n++
			}
		}
		if n != 2 {
			t.Fatalf("the corrected entries left the history: %d shootout answers", n)
		}
	})
	t.Run("C4_correction_that_keeps_the_later_questions_is_allowed", func(t *testing.T) {
		// Everybody right on question 1 separates nobody, as nobody did:
		// question 2 was still put to the same three teams.
		org.must("PUT", shoot+"/1", map[string]any{"correct": []string{"t8", "t9", "t10"}, "reason": "все ответили верно"}, &v)
		if v.Seeds[7] != "t9" {
			t.Fatalf("seeds: %v", v.Seeds)
		}
	})
	t.Run("C4_correction_refused_once_round_2_is_drawn", func(t *testing.T) {
		org.drawLot(fid)
		eb := org.refused("PUT", shoot+"/2", map[string]any{"correct": []string{"t8"}, "reason": "ошибка"}, turnir.ECONFLICT)
		if !strings.Contains(eb.MessageEN, "round 2") || !strings.Contains(eb.MessageRU, "2-го тура") || latin.MatchString(eb.MessageRU) {
			t.Fatalf("the refusal does not name the draw of round 2: %+v", eb)
		}
		eb = org.refused("POST", "/api/festivals/"+fid+"/cup/rounds/1/reopen", map[string]any{"reason": "ошибка"}, turnir.ECONFLICT)
		if !strings.Contains(eb.MessageRU, "2-й тур") || latin.MatchString(eb.MessageRU) {
			t.Fatalf("the reopen refusal does not name what depends on round 1: %+v", eb)
		}
	})
}

// finalView is the part of the cup view the final's tests read.
type finalView struct {
	Next struct {
		Stage string   `json:"stage"`
		Teams []string `json:"teams"`
	} `json:"next"`
	Final *struct {
		Teams   []string `json:"teams"`
		Locked  bool     `json:"locked"`
		Lineups []struct {
			Team    string   `json:"team"`
			Players []string `json:"players"`
			Entries []struct {
				Player       string `json:"player"`
				Name         string `json:"name"`
				Disqualified bool   `json:"disqualified"`
				Reason       string `json:"reason"`
			} `json:"entries"`
		} `json:"lineups"`
		Questions []json.RawMessage `json:"questions"`
	} `json:"final"`
}

func TestFestivalCupRefusalsAndFinal(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	const fid = "fin"
	org.festival(fid, 8, 7)
	org.must("POST", "/api/festivals/"+fid+"/cup", map[string]any{}, nil)
	org.must("POST", "/api/festivals/"+fid+"/cup/teams", map[string]any{"all": true}, nil)
	var v cupJSON
	org.must("POST", "/api/festivals/"+fid+"/cup/start", nil, &v)

	t.Run("C4_refusal_in_Russian_names_the_stage_in_Russian", func(t *testing.T) {
		eb := org.refused("POST", "/api/festivals/"+fid+"/cup/shootout", map[string]any{"correct": []string{}}, turnir.ECONFLICT)
		if latin.MatchString(eb.MessageRU) || !strings.Contains(eb.MessageRU, "перестрелки") || !strings.Contains(eb.MessageRU, "1-го тура") {
			t.Fatalf("Russian refusal: %q", eb.MessageRU)
		}
		if !strings.Contains(eb.MessageEN, "round 1") {
			t.Fatalf("English refusal: %q", eb.MessageEN)
		}
	})
	v = org.playRound(fid, v)
	t.Run("C5_stale_lot_step_says_the_cup_waits_for_another_lot", func(t *testing.T) {
		if v.Next.Stage != "draw" {
			t.Fatalf("next: %+v", v.Next)
		}
		stale := map[string]any{"stage": "cut_lot", "round": 1, "teams": []string{"t8", "t9"}}
		eb := org.refused("POST", "/api/festivals/"+fid+"/cup/lot/draw", map[string]any{"step": stale}, turnir.ECONFLICT)
		if !strings.Contains(eb.MessageEN, "another lot") || !strings.Contains(eb.MessageRU, "другой жребий") ||
			!strings.Contains(eb.MessageRU, "2-го тура") || latin.MatchString(eb.MessageRU) {
			t.Fatalf("stale step refusal: %+v", eb)
		}
		// The current lot before its commitment: named in words too.
		eb = org.refused("POST", "/api/festivals/"+fid+"/cup/lot/draw", map[string]any{"step": v.Next}, turnir.ECONFLICT)
		if !strings.Contains(eb.MessageRU, "Подготовить жеребьёвку") || !strings.Contains(eb.MessageRU, "2-го тура") || latin.MatchString(eb.MessageRU) {
			t.Fatalf("draw before the commitment: %+v", eb)
		}
	})
	for i := 0; i < 20 && v.Next.Stage != "lineup"; i++ {
		switch v.Next.Stage {
		case "round":
			v = org.playRound(fid, v)
		case "draw", "cut_lot", "place_lot":
			v = org.drawLot(fid)
		default:
			t.Fatalf("unexpected step %+v", v.Next)
		}
	}
	a, b := v.Next.Teams[0], v.Next.Teams[1]
	lineup := func(team string) []string { return []string{team + "-p1", team + "-p2", team + "-p3"} }
	t.Run("C8_final_start_names_the_team_without_a_line_up", func(t *testing.T) {
		org.must("PUT", "/api/festivals/"+fid+"/cup/lineups/"+a, map[string]any{"players": lineup(a)}, nil)
		eb := org.refused("POST", "/api/festivals/"+fid+"/cup/final/start", nil, turnir.ECONFLICT)
		nameB, nameA := v.Names[b], v.Names[a]
		if !strings.Contains(eb.MessageEN, nameB) || !strings.Contains(eb.MessageRU, nameB) || strings.Contains(eb.MessageRU, nameA) || latin.MatchString(eb.MessageRU) {
			t.Fatalf("the refusal does not name %q (only): %+v", nameB, eb)
		}
	})
	var fv finalView
	org.must("PUT", "/api/festivals/"+fid+"/cup/lineups/"+b, map[string]any{"players": lineup(b)}, nil)
	org.must("POST", "/api/festivals/"+fid+"/cup/final/start", nil, &fv)
	t.Run("C7_final_question_without_winner_is_refused", func(t *testing.T) {
		refusedField(t, org, fid, "POST", "/api/festivals/"+fid+"/cup/final/questions", map[string]any{}, "winner")
		org.must("GET", "/api/festivals/"+fid+"/cup", nil, &fv)
		if len(fv.Final.Questions) != 0 {
			t.Fatalf("a question was recorded: %+v", fv.Final.Questions)
		}
		org.must("POST", "/api/festivals/"+fid+"/cup/final/questions", map[string]any{"winner": "", "question": 1}, &fv)
		if len(fv.Final.Questions) != 1 {
			t.Fatalf("an explicit nobody was not recorded: %+v", fv.Final.Questions)
		}
		// The same button pressed on a second page at once.
		org.refused("POST", "/api/festivals/"+fid+"/cup/final/questions", map[string]any{"winner": a, "question": 1}, turnir.ECONFLICT)
		org.must("GET", "/api/festivals/"+fid+"/cup", nil, &fv)
		if len(fv.Final.Questions) != 1 {
			t.Fatalf("the repeated entry of question 1 was recorded: %+v", fv.Final.Questions)
		}
	})
	t.Run("C8_DQ2_player_disqualified_after_the_start_is_marked_in_the_line_up", func(t *testing.T) {
		dq := a + "-p2"
		org.must("POST", "/api/festivals/"+fid+"/disqualify", map[string]any{"kind": "player", "id": dq, "reason": "подсказка из зала"}, nil)
		org.must("GET", "/api/festivals/"+fid+"/cup", nil, &fv)
		if !fv.Final.Locked {
			t.Fatal("the final is not locked")
		}
		marked := 0
		for _, l := range fv.Final.Lineups {
			if len(l.Entries) != len(l.Players) {
				t.Fatalf("line-up entries: %+v", l)
			}
			for _, en := range l.Entries {
				if en.Disqualified != (en.Player == dq) {
					t.Fatalf("entry %+v", en)
				}
				if en.Disqualified {
					marked++
					if en.Reason != "подсказка из зала" || en.Name == "" || en.Name == en.Player {
						t.Fatalf("entry %+v", en)
					}
				}
			}
		}
		if marked != 1 {
			t.Fatalf("%d players marked", marked)
		}
	})
}

func TestFestivalSolyankaRequiredFields(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	const fid = "reqsol"
	org.festival(fid, 3, 1)
	org.must("POST", "/api/festivals/"+fid+"/solyanka", map[string]any{"tasks": []map[string]any{{"title": "Анаграммы", "max": 5}}}, nil)
	scores := "/api/festivals/" + fid + "/solyanka/scores"
	org.must("POST", scores, map[string]any{"team": "t1", "task": 1, "points": 4}, nil)
	t.Run("Y1_score_without_points_is_not_a_zero", func(t *testing.T) {
		refusedField(t, org, fid, "POST", scores, map[string]any{"team": "t1", "task": 1}, "points")
		refusedField(t, org, fid, "POST", scores, map[string]any{"team": "t1", "points": 0}, "task")
		var v struct {
			Rows []struct {
				Team  string  `json:"team"`
				Total float64 `json:"total"`
			} `json:"rows"`
		}
		org.must("GET", "/api/festivals/"+fid+"/solyanka", nil, &v)
		for _, r := range v.Rows {
			if r.Team == "t1" && r.Total != 4 {
				t.Fatalf("the score was changed: %+v", r)
			}
		}
	})
}

func TestFestivalBodyErrorsInBothLanguages(t *testing.T) {
	e := newEnv(t)
	org := e.org()
	const fid = "body"
	org.festival(fid, 8, 1)
	org.must("POST", "/api/festivals/"+fid+"/cup", map[string]any{}, nil)
	org.must("POST", "/api/festivals/"+fid+"/cup/teams", map[string]any{"all": true}, nil)
	org.must("POST", "/api/festivals/"+fid+"/cup/start", nil, nil)
	answers := "/api/festivals/" + fid + "/cup/rounds/1/answers"
	for _, tc := range []struct {
		name string
		body any
		want string
	}{
		{"C3_wrong_type_names_the_field", map[string]any{"team": "t1", "question": 1, "answered": "да"}, "answered"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			eb := refusedField(t, org, fid, "POST", answers, tc.body, tc.want)
			if latin.MatchString(strings.ReplaceAll(strings.ReplaceAll(eb.MessageRU, tc.want, ""), "true или false", "")) {
				t.Fatalf("English in the Russian message: %q", eb.MessageRU)
			}
		})
	}
}
