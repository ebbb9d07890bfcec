// The jury's controls for the festival's Svoya igra (S1-S12): each step
// the aggregate waits for, one button or one small form, so a fight is
// entered answer by answer as it is played; and the inline forms for the
// decisions a step waits for beyond the fights: a tie that holds the
// tournament up (the committee's order of S6/S10 with its grounds, or in
// the play-off the S12 shootout first), withdrawing an entry made by
// mistake, and the final ranking once the final is ranked. No browser
// dialogs: every reason is typed into a form, so a phone keeps the page.

import { fapi } from "./api.js";
import { svHallSeats } from "./jury-hall.js";
import { banner, onLang } from "../common/layout.js";
import { $, el, replace } from "../common/dom.js";
import { t } from "../common/i18n.js";
import { byName, svStage, svoyaBoard, svoyaPlayoff, svoyaQualifying, svoyaRanking, svoyaStage, svoyaVenues } from "./views-svoya.js";
import { confirmAt } from "../common/confirm.js";
import { button, resetSection, section } from "./jury-section.js";
import { svoyaGrid } from "./jury-svoya-grid.js";
import { consoleLink } from "./svoya-live-api.js";
import { qualifyingPackage, themeLabel } from "./jury-svoya-package.js";

/** mountSvoya draws the Svoya igra section into #sv-jury and returns
 * {refresh(fest), packageLoaded()}; changed() is called after every accepted input (the
 * page then reads the new history). */
export function mountSvoya(fid, changed) {
  // The page's state of Svoya igra: its view, and the board's cursor (the
  // question being entered) with the fight and the count of answers it
  // was set for: a new answer moves it to the server's next question.
  const st = { sv: null, cursor: null };
  // act runs one jury input and redraws from the view it answers with:
  // Svoya igra as the log now holds it.
  async function act(fn) {
    try {
      const v = await fn();
      banner(null);
      if (v && "venues" in v) {
        st.sv = v;
        draw();
      }
      changed();
    } catch (e) {
      banner(e);
    }
  }
  const names = (x, id) => (x && x.names && x.names[id]) || id || t("fest.nobody");
  // The written qualifying's package, as the server holds it: loaded
  // from the card, it redraws the controls (its themes are in their key).
  const qpkg = qualifyingPackage(fid, act, () => draw());

  function openFights() {
    const open = [];
    for (const v of st.sv.venues || []) for (const f of v.fights || []) if (!f.done) open.push([t("sv.venue", v.number) + ", " + t("sv.fight_n", f.ref.fight), f]);
    for (const r of st.sv.playoff || []) {
      for (const f of r.fights || []) {
        if (!f.done) open.push([svStage(r.stage) + ", " + t("sv.fight_n", f.ref.fight), f]);
        for (const x of f.shootouts || []) if (!x.done) open.push([t("sv.shootout_n", x.ref.shootout), x]);
      }
    }
    return open;
  }

  // formatOf is the board of fight f: its stage's format (S8, S11, S12).
  const formatOf = (f) => f.ref.shootout ? st.sv.config.playoff.shootout
    : f.ref.stage === "groups" ? st.sv.config.groups.format : st.sv.config.playoff[f.ref.stage];
  const refKey = (ref) => JSON.stringify(ref);

  // pick moves the board's cursor (and the form's fields) to question c.
  function pick(c) {
    if (!c) return;
    st.cursor = { ...(st.cursor || {}), round: c.round, theme: c.theme, question: c.question };
    if ($("#sv-round")) {
      $("#sv-round").value = c.round;
      $("#sv-atheme").value = c.theme;
      $("#sv-q").value = c.question;
    }
    drawGrid();
  }

  // enter enters an answer of the form's player at the form's question.
  function enter(f, right) {
    return act(() => fapi.sv(fid, "answer", { ref: f.ref, answer: {
      round: Number($("#sv-round").value), theme: Number($("#sv-atheme").value), question: Number($("#sv-q").value),
      player: $("#sv-who").value, right } }));
  }

  // svoyaReopen lists the closed fights, each to be reopened with the
  // reason typed (a correction after closing; refused once the next
  // stage is built on it).
  function svoyaReopen() {
    const closed = [];
    for (const v of st.sv.venues || []) for (const f of v.fights || []) if (f.done) closed.push([t("sv.venue", v.number) + ", " + t("sv.fight_n", f.ref.fight), f]);
    for (const r of st.sv.playoff || []) for (const f of r.fights || []) if (f.done) closed.push([svStage(r.stage) + ", " + t("sv.fight_n", f.ref.fight), f]);
    if (!closed.length) return "";
    return el("details", { class: "fix", id: "sv-reopen" }, el("summary", {}, t("sv.reopen")),
      el("div", { class: "row" },
        el("select", { id: "sv-reopen-fight" }, closed.map(([label, f]) => el("option", { value: refKey(f.ref) }, label))),
        el("input", { id: "sv-reopen-reason", placeholder: t("common.reason") }),
        button("sv-reopen-btn", t("sv.reopen_btn"), () => act(() => fapi.sv(fid, "reopen-fight", {
          ref: JSON.parse($("#sv-reopen-fight").value), reason: $("#sv-reopen-reason").value.trim() })), "secondary")));
  }

  // drawGrid draws the board of the fight being entered, with the cursor.
  function drawGrid() {
    const area = $("#sv-grid-area");
    const fights = st.sv ? openFights() : [];
    if (!area || !fights.length || !st.cursor) return;
    const f = fights[0][1];
    const focused = document.activeElement && document.activeElement.id === "sv-grid-box";
    replace(area, svoyaGrid(f, formatOf(f), st.cursor, {
      pick,
      who: (i) => { $("#sv-who").value = f.players[i]; },
      enter: (right) => enter(f, right),
      name: (id) => names(st.sv, id),
    }));
    if (focused) $("#sv-grid-box").focus();
  }

  function svoyaControls() {
    if (!st.sv) {
      return el("div", {}, qpkg.card(false), button("sv-open", t("sv.open_btn"), async () => {
        const withPackage = qpkg.withPackage();
        await act(() => fapi.openSvoya(fid, withPackage));
        // Refused as if none were loaded: a restart may have forgotten it.
        if (withPackage && !st.sv) qpkg.refresh(true);
      }));
    }
    const s = st.sv.next || {};
    const players = Object.entries(st.sv.names || {});
    switch (s.stage) {
      case "qualifying": {
        const entered = ((st.sv.qualifying && st.sv.qualifying.rows) || []).map((r) => r.player);
        const themes = qpkg.themes();
        const count = st.sv.config.qualifying.themes;
        return el("div", {},
          qpkg.card(true),
          el("div", { class: "row" },
            button("sv-enter-all", t("sv.enter_all"), () => act(() => fapi.sv(fid, "enter", { all: true }))),
            el("span", { class: "muted" }, t("sv.entered", entered.length))),
          el("form", { id: "sv-mark-form", class: "row", onsubmit: (e) => {
            e.preventDefault();
            act(() => fapi.sv(fid, "mark-row", { player: $("#sv-player").value, theme: Number($("#sv-theme").value), marks: $("#sv-marks").value }));
          } },
          el("select", { id: "sv-player" }, byName(st.sv, entered).map((p) => el("option", { value: p }, names(st.sv, p)))),
          themes ? el("select", { id: "sv-theme", title: t("sv.theme") }, numbers(count).map((n) => el("option", { value: String(n) }, themeLabel(themes, n))))
            : el("input", { id: "sv-theme", type: "number", min: "1", max: String(count), value: "1", style: "max-width:6em", title: t("sv.theme") }),
          el("input", { id: "sv-marks", placeholder: "+-..+", style: "max-width:10em", title: t("sv.marks_hint") }),
          el("button", { type: "submit", id: "sv-mark" }, t("common.save"))),
          el("p", { class: "muted small" }, t("sv.marks_hint")),
          el("details", { class: "sheet" }, el("summary", {}, t("sv.sheet")),
            sheetBox(numbers(count).map((n) => themeLabel(themes, n))),
            button("sv-sheet-save", t("sv.sheet_save"), () => act(() => fapi.sv(fid, "mark-sheet", {
              player: $("#sv-player").value, sheet: $("#sv-sheet").value.split("\n").map((l) => l.trim()) })))),
          el("div", { class: "row" },
            button("sv-close-qual", t("sv.close_qualifying"), (e) => confirmAt(e.currentTarget, t("sv.close_confirm"), () => act(() => fapi.sv(fid, "close-qualifying")))),
            !st.sv.lot ? button("sv-lot-commit", t("sv.seat_lot_commit"), () => act(() => fapi.sv(fid, "lot-commit")), "secondary")
              : button("sv-draw-seats", t("sv.draw_seats"), () => act(() => fapi.sv(fid, "draw-seats")), "secondary")),
          svHallSeats(fid, st.sv, act),
          svoyaWithdraw(st.sv, fid, act, entered));
      }
      case "seating":
        // A tie on every indicator that reaches the cut: the committee
        // orders it first (S6), then the groups are seated.
        if ((s.ties || []).length) return svoyaTies(st.sv, fid, act);
        return button("sv-seat", t("sv.seat"), () => act(() => fapi.sv(fid, "seat")));
      case "done":
        return svoyaDone(st.sv);
      case "groups": case "quarter_final": case "semi_final": case "final": {
        const open = openFights(st.sv);
        // A tie the jury can settle now (a closed venue's table, S10, or
        // a closed play-off fight, S12) is shown at once, under the fight
        // being entered if there is one; with every fight closed and no
        // tie left, the next round is composed.
        const ties = (s.ties || []).length ? svoyaTies(st.sv, fid, act) : "";
        if (!open.length && (s.ties || []).length) return ties || el("p", { class: "msg info" }, t("sv.ties_wait"));
        if (!open.length) return button("sv-start-round", t("sv.start_round"), () => act(() => fapi.sv(fid, "start-round")));
        const [label, f] = open[0];
        const format = formatOf(f);
        // Next question skips one nobody answered: a move of the board's
        // cursor to the next cell in board order, nothing the server needs.
        const next = () => {
          let [r, th, q] = [Number($("#sv-round").value), Number($("#sv-atheme").value), Number($("#sv-q").value)];
          const rf = (format && format.rounds && format.rounds[r - 1]) || { themes: 1, values: [1] };
          if (q < rf.values.length) q++;
          else if (th < rf.themes) { th++; q = 1; } else { r++; th = 1; q = 1; }
          pick({ round: r, theme: th, question: q });
        };
        const answer = (right) => () => enter(f, right);
        const close = (e) => f.unanswered > 0
          ? confirmAt(e.currentTarget, t("sv.close_unanswered", f.unanswered, f.questions), () => act(() => fapi.sv(fid, "close-fight", { ref: f.ref, confirm: true })))
          : act(() => fapi.sv(fid, "close-fight", { ref: f.ref }));
        if (f.live) {
          return el("div", {}, el("p", { class: "final-now", id: "sv-now" }, label),
            el("p", { class: "msg info", id: "sv-live-note" }, t("sv.played_live")), consoleLink(fid, f.ref),
            // Ending a live fight early (the time is up): it asks first
            // when questions remain, and the live pages stop with it.
            el("div", { class: "row" }, button("sv-close-fight", t("sv.close_fight"), close, "secondary")),
            el("div", { id: "sv-live" }), svoyaReopen(), ties);
        }
        return el("div", {},
          el("p", { class: "final-now", id: "sv-now" }, label),
          f.answers && f.answers.length ? null : consoleLink(fid, f.ref),
          el("p", { class: "small" }, t("sv.format", format.rounds.length, format.rounds.map((x) => x.themes).join("+"))),
          el("div", { class: "row" },
            el("label", { class: "mini" }, t("sv.round"), el("input", { id: "sv-round", type: "number", min: "1", value: "1", style: "max-width:5em" })),
            el("label", { class: "mini" }, t("sv.theme"), el("input", { id: "sv-atheme", type: "number", min: "1", value: "1", style: "max-width:5em" })),
            el("label", { class: "mini" }, t("fest.question"), el("input", { id: "sv-q", type: "number", min: "1", max: "5", value: "1", style: "max-width:5em" })),
            el("select", { id: "sv-who" }, f.players.map((p) => el("option", { value: p }, names(st.sv, p))))),
          el("p", { class: "muted small" }, t("sv.answer_hint")),
          el("div", { class: "row final-buttons" }, button("sv-right", t("sv.right"), answer(true)), button("sv-wrong", t("sv.wrong"), answer(false), "danger"),
            button("sv-next", t("sv.next_question"), next, "secondary"),
            button("sv-close-fight", t("sv.close_fight"), close, "secondary")),
          el("div", { id: "sv-grid-area" }),
          el("div", { id: "sv-live" }),
          el("details", { class: "fix", id: "sv-fix" }, el("summary", {}, t("sv.fix")),
            el("p", { class: "muted small" }, t("sv.fix_hint")),
            el("input", { id: "sv-fix-reason", placeholder: t("common.reason") }),
            el("ol", { id: "sv-answers", class: "small" })),
          svoyaReopen(),
          ties);
      }
    }
    return "";
  }

  function draw() {
    const fights = st.sv ? openFights(st.sv) : [];
    const open = fights.map(([, f]) => JSON.stringify(f.ref)).slice(0, 1);
    const shootouts = st.sv ? (st.sv.playoff || []).map((r) => r.fights.map((f) => (f.shootouts || []).length)) : [];
    section("sv-jury", JSON.stringify([!!st.sv, st.sv && st.sv.next, st.sv && st.sv.lot, open, shootouts, st.sv && st.sv.qualifying && st.sv.qualifying.rows.length, qpkg.key()]),
      st.sv ? svoyaStage(st.sv) : "", svoyaControls, () => [svoyaQualifying(st.sv), ...svoyaVenues(st.sv), ...svoyaPlayoff(st.sv)].filter(Boolean),
      !!st.sv, t("sv.tables"));
    // The fight being entered, live under its form: every answer shows
    // in its totals and places at once.
    const live = $("#sv-live");
    if (live && fights.length) {
      const f = fights[0][1];
      const seen = (f.answers || []).length;
      if (!st.cursor || st.cursor.key !== refKey(f.ref) || st.cursor.seen !== seen) {
        const keep = st.cursor && st.cursor.key === refKey(f.ref) ? st.cursor : {};
        st.cursor = { round: 1, theme: 1, question: 1, ...(f.next || keep) };
        st.cursor.key = refKey(f.ref);
        st.cursor.seen = seen;
        pick(st.cursor);
      } else drawGrid();
      replace(live, svoyaBoard(st.sv, f, fights[0][0]));
      // The answers entered so far, each with its removal (a new event
      // with the reason; the removed entry stays in the history).
      // A fight played live has no hand entry, so no list to fill.
      if ($("#sv-answers")) replace("#sv-answers", (f.answers || []).map((a, i) => el("li", {},
        `${a.round}.${a.theme}.${a.question} ${names(st.sv, a.player)} ${a.right ? "+" : "−"} `,
        button("sv-remove-" + i, "✕", () => act(() => fapi.sv(fid, "remove-answer", { ref: f.ref, index: i, reason: $("#sv-fix-reason").value.trim() })),
          "secondary small-btn"))));
    }
  }

  // A language switch rebuilds the controls too (their key is the step).
  onLang(() => {
    resetSection("sv-jury");
    draw();
  });

  return {
    /** packageLoaded reads the qualifying's package again: one was
     * loaded (on another page, or this one). */
    packageLoaded: () => qpkg.refresh(true),

    async refresh(fest) {
      st.sv = fest.svoya ? await fapi.svoya(fid) : null;
      draw();
      // Once a page: the package the server holds for the qualifying
      // (none after a restart); it redraws when known, so the page's
      // first load does not wait for it.
      if (!st.sv || (st.sv.next && st.sv.next.stage === "qualifying")) qpkg.refresh();
    },
  };
}

const sname = (sv, id) => (sv && sv.names && sv.names[id]) || id;

/** numbers are 1 ... n. */
const numbers = (n) => Array.from({ length: n }, (_, i) => i + 1);

/** sheetBox is the textarea of a player's whole qualifying sheet with,
 * beside each line, the theme it is ("1. name" with a package, the
 * number without), scrolled with it. */
function sheetBox(labels) {
  const gutter = el("pre", { class: "sheet-lines", id: "sv-sheet-lines", "aria-label": t("sv.sheet_lines") }, labels.join("\n"));
  const area = el("textarea", { id: "sv-sheet", placeholder: "+-..+\n.....\n+....", rows: "8", onscroll: () => { gutter.scrollTop = area.scrollTop; } });
  return el("div", { class: "sheet-box" }, el("div", { class: "sheet-gutter" }, gutter), area);
}

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
