// The hall display of a Svoya igra fight played live
// (svoya-live.html?view=display): the board of the round in play with the
// theme names and the values still to play (a played question is gone),
// the text of the question being played, the four scores and who
// answers, readable from the back of a hall; a full-screen flash and a
// beep (Web Audio, live-signal.js) at the unlock, a press, a false start
// and the end of a question. The view it reads is the server's public
// one (pack.Public): no unplayed question, no answer. With a venue
// (?venue=1) it follows the venue's fight in play.

import { $, el, replace, show, param, festParam, fmtClock } from "../common/dom.js";
import { svoyaApi, w, phaseText, msLeft, blockedNow, redrawAfterBlock } from "./svoya-live-api.js";
import { beep, enableSound, soundOn } from "./live-signal.js";

const fid = festParam();
const venue = param("venue") || "";
let fight = param("fight") || "";
let view = null;
let got = 0;
let channel = null;

/** The signals by event: a flash class and the tones. */
const signals = {
  SvoyaLiveUnlocked: ["flash-time", [[880, 400]]],
  SvoyaLivePressed: ["flash-press", [[1320, 250]]],
  SvoyaLiveFalseStart: ["flash-end", [[220, 300]]],
  SvoyaLiveQuestionEnded: ["flash-warn", [[440, 500]]],
};

function signal(events) {
  const flash = $("#d-flash");
  for (const e of events || []) {
    const s = signals[e];
    if (!s) continue;
    flash.className = "live-flash " + s[0];
    void flash.offsetWidth; // restart the animation
    flash.classList.add("on");
    beep(s[1]);
  }
}

function render() {
  if (!view) {
    replace($("#d-board"));
    replace($("#d-status"), w("waiting"));
    return;
  }
  redrawAfterBlock(view, got, render);
  const b = view.board;
  const pub = view.package && view.package.round;
  replace($("#d-board"), el("table", { class: "d-grid" }, el("tbody", {}, (b.themes || []).map((th, ti) => el("tr", {},
    el("th", {}, (pub && pub.themes[ti] && pub.themes[ti].name) || ""),
    th.values.map((val, qi) => {
      const cur = b.current && b.current.theme === ti + 1 && b.current.question === qi + 1;
      return el("td", { class: cur ? "current" : th.played[qi] ? "gone" : "" }, th.played[qi] && !cur ? "" : String(val));
    }))))));
  const cur = view.current && pub && pub.themes[view.current.theme - 1];
  const q = cur && cur.questions[view.current.question - 1];
  replace($("#d-text"), view.phase !== "choosing" && q && q.text ? (cur.name ? cur.name + " · " + view.value + ": " : "") + q.text : "");
  replace($("#d-scores"), view.players.map((p) => el("div", { class: "d-seat" + (p.player === view.answerer ? " answers" : "") + (blockedNow(view, p, got) ? " blocked" : "") },
    // A hyphenated name ("Игрок 1-4", "Салтыкова-Щедрина") keeps its
    // parts together (a non-breaking hyphen): it wraps at spaces only.
    el("div", { class: "d-name" }, (p.name || p.player).replaceAll("-", "\u2011")), el("div", { class: "d-score" }, String(p.score)))));
  const st = $("#d-status");
  replace(st, phaseText(view));
  st.className = "d-status " + (view.phase === "answering" ? "answers" : view.phase === "open" ? "took" : "");
}

function take(m) {
  if (view && m.view.fight === view.fight && m.view.version < view.version) return;
  view = m.view;
  got = Date.now();
  render();
  signal(m.events);
}

function follow(f) {
  if (f === fight && channel) return;
  fight = f;
  if (channel) channel.close();
  channel = svoyaApi.channel(fid, fight, (m) => { if (m.type === "live") take(m); }, (on) => show($("#offline"), on === false));
}

async function watchVenue() {
  try {
    const v = await svoyaApi.venue(fid, venue);
    const live = v.fights.find((f) => f.live && !f.done) || (fight ? null : v.fights.filter((f) => f.live).pop());
    if (live) follow(live.fight);
  } catch (_) { /* the next look */ }
  setTimeout(watchVenue, 3000);
}

/** openDisplay starts the hall display. */
export function openDisplay() {
  document.body.classList.add("live-display-page");
  show($("#display"));
  const sound = $("#d-sound");
  replace(sound, w("sound_on"));
  sound.addEventListener("click", () => { enableSound(); show(sound, !soundOn()); });
  setInterval(() => {
    const ms = msLeft(view, got);
    replace($("#d-clock"), ms > 0 ? fmtClock(ms) : "");
  }, 100);
  render();
  if (fight) follow(fight);
  if (venue) watchVenue();
}
