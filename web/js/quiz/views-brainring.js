// Views of the festival's Brain-ring (F1-F7), shared by the public,
// projector and jury pages: group tables with shared places and
// crosstables, the play-off bracket as SVG and the final ranking. They take
// the JSON of GET /api/festivals/{fid}/brainring as it comes.

import { clip, el } from "../common/dom.js";
import { t } from "../common/i18n.js";

const SVG = "http://www.w3.org/2000/svg";

const bname = (br, id) => (br && br.names && br.names[id]) || id || "";

/** brStage names a play-off stage or the place a team finished in. */
export function brStage(s) {
  const m = /^round_of_(\d+)$/.exec(s || "");
  if (m) return t("br.round_of", Number(m[1]) / 2, m[1]); // "1/8 финала", "round of 16"
  switch (s) {
    case "final": return t("br.final");
    case "third_place": return t("br.third_place");
    case "semi_final": return t("br.semi_final");
    case "quarter_final": return t("br.quarter_final");
    case "group": return t("br.group_stage");
  }
  return s || "";
}

/** brainringStage says in words what the Brain-ring waits for. */
export function brainringStage(br) {
  if (!br) return "";
  if (br.blocked) return br.blocked.message;
  const s = br.next || {};
  switch (s.stage) {
    case "draw": return t("br.stage_draw");
    case "groups": return t("br.stage_groups", s.round, s.fight);
    case "group_lot": return t("br.stage_lot", s.group);
    case "playoff_start": return t("br.stage_playoff_start");
    case "playoff": return t("br.stage_playoff", s.fight);
    case "extra": return t("br.stage_extra", s.match, s.question);
    case "blocked": return t("br.stage_blocked");
    case "done": return t("br.stage_done", bname(br, br.bracket && br.bracket.champion));
  }
  return s.stage || "";
}

/** brainringGroups renders every group: its table (F5: points, taken -
 * given, taken; shared places "3-4") and its crosstable (F3: two fights
 * of every pair, from the row team's side). */
export function brainringGroups(br, hall = new Set()) {
  const groups = (br && br.groups) || [];
  // Groups the captains drew in the hall say so where they are shown,
  // not only in the list of lots (issue 14, item 11).
  const note = groups.length && hall.has("brainring-groups") ? [el("p", { class: "small muted hall-note" }, t("br.groups_hall"))] : [];
  return note.concat(groups.map((g) => el("div", { class: "br-group", dataset: { group: g.name } },
    el("h3", {}, t("br.group", g.name)),
    hall.has("brainring-lot-" + g.name) ? el("p", { class: "small muted hall-note" }, t("br.lot_hall")) : "",
    el("div", { class: "table-wrap" }, el("table", { class: "quiz br-table" },
      el("thead", {}, el("tr", {}, el("th", { class: "num" }, t("table.place")), el("th", {}, t("fest.team")),
        el("th", { class: "num" }, t("br.played")), el("th", { class: "num" }, t("table.points")),
        el("th", { class: "num" }, t("br.diff")), el("th", { class: "num opt" }, t("br.taken")))),
      el("tbody", {}, (g.table || []).map((r) => el("tr", { class: r.disqualified ? "dq" : "", dataset: { team: r.team } },
        el("td", { class: "num" }, r.label || "—"),
        el("td", {}, r.name, r.qualified ? el("span", { class: "badge ok qual" }, t("fest.qualified")) : "",
          r.head_to_head ? el("span", { class: "muted small", title: t("br.head_to_head") }, " ⚔") : "",
          r.by_lot ? el("span", { class: "muted small", title: t("br.by_lot") }, " 🎲") : ""),
        el("td", { class: "num" }, r.played), el("td", { class: "num" }, el("strong", {}, r.points)),
        el("td", { class: "num" }, (r.diff > 0 ? "+" : "") + r.diff), el("td", { class: "num opt" }, r.taken)))))),
    crossTable(g))));
}

function crossTable(g) {
  const rows = g.cross || [];
  if (!rows.length) return "";
  return el("div", { class: "table-wrap" }, el("table", { class: "cross br-cross" },
    el("thead", {}, el("tr", {}, el("th", { class: "name" }, t("fest.team")), rows.map((_, i) => el("th", {}, i + 1)))),
    el("tbody", {}, rows.map((r, i) => el("tr", { dataset: { team: r.team } },
      el("td", { class: "name" }, i + 1 + ". " + r.name),
      r.cells.map((c) => el("td", { class: c.self ? "self" : "" }, c.self ? "" :
        (c.fights || []).map((f, k) => el("span", { class: "fight " + f.status, title: f.id }, (k ? " " : ""),
          f.status === "scheduled" ? "·" : f.taken + ":" + f.given)))))))));
}

/** brainringBracket draws the play-off (F6, F7) as SVG: a column per
 * round, each match's two teams with the points of its fights, the team
 * that went on in bold, the champion at the end; the 3rd-place match
 * under the final. */
export function brainringBracket(br) {
  const b = br && br.bracket;
  if (!b || !(b.rounds || []).length) return "";
  const cols = b.rounds;
  const colW = 190, gap = 34, slotH = 24, pairH = slotH * 2;
  const first = cols[0].matches.length;
  const unit = pairH + 22;
  const height = first * unit + 40 + (b.third_place ? unit + 20 : 0);
  const width = cols.length * (colW + gap) + colW + 10;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("class", "bracket br-bracket");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", t("br.bracket"));
  const add = (parent, tag, attrs, text) => {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    parent.append(e);
    return e;
  };
  const mainH = first * unit + 20;
  const centers = [];
  const match = (m, x, cy) => {
    const g = add(svg, "g", { class: "pair", "data-match": m.id });
    const r = m.result || {};
    const slot = (y, team, name, pts) => {
      const won = m.winner && m.winner === team;
      add(g, "rect", { x, y, width: colW, height: slotH, rx: 4, class: "slot" + (won ? " won" : "") });
      add(g, "text", { x: x + 8, y: y + slotH / 2 + 5, class: "tname" + (won ? " won" : "") }, team ? clip(name || team, 19) : "…");
      add(g, "text", { x: x + colW - 8, y: y + slotH / 2 + 5, "text-anchor": "end", class: "tpts" + (won ? " won" : "") },
        team && m.status !== "ready" && m.status !== "waiting" ? String(team === r.a ? r.points_a : team === r.b ? r.points_b : "") : "");
    };
    slot(cy - slotH, m.a, m.name_a);
    slot(cy, m.b, m.name_b);
    // A match level on the points of its fights went on to the next
    // indicator (F7: taken - given, taken, extra questions): the points
    // alone would not say why the winner is the winner.
    const by = (m.extra || []).length ? "extra" : r.decided_by;
    const note = m.winner && { extra: t("br.by_extra"), diff: t("br.by_diff"), taken: t("br.by_taken") }[by];
    if (note) add(g, "text", { x: x + colW - 8, y: cy + slotH + 12, "text-anchor": "end", class: "bnote" }, note);
  };
  cols.forEach((col, c) => {
    const x = c * (colW + gap) + 4;
    add(svg, "text", { x: x + 4, y: 14, class: "btitle" }, brStage(col.stage) + " · " + col.length);
    const step = mainH / col.matches.length;
    centers[c] = [];
    col.matches.forEach((m, i) => {
      const cy = 24 + step * i + step / 2;
      centers[c][i] = cy;
      match(m, x, cy);
      if (c > 0) {
        for (const j of [2 * i, 2 * i + 1]) {
          const py = centers[c - 1][j];
          if (py !== undefined) add(svg, "path", { d: `M${x - gap} ${py} H${x - gap / 2} V${cy} H${x}`, class: "link" });
        }
      }
    });
  });
  const lx = (cols.length - 1) * (colW + gap) + 4;
  const fx = cols.length * (colW + gap) + 4;
  const fy = centers[cols.length - 1][0];
  add(svg, "path", { d: `M${fx - gap} ${fy} H${fx}`, class: "link" });
  add(svg, "rect", { x: fx, y: fy - slotH / 2 - 4, width: colW, height: slotH + 8, rx: 6, class: "slot champion" + (b.champion ? " won" : "") });
  add(svg, "text", { x: fx + 8, y: fy + 5, class: "tname won", id: "br-champion" }, "★ " + (b.champion ? clip(bname(br, b.champion), 18) : ""));
  if (b.third_place) {
    const ty = mainH + 40 + slotH;
    add(svg, "text", { x: lx + 4, y: ty - slotH - 8, class: "btitle" }, t("br.third_place"));
    match(b.third_place, lx, ty);
  }
  return svg;
}

/** brainringRanking renders the final ranking (places "5-8" shared). */
export function brainringRanking(br) {
  const rows = (br && br.ranking) || [];
  if (!rows.length) return "";
  return el("table", { class: "quiz ranking" },
    el("thead", {}, el("tr", {}, el("th", { class: "num" }, t("table.place")), el("th", {}, t("fest.team")), el("th", { class: "opt" }, t("br.finished")))),
    el("tbody", {}, rows.map((r) => el("tr", { class: r.disqualified ? "dq" : r.place === 1 ? "cup1" : "", dataset: { team: r.team } },
      el("td", { class: "num" }, r.label || "—"), el("td", {}, r.name), el("td", { class: "opt" }, brStage(r.stage))))));
}
