// The jury's board of a Svoya igra fight entered after the fact (issue 13:
// the fallback when a fight is not played live): the current round's
// themes by values, each cell showing the answers entered for it by seat
// number, the question being entered marked. A click picks a cell; on the
// board the keys do the rest: 1-9 pick the player by seat, + (or =) enters
// a right answer, - a wrong one, the arrows move between cells, PageUp /
// PageDown between rounds. Where the cursor starts is the server's (the
// question after the last one answered); the board only moves it.

import { el } from "../common/dom.js";
import { t } from "../common/i18n.js";

/** svoyaGrid draws fight f's board for the round of cursor c
 * ({round, theme, question}). pick(c) moves the cursor, who(i) picks the
 * player of seat i (0-based), enter(right) enters an answer at the
 * cursor; name(id) names a player. */
export function svoyaGrid(f, format, c, { pick, who, enter, name }) {
  const rounds = (format && format.rounds) || [];
  const rd = rounds[c.round - 1];
  if (!rd) return "";
  const seat = new Map(f.players.map((p, i) => [p, i + 1]));
  const cell = (th, q) => (f.answers || []).filter((a) => a.round === c.round && a.theme === th && a.question === q)
    .map((a) => el("span", { class: a.right ? "sv-right" : "sv-wrong", title: name(a.player) }, `${seat.get(a.player) || "?"}${a.right ? "+" : "−"}`));
  const table = el("table", { class: "sv-grid", id: "sv-grid" },
    el("thead", {}, el("tr", {}, el("th", {}, t("sv.round") + " " + c.round), ...rd.values.map((v) => el("th", {}, String(v))))),
    el("tbody", {}, ...Array.from({ length: rd.themes }, (_, i) => el("tr", {}, el("th", {}, t("sv.theme") + " " + (i + 1)),
      ...rd.values.map((_, j) => el("td", {
        class: c.theme === i + 1 && c.question === j + 1 ? "sv-cursor" : "",
        "data-cell": `${c.round}.${i + 1}.${j + 1}`,
        onclick: () => pick({ round: c.round, theme: i + 1, question: j + 1 }),
      }, ...cell(i + 1, j + 1)))))));
  const box = el("div", { class: "sv-grid-box", tabindex: "0", id: "sv-grid-box", "aria-label": t("sv.grid_hint") }, table);
  box.addEventListener("keydown", (e) => {
    const k = e.key;
    if (/^[1-9]$/.test(k) && Number(k) <= f.players.length) who(Number(k) - 1);
    else if (k === "+" || k === "=") enter(true);
    else if (k === "-" || k === "_") enter(false);
    else if (k === "ArrowRight") pick(step(rounds, c, 0, 1));
    else if (k === "ArrowLeft") pick(step(rounds, c, 0, -1));
    else if (k === "ArrowDown") pick(step(rounds, c, 1, 0));
    else if (k === "ArrowUp") pick(step(rounds, c, -1, 0));
    else if (k === "PageDown" && c.round < rounds.length) pick({ round: c.round + 1, theme: 1, question: 1 });
    else if (k === "PageUp" && c.round > 1) pick({ round: c.round - 1, theme: 1, question: 1 });
    else return;
    e.preventDefault();
  });
  return el("div", {}, box,
    el("p", { class: "muted small" }, t("sv.grid_hint")),
    el("p", { class: "small" }, f.players.map((p, i) => `${i + 1} ${name(p)}`).join(" · ")));
}

// step moves cursor c by dt themes and dq questions within its round.
function step(rounds, c, dt, dq) {
  const rd = rounds[c.round - 1];
  const theme = Math.min(Math.max(c.theme + dt, 1), rd.themes);
  const question = Math.min(Math.max(c.question + dq, 1), rd.values.length);
  return { round: c.round, theme, question };
}
