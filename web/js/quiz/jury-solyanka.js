// The jury's form for the festival's solyanka (Y1, Y2): open it with its
// tasks, then each team's points per task, with the ranking below.

import { fapi } from "./api.js";
import { $, el, replace } from "../common/dom.js";
import { t } from "../common/i18n.js";
import { solyankaTable } from "./views-solyanka.js";

/** renderSolyanka draws #solyanka from page.sol (page.fest for the teams'
 * names); act(fn) runs a jury input and re-reads the page. */
export function renderSolyanka(fid, page, act) {
  if (!page.sol) {
    replace("#solyanka", el("form", { id: "sol-form", onsubmit: (e) => {
      e.preventDefault();
      const tasks = $("#sol-tasks").value.split("\n").map((l) => l.trim()).filter(Boolean).map((l) => {
        const [title, max] = l.split(";");
        return { title: title.trim(), max: max ? Number(max) : 0 };
      });
      act(() => fapi.openSolyanka(fid, tasks));
    } }, el("label", { for: "sol-tasks" }, t("jury.sol_tasks")),
    el("textarea", { id: "sol-tasks", placeholder: t("jury.sol_tasks_ph") }),
    el("p", {}, el("button", { type: "submit", id: "sol-open" }, t("jury.sol_open")))));
    return;
  }
  const names = {};
  for (const tm of page.fest.team_list) names[tm.id] = tm.name;
  const byTeam = {};
  for (const r of page.sol.rows) byTeam[r.team] = r;
  replace("#solyanka", el("div", { class: "table-wrap" }, el("table", { class: "quiz" },
    el("thead", {}, el("tr", {}, el("th", {}, t("fest.team")), page.sol.tasks.map((x, i) => el("th", { class: "num", title: x.title }, i + 1)))),
    el("tbody", {}, page.sol.teams.map((id) => el("tr", {}, el("td", {}, names[id] || id),
      byTeam[id].points.map((p, i) => el("td", {}, el("input", { type: "number", step: "any", value: p, class: "score",
        onchange: (e) => act(() => fapi.score(fid, id, i + 1, Number(e.target.value))) })))))))),
  el("h3", {}, t("fest.ranking")), el("div", { class: "table-wrap" }, solyankaTable(page.sol)));
}
