// A team's button on a phone (issue 11, view=button): the team's link
// for one fight holds its key, so no account is needed and nobody else's
// press counts as the team's. A huge target, a vibration at each press,
// and what the press did: the button taken, a false start, the right
// lost, too late. The page pings the server every 2 s on the fight's
// channel, so that the fair mode knows its clock and round trip, and
// presses on that channel too, to the server that measured it.

import { $, replace, show, param, festParam } from "../common/dom.js";
import { t, onLang } from "../common/i18n.js";
import { liveApi, currentQuestion, teamName, verdictText } from "./live-api.js";
import { fightState } from "../common/live.js";
import { ApiError } from "../common/api.js";

const fid = festParam();
const fight = param("fight");
// venue, with the team's link for the venue's whole day: the page goes to
// the team's fight in play there, and back to waiting when it is over.
const venue = param("venue");
const team = param("team");
const key = param("key");
let view = null;
let last = ""; // the verdict of this phone's last press
let lastQ = 0; // the question it was pressed on
let ws = null;
let heard = Date.now(); // when the socket last said anything

/** mine says what the question is for this team now. */
function mine(v) {
  const q = currentQuestion(v);
  const side = v.live.a === team ? 0 : 1;
  if (v.done) return [t("lv.b_done"), "idle"];
  if (!q || q.phase === "over") return [t("lv.b_wait"), "idle"];
  if (q.lost[side] === "false_start") return [t("lv.b_false_start"), "lost"];
  if (q.lost[side]) return [t("lv.b_lost"), "lost"];
  if (q.phase === "answering" && q.answering === team) return [t("lv.b_answer"), "yours"];
  if (q.phase === "answering") return [t("lv.b_other", teamName(v, q.answering)), "idle"];
  if (q.phase === "reading") return [t("lv.b_reading"), "reading"];
  return [t("lv.b_press"), "go"];
}

function render() {
  if (!view) return;
  replace("#b-team", teamName(view, team));
  replace("#b-vs", t("lv.b_vs", teamName(view, team === view.live.a ? view.live.b : view.live.a)));
  const [text, cls] = mine(view);
  replace("#b-state", text);
  $("#b-press").className = "big-button " + cls;
  // The last press's verdict belongs to its question: not shown beside
  // the next one's "press!".
  const q = currentQuestion(view);
  replace("#b-last", last && q && q.number === lastQ ? t("lv.b_last", verdictText(last)) : "");
  awayWhenDone();
}

// pending are the presses sent on the live channel, by id, waiting for
// their answers.
const pending = new Map();

// channelWait is how long a press sent on the channel waits for its
// answer before it is sent again as a request, with the same id (a
// channel half dead, or a server of an older build that takes no press
// on it): the server that got the first refuses the second as a repeat,
// another counts it once more as the team's repeated press, which
// changes nothing.
const channelWait = 1500;

/** sendPress sends a press on the page's live channel when it is open:
 * there the server judges it with the clock estimate this phone's pings
 * made (the fair mode), whichever server a load balancer chose; else, or
 * with no answer in time, as a request. */
function sendPress() {
  const id = Math.random().toString(36).slice(2) + Date.now().toString(36);
  if (!ws || ws.readyState !== 1) return liveApi.press(fid, fight, team, key, id);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      liveApi.press(fid, fight, team, key, id).then(resolve, reject);
    }, channelWait);
    pending.set(id, (m) => {
      clearTimeout(timer);
      if (m.error) reject(new ApiError(0, m.error));
      else resolve(m.answer);
    });
    ws.send(JSON.stringify({ press: id, client_ms: Date.now() }));
  });
}

async function press() {
  if (navigator.vibrate) navigator.vibrate(60);
  try {
    const p = await sendPress();
    last = p.verdict;
    const q = currentQuestion(view);
    lastQ = q ? q.number : 0;
    if (p.verdict === "first" && navigator.vibrate) navigator.vibrate([80, 60, 200]);
    $("#b-error").textContent = "";
  } catch (err) {
    $("#b-error").textContent = err.message;
  }
  render();
}

/** ping measures the phone's clock against the server's (fair mode). */
function ping() {
  if (ws && ws.readyState === 1) ws.send(JSON.stringify({ ping: Date.now() }));
}

// follow waits for the team's next fight on the venue to be opened live,
// looking every 3 s, and goes to it.
async function follow() {
  replace("#b-state", t("lv.b_next_fight"));
  $("#b-press").className = "big-button idle";
  for (;;) {
    try {
      const v = await liveApi.venue(fid, venue);
      const f = (v.fights || []).find((x) => (x.a === team || x.b === team) && x.live && !x.done);
      if (f) {
        const u = new URL(location.href);
        u.searchParams.set("fight", f.fight);
        location.replace(u.toString());
        return;
      }
      $("#b-error").textContent = "";
    } catch (err) {
      $("#b-error").textContent = err.message;
    }
    await new Promise((ok) => setTimeout(ok, 3000));
  }
}

// awayWhenDone goes back to waiting for the next fight a few seconds after
// this one is over (the venue's link only).
let leaving = false;
function awayWhenDone() {
  if (!venue || leaving || !view || !view.done) return;
  leaving = true;
  setTimeout(() => {
    const u = new URL(location.href);
    u.searchParams.delete("fight");
    location.replace(u.toString());
  }, 5000);
}

/** openButton runs a team's button page. */
export async function openButton() {
  document.body.classList.add("live-button-page");
  show("#button", true);
  if (!fight && venue) return follow();
  const btn = $("#b-press");
  btn.addEventListener("pointerdown", (e) => { e.preventDefault(); press(); });
  btn.addEventListener("keydown", (e) => { if (e.code === "Space" || e.code === "Enter") { e.preventDefault(); press(); } });
  onLang(render);
  try {
    view = await liveApi.view(fid, fight);
  } catch (err) {
    replace("#b-error", err.message);
  }
  render();
  // The page's own socket, for the pings: the shared client only reads.
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const open = () => {
    ws = new WebSocket(proto + "//" + location.host + "/api/festivals/" + encodeURIComponent(fid) + "/live/" +
      encodeURIComponent(fight) + "/ws?team=" + encodeURIComponent(team) + "&key=" + encodeURIComponent(key));
    ws.onmessage = (e) => {
      heard = Date.now();
      let m;
      try { m = JSON.parse(e.data); } catch (_) { return; }
      if (m.type === "pong") ws.send(JSON.stringify({ send: m.ping, server: m.server, recv: Date.now() }));
      if (m.type === "press" && pending.has(m.id)) {
        const done = pending.get(m.id);
        pending.delete(m.id);
        done(m);
      }
      if (m.type === "live" && !(view && m.view.version < view.version)) {
        const before = view && mine(view)[1];
        view = m.view;
        render();
        const now = mine(view)[1];
        if (before !== now && now === "go" && navigator.vibrate) navigator.vibrate(150);
      }
      show("#offline", false);
    };
    ws.onclose = () => {
      // A fight not live yet refuses the channel: the phone waits for it
      // (fightState), it has not lost the server.
      fightState((on) => show("#offline", on === false), () => liveApi.view(fid, fight))(false);
      setTimeout(open, 1000);
    };
  };
  open();
  setInterval(ping, 2000);
  // A socket that hears nothing (the server's heartbeat comes every 20-25
  // s, the pongs every 2) is dead however open it says it is: drop it and
  // make a new one, so presses do not go into it.
  setInterval(() => {
    if (!ws || ws.readyState !== 1 || Date.now() - heard <= 10000) return;
    const dead = ws;
    dead.onclose = null; // its close may take long to come: not waited for
    dead.close();
    heard = Date.now();
    open();
  }, 2000);
}
