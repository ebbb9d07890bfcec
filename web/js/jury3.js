// The jury's inline forms for the decisions a step waits for, beyond the
// fights themselves: a tie of Svoya igra that holds the tournament up (the
// committee's order of S6/S10 with its grounds, or in the play-off the
// S12 shootout first), withdrawing a Svoya entry made by mistake, the
// final ranking once the final is ranked, the Brain-ring match only the
// committee can decide, and a cup team's roster. No browser dialogs: every
// reason is typed into the form, so a phone keeps the page as it is.

import { fapi } from "./festapi.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";
import { name } from "./festviews.js";
import { svStage, svoyaRanking } from "./festviews2.js";

const sname = (sv, id) => (sv && sv.names && sv.names[id]) || id;

/** tieRef finds where a tie holding up Svoya igra's step s sits: the
 * table its order is for and, in the play-off, the fight (with whether
 * a closed shootout among exactly these players has been held, S12). */
export function tieRef(sv, s, tie) {
  if (s.stage === "seating") return { ref: { stage: "qualifying" }, where: t("sv.qualifying"), order: true };
  if (s.stage === "groups") {
    // The committee orders a venue's table once its fights are all
    // closed (S10); before that the tie may still resolve itself.
    const v = (sv.venues || []).find((x) => (x.table || []).some((r) => r.player === tie[0]));
    return v && (v.fights || []).every((f) => f.done) ? { ref: { stage: "groups", venue: v.number }, where: t("sv.venue", v.number), order: true } : null;
  }
  const round = (sv.playoff || [])[(sv.playoff || []).length - 1];
  const f = round && round.fights.find((x) => x.players.includes(tie[0]));
  // A shootout already open on the fight is entered first.
  if (!f || !f.done || (f.shootouts || []).some((x) => !x.done)) return null;
  const shot = (f.shootouts || []).some((x) => x.done && tie.every((p) => x.players.includes(p)));
  return { ref: { stage: round.stage, fight: f.ref.fight }, where: svStage(round.stage) + ", " + t("sv.fight_n", f.ref.fight),
    shootout: true, order: shot };
}

/** svoyaTies draws one form for each tie the step waits for that the
 * jury can settle now ("" when there is none): the
 * players in an order the jury arranges with ▲, the committee's grounds
 * and a save button; in the play-off a shootout comes first, and a
 * shootout that decided nothing may be followed by another one or by the
 * committee's order. */
export function svoyaTies(sv, fid, act) {
  const s = sv.next || {};
  const ready = (s.ties || []).map((tie) => [tie, tieRef(sv, s, tie)]).filter(([, at]) => at);
  if (!ready.length) return "";
  return el("div", { class: "sv-ties" }, el("p", { class: "msg info" }, t("sv.ties_hint")), ready.map(([tie, at], k) => {
    const list = el("ol", { class: "sv-order", id: "sv-order-" + k }, tie.map((p) => el("li", { dataset: { player: p } },
      el("span", { class: "grow" }, sname(sv, p)), " ",
      el("button", { type: "button", class: "secondary small-btn up", title: t("sv.move_up"), "aria-label": t("sv.move_up"), onclick: (e) => {
        const li = e.target.closest("li");
        if (li.previousElementSibling) li.parentNode.insertBefore(li, li.previousElementSibling);
      } }, "▲"))));
    const reason = el("input", { id: "sv-order-reason-" + k, required: true, placeholder: t("jury.grounds"), class: "grow" });
    return el("div", { class: "sv-tie card-inner", dataset: { tie: String(k) } },
      el("h4", {}, at.where, ": ", t("sv.tie_of", tie.map((p) => sname(sv, p)).join(", "))),
      at.shootout ? el("p", { class: "row" },
        el("button", { type: "button", id: "sv-shootout-" + k, class: at.order ? "secondary" : "", onclick: () =>
          act(() => fapi.sv(fid, "shootout", { ref: at.ref, players: tie })) }, t(at.order ? "sv.shootout_again" : "sv.shootout_open")),
        at.order ? "" : el("span", { class: "muted small" }, t("sv.shootout_hint"))) : "",
      at.order ? el("form", { class: "sv-order-form", id: "sv-order-form-" + k, onsubmit: (e) => {
        e.preventDefault();
        const order = [...list.children].map((li) => li.dataset.player);
        act(() => fapi.sv(fid, "order", { ref: at.ref, order, reason: reason.value.trim() }));
      } }, el("p", { class: "small" }, t("sv.order_hint")), list,
      el("div", { class: "row" }, reason, el("button", { type: "submit", id: "sv-order-save-" + k }, t("sv.order_save")))) : "");
  }));
}

/** svoyaWithdraw is the form that takes back an entry made by mistake
 * (S2), with its reason, while the qualifying is open. */
export function svoyaWithdraw(sv, fid, act, entered) {
  if (!entered.length) return "";
  const who = el("select", { id: "sv-wd-player" }, entered.map((p) => el("option", { value: p }, sname(sv, p))));
  const reason = el("input", { id: "sv-wd-reason", required: true, placeholder: t("common.reason"), class: "grow" });
  return el("details", { class: "withdraw", id: "sv-wd" }, el("summary", {}, t("sv.withdraw")),
    el("form", { id: "sv-wd-form", class: "row", onsubmit: (e) => {
      e.preventDefault();
      act(() => fapi.sv(fid, "withdraw", { player: who.value, reason: reason.value.trim() }));
    } }, who, reason, el("button", { type: "submit", id: "sv-withdraw", class: "danger" }, t("sv.withdraw_btn"))));
}

/** svoyaDone shows the winner and the final ranking on the jury page. */
export function svoyaDone(sv) {
  const top = (sv.ranking || [])[0];
  return el("div", {}, top ? el("p", { class: "winner-banner", id: "sv-winner" }, "★ ", t("sv.winner", top.name)) : "",
    el("div", { class: "table-wrap", id: "sv-jury-ranking" }, svoyaRanking(sv)));
}

/** brainringBlocked says, in the jury's language, that only the committee
 * can settle what is left: a match of two disqualified teams (DQ1). */
export function brainringBlocked(br) {
  const left = [];
  for (const r of (br.bracket && br.bracket.rounds) || []) {
    for (const m of r.matches || []) if (m.status === "blocked") left.push((m.name_a || m.a) + " — " + (m.name_b || m.b));
  }
  return el("div", { class: "msg bad", id: "br-blocked", role: "status" }, el("strong", {}, t("br.blocked_title")),
    el("p", {}, t("br.blocked_hint")), left.length ? el("ul", {}, left.map((x) => el("li", {}, x))) : "");
}

/** cupRoster is the form that changes a cup team's roster (C1; the
 * finalists' rosters lock when the final starts, C8): the team, its
 * players ticked, an optional reason. */
export function cupRoster(fest, cup, fid, act, team) {
  const teams = (cup && cup.teams) || [];
  if (!teams.length) return "";
  const cur = teams.find((x) => x.id === team) || teams[0];
  const tm = fest.team_list.find((x) => x.id === cur.id);
  const box = el("div", {});
  const select = el("select", { id: "roster-team", onchange: () => box.replaceWith(cupRoster(fest, cup, fid, act, select.value)) },
    teams.map((x) => el("option", { value: x.id, selected: x.id === cur.id }, name(cup, x.id))));
  const reason = el("input", { id: "roster-reason", placeholder: t("common.reason"), class: "grow" });
  box.append(el("form", { id: "roster-form", onsubmit: (e) => {
    e.preventDefault();
    const roster = [...box.querySelectorAll("input.rp:checked")].map((x) => x.value);
    act(() => fapi.roster(fid, cur.id, roster, reason.value.trim()));
  } }, select,
  el("div", { class: "checks" }, ((tm && tm.players) || []).map((p) => el("label", { class: "check" },
    el("input", { type: "checkbox", value: p.id, class: "rp", checked: (cur.roster || []).includes(p.id) }), " ",
    p.name, p.disqualified ? " (DQ)" : ""))),
  el("div", { class: "row" }, reason, el("button", { type: "submit", id: "roster-save" }, t("jury.roster_save")))));
  return box;
}

/** askForm is the inline form for a decision's reason: the question, a
 * required field, OK and Cancel. */
export function askForm(text, ok, cancel) {
  const input = el("input", { id: "ask-reason", required: true, class: "grow", "aria-label": text });
  return el("form", { id: "ask-form", class: "ask", onsubmit: (e) => {
    e.preventDefault();
    const why = input.value.trim();
    if (why) ok(why);
  } }, el("label", { for: "ask-reason" }, text),
  el("div", { class: "row" }, input, el("button", { type: "submit", id: "ask-ok" }, t("common.ok")),
    el("button", { type: "button", id: "ask-cancel", class: "secondary", onclick: cancel }, t("common.cancel"))));
}
