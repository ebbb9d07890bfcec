// The host's console of a fight played live (issue 11, view=console): the
// question number, the running clock, who pressed and when, the score,
// the buttons Attention / Time / Right / Wrong / Prompting / Delay /
// Remove / Undo with a key each, the press log, the links of the teams'
// buttons and of the hall display, and the buttons wired to this computer.
// The server says which buttons the engine accepts now (view.actions).

import { $, el, replace, show, param, festParam, fmtClock } from "../common/dom.js";
import { t, lang, onLang } from "../common/i18n.js";
import { liveApi, clockOf, currentQuestion, numbered, qrURL, soleAnswerer, teamName, verdictText } from "./live-api.js";
import { attach, panel } from "./live-buzzers.js";
import { setupPackage, showQuestion } from "./live-package.js";

const fid = festParam();
const key = param("key") || ""; // a venue host's key; none for the organizer and the jury
let venue = param("venue") || "";
let fight = param("fight") || "";
let view = null;
let got = 0;
let links = null;
let channel = null;

/** The host's buttons: action, ruling, label key, keyboard keys. */
const buttons = [
  { id: "attention", label: "lv.attention", keys: ["KeyA"], hint: "A" },
  { id: "time", label: "lv.time", keys: ["Space", "KeyT"], hint: "T / ␣" },
  { id: "right", rule: "right", label: "lv.right", keys: ["KeyR"], hint: "R", cls: "ok" },
  { id: "wrong", rule: "wrong", label: "lv.wrong", keys: ["KeyW"], hint: "W", cls: "bad" },
  { id: "prompting", rule: "prompting", label: "lv.prompting", keys: ["KeyP"], hint: "P", cls: "bad" },
  { id: "delay", rule: "delay", label: "lv.delay", keys: ["KeyD"], hint: "D", cls: "bad" },
  { id: "remove", label: "lv.remove", keys: ["KeyX"], hint: "X", cls: "secondary" },
  { id: "undo", label: "lv.undo", keys: ["KeyZ"], hint: "Z", cls: "secondary" },
];

function error(err) {
  const box = $("#error");
  // Not signed in (a console opened from the jury page in another
  // browser): the way in, beside the refusal, where the page had none.
  replace(box, err ? err.message || String(err) : "",
    err && err.status === 401 && !key ? [" ", el("a", { href: "/jury.html?f=" + encodeURIComponent(fid), target: "_blank", rel: "noopener", id: "c-sign-in" }, t("lv.sign_in"))] : "");
  show(box, !!err);
}

/** run sends one host action and shows the fight as it is after it. */
async function run(b) {
  if (!view) return;
  try {
    if (b.id === "remove") return askReason();
    let v;
    if (b.rule) v = await liveApi.rule(fid, fight, key, b.rule);
    else if (b.id === "attention") v = await liveApi.attention(fid, fight, key);
    else if (b.id === "time") v = await liveApi.time(fid, fight, key);
    else if (b.id === "undo") v = await liveApi.undo(fid, fight, key);
    error(null);
    update(v);
  } catch (err) {
    error(err);
  }
}

/** askReason shows the removal's reason field (C14 needs one): Enter
 * removes, Escape or Cancel closes it. */
function askReason() {
  const input = el("input", { type: "text", maxlength: 200, placeholder: t("lv.reason_ph"), id: "reason" });
  const close = () => replace("#reason-box");
  const form = el("form", { class: "row", onsubmit: async (e) => {
    e.preventDefault();
    try {
      update(await liveApi.remove(fid, fight, key, input.value));
      close();
      error(null);
    } catch (err) { error(err); }
  } }, input, el("button", { type: "submit", class: "bad" }, t("lv.remove")),
  el("button", { type: "button", class: "secondary", onclick: close }, t("lv.cancel")));
  input.addEventListener("keydown", (e) => { if (e.key === "Escape") close(); });
  replace("#reason-box", form);
  input.focus();
}

function update(v) {
  // A view older than the one shown (a push overtaken by the answer to
  // the host's own button) is dropped.
  if (!v || (view && v.fight === view.fight && v.version < view.version)) return;
  // The venue's list marks each fight live or done: drawn again when
  // this one opens or ends.
  const relist = !view || v.fight !== view.fight || !!v.done !== !!view.done;
  // A console opened on one fight (the jury page's link) lists its
  // venue's fights too, once the fight says which venue it is.
  if (!venue && v.venue && v.venue !== "final") venue = v.venue;
  view = v;
  got = Date.now();
  render();
  if (relist) choose().catch(() => {});
}

/** phaseText says where the question stands, for the host. */
function phaseText(v) {
  const q = currentQuestion(v);
  if (v.done) return t("lv.done");
  if (!q || q.phase === "over") return numbered(v, "lv.next_q", v.next);
  if (q.phase === "reading") {
    const fs = q.lost.indexOf("false_start");
    return fs >= 0 ? t("lv.reading_fs", teamName(v, fs ? v.live.b : v.live.a)) : numbered(v, "lv.reading", q.number);
  }
  if (q.phase === "answering") return t("lv.answering", teamName(v, q.answering));
  if (q.phase === "deciding") return t("lv.deciding");
  return numbered(v, "lv.clean", q.number);
}

// fightTitle names a fight for the host: the cup's final by its name,
// any other by its code ("A-1-2", "SF1-x").
function fightTitle(f) {
  return f === "final" ? t("lv.cup_final") : t("lv.fight") + " " + f;
}

function render() {
  const v = view;
  replace("#c-title", fightTitle(v.fight), v.venue && v.venue !== "final" ? " · " + t("lv.venue") + " " + v.venue : "");
  replace("#c-a", v.name_a);
  replace("#c-b", v.name_b);
  replace("#c-score", v.score_a + " : " + v.score_b);
  replace("#c-phase", phaseText(v));
  const can = (b) => v.actions.includes(b.rule ? "rule" : b.id);
  for (const b of buttons) {
    const e = $("#b-" + b.id);
    if (e) e.disabled = !can(b);
  }
  renderPresses(v);
  showQuestion(v);
  tickClock();
}

function renderPresses(v) {
  const qs = v.live.questions || [];
  const signal = {};
  for (const q of qs) if (q.signal) signal[q.number] = Date.parse(q.signal);
  const rows = (v.live.presses || []).slice(-12).reverse().map((p) => {
    const at = Date.parse(p.press.at);
    const sig = signal[p.question];
    const early = p.verdict === "false_start" || p.verdict === "early";
    const rel = sig && !early && at >= sig ? "+" + t("lv.seconds", ((at - sig) / 1000).toFixed(3).replace(".", lang() === "ru" ? "," : ".")) : early ? t("lv.before_signal") : "";
    return el("tr", { class: "v-" + p.verdict }, el("td", { class: "num" }, p.seq), el("td", { class: "num" }, p.question || ""),
      el("td", {}, teamName(v, p.press.seat)), el("td", { class: "num" }, rel),
      // The server's instant in the console's own clock, to the ms.
      el("td", {}, new Date(at).toLocaleTimeString(lang(), { hour12: false }) + "." + String(new Date(at).getMilliseconds()).padStart(3, "0")),
      el("td", {}, verdictText(p.verdict)));
  });
  replace("#c-presses", rows.length ? el("table", {}, el("thead", {}, el("tr", {},
    el("th", {}, "#"), el("th", {}, t("lv.q")), el("th", {}, t("lv.team")), el("th", {}, t("lv.after_signal")),
    el("th", {}, t("lv.server_time")), el("th", {}, t("lv.verdict")))), el("tbody", {}, rows))
    : el("p", { class: "muted" }, t("lv.no_presses")));
}

// cleanLabel names the running clock: the clean time while both teams may
// answer, the other team's own time once one has lost its right.
function cleanLabel(v) {
  const left = soleAnswerer(v);
  return left ? t("lv.left_count", teamName(v, left)) : t("lv.clean_count");
}

function tickClock() {
  if (!view) return;
  const c = clockOf(view, got);
  const box = $("#c-clock");
  box.textContent = c.kind ? fmtClock(c.ms) : "—";
  replace("#c-clock-of", c.kind === "delay" ? t("lv.delay_count") : c.kind === "clean" ? cleanLabel(view) : "");
  box.className = "live-clock" + (c.kind === "delay" ? " delay" : "") + (c.kind === "clean" && c.ms <= 10000 ? " warn" : "");
}

async function loadLinks() {
  try {
    links = await liveApi.links(fid, fight, key);
    replace("#c-links",
      links.teams.map((l) => el("div", { class: "row link-row" }, el("span", { class: "grow" }, t("lv.button_of", l.name)),
        el("a", { href: l.url, target: "_blank", rel: "noopener", class: "button secondary" }, t("lv.open")),
        el("button", { type: "button", class: "secondary", onclick: () => navigator.clipboard && navigator.clipboard.writeText(l.venue_url || l.url) }, t("lv.copy")),
        l.qr_png ? el("details", { class: "qr" }, el("summary", {}, t("lv.qr")), el("img", { src: qrURL(l.qr_png), alt: t("lv.button_of", l.name), width: 192, height: 192 })) : "")),
      el("div", { class: "row link-row" }, el("span", { class: "grow" }, t("lv.display")),
        el("a", { href: links.venue_display, target: "_blank", rel: "noopener", class: "button secondary" }, t("lv.open")),
        el("button", { type: "button", class: "secondary", onclick: () => navigator.clipboard && navigator.clipboard.writeText(links.venue_display) }, t("lv.copy"))),
      el("p", { class: "small" }, el("a", { href: liveApi.pressesURL(fid, fight) }, t("lv.export"))),
      el("div", { id: "c-host-link" }));
    if (!key && view.venue) {
      // The organizer or the jury hands the venue's host a link of its own.
      const vl = await liveApi.venueLink(fid, view.venue);
      // The link itself, to read out or check, not only a Copy button
      // (the clipboard may be refused).
      replace("#c-host-link", el("div", { class: "row link-row" }, el("span", { class: "grow" }, t("lv.host_link", view.venue)),
        el("button", { type: "button", class: "secondary", onclick: () => navigator.clipboard && navigator.clipboard.writeText(vl.url) }, t("lv.copy"))),
        el("input", { id: "c-host-url", readonly: true, value: vl.url, class: "link-text", onfocus: (e) => e.target.select() }));
    }
    panel($("#c-buzzers"), [view.name_a, view.name_b]);
  } catch (err) { error(err); }
}

/** pressFor sends a press of a team's button wired to this computer. */
async function pressFor(side) {
  if (!links || !view) return;
  const l = links.teams[side];
  try { await liveApi.press(fid, fight, l.team, linkKey(l.url)); } catch (err) { error(err); }
}

const linkKey = (u) => new URL(u).searchParams.get("key");

/** choose shows the venue's fights in the order of the schedule and opens
 * the one asked for, or the first not done. */
async function choose() {
  if (!venue) return;
  // The venue's title until a fight is shown (render then names the fight).
  if (!view) replace("#c-title", venue === "final" ? t("lv.cup_final") : t("lv.venue_title", venue));
  const vf = await liveApi.venue(fid, venue);
  if (!fight) {
    const next = vf.fights.find((f) => !f.done) || vf.fights[0];
    fight = next ? next.fight : "";
  }
  const sel = el("select", { id: "c-fight", onchange: () => { fight = sel.value; start(); } },
    vf.fights.map((f) => el("option", { value: f.fight, selected: f.fight === fight },
      (f.fight === "final" ? t("lv.cup_final") : f.fight) + ": " + f.name_a + " — " + f.name_b + (f.done ? " ✓" : f.live ? " ●" : ""))));
  replace("#c-choose", el("label", {}, venue === "final" ? "" : [t("lv.fights_of", venue), " "], sel));
}

async function start() {
  if (channel) channel.close();
  view = null;
  show("#c-open", false);
  try {
    update(await liveApi.view(fid, fight));
  } catch (err) {
    if (err.status === 404) {
      if (!venue) replace("#c-title", fightTitle(fight));
      show("#c-main", false);
      show("#c-open", true);
      return;
    }
    return error(err);
  }
  show("#c-main", true);
  channel = liveApi.channel(fid, fight, (m) => { if (m.type === "live") update(m.view); }, (on) => show("#offline", on === false));
  loadLinks();
}

/** openConsole runs the console page. */
export async function openConsole() {
  show("#console", true);
  const grid = $("#c-buttons");
  for (const b of buttons) {
    grid.append(el("button", { type: "button", id: "b-" + b.id, class: "live-btn " + (b.cls || ""), disabled: true, onclick: () => run(b) },
      el("span", { dataset: { i18n: b.label } }, t(b.label)), el("kbd", {}, b.hint)));
  }
  window.addEventListener("keydown", (e) => {
    if (e.target && (e.target.tagName === "INPUT" || e.target.tagName === "SELECT" || e.target.tagName === "TEXTAREA")) return;
    if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
    const b = buttons.find((x) => x.keys.includes(e.code));
    if (!b) return;
    e.preventDefault();
    const btn = $("#b-" + b.id);
    if (btn && !btn.disabled) run(b);
  });
  attach(pressFor);
  setupPackage(fid, venue, key, error);
  $("#c-open-btn").addEventListener("click", async () => {
    try {
      update(await liveApi.open(fid, fight, key, $("#c-fair").checked));
      start();
    } catch (err) { error(err); }
  });
  onLang(() => {
    if (view) { render(); loadLinks(); }
    choose().catch(() => {});
  });
  setInterval(tickClock, 100);
  try {
    await choose();
  } catch (err) { error(err); }
  if (fight) start();
}
