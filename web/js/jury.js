// The jury's page of a festival (?f=id): register teams, run the team
// quiz cup step by step (open, enter teams, start, the question rounds on
// a keyboard grid, shootout, lots, line-ups, the final), the solyanka,
// disqualifications and committee decisions, and the history, where a
// correction is a new entry and the corrected one stays. Without ?f it
// creates a festival. Everything goes through festapi.js.

import { api } from "./api.js";
import { fapi, festLive } from "./festapi.js";
import { $, el, param, replace, show } from "./dom.js";
import { Grid } from "./grid.js";
import { t } from "./i18n.js";
import { banner, frame, onLang } from "./layout.js";
import { historyList, name, roundTable, stageText, solyankaTable } from "./festviews.js";
import { mountCompetitions } from "./jury2.js";
import { askForm, cupRoster } from "./jury3.js";
import { confirmAt } from "./confirm.js";

frame("jury");
const fid = param("f") || "";
let fest = null;
let cup = null;
let sol = null;
let hist = [];
let actionsKey = "";
let rosterKey = "";
const comps = mountCompetitions(fid, () => scheduleHistory());
const grid = new Grid($("#grid-wrap"), (n, team, q, on) => send(fapi.answer(fid, n, team, q, on)), removeQuestion);

/** notice shows a short confirmation at the bottom of the screen. */
function notice(text) {
  const n = $("#notice");
  n.textContent = text;
  show(n, true);
  clearTimeout(notice.timer);
  notice.timer = setTimeout(() => show(n, false), 2500);
}

/** send waits for one write and takes the cup view it answers with. */
async function send(p) {
  try {
    const v = await p;
    if (v && v.next) cup = v;
    banner(null);
    renderCup();
    scheduleHistory();
    return v;
  } catch (e) {
    banner(e);
    throw e;
  }
}

/** act runs a jury decision and reloads. */
async function act(fn) {
  try {
    const v = await fn();
    banner(null);
    if (v && v.next) cup = v;
    await refresh();
    notice(t("jury.saved"));
  } catch (e) {
    banner(e);
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

async function refresh() {
  try {
    fest = await fapi.festival(fid);
    cup = fest.cup ? await fapi.cup(fid) : null;
    sol = fest.solyanka ? await fapi.solyanka(fid) : null;
    await loadHistory();
    render();
    await comps.refresh(fest);
    if (!refresh.opened) {
      // On the first load, open the competitions the festival holds.
      refresh.opened = true;
      $("#br-card").open = fest.brainring;
      $("#sv-card").open = fest.svoya;
      $("#solyanka-card").open = fest.solyanka;
    }
  } catch (e) {
    banner(e);
  }
}

/** loadHistory fetches the entries the page has not seen yet: a long
 * day's log is read once, then only what each change adds. */
async function loadHistory() {
  const last = hist.length ? hist[hist.length - 1].version : 0;
  const more = await fapi.history(fid, last);
  if (more.length) hist = hist.concat(more);
}

let histTimer = null;
function scheduleHistory() {
  clearTimeout(histTimer);
  histTimer = setTimeout(async () => {
    try {
      await loadHistory();
      renderHistory();
    } catch (_) { /* the next push retries */ }
  }, 400);
}

function render() {
  if (!fest) return;
  $("#fname").textContent = fest.name + " — " + t("jury.title");
  $("#public-link").href = "/festival.html?f=" + encodeURIComponent(fid);
  renderTeams();
  renderCup();
  renderSolyanka();
  renderHistory();
}

function renderTeams() {
  replace("#teams", el("table", { class: "quiz" },
    el("thead", {}, el("tr", {}, el("th", {}, "ID"), el("th", {}, t("fest.team")), el("th", {}, t("jury.players")))),
    el("tbody", {}, fest.team_list.map((tm) => el("tr", { class: tm.disqualified ? "dq" : "", dataset: { team: tm.id } },
      el("td", {}, tm.id), el("td", {}, tm.name, tm.city ? el("span", { class: "muted" }, " (" + tm.city + ")") : "",
        tm.in_cup ? el("span", { class: "badge" }, t("fest.cup")) : ""),
      el("td", { class: "small" }, tm.players.map((p) => p.name + (p.disqualified ? " (DQ)" : "")).join(", ")))))));
  const kind = $("#dq-kind").value;
  const opts = [];
  for (const tm of fest.team_list) {
    if (kind === "team") opts.push([tm.id, tm.name]);
    for (const p of kind === "player" ? tm.players : kind === "coach" ? tm.coaches : []) opts.push([p.id, p.name + " — " + tm.name]);
  }
  const cur = $("#dq-id").value;
  replace("#dq-id", opts.map(([id, label]) => el("option", { value: id, selected: id === cur }, label)));
}

function renderHistory() {
  const names = {};
  if (fest) {
    for (const tm of fest.team_list) {
      names[tm.id] = tm.name;
      for (const p of tm.players.concat(tm.coaches)) names[p.id] = p.name;
    }
  }
  // The newest entries; the whole log is in the export and the API.
  replace("#history", historyList(hist.slice(-300), names));
}

/** renderCup shows the stage, the actions it allows, the grid of the
 * round being entered and the closed rounds. */
function renderCup() {
  $("#cup-stage").textContent = cup ? stageText(cup) : t("fest.no_cup");
  const s = (cup && cup.next) || {};
  const key = cup ? [s.stage, s.round, s.question, (s.teams || []).join(","), cup.lot && cup.lot.commitment,
    cup.final && cup.final.lineups.length, (cup.teams || []).length, JSON.stringify(cup.shootout || [])].join("|") : "none";
  if (key !== actionsKey) {
    actionsKey = key;
    replace("#cup-actions", actions());
  }
  if (cup && cup.final && s.stage === "final") {
    const sc = cup.final.score;
    const sn = $("#final-now");
    if (sn) sn.textContent = `${name(cup, cup.final.teams[0])} ${sc.points[0]} : ${sc.points[1]} ${name(cup, cup.final.teams[1])}`;
  }
  const open = cup && s.stage === "round" ? cup.rounds.find((r) => r.number === s.round) : null;
  if (open) {
    grid.show(cup, open);
  } else {
    grid.key = "";
    replace("#grid-wrap");
  }
  renderRoster();
  const closed = cup ? cup.rounds.filter((r) => r.closed) : [];
  const lastClosed = closed.length ? closed[closed.length - 1].number : 0;
  replace("#rounds-done", closed.slice().reverse().map((r) => el("details", { class: "done-round" },
    el("summary", {}, t("fest.round_n", r.number), " ", el("span", { class: "badge" }, t("jury.closed"))),
    r.number === lastClosed ? el("button", { type: "button", class: "secondary small-btn", id: "reopen-" + r.number, onclick: () => {
      ask(t("jury.reopen_reason"), (why) => act(() => fapi.round(fid, r.number, "reopen", why)));
    } }, t("jury.reopen")) : "",
    el("div", { class: "table-wrap" }, roundTable(cup, r)))));
}

/** renderRoster keeps the roster form of the cup's teams; it is rebuilt
 * only when a roster or a team's players change, so a live push does not
 * clear the ticks the jury is setting. */
function renderRoster() {
  show("#roster-box", !!(cup && fest && (cup.teams || []).length));
  if (!cup || !fest) return;
  const key = JSON.stringify([(cup.teams || []).map((x) => [x.id, x.roster]), fest.team_list.map((x) => x.players.length)]);
  if (key === rosterKey) return;
  rosterKey = key;
  const team = $("#roster-team") && $("#roster-team").value;
  replace("#cup-roster", cupRoster(fest, cup, fid, act, team));
}

function removeQuestion(q) {
  const rd = cup.rounds.find((r) => r.number === cup.next.round);
  const removed = (rd.removed || []).some((x) => x.question === q);
  ask(t(removed ? "jury.restore_reason" : "jury.remove_reason", q),
    (why) => act(() => fapi.question(fid, rd.number, q, removed ? "restore" : "remove", why)));
}

function button(id, text, onclick, cls) {
  return el("button", { type: "button", id, class: cls || "", onclick }, text);
}

/** shootoutFix is the form that corrects an entered shootout question
 * (C4) while nothing drawn depends on it yet: the question, the teams tied
 * across the cut (those the shootout is put to) and the reason. The server
 * refuses, naming what depends on it, once a lot or round 2 stands on it. */
function shootoutFix() {
  const asked = cup.shootout || [];
  if (!asked.length || (cup.rounds || []).length > 1) return null;
  const cut = cup.config.qualify;
  const tied = ((cup.rounds[0] || {}).rows || []).filter((r) => {
    const [a, b] = String(r.place).split("-").map(Number);
    return b && a <= cut && cut < b;
  }).map((r) => r.team);
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
      el("input", { type: "checkbox", value: id, class: "shoot-fix" }), " ", name(cup, id)))),
    el("input", { id: "shoot-fix-reason", required: true, class: "grow", autocomplete: "off", placeholder: t("common.reason") }),
    el("button", { type: "submit", id: "shoot-fix-save" }, t("jury.shootout_fix_save"))));
}

/** actions builds the controls of the cup's current step. */
function actions() {
  const fix = cup && !cup.blocked ? shootoutFix() : null;
  const step = stepActions();
  return fix ? el("div", {}, step, fix) : step;
}

/** stepActions builds the controls of the cup's current step alone. */
function stepActions() {
  if (!cup) return el("p", {}, button("open-cup", t("jury.open_cup"), () => act(() => fapi.openCup(fid))));
  if (cup.blocked) return el("p", { class: "msg bad" }, cup.blocked.message);
  const s = cup.next;
  switch (s.stage) {
    case "registration":
      return el("div", { class: "row" },
        button("enter-all", t("jury.enter_all"), () => act(() => fapi.enterAll(fid))),
        button("start-cup", t("jury.start_cup"), (e) => confirmAt(e.currentTarget, t("jury.start_confirm"), () => act(() => fapi.startCup(fid))), "secondary"),
        el("span", { class: "muted" }, t("jury.in_cup", cup.teams.length)));
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
          el("input", { type: "checkbox", value: id, class: "shoot" }), " ", name(cup, id)))),
        button("shootout-save", t("jury.shootout_save", s.question), () => act(() =>
          fapi.shootout(fid, [...document.querySelectorAll("input.shoot:checked")].map((x) => x.value)))));
    case "cut_lot": case "place_lot": case "draw": {
      const teams = el("p", { class: "small" }, t("jury.lot_among"), " ", s.teams.map((id) => name(cup, id)).join(", "));
      if (!cup.lot || !cup.lot.commitment) {
        return el("div", {}, el("p", {}, t("jury.lot_commit_hint", cup.lot ? cup.lot.purpose : "")), teams,
          button("lot-commit", t("jury.lot_commit"), () => act(() => fapi.commitLot(fid))));
      }
      return el("div", {}, el("p", {}, t("jury.lot_committed")), el("p", { class: "seed", id: "lot-commitment" }, cup.lot.commitment), teams,
        button("lot-draw", t("jury.lot_draw"), () => act(() => fapi.drawLot(fid, s))));
    }
    case "lineup":
      return el("div", {}, el("p", {}, t("jury.lineup_hint", cup.config.final_lineup)), s.teams.map((id) => {
        const team = cup.teams.find((x) => x.id === id);
        const players = playerNames(id);
        return el("div", { class: "lineup", dataset: { team: id } }, el("h3", {}, name(cup, id)),
          el("div", { class: "checks" }, team.roster.map((p, i) => el("label", { class: "check" },
            el("input", { type: "checkbox", value: p, class: "lp", checked: i < cup.config.final_lineup }), " ", players[p] || p))),
          button("lineup-" + id, t("jury.lineup_save"), () => act(() => fapi.lineup(fid, id,
            [...document.querySelectorAll(`.lineup[data-team="${CSS.escape(id)}"] input.lp:checked`)].map((x) => x.value)))));
      }));
    case "final_start":
      return el("div", { class: "row" }, button("final-start", t("jury.final_start"), (e) => confirmAt(e.currentTarget, t("jury.final_confirm"), () => act(() => fapi.startFinal(fid)))));
    case "final": {
      const [a, b] = cup.final.teams;
      const q = (w) => () => send(fapi.finalQuestion(fid, w)).catch(() => {});
      return el("div", {},
        el("p", { class: "final-now", id: "final-now" }),
        el("p", {}, t("jury.final_q", s.question)),
        el("div", { class: "row final-buttons" },
          button("final-a", name(cup, a), q(a)), button("final-b", name(cup, b), q(b)),
          button("final-none", t("fest.nobody"), q(""), "secondary")),
        finalQuestions());
    }
    case "done":
      return el("div", {}, el("p", { class: "winner-banner", id: "cup-winner" }, "★ ", t("fest.winner", name(cup, cup.final.score.winner))),
        finalQuestions());
  }
  return "";
}

function finalQuestions() {
  const qs = (cup.final && cup.final.questions) || [];
  return el("ol", { class: "final-list" }, qs.map((x, i) => el("li", { class: x.removed ? "dq" : "" },
    x.winner ? name(cup, x.winner) : t("fest.nobody"), x.removed ? " — " + x.reason : "",
    // Once the final is decided only its deciding question may go (C15).
    x.removed || (cup.next.stage === "done" && i !== qs.length - 1) ? "" : button("final-remove-" + (i + 1), "✕", () => {
      ask(t("jury.remove_final_reason", i + 1), (why) => act(() => fapi.removeFinal(fid, i + 1, why)));
    }, "secondary small-btn"))));
}

function playerNames(team) {
  const out = {};
  const tm = fest && fest.team_list.find((x) => x.id === team);
  for (const p of (tm && tm.players) || []) out[p.id] = p.name;
  return out;
}

function renderSolyanka() {
  if (!sol) {
    replace("#solyanka", el("form", { id: "sol-form", onsubmit: (e) => {
      e.preventDefault();
      const tasks = $("#sol-tasks").value.split("\n").map((l) => l.trim()).filter(Boolean).map((l) => {
        const [title, max] = l.split(";");
        return { title: title.trim(), max: max ? Number(max) : 0 };
      });
      act(() => fapi.openSolyanka(fid, tasks));
    } }, el("label", { for: "sol-tasks" }, t("jury.sol_tasks")),
    el("textarea", { id: "sol-tasks", placeholder: t("jury.sol_tasks_ph") }),
    el("p", {}, el("button", { type: "submit", id: "sol-open" }, t("jury.sol_open")))));
    return;
  }
  const names = {};
  for (const tm of fest.team_list) names[tm.id] = tm.name;
  const byTeam = {};
  for (const r of sol.rows) byTeam[r.team] = r;
  replace("#solyanka", el("div", { class: "table-wrap" }, el("table", { class: "quiz" },
    el("thead", {}, el("tr", {}, el("th", {}, t("fest.team")), sol.tasks.map((x, i) => el("th", { class: "num", title: x.title }, i + 1)))),
    el("tbody", {}, sol.teams.map((id) => el("tr", {}, el("td", {}, names[id] || id),
      byTeam[id].points.map((p, i) => el("td", {}, el("input", { type: "number", step: "any", value: p, class: "score",
        onchange: (e) => act(() => fapi.score(fid, id, i + 1, Number(e.target.value))) })))))))),
  el("h3", {}, t("fest.ranking")), el("div", { class: "table-wrap" }, solyankaTable(sol)));
}

// Forms.
$("#login-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  // The organizer's password first, then the jury's.
  const pw = $("#password").value;
  try {
    await api.login(pw).catch((err) => (err.status === 401 ? fapi.juryLogin(pw) : Promise.reject(err)));
    $("#password").value = "";
    start();
  } catch (err) {
    banner(err);
  }
});
$("#create-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  try {
    const f = await fapi.create($("#new-name").value.trim(), $("#new-id").value.trim() || undefined);
    location.assign("/jury.html?f=" + encodeURIComponent(f.id));
  } catch (err) {
    banner(err);
  }
});
$("#team-form").addEventListener("submit", (e) => {
  e.preventDefault();
  const players = $("#team-players").value.split("\n").map((x) => x.trim()).filter(Boolean);
  const coach = $("#team-coach").value.trim();
  act(async () => {
    const id = $("#team-id").value.trim();
    const v = await fapi.addTeam(fid, { ...(id ? { id } : {}), name: $("#team-name").value.trim(), city: $("#team-city").value.trim(), players, coaches: coach ? [coach] : [] });
    $("#team-form").reset();
    return v;
  });
});
$("#dq-kind").addEventListener("change", renderTeams);
$("#dq-form").addEventListener("submit", (e) => {
  e.preventDefault();
  // The reason is the form's required field; the step is asked once more
  // (it cannot be undone), and the form is read when it is confirmed.
  confirmAt($("#dq-save"), t("jury.dq_confirm"), () =>
    act(() => fapi.disqualify(fid, $("#dq-kind").value, $("#dq-id").value, $("#dq-reason").value)));
});
$("#decide-form").addEventListener("submit", (e) => {
  e.preventDefault();
  act(async () => {
    const v = await fapi.decide(fid, $("#dec-subject").value, $("#dec-decision").value, $("#dec-reason").value);
    $("#decide-form").reset();
    return v;
  });
});

async function listFestivals() {
  try {
    const all = await fapi.list();
    replace("#fest-list", (all || []).map((f) => el("div", { class: "row list-item" }, el("strong", { class: "grow" }, f.name),
      el("a", { class: "button secondary", href: "/jury.html?f=" + encodeURIComponent(f.id) }, t("fest.jury")))));
  } catch (e) {
    banner(e);
  }
}

async function start() {
  let org = false;
  let jury = false;
  try {
    const s = await api.session();
    org = s.organizer;
    jury = s.jury;
  } catch (e) {
    banner(e);
  }
  show("#login-card", !org && !jury);
  if (!org && !jury) return;
  // Committee decisions (DQ1, DQ2) and new festivals are the organizer's.
  show("#decisions-card", org);
  if (!fid) {
    show("#create-form", org);
    show("#create-card", true);
    listFestivals();
    return;
  }
  show("#work", true);
  await refresh();
  let timer = null;
  festLive(fid, (msg) => {
    // A push of what this page itself wrote (the history has read up to
    // it already) needs nothing: each answer brought its view back.
    const v = msg.festival && msg.festival.version;
    if (v && hist.length && hist[hist.length - 1].version >= v) return;
    clearTimeout(timer);
    // Anything else re-reads everything, unless the jury is typing.
    timer = setTimeout(() => { if (!grid.pending.size) refresh(); }, 300);
  }, (up) => show("#offline", !up));
}

onLang(() => { rosterKey = ""; render(); });
start();
