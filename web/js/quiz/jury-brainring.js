// The jury's controls for the festival's Brain-ring (F1-F7): each step the
// aggregate waits for, one button or one small form, so a fight is entered
// question by question (who took it) as it is played. The tables below
// are the public views, for the jury to check what it entered.

import { fapi } from "./api.js";
import { banner, onLang } from "../common/layout.js";
import { $, el, replace } from "../common/dom.js";
import { t } from "../common/i18n.js";
import { brainringGroups, brainringStage } from "./views-brainring.js";
import { button, resetSection, section } from "./jury-section.js";
import { lotProof } from "./views-festival.js";
import { brHallGroups, brHallLot } from "./jury-hall.js";

/** mountBrainring draws the Brain-ring section into #br-jury and returns
 * {refresh(fest)}; changed() is called after every accepted input (the
 * page then reads the new history). */
export function mountBrainring(fid, changed) {
  // The page's state of the Brain-ring: its view, and the teams not
  // disqualified (for the group count offered before it opens).
  // pick is a group fight the jury chose to enter by hand while the next
  // one is played live on its venue (F2: all groups play at once).
  const st = { br: null, groups: [], groupsDefault: 0, pick: "" };
  // act runs one jury input and redraws from the view it answers with:
  // the Brain-ring as the log now holds it.
  async function act(fn) {
    try {
      const v = await fn();
      banner(null);
      if (v && "groups" in v) {
        st.br = v;
        draw();
      }
      changed();
    } catch (e) {
      banner(e);
    }
  }
  const names = (x, id) => (x && x.names && x.names[id]) || id || t("fest.nobody");

  function brainringControls() {
    if (!st.br) {
      // F2: the group counts the server allows for the teams entered (the
      // regulation's 8, fewer for a smaller festival).
      const counts = st.groups;
      const def = st.groupsDefault;
      return el("div", { class: "row" },
        el("label", { class: "mini" }, t("br.groups_n"),
          el("select", { id: "br-groups" }, counts.map((g) => el("option", { value: String(g), selected: g === def }, String(g))))),
        button("br-open", t("br.open"), () => act(() => fapi.openBrainring(fid, Number($("#br-groups").value)))));
    }
    const s = st.br.next || {};
    const lot = (action, body) => !st.br.lot || !st.br.lot.commitment
      ? button("br-lot-commit", t("jury.lot_commit"), () => act(() => fapi.br(fid, "lot-commit")))
      : el("div", {}, el("p", { id: "br-lot-prepared" }, t("jury.lot_committed")), lotProof(st.br.lot.commitment), button("br-draw", t("jury.lot_draw"), () => act(() => fapi.br(fid, action, body))));
    switch (s.stage) {
      case "draw": return el("div", {}, lot("draw-groups", {}), brHallGroups(fid, st.br, act));
      case "group_lot": return el("div", {}, lot("group-lot", { group: s.group }), brHallLot(fid, st.br, act));
      case "blocked": return brainringBlocked(st.br);
      case "playoff_start": return button("br-playoff", t("br.playoff_start"), () => act(() => fapi.br(fid, "playoff-start")));
      case "groups": case "playoff": case "extra": {
        const { step, others } = handStep(s);
        return stepButtons(step, others);
      }
    }
    return "";
  }

  // groupFights are the group fights in the schedule's order.
  const groupFights = () => ((st.br && st.br.groups) || []).flatMap((g) => (g.rounds || []).flatMap((r) => r.fights || []));

  // handStep is the fight the jury enters by hand: the server's next, or,
  // while that one is played live, the one chosen (the first left by
  // default); others are the fights it may choose from then.
  function handStep(s) {
    if (s.stage !== "groups") return { step: s, others: [] };
    const fights = groupFights();
    const open = fights.filter((f) => !f.live && f.status !== "complete" && f.status !== "forfeit");
    const nextLive = (fights.find((f) => f.id === s.fight) || {}).live;
    if (!nextLive && !st.pick) return { step: s, others: [] };
    const f = open.find((x) => x.id === st.pick) || (nextLive ? open[0] : null);
    if (!f) return { step: s, others: open };
    return { step: { stage: "groups", fight: f.id, question: f.taken.length + 1, teams: [f.a, f.b] }, others: open };
  }

  // stepButtons are the buttons of one question of step s (who took it),
  // with the chooser of the fights left to enter by hand (others).
  function stepButtons(s, others) {
    const [a, b] = s.teams || [];
    const take = (who) => () => act(() => s.stage === "extra"
      ? fapi.br(fid, "extra", { match: s.match, question: s.question, taker: who })
      : fapi.br(fid, "question", { fight: s.fight, question: s.question, taker: who }));
    // A fight played live on its venue does not hold the others: the
    // jury picks one of those left to enter by hand.
    const chooser = others.length ? el("label", { class: "row small" }, t("br.hand_fight"), " ",
      el("select", { id: "br-pick", onchange: (e) => { st.pick = e.target.value; resetSection("br-jury"); draw(); } },
        others.map((f) => el("option", { value: f.id, selected: f.id === s.fight }, f.id + ": " + f.name_a + " — " + f.name_b)))) : "";
    return el("div", {}, chooser,
      el("p", { class: "final-now", id: "br-now" }, (s.fight || s.match) + ": " + names(st.br, a) + " — " + names(st.br, b)),
      el("p", {}, t("jury.final_q", s.question)),
      el("div", { class: "row final-buttons" }, button("br-a", names(st.br, a), take(a)), button("br-b", names(st.br, b), take(b)),
        button("br-none", t("fest.nobody"), take(""), "secondary")),
      s.fight ? el("p", {}, el("a", { id: "br-live", href: "/live.html?" + new URLSearchParams({ fest: fid, fight: s.fight, view: "console" }), target: "_blank" }, t("lv.console_link"))) : "",
      correction(s));
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
      el("input", { id: "br-fix-fight", value: s.fight || "", style: "max-width:8em", title: t("br.fight_id"),
        oninput: (e) => replace("#br-fix-taker", takers(e.target.value.trim())) }),
      el("input", { id: "br-fix-q", type: "number", min: "1", value: String(Math.max(1, (s.question || 2) - 1)), style: "max-width:5em", title: t("fest.question") }),
      el("select", { id: "br-fix-taker" }, takers(s.fight || "")),
      el("input", { id: "br-fix-reason", placeholder: t("common.reason"), style: "max-width:14em" }),
      el("button", { type: "submit", id: "br-fix", class: "secondary" }, t("common.save"))));
  }

  // takers are the choices of who took a corrected question: the two
  // teams of the fight typed, or every team while it names no fight.
  function takers(id) {
    const f = fightOf(st.br, id);
    return [el("option", { value: "" }, t("fest.nobody")),
      (f ? [f.a, f.b] : st.br.teams || []).map((x) => el("option", { value: x }, names(st.br, x)))];
  }

  function draw() {
    // The controls follow the fight entered by hand too, when the next is
    // live (its questions, the fights left to choose from).
    const hand = st.br && st.br.next ? handStep(st.br.next) : {};
    const left = (hand.others || []).map((f) => f.id);
    section("br-jury", JSON.stringify([!!st.br, st.br && st.br.next, st.br && st.br.lot, st.br ? 0 : st.groups.join(), hand.step, left]), st.br ? brainringStage(st.br) : "", brainringControls,
      () => brainringGroups(st.br), !!st.br, t("br.groups"));
  }

  // A language switch rebuilds the controls too (their key is the step).
  onLang(() => {
    resetSection("br-jury");
    draw();
  });

  return {
    async refresh(fest) {
      st.groups = fest.brainring_groups || [1];
      st.groupsDefault = fest.brainring_groups_default || 1;
      st.br = fest.brainring ? await fapi.brainring(fid) : null;
      draw();
    },
  };
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

/** fightOf finds a fight of the Brain-ring's view by its ID: a group
 * fight or a play-off one; undefined for none. */
function fightOf(br, id) {
  if (!br || !id) return undefined;
  const rounds = [...(br.groups || []).flatMap((g) => g.rounds || []),
    ...((br.bracket && br.bracket.rounds) || []).flatMap((r) => r.matches || [])];
  if (br.bracket && br.bracket.third_place) rounds.push(br.bracket.third_place);
  return rounds.flatMap((r) => r.fights || []).find((f) => f.id === id);
}
