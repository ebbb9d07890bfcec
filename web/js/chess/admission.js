// The admission committee's tools (K1, K2, K7): the roster form (school,
// leader, five players by board), checked against the regulation before
// admission with every violation board by board, and the CSV import of
// the spreadsheets schools send. The checks are the server's
// (POST /roster-check); this file only collects what was typed.

import { el, replace } from "../common/dom.js";
import { lang } from "../common/i18n.js";
import { capi } from "./api.js";
import { violationText } from "./views.js";
import { tc } from "./words.js";

/** rosterForm fills form with the roster fields for boards boards; amend,
 * when given, is the team being replaced (its roster pre-filled). */
export function rosterForm(form, boards, onDone, cid, amend) {
  // A new team being typed is kept in the browser until it is admitted
  // or refused, so a reload (or a closed tab) loses nothing.
  const draftKey = "turnir.chess.draft." + cid;
  const draft = () => {
    try { return JSON.parse(localStorage.getItem(draftKey)); } catch (_) { return null; }
  };
  const keep = (v) => {
    try {
      if (v) localStorage.setItem(draftKey, JSON.stringify(v));
      else localStorage.removeItem(draftKey);
    } catch (_) { /* private mode */ }
  };
  const r = amend ? amend.roster : (draft() || { name: "", school: "", leader: "", players: [] });
  const input = (name, value, ph, type = "text") => el("input", { name, type, value: value ?? "", placeholder: ph, "aria-label": ph });
  const rows = [];
  for (let b = 1; b <= boards; b++) {
    const p = r.players[b - 1] || {};
    rows.push(el("tr", { dataset: { board: String(b) } }, el("td", {}, String(b)),
      el("td", {}, input("name", p.name, tc("player"))),
      el("td", {}, input("year", p.birth_year, tc("born"), "number")),
      // No sex is chosen for the arbiter: a default would pass a boy
      // onto a girls' board unseen.
      el("td", {}, el("select", { name: "sex", "aria-label": tc("sex") },
        el("option", { value: "", selected: !p.sex }, "—"),
        el("option", { value: "m", selected: p.sex === "m" }, "м/m"), el("option", { value: "f", selected: p.sex === "f" }, "ж/f"))),
      el("td", {}, input("rating", p.rating || "", tc("rating"), "number")),
      el("td", {}, input("rid", p.rating_id, tc("rid"))),
      el("td", {}, input("fid", p.fide_id, tc("fid"))),
      el("td", {}, input("bdate", p.birth_date, tc("bdate"), "date"))));
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
      if (v("fid")) p.fide_id = v("fid");
      if (v("bdate")) p.birth_date = v("bdate");
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
      if (!amend) keep(null);
      replace(out, el("p", { class: "msg ok" }, tc("saved")));
      onDone();
    } catch (err) {
      replace(out, el("p", { class: "msg bad", role: "alert" }, err.message));
    }
  };
  const refuse = async () => {
    try {
      await capi.refuse(cid, collect(), reason.value.trim());
      keep(null);
      replace(out, el("p", { class: "msg info" }, tc("refused_logged")));
      onDone();
    } catch (err) {
      replace(out, el("p", { class: "msg bad", role: "alert" }, err.message));
    }
  };
  form.onsubmit = submit;
  form.oninput = () => { if (!amend) keep(collect()); };
  form.onchange = form.oninput;
  // The columns are named above the rows: a filled field has no
  // placeholder left to say what it is.
  const head = el("thead", {}, el("tr", {}, ["№", tc("player"), tc("born"), tc("sex"), tc("rating"), tc("rid"), tc("fid"), tc("bdate")]
    .map((h) => el("th", { class: "small" }, h))));
  replace(form,
    el("div", { class: "row" }, input("team", r.name, tc("team_name")), input("school", r.school, tc("school")), input("leader", r.leader, tc("leader"))),
    el("div", { class: "table-wrap" }, el("table", { class: "roster-form" }, head, el("tbody", {}, rows))),
    el("div", { class: "row" }, reason,
      el("button", { type: "button", class: "secondary", id: "check-btn", onclick: check }, tc("check")),
      el("button", { type: "submit", id: "admit-btn" }, amend ? tc("amend") : tc("admit")),
      amend ? null : el("button", { type: "button", class: "secondary", id: "refuse-btn", onclick: refuse }, tc("refuse"))),
    out);
}

/** base64 encodes bytes for a JSON body. */
function base64(bytes) {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** importRosters sends a roster file (the chosen CSV or XLSX, else the
 * pasted CSV text) to the server, which admits each team it can and
 * refuses the others with their violations; out shows which. */
export async function importRosters(cid, file, text, out) {
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : new TextEncoder().encode(text);
  const res = await capi.importFile(cid, base64(bytes));
  replace(out, el("p", { class: res.refused.length ? "msg info" : "msg ok" }, tc("imported", res.admitted.length, res.refused.length)),
    res.refused.length ? el("ul", { class: "violations" }, res.refused.map((r) => el("li", {}, r.team + ": " + (lang() === "en" ? r.message_en : r.message_ru)))) : null);
}
