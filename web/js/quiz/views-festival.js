// Views of a whole festival shared by its pages: the history with
// corrections (each entry described in the reader's language) and the
// lots with their commitments, checked in the browser.

import { el } from "../common/dom.js";
import { actorName, eventLabel, lang, t } from "../common/i18n.js";

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
    case "CupLotDrawn": return d.hall ? t("hist.lot_hall", lotName(cupLotPurpose(d.step)))
      : t("hist.lot_drawn", lotName(cupLotPurpose(d.step)), d.seed);
    case "CupLineupSet": return t("hist.lineup", n(d.team), (d.players || []).length);
    case "CupFinalStarted": return t("hist.final_started");
    case "FinalQuestionScored": return d.winner ? t("hist.final_q", n(d.winner)) : t("hist.final_q_none");
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
    // A lot drawn in the hall has no seed: the line says what was drawn
    // (the reason follows it, as every decision's does).
    case "BrainringGroupsDrawn": return d.hall
      ? t("hist.br_groups_hall", (d.groups || []).map((g) => g.name + ": " + (g.teams || []).map(n).join(", ")).join("; "))
      : t("hist.br_groups", (d.groups || []).length, d.seed);
    case "BrainringQuestionTaken": return t("hist.br_question", d.fight, d.question, n(d.taker));
    case "BrainringFightEntered": return t("hist.br_fight", d.fight, (d.taken || []).map(n).join(", "));
    case "BrainringGroupLotDrawn": return d.hall ? t("hist.br_lot_hall", d.group, (d.order || []).map(n).join(", "))
      : t("hist.br_lot", d.group, d.seed);
    case "BrainringPlayoffStarted": return t("hist.br_playoff");
    case "BrainringExtraQuestion": return t("hist.br_extra", d.match, d.question, n(d.taker));
    case "SvoyaOpened": return t("hist.sv_opened");
    case "SvoyaEntered": return t("hist.sv_entered", n(d.player));
    case "SvoyaWithdrawn": return t("hist.sv_withdrawn", n(d.player));
    case "SvoyaMarked": return t("hist.sv_marked", n(d.player), d.theme, d.question, mark(d.mark));
    case "SvoyaRowMarked": return t("hist.sv_row", n(d.player), d.theme, (d.marks || []).map(mark).join(""));
    case "SvoyaQualifyingClosed": return t("hist.sv_qual_closed");
    case "SvoyaQualifyingReopened": return t("hist.sv_qual_reopened");
    case "SvoyaSeated": return d.hall
      ? t("hist.sv_seated_hall", (d.venues || []).map((v) => t("sv.venue", v.number) + ": " + (v.seats || []).filter(Boolean).map(n).join(", ")).join("; "))
      : t("hist.sv_seated");
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
  return eventLabel(h.type); // never the raw type (issue 14, item 3)
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
  el("span", { class: "muted small" }, "#" + h.version + " " + new Date(h.at).toLocaleTimeString(lang(), { hour12: false }) + " · " + actorName(h.actor, names) + " · "),
  describe(h, names),
  h.correction ? [" ", el("span", { class: "badge bad" }, t("hist.correction", h.corrects))] : "",
  h.reason ? el("span", { class: "muted" }, " — " + h.reason) : "")));
}

/** lotProof keeps the cryptography of a prepared lot one click away from
 * the jury's words: a folded "how to check" with what the commitment is
 * and the commitment itself, for whoever wants to check the draw. */
export function lotProof(commitment) {
  return el("details", { class: "lot-proof" }, el("summary", {}, t("jury.lot_how")),
    el("p", { class: "small muted" }, t("jury.lot_how_text")), el("p", { class: "seed lot-hash" }, commitment));
}

/** hallLots is the set of the purposes of the lots drawn in the hall, from
 * the festival's lots, for the views that say so beside what was drawn. */
export function hallLots(lots) {
  return new Set((lots || []).filter((l) => l.hall).map((l) => l.purpose));
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
 * server's word that the seed was fixed before the draw. A lot the server
 * marks moot (the cut was settled without it) is said never to be drawn. */
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
        el("td", { class: "seed" }, l.seed ? [l.seed, verdict]
          : l.hall ? el("span", { class: "muted hall" }, t("fest.seed_hall"))
            : el("span", { class: "muted" + (l.moot ? " moot" : "") }, t(l.moot ? "fest.seed_moot" : "fest.seed_hidden"))));
    })));
}
