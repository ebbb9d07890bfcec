// The host's console of a Svoya igra fight played live
// (svoya-live.html?view=console): the venue's fights in order, the board
// of the round in play (themes by values, played questions gone), the
// chosen question's text and answer from the package, the players with
// their scores and who answers, the host's buttons with a key each (arrows
// and Enter choose, U unlock, R right, W wrong, E end the question, Z
// undo, O reopen; the reason typed beside them), the press log, the links
// of the players' phones (with QR codes) and of the hall display, the
// package loader, and buttons wired to this computer (live-buzzers.js).

import { $, el, replace, show, param, fmtClock } from "../common/dom.js";
import { svoyaApi, w, playerName, phaseText, msLeft, blockedNow, redrawAfterBlock, fightName } from "./svoya-live-api.js";
import { qrURL, verdictText } from "./live-api.js";
import { lang, t } from "../common/i18n.js";
import { attach, panel } from "./live-buzzers.js";
import { packageBody } from "./package-file.js";
import { reasonAt } from "../common/confirm.js";

const fid = param("fest");
const venue = param("venue") || "";
const key = param("key") || "";
let fight = param("fight") || "";
let view = null;
let got = 0;
let board = null; // the whole package board, the host's alone
let links = null;
let cursor = null; // {theme, question} of the board under the arrow keys
let channel = null;

function fail(e) {
  const box = $("#error");
  replace(box, (e && e.message) || String(e));
  show(box);
}
function ok() { show($("#error"), false); }

async function act(f) {
  try {
    ok();
    const v = await f();
    if (v && v.fight) take(v);
  } catch (e) { fail(e); }
}

/** take shows a view unless a newer one is shown already. */
function take(v) {
  if (view && v.fight === view.fight && v.version < view.version) return;
  view = v;
  got = Date.now();
  if (!cursor || !free(cursor)) cursor = v.next ? { theme: v.next.theme, question: v.next.question } : null;
  render();
}

function free(c) {
  const th = view && view.board && view.board.themes && view.board.themes[c.theme - 1];
  return th && c.question >= 1 && c.question <= th.played.length && !th.played[c.question - 1];
}

/** question is the package's question at a place of the round in play. */
function question(theme, q) {
  const r = board && board.rounds && board.rounds[view.board.round - 1];
  const th = r && r.themes[theme - 1];
  return th ? { theme: th.name, ...th.questions[q - 1] } : null;
}

function renderBoard() {
  const b = view.board;
  const pub = view.package && view.package.round;
  const rows = (b.themes || []).map((th, ti) => el("tr", {},
    el("th", { class: "s-theme" }, (pub && pub.themes[ti] && pub.themes[ti].name) || (board && question(ti + 1, 1) || {}).theme || "#" + (ti + 1)),
    th.values.map((val, qi) => {
      const cur = b.current && b.current.theme === ti + 1 && b.current.question === qi + 1;
      const at = cursor && cursor.theme === ti + 1 && cursor.question === qi + 1;
      return el("td", {}, th.played[qi] && !cur ? "" : el("button", {
        type: "button", class: "s-cell" + (cur ? " current" : "") + (at ? " cursor" : ""),
        disabled: !view.actions.includes("choose") && !cur,
        onclick: () => act(() => svoyaApi.choose(fid, fight, key, { round: b.round, theme: ti + 1, question: qi + 1 })),
      }, String(val)));
    })));
  replace($("#s-board"), el("table", { class: "s-board" }, el("tbody", {}, rows)));
  replace($("#s-round"), w("round", b.round, view.rounds) + " · " + phaseText(view));
}

function renderQuestion() {
  const ref = view.current || (cursor && { theme: cursor.theme, question: cursor.question });
  const box = $("#s-question");
  // No question at hand (the fight is over): no empty card either.
  show($("#s-question-card"), !!ref);
  if (!ref) return replace(box);
  const q = board ? question(ref.theme, ref.question) : null;
  const head = (q && q.theme ? q.theme + " · " : "") + (view.current ? view.value : (view.board.themes[ref.theme - 1] || { values: [] }).values[ref.question - 1]);
  replace(box, el("p", { class: "p-label" }, head),
    q ? el("p", { class: "p-text" }, q.text || "") : el("p", { class: "muted" }, w("no_package")),
    q && q.answer ? el("p", { class: "p-answer" }, el("strong", {}, w("answer") + ": "), q.answer,
      q.accept && q.accept.length ? " (" + q.accept.join(", ") + ")" : "") : null);
}

function renderPlayers() {
  redrawAfterBlock(view, got, renderPlayers);
  replace($("#s-players"), view.players.map((p) => el("div", {
    class: "s-player" + (p.player === view.answerer ? " answers" : "") + (p.tried ? " tried" : "") + (blockedNow(view, p, got) ? " blocked" : ""),
  }, el("div", { class: "s-name" }, p.name || p.player), el("div", { class: "s-score" }, String(p.score)))));
}

const buttons = [
  ["unlock", "U", () => svoyaApi.unlock(fid, fight, key), "unlock", ""],
  ["right", "R", () => svoyaApi.rule(fid, fight, key, true), "rule", "ok"],
  ["wrong", "W", () => svoyaApi.rule(fid, fight, key, false), "rule", "bad"],
  ["end", "E", () => svoyaApi.end(fid, fight, key), "end", ""],
  ["undo", "Z", () => withReason((r) => svoyaApi.undo(fid, fight, key, r), "undo"), "undo", ""],
  ["reopen", "O", () => withReason((r) => svoyaApi.reopen(fid, fight, key, r), "reopen"), "reopen", ""],
];

// waiting is the button (undo, reopen) whose reason is being typed: Enter
// in the reason box presses it. The box gives the keys back once the
// reason is used (or on Escape): the host's letters and the buzzers' digits
// must not go on typing into it.
let waiting = "";

function withReason(f, name) {
  const box = $("#s-reason");
  const r = box.value.trim();
  if (!r) {
    waiting = name;
    box.focus();
    throw new Error(w("reason"));
  }
  box.value = "";
  waiting = "";
  box.blur();
  return f(r);
}

function onReasonKey(e) {
  if (e.key === "Enter" && waiting) {
    e.preventDefault();
    const btn = $("#s-" + waiting);
    if (btn && !btn.disabled) btn.click();
  } else if (e.key === "Escape") {
    waiting = "";
    e.target.blur();
  }
}

function renderButtons() {
  replace($("#s-buttons"), buttons.map(([name, k, f, action, cls]) => el("button", {
    type: "button", class: "live-btn " + cls, id: "s-" + name, disabled: !view.actions.includes(action),
    onclick: () => act(f),
  }, w(name), el("kbd", {}, k))));
}

// renderPresses is the press log in the host's and jury's words (first,
// beaten, false start), not the phone's (You answer!), with the question
// each press was made in (the n-th asked in the fight) and how long after
// the buttons opened it came (the unlock, or a wrong answer's reopening),
// to the ms: what a dispute over who was first asks.
function renderPresses() {
  const signals = view.signals || [];
  const after = (p) => {
    const at = Date.parse(p.press.at);
    let sig = 0;
    for (const s of signals) {
      const st = Date.parse(s.at);
      if (s.question === p.question && st <= at) sig = st;
    }
    if (p.verdict === "false_start" || !sig) return p.question ? t("lv.before_signal") : "";
    return "+" + t("lv.seconds", ((at - sig) / 1000).toFixed(3).replace(".", lang() === "ru" ? "," : "."));
  };
  const rows = view.presses.slice(-12).reverse().map((p) => el("tr", { class: "v-" + p.verdict },
    el("td", {}, String(p.seq)), el("td", { class: "num" }, p.question ? String(p.question) : ""),
    el("td", {}, playerName(view, p.press.seat)), el("td", { class: "num" }, after(p)),
    el("td", {}, new Date(p.press.at).toLocaleTimeString(lang(), { hour12: false }) + "." + String(new Date(p.press.at).getMilliseconds()).padStart(3, "0")),
    el("td", {}, verdictText(p.verdict))));
  replace($("#s-presses"), el("table", {}, el("thead", {}, el("tr", {}, el("th", {}, "#"), el("th", {}, t("lv.q")),
    el("th", {}, w("player")), el("th", {}, t("lv.after_signal")), el("th", {}, w("time")), el("th", {}, w("verdict")))), el("tbody", {}, rows)),
  el("a", { href: svoyaApi.pressesURL(fid, fight), download: "" }, w("csv")));
}

function render() {
  show($("#s-open"), false);
  show($("#s-main"));
  renderBoard();
  renderQuestion();
  renderPlayers();
  renderButtons();
  renderPresses();
}

function tick() {
  const ms = msLeft(view, got);
  replace($("#s-clock"), view && ms > 0 ? fmtClock(ms) : "");
}

async function renderLinks() {
  try {
    links = await svoyaApi.links(fid, fight, key);
  } catch (e) { return fail(e); }
  const box = $("#s-links");
  replace(box, links.players.map((l) => el("div", { class: "link-row qr" },
    el("strong", {}, l.name), " ", el("a", { href: l.url, target: "_blank", rel: "noopener" }, w("you")),
    l.qr_png ? el("img", { src: qrURL(l.qr_png), alt: l.name, width: 128, height: 128 }) : null)),
  el("div", { class: "link-row" }, el("a", { href: links.venue_display, target: "_blank", rel: "noopener" }, w("display"))));
  if (!key) {
    svoyaApi.venueLink(fid, venue).then((vl) => box.append(el("div", { class: "link-row" },
      el("a", { href: vl.url, target: "_blank", rel: "noopener" }, w("copy_venue"))))).catch(() => {});
  }
  panel($("#s-buzzers"), links.players.map((l) => l.name));
}

async function loadBoard() {
  try { board = await svoyaApi.board(fid, fight, key); } catch (_) { board = null; }
  showLoaded();
}

// showLoaded names the fight's package under the file field, whether it
// was loaded now or before the page was opened.
function showLoaded() {
  replace($("#s-loaded"), board ? w("loaded", board.title || "") : "");
}

// loadFile loads file as the fight's package. Once a question has been
// chosen the server refuses a replacement (409) until the host confirms
// it with a reason, asked for here in the card's own slot.
async function loadFile(file, why) {
  if (!file) return;
  $("#s-pkg-ask").replaceChildren();
  try {
    ok();
    const body = await packageBody(file);
    if (why) Object.assign(body, { replace: true, reason: why });
    board = await svoyaApi.loadPackage(fid, fight, key, body);
    if (!board.title) board.title = file.name;
    showLoaded();
    if (view) render();
  } catch (e) {
    // The refusal says what the replacement changes: it heads the form
    // that asks why, beside the file field, not in the banner above.
    if (e.status === 409 && !why) reasonAt($("#s-pkg-ask"), e.message, w("replace_ok"), (reason) => loadFile(file, reason));
    else fail(e);
  }
}

function onKey(e) {
  if (!view || e.target.tagName === "INPUT" || e.target.tagName === "TEXTAREA" || e.ctrlKey || e.metaKey || e.altKey) return;
  const k = e.key.toLowerCase();
  const b = buttons.find(([, key]) => key.toLowerCase() === k);
  if (b) {
    e.preventDefault();
    const btn = $("#s-" + b[0]);
    if (btn && !btn.disabled) btn.click();
    return;
  }
  const themes = view.board.themes || [];
  if (!cursor || !themes.length) return;
  const move = { arrowup: [-1, 0], arrowdown: [1, 0], arrowleft: [0, -1], arrowright: [0, 1] }[k];
  if (move) {
    e.preventDefault();
    let { theme, question } = cursor;
    for (let n = 0; n < 32; n++) {
      theme = Math.min(Math.max(theme + move[0], 1), themes.length);
      question = Math.min(Math.max(question + move[1], 1), themes[theme - 1].values.length);
      if (free({ theme, question })) { cursor = { theme, question }; break; }
    }
    render();
  } else if (k === "enter" && view.actions.includes("choose")) {
    e.preventDefault();
    act(() => svoyaApi.choose(fid, fight, key, { round: view.board.round, theme: cursor.theme, question: cursor.question }));
  }
}

async function openFight(f) {
  fight = f;
  if (channel) channel.close();
  channel = null;
  view = null;
  await loadBoard();
  try {
    take(await svoyaApi.view(fid, fight));
  } catch (e) {
    if (e.status !== 404) return fail(e);
    // Not live yet: no channel until the host opens it (the server
    // refuses one, and a channel trying again and again would say "no
    // connection" over a fight that is simply not open).
    show($("#s-main"), false);
    show($("#s-open"));
    renderLinks();
    return;
  }
  renderLinks();
  listen();
}

/** listen opens the live channel of the fight shown, once it is live. */
function listen() {
  if (channel) return;
  channel = svoyaApi.channel(fid, fight, (m) => { if (m.type === "live") take(m.view); }, (on) => show($("#offline"), on === false));
}

async function venueFights() {
  if (!venue) return;
  const v = await svoyaApi.venue(fid, venue);
  const sel = el("select", { id: "s-fight", onchange: (e) => openFight(e.target.value) }, v.fights.map((f) => el("option",
    { value: f.fight, selected: f.fight === fight }, fightName(f.fight) + ": " + f.names.join(", ") +
    (f.done ? " — " + w("done") : f.live ? " — " + w("live") : f.hand ? " — " + w("hand") : ""))));
  replace($("#s-choose"), sel);
  if (!fight) {
    const next = v.fights.find((f) => !f.done) || v.fights[0];
    if (next) fight = next.fight;
    sel.value = fight;
  }
}

// label writes the console's fixed words in the chosen language.
function label() {
  replace($("#s-title"), w("title") + (venue ? " · " + w("venue", venue === "playoff" ? w("playoff") : venue) : ""));
  replace($("#s-keys"), w("keys"));
  replace($("#s-open-btn"), w("open"));
  replace($("#s-not-live"), w("not_live"));
  replace($("#s-pkg-label"), w("package"));
  $("#s-reason").placeholder = w("reason");
  for (const [id, k] of [["#s-h-presses", "presses"], ["#s-h-links", "links"], ["#s-h-buzzers", "buzzers"]]) replace($(id), w(k));
}

/** relabel switches the open console to the chosen language in place: a
 * reload would drop what the host has under way (the reason for replacing
 * the package being typed and the file chosen for it, a ruling's reason). */
export function relabel() {
  label();
  showLoaded();
  if (view) render();
  if (links) renderLinks();
  venueFights().catch(fail);
}

/** openConsole starts the console. */
export async function openConsole() {
  show($("#console"));
  label();
  $("#s-reason").addEventListener("keydown", onReasonKey);
  $("#s-open-btn").addEventListener("click", () => act(async () => {
    const v = await svoyaApi.open(fid, fight, key);
    listen();
    return v;
  }));
  $("#s-file").addEventListener("change", (e) => loadFile(e.target.files[0]));
  window.addEventListener("keydown", onKey);
  attach((side) => {
    const l = links && links.players[side];
    if (l) svoyaApi.press(fid, fight, l.player, new URL(l.url).searchParams.get("key")).catch(fail);
  }, 4);
  setInterval(tick, 100);
  try { await venueFights(); } catch (e) { fail(e); }
  if (!fight) return fail(new Error(w("bad_link")));
  openFight(fight);
}
