// Views of the festival's Svoya igra (S1-S12), shared by the public,
// projector and jury pages: the qualifying and venue tables, the fight
// boards, the play-off and the final ranking. They take the JSON of
// GET /api/festivals/{fid}/svoya as it comes.

import { el } from "../common/dom.js";
import { t } from "../common/i18n.js";

/** svStage names a stage of the Svoya igra tournament. */
export function svStage(s) {
  switch (s) {
    case "qualifying": return t("sv.stage_qualifying");
    case "seating": return t("sv.stage_seating");
    case "groups": return t("sv.stage_groups");
    case "quarter_final": return t("sv.stage_quarter_final");
    case "semi_final": return t("sv.stage_semi_final");
    case "final": return t("sv.stage_final");
    case "done": return t("sv.stage_done");
  }
  return s || "";
}

const sname = (sv, id) => (sv && sv.names && sv.names[id]) || id || "";

const collator = new Intl.Collator("ru", { numeric: true, sensitivity: "base" });

/** byName orders player ids by name as people read a list: numbers as
 * numbers ("Игрок 2-1" before "Игрок 10-1"), not as text. */
export function byName(sv, ids) {
  return [...(ids || [])].sort((a, b) => collator.compare(sname(sv, a), sname(sv, b)));
}

/** svoyaStage says where the Svoya igra tournament stands. */
export function svoyaStage(sv) {
  if (!sv) return "";
  if (sv.blocked) return sv.blocked.message;
  const s = sv.next || {};
  const text = svStage(s.stage);
  return s.fights ? text + " · " + t("sv.fights_done", s.done, s.fights) : text;
}

/** tiesByName keeps the server's order of places and lists the players of
 * one shared place (before any sheet is marked, everyone) by name, numbers
 * as numbers. */
function tiesByName(rows) {
  const out = [];
  for (let i = 0; i < rows.length;) {
    let j = i;
    while (j < rows.length && rows[j].place === rows[i].place) j++;
    out.push(...rows.slice(i, j).sort((a, b) => collator.compare(a.name || "", b.name || "")));
    i = j;
  }
  return out;
}

/** svoyaQualifying renders the written qualifying's table (S5-S7). */
export function svoyaQualifying(sv) {
  const q = sv && sv.qualifying;
  if (!q || !(q.rows || []).length) return "";
  return el("table", { class: "quiz sv-qual" },
    el("thead", {}, el("tr", {}, el("th", { class: "num" }, t("table.place")), el("th", {}, t("sv.player")),
      el("th", { class: "num" }, t("sv.total")), el("th", { class: "num opt" }, t("sv.right_sum")), el("th", { class: "num opt" }, t("sv.right_count")))),
    el("tbody", {}, tiesByName(q.rows).map((r) => el("tr", { class: r.disqualified ? "dq" : "", dataset: { player: r.player } },
      el("td", { class: "num" }, r.place || "—"),
      el("td", {}, r.name, r.qualified ? el("span", { class: "badge ok qual" }, t("fest.qualified")) : ""),
      el("td", { class: "num" }, el("strong", {}, r.total)), el("td", { class: "num opt" }, r.right_sum), el("td", { class: "num opt" }, r.right_count)))));
}

/** fightBadge says whether a fight is over, being played (answers
 * entered) or not started yet. */
function fightBadge(f) {
  if (f.done) return el("span", { class: "badge" }, t("sv.closed"));
  if (!(f.answers || []).length) return el("span", { class: "badge not-started" }, t("sv.not_started"));
  return el("span", { class: "badge live" }, t("sv.open"));
}

/** svoyaBoard renders one fight's board: answers so far, places and, in
 * the group stage, the fight points (4/2/1/0, shared places averaged). */
export function svoyaBoard(sv, f, title) {
  return el("div", { class: "sv-fight" + (f.done ? " done" : ""), dataset: { stage: f.ref.stage, venue: String(f.ref.venue || ""), fight: String(f.ref.fight || "") } },
    el("h4", {}, title, " ", fightBadge(f)),
    el("table", { class: "quiz" }, el("tbody", {}, (f.board || []).map((b) => el("tr", { class: b.disqualified ? "dq" : "" },
      el("td", { class: "num" }, b.place), el("td", {}, b.name, b.passive ? el("span", { class: "muted small" }, " (" + t("sv.passive") + ")") : ""),
      el("td", { class: "num" }, el("strong", {}, b.total)),
      b.points !== undefined && b.points !== null ? el("td", { class: "num" }, t("sv.points", b.points)) : "")))));
}

/** svoyaVenues renders each venue's table (S10) and fights (S9). */
export function svoyaVenues(sv, hall = new Set()) {
  const venues = (sv && sv.venues) || [];
  const note = venues.length && hall.has("svoya-seats") ? [el("p", { class: "small muted hall-note" }, t("sv.seats_hall"))] : [];
  return note.concat(venues.map((v) => el("div", { class: "sv-venue", dataset: { venue: String(v.number) } },
    el("h3", {}, t("sv.venue", v.number)),
    el("div", { class: "table-wrap" }, el("table", { class: "quiz" },
      el("thead", {}, el("tr", {}, el("th", { class: "num" }, t("table.place")), el("th", {}, t("sv.player")),
        el("th", { class: "num" }, t("table.points")), el("th", { class: "num opt" }, t("sv.fights")), el("th", { class: "num opt" }, t("sv.total")))),
      el("tbody", {}, (v.table || []).map((r) => el("tr", { class: r.disqualified ? "dq" : "", dataset: { player: r.player } },
        el("td", { class: "num" }, r.place || "—"),
        el("td", {}, r.name, r.qualified ? el("span", { class: "badge ok qual" }, t("fest.qualified")) : ""),
        el("td", { class: "num" }, el("strong", {}, r.points)), el("td", { class: "num opt" }, r.fights), el("td", { class: "num opt" }, r.total)))))),
    el("details", { class: "sv-fights" }, el("summary", {}, t("sv.fight_boards")),
      el("div", { class: "sv-grid" }, (v.fights || []).map((f, i) => svoyaBoard(sv, f, t("sv.fight_n", i + 1))))))));
}

/** svoyaPlayoff renders the play-off rounds (S11) with shootouts (S12). */
export function svoyaPlayoff(sv) {
  return ((sv && sv.playoff) || []).map((r) => el("div", { class: "sv-round" }, el("h3", {}, svStage(r.stage)),
    el("div", { class: "sv-grid" }, (r.fights || []).map((f, i) => el("div", {}, svoyaBoard(sv, f, t("sv.fight_n", i + 1)),
      (f.shootouts || []).map((s, k) => svoyaBoard(sv, s, t("sv.shootout_n", k + 1))),
      (f.advance || []).length ? el("p", { class: "small" }, t("sv.advance"), " ", f.advance.map((p) => sname(sv, p)).join(", ")) : "")))));
}

/** svoyaRanking renders the final ranking. */
export function svoyaRanking(sv) {
  const rows = (sv && sv.ranking) || [];
  if (!rows.length) return "";
  return el("table", { class: "quiz ranking" },
    el("thead", {}, el("tr", {}, el("th", { class: "num" }, t("table.place")), el("th", {}, t("sv.player")), el("th", { class: "opt" }, t("br.finished")))),
    el("tbody", {}, rows.map((r) => el("tr", { class: r.disqualified ? "dq" : r.place === "1" ? "cup1" : "" },
      el("td", { class: "num" }, r.place || "—"), el("td", {}, r.name), el("td", { class: "opt" }, svStage(r.reached))))));
}
