package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestPuzzleEditor is a set made without JSON (issue 14, item 8): the
// organizer inserts the example (nothing reaches the server), edits a
// round with a picture and two accepted answers, removes one, previews it
// as a solver will see it, is told what is missing, saves with a plain
// confirmation (and is asked before a second save replaces the set); then
// a solver on a phone plays the round as it was previewed. The answers
// never reach anybody's page: not the organizer's list, not the solver's
// before Start.
func TestPuzzleEditor(t *testing.T) {
	e := newEnv(t)
	var tr tournament
	e.org.call("POST", "/api/tournaments", map[string]any{"name": "Кубок редактора"}, &tr)
	b := newTab(t, e, 1100, 900, false)
	pic := filepath.Join(t.TempDir(), "cells.png")
	if err := os.WriteFile(pic, tinyPNG(), 0o644); err != nil {
		t.Fatal(err)
	}
	pdf := filepath.Join(t.TempDir(), "rules.pdf")
	if err := os.WriteFile(pdf, []byte("%PDF-1.4\n%%EOF\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	puzzles := func() int {
		var x struct {
			Puzzles int `json:"puzzles"`
		}
		e.org.call("GET", "/api/tournaments/"+tr.ID, nil, &x)
		return x.Puzzles
	}

	steps(t, b, []step{
		{"sign_in", func(t *testing.T) {
			b.open("/org.html?t=" + tr.ID)
			b.fill("#password", orgPassword)
			b.click("#signin-btn")
			b.waitText("#tname", "Кубок редактора")
			if b.visible("#set-json") {
				t.Error("the JSON path is in the way: it should wait behind its summary")
			}
		}},
		{"the_example_goes_into_the_form_only", func(t *testing.T) {
			b.click("#ed-example")
			b.waitText("#ed-info", "ещё не сохранён")
			if n := eval[int](b, `document.querySelectorAll("#ed-rounds fieldset.ed-round").length`); n != 3 {
				t.Fatalf("%d rounds in the form, want the example's 3", n)
			}
			if n := puzzles(); n != 0 {
				t.Fatalf("inserting the example stored %d puzzles on the server", n)
			}
			b.waitText("#ed-save", "туров: 3")
		}},
		{"edit_a_round_with_a_picture", func(t *testing.T) {
			b.fill("#ed-0-title", "Клетки")
			b.paste("#ed-0-text", "Сколько *зелёных* клеток на картинке?\n\nОтвет — число.")
			b.do("choose the picture", chromedp.SetUploadFiles(chromedp.CSS("#ed-0-images"), []string{pic}))
			b.waitText(`[data-round="0"] .ed-files`, "cells.png")
			b.do("choose the PDF", chromedp.SetUploadFiles(chromedp.CSS("#ed-0-pdfs"), []string{pdf}))
			b.waitText(`[data-round="0"] #ed-0-pdfs ~ .ed-files`, "rules.pdf")
			b.paste("#ed-0-accepted", "")
			b.click("#ed-1-remove") // the sequence goes
			b.waitText("#ed-save", "туров: 2")
			b.click("#ed-save")
			b.waitText("#ed-bad", "Тур 1: укажите хотя бы один верный ответ")
			b.paste("#ed-0-accepted", "1\nодна")
		}},
		{"preview_as_the_solver_sees_it", func(t *testing.T) {
			b.click("#ed-0-preview")
			b.waitText("#ed-0-view h2", "Клетки")
			b.waitText("#ed-0-view .statement", "Сколько зелёных клеток на картинке?")
			if eval[string](b, `document.querySelector("#ed-0-view .statement em").textContent`) != "зелёных" {
				t.Error("the preview does not render the statement's emphasis as the solver's page does")
			}
			b.waitText("#ed-0-view .ed-keys", "1 · одна")
			waitImage(b, "#ed-0-view .statement img")
			b.waitText("#ed-0-view .statement .files a", "rules.pdf")
			b.click("#ed-1-preview") // the Sudoku
			b.waitVisible("#ed-1-view .sudoku")
			if n := eval[int](b, `document.querySelectorAll("#ed-1-view .sudoku .cell.given").length`); n != 81-strings.Count(sudokuGivens, ".") {
				t.Errorf("the preview grid has %d givens", n)
			}
			eval[bool](b, `(document.querySelector("#ed-0-view").scrollIntoView({block: "start"}), true)`)
			b.shot("org-editor-preview")
		}},
		{"the_form_fits_a_phone", func(t *testing.T) {
			p := newTab(t, e, 360, 740, true)
			p.open("/org.html?t=" + tr.ID)
			p.fill("#password", orgPassword)
			p.click("#signin-btn")
			p.waitText("#tname", "Кубок редактора")
			p.click("#ed-example")
			p.click("#ed-0-preview")
			p.click("#ed-2-preview")
			p.waitVisible("#ed-2-view .sudoku")
			var bad []string
			if err := json.Unmarshal([]byte(eval[string](p, overflowJS)), &bad); err != nil {
				t.Fatal(err)
			}
			for _, x := range bad {
				t.Error(x)
			}
			p.shotAt("org-editor-phone", "#puzzle-editor")
		}},
		{"save_says_what_was_stored", func(t *testing.T) {
			b.click("#ed-save")
			b.waitText("#ed-ok", "Набор сохранён на сервере, туров: 2")
			b.waitText("#puzzles-count", "Загружено головоломок: 2")
			if n := puzzles(); n != 2 {
				t.Fatalf("the server has %d puzzles", n)
			}
			// The organizer's list is made of statements: no key in it.
			var list map[string]any
			e.org.call("GET", "/api/tournaments/"+tr.ID+"/puzzles", nil, &list)
			if raw, _ := json.Marshal(list); strings.Contains(string(raw), "одна") {
				t.Errorf("the organizer's puzzle list carries an answer: %s", raw)
			}
		}},
		{"a_second_save_asks_before_replacing", func(t *testing.T) {
			b.fill("#ed-0-title", "Клетки на картинке")
			b.confirm("#ed-save")
			b.waitText("#ed-ok", "туров: 2")
			b.waitText("#puzzles-list", "Клетки на картинке")
		}},
	})

	if t.Failed() {
		return
	}
	e.register(tr.ID, "Борис Котов")
	e.register(tr.ID, "Глеб Орлов")
	e.register(tr.ID, "Дарья Морозова")
	phone := newTab(t, e, 360, 740, true)
	steps(t, phone, []step{
		{"a_solver_plays_the_round_made_in_the_form", func(t *testing.T) {
			phone.registerOnPage(tr.ID, "Анна Петрова")
			e.begin(tr.ID, 0)
			e.advance(time.Second)
			phone.waitVisible("#start")
			if raw := eval[string](phone, `document.body.innerText`); strings.Contains(raw, "одна") {
				t.Error("the solver's page shows an answer before Start")
			}
			phone.click("#start")
			phone.waitText("#puzzle-title", "Клетки на картинке")
			phone.waitText("#statement", "Сколько зелёных клеток на картинке?")
			waitImage(phone, "#statement img")
			phone.waitText("#statement .files a", "rules.pdf")
			phone.fill("#answer", "Одна")
			phone.click("#check")
			phone.waitText("#verdict", "Верно!")
		}},
	})
}

// waitImage waits until the picture css has loaded (the 24 px test PNG).
func waitImage(b *tab, css string) {
	b.t.Helper()
	deadline := time.Now().Add(waitFor)
	for eval[int](b, `(document.querySelector(`+js(css)+`) || {}).naturalWidth || 0`) != 24 {
		if time.Now().After(deadline) {
			b.shotOnFailure()
			b.t.Fatalf("%s did not load", css)
		}
		time.Sleep(30 * time.Millisecond)
	}
}
