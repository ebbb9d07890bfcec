// The client side of docs/openapi.yaml shared by every page: one request
// (call), a refusal (ApiError) and the server-wide calls (the session and
// the logins). The puzzle Swiss's calls are in puzzle/api.js, the
// festival's in quiz/api.js; every page action is one of them, so what a
// page does a script can do too.

import { lang } from "./i18n.js";

/** ApiError is a refusal from the server: code (invalid, conflict, ...),
 * the message in the chosen language and the HTTP status. */
export class ApiError extends Error {
  constructor(status, body) {
    const m = (body && (lang() === "en" ? body.message_en : body.message_ru)) || (body && body.message) || "HTTP " + status;
    // The server words its refusals as Go errors, from a small letter;
    // shown alone on a page they are sentences.
    super(m.charAt(0).toUpperCase() + m.slice(1));
    this.status = status;
    this.code = body && body.code;
    this.retryAfterMs = body && body.retry_after_ms;
  }
}

const offlineEN = "No connection to the server.";
const offlineRU = "Нет связи с сервером.";
const lookEN = "It may have reached the server all the same: reload the page and look before trying again.";
const lookRU = "Действие могло всё же дойти до сервера: обновите страницу и посмотрите, прежде чем повторить.";

// The writes in flight, by what they send: a double click (or a key held
// down) sends one request and both callers get its answer, where the
// second request would come back refused ("already in the list",
// "nobody is answering") as if the first had failed. Only while the first
// is in flight: the same write sent after its answer is sent again.
const inFlight = new Map();

/** once sends a write through send, unless the same write (method, path,
 * body and credentials alike) is in flight, whose answer it then shares. */
export function once(key, send) {
  const running = inFlight.get(key);
  if (running) return running;
  const p = send().finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}

/** call sends one request. body may be an object (sent as JSON) or a
 * FormData; token, when given, is the solver's Bearer token (the cookie of
 * the personal link works as well, so it may be absent). */
export function call(method, path, body, token) {
  if (method === "GET" || body instanceof FormData) return request(method, path, body, token);
  return once([method, path, JSON.stringify(body === undefined ? {} : body), token || ""].join("\n"),
    () => request(method, path, body, token));
}

async function request(method, path, body, token) {
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
  let res;
  try {
    res = await fetch(path, { method, headers, body: payload, credentials: "same-origin", cache: "no-store" });
  } catch (_) {
    // The browser's own words for a network failure ("Failed to fetch")
    // are English and say nothing of what to do; a write may or may not
    // have reached the server, so the user looks before trying again.
    throw new ApiError(0, {
      code: "offline",
      message_en: method === "GET" ? offlineEN : offlineEN + " " + lookEN,
      message_ru: method === "GET" ? offlineRU : offlineRU + " " + lookRU,
    });
  }
  const text = await res.text();
  let data = null;
  if (text) {
    try { data = JSON.parse(text); } catch (_) { data = { message: text }; }
  }
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

/** server lists the calls that belong to no competition: the session
 * (who is logged in) and the organizer's login. */
export const server = {
  session: (tid, token) => call("GET", "/api/session" + (tid ? "?t=" + encodeURIComponent(tid) : ""), undefined, token),
  login: (password) => call("POST", "/api/login", { password }),
  logout: () => call("POST", "/api/logout"),
  regulations: () => call("GET", "/api/regulations"),
};
