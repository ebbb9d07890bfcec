// The client side of docs/openapi.yaml: every page action is one of these
// calls, so what a page does a script can do too.

import { lang } from "./i18n.js";

/** ApiError is a refusal from the server: code (invalid, conflict, ...),
 * the message in the chosen language and the HTTP status. */
export class ApiError extends Error {
  constructor(status, body) {
    super((body && (lang() === "en" ? body.message_en : body.message_ru)) || (body && body.message) || "HTTP " + status);
    this.status = status;
    this.code = body && body.code;
    this.retryAfterMs = body && body.retry_after_ms;
  }
}

/** call sends one request. body may be an object (sent as JSON) or a
 * FormData; token, when given, is the solver's Bearer token (the cookie of
 * the personal link works as well, so it may be absent). */
export async function call(method, path, body, token) {
  const headers = { "Accept": "application/json", "Accept-Language": lang() };
  let payload;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  } else if (method !== "GET") {
    // The server refuses a write whose body is not declared JSON (its
    // guard against forged cross-site forms); an empty one is sent as {}.
    headers["Content-Type"] = "application/json";
    payload = "{}";
  }
  if (token) headers["Authorization"] = "Bearer " + token;
  const res = await fetch(path, { method, headers, body: payload, credentials: "same-origin", cache: "no-store" });
  const text = await res.text();
  let data = null;
  if (text) {
    try { data = JSON.parse(text); } catch (_) { data = { message: text }; }
  }
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

const enc = encodeURIComponent;
const T = (tid) => "/api/tournaments/" + enc(tid);

/** api lists the calls of the contract by name. */
export const api = {
  session: (tid, token) => call("GET", "/api/session" + (tid ? "?t=" + enc(tid) : ""), undefined, token),
  login: (password) => call("POST", "/api/login", { password }),
  logout: () => call("POST", "/api/logout"),
  regulations: () => call("GET", "/api/regulations"),
  tournaments: () => call("GET", "/api/tournaments"),
  create: (name, settings) => call("POST", "/api/tournaments", { name, regulation: "puzzle-swiss", settings }),
  tournament: (tid) => call("GET", T(tid)),
  settings: (tid, settings, reason) => call("PUT", T(tid) + "/settings", { settings, reason }),
  puzzles: (tid) => call("GET", T(tid) + "/puzzles"),
  uploadPuzzles: (tid, form) => call("PUT", T(tid) + "/puzzles", form),
  demoPuzzles: (tid, rounds) => call("POST", T(tid) + "/puzzles/demo", { rounds }),
  solvers: (tid) => call("GET", T(tid) + "/solvers"),
  register: (tid, name) => call("POST", T(tid) + "/solvers", { name }),
  me: (tid, token) => call("GET", T(tid) + "/me", undefined, token),
  start: (tid, token) => call("POST", T(tid) + "/me/start", undefined, token),
  check: (tid, token, answer) => call("POST", T(tid) + "/me/check", { answer }, token),
  withdraw: (tid, token) => call("POST", T(tid) + "/me/withdraw", undefined, token),
  begin: (tid, firstRoundInS) => call("POST", T(tid) + "/begin", { first_round_in_s: firstRoundInS }),
  rounds: (tid) => call("GET", T(tid) + "/rounds"),
  roundLive: (tid, n) => call("GET", T(tid) + "/rounds/" + n + "/live"),
  decide: (tid, n, action, reason, seconds) =>
    call("POST", T(tid) + "/rounds/" + n + "/" + action, { reason, seconds }),
  disqualify: (tid, sid, reason) => call("POST", T(tid) + "/solvers/" + enc(sid) + "/disqualify", { reason }),
  finish: (tid, reason) => call("POST", T(tid) + "/finish", { reason }),
  publish: (tid) => call("POST", T(tid) + "/publish"),
  standings: (tid) => call("GET", T(tid) + "/standings"),
  crosstable: (tid) => call("GET", T(tid) + "/crosstable"),
  lots: (tid) => call("GET", T(tid) + "/lots"),
  decisions: (tid) => call("GET", T(tid) + "/decisions"),
  fileURL: (tid, name) => T(tid) + "/files/" + enc(name),
};

/** live keeps a WebSocket to the tournament open, reconnecting with a
 * growing delay, and calls onMessage(msg) for each LiveMessage. After every
 * (re)connection it calls onMessage({type: "hello"}) at least once so the
 * page re-reads what it may have missed; onState(connected) tracks the
 * connection for an "offline" notice. */
export function live(tid, onMessage, onState) {
  let delay = 500;
  let ws = null;
  let closed = false;
  const open = () => {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    ws = new WebSocket(proto + "//" + location.host + T(tid) + "/ws");
    ws.onopen = () => {
      delay = 500;
      if (onState) onState(true);
      onMessage({ type: "hello" });
    };
    ws.onmessage = (e) => {
      let msg;
      try { msg = JSON.parse(e.data); } catch (_) { return; }
      onMessage(msg);
    };
    ws.onclose = () => {
      if (closed) return;
      if (onState) onState(false);
      setTimeout(open, delay);
      delay = Math.min(delay * 2, 10000);
    };
  };
  open();
  return { close: () => { closed = true; if (ws) ws.close(); } };
}
