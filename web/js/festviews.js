// Views of a festival shared by the jury, public and projector pages: the
// question-round tables with shared places ("3-4"), the ChGK question
// rating, the cup's ranking, the bracket drawn as SVG, the final's score,
// the solyanka and the history with corrections. Each takes the JSON of
// docs/openapi.yaml as it comes; names are inserted as text, never HTML.

import { el } from "./dom.js";
import { t } from "./i18n.js";

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
    case "final": return t("fest.stage_final", s.question);
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
  const body = byPlace(rd.rows).map((r) => {
    const cells = [el("td", { class: "num" }, r.place), el("td", {}, name(cup, r.team),
      qualified && qualified.includes(r.team) ? el("span", { class: "badge ok qual" }, t("fest.qualified")) : "")];
    r.answers.forEach((a, i) => cells.push(el("td", { class: "num q opt" + (removed.has(i + 1) ? " removed" : "") }, a ? "+" : "·")));
    cells.push(el("td", { class: "num" }, el("strong", {}, r.points)), el("td", { class: "num opt" }, r.rating));
    return el("tr", { dataset: { team: r.team } }, cells);
  });
  return el("table", { class: "quiz", dataset: { round: String(rd.number) } },
    el("thead", {}, el("tr", {}, head)), el("tbody", {}, body));
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
  const counted = sc.counted || 0;
  return el("div", { class: "final-score" }, side(0), el("div", { class: "vs" }, ":"), side(1),
    el("p", { class: "muted small center" }, t("fest.final_played", counted, cup.config.final_questions) +
      (sc.extra ? " · " + t("fest.final_extra", sc.extra) : "")));
}

/** bracketSVG draws the knock-out rounds and the final as an SVG picture:
 * one column per round, each pair as two stacked slots with the points,
 * the team that went on in bold, lines to the next round, and the cup
 * winner at the end. Rounds not drawn yet are empty boxes. */
export function bracketSVG(cup) {
  const q = (cup && cup.config && cup.config.qualify) || 8;
  const cols = [];
  let pairs = q / 2;
  const drawn = (cup && cup.bracket) || [];
  for (let i = 0; pairs > 1; i++, pairs /= 2) {
    const b = drawn[i];
    cols.push({ title: t("fest.round_n", i + 2), pairs: b ? b.pairs : Array.from({ length: pairs }, () => null) });
  }
  const f = cup && cup.final;
  const fs = f && f.score;
  cols.push({ title: t("fest.final"), pairs: [f ? { a: f.teams[0], b: f.teams[1], points_a: fs ? fs.points[0] : 0, points_b: fs ? fs.points[1] : 0,
    winner: fs && fs.decided ? fs.winner : "" } : null] });
  const colW = 200, gap = 36, slotH = 26, pairH = slotH * 2, unit = pairH + 24;
  const height = (q / 2) * unit + 30;
  const width = cols.length * (colW + gap) + colW + 10;
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
    const x = c * (colW + gap) + 4;
    add("text", { x: x + 4, y: 16, class: "btitle" }, col.title);
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
        tx.textContent = team ? clip(name(cup, team), 20) : "";
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
      if (c > 0) {
        // Lines from the two pairs that fed this one.
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
  const fx = cols.length * (colW + gap) + 4;
  const fy = centers[last][0];
  add("path", { d: `M${fx - gap} ${fy} H${fx}`, class: "link" });
  const champ = fs && fs.decided ? fs.winner : "";
  add("rect", { x: fx, y: fy - slotH / 2 - 4, width: colW, height: slotH + 8, rx: 6, class: "slot champion" + (champ ? " won" : "") });
  add("text", { x: fx + 8, y: fy + 5, class: "tname won", id: "bracket-winner" }, champ ? "★ " + clip(name(cup, champ), 18) : "★");
  return svg;
}

function clip(s, n) {
  s = String(s || "");
  return s.length > n ? s.slice(0, n - 1) + "…" : s;
}

/** solyankaTable renders the solyanka (Y2: shared places "1-2"). */
export function solyankaTable(sol) {
  if (!sol) return "";
  const tasks = sol.tasks || [];
  return el("table", { class: "quiz solyanka" },
    el("thead", {}, el("tr", {}, el("th", { class: "num" }, t("table.place")), el("th", {}, t("fest.team")),
      tasks.map((x, i) => el("th", { class: "num opt" + (x.removed ? " removed" : ""), title: x.title }, i + 1)),
      el("th", { class: "num" }, t("table.total")))),
    el("tbody", {}, (sol.rows || []).map((r) => el("tr", { class: r.disqualified ? "dq" : "", dataset: { team: r.team } },
      el("td", { class: "num" }, r.place || "—"), el("td", {}, r.name),
      r.points.map((p, i) => el("td", { class: "num opt" + (tasks[i] && tasks[i].removed ? " removed" : "") }, p)),
      el("td", { class: "num" }, el("strong", {}, r.total))))));
}

/** describe says what a history entry did, in the chosen language. */
export function describe(h, names) {
  const d = h.data || {};
  const n = (id) => (names && names[id]) || id || t("fest.nobody");
  switch (h.type) {
    case "FestivalCreated": return t("hist.created", d.name);
    case "TeamRegistered": return t("hist.team", d.name);
    case "PlayerRegistered": return t("hist.player", d.name, n(d.team));
    case "CoachRegistered": return t("hist.coach", d.name, n(d.team));
    case "Disqualified": return t("hist.dq", t("kind." + d.kind), n(d.id));
    case "CommitteeDecided": return t("hist.decided", d.subject, d.decision);
    case "CupAnswered": return t("hist.answer", d.round, n(d.team), d.question, d.answered ? "+" : "−");
    case "CupRowEntered": return t("hist.row", d.round, n(d.team), (d.answers || []).map((a) => (a ? "+" : "−")).join(""));
    case "CupQuestionRemoved": return t("hist.q_removed", d.round, d.question);
    case "CupQuestionRestored": return t("hist.q_restored", d.round, d.question);
    case "CupRoundClosed": return t("hist.closed", d.round);
    case "CupRoundReopened": return t("hist.reopened", d.round);
    case "CupShootoutAnswered": return t("hist.shootout", (d.correct || []).map(n).join(", ") || t("fest.nobody"));
    case "CupShootoutCorrected": return t("hist.shootout_fix", d.question, (d.correct || []).map(n).join(", ") || t("fest.nobody"));
    case "LotCommitted": return t("hist.lot_committed", lotName(d.purpose));
    case "CupLotDrawn": return t("hist.lot_drawn", lotName(cupLotPurpose(d.step)), d.seed);
    case "CupLineupSet": return t("hist.lineup", n(d.team), (d.players || []).length);
    case "CupFinalStarted": return t("hist.final_started");
    case "FinalQuestionScored": return t("hist.final_q", n(d.winner));
    case "FinalQuestionRemoved": return t("hist.final_removed", d.index);
    case "SolyankaScored": return t("hist.sol_scored", n(d.team), d.task, d.points);
    case "SolyankaOpened": return t("hist.sol_opened", (d.tasks || []).length);
    case "SolyankaTaskRemoved": return t("hist.sol_removed", d.task);
    case "CupOpened": return t("hist.cup_opened");
    case "CupTeamEntered": return t("hist.cup_team", n(d.team));
    case "CupRosterSet": return t("hist.cup_roster", n(d.team));
    case "CupStarted": return t("hist.cup_started");
    case "BrainringOpened": return t("hist.br_opened", (d.teams || []).length);
    case "BrainringConfigured": return t("hist.br_configured", (d.config || {}).groups);
    case "BrainringTeamEntered": return t("hist.br_team", n(d.team));
    case "BrainringGroupsDrawn": return t("hist.br_groups", (d.groups || []).length, d.seed);
    case "BrainringQuestionTaken": return t("hist.br_question", d.fight, d.question, n(d.taker));
    case "BrainringFightEntered": return t("hist.br_fight", d.fight, (d.taken || []).map(n).join(", "));
    case "BrainringGroupLotDrawn": return t("hist.br_lot", d.group, d.seed);
    case "BrainringPlayoffStarted": return t("hist.br_playoff");
    case "BrainringExtraQuestion": return t("hist.br_extra", d.match, d.question, n(d.taker));
    case "SvoyaOpened": return t("hist.sv_opened");
    case "SvoyaEntered": return t("hist.sv_entered", n(d.player));
    case "SvoyaWithdrawn": return t("hist.sv_withdrawn", n(d.player));
    case "SvoyaMarked": return t("hist.sv_marked", n(d.player), d.theme, d.question, mark(d.mark));
    case "SvoyaRowMarked": return t("hist.sv_row", n(d.player), d.theme, (d.marks || []).map(mark).join(""));
    case "SvoyaQualifyingClosed": return t("hist.sv_qual_closed");
    case "SvoyaQualifyingReopened": return t("hist.sv_qual_reopened");
    case "SvoyaSeated": return t("hist.sv_seated");
    case "SvoyaAnswered": case "SvoyaAnswerCorrected": {
      const a = d.answer || {};
      return t(h.type === "SvoyaAnswered" ? "hist.sv_answer" : "hist.sv_answer_fixed", svRef(d.ref), a.round, a.theme, a.question, n(a.player), a.right ? "+" : "−");
    }
    case "SvoyaAnswerRemoved": return t("hist.sv_answer_removed", svRef(d.ref), (d.index || 0) + 1);
    case "SvoyaFightClosed": return t("hist.sv_fight_closed", svRef(d.ref));
    case "SvoyaFightReopened": return t("hist.sv_fight_reopened", svRef(d.ref));
    case "SvoyaRoundStarted": return t("hist.sv_round", d.stage);
    case "SvoyaShootoutOpened": return t("hist.sv_shootout", svRef(d.ref));
    case "SvoyaOrdered": return t("hist.sv_ordered", (d.order || []).map(n).join(", "));
  }
  return h.type;
}

const mark = (m) => (m > 0 ? "+" : m < 0 ? "−" : ".");

// svRef names a Svoya igra fight: "venue 2, fight 5" or "quarter_final 3".
function svRef(r) {
  if (!r) return "";
  if (r.stage === "groups") return t("sv.venue", r.venue) + ", " + t("sv.fight_n", r.fight);
  return r.stage + (r.fight ? " " + r.fight : "") + (r.shootout ? " / " + t("sv.shootout_n", r.shootout) : "");
}

/** historyList renders the log newest first; a correction says which
 * entry it overrides, and that entry stays in the list. */
export function historyList(entries, names) {
  const list = [...(entries || [])].reverse();
  return el("ol", { class: "history", reversed: true }, list.map((h) => el("li", {
    class: h.correction ? "correction" : "", value: h.version, dataset: { version: String(h.version), type: h.type },
  },
  el("span", { class: "muted small" }, "#" + h.version + " " + new Date(h.at).toLocaleTimeString() + " · " + (h.actor || "") + " · "),
  describe(h, names),
  h.correction ? el("span", { class: "badge bad" }, t("hist.correction", h.corrects)) : "",
  h.reason ? el("span", { class: "muted" }, " — " + h.reason) : "")));
}

/** lotName is a lot's purpose in words ("cup/place-lot" is "Cup: lot for
 * places 1–8"); a purpose the page does not know is shown as it is. */
export function lotName(purpose) {
  const p = purpose || "";
  let m;
  if (p === "cup/cut-lot") return t("lot.cup_cut");
  if (p === "cup/place-lot") return t("lot.cup_place");
  if ((m = p.match(/^cup\/draw-round-(\d+)$/))) return t("lot.cup_draw", m[1]);
  if (p === "brainring-groups") return t("lot.br_groups");
  if ((m = p.match(/^brainring-lot-(.+)$/))) return t("lot.br_group", m[1]);
  if (p === "svoya-seats") return t("lot.sv_seats");
  return p;
}

/** cupLotPurpose is the purpose of the lot a cup step draws, as
 * cup.Step.Purpose names it. */
function cupLotPurpose(step) {
  const s = step || {};
  if (s.stage === "cut_lot") return "cup/cut-lot";
  if (s.stage === "place_lot") return "cup/place-lot";
  if (s.stage === "draw") return "cup/draw-round-" + s.round;
  return s.stage || "";
}

/** lotsList renders the festival's lots: each purpose with its published
 * commitment and, once drawn, the revealed seed, checked here in the
 * browser (SHA-256 of the seed's bytes), so a reader need not trust the
 * server's word that the seed was fixed before the draw. */
export function lotsList(lots) {
  if (!(lots || []).length) return el("p", { class: "muted" }, t("table.empty"));
  return el("table", { class: "quiz lots" },
    el("thead", {}, el("tr", {}, el("th", {}, t("fest.lot")), el("th", {}, t("public.commitment")), el("th", {}, t("public.seed")))),
    el("tbody", {}, lots.map((l) => {
      const verdict = el("span", {});
      if (l.seed && crypto.subtle) {
        const bytes = new Uint8Array((l.seed.match(/../g) || []).map((h) => parseInt(h, 16)));
        crypto.subtle.digest("SHA-256", bytes).then((buf) => {
          const ok = [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("") === l.commitment;
          verdict.textContent = ok ? " ✓ " + t("public.verify_ok") : " ✗ " + t("public.verify_bad");
          verdict.className = "badge " + (ok ? "ok" : "bad");
        });
      }
      return el("tr", { dataset: { purpose: l.purpose } }, el("td", { title: l.purpose }, lotName(l.purpose)),
        el("td", { class: "seed" }, l.commitment),
        el("td", { class: "seed" }, l.seed ? [l.seed, verdict] : el("span", { class: "muted" }, t("fest.seed_hidden"))));
    })));
}
