// The jury's controls for the festival's team quiz cup (C1-C8, C15): open,
// enter teams, start, the question rounds on a keyboard grid (reopening
// the last closed one), the shootout and its correction, lots, line-ups
// and the final; and the roster form. Each control is what the cup's view
// says the step allows: the server sends which teams a shootout
// correction may name and which final questions may still be removed.

import { fapi } from "./api.js";
import { $, el, replace, show } from "../common/dom.js";
import { t } from "../common/i18n.js";
import { banner } from "../common/layout.js";
import { confirmAt } from "../common/confirm.js";
import { Grid } from "./jury-cup-grid.js";
import { button } from "./jury-section.js";
import { name, roundTable, stageText } from "./views-cup.js";
import { lotName, lotProof } from "./views-festival.js";

/** hallLotForm is the folded form of a lot drawn in the hall (captains
 * pulling envelopes): a number for each team (its place in the drawn
 * order, or its pair in a round's draw), and the reason; the server checks
 * the draw is one the rules allow (issue 14, item 11). */
function hallLotForm(fid, page, act, s) {
  const pairs = s.stage === "draw";
  const rows = el("div", { class: "hall-teams" }, s.teams.map((id) => el("label", { class: "check" },
    el("input", { type: "number", min: "1", max: String(pairs ? s.teams.length / 2 : s.teams.length), class: "hall-n", dataset: { team: id } }),
    " ", name(page.cup, id))));
  const reason = el("input", { id: "hall-reason", required: true, placeholder: t("common.reason") });
  const form = el("form", { id: "hall-form" }, el("p", { class: "small muted" }, t(pairs ? "jury.hall_pairs_hint" : "jury.hall_order_hint")),
    rows, el("label", { for: "hall-reason" }, t("common.reason")), reason,
    el("p", {}, el("button", { type: "submit", id: "hall-save", class: "secondary" }, t("jury.hall_save"))));
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const got = [...form.querySelectorAll("input.hall-n")].map((x) => [Number(x.value), x.dataset.team]);
    const body = { step: s, reason: reason.value };
    if (pairs) {
      const by = {};
      for (const [n, id] of got) (by[n] = by[n] || []).push(id);
      body.pairs = Object.keys(by).sort((a, b) => a - b).map((n) => ({ a: by[n][0], b: by[n][1] || "" }));
    } else {
      body.order = got.sort((a, b) => a[0] - b[0]).map(([, id]) => id);
    }
    act(() => fapi.hallLot(fid, body));
  });
  return el("details", { class: "fix", id: "hall-lot" }, el("summary", {}, t("jury.hall_lot")), form);
}

/** mountCup draws the cup's part of the jury page from page.cup (and
 * page.fest for the rosters and players' names) and returns {render,
 * forget, busy}. act(fn) runs a jury decision and re-reads the page;
 * changed() is called after every accepted answer (the page then reads the
 * new history). */
export function mountCup(fid, page, act, changed) {
  // The controls and the roster form are rebuilt only when what they show
  // changes, so a live push does not clear what the jury is setting.
  const keys = { actions: "", roster: "" };
  const hallLot = (s) => hallLotForm(fid, page, act, s);
  const grid = new Grid($("#grid-wrap"), (n, team, q, on) => send(fapi.answer(fid, n, team, q, on)), removeQuestion);

  /** send waits for one write and takes the cup view it answers with. */
  async function send(p) {
    try {
      const v = await p;
      if (v && v.next) page.cup = v;
      banner(null);
      render();
      changed();
      return v;
    } catch (e) {
      banner(e);
      throw e;
    }
  }

  /** ask shows an inline form for the reason a decision needs (no browser
   * dialog: a phone keeps the page) and calls then with it; Cancel or a
   * second question replaces it. */
  function ask(text, then) {
    const slot = $("#cup-ask");
    replace(slot, askForm(text, (why) => {
      replace(slot);
      then(why);
    }, () => replace(slot)));
    slot.scrollIntoView({ block: "center" });
    $("#ask-reason").focus();
  }

  /** render shows the stage, the actions it allows, the grid of the
   * round being entered and the closed rounds. */
  function render() {
    $("#cup-stage").textContent = page.cup ? stageText(page.cup) : t("fest.no_cup");
    const s = (page.cup && page.cup.next) || {};
    const key = page.cup ? [s.stage, s.round, s.question, (s.teams || []).join(","), page.cup.lot && page.cup.lot.commitment,
      page.cup.final && page.cup.final.lineups.length, page.cup.final && page.cup.final.live, (page.cup.teams || []).length, page.fest && JSON.stringify(page.fest.team_list.map((x) => [x.id, x.name, !!x.disqualified])), JSON.stringify(page.cup.shootout || []), JSON.stringify(page.cup.shootout_fix || null),
      JSON.stringify(((page.cup.final && page.cup.final.questions) || []).map((x) => x.removable))].join("|") : "none";
    if (key !== keys.actions) {
      keys.actions = key;
      replace("#cup-actions", actions());
    }
    if (page.cup && page.cup.final && s.stage === "final") {
      const sc = page.cup.final.score;
      const sn = $("#final-now");
      if (sn) sn.textContent = `${name(page.cup, page.cup.final.teams[0])} ${sc.points[0]} : ${sc.points[1]} ${name(page.cup, page.cup.final.teams[1])}`;
    }
    const open = page.cup && s.stage === "round" ? page.cup.rounds.find((r) => r.number === s.round) : null;
    if (open) {
      grid.show(page.cup, open);
    } else {
      grid.key = "";
      replace("#grid-wrap");
    }
    renderRoster();
    const closed = page.cup ? page.cup.rounds.filter((r) => r.closed) : [];
    const lastClosed = closed.length ? closed[closed.length - 1].number : 0;
    replace("#rounds-done", closed.slice().reverse().map((r) => el("details", { class: "done-round" },
      el("summary", {}, t("fest.round_n", r.number), " ", el("span", { class: "badge" }, t("jury.closed"))),
      r.number === lastClosed ? el("button", { type: "button", class: "secondary small-btn", id: "reopen-" + r.number, onclick: () => {
        ask(t("jury.reopen_reason"), (why) => act(() => fapi.round(fid, r.number, "reopen", why)));
      } }, t("jury.reopen")) : "",
      el("div", { class: "table-wrap" }, roundTable(page.cup, r)))));
  }

  /** renderRoster keeps the roster form of the cup's teams; it is rebuilt
   * only when a roster or a team's players change, so a live push does not
   * clear the ticks the jury is setting. */
  function renderRoster() {
    show("#roster-box", !!(page.cup && page.fest && (page.cup.teams || []).length));
    if (!page.cup || !page.fest) return;
    const key = JSON.stringify([(page.cup.teams || []).map((x) => [x.id, x.roster]), page.fest.team_list.map((x) => x.players.length)]);
    if (key === keys.roster) return;
    keys.roster = key;
    const team = $("#roster-team") && $("#roster-team").value;
    replace("#cup-roster", cupRoster(page.fest, page.cup, fid, act, team));
  }

  function removeQuestion(q) {
    const rd = page.cup.rounds.find((r) => r.number === page.cup.next.round);
    const removed = (rd.removed || []).some((x) => x.question === q);
    ask(t(removed ? "jury.restore_reason" : "jury.remove_reason", q),
      (why) => act(() => fapi.question(fid, rd.number, q, removed ? "restore" : "remove", why)));
  }

  /** shootoutFix is the form that corrects an entered shootout question
   * (C4) while the cup's view offers it (shootout_fix): the question, the
   * teams tied across the cut (those the shootout was put to, as the server
   * names them) and the reason. The server refuses, naming what depends on
   * it, once a lot stands on it. */
  function shootoutFix() {
    const asked = page.cup.shootout || [];
    if (!page.cup.shootout_fix || !asked.length) return null;
    const tied = page.cup.shootout_fix.teams || [];
    return el("details", { class: "fix", id: "shoot-fix" },
      el("summary", {}, t("jury.shootout_fix")),
      el("form", { class: "row", onsubmit: (e) => {
        e.preventDefault();
        const why = $("#shoot-fix-reason").value.trim();
        if (!why) return $("#shoot-fix-reason").focus();
        const q = Number($("#shoot-fix-q").value);
        const correct = [...document.querySelectorAll("input.shoot-fix:checked")].map((x) => x.value);
        act(() => fapi.correctShootout(fid, q, correct, why));
      } },
      el("label", { class: "mini" }, t("fest.question"),
        el("select", { id: "shoot-fix-q" }, asked.map((_, i) => el("option", { value: String(i + 1), selected: i === asked.length - 1 }, String(i + 1))))),
      el("div", { class: "checks" }, tied.map((id) => el("label", { class: "check" },
        el("input", { type: "checkbox", value: id, class: "shoot-fix" }), " ", name(page.cup, id)))),
      el("input", { id: "shoot-fix-reason", required: true, class: "grow", autocomplete: "off", placeholder: t("common.reason") }),
      el("button", { type: "submit", id: "shoot-fix-save" }, t("jury.shootout_fix_save"))));
  }

  /** actions builds the controls of the cup's current step. */
  function actions() {
    const fix = page.cup && !page.cup.blocked ? shootoutFix() : null;
    const step = stepActions();
    return fix ? el("div", {}, step, fix) : step;
  }

  /** stepActions builds the controls of the cup's current step alone. */
  function stepActions() {
    if (!page.cup) return el("p", {}, button("open-cup", t("jury.open_cup"), () => act(() => fapi.openCup(fid))));
    if (page.cup.blocked) return el("p", { class: "msg bad" }, page.cup.blocked.message);
    const s = page.cup.next;
    switch (s.stage) {
      case "registration": {
        // All at once, or team by team (a festival team that does not
        // play the cup, or one whose roster is not ready yet, stays out).
        const inCup = new Set(page.cup.teams.map((x) => x.id));
        const out = ((page.fest && page.fest.team_list) || []).filter((x) => !inCup.has(x.id) && !x.disqualified);
        return el("div", {},
          el("div", { class: "row" },
            button("enter-all", t("jury.enter_all"), () => act(() => fapi.enterAll(fid))),
            button("start-cup", t("jury.start_cup"), (e) => confirmAt(e.currentTarget, t("jury.start_confirm"), () => act(() => fapi.startCup(fid))), "secondary"),
            el("span", { class: "muted" }, t("jury.in_cup", page.cup.teams.length))),
          out.length ? el("p", { class: "row", id: "enter-one" }, el("span", { class: "muted small" }, t("jury.enter_one")),
            out.map((x) => button("enter-" + x.id, "+ " + x.name, () => act(() => fapi.enterTeam(fid, x.id)), "secondary small-btn"))) : "");
      }
      case "round":
        return el("div", { class: "row" },
          button("grid-focus", t("jury.type_results"), () => grid.focus(), "secondary"),
          button("close-round", t("jury.close_round", s.round), (e) => confirmAt(e.currentTarget, t("jury.close_confirm", s.round), async () => {
            await grid.idle();
            act(() => fapi.round(fid, s.round, "close"));
          })));
      case "shootout":
        return el("div", {},
          el("p", {}, t("jury.shootout_hint")),
          el("div", { class: "checks" }, s.teams.map((id) => el("label", { class: "check" },
            el("input", { type: "checkbox", value: id, class: "shoot" }), " ", name(page.cup, id)))),
          button("shootout-save", t("jury.shootout_save", s.question), () => act(() =>
            fapi.shootout(fid, [...document.querySelectorAll("input.shoot:checked")].map((x) => x.value), s.question))));
      case "cut_lot": case "place_lot": case "draw": {
        const teams = el("p", { class: "small" }, t("jury.lot_among"), " ", s.teams.map((id) => name(page.cup, id)).join(", "));
        if (!page.cup.lot || !page.cup.lot.commitment) {
          return el("div", {}, el("p", {}, t("jury.lot_commit_hint", page.cup.lot ? lotName(page.cup.lot.purpose) : "")), teams,
            button("lot-commit", t("jury.lot_commit"), () => act(() => fapi.commitLot(fid))), hallLot(s));
        }
        return el("div", {}, el("p", { id: "lot-commitment" }, t("jury.lot_committed")), lotProof(page.cup.lot.commitment), teams,
          button("lot-draw", t("jury.lot_draw"), () => act(() => fapi.drawLot(fid, s))), hallLot(s));
      }
      case "lineup":
        return el("div", {}, el("p", {}, t("jury.lineup_hint", page.cup.config.final_lineup)), s.teams.map((id) => {
          const team = page.cup.teams.find((x) => x.id === id);
          const players = playerNames(id);
          return el("div", { class: "lineup", dataset: { team: id } }, el("h3", {}, name(page.cup, id)),
            el("div", { class: "checks" }, team.roster.map((p, i) => el("label", { class: "check" },
              el("input", { type: "checkbox", value: p, class: "lp", checked: i < page.cup.config.final_lineup }), " ", players[p] || p))),
            button("lineup-" + id, t("jury.lineup_save"), () => act(() => fapi.lineup(fid, id,
              [...document.querySelectorAll(`.lineup[data-team="${CSS.escape(id)}"] input.lp:checked`)].map((x) => x.value)))));
        }));
      case "final_start":
        return el("div", { class: "row" }, button("final-start", t("jury.final_start"), (e) => confirmAt(e.currentTarget, t("jury.final_confirm"), () => act(() => fapi.startFinal(fid)))));
      case "final": {
        const [a, b] = page.cup.final.teams;
        const q = (w) => () => send(fapi.finalQuestion(fid, w, s.question)).catch(() => {});
        // The final is played live from the host's console, or entered
        // here by hand (a hall without buttons); once live, by the console
        // only (the server refuses hand entries).
        const live = page.cup.final.live;
        // Once a question is entered here the final is by hand to its end
        // (the console refuses to take it over): no way in is offered then.
        const byHand = !live && (page.cup.final.questions || []).length > 0;
        const console = byHand ? el("p", { class: "muted small", id: "final-hand-only" }, t("jury.final_hand_only"))
          : el("p", {}, el("a", { id: "final-live", target: "_blank",
            href: "/live.html?" + new URLSearchParams({ fest: fid, fight: "final", view: "console" }) },
          live ? t("jury.final_console") : t("lv.console_link")));
        return el("div", {},
          el("p", { class: "final-now", id: "final-now" }),
          live ? el("p", { id: "final-q" }, t("jury.final_live")) : [
            el("p", { id: "final-q" }, page.cup.next_extra ? t("jury.final_extra_q", page.cup.next_extra) : t("jury.final_q", s.question)),
            el("div", { class: "row final-buttons" },
              button("final-a", name(page.cup, a), q(a)), button("final-b", name(page.cup, b), q(b)),
              button("final-none", t("fest.nobody"), q(""), "secondary"))],
          console,
          finalQuestions());
      }
      case "done":
        return el("div", {}, el("p", { class: "winner-banner", id: "cup-winner" }, "★ ", t("fest.winner", name(page.cup, page.cup.final.score.winner))),
          finalQuestions());
    }
    return "";
  }

  function finalQuestions() {
    const qs = (page.cup.final && page.cup.final.questions) || [];
    return el("ol", { class: "final-list" }, qs.map((x, i) => el("li", { class: x.removed ? "dq" : "" },
      x.extra ? el("span", { class: "badge" }, t("fest.final_extra_n", x.extra)) : "", x.extra ? " " : "",
      x.winner ? name(page.cup, x.winner) : t("fest.nobody"), x.removed ? " — " + x.reason : "",
      // The server says which questions may go (C14, C15).
      !x.removable ? "" : button("final-remove-" + (i + 1), "✕", () => {
        ask(t("jury.remove_final_reason", i + 1), (why) => act(() => fapi.removeFinal(fid, i + 1, why)));
      }, "secondary small-btn"))));
  }

  function playerNames(team) {
    const out = {};
    const tm = page.fest && page.fest.team_list.find((x) => x.id === team);
    for (const p of (tm && tm.players) || []) out[p.id] = p.name;
    return out;
  }

  return {
    render,
    /** forget rebuilds the roster form and the actions on the next
     * render (a language switch: both hold words). */
    forget() { keys.roster = ""; keys.actions = ""; },
    /** busy says whether answers typed into the grid are still in flight. */
    busy: () => grid.pending.size > 0,
  };
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
