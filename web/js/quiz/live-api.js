// The calls of a fight played live (docs/openapi.yaml, /api/festivals/
// {fid}/live/...): the host's buttons, a team's press, the fight's view,
// its links and live channel, a venue's fights. A venue's host sends the
// key of its link in the X-Live-Key header; the organizer and the jury
// need none (their session cookie).

import { ApiError, once } from "../common/api.js";
import { lang, t } from "../common/i18n.js";
import { connect, fightState } from "../common/live.js";

const enc = encodeURIComponent;
const L = (fid, fight) => "/api/festivals/" + enc(fid) + "/live/" + enc(fight);

/** send makes one request with an optional venue key (the live pages'
 * calls, the Brain-ring's and Svoya igra's). */
export function send(method, path, body, key) {
  if (method === "GET") return request(method, path, body, key);
  return once([method, path, JSON.stringify(body || {}), key || ""].join("\n"), () => request(method, path, body, key));
}

async function request(method, path, body, key) {
  const headers = { "Accept": "application/json", "Accept-Language": lang() };
  if (method !== "GET") headers["Content-Type"] = "application/json";
  if (key) headers["X-Live-Key"] = key;
  const res = await fetch(path, { method, headers, credentials: "same-origin", cache: "no-store",
    body: method === "GET" ? undefined : JSON.stringify(body || {}) });
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (_) { data = { message: text }; }
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

/** qrURL makes a button link's QR code (a PNG the server sent, base64)
 * an image address the pages' policy allows (blob:, not data:). */
export function qrURL(b64) {
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return URL.createObjectURL(new Blob([bytes], { type: "image/png" }));
}

/** liveApi lists the live calls by name. */
export const liveApi = {
  view: (fid, fight) => send("GET", L(fid, fight)),
  open: (fid, fight, key, fair) => send("POST", L(fid, fight) + "/open", fair ? { fair: true } : {}, key),
  attention: (fid, fight, key) => send("POST", L(fid, fight) + "/attention", {}, key),
  time: (fid, fight, key) => send("POST", L(fid, fight) + "/time", {}, key),
  rule: (fid, fight, key, ruling) => send("POST", L(fid, fight) + "/rule", { ruling }, key),
  remove: (fid, fight, key, reason) => send("POST", L(fid, fight) + "/remove", { reason }, key),
  undo: (fid, fight, key) => send("POST", L(fid, fight) + "/undo", {}, key),
  /** press sends a team's press as a request; id, when given, is the
   * press's (one sent on the live channel first, then here). */
  press: (fid, fight, team, key, id) => send("POST", L(fid, fight) + "/press",
    { team, key, id: id || Math.random().toString(36).slice(2) + Date.now().toString(36), client_ms: Date.now() }),
  links: (fid, fight, key) => send("GET", L(fid, fight) + "/links", undefined, key),
  pressesURL: (fid, fight) => L(fid, fight) + "/presses.csv",
  venue: (fid, venue) => send("GET", "/api/festivals/" + enc(fid) + "/venues/" + enc(venue)),
  venueLink: (fid, venue) => send("GET", "/api/festivals/" + enc(fid) + "/venues/" + enc(venue) + "/link"),
  /** channel keeps the fight's live channel open; a team's phone passes
   * its team and key so that its pings measure its clock (fair mode).
   * onState(null) means the fight is not live (yet), not that the server
   * is gone. */
  channel: (fid, fight, onMessage, onState, team, key) => connect(L(fid, fight) + "/ws" +
    (key ? "?team=" + enc(team) + "&key=" + enc(key) : ""), onMessage,
    fightState(onState, () => liveApi.view(fid, fight))),
};

/** clockOf returns what the fight's screens count down, from a view:
 * {ms, of, kind} with kind "clean" (the running clock), "delay" (the
 * host's 5-s count after a press, C11) or "" for none; ms is measured on
 * the server's clock (view.now), moved on by the time since the view came
 * (got, the page's clock), so a phone's wrong clock never matters. */
export function clockOf(v, got) {
  const q = currentQuestion(v);
  if (!q) return { ms: 0, kind: "" };
  const now = Date.parse(v.now) + (Date.now() - got);
  if (q.phase === "clean" && q.deadline) return { ms: Date.parse(q.deadline) - now, kind: "clean" };
  if (q.phase === "answering" && q.delay_ends) return { ms: Date.parse(q.delay_ends) - now, kind: "delay" };
  return { ms: 0, kind: "" };
}

/** currentQuestion is the question in play or the last one. */
export function currentQuestion(v) {
  const qs = (v && v.live && v.live.questions) || [];
  return qs.length ? qs[qs.length - 1] : null;
}

/** numbered is the text key of question n: an extra question (C7, F7:
 * beyond the fight's regular ones) under its own number among the extra
 * ones, as the jury page and the exports count it ("extra question 1",
 * not "question 14"), with key + "_extra". */
export function numbered(v, key, n) {
  const s = (v && v.live && v.live.settings) || {};
  const regular = s.length || 0;
  return s.extra && n > regular ? t(key + "_extra", n - regular) : t(key, n);
}

/** soleAnswerer is the team that alone may still answer the question in
 * play, the other having lost its right (a wrong answer, a false start:
 * C12's 20 s are its own time), or "" while both may. */
export function soleAnswerer(v) {
  const q = currentQuestion(v);
  const lost = (q && q.lost) || [];
  if (!lost.some(Boolean)) return "";
  return lost[0] ? v.live.b : v.live.a;
}

/** teamName is the name of a team of the fight. */
export function teamName(v, id) {
  if (!v || !id) return "";
  return id === v.live.a ? v.name_a : id === v.live.b ? v.name_b : id;
}

/** verdictKeys are the dictionary keys of the press verdicts. */
const verdictKeys = {
  first: "lv.v_first", pending: "lv.v_pending", beaten: "lv.v_beaten", false_start: "lv.v_false_start",
  early: "lv.v_early", no_right: "lv.v_no_right", duplicate: "lv.v_duplicate", too_late: "lv.v_too_late", closed: "lv.v_closed",
  blocked: "lv.v_blocked", // Svoya igra: the button held after a false start
};

/** verdictText is a press's verdict in words. */
export function verdictText(v) {
  return verdictKeys[v] ? t(verdictKeys[v]) : v;
}

/** sendPackage has the server read a package file for a venue's console. */
export function sendPackage(fid, venue, key, name, content) {
  return send("POST", "/api/festivals/" + enc(fid) + "/venues/" + enc(venue) + "/package", { name, content }, key);
}
