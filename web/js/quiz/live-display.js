// The hall display of a fight played live (issue 11, view=display): team
// names and score, the question number, the countdown of the clean time,
// who answers and who false-started, readable from the back of a hall; a
// full-screen flash and a beep at "Time", at the 10-s warning, at a press
// and at the end. The fight's view holds no question text or answer, so
// none can show before the host reveals it. With a venue (?venue=A) the
// display follows the venue's fight in play; with the venue's key it
// also takes the teams' buttons wired to its computer.

import { $, el, replace, show, param, fmtClock } from "../common/dom.js";
import { t, onLang } from "../common/i18n.js";
import { liveApi, clockOf, currentQuestion, numbered, soleAnswerer, teamName } from "./live-api.js";
import { signal, enableSound, soundOn } from "./live-signal.js";
import { attach } from "./live-buzzers.js";

const fid = param("fest");
const venue = param("venue") || "";
const key = param("key") || "";
let fight = param("fight") || "";
let view = null;
let got = 0;
let channel = null;
let links = null;

function status(v) {
  const q = currentQuestion(v);
  if (v.done) {
    // The hall is told who won, not only that it is over (a level group
    // fight is a draw, F4).
    if (v.score_a !== v.score_b) return [t("lv.d_won", v.score_a > v.score_b ? v.name_a : v.name_b), "done"];
    return [t("lv.d_done"), "done"];
  }
  if (!q || q.phase === "over") {
    if (q && q.end === "right") return [t("lv.d_took", teamName(v, q.taker)), "took"];
    if (q && q.end === "removed") return [t("lv.d_removed"), "over"];
    if (q) return [t("lv.d_nobody"), "over"];
    return [t("lv.d_wait"), ""];
  }
  const fs = q.lost.indexOf("false_start");
  if (q.phase === "reading") return fs >= 0 ? [t("lv.d_false_start", teamName(v, fs ? v.live.b : v.live.a)), "fs"] : [t("lv.d_attention"), "reading"];
  if (q.phase === "answering") return [t("lv.d_answers", teamName(v, q.answering)), "answers"];
  if (q.phase === "deciding") return [t("lv.deciding"), "answers"];
  // The hall is told whose clock runs once one team has lost its right.
  const left = soleAnswerer(v);
  return [left ? t("lv.d_time_of", teamName(v, left)) : t("lv.d_time"), "clean"];
}

function render() {
  const v = view;
  const q = currentQuestion(v);
  replace("#d-a", v.name_a);
  replace("#d-b", v.name_b);
  replace("#d-sa", v.score_a);
  replace("#d-sb", v.score_b);
  // The question the status line speaks of: the one in play, or the one
  // just over (its result) until the host begins the next.
  const number = v.done ? "" : q ? q.number : v.next;
  replace("#d-q", number ? numbered(v, "lv.d_question", number) : "");
  const [text, cls] = status(v);
  const s = replace("#d-status", text);
  s.className = "d-status " + cls;
  tick();
}

function tick() {
  if (!view) return;
  const c = clockOf(view, got);
  const box = $("#d-clock");
  box.textContent = c.kind === "clean" ? fmtClock(c.ms) : "";
  box.classList.toggle("warn", c.kind === "clean" && c.ms <= 10000);
}

function update(m) {
  if (view && m.view.fight === view.fight && m.view.version < view.version) return;
  view = m.view;
  got = Date.now();
  render();
  signal(m.events, $("#d-flash"));
  if (view.done) watchVenue();
}

let watching = false;

/** watchVenue looks every 5 s for the venue's fight in play while the
 * display has none (or its fight is over), and switches to it. Only a
 * fight already played live has a channel: until the host opens the
 * next one, the display keeps showing the last. */
function watchVenue() {
  if (watching || !venue) return;
  watching = true;
  const loop = async () => {
    try {
      const vf = await liveApi.venue(fid, venue);
      const f = vf.fights.find((x) => x.live && !x.done);
      if (f && f.fight !== fight) {
        fight = f.fight;
        start();
      }
    } catch (_) { /* offline: look again */ }
    if (!view || view.done) setTimeout(loop, 5000);
    else watching = false;
  };
  loop();
}

async function start() {
  if (channel) channel.close();
  view = null;
  links = null;
  channel = liveApi.channel(fid, fight, (m) => { if (m.type === "live") update(m); }, (on) => show("#offline", on === false));
  if (key) {
    try { links = await liveApi.links(fid, fight, key); } catch (_) { links = null; }
  }
}

/** openDisplay runs the hall display. */
export async function openDisplay() {
  document.body.classList.add("live-display-page");
  show("#display", true);
  const sound = $("#d-sound");
  sound.addEventListener("click", () => { enableSound(); show(sound, !soundOn()); });
  document.addEventListener("keydown", () => { enableSound(); show(sound, !soundOn()); }, { once: true });
  $("#d-flash").addEventListener("animationend", (e) => e.target.classList.remove("on"));
  attach(async (side) => {
    if (!links) return;
    const l = links.teams[side];
    try { await liveApi.press(fid, fight, l.team, new URL(l.url).searchParams.get("key")); } catch (_) { /* shown by the push */ }
  });
  onLang(() => view && render());
  setInterval(tick, 100);
  replace("#d-status", t("lv.d_wait"));
  if (!fight && venue) return watchVenue();
  if (fight) start();
}
