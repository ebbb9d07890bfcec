// A 9x9 Sudoku as solvers know it from paper and apps. Tap or click a
// cell, then a digit on the pad or the keyboard; arrows move, Backspace or
// Delete erases. Pencil mode (the ✎ button, or P) writes candidates, small
// digits a solver keeps in a cell while thinking; Shift or Alt with a
// digit writes a candidate without switching. Undo and redo (the buttons,
// Ctrl+Z and Ctrl+Y or Ctrl+Shift+Z) step through every change. Selecting
// a cell lights every cell holding its digit and every candidate of it;
// two equal digits in a row, column or box are both shown in red, which
// helps a human and tells nothing about the solution. Givens are locked.
//
// What Check sends is only the digits: 81 characters, '.' for an empty
// cell (puzzle.ParseGrid); candidates never leave the page.

import { el } from "../common/dom.js";
import { t } from "../common/i18n.js";

const DIGITS = "123456789";

export class Sudoku {
  /** givens: 81 characters; saved: {value, marks} of an earlier entry to
   * restore (value 81 characters, marks 81 strings of candidates; either
   * may be missing); onChange(value, marks) runs after every change (to
   * keep them in storage). */
  constructor(givens, saved, onChange) {
    this.givens = givens;
    this.value = [...givens].map((c) => (DIGITS.includes(c) ? c : "."));
    this.marks = Array(81).fill("");
    const v = saved && saved.value, m = saved && saved.marks;
    for (let i = 0; i < 81; i++) {
      if (this.givens[i] !== "." && DIGITS.includes(this.givens[i])) continue;
      if (v && v.length === 81 && DIGITS.includes(v[i])) this.value[i] = v[i];
      if (Array.isArray(m) && typeof m[i] === "string") this.marks[i] = [...DIGITS].filter((d) => m[i].includes(d)).join("");
    }
    this.onChange = onChange;
    this.pencil = false;
    this.undoStack = [];
    this.redoStack = [];
    this.sel = this.value.indexOf(".");
    if (this.sel < 0) this.sel = 0;
    this.cells = [];
    this.root = this.build();
    this.paint();
  }

  build() {
    const grid = el("div", { class: "sudoku", role: "grid", "aria-label": t("sudoku.grid") });
    for (let i = 0; i < 81; i++) {
      const r = Math.floor(i / 9), c = i % 9;
      const cell = el("button", {
        type: "button",
        class: "cell" + (this.locked(i) ? " given" : "") +
          (c === 2 || c === 5 ? " br" : "") + (r === 2 || r === 5 ? " bb" : ""),
        dataset: { i: String(i) },
        onclick: () => this.select(i),
      });
      this.cells.push(cell);
      grid.append(cell);
    }
    const pad = el("div", { class: "pad" });
    for (const d of DIGITS) {
      pad.append(el("button", { type: "button", dataset: { d }, onclick: () => this.press(d) }, d));
    }
    pad.append(el("button", { type: "button", class: "erase", dataset: { d: "." }, onclick: () => this.erase() }, t("sudoku.erase")));
    this.pencilBtn = el("button", { type: "button", class: "tool pencil", "aria-pressed": "false", title: t("sudoku.pencil_key"), onclick: () => this.togglePencil() },
      el("span", { class: "ico" }, "✎ "), t("sudoku.pencil"));
    this.undoBtn = el("button", { type: "button", class: "tool undo", title: "Ctrl+Z", onclick: () => this.undo() }, el("span", { class: "ico" }, "↶ "), t("sudoku.undo"));
    this.redoBtn = el("button", { type: "button", class: "tool redo", title: "Ctrl+Y", onclick: () => this.redo() }, el("span", { class: "ico" }, "↷ "), t("sudoku.redo"));
    const tools = el("div", { class: "pad tools" }, this.pencilBtn, this.undoBtn, this.redoBtn);
    const wrap = el("div", { class: "sudoku-wrap" }, grid, pad, tools,
      el("p", { class: "muted small center keys-hint" }, t("sudoku.keys")));
    // On the wrapper, so a key works after a tap on the pad too.
    wrap.addEventListener("keydown", (e) => this.key(e));
    return wrap;
  }

  locked(i) {
    return this.givens[i] !== "." && DIGITS.includes(this.givens[i]);
  }

  select(i) {
    this.sel = i;
    this.paint();
  }

  /** press is a digit from the pad: a candidate in pencil mode, else the
   * cell's digit. */
  press(d) {
    if (this.pencil) this.mark(d);
    else this.put(d);
  }

  put(d) {
    const i = this.sel;
    if (this.locked(i) || (this.value[i] === d && !this.marks[i])) return;
    this.change([[i, d, ""]]);
  }

  /** mark toggles candidate d of the selected cell (not under a digit). */
  mark(d) {
    const i = this.sel;
    if (this.locked(i) || this.value[i] !== ".") return;
    const m = this.marks[i].includes(d) ? this.marks[i].replace(d, "") : [...DIGITS].filter((x) => x === d || this.marks[i].includes(x)).join("");
    this.change([[i, ".", m]]);
  }

  /** erase clears the selected cell's digit and candidates. */
  erase() {
    const i = this.sel;
    if (this.locked(i) || (this.value[i] === "." && !this.marks[i])) return;
    this.change([[i, ".", ""]]);
  }

  togglePencil() {
    this.pencil = !this.pencil;
    this.paint();
  }

  /** change applies [cell, digit, candidates] triples as one undoable step. */
  change(list) {
    const step = list.map(([i, v, m]) => ({ i, from: [this.value[i], this.marks[i]], to: [v, m] }));
    this.undoStack.push(step);
    this.redoStack = [];
    this.apply(step, "to");
  }

  apply(step, side) {
    for (const s of step) [this.value[s.i], this.marks[s.i]] = s[side];
    this.sel = step[step.length - 1].i;
    this.paint();
    if (this.onChange) this.onChange(this.toString(), this.marks.slice());
  }

  undo() {
    const step = this.undoStack.pop();
    if (!step) return;
    this.redoStack.push(step);
    this.apply(step, "from");
  }

  redo() {
    const step = this.redoStack.pop();
    if (!step) return;
    this.undoStack.push(step);
    this.apply(step, "to");
  }

  key(e) {
    const moves = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };
    // The digit by its key's place, so Shift+1 is 1 on any layout.
    const m = /^(?:Digit|Numpad)([1-9])$/.exec(e.code || "");
    const d = m ? m[1] : DIGITS.includes(e.key) ? e.key : "";
    const k = (e.key || "").toLowerCase();
    if ((e.ctrlKey || e.metaKey) && (e.code === "KeyZ" || k === "z")) {
      if (e.shiftKey) this.redo();
      else this.undo();
    } else if ((e.ctrlKey || e.metaKey) && (e.code === "KeyY" || k === "y")) this.redo();
    else if (e.ctrlKey || e.metaKey) return; // the browser's own shortcuts
    else if (d && (e.shiftKey || e.altKey)) this.mark(d);
    else if (d) this.press(d);
    else if (e.key === "Backspace" || e.key === "Delete" || e.key === "0") this.erase();
    else if (e.code === "KeyP" || k === "p") this.togglePencil();
    else if (moves[e.key]) {
      const n = this.sel + moves[e.key];
      if (n < 0 || n >= 81 || (Math.abs(moves[e.key]) === 1 && Math.floor(n / 9) !== Math.floor(this.sel / 9))) return;
      this.select(n);
      this.cells[n].focus();
    } else return;
    e.preventDefault();
  }

  /** conflicts returns the set of cells that clash with another cell. */
  conflicts() {
    const bad = new Set();
    for (let i = 0; i < 81; i++) {
      if (this.value[i] === ".") continue;
      for (let j = i + 1; j < 81; j++) {
        if (this.value[j] === this.value[i] && peers(i, j)) {
          bad.add(i);
          bad.add(j);
        }
      }
    }
    return bad;
  }

  paint() {
    const bad = this.conflicts();
    const sv = this.value[this.sel];
    this.cells.forEach((cell, i) => {
      const v = this.value[i];
      if (v !== ".") cell.replaceChildren(v);
      else if (this.marks[i]) {
        cell.replaceChildren(el("span", { class: "marks" }, [...DIGITS].map((d) =>
          el("span", { class: "mark" + (d === sv ? " same" : ""), dataset: { m: d } }, this.marks[i].includes(d) ? d : ""))));
      } else cell.replaceChildren();
      cell.setAttribute("aria-label", t("sudoku.cell", Math.floor(i / 9) + 1, i % 9 + 1) +
        (v !== "." ? ": " + v : this.marks[i] ? ": " + t("sudoku.marks_label", [...this.marks[i]].join(" ")) : ""));
      cell.classList.toggle("sel", i === this.sel);
      cell.classList.toggle("peer", i !== this.sel && peers(i, this.sel));
      cell.classList.toggle("same", i !== this.sel && sv !== "." && v === sv);
      cell.classList.toggle("conflict", bad.has(i));
      cell.classList.toggle("pencil", this.pencil && i === this.sel);
    });
    this.pencilBtn.setAttribute("aria-pressed", String(this.pencil));
    this.pencilBtn.classList.toggle("on", this.pencil);
    this.undoBtn.disabled = !this.undoStack.length;
    this.redoBtn.disabled = !this.redoStack.length;
  }

  /** focus puts the keyboard on the selected cell, without scrolling. */
  focus() {
    this.cells[this.sel].focus({ preventScroll: true });
  }

  /** filled reports whether every cell has a digit. */
  filled() {
    return !this.value.includes(".");
  }

  /** toString is the answer Check sends: the digits only. */
  toString() {
    return this.value.join("");
  }
}

function peers(i, j) {
  const ri = Math.floor(i / 9), ci = i % 9, rj = Math.floor(j / 9), cj = j % 9;
  return ri === rj || ci === cj ||
    (Math.floor(ri / 3) === Math.floor(rj / 3) && Math.floor(ci / 3) === Math.floor(cj / 3));
}
