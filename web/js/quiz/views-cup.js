// Views of the team quiz cup shared by the jury, public and projector
// pages: the question-round tables with shared places ("3-4"), the ChGK
// question rating, the cup's ranking, the bracket drawn as SVG and the
// final's score. Each takes the JSON of GET /api/festivals/{fid}/cup as it
// comes; names are inserted as text, never HTML.

import { clip, el } from "../common/dom.js";
import { t } from "../common/i18n.js";

const SVG = "http://www.w3.org/2000/svg";

/** name returns a team's name from the cup view's names. */
export function name(cup, id) {
  return (cup && cup.names && cup.names[id]) || id || "";
}

/** stageText says in words what the cup waits for. */
export function stageText(cup) {
  if (!cup) return t("fest.no_cup");
  if (cup.blocked) return cup.blocked.message;
  const s = cup.next || {};
  switch (s.stage) {
    case "registration": return t("fest.stage_registration", (cup.teams || []).length, cup.config.min_teams);
    case "round": return s.round === 1 ? t("fest.stage_qualifying") : t("fest.stage_round", s.round);
    case "shootout": return t("fest.stage_shootout", s.question, s.spots);
    case "cut_lot": return t("fest.stage_cut_lot", s.spots);
    case "place_lot": return t("fest.stage_place_lot");
    case "draw": return t("fest.stage_draw", s.round);
    case "lineup": return t("fest.stage_lineup");
    case "final_start": return t("fest.stage_final_start");
    case "final": return cup.next_extra ? t("fest.stage_final_extra", cup.next_extra) : t("fest.stage_final", s.question);
    case "done": {
      const w = cup.final && cup.final.score && cup.final.score.winner;
      return t("fest.stage_done", name(cup, w));
    }
  }
  return s.stage || "";
}

/** byPlace sorts round rows as a table is read: points, then rating. */
export function byPlace(rows) {
  return [...(rows || [])].sort((a, b) => b.points - a.points || b.rating - a.rating);
}

/** roundTable renders a written round for the public: place, team, one
 * mark per question (hidden on a phone), points and rating. qualified,
 * when given, marks the teams that went on. */
export function roundTable(cup, rd, qualified) {
  if (!rd) return el("p", { class: "muted" }, t("table.empty"));
  const removed = new Set((rd.removed || []).map((r) => r.question));
  const head = [el("th", { class: "num" }, t("table.place")), el("th", {}, t("fest.team"))];
  for (let q = 1; q <= rd.questions; q++) {
    head.push(el("th", { class: "num q opt" + (removed.has(q) ? " removed" : ""), title: removed.has(q) ? t("fest.removed") : "" }, q));
  }
  head.push(el("th", { class: "num" }, t("table.points")), el("th", { class: "num opt" }, t("fest.rating")));
  // Where the shootout (or the rating, or the lot after it) settled a
  // team tied across the cut (C4), the qualifying table says so.
  const settled = (rd.number === 1 && cup && cup.shootout_played && cup.shootout_played.decided) || {};
  const body = byPlace(rd.rows).map((r) => {
    const d = settled[r.team];
    const cells = [el("td", { class: "num" }, r.place), el("td", {}, name(cup, r.team),
      qualified && qualified.includes(r.team) ? el("span", { class: "badge ok qual" }, t("fest.qualified")) : "",
      d ? el("span", { class: "badge cut-by", dataset: { by: d.by } }, cutBy(d)) : "")];
    r.answers.forEach((a, i) => cells.push(el("td", { class: "num q opt" + (removed.has(i + 1) ? " removed" : "") }, a ? "+" : "·")));
    cells.push(el("td", { class: "num" }, el("strong", {}, r.points)), el("td", { class: "num opt" }, r.rating));
    return el("tr", { dataset: { team: r.team } }, cells);
  });
  return el("table", { class: "quiz", dataset: { round: String(rd.number) } },
    el("thead", {}, el("tr", {}, head)), el("tbody", {}, body));
}

/** cutBy says how the cut settled a tied team: "shootout, question 2",
 * "by rating" or "by lot" (C4). */
function cutBy(d) {
  if (d.by === "shootout") return t("fest.cut_by_shootout", d.question);
  return d.by === "rating" ? t("fest.cut_by_rating") : t("fest.cut_by_lot");
}

/** shootoutTable renders the shootout for the cut question by question
 * (C4), as the server's shootout_played lists it: one row per tied team,
 * a column per question ("+" answered, "·" missed, blank when the
 * question was not put to the team), and how the team was settled. */
export function shootoutTable(cup) {
  const s = cup && cup.shootout_played;
  if (!s) return "";
  const head = [el("th", {}, t("fest.team"))];
  for (const q of s.questions) head.push(el("th", { class: "num" }, t("fest.shootout_q", q.number)));
  head.push(el("th", {}, t("fest.shootout_result")));
  const rows = s.teams.map((team) => {
    const d = s.decided[team];
    const cells = [el("td", {}, name(cup, team))];
    for (const q of s.questions) {
      const asked = q.teams.includes(team);
      cells.push(el("td", { class: "num" + (asked ? "" : " muted") }, !asked ? "" : q.correct.includes(team) ? "+" : "·"));
    }
    cells.push(el("td", {}, d ? [d.through ? el("span", { class: "badge ok" }, t("fest.qualified")) : t("fest.cut_out"), " ", cutBy(d)] : "…"));
    return el("tr", { dataset: { team }, class: d && d.through ? "" : "muted" }, cells);
  });
  return el("div", { class: "shootout-played" },
    el("h3", {}, t("fest.shootout_title")),
    el("table", { class: "quiz shootout" }, el("thead", {}, el("tr", {}, head)), el("tbody", {}, rows)));
}

/** questionRating renders the ChGK rating of each question of a round
 * (C4): how many teams took it and its value, 1 + the teams that missed
 * it (0 for a removed question). */
export function questionRating(rd) {
  if (!rd) return "";
  const rows = [];
  for (let q = 0; q < rd.questions; q++) {
    rows.push(el("tr", { class: rd.values[q] === 0 ? "dq" : "" },
      el("td", { class: "num" }, q + 1), el("td", { class: "num" }, rd.taken[q]),
      el("td", { class: "num" }, rd.values[q] === 0 ? t("fest.removed") : rd.values[q])));
  }
  return el("table", { class: "quiz rating", dataset: { round: String(rd.number) } },
    el("thead", {}, el("tr", {}, el("th", { class: "num" }, t("fest.question")), el("th", { class: "num" }, t("fest.taken")),
      el("th", { class: "num" }, t("fest.value")))),
    el("tbody", {}, rows));
}

/** rankingTable renders the cup's table (C15 cups marked). */
export function rankingTable(cup) {
  const rows = (cup && cup.ranking) || [];
  if (!rows.length) return el("p", { class: "muted" }, t("table.empty"));
  return el("table", { class: "quiz ranking" },
    el("thead", {}, el("tr", {}, el("th", { class: "num" }, t("table.place")), el("th", {}, t("fest.team")),
      el("th", { class: "num opt" }, t("fest.reached")), el("th", { class: "num" }, t("fest.round_one")))),
    el("tbody", {}, rows.map((r) => el("tr", { class: r.disqualified ? "dq" : (r.cup ? "cup" + r.cup : ""), dataset: { team: r.team } },
      el("td", { class: "num" }, r.place || "—"),
      el("td", {}, r.name, r.cup ? el("span", { class: "badge ok" }, r.cup === 1 ? t("fest.cup_first") : t("fest.cup_second")) : "",
        r.disqualified ? " (DQ: " + (r.reason || "") + ")" : ""),
      el("td", { class: "num opt" }, r.reached >= (cup.final ? cup.final.round : 99) ? t("fest.final") : r.reached),
      el("td", { class: "num" }, r.points)))));
}

/** finalScore renders the final (C7): both finalists and the score. */
export function finalScore(cup) {
  const f = cup && cup.final;
  if (!f) return "";
  const sc = f.score || { points: [0, 0] };
  const side = (i) => el("div", { class: "side" + (sc.winner === f.teams[i] ? " winner" : "") },
    el("div", { class: "fname" }, name(cup, f.teams[i])), el("div", { class: "fpoints" }, sc.points[i]));
  // The regular questions played of the 13 (C7), then the extra ones.
  const regular = (sc.counted || 0) - (sc.extra || 0);
  return el("div", { class: "final-score" }, side(0), el("div", { class: "vs" }, ":"), side(1),
    el("p", { class: "muted small center", id: "final-played" }, t("fest.final_played", regular, cup.config.final_questions) +
      (sc.extra ? " · " + t("fest.final_extra", sc.extra) : "")));
}

/** bracketSVG draws the knock-out rounds and the final as an SVG picture:
 * one column per round, each pair as two stacked slots with the points,
 * the team that went on in bold, and the cup winner at the end. A round
 * whose pairs a lot makes (the server's knockout[].lot: C5 for round 2,
 * a fresh general lot for round 3, C6) is not fed by the pairs before it:
 * the gap before it says "draw by lot" and no line crosses it. Only the
 * final, whose finalists are the last round's winners, is joined by lines.
 * Rounds not drawn yet are empty boxes. */
export function bracketSVG(cup) {
  const q = (cup && cup.config && cup.config.qualify) || 8;
  const cols = [];
  let pairs = q / 2;
  const drawn = (cup && cup.bracket) || [];
  const ko = (cup && cup.knockout) || [];
  for (let i = 0; pairs > 1; i++, pairs /= 2) {
    const b = drawn[i];
    cols.push({ title: t("fest.round_n", i + 2), lot: (b && b.lot) || (ko[i] && ko[i].lot) || "",
      pairs: b ? b.pairs : Array.from({ length: pairs }, () => null) });
  }
  const f = cup && cup.final;
  const fs = f && f.score;
  cols.push({ title: t("fest.final"), lot: "", pairs: [f ? { a: f.teams[0], b: f.teams[1], points_a: fs ? fs.points[0] : 0, points_b: fs ? fs.points[1] : 0,
    winner: fs && fs.decided ? fs.winner : "" } : null] });
  const colW = 200, gap = 36, lotGap = 40, slotH = 26, pairH = slotH * 2, unit = pairH + 24;
  const height = (q / 2) * unit + 30;
  // x of each column: a lot gap before a column drawn by lot (also before
  // the first, drawn from the qualifying's places), a plain gap otherwise.
  const xs = [];
  let x0 = 4;
  cols.forEach((col, c) => {
    x0 += col.lot ? lotGap : (c > 0 ? gap : 0);
    xs.push(x0);
    x0 += colW;
  });
  const width = x0 + gap + colW + 10;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("class", "bracket");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", t("fest.bracket"));
  const add = (tag, attrs, text) => {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    svg.append(e);
    return e;
  };
  const centers = [];
  cols.forEach((col, c) => {
    const x = xs[c];
    add("text", { x: x + 4, y: 16, class: "btitle" }, col.title);
    if (col.lot) {
      // The lot between the rounds, written down the gap before the column.
      const lx = x - lotGap / 2, ly = 24 + (height - 24) / 2;
      add("line", { x1: lx, y1: 30, x2: lx, y2: height - 6, class: "lotline" });
      const lt = add("text", { x: lx, y: ly, class: "blot", "text-anchor": "middle", "dominant-baseline": "middle",
        transform: `rotate(-90 ${lx} ${ly})`, "data-lot": col.lot }, t("fest.bracket_lot"));
      lt.setAttribute("paint-order", "stroke");
    }
    const step = height / col.pairs.length;
    centers[c] = [];
    col.pairs.forEach((p, i) => {
      const cy = 24 + step * i + (step - 24) / 2;
      centers[c][i] = cy;
      const top = cy - slotH;
      const g = add("g", { class: "pair", "data-a": p ? p.a : "", "data-b": p ? p.b : "" });
      const slot = (y, team, pts, won) => {
        const r = document.createElementNS(SVG, "rect");
        for (const [k, v] of Object.entries({ x, y, width: colW, height: slotH, rx: 4, class: "slot" + (won ? " won" : "") })) r.setAttribute(k, v);
        g.append(r);
        const tx = document.createElementNS(SVG, "text");
        tx.setAttribute("x", x + 8);
        tx.setAttribute("y", y + slotH / 2 + 5);
        tx.setAttribute("class", "tname" + (won ? " won" : ""));
        // The slot holds about 17 wide letters beside the points; a
        // longer name is cut, and whole in the tooltip.
        tx.textContent = team ? clip(name(cup, team), 17) : "";
        if (team) {
          const full = document.createElementNS(SVG, "title");
          full.textContent = name(cup, team);
          tx.append(full);
        }
        g.append(tx);
        const pt = document.createElementNS(SVG, "text");
        pt.setAttribute("x", x + colW - 8);
        pt.setAttribute("y", y + slotH / 2 + 5);
        pt.setAttribute("text-anchor", "end");
        pt.setAttribute("class", "tpts" + (won ? " won" : ""));
        pt.textContent = team && pts !== undefined && pts !== null ? String(pts) : "";
        g.append(pt);
      };
      slot(top, p && p.a, p && p.points_a, p && p.winner && p.winner === p.a);
      slot(top + slotH, p && p.b, p && p.points_b, p && p.winner && p.winner === p.b);
      if (c > 0 && !col.lot) {
        // Lines from the two pairs whose winners play this one.
        const px = x - gap;
        for (const j of [2 * i, 2 * i + 1]) {
          const py = centers[c - 1][j];
          if (py === undefined) continue;
          add("path", { d: `M${px} ${py} H${px + gap / 2} V${cy} H${x}`, class: "link" });
        }
      }
    });
  });
  const last = cols.length - 1;
  const fx = xs[last] + colW + gap;
  const fy = centers[last][0];
  add("path", { d: `M${fx - gap} ${fy} H${fx}`, class: "link" });
  const champ = fs && fs.decided ? fs.winner : "";
  add("rect", { x: fx, y: fy - slotH / 2 - 4, width: colW, height: slotH + 8, rx: 6, class: "slot champion" + (champ ? " won" : "") });
  add("text", { x: fx + 8, y: fy + 5, class: "tname won", id: "bracket-winner" }, champ ? "★ " + clip(name(cup, champ), 18) : "★");
  return svg;
}
