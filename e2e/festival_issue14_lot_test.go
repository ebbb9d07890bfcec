package e2e

import (
	"fmt"
	"strings"
	"testing"
)

// TestIssue14_LotInTheJurysWords (issue 14, item 6): the cup's lot on the
// jury page says what to do ("Подготовить жеребьёвку", then "Провести
// жеребьёвку") and names the lot in words; the commitment and what it is
// are one click away, under "how to check"; a draw asked for too early is
// refused in the same words, in Russian and English.
func TestIssue14_LotInTheJurysWords(t *testing.T) {
	e := newEnv(t)
	const fid = "lot-words"
	cupAtRoundTwoDraw(e, fid, "Кубок жребия")
	jargon := []string{"обязательств", "хэш", "хеш", "cup/", "commitment"}
	clean := func(t *testing.T, where, text string) {
		for _, j := range jargon {
			if strings.Contains(strings.ToLower(text), j) {
				t.Errorf("%s speaks of %q: %q", where, j, text)
			}
		}
	}
	jury := newTab(t, e, 1280, 900, false)
	phone := newTab(t, e, 390, 844, true)
	steps(t, jury, []step{
		{"item6_a_draw_too_early_is_refused_in_words", func(t *testing.T) {
			code, body := e.org.try("POST", "/api/festivals/"+fid+"/cup/lot/draw", map[string]any{}, nil)
			if code != 409 || !strings.Contains(body, "Подготовить жеребьёвку") || !strings.Contains(body, "Prepare the draw") {
				t.Fatalf("the draw before it is prepared: %d %s", code, body)
			}
			clean(t, "the refusal", body)
		}},
		{"item6_the_jury_page_says_what_to_do", func(t *testing.T) {
			jury.open("/jury.html?f=" + fid)
			jury.fill("#password", orgPassword)
			jury.click("#login")
			hint := jury.waitText("#cup-actions", "Сначала нажмите «Подготовить жеребьёвку» (Кубок: жеребьёвка пар тура 2)")
			clean(t, "the hint", hint)
			jury.waitText("#lot-commit", "Подготовить жеребьёвку")
			jury.click("#lot-commit")
			said := jury.waitText("#lot-commitment", "Жеребьёвка подготовлена")
			clean(t, "the prepared lot", said)
			if jury.visible(".lot-proof .lot-hash") {
				t.Errorf("the hash is shown before the jury asks how to check")
			}
			jury.click(".lot-proof summary")
			jury.waitText(".lot-proof", "SHA-256")
			jury.waitVisible(".lot-proof .lot-hash")
			jury.shotAt("jury-lot-prepared", "#cup-card")
			phone.open("/jury.html?f=" + fid)
			phone.fill("#password", orgPassword)
			phone.click("#login")
			phone.waitText("#lot-draw", "Провести жеребьёвку")
			phone.shotAt("jury-lot-prepared-phone", "#cup-card")
		}},
	})
}

// cupAtRoundTwoDraw makes festival fid with a cup of 8 teams whose round
// 1 is closed (team k took 13-k questions, so t1 is first and t8 last):
// the cup waits for round 2's draw (C5).
func cupAtRoundTwoDraw(e *env, fid, name string) {
	e.org.call("POST", "/api/festivals", map[string]string{"id": fid, "name": name}, nil)
	for k := 1; k <= 8; k++ {
		e.org.call("POST", "/api/festivals/"+fid+"/teams", map[string]any{"name": fmt.Sprintf("Команда %d", k), "players": []string{"А", "Б"}}, nil)
	}
	e.org.call("POST", "/api/festivals/"+fid+"/cup", map[string]any{}, nil)
	e.org.call("POST", "/api/festivals/"+fid+"/cup/teams", map[string]any{"all": true}, nil)
	e.org.call("POST", "/api/festivals/"+fid+"/cup/start", nil, nil)
	for k := 1; k <= 8; k++ {
		answers := make([]bool, 12)
		for i := range 13 - k {
			answers[i] = true
		}
		e.org.call("POST", "/api/festivals/"+fid+"/cup/rounds/1/answers", map[string]any{"team": fmt.Sprintf("t%d", k), "answers": answers}, nil)
	}
	e.org.call("POST", "/api/festivals/"+fid+"/cup/rounds/1/close", nil, nil)
}
