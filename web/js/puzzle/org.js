// The organizer's console: sign in, create a tournament from the built-in
// regulation and change its settings, upload puzzles, see registrations,
// begin, watch the running round live (who started, who solved, when),
// pause / resume / extend / restart / close with a reason, disqualify with
// a reason, finish and publish the final table.

import { api, live } from "./api.js";
import { Countdown } from "../common/clock.js";
import { confirmAt, reasonAt } from "../common/confirm.js";
import { $, el, fmtTime, replace, show } from "../common/dom.js";
import { actorName, eventLabel, lang, t } from "../common/i18n.js";
import { banner, frame, onLang } from "../common/layout.js";
import { mountEditor } from "./editor.js";
import { exportLinks, fmtWhen, roundStatus, standingsTable } from "./views.js";
import "../common/files.js";

let tid = frame("org");
const countdown = new Countdown($("#clock"));
// The page's state: what it last read of the tournament, and whether the
// organizer is editing the settings (pushes must not reset the form).
const page = {
  defaults: null, // settings of the built-in regulation
  tour: null,
  solvers: [],
  liveView: null,
  standings: null,
  decisions: [],
  puzzles: null,
  socket: null,
  settingsDirty: false,
};

function notice(text) {
  const n = $("#notice");
  n.textContent = text;
  show(n, !!text);
  if (text) setTimeout(() => show(n, false), 4000);
}

async function guard(f) {
  try {
    banner(null);
    await f();
  } catch (e) {
    banner(e);
  }
}

// --- settings form ---------------------------------------------------------

// A duration is shown as m:ss ("5:00"), as people write it; the server
// reads that, "300", "5 мин" or Go's "5m0s" alike (issue 14, item 14).
function showDuration(v) {
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(v || "");
  if (!m || !v) return v ?? "";
  const sec = (+(m[1] || 0)) * 3600 + (+(m[2] || 0)) * 60 + (+(m[3] || 0));
  const mm = Math.floor(sec / 60);
  const ss = sec - mm * 60;
  return mm + ":" + String(ss).padStart(2, "0");
}

const fields = [
  ["rounds", "org.rounds", "number", (s) => s.rounds, (s, v) => { s.rounds = +v; }],
  ["round_length", "org.round_length", "text", (s) => showDuration(s.round_length), (s, v) => { s.round_length = v.trim(); }],
  ["pause", "org.pause", "text", (s) => showDuration(s.pause), (s, v) => { s.pause = v.trim(); }],
  ["min_participants", "org.min", "number", (s) => s.min_participants, (s, v) => { s.min_participants = +v; }],
];

function settingsFields(prefix, s) {
  return el("div", { class: "grid2" }, fields.map(([name, label, type, get]) => el("div", {},
    el("label", { for: prefix + name }, t(label)),
    el("input", { id: prefix + name, name, type, value: get(s) ?? "", min: type === "number" ? "0" : null,
      placeholder: type === "text" ? t("org.duration_hint") : null, title: type === "text" ? t("org.duration_hint") : null }))));
}

function readSettings(prefix, base) {
  const s = structuredClone(base || {});
  for (const [name, , , , set] of fields) set(s, $("#" + prefix + name).value);
  return s;
}

// --- loading ---------------------------------------------------------------

async function start() {
  const sess = await api.session();
  show("#signin", !sess.organizer);
  show("#console", !!sess.organizer);
  if (!sess.organizer) return;
  const regs = await api.regulations();
  const reg = (regs || []).find((r) => r.name === "puzzle-swiss") || (regs || [])[0];
  page.defaults = reg ? reg.settings : {};
  replace("#create-settings", settingsFields("c-", page.defaults));
  const list = await loadList();
  // The only tournament opens by itself: a first-time organizer had to
  // pick it from a list of one.
  if (!tid && list.length === 1) tid = list[0].id;
  if (tid) select(tid);
}

// The list is read again now and then and when the page comes back into
// view, so a tournament created elsewhere (another tab, the command line,
// the demo) appears without a reload (issue 14, item 19).
let listTimer = null;

async function loadList() {
  clearTimeout(listTimer);
  listTimer = setTimeout(() => loadList().catch(() => {}), 15000);
  const list = await api.tournaments();
  const sel = $("#choose");
  if (document.activeElement === sel) return list || []; // not redrawn while the organizer is choosing
  // Two tournaments of one name are told apart by their ids.
  const seen = {};
  for (const x of list || []) seen[x.name] = (seen[x.name] || 0) + 1;
  replace(sel, el("option", { value: "" }, "—"), (list || []).map((x) =>
    el("option", { value: x.id, selected: x.id === tid }, x.name + (seen[x.name] > 1 ? " (" + x.id + ")" : "") + " · " + t("phase." + x.phase))));
  sel.value = tid || "";
  if (!list || !list.length) $("#create-box").open = true;
  return list || [];
}

function select(id) {
  tid = id;
  history.replaceState(null, "", id ? "?t=" + encodeURIComponent(id) : location.pathname);
  if (page.socket) page.socket.close();
  page.socket = null;
  page.tour = null;
  show("#tour", !!id);
  if (!id) return;
  refresh(true);
  let timer = null;
  let roundTimer = null;
  page.socket = live(id, (msg) => {
    if (msg.type === "activity") {
      clearTimeout(roundTimer);
      roundTimer = setTimeout(refreshRound, 100);
      return;
    }
    if (msg.tournament) {
      const phase = page.tour && page.tour.phase;
      page.tour = msg.tournament;
      roundStatus($("#round-status"), countdown, page.tour);
      if (phase && phase !== page.tour.phase) loadList().catch(() => {}); // the list shows the phase
    }
    clearTimeout(timer);
    timer = setTimeout(() => refresh(false), 50);
  }, (up) => show("#offline", !up));
}

// refreshFailed says the banner shows a failed re-read, which the next
// good one takes away; a refusal of the organizer's own action stays
// until the next action (a re-read brought by a push used to clear it
// before it could be read).
let refreshFailed = false;

async function refresh(all) {
  if (!tid) return;
  try {
    const id = tid;
    const [tr, sv, st, dc] = await Promise.all([api.tournament(id), api.solvers(id), api.standings(id), api.decisions(id)]);
    if (id !== tid) return;
    page.tour = tr;
    page.solvers = sv || [];
    page.standings = st;
    page.decisions = dc || [];
    if (all || page.tour.phase === "registration") page.puzzles = await api.puzzles(id).catch(() => null);
    page.liveView = page.tour.round ? await api.roundLive(id, page.tour.round.n).catch(() => null) : null;
    render();
    if (refreshFailed) banner(null);
    refreshFailed = false;
  } catch (e) {
    banner(e);
    refreshFailed = true;
  }
}

async function refreshRound() {
  if (!page.tour || !page.tour.round) return;
  page.liveView = await api.roundLive(tid, page.tour.round.n).catch(() => page.liveView);
  renderLive();
}

// --- rendering -------------------------------------------------------------

function render() {
  if (!page.tour) return;
  // What the page offers is what the server says the commands accept now.
  const offers = new Set(page.tour.offers || []);
  const reg = offers.has("settings");
  $("#tname").textContent = page.tour.name;
  $("#phase").textContent = t("phase." + (page.tour.published ? "published" : page.tour.phase));
  $("#summary").textContent = t("home.solvers", page.tour.solvers) + " · " + t("org.puzzles_set", page.tour.puzzles) +
    (page.tour.rounds ? " · " + t("round.of", page.tour.round ? page.tour.round.n : 0, page.tour.rounds) : "");
  const q = "?t=" + encodeURIComponent(tid);
  $("#link-public").href = "/public.html" + q;
  $("#link-solver").href = "/solver.html" + q;
  roundStatus($("#round-status"), countdown, page.tour);
  $("#commitment").textContent = page.tour.commitment || "";

  show("#settings-card", reg);
  if (reg && !page.settingsDirty) {
    replace("#settings-fields", settingsFields("s-", page.tour.settings));
  }
  show("#puzzles-card", offers.has("puzzles"));
  renderPuzzles();
  editor.cover();
  show("#begin-card", offers.has("begin"));
  renderSchedule(offers.has("schedule"));
  replace("#exports", exportLinks(tid, api.exportURL));
  show("#live-card", offers.has("round") && !!page.tour.round);
  // Finish is offered between rounds only (the server says when), and is
  // not shown again while its confirmation stands in its place.
  if (!offers.has("finish")) $("#do-finish").classList.add("hidden");
  else if (!$("#do-finish-q")) $("#do-finish").classList.remove("hidden");
  show("#publish-card", offers.has("publish"));
  renderLive();
  renderSolvers();
  replace("#standings", standingsTable(page.standings));
  // Each decision in words: when, what, whom it concerns (the solver by
  // name, the round, or the whole tournament), who decided and why
  // (issue 14, items 2 and 3).
  replace("#decisions", page.decisions.length
    ? el("ul", { class: "live-list" }, [...page.decisions].reverse().map((d) => el("li", { dataset: { type: d.type } },
      el("span", { class: "muted" }, new Date(d.at).toLocaleTimeString(lang() === "en" ? "en-GB" : "ru-RU")), el("strong", {}, eventLabel(d.type)),
      el("span", { class: "concerns" }, concerns(d)),
      el("span", { class: "muted" }, actorName(d.actor)), el("em", {}, d.reason || ""))))
    : el("p", { class: "muted" }, t("common.none")));
}

function concerns(d) {
  const who = d.solver ? d.solver.name : "";
  const round = d.round ? t("dec.round", d.round) : "";
  const by = d.by_ms ? t("dec.by", fmtTime(d.by_ms)) : ""; // an extension, by how much
  return [who, round, by].filter(Boolean).join(", ") || t("dec.tournament");
}

// localInput is an ISO time as a datetime-local value (the reader's zone).
function localInput(iso) {
  if (!iso) return "";
  const d = new Date(iso);
  const p = (n) => String(n).padStart(2, "0");
  return d.getFullYear() + "-" + p(d.getMonth() + 1) + "-" + p(d.getDate()) + "T" + p(d.getHours()) + ":" + p(d.getMinutes());
}

let scheduleDirty = false;

function renderSchedule(reg) {
  show("#schedule-card", reg);
  if (!reg) return;
  const on = !!page.tour.starts_at;
  show("#scheduled", on);
  show("#unschedule-btn", on);
  $("#scheduled").textContent = on ? t("org.scheduled", fmtWhen(page.tour.registration_closes_at), fmtWhen(page.tour.starts_at)) : "";
  const p = page.tour.start_problem;
  show("#start-problem", !!p);
  $("#start-problem").textContent = p ? t("org.start_problem", lang() === "en" ? p.en : p.ru) : "";
  if (!scheduleDirty) {
    $("#starts-in").value = localInput(page.tour.starts_at);
    $("#closes-in").value = page.tour.registration_closes_at !== page.tour.starts_at ? localInput(page.tour.registration_closes_at) : "";
  }
}

function renderPuzzles() {
  const n = page.puzzles && page.puzzles.puzzles ? page.puzzles.puzzles.length : page.tour.puzzles;
  $("#puzzles-count").textContent = t("org.puzzles_set", n || 0) +
    (page.puzzles && page.puzzles.missing_files && page.puzzles.missing_files.length ? " · missing: " + page.puzzles.missing_files.join(", ") : "");
  replace("#puzzles-list", ((page.puzzles && page.puzzles.puzzles) || []).map((p) =>
    el("li", {}, el("strong", {}, p.title || p.id), " ", el("span", { class: "badge" }, p.kind),
      p.has_key === false && p.kind === "text" ? el("span", { class: "badge bad" }, "no key") : "")));
}

function nameOf(id) {
  const s = page.solvers.find((x) => x.id === id);
  return s ? s.name : id || "";
}

function renderLive() {
  const lv = page.liveView;
  if (!lv || !page.tour || !page.tour.round) return;
  $("#live-n").textContent = t("round.n", page.tour.round.n);
  const head = el("tr", {}, el("th", {}, t("table.name")), el("th", {}, t("table.pair")),
    el("th", {}, t("solver.start")), el("th", {}, t("table.solved")), el("th", { class: "num" }, t("org.attempts")),
    el("th", { class: "num" }, t("table.points")));
  const rows = (lv.solvers || []).map((s) => el("tr", { dataset: { id: s.id } },
    el("td", {}, s.name),
    el("td", {}, s.opponent ? nameOf(s.opponent) : t("public.bye")),
    el("td", {}, s.started ? el("span", { class: "badge live" }, "+" + fmtTime(s.started_ms)) : el("span", { class: "muted" }, t("org.not_started"))),
    el("td", {}, s.solved ? el("span", { class: "badge ok" }, fmtTime(s.solve_ms)) : ""),
    el("td", { class: "num" }, s.attempts || ""),
    el("td", { class: "num" }, s.points ?? "")));
  replace("#live-table", el("thead", {}, head), el("tbody", {}, rows));
}

function renderSolvers() {
  $("#solver-count").textContent = String(page.solvers.filter((s) => !s.withdrawn && !s.disqualified).length);
  const canDQ = (page.tour.offers || []).includes("disqualify");
  const drawn = page.solvers.some((s) => s.lot);
  const rows = page.solvers.map((s, i) => {
    const state = s.disqualified ? el("span", { class: "badge bad", title: s.dq_reason || "" }, "DQ: " + (s.dq_reason || ""))
      : s.withdrawn ? el("span", { class: "badge" }, t("org.withdrawn")) : "";
    const act = canDQ && !s.disqualified && !s.withdrawn
      ? el("button", { type: "button", class: "secondary small-btn", dataset: { dq: s.id }, onclick: () => disqualify(s) }, t("org.dq"))
      : "";
    return el("tr", { class: s.disqualified ? "dq" : "" },
      el("td", { class: "num" }, drawn ? s.lot || "" : i + 1), el("td", {}, s.name), el("td", {}, state),
      el("td", { class: "num" }, act));
  });
  // Before the draw the first column is the registration order, after it
  // the lot number (P5).
  replace("#solvers", el("thead", {}, el("tr", {}, el("th", { class: "num" }, drawn ? t("table.lot") : "№"),
    el("th", {}, t("table.name")), el("th", {}), el("th", {}))), el("tbody", {}, rows));
}

/** disqualify asks for the reason in #dq-ask, below the table: the live
 * pushes redraw the table, and the form must survive them. */
function disqualify(s) {
  reasonAt($("#dq-ask"), t("org.dq_reason") + ": " + s.name, t("org.dq"), (reason) => guard(async () => {
    await api.disqualify(tid, s.id, reason);
    notice(t("org.done"));
    await refresh(false);
  }));
}

// --- actions ---------------------------------------------------------------

$("#signin-form").addEventListener("submit", (e) => {
  e.preventDefault();
  guard(async () => {
    await api.login($("#password").value);
    $("#password").value = "";
    await start();
  });
});

$("#signout").addEventListener("click", () => guard(async () => {
  await api.logout();
  if (page.socket) page.socket.close();
  await start();
}));

$("#choose").addEventListener("change", (e) => select(e.target.value));

$("#create-form").addEventListener("submit", (e) => {
  e.preventDefault();
  guard(async () => {
    const x = await api.create($("#tname-in").value, readSettings("c-", page.defaults));
    $("#tname-in").value = "";
    $("#create-box").open = false;
    // Back to the regulation's values: what was typed went to this
    // tournament, and the next is made from the defaults again.
    replace("#create-settings", settingsFields("c-", page.defaults));
    tid = x.id;
    await loadList();
    select(x.id);
  });
});

$("#settings-form").addEventListener("input", () => { page.settingsDirty = true; });
$("#settings-form").addEventListener("submit", (e) => {
  e.preventDefault();
  // Nothing typed into the settings: nothing to record (a save wrote a
  // change that changed nothing, and said "Done" over fields typed into
  // the other form).
  if (!page.settingsDirty) return notice(t("org.nothing_changed"));
  guard(async () => {
    page.tour = await api.settings(tid, readSettings("s-", page.tour.settings), $("#settings-reason").value);
    $("#settings-reason").value = "";
    page.settingsDirty = false;
    notice(t("org.done"));
    await refresh(false);
  });
});

$("#puzzles-form").addEventListener("submit", (e) => {
  e.preventDefault();
  guard(async () => {
    const form = new FormData();
    form.append("set", new Blob([$("#set-json").value], { type: "application/json" }), "set.json");
    for (const f of $("#set-files").files) form.append("file", f, f.name);
    const res = await api.uploadPuzzles(tid, form);
    notice(t("org.puzzles_set", res.rounds));
    await refresh(true);
  });
});

const editor = mountEditor($("#puzzle-editor"), { tid: () => tid, tour: () => page.tour, saved: () => refresh(true) });

$("#demo-btn").addEventListener("click", () => guard(async () => {
  const res = await api.demoPuzzles(tid);
  notice(t("org.puzzles_set", res.rounds));
  await refresh(true);
}));

$("#schedule-form").addEventListener("input", () => { scheduleDirty = true; });
$("#schedule-form").addEventListener("submit", (e) => {
  e.preventDefault();
  guard(async () => {
    const starts = $("#starts-in").value;
    if (!starts) throw new Error(t("org.need_start"));
    const closes = $("#closes-in").value;
    // datetime-local is the reader's local time; the server takes RFC 3339.
    const iso = (v) => (v ? new Date(v).toISOString().replace(/\.\d+Z$/, "Z") : "");
    page.tour = await api.schedule(tid, iso(starts), iso(closes));
    scheduleDirty = false;
    notice(t("org.done"));
    await refresh(false);
  });
});

$("#unschedule-btn").addEventListener("click", () => guard(async () => {
  page.tour = await api.schedule(tid, "", "");
  scheduleDirty = false;
  notice(t("org.done"));
  await refresh(false);
}));

$("#begin-form").addEventListener("submit", (e) => {
  e.preventDefault();
  guard(async () => {
    page.tour = await api.begin(tid, Math.max(0, parseInt($("#first-in").value, 10) || 0));
    notice(t("org.done"));
    await refresh(false);
  });
});

for (const b of document.querySelectorAll("[data-action]")) {
  const action = b.dataset.action;
  const decide = (reason) => guard(async () => {
    if (action === "finish") await api.finish(tid, reason);
    else await api.decide(tid, page.tour.round.n, action, reason, action === "extend" ? +$("#extend-s").value : undefined);
    $("#decision-reason").value = "";
    notice(t("org.done"));
    await refresh(false);
  });
  b.addEventListener("click", () => {
    const reason = $("#decision-reason").value.trim();
    if (!reason) {
      banner(new Error(t("org.need_reason")));
      $("#decision-reason").focus();
      return;
    }
    banner(null);
    // These cannot be undone (a restart discards the round's presses), so
    // they are asked once more; the reason is read again on Confirm, in
    // case it was edited meanwhile.
    if (["restart", "close", "finish"].includes(action)) {
      confirmAt(b, t("org." + action + "_confirm", page.tour && page.tour.round ? page.tour.round.n : ""),
        () => decide($("#decision-reason").value.trim() || reason));
    } else decide(reason);
  });
}

$("#publish-btn").addEventListener("click", () => guard(async () => {
  await api.publish(tid);
  notice(t("org.published"));
  await refresh(false);
}));

addEventListener("focus", () => { if (page.defaults) loadList().catch(() => {}); });
document.addEventListener("visibilitychange", () => { if (!document.hidden && page.defaults) loadList().catch(() => {}); });

onLang(() => {
  if (page.defaults && !$("#create-settings").contains(document.activeElement)) replace("#create-settings", settingsFields("c-", page.defaults));
  render();
  editor.redraw();
});

start().catch(banner);
