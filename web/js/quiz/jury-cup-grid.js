// The jury's entry grid of a question round: teams x questions, built for
// typing 50+ teams x 12 questions without the mouse.
//
//   1 or +        taken, next question      0 or -   not taken, next question
//   Space         toggle the cell           arrows   move
//   Enter         same question, next team  Tab      next team, question 1
//   Shift+Tab     previous team             Home/End first/last question
//
// A tap or click toggles a cell (a phone has no keyboard). Each change is
// one event sent at once, in order (a queue, so a fast typist's changes
// reach the log in the order typed); the cell shows the change at once,
// marked pending until the server has committed it.

import { el } from "../common/dom.js";
import { t } from "../common/i18n.js";

export class Grid {
  /** onChange(team, question, answered) returns a promise of the cup view
   * after the commit; onHeader(question) is a click on a question's
   * number (remove or restore it). */
  constructor(node, onChange, onHeader) {
    this.node = node;
    this.onChange = onChange;
    this.onHeader = onHeader;
    this.round = null;
    this.cur = { r: 0, c: 0 };
    this.pending = new Map(); // "team/q" -> count of changes in flight
    this.queue = Promise.resolve();
  }

  /** show draws round rd (rebuilding only when the round or its teams
   * changed, so the cursor stays where the jury typed). */
  show(cup, rd) {
    const key = rd.number + ":" + rd.rows.map((r) => r.team).join(",") + ":" + rd.questions;
    if (this.key !== key) {
      this.key = key;
      this.build(cup, rd);
    }
    this.update(rd);
  }

  build(cup, rd) {
    this.round = rd.number;
    this.teams = rd.rows.map((r) => r.team);
    this.questions = rd.questions;
    // The cursor comes back where the jury left it in this round (a
    // reload put it on team 1, question 1, with the cards half entered).
    this.cur = this.savedCursor() || { r: 0, c: 0 };
    const head = [el("th", {}, t("fest.team"))];
    for (let q = 1; q <= rd.questions; q++) {
      head.push(el("th", { class: "num qh", dataset: { q: String(q) }, title: t("fest.remove_hint"),
        onclick: () => this.onHeader && this.onHeader(q) }, q));
    }
    head.push(el("th", { class: "num" }, "Σ"), el("th", { class: "num opt" }, t("fest.rating")), el("th", { class: "num" }, t("table.place")));
    const pairOf = {};
    (rd.pairs || []).forEach((p, i) => { pairOf[p.a] = i + 1; pairOf[p.b] = i + 1; });
    const rows = rd.rows.map((row, r) => {
      const cells = [el("td", { class: "tname" }, (pairOf[row.team] ? pairOf[row.team] + ". " : "") + ((cup.names && cup.names[row.team]) || row.team))];
      for (let c = 0; c < rd.questions; c++) {
        cells.push(el("td", { class: "cell", dataset: { r: String(r), c: String(c) }, onclick: () => { this.move(r, c); this.set(r, c, null); } }));
      }
      cells.push(el("td", { class: "num pts" }), el("td", { class: "num rat opt" }), el("td", { class: "num place" }));
      return el("tr", { dataset: { team: row.team } }, cells);
    });
    this.table = el("table", { class: "grid", tabindex: "0", id: "grid", dataset: { round: String(rd.number) },
      onkeydown: (e) => this.key_(e) }, el("thead", {}, el("tr", {}, head)), el("tbody", {}, rows));
    this.node.replaceChildren(this.table, el("p", { class: "muted small" }, t("fest.grid_help")));
    this.paintCursor();
  }

  /** update shows the server's table, except cells still in flight. */
  update(rd) {
    this.rd = rd;
    const removed = new Set((rd.removed || []).map((x) => x.question));
    for (const th of this.table.querySelectorAll("th.qh")) th.classList.toggle("removed", removed.has(+th.dataset.q));
    rd.rows.forEach((row, r) => {
      const tr = this.table.tBodies[0].rows[r];
      row.answers.forEach((a, c) => {
        const td = tr.cells[c + 1];
        if (!this.pending.get(row.team + "/" + (c + 1))) this.paint(td, a);
        td.classList.toggle("removed", removed.has(c + 1));
      });
      tr.querySelector(".pts").textContent = row.points;
      tr.querySelector(".rat").textContent = row.rating;
      tr.querySelector(".place").textContent = row.place;
    });
  }

  paint(td, on) {
    td.classList.toggle("on", !!on);
    td.textContent = on ? "+" : "·";
    td.dataset.on = on ? "1" : "0";
  }

  cell(r, c) { return this.table.tBodies[0].rows[r].cells[c + 1]; }

  move(r, c) {
    const n = this.teams.length;
    if (c >= this.questions) { c = 0; r++; }
    if (c < 0) { c = this.questions - 1; r--; }
    this.cur = { r: Math.max(0, Math.min(n - 1, r)), c: Math.max(0, Math.min(this.questions - 1, c)) };
    try { sessionStorage.setItem(this.cursorKey(), JSON.stringify(this.cur)); } catch (_) { /* storage may be blocked */ }
    this.paintCursor();
  }

  /** cursorKey names this page's cursor of the round drawn (its festival,
   * its round and teams), kept for the tab's life. */
  cursorKey() { return "turnir.grid:" + location.search + ":" + this.key; }

  /** savedCursor is the cursor kept for the round drawn, if it still
   * fits its table. */
  savedCursor() {
    try {
      const c = JSON.parse(sessionStorage.getItem(this.cursorKey()) || "null");
      if (c && c.r >= 0 && c.r < this.teams.length && c.c >= 0 && c.c < this.questions) return c;
    } catch (_) { /* storage may be blocked, or hold something else */ }
    return null;
  }

  paintCursor() {
    for (const x of this.table.querySelectorAll("td.cur")) x.classList.remove("cur");
    const td = this.cell(this.cur.r, this.cur.c);
    td.classList.add("cur");
    td.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  focus() { this.table.focus(); }

  /** set changes one cell (value null toggles) and sends it. */
  set(r, c, value) {
    const td = this.cell(r, c);
    const old = td.dataset.on === "1";
    const v = value === null ? !old : value;
    if (v === old) return;
    const team = this.teams[r];
    const k = team + "/" + (c + 1);
    this.paint(td, v);
    td.classList.add("pending");
    this.pending.set(k, (this.pending.get(k) || 0) + 1);
    const round = this.round;
    this.queue = this.queue.then(() => this.onChange(round, team, c + 1, v)).then(() => true, () => false).then((ok) => {
      const left = this.pending.get(k) - 1;
      if (left) this.pending.set(k, left); else this.pending.delete(k);
      if (!left) td.classList.remove("pending");
      if (!ok && this.rd) this.update(this.rd); // show what the log holds
    });
  }

  key_(e) {
    const { r, c } = this.cur;
    switch (e.key) {
      case "ArrowRight": this.move(r, c + 1); break;
      case "ArrowLeft": this.move(r, c - 1); break;
      case "ArrowDown": case "Enter": this.move(r + 1, c); break;
      case "ArrowUp": this.move(r - 1, c); break;
      case "Home": this.move(r, 0); break;
      case "End": this.move(r, this.questions - 1); break;
      case "1": case "+": case "=": this.set(r, c, true); this.move(r, c + 1); break;
      case "0": case "-": this.set(r, c, false); this.move(r, c + 1); break;
      case " ": this.set(r, c, null); break;
      case "Tab":
        if (e.shiftKey ? r === 0 : r === this.teams.length - 1) return; // leave the grid
        this.move(e.shiftKey ? r - 1 : r + 1, 0);
        break;
      default: return;
    }
    e.preventDefault();
  }

  /** idle resolves when every change sent so far is committed. */
  idle() { return this.queue; }
}
