// The jury's controls for the festival's Brain-ring (F1-F7) and Svoya igra
// (S1-S12) tournaments: each step the aggregate waits for, one button or
// one small form, so a fight is entered question by question (who took it)
// or answer by answer as it is played. The tables below are the public
// views, for the jury to check what it entered.

import { fapi } from "./festapi.js";
import { banner, onLang } from "./layout.js";
import { $, el, replace } from "./dom.js";
import { t } from "./i18n.js";
import { brainringGroups, brainringStage, svStage, svoyaBoard, svoyaPlayoff, svoyaQualifying, svoyaStage, svoyaVenues } from "./festviews2.js";
import { confirmAt } from "./confirm.js";
import { brainringBlocked, svoyaDone, svoyaTies, svoyaWithdraw } from "./jury3.js";

/** mountCompetitions draws the Brain-ring and Svoya igra sections into
 * #br-jury and #sv-jury and returns {refresh(fest)}; changed() is called
 * after every accepted input (the page then reads the new history). */
export function mountCompetitions(fid, changed) {
  let br = null;
  let sv = null;
  let active = 0; // teams not disqualified, for the Brain-ring's group count
  // act runs one jury input and redraws from the view it answers with:
  // the competition as the log now holds it.
  async function act(fn) {
    try {
      const v = await fn();
      banner(null);
      if (v && "venues" in v) {
        sv = v;
        drawSvoya();
      } else if (v && "groups" in v) {
        br = v;
        drawBrainring();
      }
      changed();
    } catch (e) {
      banner(e);
    }
  }
  const button = (id, text, onclick, cls) => el("button", { type: "button", id, class: cls || "", onclick }, text);
  const names = (x, id) => (x && x.names && x.names[id]) || id || t("fest.nobody");

  function brainringControls() {
    if (!br) {
      // F2: the regulation draws 8 groups of at least two teams; a smaller
      // festival opens with fewer groups, chosen here (powers of two, as
      // the play-off bracket needs).
      const counts = [1, 2, 4, 8, 16].filter((g) => g === 1 || 2 * g <= active);
      const def = Math.min(8, counts[counts.length - 1]);
      return el("div", { class: "row" },
        el("label", { class: "mini" }, t("br.groups_n"),
          el("select", { id: "br-groups" }, counts.map((g) => el("option", { value: String(g), selected: g === def }, String(g))))),
        button("br-open", t("br.open"), () => act(() => fapi.openBrainring(fid, Number($("#br-groups").value)))));
    }
    const s = br.next || {};
    const lot = (action, body) => !br.lot || !br.lot.commitment
      ? button("br-lot-commit", t("jury.lot_commit"), () => act(() => fapi.br(fid, "lot-commit")))
      : el("div", {}, el("p", { class: "seed" }, br.lot.commitment), button("br-draw", t("jury.lot_draw"), () => act(() => fapi.br(fid, action, body))));
    switch (s.stage) {
      case "draw": return lot("draw-groups", {});
      case "group_lot": return lot("group-lot", { group: s.group });
      case "blocked": return brainringBlocked(br);
      case "playoff_start": return button("br-playoff", t("br.playoff_start"), () => act(() => fapi.br(fid, "playoff-start")));
      case "groups": case "playoff": case "extra": {
        const [a, b] = s.teams || [];
        const take = (who) => () => act(() => s.stage === "extra"
          ? fapi.br(fid, "extra", { match: s.match, question: s.question, taker: who })
          : fapi.br(fid, "question", { fight: s.fight, question: s.question, taker: who }));
        return el("div", {},
          el("p", { class: "final-now", id: "br-now" }, (s.fight || s.match) + ": " + names(br, a) + " — " + names(br, b)),
          el("p", {}, t("jury.final_q", s.question)),
          el("div", { class: "row final-buttons" }, button("br-a", names(br, a), take(a)), button("br-b", names(br, b), take(b)),
            button("br-none", t("fest.nobody"), take(""), "secondary")),
          correction(s));
      }
    }
    return "";
  }

  function openFights() {
    const open = [];
    for (const v of sv.venues || []) for (const f of v.fights || []) if (!f.done) open.push([t("sv.venue", v.number) + ", " + t("sv.fight_n", f.ref.fight), f]);
    for (const r of sv.playoff || []) {
      for (const f of r.fights || []) {
        if (!f.done) open.push([svStage(r.stage) + ", " + t("sv.fight_n", f.ref.fight), f]);
        for (const x of f.shootouts || []) if (!x.done) open.push([t("sv.shootout_n", x.ref.shootout), x]);
      }
    }
    return open;
  }

  // correction re-enters a question already entered (a new event; the
  // old entry stays in the history): the fight, the question, who took it
  // and why.
  function correction(s) {
    return el("details", { class: "fix" }, el("summary", {}, t("br.fix")),
      el("form", { id: "br-fix-form", class: "row", onsubmit: (e) => {
        e.preventDefault();
        act(() => fapi.br(fid, "question", { fight: $("#br-fix-fight").value.trim(), question: Number($("#br-fix-q").value),
          taker: $("#br-fix-taker").value, reason: $("#br-fix-reason").value }));
      } },
      el("input", { id: "br-fix-fight", value: s.fight || "", style: "max-width:8em", title: t("br.fight_id") }),
      el("input", { id: "br-fix-q", type: "number", min: "1", value: String(Math.max(1, (s.question || 2) - 1)), style: "max-width:5em", title: t("fest.question") }),
      el("select", { id: "br-fix-taker" }, el("option", { value: "" }, t("fest.nobody")),
        (br.teams || []).map((id) => el("option", { value: id }, names(br, id)))),
      el("input", { id: "br-fix-reason", placeholder: t("common.reason"), style: "max-width:14em" }),
      el("button", { type: "submit", id: "br-fix", class: "secondary" }, t("common.save"))));
  }

  function svoyaControls() {
    if (!sv) return button("sv-open", t("sv.open_btn"), () => act(() => fapi.openSvoya(fid)));
    const s = sv.next || {};
    const players = Object.entries(sv.names || {});
    switch (s.stage) {
      case "qualifying": {
        const entered = ((sv.qualifying && sv.qualifying.rows) || []).map((r) => r.player);
        return el("div", {},
          el("div", { class: "row" },
            button("sv-enter-all", t("sv.enter_all"), () => act(() => fapi.sv(fid, "enter", { all: true }))),
            el("span", { class: "muted" }, t("sv.entered", entered.length))),
          el("form", { id: "sv-mark-form", class: "row", onsubmit: (e) => {
            e.preventDefault();
            act(() => fapi.sv(fid, "mark-row", { player: $("#sv-player").value, theme: Number($("#sv-theme").value), marks: $("#sv-marks").value }));
          } },
          el("select", { id: "sv-player" }, entered.map((p) => el("option", { value: p }, names(sv, p)))),
          el("input", { id: "sv-theme", type: "number", min: "1", max: String(sv.config.qualifying.themes), value: "1", style: "max-width:6em", title: t("sv.theme") }),
          el("input", { id: "sv-marks", placeholder: "+-..+", style: "max-width:10em", title: t("sv.marks_hint") }),
          el("button", { type: "submit", id: "sv-mark" }, t("common.save"))),
          el("p", { class: "muted small" }, t("sv.marks_hint")),
          el("details", { class: "sheet" }, el("summary", {}, t("sv.sheet")),
            el("textarea", { id: "sv-sheet", placeholder: "+-..+\n.....\n+....", rows: "8" }),
            button("sv-sheet-save", t("sv.sheet_save"), () => act(() => fapi.sv(fid, "mark-sheet", {
              player: $("#sv-player").value, sheet: $("#sv-sheet").value.split("\n").map((l) => l.trim()) })))),
          el("div", { class: "row" },
            button("sv-close-qual", t("sv.close_qualifying"), (e) => confirmAt(e.currentTarget, t("sv.close_confirm"), () => act(() => fapi.sv(fid, "close-qualifying")))),
            !sv.lot ? button("sv-lot-commit", t("sv.seat_lot_commit"), () => act(() => fapi.sv(fid, "lot-commit")), "secondary")
              : button("sv-draw-seats", t("sv.draw_seats"), () => act(() => fapi.sv(fid, "draw-seats")), "secondary")),
          svoyaWithdraw(sv, fid, act, entered));
      }
      case "seating":
        // A tie on every indicator that reaches the cut: the committee
        // orders it first (S6), then the groups are seated.
        if ((s.ties || []).length) return svoyaTies(sv, fid, act);
        return button("sv-seat", t("sv.seat"), () => act(() => fapi.sv(fid, "seat")));
      case "done":
        return svoyaDone(sv);
      case "groups": case "quarter_final": case "semi_final": case "final": {
        const open = openFights(sv);
        // A tie the jury can settle now (a closed venue's table, S10, or
        // a closed play-off fight, S12) is shown at once, under the fight
        // being entered if there is one; with every fight closed and no
        // tie left, the next round is composed.
        const ties = (s.ties || []).length ? svoyaTies(sv, fid, act) : "";
        if (!open.length && (s.ties || []).length) return ties || el("p", { class: "msg info" }, t("sv.ties_wait"));
        if (!open.length) return button("sv-start-round", t("sv.start_round"), () => act(() => fapi.sv(fid, "start-round")));
        const [label, f] = open[0];
        // The question after the current one in the fight's format: the
        // next question of the theme, then the next theme, then round.
        const format = f.ref.shootout ? sv.config.playoff.shootout
          : f.ref.stage === "groups" ? sv.config.groups.format : sv.config.playoff[f.ref.stage];
        const next = () => {
          let [r, th, q] = [Number($("#sv-round").value), Number($("#sv-atheme").value), Number($("#sv-q").value)];
          const rf = (format && format.rounds && format.rounds[r - 1]) || { themes: 1, values: [1] };
          if (q < rf.values.length) q++;
          else if (th < rf.themes) { th++; q = 1; } else { r++; th = 1; q = 1; }
          $("#sv-round").value = r;
          $("#sv-atheme").value = th;
          $("#sv-q").value = q;
        };
        const answer = (right) => () => act(async () => {
          const v = await fapi.sv(fid, "answer", { ref: f.ref, answer: {
            round: Number($("#sv-round").value), theme: Number($("#sv-atheme").value), question: Number($("#sv-q").value),
            player: $("#sv-who").value, right } });
          if (right) next(); // a right answer closes the question
          return v;
        });
        return el("div", {},
          el("p", { class: "final-now", id: "sv-now" }, label),
          el("p", { class: "small" }, t("sv.format", format.rounds.length, format.rounds.map((x) => x.themes).join("+"))),
          el("div", { class: "row" },
            el("label", { class: "mini" }, t("sv.round"), el("input", { id: "sv-round", type: "number", min: "1", value: "1", style: "max-width:5em" })),
            el("label", { class: "mini" }, t("sv.theme"), el("input", { id: "sv-atheme", type: "number", min: "1", value: "1", style: "max-width:5em" })),
            el("label", { class: "mini" }, t("fest.question"), el("input", { id: "sv-q", type: "number", min: "1", max: "5", value: "1", style: "max-width:5em" })),
            el("select", { id: "sv-who" }, f.players.map((p) => el("option", { value: p }, names(sv, p))))),
          el("p", { class: "muted small" }, t("sv.answer_hint")),
          el("div", { class: "row final-buttons" }, button("sv-right", t("sv.right"), answer(true)), button("sv-wrong", t("sv.wrong"), answer(false), "danger"),
            button("sv-next", t("sv.next_question"), next, "secondary"),
            button("sv-close-fight", t("sv.close_fight"), () => act(() => fapi.sv(fid, "close-fight", { ref: f.ref })), "secondary")),
          el("div", { id: "sv-live" }),
          el("details", { class: "fix", id: "sv-fix" }, el("summary", {}, t("sv.fix")),
            el("p", { class: "muted small" }, t("sv.fix_hint")),
            el("input", { id: "sv-fix-reason", placeholder: t("common.reason") }),
            el("ol", { id: "sv-answers", class: "small" })),
          ties);
      }
    }
    return "";
  }

  // The controls are rebuilt only when the step changes, so a live push
  // neither swaps a button under the jury's finger nor clears a form.
  const keys = {};
  // section draws one competition: its step, its controls (rebuilt only
  // when the step changes) and its tables, built only while the jury has
  // them open (a festival's tables are big, and a tap should be quick).
  function section(id, key, stage, controls, tables, has, summary) {
    const root = $("#" + id);
    if (!root.firstChild) {
      const box = el("details", { class: "tables" }, el("summary", {}, summary), el("div", {}));
      box.addEventListener("toggle", () => { if (box.open && box.build) replace(box.lastChild, box.build()); });
      root.append(el("p", { class: "status stage", id: id.replace("jury", "stage") }), el("div", { class: "controls" }), box);
    }
    root.children[0].textContent = stage;
    if (keys[id] !== key) {
      keys[id] = key;
      replace(root.children[1], controls());
    }
    const box = root.children[2];
    box.build = tables;
    box.classList.toggle("hidden", !has);
    replace(box.lastChild, has && box.open ? tables() : "");
  }

  function drawBrainring() {
    section("br-jury", JSON.stringify([!!br, br && br.next, br && br.lot, br ? 0 : active]), br ? brainringStage(br) : "", brainringControls,
      () => brainringGroups(br), !!br, t("br.groups"));
  }

  function drawSvoya() {
    const fights = sv ? openFights(sv) : [];
    const open = fights.map(([, f]) => JSON.stringify(f.ref)).slice(0, 1);
    const shootouts = sv ? (sv.playoff || []).map((r) => r.fights.map((f) => (f.shootouts || []).length)) : [];
    section("sv-jury", JSON.stringify([!!sv, sv && sv.next, sv && sv.lot, open, shootouts, sv && sv.qualifying && sv.qualifying.rows.length]),
      sv ? svoyaStage(sv) : "", svoyaControls, () => [svoyaQualifying(sv), ...svoyaVenues(sv), ...svoyaPlayoff(sv)].filter(Boolean),
      !!sv, t("sv.tables"));
    // The fight being entered, live under its form: every answer shows
    // in its totals and places at once.
    const live = $("#sv-live");
    if (live && fights.length) {
      const f = fights[0][1];
      replace(live, svoyaBoard(sv, f, fights[0][0]));
      // The answers entered so far, each with its removal (a new event
      // with the reason; the removed entry stays in the history).
      replace("#sv-answers", (f.answers || []).map((a, i) => el("li", {},
        `${a.round}.${a.theme}.${a.question} ${names(sv, a.player)} ${a.right ? "+" : "−"} `,
        button("sv-remove-" + i, "✕", () => act(() => fapi.sv(fid, "remove-answer", { ref: f.ref, index: i, reason: $("#sv-fix-reason").value.trim() })),
          "secondary small-btn"))));
    }
  }

  // A language switch rebuilds the controls too (their key is the step).
  onLang(() => {
    for (const k of Object.keys(keys)) delete keys[k];
    drawBrainring();
    drawSvoya();
  });

  return {
    async refresh(fest) {
      active = (fest.team_list || []).filter((tm) => !tm.disqualified).length;
      br = fest.brainring ? await fapi.brainring(fid) : null;
      sv = fest.svoya ? await fapi.svoya(fid) : null;
      drawBrainring();
      drawSvoya();
    },
  };
}
