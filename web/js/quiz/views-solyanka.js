// The solyanka's table (Y1, Y2), shared by the jury, public and projector
// pages; it takes the JSON of GET /api/festivals/{fid}/solyanka as it comes.

import { el } from "../common/dom.js";
import { t } from "../common/i18n.js";

/** solyankaTable renders the solyanka (Y2: shared places "1-2"). */
export function solyankaTable(sol) {
  if (!sol) return "";
  const tasks = sol.tasks || [];
  return el("table", { class: "quiz solyanka" },
    el("thead", {}, el("tr", {}, el("th", { class: "num" }, t("table.place")), el("th", {}, t("fest.team")),
      // Each task by its title, short and wrapped (the number first, so
      // a column stays findable when the title is long).
      tasks.map((x, i) => el("th", { class: "num opt task" + (x.removed ? " removed" : ""), title: x.title, dataset: { task: String(i + 1) } },
        el("span", { class: "tno" }, i + 1), x.title ? el("span", { class: "ttitle" }, x.title) : "")),
      el("th", { class: "num" }, t("table.total")))),
    el("tbody", {}, (sol.rows || []).map((r) => el("tr", { class: r.disqualified ? "dq" : "", dataset: { team: r.team } },
      el("td", { class: "num" }, r.place || "—"), el("td", {}, r.name),
      r.points.map((p, i) => el("td", { class: "num opt" + (tasks[i] && tasks[i].removed ? " removed" : "") }, p)),
      el("td", { class: "num" }, el("strong", {}, r.total))))));
}
