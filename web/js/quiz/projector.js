// The hall's screen (festival.html?f=id&view=projector): one section at a
// time, each for its own number of seconds, round and round, so that a
// 1920x1080 screen shows everything without anyone scrolling. Which
// sections and for how long is a URL parameter,
//
//   &rotate=live:20,bracket:15,ranking:10,brainring:20,svoya:20,solyanka:15
//
// (the order is the order shown; a section with nothing to show is
// skipped; &rotate=off shows the long page as before). Without it every
// section is shown for DEFAULT seconds. A section taller than the screen
// scrolls slowly to its end within its time.

import { el } from "../common/dom.js";
import { t } from "../common/i18n.js";

const DEFAULT = 15;

/** TITLES names each section for the dots' tooltips. */
const TITLES = {
  live: "proj.section_live", winner: "proj.section_winner", bracket: "proj.section_bracket", final: "proj.section_final",
  current: "proj.section_current", ranking: "proj.section_ranking", qualifying: "proj.section_qualifying",
  brainring: "proj.section_brainring", svoya: "proj.section_svoya", solyanka: "proj.section_solyanka",
};

/** SECTIONS maps the names of the rotate parameter to the page's cards. */
export const SECTIONS = {
  live: "#live-card", winner: "#winner-card", bracket: "#bracket-card", final: "#final-card", current: "#current-card",
  ranking: "#ranking-card", qualifying: "#qualifying-card", brainring: "#br-card", svoya: "#sv-card", solyanka: "#solyanka-card",
};

/** parseRotate reads the rotate parameter: a list of [name, seconds], or
 * null when the rotation is off. Unknown names and bad times are dropped. */
export function parseRotate(value) {
  if (value === "off" || value === "0") return null;
  if (!value) return Object.keys(SECTIONS).map((n) => [n, DEFAULT]);
  const out = [];
  for (const part of value.split(",")) {
    const [n, s] = part.split(":");
    const secs = s === undefined || s === "" ? DEFAULT : Number(s);
    if (SECTIONS[n.trim()] && secs > 0 && secs <= 3600) out.push([n.trim(), secs]);
  }
  return out.length ? out : null;
}

/** startRotation shows the sections of plan one at a time. It returns a
 * function that re-reads which sections have something to show (call it
 * after every render). */
export function startRotation(plan) {
  document.body.classList.add("rotating");
  let i = -1, timer = null, scroller = null;
  const shown = () => plan.filter(([n]) => {
    const c = document.querySelector(SECTIONS[n]);
    return c && !c.classList.contains("hidden");
  });
  const indicator = el("div", { id: "rotate-dots", class: "rotate-dots", "aria-hidden": "true" });
  document.body.append(indicator);
  function show(next) {
    const list = shown();
    clearTimeout(timer);
    clearInterval(scroller);
    for (const c of document.querySelectorAll(".slide-current")) c.classList.remove("slide-current");
    if (!list.length) {
      timer = setTimeout(() => show(0), 1000);
      return;
    }
    i = next % list.length;
    const [n, secs] = list[i];
    const card = document.querySelector(SECTIONS[n]);
    card.classList.add("slide-current");
    card.scrollTop = 0;
    document.body.dataset.slide = n;
    indicator.replaceChildren(...list.map(([m], k) => el("span", { class: k === i ? "on" : "", title: t(TITLES[m]) })));
    // A card taller than the screen scrolls to its end in 80% of its time.
    const start = Date.now();
    scroller = setInterval(() => {
      const over = card.scrollHeight - card.clientHeight;
      if (over > 0) card.scrollTop = over * Math.min(1, (Date.now() - start) / (secs * 800));
    }, 100);
    timer = setTimeout(() => show(i + 1), secs * 1000);
  }
  show(0);
  return () => {
    // The current section may have emptied: move on at once.
    const cur = document.querySelector(".slide-current");
    if (!cur || cur.classList.contains("hidden")) show(i + 1);
  };
}

/** liveFights lists the fights being played now: the Brain-ring fights
 * the server marks in_progress (and the one its jury enters next), and the Svoya igra fights with answers
 * entered and not closed, each with its score so far. */
export function liveFights(br, sv) {
  const rows = [];
  const brName = (id) => (br && br.names && br.names[id]) || id;
  // The fight the Brain-ring's jury enters next is on the stage even
  // before its first question is in.
  const nextFight = br && br.next && br.next.fight;
  const brFight = (f) => {
    const next = f.id === nextFight && f.status === "scheduled";
    if (f.status !== "in_progress" && !next) return;
    rows.push(el("div", { class: "live-fight", dataset: { kind: "br", fight: f.id } },
      el("div", { class: "muted small" }, t("proj.br_fight", f.group ? t("br.group", f.group) : f.match || "", f.id),
        next ? el("span", { class: "badge live qual" }, t("proj.next")) : ""),
      el("div", { class: "live-score" }, el("span", {}, f.name_a || brName(f.a)), el("strong", {}, ` ${f.score_a} : ${f.score_b} `),
        el("span", {}, f.name_b || brName(f.b)))));
  };
  for (const g of (br && br.groups) || []) for (const r of g.rounds || []) for (const f of r.fights || []) brFight(f);
  for (const r of (br && br.bracket && br.bracket.rounds) || []) for (const m of r.matches || []) for (const f of m.fights || []) brFight(f);
  for (const m of (br && br.bracket && br.bracket.third_place && [br.bracket.third_place]) || []) for (const f of m.fights || []) brFight(f);
  const nx = br && br.next;
  if (nextFight && nx.teams && nx.teams.length === 2 && !rows.some((r) => r.dataset.fight === nextFight)) {
    rows.push(el("div", { class: "live-fight", dataset: { kind: "br", fight: nextFight } },
      el("div", { class: "muted small" }, t("proj.br_fight", nx.group ? t("br.group", nx.group) : nx.match || "", nextFight),
        el("span", { class: "badge live qual" }, t("proj.next"))),
      el("div", { class: "live-score" }, el("span", {}, brName(nx.teams[0])), el("strong", {}, " : "), el("span", {}, brName(nx.teams[1])))));
  }
  const svName = (id) => (sv && sv.names && sv.names[id]) || id;
  const svFight = (f, title) => {
    if (f.done || !(f.answers || []).length) return;
    rows.push(el("div", { class: "live-fight", dataset: { kind: "sv" } },
      el("div", { class: "muted small" }, title),
      el("div", { class: "live-score" }, (f.board || []).map((b) => el("span", { class: "sv-live" }, svName(b.player) + " ", el("strong", {}, String(b.total)))))));
  };
  for (const v of (sv && sv.venues) || []) (v.fights || []).forEach((f, k) => svFight(f, t("proj.sv_fight", t("sv.venue", v.number), t("sv.fight_n", k + 1))));
  for (const r of (sv && sv.playoff) || []) (r.fights || []).forEach((f, k) => svFight(f, t("proj.sv_fight", r.stage, t("sv.fight_n", k + 1))));
  return rows;
}
