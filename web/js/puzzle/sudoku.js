// A 9x9 Sudoku entered cell by cell: tap a cell, tap a digit on the pad
// (or type it on a keyboard; arrows move). Givens are locked. Cells that
// clash with another in their row, column or box are shown in red, which
// helps a human and tells nothing about the solution. The grid is what the
// Check button sends: 81 characters, '.' for an empty cell.

import { el } from "../common/dom.js";
import { t } from "../common/i18n.js";

export class Sudoku {
  /** givens: 81 characters; saved: an earlier entry to restore (optional);
   * onChange(value) runs after every change (to keep it in storage). */
  constructor(givens, saved, onChange) {
    this.givens = givens;
    this.value = [...givens].map((c) => (c >= "1" && c <= "9" ? c : "."));
    if (saved && saved.length === 81) {
      [...saved].forEach((c, i) => {
        if (this.givens[i] === "." && c >= "1" && c <= "9") this.value[i] = c;
      });
    }
    this.onChange = onChange;
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
        class: "cell" + (this.givens[i] !== "." ? " given" : "") +
          (c === 2 || c === 5 ? " br" : "") + (r === 2 || r === 5 ? " bb" : ""),
        "aria-label": t("sudoku.cell", r + 1, c + 1),
        dataset: { i: String(i) },
        onclick: () => this.select(i),
      });
      this.cells.push(cell);
      grid.append(cell);
    }
    grid.addEventListener("keydown", (e) => this.key(e));
    const pad = el("div", { class: "pad" });
    for (let d = 1; d <= 9; d++) {
      pad.append(el("button", { type: "button", dataset: { d: String(d) }, onclick: () => this.put(String(d)) }, String(d)));
    }
    pad.append(el("button", { type: "button", class: "erase", dataset: { d: "." }, onclick: () => this.put(".") }, t("sudoku.erase")));
    return el("div", { class: "sudoku-wrap" }, grid, pad);
  }

  select(i) {
    this.sel = i;
    this.paint();
  }

  put(d) {
    if (this.givens[this.sel] !== ".") return;
    this.value[this.sel] = d;
    this.paint();
    if (this.onChange) this.onChange(this.toString());
  }

  key(e) {
    const moves = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };
    if (e.key >= "1" && e.key <= "9") this.put(e.key);
    else if (e.key === "Backspace" || e.key === "Delete" || e.key === "0" || e.key === " ") this.put(".");
    else if (moves[e.key]) {
      const n = this.sel + moves[e.key];
      if (n >= 0 && n < 81) {
        this.select(n);
        this.cells[n].focus();
      }
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
      cell.textContent = this.value[i] === "." ? "" : this.value[i];
      cell.classList.toggle("sel", i === this.sel);
      cell.classList.toggle("peer", i !== this.sel && peers(i, this.sel));
      cell.classList.toggle("same", i !== this.sel && sv !== "." && this.value[i] === sv);
      cell.classList.toggle("conflict", bad.has(i));
    });
  }

  /** filled reports whether every cell has a digit. */
  filled() {
    return !this.value.includes(".");
  }

  toString() {
    return this.value.join("");
  }
}

function peers(i, j) {
  const ri = Math.floor(i / 9), ci = i % 9, rj = Math.floor(j / 9), cj = j % 9;
  return ri === rj || ci === cj ||
    (Math.floor(ri / 3) === Math.floor(rj / 3) && Math.floor(ci / 3) === Math.floor(cj / 3));
}
