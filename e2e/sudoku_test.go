package e2e

import (
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// sudokuFirst is a set whose round 1 is the Sudoku, so a test plays it at
// once.
var sudokuFirst = map[string]any{"puzzles": []map[string]any{
	{"id": "s1", "kind": "sudoku", "title": "Судоку", "sudoku": map[string]any{"givens": sudokuGivens}},
	{"id": "t2", "kind": "text", "text": "2 + 2?", "key": map[string]any{"accepted": []string{"4"}}},
	{"id": "t3", "kind": "text", "text": "3 + 3?", "key": map[string]any{"accepted": []string{"6"}}},
}}

// key presses one key on the focused element, with modifiers.
func (b *tab) key(k string, mods ...kb.Modifier) {
	b.t.Helper()
	var opts []chromedp.KeyOption
	for _, m := range mods {
		opts = append(opts, chromedp.KeyModifiers(m))
	}
	b.do("press "+k, chromedp.KeyEvent(k, opts...))
}

// cell is the CSS of Sudoku cell i.
func cell(i int) string { return `.sudoku .cell[data-i="` + strconv.Itoa(i) + `"]` }

// marksOf returns the candidates shown in cell i.
func (b *tab) marksOf(i int) string {
	b.t.Helper()
	return eval[string](b, `[...document.querySelectorAll(`+js(cell(i)+" .mark")+`)].map((m) => m.textContent).join("")`)
}

// TestSudoku is a Sudoku as solvers know it (issue 14, item 9): on a
// laptop by keyboard alone, candidates in pencil mode, undo and redo, the
// selected digit lit across the grid, a clash in a row shown in red, the
// candidates kept over a reload, and the grid solved and accepted as
// before (the answer is the 81 digits); on a phone by the on-screen pad
// and tool buttons, each big enough for a thumb.
func TestSudoku(t *testing.T) {
	e := newEnv(t)
	var tr tournament
	e.org.call("POST", "/api/tournaments", map[string]any{"name": "Кубок судоку"}, &tr)
	e.org.upload(tr.ID, sudokuFirst, nil)
	e.register(tr.ID, "Борис Котов") // four solvers: nobody has the bye
	e.register(tr.ID, "Глеб Орлов")
	page := "/solver.html?t=" + tr.ID
	desk := newTab(t, e, 1100, 900, false)
	phone := newTab(t, e, 360, 740, true)
	for _, b := range []*tab{desk, phone} {
		b.open(page)
		b.fill("#name", map[*tab]string{desk: "Анна Петрова", phone: "Вера Лисина"}[b])
		b.click("#register-btn")
		b.waitText("#me-name", "")
	}
	e.begin(tr.ID, 0)
	e.advance(time.Second)

	steps(t, desk, []step{
		{"keyboard_digit_and_arrows", func(t *testing.T) {
			desk.click("#start")
			desk.waitVisible(".sudoku")
			// Row 1 is 5 3 . . 7 . . . .: cell 2 is the first empty one,
			// selected and under the keyboard without a click.
			desk.key("4")
			desk.waitText(cell(2), "4")
			desk.key(kb.ArrowRight)
			if eval[bool](desk, `document.querySelector(`+js(cell(3))+`).classList.contains("sel")`) != true {
				t.Fatal("ArrowRight did not select the next cell")
			}
		}},
		{"pencil_marks_by_keyboard", func(t *testing.T) {
			desk.key("p")
			desk.waitVisible(`.pad button.pencil[aria-pressed="true"]`)
			desk.key("1")
			desk.key("2")
			desk.key("9")
			desk.key("2") // a second press takes a candidate away
			if m := desk.marksOf(3); m != "19" {
				t.Errorf("candidates of the cell %q, want 19", m)
			}
			desk.key("p")
			desk.waitVisible(`.pad button.pencil[aria-pressed="false"]`)
			desk.key(kb.ArrowRight) // cell 4 is a given 7
			desk.key(kb.ArrowRight)
			desk.key("6", kb.ModifierShift) // a candidate without switching
			if m := desk.marksOf(5); m != "6" {
				t.Errorf("Shift+6 gave candidates %q, want 6", m)
			}
			desk.shot("sudoku-pencil")
		}},
		{"undo_and_redo", func(t *testing.T) {
			desk.key("z", kb.ModifierCtrl) // the Shift+6
			if m := desk.marksOf(5); m != "" {
				t.Errorf("after undo cell 6 keeps %q", m)
			}
			desk.key("z", kb.ModifierCtrl) // the second 2
			if m := desk.marksOf(3); m != "129" {
				t.Errorf("after two undos %q, want 129", m)
			}
			desk.key("y", kb.ModifierCtrl)
			if m := desk.marksOf(3); m != "19" {
				t.Errorf("after redo %q, want 19", m)
			}
		}},
		{"conflict_and_the_digit_lit_across_the_grid", func(t *testing.T) {
			desk.click(cell(3))
			desk.key("5") // row 1 already has a 5 (cell 0)
			desk.waitText(cell(3), "5")
			for _, i := range []int{0, 3} {
				if !eval[bool](desk, `document.querySelector(`+js(cell(i))+`).classList.contains("conflict")`) {
					t.Errorf("cell %d is not shown as a clash", i)
				}
			}
			fives := 0
			for _, c := range sudokuGivens {
				if c == '5' {
					fives++
				}
			}
			// The selected 5 and every other 5 (givens and the clash).
			if n := eval[int](desk, `document.querySelectorAll(".sudoku .cell.same").length`); n != fives {
				t.Errorf("%d cells lit for 5, want the %d other fives", n, fives)
			}
			desk.shot("sudoku-conflict")
			desk.key(kb.Backspace)
			if n := eval[int](desk, `document.querySelectorAll(".sudoku .cell.conflict").length`); n != 0 {
				t.Errorf("%d cells still red after Backspace", n)
			}
			desk.key("z", kb.ModifierCtrl) // the Backspace
			desk.key("z", kb.ModifierCtrl) // the 5: the candidates come back
			if m := desk.marksOf(3); m != "19" {
				t.Errorf("undoing the digit gave candidates %q, want 19", m)
			}
		}},
		{"candidates_survive_a_reload", func(t *testing.T) {
			desk.open(page)
			desk.waitVisible(".sudoku")
			desk.waitText(cell(2), "4")
			if m := desk.marksOf(3); m != "19" {
				t.Errorf("after a reload the candidates are %q, want 19", m)
			}
		}},
		{"solved_by_keyboard_is_right", func(t *testing.T) {
			for i := range 81 {
				if sudokuGivens[i] != '.' {
					continue
				}
				desk.click(cell(i))
				desk.key(string(sudokuSolution[i]))
			}
			desk.click("#check")
			desk.waitText("#verdict", "Верно!")
		}},
	})

	steps(t, phone, []step{
		{"touch_pad_and_tools", func(t *testing.T) {
			phone.click("#start")
			phone.waitVisible(".sudoku")
			for _, css := range []string{`.pad button[data-d="1"]`, ".pad button.pencil", ".pad button.undo", ".pad button.redo", ".pad button.erase"} {
				h := eval[float64](phone, `document.querySelector(`+js(css)+`).getBoundingClientRect().height`)
				r := eval[float64](phone, `document.querySelector(`+js(css)+`).getBoundingClientRect().right`)
				edge := eval[float64](phone, `document.querySelector(".sudoku").getBoundingClientRect().right`)
				if h < 44 || r > edge+1 {
					t.Errorf("%s is %.0f px tall, ends at %.0f px past the grid's edge at %.0f px: not a thumb's button on a 360 px phone", css, h, r, edge)
				}
				if eval[bool](phone, `(() => { const b = document.querySelector(`+js(css)+`); return b.scrollWidth > b.clientWidth + 1; })()`) {
					t.Errorf("the label of %s is cut off", css)
				}
			}
			phone.click(cell(2))
			phone.click(`.pad button[data-d="4"]`)
			phone.waitText(cell(2), "4")
			phone.click(cell(3))
			phone.click(".pad button.pencil")
			phone.click(`.pad button[data-d="1"]`)
			phone.click(`.pad button[data-d="2"]`)
			if m := phone.marksOf(3); m != "12" {
				t.Errorf("candidates %q, want 12", m)
			}
			phone.click(".pad button.undo")
			if m := phone.marksOf(3); m != "1" {
				t.Errorf("after undo %q, want 1", m)
			}
			phone.click(".pad button.redo")
			if m := phone.marksOf(3); m != "12" {
				t.Errorf("after redo %q, want 12", m)
			}
			phone.click(".pad button.erase")
			if m := phone.marksOf(3); m != "" {
				t.Errorf("after erase %q", m)
			}
			phone.click(".pad button.undo")
			phone.shotAt("sudoku-phone", "#puzzle")
		}},
	})
}
