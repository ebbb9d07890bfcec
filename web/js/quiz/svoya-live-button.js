// A player's phone button in a Svoya igra fight played live
// (svoya-live.html?view=button&player=&key=): one huge target, a
// vibration at each press and when the buttons open, and what the press
// did (you answer, false start: blocked, already answered, too slow).
// The press is stamped by the server when it arrives.

import { $, replace, show, param, festParam } from "../common/dom.js";
import { svoyaApi, w, playerName, phaseText, blockedNow, redrawAfterBlock } from "./svoya-live-api.js";

const fid = festParam();
const fight = param("fight");
const player = param("player");
const key = param("key");
let view = null;
let received = 0; // Date.now() when view arrived

function vibrate(ms) {
  if (navigator.vibrate) navigator.vibrate(ms);
}

function render() {
  const btn = $("#b-press");
  if (!view) return;
  replace($("#b-team"), playerName(view, player));
  replace($("#b-vs"), view.players.filter((p) => p.player !== player).map((p) => p.name).join(", "));
  const me = view.players.find((p) => p.player === player) || {};
  let cls = "idle";
  let text = w("wait");
  // A block after a false start ends by the clock: the phone redraws
  // itself then (it used to stay dark until the next push).
  redrawAfterBlock(view, received, render);
  if (blockedNow(view, me, received)) [cls, text] = ["lost", w("blocked")];
  else if (view.phase === "answering" && view.answerer === player) [cls, text] = ["yours", w("first")];
  else if (view.phase === "open" && !me.tried) [cls, text] = ["go", w("press")];
  else if (view.phase === "reading") [cls, text] = ["reading", w("wait")];
  btn.className = "big-button " + cls;
  replace($("#b-state"), text);
  // The answering player is told once, by the button ("you answer!"),
  // not again in the third person by the phase line.
  const answering = view.phase === "answering" && view.answerer === player;
  replace($("#b-phase"), (answering ? "" : phaseText(view) + " · ") + w("my_score", me.score));
}

async function press() {
  vibrate(40);
  try {
    const a = await svoyaApi.press(fid, fight, player, key);
    // "First" is the button's own state: said there, not twice.
    replace($("#b-last"), a.verdict === "first" ? "" : w(a.verdict));
    if (a.verdict === "false_start") vibrate([100, 60, 100]);
    replace($("#b-error"));
  } catch (e) {
    replace($("#b-error"), e.message);
  }
}

/** openButton starts the player's button. */
export function openButton() {
  document.body.classList.add("live-button-page");
  show($("#button"));
  if (!player || !key || !fight) return replace($("#b-error"), w("bad_link"));
  $("#b-press").addEventListener("pointerdown", (e) => { e.preventDefault(); press(); });
  $("#b-press").addEventListener("keydown", (e) => { if (e.key === " " || e.key === "Enter") { e.preventDefault(); press(); } });
  // take shows a view unless it is older than the one shown (a push queued
  // before the connection's first view may arrive after it).
  let heard = Date.now();
  const take = (v) => {
    heard = Date.now();
    if (!v || (view && v.version < view.version)) return;
    const was = view && view.phase;
    const wasQ = view && JSON.stringify(view.current || null);
    view = v;
    received = Date.now();
    // What the last press did belongs to its question.
    if (wasQ !== null && wasQ !== JSON.stringify(view.current || null)) replace($("#b-last"));
    if (view.phase === "open" && was !== "open") vibrate(200);
    render();
  };
  svoyaApi.channel(fid, fight, (m) => { if (m.type === "live") take(m.view); }, (on) => show($("#offline"), on === false));
  // A lost push must not leave a player's button dark: with nothing heard
  // for a second and a half the phone reads the view once.
  setInterval(() => {
    if (Date.now() - heard > 1500) svoyaApi.view(fid, fight).then(take, () => { heard = Date.now(); });
  }, 1000);
}
