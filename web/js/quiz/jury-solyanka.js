// The jury's form for the festival's solyanka (Y1, Y2): open it with its
// tasks, then each team's points per task, with the ranking below.

import { fapi } from "./api.js";
import { $, el, replace } from "../common/dom.js";
import { t } from "../common/i18n.js";
import { ApiError } from "../common/api.js";
import { solyankaTable } from "./views-solyanka.js";

/** number reads a number as a Russian jury writes it too ("7,5"); NaN
 * when it is none. */
const number = (s) => Number(String(s).trim().replace(",", "."));

/** renderSolyanka draws #solyanka from page.sol (page.fest for the teams'
 * names); act(fn) runs a jury input and re-reads the page. A redraw keeps
 * the cell being typed in and every value typed but not yet sent: the
 * jury types a score, Tab, the next, while the first is being saved. */
export function renderSolyanka(fid, page, act) {
  if (!page.sol) {
    replace("#solyanka", el("form", { id: "sol-form", onsubmit: (e) => {
      e.preventDefault();
      const lines = $("#sol-tasks").value.split("\n").map((l) => l.trim()).filter(Boolean);
      const tasks = lines.map((l) => {
        const [title, max] = l.split(";");
        return { title: title.trim(), max: max && max.trim() ? number(max) : 0 };
      });
      const bad = tasks.findIndex((x) => !Number.isFinite(x.max) || x.max < 0);
      if (bad >= 0) {
        // A maximum that is not a number would be dropped unseen, and the
        // task take any points.
        act(() => Promise.reject(new ApiError(400, {
          message_en: `line ${bad + 1}: "${lines[bad]}": the maximum after ";" is not a number`,
          message_ru: `строка ${bad + 1}: «${lines[bad]}»: максимум после «;» — не число`,
        })));
        return;
      }
      act(() => fapi.openSolyanka(fid, tasks));
    } }, el("label", { for: "sol-tasks" }, t("jury.sol_tasks")),
    el("textarea", { id: "sol-tasks", placeholder: t("jury.sol_tasks_ph") }),
    el("p", {}, el("button", { type: "submit", id: "sol-open" }, t("jury.sol_open")))));
    return;
  }
  const box = $("#solyanka");
  const cellKey = (e) => e.dataset.team + "/" + e.dataset.task;
  const active = document.activeElement;
  const focused = box.contains(active) && active.dataset.task ? cellKey(active) : "";
  // Where the caret stood in it: a redraw that selected the whole cell
  // made the next key replace what was typed ("3", redraw, ",5" gave 0.5).
  const caret = focused ? [active.selectionStart, active.selectionEnd] : null;
  const typed = {};
  for (const inp of box.querySelectorAll("input.score")) {
    if (inp.value !== inp.dataset.shown) typed[cellKey(inp)] = inp.value;
  }
  const names = {};
  for (const tm of page.fest.team_list) names[tm.id] = tm.name;
  const byTeam = {};
  for (const r of page.sol.rows) byTeam[r.team] = r;
  replace(box, el("div", { class: "table-wrap" }, el("table", { class: "quiz" },
    el("thead", {}, el("tr", {}, el("th", {}, t("fest.team")), page.sol.tasks.map((x, i) => el("th", { class: "num", title: x.title }, i + 1)))),
    el("tbody", {}, page.sol.teams.map((id) => el("tr", {}, el("td", {}, names[id] || id),
      byTeam[id].points.map((p, i) => el("td", {}, el("input", {
        type: "text", inputmode: "decimal", value: String(p), class: "score", dataset: { team: id, task: String(i + 1), shown: String(p) },
        onchange: (e) => {
          e.target.dataset.shown = e.target.value; // sent: the re-read shows what the server took
          const v = number(e.target.value);
          if (!Number.isFinite(v)) {
            act(() => Promise.reject(new ApiError(400, { message_en: `"${e.target.value}" is not a number`, message_ru: `«${e.target.value}» — не число` })));
            return;
          }
          act(() => fapi.score(fid, id, i + 1, v));
        },
      })))))))),
  el("h3", {}, t("fest.ranking")), el("div", { class: "table-wrap" }, solyankaTable(page.sol)));
  for (const inp of box.querySelectorAll("input.score")) {
    const k = cellKey(inp);
    if (k in typed) inp.value = typed[k];
    if (k === focused) {
      inp.focus();
      inp.setSelectionRange(caret[0], caret[1]);
    }
  }
}
