// The admission committee's tools (K1, K2, K7): the roster form (school,
// leader, five players by board), checked against the regulation before
// admission with every violation board by board, and the CSV import of
// the spreadsheets schools send. The checks are the server's
// (POST /roster-check); this file only collects what was typed.

import { el, replace } from "../common/dom.js";
import { capi } from "./api.js";
import { violationText } from "./views.js";
import { tc } from "./words.js";

/** rosterForm fills form with the roster fields for boards boards; amend,
 * when given, is the team being replaced (its roster pre-filled). */
export function rosterForm(form, boards, onDone, cid, amend) {
  const r = amend ? amend.roster : { name: "", school: "", leader: "", players: [] };
  const input = (name, value, ph, type = "text") => el("input", { name, type, value: value ?? "", placeholder: ph, "aria-label": ph });
  const rows = [];
  for (let b = 1; b <= boards; b++) {
    const p = r.players[b - 1] || {};
    rows.push(el("tr", { dataset: { board: String(b) } }, el("td", {}, String(b)),
      el("td", {}, input("name", p.name, tc("player"))),
      el("td", {}, input("year", p.birth_year, tc("born"), "number")),
      el("td", {}, el("select", { name: "sex", "aria-label": tc("sex") },
        el("option", { value: "m", selected: p.sex === "m" }, "м/m"), el("option", { value: "f", selected: p.sex === "f" }, "ж/f"))),
      el("td", {}, input("rating", p.rating || "", tc("rating"), "number")),
      el("td", {}, input("rid", p.rating_id, tc("rid")))));
  }
  const reason = input("reason", "", tc("reason"));
  const out = el("div", {});
  const collect = () => ({
    name: form.querySelector("[name=team]").value.trim(),
    school: form.querySelector("[name=school]").value.trim(),
    leader: form.querySelector("[name=leader]").value.trim(),
    players: [...form.querySelectorAll("tr[data-board]")].map((tr) => {
      const v = (n) => tr.querySelector("[name=" + n + "]").value.trim();
      const p = { name: v("name"), birth_year: +v("year") || 0, sex: v("sex") };
      if (+v("rating")) p.rating = +v("rating");
      if (v("rid")) p.rating_id = v("rid");
      return p;
    }),
  });
  const check = async () => {
    try {
      const res = await capi.check(cid, collect());
      replace(out, res.violations.length
        ? el("ul", { class: "violations" }, res.violations.map((v) => el("li", { dataset: { board: String(v.board) } }, violationText(v))))
        : el("p", { class: "msg ok" }, tc("eligible")));
    } catch (e) {
      replace(out, el("p", { class: "msg bad" }, e.message));
    }
  };
  const submit = async (e) => {
    e.preventDefault();
    try {
      if (amend) await capi.amend(cid, amend.id, collect(), reason.value.trim());
      else await capi.register(cid, collect());
      replace(out, el("p", { class: "msg ok" }, tc("saved")));
      onDone();
    } catch (err) {
      replace(out, el("p", { class: "msg bad", role: "alert" }, err.message));
    }
  };
  const refuse = async () => {
    try {
      await capi.refuse(cid, collect(), reason.value.trim());
      replace(out, el("p", { class: "msg info" }, tc("refused_logged")));
      onDone();
    } catch (err) {
      replace(out, el("p", { class: "msg bad", role: "alert" }, err.message));
    }
  };
  form.onsubmit = submit;
  replace(form,
    el("div", { class: "row" }, input("team", r.name, tc("team_name")), input("school", r.school, tc("school")), input("leader", r.leader, tc("leader"))),
    el("div", { class: "table-wrap" }, el("table", { class: "roster-form" }, el("tbody", {}, rows))),
    el("div", { class: "row" }, reason,
      el("button", { type: "button", class: "secondary", id: "check-btn", onclick: check }, tc("check")),
      el("button", { type: "submit", id: "admit-btn" }, amend ? tc("amend") : tc("admit")),
      amend ? null : el("button", { type: "button", class: "secondary", id: "refuse-btn", onclick: refuse }, tc("refuse"))),
    out);
}

/** parseCSV reads the rows of a CSV (";" or "," separated, quotes as in
 * RFC 4180), skipping the header line. */
export function parseCSV(text) {
  const lines = [];
  let row = [], cell = "", quoted = false;
  const sep = (text.split("\n")[0].match(/;/g) || []).length >= (text.split("\n")[0].match(/,/g) || []).length ? ";" : ",";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') quoted = false; else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) { row.push(cell.trim()); cell = ""; } else if (ch === "\n") { row.push(cell.trim()); lines.push(row); row = []; cell = ""; } else if (ch !== "\r") cell += ch;
  }
  if (cell || row.length) { row.push(cell.trim()); lines.push(row); }
  return lines.slice(1).filter((r) => r.some((c) => c));
}

/** rostersOf groups CSV rows (team; school; leader; board; name; year;
 * sex; rating; rating ID) into rosters, boards in order. */
export function rostersOf(rows) {
  const teams = new Map();
  for (const [team, school, leader, board, name, year, sex, rating, rid] of rows) {
    if (!teams.has(team)) teams.set(team, { name: team, school, leader, players: [] });
    const p = { name, birth_year: +year || 0, sex: /^(f|ж|д)/i.test(sex || "") ? "f" : "m", board: +board || 0 };
    if (+rating) p.rating = +rating;
    if (rid) p.rating_id = rid;
    teams.get(team).players.push(p);
  }
  return [...teams.values()].map((t) => {
    t.players.sort((a, b) => a.board - b.board);
    t.players = t.players.map(({ board, ...p }) => p); // eslint-disable-line no-unused-vars
    return t;
  });
}

/** importRosters enters every roster, one request each, and reports the
 * refused ones with their violations. */
export async function importRosters(cid, text, out) {
  let ok = 0;
  const refused = [];
  for (const r of rostersOf(parseCSV(text))) {
    try {
      await capi.register(cid, r);
      ok++;
    } catch (e) {
      refused.push(el("li", {}, r.name + ": " + e.message));
    }
  }
  replace(out, el("p", { class: refused.length ? "msg info" : "msg ok" }, tc("imported", ok, refused.length)),
    refused.length ? el("ul", { class: "violations" }, refused) : null);
}
